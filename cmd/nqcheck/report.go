package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/report"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
	"github.com/nqcheck/nqcheck/verify"
)

func runReport(c *command, args []string) int {
	fs := c.FlagSet()
	opt := report.Options{Command: "nqcheck report " + strings.Join(args, " "), StopReason: cli.StopReason, SAT: reportSAT()}
	sizes := c.Sizes(fs, "n", "1-12", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	out := fs.String("out", "", "write the page to `FILE` (required); - writes it to standard output instead of the summary")
	classesN := c.Int(fs, "classes-n", 8, 0, fmt.Sprintf("draw the class representatives of board size `N` (1 to %d; 0 draws none)", report.MaxClassesN))
	enumMax := c.Int(fs, "enumerate-max", 12, 0, fmt.Sprintf("enumerate the solutions of sizes up to `K` (at most %d) with every witness of verify, "+
		"DFS and SAT; larger sizes are counted only", report.MaxEnumN))
	timeout := c.Duration(fs, "timeout", 0, "stop after `DURATION` (such as 30s) and write the page of the sizes done; 0: no limit")
	quiet := fs.Bool("quiet", false, "draw no progress line on a terminal")
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.Forbid(*out == "", "--out is required: the HTML file to write"),
		cli.Forbid(*classesN > report.MaxClassesN, "--classes-n: %d is outside 0..%d", *classesN, report.MaxClassesN),
		cli.Forbid(*enumMax > report.MaxEnumN, "--enumerate-max: %d is outside 0..%d", *enumMax, report.MaxEnumN)); code >= 0 {
		return code
	}
	opt.Sizes, opt.ClassesN, opt.EnumMax, opt.Progress = *sizes, *classesN, *enumMax, progress.ForTerminal(c.Stderr, *quiet)
	ctx, stop := c.RunContext(*timeout)
	defer stop()
	page, stopped, err := report.Build(ctx, opt)
	if err == nil && *out != "-" {
		err = report.WriteSummary(c.Stdout, page)
	}
	if err != nil {
		return c.Fail(err)
	}
	if stopped != nil {
		c.Stopped(stopped.N, stopped.Reason)
	}
	if err := cli.WriteFile(*out, c.Stdout, func(w io.Writer) error { return render.WritePage(w, page) }); err != nil {
		return c.Fail(err)
	}
	return cli.Exit(page.Verdict == result.Fail, stopped == nil)
}

// writeVerifyPage writes the page of a verify run to path (see
// report.VerifyRunPage); stopped is why it stopped, if it did.
func writeVerifyPage(path string, rep result.Envelope[result.Verify], ws []verify.Witness, stopped string, args []string) error {
	p, err := report.VerifyRunPage(rep, ws, stopped, "nqcheck verify "+strings.Join(args, " "))
	if err == nil {
		err = cli.WriteFile(path, io.Discard, func(w io.Writer) error { return render.WritePage(w, p) })
	}
	if err != nil {
		return fmt.Errorf("--html: %w", err)
	}
	return nil
}

// reportSAT returns the settings of a report's SAT witnesses: verify's
// defaults, the models enumerated in at least two worker processes
// (always: gophersat keeps package-level state, so no two runs may
// enumerate in one process).
func reportSAT() verify.SATOptions {
	return verify.SATOptions{Mode: sat.Block, Workers: max(2, runtime.GOMAXPROCS(0)), ColumnClauses: true, Start: startSatWorker}
}
