package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// DefaultInterval is the least time between two redraws when Options
// leave it zero.
const DefaultInterval = 250 * time.Millisecond

// Options configure a Reporter.
type Options struct {
	// Now returns the current time; nil means time.Now.
	Now func() time.Time
	// Interval is the least time between two redraws; zero means
	// DefaultInterval.
	Interval time.Duration
}

// Reporter draws a status line. Its methods are safe for concurrent use;
// on a nil *Reporter they do nothing.
type Reporter struct {
	mu       sync.Mutex
	w        io.Writer
	now      func() time.Time
	interval time.Duration
	label    string
	start    time.Time // when the current task started
	last     time.Time // when the line was last drawn, or start
	width    int       // length of the line on screen; 0 when none
}

// New returns a Reporter that draws on w.
func New(w io.Writer, opt Options) *Reporter {
	r := &Reporter{w: w, now: opt.Now, interval: opt.Interval}
	if r.now == nil {
		r.now = time.Now
	}
	if r.interval <= 0 {
		r.interval = DefaultInterval
	}
	r.start = r.now()
	r.last = r.start
	return r
}

// IsTerminal reports whether f is a terminal (a character device).
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// ForTerminal returns a Reporter that draws on w when w is an *os.File
// that is a terminal, or a writer whose Unwrap method returns one (such as
// a writer that checks each write), and quiet is false; otherwise it
// returns nil, a Reporter that does nothing. It draws on w itself, not on
// the file it unwraps.
func ForTerminal(w io.Writer, quiet bool) *Reporter {
	if quiet {
		return nil
	}
	under := w
	for {
		u, ok := under.(interface{ Unwrap() io.Writer })
		if !ok {
			break
		}
		under = u.Unwrap()
	}
	f, ok := under.(*os.File)
	if !ok || !IsTerminal(f) {
		return nil
	}
	return New(w, Options{})
}

// Start begins a new task named label: the rate and the time left are
// measured from now. The line already drawn stays until the next redraw.
func (r *Reporter) Start(label string) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.label = label
	r.start = r.now()
	r.last = r.start
}

// Update reports that done units of the current task's total are done; a
// total of 0 or less means the total is unknown, and the line shows no
// share and no time left. The line is redrawn when the interval has passed
// since the last drawing (or since Start).
func (r *Reporter) Update(done, total int) {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	if now.Sub(r.last) < r.interval {
		return
	}
	r.last = now
	r.draw(Line(r.label, done, total, now.Sub(r.start)))
}

// Clear erases the line, if one is drawn, and leaves the cursor at the
// start of the line, ready for other output.
func (r *Reporter) Clear() {
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.width > 0 {
		fmt.Fprintf(r.w, "\r%s\r", strings.Repeat(" ", r.width))
		r.width = 0
	}
}

// draw replaces the line on screen with line.
func (r *Reporter) draw(line string) {
	pad := ""
	if n := r.width - len(line); n > 0 {
		pad = strings.Repeat(" ", n)
	}
	fmt.Fprintf(r.w, "\r%s%s", line, pad)
	r.width = len(line)
}

// Line formats a status line: the label, done and total, the share done,
// the rate per second and the estimated time left, as far as they are
// known after elapsed.
func Line(label string, done, total int, elapsed time.Duration) string {
	var b strings.Builder
	if label != "" {
		b.WriteString(label + ": ")
	}
	if total > 0 {
		fmt.Fprintf(&b, "%d/%d (%.1f%%)", done, total, 100*float64(done)/float64(total))
	} else {
		fmt.Fprintf(&b, "%d", done)
	}
	if elapsed <= 0 {
		return b.String()
	}
	rate := float64(done) / elapsed.Seconds()
	fmt.Fprintf(&b, "  %s/s", human(rate))
	if total > 0 && done > 0 && done <= total {
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		fmt.Fprintf(&b, "  ETA %s", left.Round(time.Second))
	}
	return b.String()
}

// human formats a rate with at most one decimal and a k, M or G suffix.
func human(v float64) string {
	switch {
	case v >= 1e9:
		return fmt.Sprintf("%.1fG", v/1e9)
	case v >= 1e6:
		return fmt.Sprintf("%.1fM", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.1fk", v/1e3)
	}
	return fmt.Sprintf("%.1f", v)
}
