package dfs

import "github.com/nqcheck/nqcheck/board"

// Fixed returns every solution of the n-queens problem fixed by g (Rot90 or
// Rot180), in the order FixedSolutions finds them, for the tests that
// compare them with another search's.
func Fixed(n int, g board.Symmetry) ([]board.Solution, error) {
	var out []board.Solution
	_, err := FixedSolutions(n, g, func(s board.Solution) bool {
		out = append(out, s.Clone())
		return true
	})
	return out, err
}
