package dfs

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

// joinMaxShort is the largest size TestCountJoin runs without
// NQCHECK_LONG_TESTS; the long run goes to 19.
const joinMaxShort = 13

// TestCountJoin checks the join counter against OEIS A000170 and A002562,
// and its fixed-point counts against the table's.
func TestCountJoin(t *testing.T) {
	t.Parallel()
	q := append(slices.Clone(oeis.Q), q18)
	classes := append(slices.Clone(oeis.Classes), classes18)
	for n := 1; n <= 18; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			if n > joinMaxShort && os.Getenv(longTestsEnv) != "1" {
				t.Skipf("n > %d takes seconds; set %s=1 to run it", joinMaxShort, longTestsEnv)
			}
			c, err := CountJoin(context.Background(), n, CountOptions{Workers: 1 + n%3})
			if err != nil {
				t.Fatalf("CountJoin(%d): %v", n, err)
			}
			if c.N != n || c.Total != uint64(q[n-1]) {
				t.Errorf("n = %d: Total = %d, want %d", c.N, c.Total, q[n-1])
			}
			if got := c.Classes(); got != uint64(classes[n-1]) {
				t.Errorf("Classes() = %d, want %d", got, classes[n-1])
			}
			if n <= len(oeis.Fix180) {
				if c.Fix180 != uint64(oeis.Fix180[n-1]) || c.Fix90 != uint64(oeis.Fix90[n-1]) {
					t.Errorf("Fix180, Fix90 = %d, %d, want %d, %d", c.Fix180, c.Fix90, oeis.Fix180[n-1], oeis.Fix90[n-1])
				}
			}
		})
	}
}
