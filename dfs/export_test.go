package dfs

import (
	"context"

	"github.com/nqcheck/nqcheck/board"
)

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

// JoinPlan is the join counter's plan for n, unbounded and never stopped.
func JoinPlan(n int) (*CountPlan, error) {
	return JoinPlanContext(context.Background(), n, 0)
}

// CountFrontier returns the same figures as Count from the units of
// FrontierPlan(n), run by CountPlanned.
func CountFrontier(ctx context.Context, n int, opt CountOptions) (Counts, error) {
	p, err := FrontierPlan(n)
	if err != nil {
		return Counts{}, err
	}
	return CountPlanned(ctx, p, opt)
}
