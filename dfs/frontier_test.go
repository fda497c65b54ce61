package dfs

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestCountFrontier(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 18; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			if n >= 15 && testing.Short() {
				t.Skip("n ≥ 15 takes seconds; n ≤ 14 covers the same code")
			}
			c, err := CountFrontier(context.Background(), n, CountOptions{Workers: 1 + n%3})
			if err != nil {
				t.Fatal(err)
			}
			if c.Total != uint64(oeis.Q[n-1]) {
				t.Errorf("Total = %d, want %d", c.Total, oeis.Q[n-1])
			}
			if got := c.Classes(); got != uint64(oeis.Classes[n-1]) {
				t.Errorf("Classes() = %d, want %d", got, oeis.Classes[n-1])
			}
		})
	}
}
