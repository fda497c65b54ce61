package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/render"
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

// maxReportClassesN is the largest size whose classes a page draws (1787
// boards).
const maxReportClassesN = 12

// maxReportEnumN is the largest size a report enumerates with every
// witness: the SAT witnesses take minutes beyond it.
const maxReportEnumN = 14

func runReport(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	spec := fs.String("n", "1-12", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	out := fs.String("out", "", "write the page to `FILE` (required); - writes it to standard output instead of the summary")
	classesN := fs.Int("classes-n", 8, fmt.Sprintf("draw the class representatives of board size `N` (1 to %d; 0 draws none)", maxReportClassesN))
	enumMax := fs.Int("enumerate-max", 12, fmt.Sprintf("enumerate the solutions of sizes up to `K` (at most %d) with every witness of verify, "+
		"DFS and SAT; larger sizes are counted only", maxReportEnumN))
	timeout := fs.Duration("timeout", 0, "stop after `DURATION` (such as 30s) and write the page of the sizes done; 0: no limit")
	quiet := fs.Bool("quiet", false, "draw no progress line on a terminal")
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	if *out == "" {
		return c.usageError(stderr, "--out is required: the HTML file to write")
	}
	sizes, err := parseSpec(*spec)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	if *classesN < 0 || *classesN > maxReportClassesN {
		return c.usageError(stderr, "--classes-n: %d is outside 0..%d", *classesN, maxReportClassesN)
	}
	if *enumMax < 0 || *enumMax > maxReportEnumN {
		return c.usageError(stderr, "--enumerate-max: %d is outside 0..%d", *enumMax, maxReportEnumN)
	}
	if *timeout < 0 {
		return c.usageError(stderr, "--timeout: %v is negative", *timeout)
	}
	opt := reportOptions{sizes: sizes, classesN: *classesN, enumMax: *enumMax,
		command: "nqcheck report " + strings.Join(args, " "), progress: progress.ForTerminal(stderr, *quiet)}
	ctx, stop := runContext(*timeout)
	defer stop()
	page, stopped, err := buildReport(ctx, opt)
	if err != nil {
		return c.fail(stderr, err)
	}
	if *out != "-" {
		printReportSummary(stdout, page)
	}
	if stopped != nil {
		c.printStopped(stderr, stopped.n, stopped.reason)
	}
	if err := writeHTMLFile(*out, stdout, func(w io.Writer) error { return render.WritePage(w, page) }); err != nil {
		return c.fail(stderr, err)
	}
	return longRunExit(page.Verdict == result.Fail, stopped == nil)
}

// reportStop says during which size and why a report stopped.
type reportStop struct {
	n      int
	reason string
}

// printReportSummary prints one line per size: n, the total and classes
// the witnesses agree on ("differ" when they do not) and the verdict.
func printReportSummary(w io.Writer, p render.Page) {
	fmt.Fprintf(w, "%3s  %10s  %8s  %s\n", "n", "solutions", "classes", "verdict")
	for i, s := range p.Sizes {
		row := p.Table.Rows[i]
		figs := [2]string{}
		for k := range figs {
			cell := row.Cells[k]
			figs[k] = cell.Value.String()
			if !cell.Agree {
				figs[k] = "differ"
			}
		}
		fmt.Fprintf(w, "%3d  %10s  %8s  %s\n", s.N, figs[0], figs[1], s.Verdict)
	}
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

// reportWitnesses returns the witnesses of size n: every witness for the
// sizes enumerated, the witnesses of figures only (the counter) beyond.
func reportWitnesses(n int, opt reportOptions) []verify.Witness {
	all := verify.Default
	if opt.witnesses != nil {
		all = opt.witnesses
	}
	ws := all(reportSAT())
	if n <= opt.enumMax {
		return ws
	}
	var out []verify.Witness
	for _, w := range ws {
		if w.Enumerate == nil {
			out = append(out, w)
		}
	}
	return out
}

// buildReport runs verify on each size and returns the page of its
// results. When ctx is done it stops and returns the page of the sizes
// done (and of the size in progress when it already failed), with the
// size and the reason it stopped; nothing done is lost.
func buildReport(ctx context.Context, opt reportOptions) (render.Page, *reportStop, error) {
	var results []result.Verify
	var stopped *reportStop
	for _, n := range opt.sizes {
		opt.progress.Start(fmt.Sprintf("n = %d cubes", n))
		res, err := verify.Run(ctx, n, verify.Options{Witnesses: reportWitnesses(n, opt), CubeRows: -1, Progress: opt.progress.Update})
		opt.progress.Clear()
		if err != nil && ctx.Err() != nil {
			stopped = &reportStop{n: n, reason: stopReason(ctx)}
			if res.Verdict == result.Fail {
				results = append(results, res)
			}
			break
		}
		if err != nil {
			return render.Page{}, nil, fmt.Errorf("n = %d: %w", n, err)
		}
		results = append(results, res)
	}
	in := pageInput{command: opt.command, results: results, stopped: stopped,
		witnesses: func(n int) []verify.Witness { return reportWitnesses(n, opt) }}
	if stopped == nil && opt.classesN > 0 {
		c, err := classReps(ctx, opt.classesN)
		if err != nil {
			in.stopped = &reportStop{n: opt.classesN, reason: stopReason(ctx)}
			stopped = in.stopped
		} else {
			in.classes = c
		}
	}
	p, err := verifyPage(in)
	return p, stopped, err
}
