package verify_test

import (
	"context"
	"fmt"

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
