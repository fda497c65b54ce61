package audit

import (
	"io"

	"github.com/nqcheck/nqcheck/result"
)

// Verdict returns the report's verdict: unreadable when no reading
// explains the output and the program's run, if any, did not fail; else
// fail when it holds a finding, incomplete when it stopped early, pass.
// A run that failed (an exit status, a signal, the time limit, the
// output cap) fails whether or not its output was read: that finding is
// about the run, not about a reading.
func (r *Report) Verdict() result.Verdict {
	if r.Unreadable != "" && r.Complete && !r.runFailed() {
		return result.Unreadable
	}
	return result.VerdictOf(!r.Clean(), r.Complete)
}

// runFailed reports whether a finding says how the program's run ended.
func (r *Report) runFailed() bool {
	for k, c := range r.counts {
		if c > 0 && Kind(k).aboutRun() {
			return true
		}
	}
	return false
}

// Result returns r in its JSON form, the audit having taken seconds.
func (r *Report) Result(seconds float64) result.Audit {
	out := result.Audit{
		N: r.N, Verdict: r.Verdict(), Complete: r.Complete, Format: r.Format.String(), Detected: r.Detected,
		Shape: r.Shape, BaseLine: r.BaseLine, Lines: r.Lines, Solutions: r.Solutions,
		FindingsTotal: r.Total(), Counts: []result.AuditKindCount{}, Findings: []result.AuditFinding{}, OrderNote: r.OrderNote,
		Seconds: result.RoundSeconds(seconds),
	}
	out.DataLines, out.TextLines, out.Prefixes = r.DataLines, r.TextLines, r.Prefixes
	out.Notations = append([]string{}, r.Notations...)
	out.Claims = append([]result.Claim{}, r.Claims...)
	out.ClaimsTotal, out.Order, out.Classes = r.ClaimsTotal, r.Order, r.Classes
	out.Notes = append([]string{}, r.Notes...)
	if r.Unreadable != "" {
		out.Notes = append([]string{"unreadable: " + r.Unreadable}, out.Notes...)
	}
	if r.TextLine > 0 {
		out.TextExample = &result.Excerpt{Line: r.TextLine, Text: r.TextExample}
	}
	if r.PrefixLine > 0 {
		out.PrefixExample = &result.Excerpt{Line: r.PrefixLine, Text: r.Prefix}
	}
	if tr := notationOf(r.Format).traits(); !tr.count && !tr.grid && r.Shape != "boards" {
		b := r.Base
		out.Base = &b
	}
	if r.Queen > 0 {
		out.Queen = string(r.Queen)
	}
	if r.Empty > 0 {
		out.Empty = string(r.Empty)
	}
	if r.Complete && !r.Uncounted {
		out.Expected = result.Known(uint64(r.Expected))
		if !notationOf(r.Format).traits().count {
			out.Missing = result.Known(uint64(r.Missing))
		}
	}
	for _, k := range Kinds() {
		if c := r.Count(k); c > 0 {
			out.Counts = append(out.Counts, result.AuditKindCount{Kind: k.ID(), Count: c})
		}
	}
	for _, f := range r.Findings {
		fr := result.AuditFinding{Line: f.Line, Kind: f.Kind.ID(), Detail: f.Detail}
		for _, c := range f.Queens {
			fr.Queens = append(fr.Queens, [2]int{c.Row, c.Col})
		}
		out.Findings = append(out.Findings, fr)
	}
	return out
}

// WriteResult writes the audit of one input to w: with asJSON the result
// envelope of audit --json, its one result naming the input as given
// (input; "-" for standard input), else the text of WriteText. seconds is
// the audit's time; stopped says why it stopped, and is left out when the
// audit completed.
func (r *Report) WriteResult(w io.Writer, asJSON bool, input string, seconds float64, stopped *result.Interruption) error {
	if !asJSON {
		return r.WriteText(w)
	}
	res := r.Result(seconds)
	res.Input = input
	out := result.New[result.Audit]("audit")
	out.Complete, out.Verdict, out.Results = r.Complete, r.Verdict(), []result.Audit{res}
	if !r.Complete {
		out.Interrupted = stopped
	}
	return result.Write(w, out)
}

// Result returns the run's audit in its JSON form.
func (o *RunOutcome) Result() result.Audit {
	out := o.Report.Result(o.Run.Duration.Seconds())
	out.Run = programRun(o.Run, o.Args)
	return out
}

// programRun returns how a run given args ended, in its JSON form.
func programRun(e Exit, args []string) *result.ProgramRun {
	return &result.ProgramRun{Args: append([]string{}, args...), ExitCode: e.ExitCode, Signal: e.Signal,
		TimedOut: e.TimedOut, Truncated: e.Truncated, OutputBytes: e.OutputBytes, Stderr: string(e.Stderr)}
}
