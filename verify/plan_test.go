package verify

import (
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
		p := NewPlan(n, -1)
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
