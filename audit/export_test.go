package audit

import (
	"context"
	"io"
	"iter"

	"github.com/nqcheck/nqcheck/board"
)

// outputMapOnly is OutputContext remembering every solution instead of
// following the listing against the reference: the tests compare the two
// ways.
func outputMapOnly(ctx context.Context, r io.Reader, n int, ref iter.Seq[board.Solution], opt Options) (*Report, error) {
	return outputContext(ctx, r, n, ref, opt, true)
}
