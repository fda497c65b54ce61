package solveraudit

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/progress"
)

// syncBuffer is a buffer that a progress line's redraws may write while
// the test reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestSuiteProgressNamesTheCase: while a tool runs (a 10-minute run
// showed nothing: the line counted the cases done), the progress line
// names the case, its size, formula and tool, and its time so far,
// redrawn at each tick. The tool waits for the test; the ticks and the
// time are the test's own.
func TestSuiteProgressNamesTheCase(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	clock := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return clock }
	ticks := make(chan time.Time)
	var line syncBuffer
	pr := progress.New(&line, progress.Options{Now: now, Interval: time.Second, Ticks: ticks})

	release := make(chan struct{})
	running := make(chan struct{}, 2) // one send per case, as the tool starts it
	slow := solutionsTool()
	inner := slow.Enumerate
	slow.Name = "slow"
	slow.Enumerate = func(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error) error {
		running <- struct{}{}
		<-release
		return inner(ctx, f, visit)
	}
	suite := Suite{Sizes: []int{4, 5}, Encodings: []encode.Encoding{encode.Pairwise}, Tools: []Tool{slow}, Progress: pr}
	done := make(chan error, 1)
	go func() {
		_, err := suite.Run(context.Background(), nil)
		done <- err
	}()
	select { // the first case's step is drawn before its tool starts
	case <-running:
	case <-time.After(time.Minute): // a bound that only catches a hang
		close(release)
		t.Fatal("the first case never started its tool")
	}
	select { // a tick received while the first case runs
	case ticks <- time.Time{}:
	case <-time.After(time.Minute):
		close(release)
		t.Fatal("nothing redraws the line while the tool runs")
	}
	mu.Lock()
	clock = clock.Add(90 * time.Second)
	mu.Unlock()
	ticks <- time.Time{}
	ticks <- time.Time{} // received once the line of the one before is drawn
	if got, want := line.String(), "\raudit-solver: case 1/2: n = 4 pairwise, slow  1m30s"; !strings.HasSuffix(got, want) {
		t.Errorf("line %q, want it to end with %q", got, want)
	}
	pr.Clear() // no redraw after this one (Clear waits for them to stop)
	mu.Lock()
	clock = clock.Add(time.Second) // the next case is drawn as it starts
	mu.Unlock()
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := line.String(); !strings.Contains(got, "\raudit-solver: case 2/2: n = 5 pairwise, slow  0s") || !strings.HasSuffix(got, "\r") {
		t.Errorf("the second case not shown, or the line not cleared at the end: %q", got)
	}
}
