package runaudit

import (
	"context"
	"fmt"
	"io"
	"iter"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// SlowFrom is the first board size whose audit takes long: its reference
// has millions of solutions, and checking them takes a minute or more.
const SlowFrom = 16

// SlowWarning returns the warning due before sizes are audited, naming the
// first that reaches SlowFrom; "" when none does.
func SlowWarning(sizes []int) string {
	for _, n := range sizes {
		if n >= SlowFrom {
			return fmt.Sprintf("n = %d: the reference check takes a minute or more (each size about 7 times the one before); --timeout bounds it", n)
		}
	}
	return ""
}

// Counter returns the number of solutions of board size n, calling
// progress with the work done and its total as it goes: the reference
// count an audit holds a listing's total to.
type Counter func(ctx context.Context, n int, progress func(done, total int)) (uint64, error)

// SizeOptions returns the options of the audit of board size n: base's
// settings (format, base, queen, order, findings), the total counted by
// count and the progress drawn on pr (nil draws nothing): the count's
// subproblems while it runs (the readers' reports, which the readers of
// an automatic detection send side by side, wait), then the lines read,
// without a total, and the reference solutions checked, of the total
// counted, with the time left.
func SizeOptions(base audit.Options, n int, count Counter, pr *progress.Reporter) audit.Options {
	opt := base
	var mu sync.Mutex // guards what follows: the readers report side by side
	shown := ""       // the progress label drawn
	counting := false
	var counted int64 // Q(n), once counted
	show := func(label, unit string) {
		if label != shown {
			pr.Start(label, unit)
			shown = label
		}
	}
	opt.Total = func(ctx context.Context) (int64, error) {
		mu.Lock()
		counting = true
		show(fmt.Sprintf("n = %d: counting the solutions", n), "subproblems")
		mu.Unlock()
		c, err := count(ctx, n, pr.Update)
		mu.Lock()
		defer mu.Unlock()
		counting = false
		if err != nil {
			return 0, err
		}
		if c > math.MaxInt64 {
			return 0, fmt.Errorf("Q(%d) = %d does not fit in an int64", n, c)
		}
		counted = int64(c)
		return counted, nil
	}
	opt.Progress = func(stage audit.Stage, done int64) {
		mu.Lock()
		defer mu.Unlock()
		if counting {
			return // the count's own progress is drawn
		}
		if stage == audit.Checking {
			show(fmt.Sprintf("n = %d: reference check", n), "solutions")
			pr.Update(int(done), int(counted))
			return
		}
		show(fmt.Sprintf("n = %d: output read", n), "lines")
		pr.Update(int(done), 0)
	}
	return opt
}

// Sizes is a program audited once per board size.
type Sizes struct {
	Program audit.Program // the program run
	Sizes   []int         // the board sizes, in order
	// Options are the audit's settings (format, base, queen, order,
	// findings); each size adds its total and progress (SizeOptions).
	Options audit.Options
	// Count counts the solutions of size n: the total a listing is held
	// to.
	Count Counter
	// Reference streams the solutions of size n in lexicographic order.
	Reference func(n int) iter.Seq[board.Solution]
	// Progress draws which size runs; nil draws nothing.
	Progress *progress.Reporter
	// StopReason says, in the command's words, why ctx is done.
	StopReason func(ctx context.Context) string
	// Stopped, when not nil, is called when the run of size n stopped
	// before its audit completed (a signal or ctx done).
	Stopped func(n int)
	// Table, when not nil, gets the text table as the run goes: the
	// header first (writeRunHeader), then each size's row as it is
	// recorded (writeRunRow, with - for the time when NoSeconds). A
	// failed write ends the run.
	Table     io.Writer
	NoSeconds bool
}

// Report is what a Sizes run found.
type Report struct {
	// Results holds one result per size recorded, in the order run; a
	// size stopped with no finding is left out.
	Results []result.Audit
	// Complete is false when the run stopped before the last size ended.
	Complete bool
	// Failed is true when a recorded size has a finding; Unreadable when
	// a recorded size's output could not be read (and so has no verdict
	// about the answer).
	Failed, Unreadable bool
	// Stopped says where the run stopped; nil when Complete.
	Stopped *Stop
	// Reports holds one check per size recorded, for JUnit.
	Reports []*compare.SizeChecks
	// Seconds is each recorded size's run time.
	Seconds map[int]float64
	// Asked is the number of sizes asked for.
	Asked int
}

// Verdict is fail when a size has a finding, else incomplete when the run
// stopped, else pass.
func (r *Report) Verdict() result.Verdict {
	if r.Unreadable && !r.Failed && r.Complete {
		return result.Unreadable
	}
	return result.VerdictOf(r.Failed, r.Complete)
}

// Run runs s.Program once per size and audits each output. It stops
// after the first size whose audit did not complete; what was recorded
// before is kept. A program that cannot be run, or a failed write to
// s.Table, ends it with that error.
func (s Sizes) Run(ctx context.Context) (*Report, error) {
	rep := &Report{Complete: true, Seconds: map[int]float64{}, Asked: len(s.Sizes)}
	if s.Table != nil {
		if err := writeRunHeader(s.Table); err != nil {
			return rep, err
		}
	}
	_, err := unitplan.Sizes(s.Sizes, func(n int) (bool, error) {
		s.Progress.Start(fmt.Sprintf("n = %d: running %s", n, s.Program.Path), "")
		o, err := audit.RunProgram(ctx, s.Program, n, s.Reference(n), SizeOptions(s.Options, n, s.Count, s.Progress))
		if err == nil && n < smallSizes && !o.Report.Clean() && o.Report.Complete {
			o, err = s.asOthersRead(ctx, n, o)
		}
		s.Progress.Clear()
		if err != nil {
			return false, fmt.Errorf("n = %d: %w", n, err)
		}
		r := o.Result()
		stopped := !o.Report.Complete
		if stopped {
			rep.Complete = false
			if s.Stopped != nil {
				s.Stopped(n)
			}
			rep.Stopped = &Stop{N: n, Reason: s.StopReason(ctx), Seconds: r.Seconds}
			if o.Report.Clean() {
				return true, nil // nothing to report of this size
			}
		}
		rep.Results = append(rep.Results, r)
		unreadable := r.Verdict == result.Unreadable
		rep.Unreadable = rep.Unreadable || unreadable
		rep.Failed = rep.Failed || !o.Report.Clean() && !unreadable
		rep.Seconds[n] = r.Seconds
		rep.Reports = append(rep.Reports, &compare.SizeChecks{N: n, Checks: []compare.Check{{
			Name: "audit", Witnesses: s.Program.Path, OK: o.Report.Clean(), Detail: findingsText(o.Report)}}})
		if s.Table != nil {
			if err := writeRunRow(s.Table, o, r, s.NoSeconds); err != nil {
				return stopped, err
			}
		}
		return stopped, nil
	})
	return rep, err
}

// WriteResult writes the end of the run to w: with asJSON the result
// envelope of audit --run --json, one result per size recorded, else the
// last line of the text table (writeRunSummary). stopped says why the run
// stopped; it is left out when the run completed.
func (r *Report) WriteResult(w io.Writer, asJSON bool, stopped *result.Interruption) error {
	if !asJSON {
		return writeRunSummary(w, r, r.Asked)
	}
	out := result.New[result.Audit]("audit")
	out.Complete, out.Verdict, out.Results = r.Complete, r.Verdict(), r.Results
	if !r.Complete {
		out.Interrupted = stopped
	}
	return result.Write(w, out)
}

// writeRunHeader writes the header of the text table of a Sizes run.
func writeRunHeader(w io.Writer) error {
	_, err := fmt.Fprintf(w, "%3s  %-10s  %8s  %8s  %s\n", "n", "verdict", "findings", "time", "exit")
	return err
}

// writeRunRow writes one size's row of the text table and, when it
// failed, its findings; noSeconds prints - for the time.
func writeRunRow(w io.Writer, o *audit.RunOutcome, r result.Audit, noSeconds bool) error {
	exit := fmt.Sprint(o.Run.ExitCode)
	switch {
	case o.Run.TimedOut:
		exit = "killed at the time limit"
	case o.Run.Truncated:
		exit = "killed at the output cap"
	case o.Run.Cancelled:
		exit = "killed: stopped"
	case o.Run.Signal != "":
		exit = "signal " + o.Run.Signal
	}
	var b strings.Builder
	secs := fmt.Sprintf("%7.2fs", r.Seconds)
	if noSeconds {
		secs = fmt.Sprintf("%8s", "-")
	}
	fmt.Fprintf(&b, "%3d  %-10s  %8d  %s  %s\n", r.N, r.Verdict, r.FindingsTotal, secs, exit)
	fmt.Fprintf(&b, "     %s\n", o.Report.Describe())
	for _, fd := range o.Report.Findings {
		fmt.Fprintf(&b, "     %s\n", fd)
	}
	if more := o.Report.Total() - int64(len(o.Report.Findings)); more > 0 {
		fmt.Fprintf(&b, "     ... %d more findings not listed\n", more)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeRunSummary writes the last line of the text table: how many of
// the sizes asked for pass.
func writeRunSummary(w io.Writer, rep *Report, sizes int) error {
	pass := 0
	for _, r := range rep.Results {
		if r.Verdict == result.Pass {
			pass++
		}
	}
	_, err := fmt.Fprintf(w, "audit: %d of %d %s pass\n", pass, sizes, text.Plural(sizes, "size"))
	return err
}

// findingsText joins a report's findings, one a line, for a JUnit failure
// message.
func findingsText(rep *audit.Report) string {
	parts := make([]string, len(rep.Findings))
	for i, f := range rep.Findings {
		parts[i] = f.String()
	}
	return strings.Join(parts, "\n")
}

// smallSizes bounds the sizes whose output alone may not tell its
// notation: at n = 1 to 3 a lone "0" or "1" is a count or a solution,
// 0- or 1-based.
const smallSizes = 4

// asOthersRead audits the program's output for n, a small size that
// failed, again in the reading the other sizes show: the format and the
// column base the audit of the first larger size asked for detected from
// the data. When no size asked for is larger, the program is run once
// more at n = smallSizes, only to see its notation (that run is no
// result of its own). It returns that audit when it passes, with a note
// that says so, and o otherwise. The audit is a whole one, in one
// notation for the whole output, so a wrong output fails it as well.
func (s Sizes) asOthersRead(ctx context.Context, n int, o *audit.RunOutcome) (*audit.RunOutcome, error) {
	if s.Options.Format != audit.Auto || s.Options.Base != audit.BaseAuto {
		return o, nil // the reading was given
	}
	m := smallSizes
	if i := slices.IndexFunc(s.Sizes, func(m int) bool { return m >= smallSizes && m <= SlowFrom }); i >= 0 {
		m = s.Sizes[i]
	}
	probe, err := audit.RunProgram(ctx, s.Program, m, s.Reference(m), SizeOptions(s.Options, m, s.Count, nil))
	boards := probe != nil && probe.Report.Format == audit.Board && probe.Report.Queen > 0
	if err != nil || !probe.Report.Clean() || probe.Report.BaseLine == 0 && !boards {
		return o, err
	}
	opt := s.Options
	opt.Format, opt.Base = probe.Report.Format, audit.OneBased
	switch {
	case boards:
		// Boards: their queen's symbol is the notation ("0" among dots).
		opt.Base, opt.Queen = audit.BaseAuto, probe.Report.Queen
	case probe.Report.Base == 0:
		opt.Base = audit.ZeroBased
	}
	again, err := audit.RunProgram(ctx, s.Program, n, s.Reference(n), SizeOptions(opt, n, s.Count, nil))
	if err != nil || !again.Report.Clean() {
		return o, err
	}
	again.Report.Detected = true
	again.Report.Notes = append(again.Report.Notes, fmt.Sprintf("read as the output for n = %d reads (format %s, columns %d-based): alone, it reads %s", m, probe.Report.Format, probe.Report.Base, o.Report.Describe()))
	return again, nil
}

// Stop is where a run of sizes stopped: the size in progress, why, and the
// time spent on it before the stop.
type Stop struct {
	N       int
	Reason  string
	Seconds float64
}

// Reference is the reference an audit follows: every solution of size n
// in lexicographic order, from the search without recursion (the cheapest
// to pull one solution at a time), where it takes the size.
func Reference(n int) iter.Seq[board.Solution] {
	if n > dfs.MaxIterativeN {
		return dfs.Seq(n)
	}
	return func(yield func(board.Solution) bool) { dfs.SolutionsIterative(n, yield) }
}
