package countplan

import (
	"context"
	"errors"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
)

// TestCountBrokenSymmetry: a board symmetry made wrong in the frontier
// counter's plan makes the figures fail the counter's own check, a
// *dfs.CheckError (which count reports as a finding, exit 3), by n = 9.
func TestCountBrokenSymmetry(t *testing.T) {
	t.Parallel()
	for _, broken := range []board.Symmetry{board.Rot90, board.AntiDiag} {
		cells := func(g board.Symmetry, n, r, c int) (int, int) {
			if g == broken {
				return c, r // the transpose's image instead
			}
			return g.Cell(n, r, c)
		}
		var found error
		for n := 1; n <= 9 && found == nil; n++ {
			_, found = countFrontierOf(context.Background(), n, cells, Options{Shard: shard.Spec{Of: 1}, Figures: true})
		}
		if ce := (*dfs.CheckError)(nil); !errors.As(found, &ce) {
			t.Errorf("%v broken: error %v, want a *dfs.CheckError", broken, found)
		}
	}
}
