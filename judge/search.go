package judge

import (
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

// completion returns the first solution of size n, in lexicographic
// order, that holds every cell of fixed (whose queens attack no other),
// searching from the queens of the first rows when they are given.
func completion(n int, fixed []board.Cell) (board.Solution, bool) {
	at := make([]int, n)
	for i := range at {
		at[i] = -1
	}
	for _, q := range fixed {
		at[q.Row] = q.Col
	}
	var prefix board.Solution
	for r := 0; r < n && at[r] >= 0; r++ {
		prefix = append(prefix, at[r])
	}
	var found board.Solution
	dfs.SolutionsFrom(n, prefix, func(s board.Solution) bool {
		for r, c := range at {
			if c >= 0 && s[r] != c {
				return true
			}
		}
		found = s.Clone()
		return false
	})
	return found, found != nil
}

// allSolutions returns every solution of size n, in lexicographic order,
// by package dfs.
func allSolutions(n int) []board.Solution { return dfs.All(n) }
