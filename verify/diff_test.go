package verify

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

// wrapIter returns the DFS side's witnesses with dfs-iter's boards of
// cube prefix replaced by what change returns for each.
func wrapIter(prefix board.Solution, change func(i int, p board.Placement) []board.Placement) []Witness {
	ws := dfsSide()
	inner := ws[1].Enumerate
	ws[1].Enumerate = func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
		i := 0
		return inner(ctx, n, cubes, func(set Set, cube int, p board.Placement) {
			if !slices.Equal(cubes[cube].Prefix, prefix) {
				emit(set, cube, p)
				return
			}
			for _, q := range change(i, p) {
				emit(set, cube, q)
			}
			i++
		})
	}
	return ws
}

// TestFirstDifference runs a faulty witness, takes the cube its failed
// check names and finds the differing board again: a lost solution, an
// invalid board, and nothing for a repeated board (the solutions agree).
func TestFirstDifference(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		change  func(i int, p board.Placement) []board.Placement
		check   string // the failed check that names the cube
		found   bool
		witness string
		lacks   string
		invalid bool
	}{
		{"lost", func(int, board.Placement) []board.Placement { return nil }, "set", true, "dfs", "dfs-iter", false},
		{"invalid", func(_ int, p board.Placement) []board.Placement { return []board.Placement{p[:len(p)-1]} },
			"valid", true, "dfs-iter", "", true},
		{"repeated", func(_ int, p board.Placement) []board.Placement { return []board.Placement{p, p} },
			"distinct", false, "", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ws := wrapIter(board.Solution{1, 3}, tc.change)
			res, err := Run(context.Background(), 8, Options{Witnesses: ws, CubeRows: 2})
			if err != nil {
				t.Fatal(err)
			}
			var cubeName string
			for _, c := range failed(res) {
				if c.Name == tc.check && c.Cube != "" {
					cubeName = c.Cube
					break
				}
			}
			if cubeName != "rows 1-2 = 2 4" {
				t.Fatalf("no failed %s check naming rows 1-2 = 2 4: %v", tc.check, failed(res))
			}
			c, ok := mustPlan(t, 8, res.Plan.CubeRows).FindCube(cubeName)
			if !ok {
				t.Fatalf("no cube %q in the plan", cubeName)
			}
			d, found, err := FirstDifference(context.Background(), 8, c, ws)
			if err != nil || found != tc.found {
				t.Fatalf("found %v, err %v; want %v", found, err, tc.found)
			}
			if !found {
				return
			}
			if d.Witness != tc.witness || d.Lacks != tc.lacks || (d.Invalid != nil) != tc.invalid || d.Cube.Index != c.Index {
				t.Fatalf("difference %+v", d)
			}
			if !tc.invalid {
				// The cube's only solution.
				s, ok := d.Board.Solution(8)
				if !ok || s.String() != "2 4 6 8 3 1 7 5" {
					t.Errorf("differing board %v, want the cube's solution 2 4 6 8 3 1 7 5", d.Board)
				}
			} else if len(d.Board) != 7 || !strings.Contains(d.Invalid.Error(), "row 8 holds no queen") {
				t.Errorf("invalid board %v: %v", d.Board, d.Invalid)
			}
		})
	}
	if _, ok := mustPlan(t, 8, 2).FindCube("rows 1-2 = 1 1"); ok {
		t.Error("FindCube found a cube that is not in the plan")
	}
}

// TestFirstDifferenceOfASet drops the first board of dfs-symmetric's
// half-turn set of n = 8 (one cube): the difference is the smallest
// solution the half turn fixes, which dfs holds and that set lacks.
func TestFirstDifferenceOfASet(t *testing.T) {
	t.Parallel()
	ws := dfsSide()
	inner := ws[2].Enumerate
	ws[2].Enumerate = func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
		dropped := false
		return inner(ctx, n, cubes, func(set Set, cube int, p board.Placement) {
			if set == Fix180 && !dropped {
				dropped = true
				return
			}
			emit(set, cube, p)
		})
	}
	c := mustPlan(t, 8, 0).Cubes[0]
	d, found, err := FirstDifference(context.Background(), 8, c, ws)
	if err != nil || !found {
		t.Fatalf("found %v, err %v", found, err)
	}
	var want board.Solution
	dfs.Solutions(8, func(s board.Solution) bool {
		if board.Compare(board.Rot180.Apply(s), s) == 0 {
			want = s.Clone()
			return false
		}
		return true
	})
	s, ok := d.Board.Solution(8)
	if !ok || board.Compare(s, want) != 0 || d.Witness != "dfs" || d.Set != All || d.Lacks != "dfs-symmetric" || d.LacksSet != Fix180 || d.Invalid != nil {
		t.Fatalf("difference %+v, want %v of dfs lacked by dfs-symmetric's fix180 set", d, want)
	}
}
