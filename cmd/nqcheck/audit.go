package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"iter"
	"os"
	"os/exec"
	"time"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/junit"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/result"
)

// auditSlowFrom is the first board size whose audit is warned about: its
// reference has millions of solutions, and checking them takes a minute
// or more.
const auditSlowFrom = 16

// Defaults of --run.
const (
	runTimeout   = 10 * time.Second
	runMaxOutput = 1 << 30
)

// auditFlags are audit's flags.
type auditFlags struct {
	spec        string
	format      audit.Format
	base        audit.Base
	queen       rune
	anyOrder    bool
	maxFindings int
	timeout     time.Duration
	quiet       bool
	asJSON      bool
	run         bool
	maxOutput   int64
	junit       string
	noSeconds   bool
	html        string
	argv        []string // the command's arguments, for the HTML page
}

func runAudit(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	var f auditFlags
	fs.StringVar(&f.spec, "n", "", "board size of the audited output, 1 to 32 (required); with --run a `SPEC` such as 1-10 or 4,6,8")
	formatName := fs.String("format", "auto", "`format` of the output: lines (a solution per line, columns separated by spaces, commas or tabs, "+
		"optionally a last line with the total), p1219 (the first three solutions, then the total), "+
		"coords (\"(row col)\" pairs, then \"The total of N Queen's solutions:X\"), board (grids of two symbols), "+
		"list (bracketed lists as Python, JSON, Java, JavaScript or Go print them), count (one number), "+
		"or auto (detected from the data)")
	baseName := fs.String("base", "auto", "how columns are counted: `auto` (as the data shows), 0 or 1 (a different base is a finding)")
	queen := fs.String("queen", "", "the `SYMBOL` of a queen on boards, when the data cannot tell it (Q, ♛, 1, X and the symbol rarer in a row are recognised)")
	fs.BoolVar(&f.anyOrder, "any-order", false, "accept the solutions in any order (by default they must come in lexicographic order)")
	fs.IntVar(&f.maxFindings, "max-findings", 20, "list at most `K` findings (per size with --run); the summary still counts every finding by kind")
	fs.DurationVar(&f.timeout, "timeout", 0, "stop the audit after `DURATION`, report the findings so far and exit 4 (3 if there are findings); "+
		"with --run, the limit of each run (default 10s), the program is killed at it")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	fs.BoolVar(&f.asJSON, "json", false, "print one JSON object (docs/schema/audit.json) instead of text")
	fs.BoolVar(&f.run, "run", false, "run COMMAND (after --) once per size in -n and audit what it prints: {n} in its arguments is replaced by the size, "+
		"else the size and a newline go to its standard input")
	fs.Int64Var(&f.maxOutput, "max-output", runMaxOutput, "with --run, kill a run that prints more than `BYTES` of output; 0 means no cap")
	fs.BoolVar(&f.noSeconds, "no-seconds", false, "with --run, print - for each run's time, so that the text output is the same from run to run")
	fs.StringVar(&f.html, "html", "", "also write an HTML page to `FILE`: each finding listed with its line and the line's board drawn")
	fs.StringVar(&f.junit, "junit", "", "with --run, also write a JUnit XML report to `FILE`: one test case per size")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	f.argv = args
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	if f.spec == "" {
		return c.Usage("-n is required: the board size of the audited output")
	}
	var err error
	if f.format, err = audit.ParseFormat(*formatName); err != nil {
		return c.Usage("--format: %v", err)
	}
	if f.base, err = audit.ParseBase(*baseName); err != nil {
		return c.Usage("--base: %v", err)
	}
	if *queen != "" {
		r, size := utf8.DecodeRuneInString(*queen)
		if size != len(*queen) || r == utf8.RuneError {
			return c.Usage("--queen: %q is not one symbol", *queen)
		}
		f.queen = r
	}
	if f.maxFindings < 0 {
		return c.Usage("--max-findings: %d is negative", f.maxFindings)
	}
	if f.timeout < 0 {
		return c.Usage("--timeout %v is negative", f.timeout)
	}
	if f.maxOutput < 0 {
		return c.Usage("--max-output: %d is negative", f.maxOutput)
	}
	if f.run {
		if set["html"] {
			return c.Usage("--html draws the findings of one input; it is not a flag of --run")
		}
		if !set["timeout"] {
			f.timeout = runTimeout
		}
		return auditRun(c, &f, fs.Args(), stdout, stderr)
	}
	for _, name := range []string{"junit", "max-output", "no-seconds"} {
		if set[name] {
			return c.Usage("--%s is a flag of --run", name)
		}
	}
	n, err := board.ParseSize(f.spec)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	if fs.NArg() > 1 {
		return c.Usage("unexpected argument %q: audit reads one file (to run a program, use --run -- COMMAND)", fs.Arg(1))
	}
	return auditFile(c, &f, n, fs.Arg(0), stdout, stderr)
}

// options returns the audit options of the flags for board size n.
func (f *auditFlags) options(n int, pr *progress.Reporter) audit.Options {
	base := audit.Options{Format: f.format, Base: f.base, Queen: f.queen, AnyOrder: f.anyOrder, MaxFindings: f.maxFindings}
	return audit.SizeOptions(base, n, dfsTotal, pr)
}

// dfsTotal counts the solutions of size n with the recursive counter.
func dfsTotal(ctx context.Context, n int, progress func(done, total int)) (uint64, error) {
	c, err := dfs.Count(ctx, n, dfs.CountOptions{Progress: progress})
	return c.Total, err
}

// warnSlow warns on stderr when a size's audit takes long.
func warnSlow(c *command, stderr io.Writer, sizes []int) {
	for _, n := range sizes {
		if n >= auditSlowFrom {
			fmt.Fprintf(stderr, "nqcheck %s: warning: n = %d: the reference check takes a minute or more (each size about 7 times the one before); --timeout bounds it\n", c.Name, n)
			return
		}
	}
}

// auditFile audits one file (or standard input) for board size n.
func auditFile(c *command, f *auditFlags, n int, path string, stdout, stderr io.Writer) int {
	// Signals are handled from before the input is opened on.
	ctx, stop := cli.RunContext(f.timeout)
	defer stop()
	in, name, input := c.Stdin, "standard input", "-"
	if path != "" && path != "-" {
		file, err := os.Open(path)
		if err != nil {
			fmt.Fprintf(stderr, "nqcheck audit: cannot read the input: %v\n", err)
			return cli.ExitUsage
		}
		defer file.Close()
		in, name, input = file, path, path
	}
	warnSlow(c, stderr, []int{n})
	if file, ok := in.(*os.File); ok {
		// A read blocked on a pipe or a terminal ends with the run. A file
		// opened by name is pollable already; standard input may not be.
		if input == "-" {
			var done func()
			file, done = cli.Pollable(file)
			defer done()
			in = file
		}
		defer context.AfterFunc(ctx, func() { file.SetReadDeadline(time.Now()) })()
	}
	var page *auditHTML
	if f.html != "" {
		var err error
		if page, in, err = newAuditHTML(f.html, path, in, f.argv); err != nil {
			return c.Fail(err)
		}
		defer page.close()
	}
	pr := progress.ForTerminal(stderr, f.quiet)
	start := time.Now()
	rep, err := audit.OutputContext(ctx, in, n, dfsReference(n), f.options(n, pr))
	pr.Clear()
	switch {
	case audit.IsReadError(err):
		fmt.Fprintf(stderr, "nqcheck audit: cannot read %s: %v\n", name, err)
		return cli.ExitUsage
	case err != nil:
		return c.Fail(err)
	}
	secs := time.Since(start).Seconds()
	if !rep.Complete {
		c.Stopped(n, cli.StopReason(ctx))
	}
	if f.asJSON {
		r := rep.Result(secs)
		r.Input = input
		out := result.New[audit.Result]("audit")
		out.Complete, out.Verdict, out.Results = rep.Complete, rep.Verdict(), []audit.Result{r}
		if !rep.Complete {
			out.Interrupted = cli.Interruption(ctx, n, result.RoundSeconds(secs))
		}
		if err := result.Write(stdout, out); err != nil {
			return c.Fail(err)
		}
	} else if err := rep.WriteText(stdout); err != nil {
		return c.Fail(err)
	}
	if page != nil {
		if err := page.write(rep, stdout); err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(!rep.Clean(), rep.Complete)
}

// auditRun runs a program once per size and audits each output.
func auditRun(c *command, f *auditFlags, command []string, stdout, stderr io.Writer) int {
	if len(command) == 0 {
		return c.Usage("--run needs the program after --: audit -n 1-10 --run -- python3 queens.py {n}")
	}
	sizes, err := board.ParseSizes(f.spec)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	if _, err := exec.LookPath(command[0]); err != nil {
		return c.Usage("--run: cannot run %q: %v", command[0], err)
	}
	var junitFile *os.File
	if f.junit != "" {
		if junitFile, err = os.Create(f.junit); err != nil {
			fmt.Fprintf(stderr, "nqcheck audit: --junit: %v\n", err)
			return cli.ExitError
		}
		defer junitFile.Close()
	}
	warnSlow(c, stderr, sizes)
	ctx, stop := cli.RunContext(0)
	defer stop()
	prog := audit.Program{Path: command[0], Args: command[1:], Timeout: f.timeout, MaxOutput: f.maxOutput}
	pr := progress.ForTerminal(stderr, f.quiet)
	start := time.Now()
	if !f.asJSON {
		if err := audit.WriteRunHeader(stdout); err != nil {
			return c.Fail(err)
		}
	}
	run := audit.SizesRun{Program: prog, Sizes: sizes, Reference: dfsReference, Progress: pr, StopReason: cli.StopReason,
		Options: func(n int) audit.Options { return f.options(n, pr) },
		Stopped: func(n int) { c.Stopped(n, cli.StopReason(ctx)) }}
	if !f.asJSON {
		run.Row = func(o *audit.RunOutcome, r audit.Result) error { return audit.WriteRunRow(stdout, o, r, f.noSeconds) }
	}
	rep, err := audit.RunSizes(ctx, run)
	if err != nil {
		return c.Fail(err)
	}
	out := result.New[audit.Result]("audit")
	out.Complete, out.Verdict, out.Results = rep.Complete, rep.Verdict(), rep.Results
	if !out.Complete {
		out.Interrupted = cli.Interruption(ctx, rep.Stopped.N, result.RoundSeconds(time.Since(start).Seconds()))
	}
	if f.asJSON {
		if err := result.Write(stdout, out); err != nil {
			return c.Fail(err)
		}
	} else if err := audit.WriteRunSummary(stdout, rep, len(sizes)); err != nil {
		return c.Fail(err)
	}
	if junitFile != nil {
		if err := junit.Write(junitFile, rep.JUnit(prog.Path)); err != nil {
			return c.Fail(err)
		}
		if err := junitFile.Close(); err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(rep.Failed, out.Complete)
}

// dfsReference streams the solutions for board size n from the recursive
// search, in lexicographic order: the reference audits compare with.
func dfsReference(n int) iter.Seq[board.Solution] {
	return func(yield func(board.Solution) bool) {
		dfs.Solutions(n, yield)
	}
}
