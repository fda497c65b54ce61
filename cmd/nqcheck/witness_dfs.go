package main

import (
	"context"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

// The backtracking witnesses: every solution, in lexicographic order, from
// the recursive search ("dfs") and from the explicit-stack search written
// apart from it ("dfs-iter").
func init() {
	for _, w := range []struct {
		name   string
		rank   int
		search func(n int, visit func(board.Solution) bool) bool
	}{
		{"dfs", 10, dfs.Solutions},
		{"dfs-iter", 15, dfs.SolutionsIterative},
	} {
		addBoardWitness(&boardWitness{
			name:    w.name,
			rank:    w.rank,
			ordered: true,
			run: func(ctx context.Context, n int, _ *verifyOptions, _ *verifyResult, emit func(board.Placement)) error {
				w.search(n, func(s board.Solution) bool {
					emit(s.Placement())
					return ctx.Err() == nil
				})
				return ctx.Err()
			},
		})
	}
}
