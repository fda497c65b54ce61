package audit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/base/text"
	special "github.com/nqcheck/nqcheck/judge"
	"github.com/nqcheck/nqcheck/result"
)

// OneFormat is the format of the one-placement audit, as results name it.
const OneFormat = "one"

// MaxOne is the largest board size whose one placement OnePlacement
// checks; the audit of listings stops at board.MaxN.
const MaxOne = special.MaxPlacement

// OneReport is the audit of an output that holds one placement of n
// queens: at most one finding about the placement (the first fault), and
// with RunOne the findings of the run itself.
type OneReport struct {
	// N is the board size.
	N int
	// Lines is the number of lines read; Queens the number of queens of
	// a placement found right (0 otherwise, and for n = 2 and 3).
	Lines  int64
	Queens int
	// Findings are the first fault of the output, then those of the run.
	Findings []Finding
	// Accepted says what was checked when the placement is right.
	Accepted string
	// Complete is false when the audit stopped (ctx) before the end.
	Complete bool
	// Run is how the program ended and Args its arguments, with RunOne;
	// Run is nil otherwise.
	Run  *Exit
	Args []string
}

// Clean reports whether the audit found nothing.
func (r *OneReport) Clean() bool { return len(r.Findings) == 0 }

// Verdict is fail with a finding, else incomplete when stopped, else pass.
func (r *OneReport) Verdict() result.Verdict { return result.VerdictOf(!r.Clean(), r.Complete) }

// countingReader counts the lines read and whether anything but white
// space was, keeps the first read error and stops at ctx's end.
type countingReader struct {
	ctx      context.Context
	r        io.Reader
	newlines int64
	bytes    int64
	last     byte
	data     bool
	err      error
}

func (c *countingReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		c.err = err
		return 0, err
	}
	n, err := c.r.Read(p)
	b := p[:n]
	c.newlines += int64(bytes.Count(b, []byte{'\n'}))
	c.bytes += int64(n)
	if n > 0 {
		c.last = b[n-1]
		c.data = c.data || len(bytes.TrimSpace(b)) > 0
	}
	if err != nil && err != io.EOF && c.err == nil {
		c.err = err
	}
	return n, err
}

// lines is the number of lines read: a last line without its newline
// counts.
func (c *countingReader) lines() int64 {
	if c.bytes > 0 && c.last != '\n' {
		return c.newlines + 1
	}
	return c.newlines
}

// OnePlacement audits out as the output of a program that prints one
// placement of n queens (1 ≤ n ≤ MaxOne): the 1-based column of the
// queen of each row, in row order, separated by any white space (line
// breaks included), or -1 alone for n = 2 and 3, which have none. It
// reads out once, in O(n) time and memory, with the linear check of
// package judge (special.CheckOnePlacement), and stops at the first fault:
// two queens that attack each other (both named), a queen off the board,
// a token that is no integer, too few or too many columns, an empty
// output. A read error of out is a *ReadError and no verdict; when ctx
// ends first the report is incomplete.
func OnePlacement(ctx context.Context, n int, out io.Reader) (*OneReport, error) {
	if n < 1 || n > MaxOne {
		return nil, fmt.Errorf("n = %d: the one-placement audit takes 1 ≤ n ≤ %d", n, MaxOne)
	}
	cr := &countingReader{ctx: ctx, r: out}
	v := special.CheckOnePlacement(n, cr)
	rep := &OneReport{N: n, Lines: cr.lines(), Complete: true}
	switch {
	case cr.err != nil && ctx.Err() != nil:
		rep.Complete = false
		return rep, nil
	case cr.err != nil:
		return nil, &ReadError{Line: cr.newlines + 1, Err: cr.err}
	case v.Outcome == special.Fail:
		return nil, errors.New(v.Text())
	case v.Outcome == special.Accepted:
		rep.Accepted = v.Message
		if special.HasPlacement(n) {
			rep.Queens = n
		}
		return rep, nil
	}
	k := Invalid
	switch {
	case !cr.data:
		k = NoOutput
	case v.Outcome == special.PresentationError && strings.Contains(v.Message, " ends after "):
		k = WrongLength
	case v.Outcome == special.PresentationError:
		k = Unparsable
	}
	detail := v.Message
	if v.Expected != "" {
		detail += "; expected " + v.Expected
	}
	line := int64(v.Line)
	if k == NoOutput {
		line = 0 // about the whole output
	}
	rep.Findings = append(rep.Findings, Finding{Line: line, Kind: k, Detail: detail})
	return rep, nil
}

// RunOne runs prog for board size n, within its time limit and output
// cap, and audits its output with OnePlacement as it is printed, adding
// the findings of the run itself as RunProgram does. ctx's end is not an
// error: the report is then incomplete.
func RunOne(ctx context.Context, prog Program, n int) (*OneReport, error) {
	args, usesN := prog.args(n)
	spec := child.Spec{Path: prog.Path, Args: args, Dir: prog.Dir, Timeout: prog.Timeout, MaxOutput: prog.MaxOutput}
	if !usesN {
		spec.Stdin = strings.NewReader(strconv.Itoa(n) + "\n")
	}
	var rep *OneReport
	out, err := child.Run(ctx, spec, func(r io.Reader) error {
		var err error
		rep, err = OnePlacement(ctx, n, r)
		return err
	})
	run := out
	if ctx.Err() != nil {
		return &OneReport{N: n, Run: &run, Args: args}, nil
	}
	if err != nil {
		return nil, err
	}
	rep.Run, rep.Args = &run, args
	var held Report
	runFindings(&held, prog, out, -1)
	rep.Findings = append(rep.Findings, held.Findings...)
	if out.OutputBytes == 0 && !out.TimedOut && !rep.Clean() && !slicesHasKind(rep.Findings, NoOutput) {
		rep.Findings = append(rep.Findings, Finding{Kind: NoOutput, Detail: "the program printed nothing"})
	}
	return rep, nil
}

// slicesHasKind reports whether fs holds a finding of kind k.
func slicesHasKind(fs []Finding, k Kind) bool {
	for _, f := range fs {
		if f.Kind == k {
			return true
		}
	}
	return false
}

// Result returns r in the JSON form of an audit, the audit having taken
// seconds (with RunOne, the run's time counts): format "one", columns
// 1-based, no Q(n) (a placement is not a listing).
func (r *OneReport) Result(seconds float64) result.Audit {
	base := 1
	out := result.Audit{N: r.N, Verdict: r.Verdict(), Complete: r.Complete, Format: OneFormat, Base: &base,
		Lines: r.Lines, DataLines: r.Lines, FindingsTotal: int64(len(r.Findings)), Counts: []result.AuditKindCount{},
		Findings: []result.AuditFinding{}, Notations: []string{}, Claims: []result.Claim{}, Notes: []string{},
		Seconds: result.RoundSeconds(seconds)}
	if r.Queens > 0 {
		out.Solutions = 1
	}
	if r.Run != nil {
		out.Seconds = result.RoundSeconds(r.Run.Duration.Seconds())
		out.Run = programRun(*r.Run, r.Args)
	}
	for _, k := range Kinds() {
		var c int64
		for _, f := range r.Findings {
			if f.Kind == k {
				c++
			}
		}
		if c > 0 {
			out.Counts = append(out.Counts, result.AuditKindCount{Kind: k.ID(), Count: c})
		}
	}
	for _, f := range r.Findings {
		out.Findings = append(out.Findings, result.AuditFinding{Line: f.Line, Kind: f.Kind.ID(), Detail: f.Detail})
	}
	return out
}

// WriteText writes r for people: the size and format, the findings, and
// a summary line.
func (r *OneReport) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "audit: n = %d, format one (one placement, columns 1-based)\n", r.N)
	for _, f := range r.Findings {
		fmt.Fprintf(&b, "%s\n", f)
	}
	fmt.Fprintf(&b, "summary: %d %s", r.Lines, text.Plural(r.Lines, "line"))
	switch {
	case !r.Complete:
		b.WriteString(", stopped before the end\n")
	case r.Clean():
		fmt.Fprintf(&b, ", %s; no finding\n", r.Accepted)
	default:
		fmt.Fprintf(&b, "; %d %s\n", len(r.Findings), text.Plural(len(r.Findings), "finding"))
	}
	_, err := io.WriteString(w, b.String())
	return err
}
