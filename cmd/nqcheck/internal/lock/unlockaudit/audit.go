package unlockaudit

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// MaxLine bounds a line of a program's answers to the pattern lock
// exercise; a longer line ends the audit with a finding.
const MaxLine = 4096

// The kinds of finding of an unlock audit.
const (
	// Differs: a case's answer is not the number of its patterns.
	Differs = "differs"
	// NotNumber: a line holds something other than one integer.
	NotNumber = "not-a-number"
	// Missing: the output ends before the last case's answer.
	Missing = "missing"
	// Extra: a line follows the last case's answer.
	Extra = "extra"
	// ProgramFailed: the program failed, timed out or printed too much.
	ProgramFailed = "program"
)

// Case is what an unlock audit knows of one case of the input.
type Case struct {
	// Want is the case's answer: its number of patterns.
	Want uint64
	// Segments names the case's seen segments ("1-2 5-9", "none"), for
	// messages.
	Segments string
}

// Report is the audit of a program's answers to one input of the
// pattern lock exercise (hihoCoder 1054); its JSON is result.UnlockAudit's.
type Report struct {
	result.UnlockAudit
	keep int // the most findings listed
}

// NewReport returns the report of an audit of input's cases that
// lists at most keep findings.
func NewReport(input string, cases int, keep int) *Report {
	return &Report{UnlockAudit: result.UnlockAudit{Problem: "unlock", Input: input, Cases: cases, Findings: []result.UnlockFinding{}}, keep: keep}
}

// add records a finding.
func (r *Report) add(kind string, line, c int, format string, a ...any) {
	r.FindingsTotal++
	if c > 0 && r.FirstDiffering == 0 && (kind == Differs || kind == NotNumber || kind == Missing) {
		r.FirstDiffering = c
	}
	if len(r.Findings) < r.keep {
		r.Findings = append(r.Findings, result.UnlockFinding{Kind: kind, Line: line, Case: c, Detail: fmt.Sprintf(format, a...)})
	}
}

// Read audits the answers read from out against cases, line by line: a
// line per case holding one integer (surrounding white space and blank
// lines are allowed). It sets the report's counts and findings and marks
// it complete; the error is a failure to read out.
func (r *Report) Read(out io.Reader, cases []Case) error {
	s := bufio.NewScanner(out)
	s.Buffer(make([]byte, 0, 256), MaxLine)
	line := 0
	for s.Scan() {
		line++
		f := bytes.TrimSpace(s.Bytes())
		if len(f) == 0 {
			continue
		}
		if r.Answers == len(cases) {
			r.add(Extra, line, 0, "%s after the answer of the last case, %d", quote(f), len(cases))
			continue
		}
		r.Answers++
		c := r.Answers
		got, err := strconv.ParseUint(string(f), 10, 64)
		switch want := cases[c-1]; {
		case err != nil:
			r.add(NotNumber, line, c, "case %d: %s is not a count (want %d)", c, quote(f), want.Want)
		case got != want.Want:
			r.add(Differs, line, c, "case %d: the answer is %d, but %d patterns hold the segments seen (%s)", c, got, want.Want, want.Segments)
		default:
			r.Correct++
		}
	}
	if err := s.Err(); err != nil {
		if !errors.Is(err, bufio.ErrTooLong) {
			return err
		}
		r.add(NotNumber, line+1, r.Answers+1, "the line is longer than %d bytes; the audit stops there", MaxLine)
	}
	if r.Answers < len(cases) {
		r.add(Missing, 0, r.Answers+1, "the output ends after %d of the %d answers: case %d has none", r.Answers, len(cases), r.Answers+1)
	}
	r.Complete = true
	r.Verdict = result.VerdictOf(r.FindingsTotal > 0, true)
	return nil
}

// quote quotes a line of output in a message, clipped.
func quote(b []byte) string { return strconv.Quote(text.Clip(string(b), 40)) }

// Run runs the program of spec with the exercise's input on its standard input,
// within its time limit and output cap, and audits what it prints; a
// failed, killed or silent run is a finding too. The error is a failure
// to start the program or to read its output; when ctx ends first the
// report is incomplete.
func Run(ctx context.Context, spec child.Spec, input []byte, cases []Case, r *Report) error {
	spec.Stdin = bytes.NewReader(input)
	out, err := child.Run(ctx, spec, func(o io.Reader) error { return r.Read(o, cases) })
	r.Run = &result.ProgramRun{Args: spec.Args, ExitCode: out.ExitCode, Signal: out.Signal, TimedOut: out.TimedOut, Truncated: out.Truncated,
		OutputBytes: out.OutputBytes, Stderr: string(out.Stderr)}
	r.Seconds = result.RoundSeconds(out.Duration.Seconds())
	if ctx.Err() != nil {
		r.Complete, r.Verdict = false, result.VerdictOf(r.FindingsTotal > 0, false)
		return nil
	}
	if err != nil {
		return err
	}
	switch {
	case out.TimedOut:
		r.add(ProgramFailed, 0, 0, "killed after %v, the time limit; the %d bytes it printed were audited", spec.Timeout, out.OutputBytes)
	case out.Truncated:
		r.add(ProgramFailed, 0, 0, "killed after printing %d bytes, the output cap; those were audited", spec.MaxOutput)
	case out.Signal != "":
		r.add(ProgramFailed, 0, 0, "killed by signal %s", out.Signal)
	case out.ExitCode != 0:
		r.add(ProgramFailed, 0, 0, "exit status %d", out.ExitCode)
	}
	r.Verdict = result.VerdictOf(r.FindingsTotal > 0, true)
	return nil
}

// WriteText writes the report as text: what was audited, each finding
// listed, and a summary naming the first case that differs.
func (r *Report) WriteText(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "audit: pattern lock (hihoCoder 1054), input %s: %d cases\n", r.Input, r.Cases)
	for _, f := range r.Findings {
		if f.Line > 0 {
			fmt.Fprintf(bw, "line %d: %s\n", f.Line, f.Detail)
		} else {
			fmt.Fprintf(bw, "%s\n", f.Detail)
		}
	}
	if n := r.FindingsTotal - len(r.Findings); n > 0 {
		fmt.Fprintf(bw, "... and %d more findings\n", n)
	}
	fmt.Fprintf(bw, "summary: %d of %d answers right; %d %s\n", r.Correct, r.Cases, r.FindingsTotal, text.Plural(r.FindingsTotal, "finding"))
	switch {
	case r.FirstDiffering > 0:
		fmt.Fprintf(bw, "first case that differs: %d\n", r.FirstDiffering)
	case !r.Complete:
		fmt.Fprintln(bw, "stopped before the end")
	case r.FindingsTotal == 0:
		fmt.Fprintln(bw, "every answer is right")
	}
	return bw.Flush()
}
