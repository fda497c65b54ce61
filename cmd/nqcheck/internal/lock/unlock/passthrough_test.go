package unlock

import (
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlockcnf"
)

// TestPassThrough checks the problem's table against the grid's
// geometry: the two witnesses' definitions of a stroke over a point.
func TestPassThrough(t *testing.T) {
	t.Parallel()
	strokes := 0
	for a := 1; a <= Points; a++ {
		for b := 1; b <= Points; b++ {
			if a == b {
				continue
			}
			if got, want := unlockcnf.Midpoint(a, b), over[a][b]; got != want {
				t.Errorf("%d→%d: the encoding passes over %d, the problem over %d", a, b, got, want)
			}
			if over[a][b] != 0 {
				strokes++
			}
		}
	}
	if strokes != 16 {
		t.Errorf("%d strokes pass over a point, want 16", strokes)
	}
}
