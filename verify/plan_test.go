package verify

import (
	"context"
	"errors"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// TestCubeRows checks the default depth of the split, board.CubeRows, as
// verify uses it: one cube up to n = 6, then 2 to 5 rows, and never more
// than 150,000 cubes up to n = 16.
func TestCubeRows(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 16; n++ {
		k := board.CubeRows(n)
		p := mustPlan(t, n, -1)
		switch {
		case p.Rows != k:
			t.Errorf("n = %d: NewPlan(n, -1) fixes %d rows, board.CubeRows says %d", n, p.Rows, k)
		case n <= 6 && k != 0:
			t.Errorf("board.CubeRows(%d) = %d, want 0 (one cube)", n, k)
		case n > 6 && (k < 2 || k > 5 || len(p.Cubes) > 150000):
			t.Errorf("board.CubeRows(%d) = %d gives %d cubes, want 2 to 5 rows and at most 150,000 cubes", n, k, len(p.Cubes))
		}
	}
}

// TestPlanBounded checks that the default plan of every board size has
// at most MaxCubes cubes, that rows making more are refused before the
// cubes are made, and that making a plan stops when its context ends.
func TestPlanBounded(t *testing.T) {
	t.Parallel()
	for _, n := range []int{22, board.MaxN} {
		p := mustPlan(t, n, -1)
		if len(p.Cubes) > MaxCubes || p.Rows != board.CubeRows(n) {
			t.Errorf("n = %d: %d cubes of %d rows", n, len(p.Cubes), p.Rows)
		}
	}
	// 6 rows of n = 32 would make 227,441,384 cubes.
	_, err := NewPlan(board.MaxN, 6)
	var pe *PlanSizeError
	if !errors.As(err, &pe) || pe.N != board.MaxN || pe.Rows != 6 {
		t.Errorf("n = 32, 6 rows: %v, want a PlanSizeError", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if p, err := NewPlanContext(ctx, 16, -1); !errors.Is(err, context.Canceled) || len(p.Cubes) != 0 {
		t.Errorf("cancelled: %d cubes, %v; want none and context.Canceled", len(p.Cubes), err)
	}
}

// TestWitnessesStop checks that the searches of cubes stop when their
// context ends, between two solutions too: the first solution of the
// cube (1 3 5 2) of n = 32 comes after 87 million nodes, and none is
// emitted once the context has ended.
func TestWitnessesStop(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	cube := []Cube{{Index: 0, Prefix: board.Solution{0, 2, 4, 1}}}
	for _, w := range []Witness{DFS(), DFSIterative(), DFSSymmetric()} {
		boards := 0
		err := w.Enumerate(ctx, board.MaxN, cube, func(Set, int, board.Placement) { boards++ })
		if !errors.Is(err, context.Canceled) || boards != 0 {
			t.Errorf("%s: %d boards, %v; want none and context.Canceled", w.Name, boards, err)
		}
	}
}
