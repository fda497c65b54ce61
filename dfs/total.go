package dfs

import (
	"context"
	"fmt"
	"math"
)

// Total returns Q(n), the number of solutions for board size n, from
// Count (with its default options) as an int64: a total beyond
// math.MaxInt64 is an error, never a wrapped number.
func Total(ctx context.Context, n int) (int64, error) {
	c, err := Count(ctx, n, CountOptions{})
	if err != nil {
		return 0, err
	}
	return total(n, c.Total)
}

// total converts Q(n) to an int64, or fails.
func total(n int, q uint64) (int64, error) {
	if q > math.MaxInt64 {
		return 0, fmt.Errorf("Q(%d) = %d does not fit in an int64", n, q)
	}
	return int64(q), nil
}
