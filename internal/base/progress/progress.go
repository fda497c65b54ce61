package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"
)

// ETAFrom is the share of a task's total that must be done before Line
// estimates the time left.
const ETAFrom = 0.1

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
	// Ticks, when not nil, replaces the timer that redraws the line of a
	// step (Step) every Interval: each value received redraws it. Tests
	// send on it.
	Ticks <-chan time.Time
}

// Reporter draws a status line. Its methods are safe for concurrent use;
// on a nil *Reporter they do nothing.
type Reporter struct {
	mu       sync.Mutex
	w        io.Writer
	now      func() time.Time
	interval time.Duration
	label    string
	unit     string // what the current task counts, plural ("cubes")
	done     int    // the last Update's figures
	total    int
	updated  bool      // whether an Update came since Start
	start    time.Time // when the current task started
	last     time.Time // when the line was last drawn, or start
	width    int       // length of the line on screen; 0 when none

	ticks     <-chan time.Time // Options.Ticks
	step      string           // the step shown (Step), "" when none
	stepStart time.Time        // when it started
	stopStep  chan struct{}    // closed to end the redraws of the task or step; nil when none
	redraws   sync.WaitGroup   // the goroutine that redraws the line
}

// New returns a Reporter that draws on w.
func New(w io.Writer, opt Options) *Reporter {
	r := &Reporter{w: w, now: opt.Now, interval: opt.Interval, ticks: opt.Ticks}
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

// Start begins a new task named label that counts unit (plural, such as
// "cubes"; "" for a task that reports no figures): the rate and the time
// left are measured from now. The line already drawn stays until the next
// redraw. From then on, until the next Start, Step or Clear, the line is
// redrawn at every interval (or value of Options.Ticks) even when no
// Update comes, with the time the task has taken, so that a task whose
// first figures come late is seen to run from its first interval.
func (r *Reporter) Start(label, unit string) {
	if r == nil {
		return
	}
	r.endStep()
	r.mu.Lock()
	defer r.mu.Unlock()
	r.label, r.unit = label, unit
	r.done, r.total, r.updated = 0, 0, false
	r.start = r.now()
	r.last = r.start
	r.redraw()
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
	r.done, r.total, r.updated = done, total, true
	now := r.now()
	if now.Sub(r.last) < r.interval {
		return
	}
	r.last = now
	r.draw(r.taskLine(now))
}

// taskLine is the line of the current task at now: its figures (Line),
// none done before the first Update, or for a task that counts nothing its
// label and the time it has taken.
func (r *Reporter) taskLine(now time.Time) string {
	if !r.updated && r.unit == "" {
		line := r.label
		if line != "" {
			line += "  "
		}
		return line + now.Sub(r.start).Round(time.Second).String()
	}
	return Line(r.label, r.unit, r.done, r.total, now.Sub(r.start))
}

// Clear erases the line, if one is drawn, and leaves the cursor at the
// start of the line, ready for other output.
func (r *Reporter) Clear() {
	if r == nil {
		return
	}
	r.endStep()
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.width > 0 {
		fmt.Fprintf(r.w, "\r%s\r", strings.Repeat(" ", r.width))
		r.width = 0
	}
}

// Step shows that one step of the current task runs, such as a solver's
// run on one formula, which reports nothing until it ends: the line reads
// the task's label, the step's and the time since this call, drawn now
// (unless the line was drawn less than the interval ago) and redrawn every
// interval until the next Step, Start or Clear. The caller ends the last
// step with Clear, which stops the goroutine that redraws it.
func (r *Reporter) Step(label string) {
	if r == nil {
		return
	}
	r.endStep()
	r.mu.Lock()
	defer r.mu.Unlock()
	now := r.now()
	r.step, r.stepStart = label, now
	if now.Sub(r.last) >= r.interval {
		r.last = now
		r.draw(r.stepLine(now))
	}
	r.redraw()
}

// redraw starts the goroutine that redraws the line at every interval (or
// value of Options.Ticks) until endStep; r.mu is held.
func (r *Reporter) redraw() {
	stop := make(chan struct{})
	r.stopStep = stop
	ticks, release := r.ticks, func() {}
	if ticks == nil {
		t := time.NewTicker(r.interval)
		ticks, release = t.C, t.Stop
	}
	r.redraws.Add(1)
	go func() {
		defer r.redraws.Done()
		defer release()
		for {
			select {
			case <-stop:
				return
			case <-ticks:
			}
			r.mu.Lock()
			if r.stopStep == stop {
				now := r.now()
				r.last = now
				if r.step != "" {
					r.draw(r.stepLine(now))
				} else {
					r.draw(r.taskLine(now))
				}
			}
			r.mu.Unlock()
		}
	}()
}

// endStep stops the redraws of the task or step shown, if any, and waits
// until they have stopped.
func (r *Reporter) endStep() {
	r.mu.Lock()
	stop := r.stopStep
	r.stopStep, r.step = nil, ""
	r.mu.Unlock()
	if stop != nil {
		close(stop)
		r.redraws.Wait()
	}
}

// stepLine is the line of the step shown at now.
func (r *Reporter) stepLine(now time.Time) string {
	line := r.step
	if r.label != "" {
		line = r.label + ": " + line
	}
	return line + "  " + now.Sub(r.stepStart).Round(time.Second).String()
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

// Line formats a status line: the label, done and total, counted in unit
// (plural, such as "cubes"), the share done, the rate (unit per second)
// and the estimated time left, as far as they are known after elapsed.
// Nothing done yet shows the time taken instead of a rate; a unit of ""
// shows no rate either, since a rate without a unit says nothing. The time
// left is shown only while it can be known: once a tenth of the total is
// done (ETAFrom; before that, a burst of work, such as a batch of cubes
// reported at once or a worker's start, makes the rate say little about
// the rest), and while done is below the total; under a second it reads
// "<1s".
func Line(label, unit string, done, total int, elapsed time.Duration) string {
	var b strings.Builder
	if label != "" {
		b.WriteString(label + ": ")
	}
	u := ""
	if unit != "" {
		u = " " + unit
	}
	if total > 0 {
		fmt.Fprintf(&b, "%d/%d%s (%.1f%%)", done, total, u, 100*float64(done)/float64(total))
	} else {
		fmt.Fprintf(&b, "%d%s", done, u)
	}
	if elapsed <= 0 {
		return b.String()
	}
	if done <= 0 || unit == "" {
		fmt.Fprintf(&b, "  %s", elapsed.Round(time.Second))
		return b.String()
	}
	rate := float64(done) / elapsed.Seconds()
	fmt.Fprintf(&b, "  %s %s/s", human(rate), unit)
	if total > 0 && done < total && float64(done) >= ETAFrom*float64(total) {
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		if left < time.Second {
			b.WriteString("  ETA <1s")
		} else {
			fmt.Fprintf(&b, "  ETA %s", left.Round(time.Second))
		}
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
