package main

import (
	"context"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

// The recursive backtracking witness: every solution, in lexicographic
// order.
func init() {
	addBoardWitness(&boardWitness{
		name:    "dfs",
		rank:    10,
		ordered: true,
		run: func(ctx context.Context, n int, _ *verifyOptions, _ *verifyResult, emit func(board.Placement)) error {
			dfs.Solutions(n, func(s board.Solution) bool {
				emit(s.Placement())
				return ctx.Err() == nil
			})
			return ctx.Err()
		},
	})
}
