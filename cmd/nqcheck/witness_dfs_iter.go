package main

import (
	"context"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

// The iterative backtracking witness: an explicit-stack search written
// apart from the recursive one, every solution in lexicographic order.
func init() {
	addBoardWitness(&boardWitness{
		name:    "dfs-iter",
		rank:    15,
		ordered: true,
		run: func(ctx context.Context, n int, _ *verifyOptions, _ *verifyResult, emit func(board.Placement)) error {
			dfs.SolutionsIterative(n, func(s board.Solution) bool {
				emit(s.Placement())
				return ctx.Err() == nil
			})
			return ctx.Err()
		},
	})
}
