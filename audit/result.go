package audit

import (
	"io"

	"github.com/nqcheck/nqcheck/result"
)

// Result is one audit as audit --json prints it, one per input or, with
// --run, one per board size: a published contract
// (docs/schema/audit.json).
type Result struct {
	// N is the board size audited.
	N int `json:"n"`
	// Input names the file audited ("-" for standard input); empty with
	// --run.
	Input string `json:"input,omitempty"`
	// Verdict is pass (no finding), fail (a finding) or incomplete
	// (stopped before the end with no finding in the part done).
	Verdict result.Verdict `json:"verdict"`
	// Complete is false when the audit stopped before its end.
	Complete bool `json:"complete"`
	// Format is the format read; Detected is true when it was detected.
	Format   string `json:"format"`
	Detected bool   `json:"detected"`
	// Shape says what a list or board input holds: "permutations",
	// "boards", "coords pairs"; empty otherwise.
	Shape string `json:"shape,omitempty"`
	// Base is how the columns were read (0 or 1); null for boards and
	// counts.
	Base *int `json:"base"`
	// BaseLine is the line the base was detected from; 0 when assumed.
	BaseLine int64 `json:"base_line"`
	// Queen and Empty are the board symbols read; empty when no board was.
	Queen string `json:"queen,omitempty"`
	Empty string `json:"empty,omitempty"`
	// Lines is the number of lines read.
	Lines int64 `json:"lines"`
	// Solutions is the number of distinct valid solutions read.
	Solutions int64 `json:"solutions"`
	// Expected is Q(n); null when the audit stopped before knowing it.
	Expected result.Figure `json:"expected"`
	// Missing is how many solutions the output lacks; null when not known.
	Missing result.Figure `json:"missing"`
	// FindingsTotal counts every finding, listed or not.
	FindingsTotal int64 `json:"findings_total"`
	// Counts counts the findings by kind, in the order of Kinds, kinds
	// with no finding left out.
	Counts []KindCount `json:"counts"`
	// Findings lists the first findings, in line order.
	Findings []FindingResult `json:"findings"`
	// OrderNote says what order the solutions follow when it is not
	// lexicographic.
	OrderNote string `json:"order_note,omitempty"`
	// DataLines counts the lines read as data; TextLines the text lines
	// skipped (headers, labels, sentences, separators), the first of
	// which is TextExample.
	DataLines   int64    `json:"data_lines"`
	TextLines   int64    `json:"text_lines"`
	TextExample *Excerpt `json:"text_example,omitempty"`
	// Prefixes counts the data lines a prose prefix was cut from, the
	// first of which is PrefixExample.
	Prefixes      int64    `json:"prefixes"`
	PrefixExample *Excerpt `json:"prefix_example,omitempty"`
	// Notations names the notations read besides the format's own:
	// "chess squares", "pairs", "objects", "boards side by side".
	Notations []string `json:"notations"`
	// Claims are the first totals stated in sentences, each checked;
	// ClaimsTotal counts them all.
	Claims      []Claim `json:"claims"`
	ClaimsTotal int64   `json:"claims_total"`
	// Order names the order the solutions follow ("lexicographic",
	// "reversed lexicographic", ..., "none"); empty with fewer than two.
	Order string `json:"order,omitempty"`
	// Classes is the number of symmetry classes, with --classes.
	Classes int64 `json:"classes,omitempty"`
	// Notes say what the audit could not decide and did not check, or
	// how else the input reads.
	Notes []string `json:"notes"`
	// Seconds is the time the audit (with --run, the program's run) took.
	Seconds float64 `json:"seconds"`
	// Run says how the program ended, with --run.
	Run *RunResult `json:"run,omitempty"`
}

// Excerpt is a line of the input, quoted.
type Excerpt struct {
	Line int64  `json:"line"`
	Text string `json:"text"`
}

// KindCount is the number of findings of one kind.
type KindCount struct {
	Kind  Kind  `json:"kind"`
	Count int64 `json:"count"`
}

// FindingResult is a Finding in JSON.
type FindingResult struct {
	// Line is the 1-based line; 0 for a finding about the whole input.
	Line int64 `json:"line"`
	// Kind is the kind's ID.
	Kind Kind `json:"kind"`
	// Detail says what is wrong.
	Detail string `json:"detail"`
	// Queens are the queens read, as 0-based [row, col] pairs, when the
	// finding is about one solution.
	Queens [][2]int `json:"queens,omitempty"`
}

// RunResult says how a program run ended.
type RunResult struct {
	// Args are the program's arguments, the size put in.
	Args []string `json:"args"`
	// ExitCode is its exit status; -1 when a signal ended it.
	ExitCode int `json:"exit_code"`
	// Signal names the signal that ended it, if one did.
	Signal string `json:"signal,omitempty"`
	// TimedOut is true when it was killed at the time limit.
	TimedOut bool `json:"timed_out"`
	// Truncated is true when it was killed at the output cap.
	Truncated bool `json:"truncated"`
	// OutputBytes is how much it printed.
	OutputBytes int64 `json:"output_bytes"`
	// Stderr holds the end of its standard error.
	Stderr string `json:"stderr,omitempty"`
}

// Verdict returns the report's verdict: fail when it holds a finding,
// else incomplete when it stopped early, else pass.
func (r *Report) Verdict() result.Verdict {
	return result.VerdictOf(!r.Clean(), r.Complete)
}

// Result returns r in its JSON form, the audit having taken seconds.
func (r *Report) Result(seconds float64) Result {
	out := Result{
		N: r.N, Verdict: r.Verdict(), Complete: r.Complete, Format: r.Format.String(), Detected: r.Detected,
		Shape: r.Shape, BaseLine: r.BaseLine, Lines: r.Lines, Solutions: r.Solutions,
		FindingsTotal: r.Total(), Counts: []KindCount{}, Findings: []FindingResult{}, OrderNote: r.OrderNote,
		Seconds: result.RoundSeconds(seconds),
	}
	out.DataLines, out.TextLines, out.Prefixes = r.DataLines, r.TextLines, r.Prefixes
	out.Notations = append([]string{}, r.Notations...)
	out.Claims = append([]Claim{}, r.Claims...)
	out.ClaimsTotal, out.Order, out.Classes = r.ClaimsTotal, r.Order, r.Classes
	out.Notes = append([]string{}, r.Notes...)
	if r.TextLine > 0 {
		out.TextExample = &Excerpt{Line: r.TextLine, Text: r.TextExample}
	}
	if r.PrefixLine > 0 {
		out.PrefixExample = &Excerpt{Line: r.PrefixLine, Text: r.Prefix}
	}
	if r.Format != Count && r.Shape != "boards" && r.Format != Board {
		b := r.Base
		out.Base = &b
	}
	if r.Queen > 0 {
		out.Queen = string(r.Queen)
	}
	if r.Empty > 0 {
		out.Empty = string(r.Empty)
	}
	if r.Complete {
		out.Expected = result.Known(uint64(r.Expected))
		if r.Format != Count {
			out.Missing = result.Known(uint64(r.Missing))
		}
	}
	for _, k := range Kinds() {
		if c := r.Count(k); c > 0 {
			out.Counts = append(out.Counts, KindCount{Kind: k, Count: c})
		}
	}
	for _, f := range r.Findings {
		fr := FindingResult{Line: f.Line, Kind: f.Kind, Detail: f.Detail}
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
	out := result.New[Result]("audit")
	out.Complete, out.Verdict, out.Results = r.Complete, r.Verdict(), []Result{res}
	if !r.Complete {
		out.Interrupted = stopped
	}
	return result.Write(w, out)
}

// Result returns the run's audit in its JSON form.
func (o *RunOutcome) Result() Result {
	out := o.Report.Result(o.Run.Duration.Seconds())
	out.Run = &RunResult{Args: append([]string{}, o.Args...), ExitCode: o.Run.ExitCode, Signal: o.Run.Signal,
		TimedOut: o.Run.TimedOut, Truncated: o.Run.Truncated, OutputBytes: o.Run.OutputBytes, Stderr: string(o.Run.Stderr)}
	return out
}
