package verify_test

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// A run of n = 8 by the DFS side's witnesses, each cube's record kept as
// a journal would keep it, then a second run that skips the cubes
// recorded: the same figures.
func Example() {
	ws := []verify.Witness{verify.DFS(), verify.DFSIterative(), verify.DFSSymmetric(), verify.Count()}
	journal := map[int]result.VerifyCube{}
	res, err := verify.Run(context.Background(), 8, verify.Options{Witnesses: ws, CubeRows: -1,
		OnCube: func(c result.VerifyCube) error {
			journal[c.Index] = c
			return nil
		}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Verdict, res.Total, res.Classes, res.Plan.Cubes, "cubes")

	again, err := verify.Run(context.Background(), 8, verify.Options{Witnesses: ws, CubeRows: -1,
		Done: func(c verify.Cube) (result.VerifyCube, bool) {
			rec, ok := journal[c.Index]
			return rec, ok
		}})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(again.Verdict, again.Total, again.Classes, again.Plan.Skipped, "skipped")
	// Output:
	// pass 92 12 42 cubes
	// pass 92 12 42 skipped
}

// A witness that loses a solution of n = 8: the failed check names the
// cube, and FirstDifference runs the witnesses on it again to find the
// solution lost.
func ExampleFirstDifference() {
	lossy := verify.DFSIterative()
	inner := lossy.Enumerate
	lossy.Enumerate = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit) error {
		return inner(ctx, n, cubes, func(set verify.Set, cube int, p board.Placement) {
			if s, _ := p.Solution(n); s.String() != "1 7 5 8 2 4 6 3" {
				emit(set, cube, p)
			}
		})
	}
	ws := []verify.Witness{verify.DFS(), lossy}
	res, _ := verify.Run(context.Background(), 8, verify.Options{Witnesses: ws, CubeRows: 2})
	for _, c := range res.Checks {
		if c.Name == "set" && !c.OK {
			plan, _ := verify.NewPlan(8, res.Plan.CubeRows)
			cube, _ := plan.FindCube(c.Cube)
			d, _, _ := verify.FirstDifference(context.Background(), 8, cube, ws)
			s, _ := d.Board.Solution(8)
			fmt.Printf("%s: %s holds %v, %s lacks it\n", cube.Name(), d.Witness, s, d.Lacks)
		}
	}
	// Output:
	// rows 1-2 = 1 7: dfs holds 1 7 5 8 2 4 6 3, dfs-iter lacks it
}
