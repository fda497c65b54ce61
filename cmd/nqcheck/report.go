package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/render"
	"github.com/nqcheck/nqcheck/report"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
	"github.com/nqcheck/nqcheck/verify"
)

// reportOptions are the settings of a report.
type reportOptions struct {
	sizes    []int
	classesN int // the size whose classes are drawn; 0 draws none
	enumMax  int // the largest size enumerated; larger ones are counted only
	command  string
	progress *progress.Reporter // status line, or nil
	// witnesses, when not nil, replaces verify.Default as the source of
	// the witnesses: the way to show, and to test, how the page draws a
	// disagreement (a wrapped witness injects the fault).
	witnesses func(verify.SATOptions) []verify.Witness
}

func runReport(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	spec := fs.String("n", "1-12", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	out := fs.String("out", "", "write the page to `FILE` (required); - writes it to standard output instead of the summary")
	classesN := fs.Int("classes-n", 8, fmt.Sprintf("draw the class representatives of board size `N` (1 to %d; 0 draws none)", report.MaxClassesN))
	enumMax := fs.Int("enumerate-max", 12, fmt.Sprintf("enumerate the solutions of sizes up to `K` (at most %d) with every witness of verify, "+
		"DFS and SAT; larger sizes are counted only", report.MaxEnumN))
	timeout := fs.Duration("timeout", 0, "stop after `DURATION` (such as 30s) and write the page of the sizes done; 0: no limit")
	quiet := fs.Bool("quiet", false, "draw no progress line on a terminal")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	if *out == "" {
		return c.Usage("--out is required: the HTML file to write")
	}
	sizes, err := board.ParseSizes(*spec)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	if *classesN < 0 || *classesN > report.MaxClassesN {
		return c.Usage("--classes-n: %d is outside 0..%d", *classesN, report.MaxClassesN)
	}
	if *enumMax < 0 || *enumMax > report.MaxEnumN {
		return c.Usage("--enumerate-max: %d is outside 0..%d", *enumMax, report.MaxEnumN)
	}
	if *timeout < 0 {
		return c.Usage("--timeout: %v is negative", *timeout)
	}
	opt := reportOptions{sizes: sizes, classesN: *classesN, enumMax: *enumMax,
		command: "nqcheck report " + strings.Join(args, " "), progress: progress.ForTerminal(stderr, *quiet)}
	ctx, stop := cli.RunContext(*timeout)
	defer stop()
	page, stopped, err := buildReport(ctx, opt)
	if err != nil {
		return c.Fail(err)
	}
	if *out != "-" {
		if err := report.WriteSummary(stdout, page); err != nil {
			return c.Fail(err)
		}
	}
	if stopped != nil {
		c.Stopped(stopped.N, stopped.Reason)
	}
	if err := writeHTMLFile(*out, stdout, func(w io.Writer) error { return render.WritePage(w, page) }); err != nil {
		return c.Fail(err)
	}
	return cli.Exit(page.Verdict == result.Fail, stopped == nil)
}

// writeHTMLFile writes a page with write to path ("-": to stdout). A file
// is written to a temporary name in its directory and renamed at the end,
// so that a failed write leaves no half page behind.
func writeHTMLFile(path string, stdout io.Writer, write func(io.Writer) error) error {
	if path == "-" {
		return write(stdout)
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// reportSAT are the SAT witnesses' options of a report: verify's
// defaults, the models enumerated in worker processes (always: gophersat
// keeps package-level state, so no two runs may enumerate in one
// process).
func reportSAT() verify.SATOptions {
	return verify.SATOptions{Mode: sat.Block, Workers: max(2, runtime.GOMAXPROCS(0)), ColumnClauses: true, Start: startSatWorker}
}

// buildReport runs the report of opt: report.Build with the witnesses
// of verify (or opt's) and the command's SAT options.
func buildReport(ctx context.Context, opt reportOptions) (render.Page, *report.Stop, error) {
	all := verify.Default
	if opt.witnesses != nil {
		all = opt.witnesses
	}
	return report.Build(ctx, report.Options{Sizes: opt.sizes, ClassesN: opt.classesN, EnumMax: opt.enumMax,
		Command: opt.command, Progress: opt.progress, StopReason: cli.StopReason,
		All: func() []verify.Witness { return all(reportSAT()) }})
}

// writeVerifyPage writes the page of a verify run to path (see
// report.VerifyRunPage); stopped is why it stopped, if it did.
func writeVerifyPage(path string, rep result.Report[result.Verify], ws []verify.Witness, stopped string, args []string) error {
	p, err := report.VerifyRunPage(rep, ws, stopped, "nqcheck verify "+strings.Join(args, " "))
	if err != nil {
		return fmt.Errorf("--html: %w", err)
	}
	if err := writeHTMLFile(path, io.Discard, func(w io.Writer) error { return render.WritePage(w, p) }); err != nil {
		return fmt.Errorf("--html: %w", err)
	}
	return nil
}
