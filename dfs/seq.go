package dfs

import (
	"context"
	"iter"

	"github.com/nqcheck/nqcheck/board"
)

// Seq returns the solutions of board size n as a sequence: those of
// Solutions, in lexicographic order, the solution yielded reused by the
// search as there. It may be iterated more than once.
func Seq(n int) iter.Seq[board.Solution] {
	return func(yield func(board.Solution) bool) { Solutions(n, yield) }
}

// Total returns the number of solutions of board size n, counted by Count
// with progress as its CountOptions.Progress.
func Total(ctx context.Context, n int, progress func(done, total int)) (uint64, error) {
	c, err := Count(ctx, n, CountOptions{Progress: progress})
	return c.Total, err
}
