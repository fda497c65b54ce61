package audit

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/child"
)

// SizeArg is the placeholder that Program.Args replace by the board size.
const SizeArg = "{n}"

// Program is a program that prints its N-Queens output for one board size.
type Program struct {
	// Path is the program; a name without a slash is looked up in PATH.
	Path string
	// Args are its arguments; SizeArg in them is replaced by n. When none
	// holds it, n and a newline are written to its standard input.
	Args []string
	// Dir is its working directory; empty means the caller's.
	Dir string
	// Timeout bounds each run; zero means no limit.
	Timeout time.Duration
	// MaxOutput caps the bytes of standard output read from each run;
	// zero means no cap.
	MaxOutput int64
}

// RunOutcome is the audit of one run of a Program.
type RunOutcome struct {
	// N is the board size the program was run for.
	N int
	// Args are the arguments it was given, SizeArg replaced.
	Args []string
	// Report is the audit of its output, with a finding for each way the
	// run went wrong (a crash, the time limit, the output cap, nothing
	// printed). It is incomplete when the caller's context ended first.
	Report *Report
	// Run is how the program ended.
	Run Exit
}

// Exit is how a run of a program ended: the exit status (-1 when a
// signal ended it) or the signal, whether it was killed at the time
// limit, at the output cap or when the caller's context ended, whether
// something it started held its output open, how much it printed, the end
// of its standard error and its wall time. It is the one outcome of a
// child process that every runner of programs shares.
type Exit = child.Outcome

// args returns prog's arguments for board size n, and whether one of them
// held SizeArg.
func (prog Program) args(n int) ([]string, bool) {
	out := make([]string, len(prog.Args))
	used := false
	for i, a := range prog.Args {
		if strings.Contains(a, SizeArg) {
			used = true
			a = strings.ReplaceAll(a, SizeArg, strconv.Itoa(n))
		}
		out[i] = a
	}
	return out, used
}

// RunProgram runs prog for board size n, within its time limit and output
// cap, audits its output as it is printed, and adds the findings of the
// run itself. The program and whatever it started are killed when the run
// ends, when the limits are hit, or when ctx ends. The error is a failure
// to start the program, to read its output, or a faulty reference; ctx's
// end is not an error: the outcome's report is then incomplete.
func RunProgram(ctx context.Context, prog Program, n int, ref iter.Seq[board.Solution], opt Options) (*RunOutcome, error) {
	opt.endlessStops = true
	a, err := New(n, ref, opt)
	if err != nil {
		return nil, err
	}
	args, usesN := prog.args(n)
	spec := child.Spec{Path: prog.Path, Args: args, Dir: prog.Dir, Timeout: prog.Timeout, MaxOutput: prog.MaxOutput}
	if !usesN {
		spec.Stdin = strings.NewReader(strconv.Itoa(n) + "\n")
	}
	out, err := child.Run(ctx, spec, func(r io.Reader) error { return a.Read(ctx, r) })
	o := &RunOutcome{N: n, Args: args, Run: out}
	if ctx.Err() != nil {
		o.Report = a.Stopped()
		return o, nil
	}
	if err != nil {
		a.Close()
		return nil, err
	}
	rep, err := a.Finish(ctx)
	if rep == nil {
		return nil, err
	}
	o.Report = rep
	if !rep.Complete {
		return o, nil
	}
	keep := opt.MaxFindings
	runFindings(rep, prog, out, keep)
	if out.OutputBytes == 0 && !out.TimedOut && !rep.Clean() {
		rep.Add(0, NoOutput, "the program printed nothing", keep)
	}
	return o, nil
}

// runFindings adds to rep the findings of how a run of prog ended, out,
// keeping at most keep findings as Report.Add does.
func runFindings(rep *Report, prog Program, out Exit, keep int) {
	switch {
	case out.TimedOut:
		rep.Add(0, TimedOut, fmt.Sprintf("killed after %v, the time limit; the %d bytes it printed were audited", prog.Timeout, out.OutputBytes), keep)
	case out.Truncated:
		rep.Add(0, OutputCapped, fmt.Sprintf("killed after printing %d bytes, the output cap; those were audited", prog.MaxOutput), keep)
	case out.Signal != "":
		rep.Add(0, ProgramFailed, fmt.Sprintf("killed by signal %s%s", out.Signal, stderrNote(out.Stderr)), keep)
	case out.ExitCode != 0:
		rep.Add(0, ProgramFailed, fmt.Sprintf("exit status %d%s", out.ExitCode, stderrNote(out.Stderr)), keep)
	}
	if out.Held && !out.TimedOut && !out.Truncated {
		rep.Add(0, ProgramFailed, "it ended, but a process it started outside its process group still held its output; reading stopped there and that process was not killed", keep)
	}
}

// stderrNote quotes the last line of a program's standard error.
func stderrNote(stderr []byte) string {
	t := bytes.TrimSpace(stderr)
	if len(t) == 0 {
		return ""
	}
	if i := bytes.LastIndexByte(t, '\n'); i >= 0 {
		t = t[i+1:]
	}
	return "; its standard error ends " + quote(t)
}
