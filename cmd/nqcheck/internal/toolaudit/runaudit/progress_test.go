package runaudit

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/internal/base/progress"
)

// TestAuditProgress: the status line of an audit names the count of Q(n)
// while it runs, even when a reader reports meanwhile (the readers of an
// automatic detection run side by side), with no time left once the count
// is done ("ETA 0s" was shown, then an open-ended counter); the reference
// solutions checked are a share of the Q(n) counted, with the time left;
// every rate has its unit. The clock moves a second at each reading, so
// that every Update draws.
func TestAuditProgress(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	clock := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time { clock = clock.Add(time.Second); return clock }
	pr := progress.New(&b, progress.Options{Now: now, Interval: time.Second, Ticks: make(chan time.Time)})
	defer pr.Clear()
	var opt audit.Options
	count := func(ctx context.Context, n int, update func(done, total int)) (uint64, error) {
		for done := 1; done <= 10; done++ {
			update(done, 10)
			if done == 5 {
				opt.Progress(audit.Checking, 0) // another reader starts its check
				opt.Progress(audit.Reading, 3)
			}
		}
		return 92, nil
	}
	opt = SizeOptions(audit.Options{}, 8, count, pr)
	opt.Progress(audit.Checking, 0)
	if q, err := opt.Total(context.Background()); q != 92 || err != nil {
		t.Fatalf("Total = %d, %v", q, err)
	}
	opt.Progress(audit.Checking, 46)
	var lines []string
	for _, l := range strings.Split(b.String(), "\r") {
		if l = strings.TrimSpace(l); l != "" {
			lines = append(lines, l)
		}
	}
	want := []string{
		"n = 8: counting the solutions: 5/10 subproblems (50.0%)",
		"n = 8: counting the solutions: 10/10 subproblems (100.0%)",
		"n = 8: reference check: 46/92 solutions (50.0%)",
	}
	for _, w := range want {
		found := false
		for _, l := range lines {
			found = found || strings.HasPrefix(l, w)
		}
		if !found {
			t.Errorf("no line starts with %q; lines:\n%s", w, strings.Join(lines, "\n"))
		}
	}
	for _, l := range lines {
		if strings.Contains(l, "ETA 0s") || (strings.Contains(l, "/s") && !strings.Contains(l, "s/s")) {
			t.Errorf("a line with ETA 0s or a rate without its unit: %q", l)
		}
		if strings.Contains(l, "reference check") && strings.Contains(l, "/10 ") {
			t.Errorf("the count's figures under the label of the check: %q", l)
		}
	}
	if last := lines[len(lines)-1]; !strings.Contains(last, "ETA ") {
		t.Errorf("the check of a known total shows no time left: %q", last)
	}
}
