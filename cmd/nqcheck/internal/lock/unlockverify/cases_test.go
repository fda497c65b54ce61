package unlockverify

import (
	"context"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/result"
)

// TestCasesRun: a set given twice is checked once and reported twice, a
// failed case makes the run failed, and a stop names the set it stopped
// during, keeping the results before it.
func TestCasesRun(t *testing.T) {
	t.Parallel()
	calls := 0
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	check := func(ctx context.Context, number int, seen unlock.Set, _ Options) (result.Unlock, error) {
		calls++
		if seen == 3 {
			cancel()
			return result.Unlock{}, ctx.Err()
		}
		v := result.Pass
		if seen == 2 {
			v = result.Fail
		}
		return result.Unlock{Verdict: v}, nil
	}
	var shown []int
	cs := Cases{Sets: []unlock.Set{0, 2, 0, 3, 0}, Case: check, Result: func(r result.Unlock) error {
		shown = append(shown, r.Case)
		return nil
	}}
	results, failed, stopped, err := cs.Run(ctx)
	if err != nil || !failed || stopped != "case 3" || calls != 3 || len(results) != 3 || len(shown) != 3 || shown[2] != 2 {
		t.Errorf("results %v, failed %v, stopped %q, err %v, calls %d, shown %v", results, failed, stopped, err, calls, shown)
	}
}
