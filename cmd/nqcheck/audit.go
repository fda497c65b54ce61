package main

import (
	"flag"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/junit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/report"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/runaudit"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
)

// auditFlags are audit's settings once parsed.
type auditFlags struct {
	spec, html, junit             string
	opt                           audit.Options // format, base, queen, order, findings
	timeout                       *time.Duration
	maxOutput                     *int64
	quiet, asJSON, run, noSeconds bool
	argv                          []string // the command's arguments, for the HTML page
}

func runAudit(c *command, args []string) int {
	fs := c.FlagSet()
	f := auditFlags{argv: args}
	fs.StringVar(&f.spec, "n", "", "board size of the audited output, 1 to 32 (required); with --run a `SPEC` such as 1-10 or 4,6,8")
	format := cli.Flag(c, fs, "format", "auto", "`format` of the output: lines (a solution per line, columns separated by spaces, commas or tabs, "+
		"optionally a last line with the total), p1219 (the first three solutions, then the total), "+
		"coords (\"(row col)\" pairs, then \"The total of N Queen's solutions:X\"), board (grids of two symbols), "+
		"list (bracketed lists as Python, JSON, Java, JavaScript or Go print them), count (one number), "+
		"or auto (detected from the data)", audit.ParseFormat)
	base := cli.Flag(c, fs, "base", "auto", "how columns are counted: `auto` (as the data shows), 0 or 1 (a different base is a finding)", audit.ParseBase)
	queen := cli.Flag(c, fs, "queen", "", "the `SYMBOL` of a queen on boards, when the data cannot tell it (Q, ♛, 1, X and the symbol rarer in a row are recognised)", audit.ParseQueen)
	anyOrder := fs.Bool("any-order", false, "kept for compatibility, it changes nothing: accepting the solutions in any order is the default "+
		"(the order followed is reported, not judged; --order judges one)")
	order := fs.String("order", "", "the `ORDER` the solutions must follow, a deviation being a finding: "+strings.Join(audit.Orders(), ", ")+" (default: reported, not judged)")
	some := fs.Bool("some", false, "a partial listing: every solution shown must be valid and distinct, none needs to be missing")
	classes := fs.Bool("classes", false, "one solution per symmetry class expected: two of one class, or a class with none, are findings")
	strict := fs.Bool("strict", false, "any text line (header, label, sentence, blank line) is a finding; by default text lines are skipped and counted")
	maxFindings := c.Int(fs, "max-findings", 20, 0, "list at most `K` findings (per size with --run); the summary still counts every finding by kind")
	f.timeout = c.Duration(fs, "timeout", 0, "stop the audit after `DURATION`, report the findings so far and exit 4 (3 if there are findings); "+
		"with --run, the limit of each run (default 10s), the program is killed at it")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	fs.BoolVar(&f.asJSON, "json", false, "print one JSON object (docs/schema/audit.json) instead of text")
	fs.BoolVar(&f.run, "run", false, "run COMMAND (after --) once per size in -n and audit what it prints: {n} in its arguments is replaced by the size, "+
		"else the size and a newline go to its standard input")
	f.maxOutput = c.Int64(fs, "max-output", 1<<30, 0, "with --run, kill a run that prints more than `BYTES` of output; 0 means no cap")
	fs.BoolVar(&f.noSeconds, "no-seconds", false, "with --run, print - for each run's time, so that the text output is the same from run to run")
	fs.StringVar(&f.html, "html", "", "also write an HTML page to `FILE`: each finding listed with its line and the line's board drawn")
	fs.StringVar(&f.junit, "junit", "", "with --run, also write a JUnit XML report to `FILE`: one test case per size")
	problem := addProblemFlags(fs)
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	if problem.problem != "queens" || set["input"] {
		return auditProblem(c, &f, problem, set, fs.Args(), *maxFindings)
	}
	checks := []cli.Rule{cli.Forbid(f.spec == "", "-n is required: the board size of the audited output"),
		cli.Forbid(f.run && set["html"], "--html draws the findings of one input; it is not a flag of --run")}
	for _, name := range []string{"junit", "max-output", "no-seconds"} {
		checks = append(checks, cli.Forbid(!f.run && set[name], "--%s is a flag of --run", name))
	}
	_, orderErr := audit.ParseOrder(*order)
	checks = append(checks, cli.Forbid(orderErr != nil, "--order: %v", orderErr),
		cli.Forbid(*anyOrder && *order != "", "--any-order and --order contradict each other"))
	if code := c.Reject(checks...); code >= 0 {
		return code
	}
	f.opt = audit.Options{Format: *format, Base: *base, Queen: *queen, AnyOrder: *anyOrder, MaxFindings: *maxFindings,
		Order: *order, Some: *some, Classes: *classes, Strict: *strict}
	if f.run {
		if !set["timeout"] {
			*f.timeout = 10 * time.Second
		}
		return auditRun(c, &f, fs.Args())
	}
	n, err := board.ParseSize(f.spec)
	if code := c.Reject(cli.Forbid(err != nil, "-n: %v", err),
		cli.Forbid(fs.NArg() > 1, "unexpected argument %q: audit reads one file (to run a program, use --run -- COMMAND)", fs.Arg(1))); code >= 0 {
		return code
	}
	return auditFile(c, &f, n, fs.Arg(0))
}

// warnSlow warns on stderr when a size's audit takes long.
func warnSlow(c *command, sizes ...int) {
	if w := runaudit.SlowWarning(sizes); w != "" {
		c.Note("warning: %s", w)
	}
}

// auditFile audits one file (or standard input) for board size n.
func auditFile(c *command, f *auditFlags, n int, path string) int {
	if code := c.SameFiles(cli.Input("the input", path), cli.Output("--html", f.html)); code >= 0 {
		return code
	}
	// Signals are handled from before the input is opened on.
	ctx, stop := c.RunContext(*f.timeout)
	defer stop()
	in, err := audit.OpenInput(ctx, path, c.Stdin)
	if err != nil && ctx.Err() != nil { // stopped in the open: a FIFO with no writer yet
		c.Stopped(n, cli.StopReason(ctx))
		return cli.ExitIncomplete
	}
	if err != nil {
		return c.BadInput("cannot read the input: %v", err)
	}
	defer in.Close()
	if in.Terminal {
		c.Note("reading the output from standard input; end with Ctrl-D")
	}
	warnSlow(c, n)
	if f.html != "" {
		if err := in.Keep(); err != nil {
			return c.Fail(err)
		}
	}
	pr := progress.ForTerminal(c.Stderr, f.quiet)
	start := time.Now()
	rep, err := audit.OutputContext(ctx, in, n, runaudit.Reference(n), runaudit.SizeOptions(f.opt, n, dfs.Total, pr))
	pr.Clear()
	switch {
	case audit.IsReadError(err):
		return c.BadInput("cannot read %s: %v", in.Name, err)
	case err != nil:
		return c.Fail(err)
	}
	secs := time.Since(start).Seconds()
	if !rep.Complete {
		c.Stopped(n, cli.StopReason(ctx))
	}
	if err := rep.WriteResult(c.Stdout, f.asJSON, in.Arg, secs, cli.Interruption(ctx, n, result.RoundSeconds(secs))); err != nil {
		return c.Fail(err)
	}
	if f.html != "" {
		page, err := report.AuditPageFromInput(rep, in, "nqcheck audit "+strings.Join(f.argv, " "))
		if err == nil {
			err = cli.WriteFile(f.html, c.Stdout, func(w io.Writer) error { return render.WriteAuditPage(w, page) })
		}
		if err != nil {
			return c.Fail(err)
		}
	}
	if rep.Verdict() == result.Unreadable {
		return cli.ExitUsage // unreadable input
	}
	return cli.Exit(!rep.Clean(), rep.Complete)
}

// auditRun runs a program once per size and audits each output.
func auditRun(c *command, f *auditFlags, command []string) int {
	sizes, err := board.ParseSizes(f.spec)
	if code := c.Reject(cli.Forbid(len(command) == 0, "--run needs the program after --: audit -n 1-10 --run -- python3 queens.py {n}"),
		cli.Forbid(err != nil, "-n: %v", err)); code >= 0 {
		return code
	}
	if _, err := exec.LookPath(command[0]); err != nil {
		return c.Usage("--run: cannot run %q: %v", command[0], err)
	}
	junitFile, err := junit.Create(f.junit)
	if err != nil {
		return c.Fail(err)
	}
	defer junitFile.Close()
	warnSlow(c, sizes...)
	ctx, stop := c.RunContext(0)
	defer stop()
	start := time.Now()
	run := runaudit.Sizes{Program: audit.Program{Path: command[0], Args: command[1:], Timeout: *f.timeout, MaxOutput: *f.maxOutput},
		Sizes: sizes, Options: f.opt, Count: dfs.Total, Reference: runaudit.Reference, Progress: progress.ForTerminal(c.Stderr, f.quiet),
		StopReason: cli.StopReason, Stopped: func(n int) { c.Stopped(n, cli.StopReason(ctx)) }, NoSeconds: f.noSeconds}
	if !f.asJSON {
		run.Table = c.Stdout
	}
	rep, err := run.Run(ctx)
	if err != nil {
		return c.Fail(err)
	}
	var stopped *result.Interruption
	if !rep.Complete {
		stopped = cli.Interruption(ctx, rep.Stopped.N, result.RoundSeconds(time.Since(start).Seconds()))
	}
	if err := rep.WriteResult(c.Stdout, f.asJSON, stopped); err != nil {
		return c.Fail(err)
	}
	if err := junitFile.Write(auditJUnit(rep, command[0])); err != nil {
		return c.Fail(err)
	}
	if rep.Verdict() == result.Unreadable {
		return cli.ExitUsage // no size failed, one was unreadable
	}
	return cli.Exit(rep.Failed, rep.Complete)
}
