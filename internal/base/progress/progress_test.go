package progress

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// clock is a fake clock that tests move by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time          { return c.t }
func (c *clock) advance(d time.Duration) { c.t = c.t.Add(d) }

func TestLine(t *testing.T) {
	tests := []struct {
		name    string
		label   string
		unit    string
		done    int
		total   int
		elapsed time.Duration
		want    string
	}{
		{"share, rate, ETA", "n = 12 sat", "models", 5000, 20000, 2 * time.Second, "n = 12 sat: 5000/20000 models (25.0%)  2.5k models/s  ETA 6s"},
		{"unknown total", "n = 12 dfs", "lines", 300, 0, 3 * time.Second, "n = 12 dfs: 300 lines  100.0 lines/s"},
		{"no label", "", "units", 1, 3, time.Second, "1/3 units (33.3%)  1.0 units/s  ETA 2s"},
		{"nothing done yet: the time taken", "x", "cubes", 0, 10, 3 * time.Second, "x: 0/10 cubes (0.0%)  3s"},
		{"no time yet", "x", "cubes", 5, 10, 0, "x: 5/10 cubes (50.0%)"},
		// Done is the total: the time left is not known, not 0.
		{"finished", "x", "units", 10, 10, 4 * time.Second, "x: 10/10 units (100.0%)  2.5 units/s"},
		{"under a second left", "x", "units", 95, 100, time.Second, "x: 95/100 units (95.0%)  95.0 units/s  ETA <1s"},
		{"millions, minutes", "count", "units", 30_000_000, 95_815_104, 20 * time.Second, "count: 30000000/95815104 units (31.3%)  1.5M units/s  ETA 44s"},
		// A batch of 512 cubes of 756 took 1.8 s, its first cube
		// reported alone: the rate of one cube said 25 minutes were left.
		{"under a tenth: no time left yet", "n = 12", "cubes", 1, 756, 2 * time.Second, "n = 12: 1/756 cubes (0.1%)  0.5 cubes/s"},
		{"a tenth: the time left", "n = 12", "cubes", 76, 760, 2 * time.Second, "n = 12: 76/760 cubes (10.0%)  38.0 cubes/s  ETA 18s"},
		{"over the total", "x", "lines", 12, 10, time.Second, "x: 12/10 lines (120.0%)  12.0 lines/s"},
		// No unit, no rate: the time taken.
		{"no unit", "x", "", 12, 0, 2 * time.Second, "x: 12  2s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Line(tt.label, tt.unit, tt.done, tt.total, tt.elapsed); got != tt.want {
				t.Errorf("Line = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReporter(t *testing.T) {
	var b bytes.Buffer
	c := &clock{t: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}
	// Ticks that never come: only Update draws.
	r := New(&b, Options{Now: c.now, Interval: time.Second, Ticks: make(chan time.Time)})
	defer r.Clear()
	r.Start("n = 9 sat", "models")

	steps := []struct {
		name    string
		advance time.Duration
		do      func()
		want    string // what the step writes
	}{
		{"too soon", 500 * time.Millisecond, func() { r.Update(10, 100) }, ""},
		{"first drawing", 500 * time.Millisecond, func() { r.Update(20, 100) }, "\rn = 9 sat: 20/100 models (20.0%)  20.0 models/s  ETA 4s"},
		{"throttled", 999 * time.Millisecond, func() { r.Update(30, 100) }, ""},
		{"second drawing", time.Millisecond, func() { r.Update(40, 100) }, "\rn = 9 sat: 40/100 models (40.0%)  20.0 models/s  ETA 3s"},
		{"new task, shorter line padded", 0, func() { r.Start("n = 9", "lines"); c.advance(time.Second); r.Update(1, 0) },
			"\rn = 9: 1 lines  1.0 lines/s" + strings.Repeat(" ", len("n = 9 sat: 40/100 models (40.0%)  20.0 models/s  ETA 3s")-len("n = 9: 1 lines  1.0 lines/s"))},
		{"clear", 0, func() { r.Clear() }, "\r" + strings.Repeat(" ", len("n = 9: 1 lines  1.0 lines/s")) + "\r"},
		{"clear again: nothing drawn", 0, func() { r.Clear() }, ""},
		{"draw after clear", time.Second, func() { r.Update(2, 4) }, "\rn = 9: 2/4 lines (50.0%)  1.0 lines/s  ETA 2s"},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			before := b.Len()
			c.advance(st.advance)
			st.do()
			if got := b.String()[before:]; got != st.want {
				t.Errorf("wrote %q, want %q", got, st.want)
			}
		})
	}
}

func TestNilReporter(t *testing.T) {
	var r *Reporter
	r.Start("x", "units")
	r.Update(1, 2)
	r.Step("y")
	r.Clear() // no panic is the test
}

// lockedBuffer is a buffer that the goroutine of a step may write while
// the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestStep: a step's line names the task and the step and the time since
// the step began, redrawn at each tick while the step runs (a solver's
// run reports nothing until it ends); the next step restarts the time,
// and Clear stops the redraws. The ticks come from the test and the time
// from a fake clock.
func TestStep(t *testing.T) {
	t.Parallel()
	var b lockedBuffer
	c := &clock{t: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}
	var mu sync.Mutex // guards c: the redraws read it
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return c.now() }
	advance := func(d time.Duration) { mu.Lock(); defer mu.Unlock(); c.advance(d) }
	ticks := make(chan time.Time)
	r := New(&b, Options{Now: now, Interval: time.Second, Ticks: ticks})
	r.Start("audit-solver", "")
	advance(time.Second)
	r.Step("case 1/2: n = 10 pairwise, minisat")
	if got, want := b.String(), "\raudit-solver: case 1/2: n = 10 pairwise, minisat  0s"; got != want {
		t.Fatalf("drawn at once: %q, want %q", got, want)
	}
	advance(2 * time.Minute)
	ticks <- time.Time{}
	ticks <- time.Time{} // received once the first tick's line is drawn
	if got := b.String(); !strings.HasSuffix(got, "\raudit-solver: case 1/2: n = 10 pairwise, minisat  2m0s") {
		t.Errorf("after a tick: %q", got)
	}
	r.Step("case 2/2: n = 10 pairwise shuffle 1, minisat")
	advance(3 * time.Second)
	ticks <- time.Time{}
	ticks <- time.Time{}
	if got := b.String(); !strings.HasSuffix(got, "\raudit-solver: case 2/2: n = 10 pairwise shuffle 1, minisat  3s") {
		t.Errorf("the next step: %q", got)
	}
	r.Clear()
	cleared := b.String()
	if !strings.HasSuffix(cleared, "\r") {
		t.Errorf("not cleared: %q", cleared)
	}
	select {
	case ticks <- time.Time{}:
		t.Error("a tick was received after Clear: the redraws did not stop")
	default:
	}
	if b.String() != cleared {
		t.Errorf("drawn after Clear: %q", b.String()[len(cleared):])
	}
}

// TestStartDrawsOnTick: a task whose first figures come late (a verify
// whose first cubes take minutes) is drawn on the first tick after Start,
// with the time it has taken, and on each tick after, with the figures
// of the last Update; Clear stops the redraws. (Before, nothing was drawn
// until an Update came, which at n = 15 took 25 s.)
func TestStartDrawsOnTick(t *testing.T) {
	t.Parallel()
	var b lockedBuffer
	c := &clock{t: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}
	var mu sync.Mutex // guards c: the redraws read it
	now := func() time.Time { mu.Lock(); defer mu.Unlock(); return c.now() }
	advance := func(d time.Duration) { mu.Lock(); defer mu.Unlock(); c.advance(d) }
	ticks := make(chan time.Time)
	r := New(&b, Options{Now: now, Interval: time.Second, Ticks: ticks})
	r.Start("n = 15", "cubes")
	if got := b.String(); got != "" {
		t.Fatalf("drawn before the first tick: %q", got)
	}
	advance(time.Second)
	tick := func() {
		t.Helper()
		select {
		case ticks <- time.Time{}:
		case <-time.After(time.Minute): // a bound for a loaded machine, not a measure
			t.Fatal("no redraw takes the ticks after Start")
		}
	}
	tick()
	tick() // received once the first tick's line is drawn
	if got, want := b.String(), "\rn = 15: 0 cubes  1s"; !strings.HasPrefix(got, want) {
		t.Fatalf("after the first tick: %q, want %q", got, want)
	}
	r.Update(0, 1024)
	advance(2 * time.Second)
	tick()
	tick()
	if got := b.String(); !strings.HasSuffix(strings.TrimRight(got, " "), "\rn = 15: 0/1024 cubes (0.0%)  3s") {
		t.Errorf("after an Update and a tick: %q", got)
	}
	r.Clear()
	cleared := b.String()
	select {
	case ticks <- time.Time{}:
		t.Error("a tick was received after Clear: the redraws did not stop")
	default:
	}
	if b.String() != cleared {
		t.Errorf("drawn after Clear: %q", b.String()[len(cleared):])
	}
}

func TestForTerminal(t *testing.T) {
	file, err := os.Create(filepath.Join(t.TempDir(), "log"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	tests := []struct {
		name  string
		w     func() *os.File
		buf   bool
		quiet bool
	}{
		{"buffer", nil, true, false},
		{"regular file", func() *os.File { return file }, false, false},
		{"quiet file", func() *os.File { return file }, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r *Reporter
			if tt.buf {
				r = ForTerminal(&bytes.Buffer{}, tt.quiet)
			} else {
				r = ForTerminal(tt.w(), tt.quiet)
			}
			if r != nil {
				t.Errorf("ForTerminal = %v, want nil (not a terminal)", r)
			}
		})
	}
	if IsTerminal(file) {
		t.Errorf("IsTerminal(regular file) = true")
	}
	// A character device counts as a terminal; quiet still turns it off.
	dev, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Skip(err)
	}
	defer dev.Close()
	if fi, err := dev.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skipf("%s is not a character device here", os.DevNull)
	}
	if ForTerminal(dev, false) == nil {
		t.Errorf("ForTerminal(%s) = nil, want a reporter", os.DevNull)
	}
	if ForTerminal(dev, true) != nil {
		t.Errorf("ForTerminal(%s, quiet) != nil", os.DevNull)
	}
	// A writer that wraps the device counts too, and is drawn on itself.
	var wrapped countingWriter
	wrapped.w = dev
	r := ForTerminal(&wrapped, false)
	if r == nil {
		t.Fatalf("ForTerminal(a writer wrapping %s) = nil, want a reporter", os.DevNull)
	}
	if r.w != io.Writer(&wrapped) {
		t.Errorf("the reporter draws on %T, want the wrapping writer", r.w)
	}
	if ForTerminal(&countingWriter{w: &bytes.Buffer{}}, false) != nil {
		t.Errorf("ForTerminal(a writer wrapping a buffer) != nil")
	}
}

// countingWriter wraps w, counting the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.n += len(p)
	return c.w.Write(p)
}

func (c *countingWriter) Unwrap() io.Writer { return c.w }
