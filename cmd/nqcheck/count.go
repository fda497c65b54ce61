package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/reference"
)

func init() {
	register(&command{
		name:    "count",
		usage:   "-n SPEC [--json] [--method frontier|bitmask] [--workers N] [--expect FILE] [--timeout DURATION] [--quiet]",
		summary: "count solutions, classes and rotation-symmetric solutions, fast",
		run:     runCount,
	})
}

// countSlowFrom is the first board size whose count is warned about: it
// takes minutes, and each further size about seven times as long.
const countSlowFrom = 18

// countResult is count's outcome for one board size. Its JSON form is a
// documented contract.
type countResult struct {
	N       int     `json:"n"`
	Total   uint64  `json:"total"`
	Classes uint64  `json:"classes"`
	Fix90   uint64  `json:"fix90"`
	Fix180  uint64  `json:"fix180"`
	Seconds float64 `json:"seconds"`
}

// countOutput is count's whole JSON document. Complete is true when every
// size asked for was counted.
type countOutput struct {
	Complete bool          `json:"complete"`
	Results  []countResult `json:"results"`
}

func runCount(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	spec := fs.String("n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	workers := fs.Int("workers", 0, "goroutines that search; 0 means one per CPU")
	method := fs.String("method", "frontier", "counting `METHOD`: frontier (border constellations) or bitmask (the first rows' search)")
	lr := addLongRunFlags(fs)
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if code := lr.validate(c, stderr); code >= 0 {
		return code
	}
	if lr.junit != "" {
		return c.usageError(stderr, "--junit is a flag of verify, not of count")
	}
	expect, err := lr.readExpect()
	if err != nil {
		return c.usageError(stderr, "--expect: %v", err)
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "n" })
	if !set {
		return c.usageError(stderr, "-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8")
	}
	sizes, err := parseSpec(*spec)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	if *workers < 0 {
		return c.usageError(stderr, "--workers: %d is negative", *workers)
	}
	countWith := map[string]func(context.Context, int, dfs.CountOptions) (dfs.Counts, error){"frontier": dfs.CountFrontier, "bitmask": dfs.Count}[*method]
	if countWith == nil {
		return c.usageError(stderr, "--method: %q is neither frontier nor bitmask", *method)
	}
	for _, n := range sizes {
		if n >= countSlowFrom {
			fmt.Fprintf(stderr, "nqcheck count: warning: n = %d takes minutes or more (each size about 7 times the one before)\n", n)
			break
		}
	}
	ctx, stop := runContext(lr.timeout)
	defer stop()
	pr := progress.ForTerminal(stderr, lr.quiet)
	out := countOutput{Results: []countResult{}, Complete: true}
	mismatch := false
	if !*asJSON {
		fmt.Fprintf(stdout, "%3s  %14s  %12s  %6s  %8s  %s\n", "n", "total", "classes", "fix90", "fix180", "time")
	}
	for _, n := range sizes {
		start := time.Now()
		pr.Start(fmt.Sprintf("n = %d", n))
		counts, err := countWith(ctx, n, dfs.CountOptions{Workers: *workers, Progress: pr.Update})
		pr.Clear()
		if err != nil && ctx.Err() != nil {
			out.Complete = false
			c.printStopped(stderr, n, stopReason(ctx))
			break
		}
		if err != nil {
			return c.fail(stderr, fmt.Errorf("n = %d: %w", n, err))
		}
		r := countResult{N: n, Total: counts.Total, Classes: counts.Classes(), Fix90: counts.Fix90, Fix180: counts.Fix180,
			Seconds: round(time.Since(start).Seconds())}
		out.Results = append(out.Results, r)
		if !*asJSON {
			fmt.Fprintf(stdout, "%3d  %14d  %12d  %6d  %8d  %.2fs\n", r.N, r.Total, r.Classes, r.Fix90, r.Fix180, r.Seconds)
		}
		if expect != nil {
			got := reference.Row{N: n, Values: reference.Values{reference.Total: r.Total, reference.Classes: r.Classes,
				reference.Fix90: r.Fix90, reference.Fix180: r.Fix180}}
			for _, d := range reference.Compare(expect, []reference.Row{got}) {
				mismatch = true
				fmt.Fprintf(stderr, "nqcheck count: expect: %v\n", d)
			}
		}
	}
	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			return c.fail(stderr, err)
		}
	}
	return longRunExit(mismatch, out.Complete)
}
