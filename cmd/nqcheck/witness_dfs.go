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
		run: func(ctx context.Context, n int, _ *verifyOptions, emit func(board.Placement)) (map[string]any, error) {
			dfs.Solutions(n, func(s board.Solution) bool {
				emit(s.Placement())
				return ctx.Err() == nil
			})
			return nil, ctx.Err()
		},
	})
}
