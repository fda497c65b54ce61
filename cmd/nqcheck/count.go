package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/plan"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/shard"
)

// countSlowFrom is the first board size whose count is warned about: it
// takes minutes on two cores with the default method (n = 18 takes about
// 25 s), and each further size about seven times as long.
const countSlowFrom = 19

// countJournal is the name of count's journal in a checkpoint directory.
const countJournal = "count.journal"

// countFlags are count's settings for one board size.
type countFlags struct {
	workers    int
	method     string
	checkpoint string
	shard      shard.Spec
	sharded    bool // --shard given
	out        string
	quiet      bool
}

func runCount(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	spec := fs.String("n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	var cf countFlags
	fs.IntVar(&cf.workers, "workers", 0, "goroutines that search; 0 means one per CPU")
	fs.StringVar(&cf.method, "method", plan.Methods[0].Name, "counting `NAME`: "+plan.MethodNames())
	fs.StringVar(&cf.checkpoint, "checkpoint", "", "journal each finished unit in `DIR` (one size only); a rerun with the same DIR skips the units done")
	shardSpec := fs.String("shard", "", "count only shard `I/K` of the plan's units (those whose index is I modulo K, 0 ≤ I < K); needs --out")
	fs.StringVar(&cf.out, "out", "", "write the units' evidence to the result `FILE` for nqcheck merge (one size only)")
	lr := addLongRunFlags(c, fs)
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	cf.quiet = lr.quiet
	expect, err := lr.readExpect()
	if err != nil {
		return c.Usage("--expect: %v", err)
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "n" })
	if !set {
		return c.Usage("-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8")
	}
	sizes, err := board.ParseSizes(*spec)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	if cf.workers < 0 {
		return c.Usage("--workers: %d is negative", cf.workers)
	}
	if _, _, err := plan.CountPlan(cf.method, 1); err != nil {
		return c.Usage("--method: %v", err)
	}
	cf.shard = shard.Spec{Index: 0, Of: 1}
	if *shardSpec != "" {
		if cf.shard, err = shard.ParseSpec(*shardSpec); err != nil {
			return c.Usage("--shard: %v", err)
		}
		cf.sharded = true
		if cf.out == "" {
			return c.Usage("--shard needs --out FILE, the shard's result file")
		}
		if *asJSON || expect != nil {
			return c.Usage("--shard counts part of a size: its figures come from nqcheck merge, which takes --json and --expect")
		}
	}
	if (cf.checkpoint != "" || cf.out != "") && len(sizes) > 1 {
		return c.Usage("--checkpoint, --shard and --out take one board size, not %d", len(sizes))
	}
	if cf.out != "" {
		// A bad path fails before the work.
		if err := os.MkdirAll(filepath.Dir(cf.out), 0o777); err != nil {
			return c.Fail(fmt.Errorf("--out: %w", err))
		}
	}
	if !cf.sharded {
		for _, n := range sizes {
			if n >= countSlowFrom {
				fmt.Fprintf(stderr, "nqcheck count: warning: n = %d takes minutes or more (each size about 7 times the one before)\n", n)
				break
			}
		}
	}
	ctx, stop := cli.RunContext(*lr.timeout)
	defer stop()
	started := time.Now()
	rep := result.New[result.CountResult]("count")
	rep.Complete = true
	mismatch := false
	at := 0 // the size in progress
	for _, n := range sizes {
		at = n
		r, stopped, code := countSize(c, ctx, n, cf, stdout, stderr)
		if code >= 0 {
			return code
		}
		if cf.sharded {
			rep.Complete = !stopped
			break
		}
		if !*asJSON {
			if err := printCountRow(stdout, r, len(rep.Results) == 0); err != nil {
				return c.Fail(err)
			}
		}
		rep.Results = append(rep.Results, r)
		if stopped {
			rep.Complete = false
			break
		}
		if expect != nil {
			for _, d := range reference.Compare(expect, []reference.Row{countRow(r)}) {
				mismatch = true
				fmt.Fprintf(stderr, "nqcheck count: expect: %v\n", d)
			}
		}
	}
	rep.Verdict = cli.Verdict(mismatch, rep.Complete)
	if !rep.Complete {
		rep.Interrupted = cli.Interruption(ctx, at, result.Seconds(time.Since(started)))
	}
	if *asJSON {
		if err := result.Write(stdout, rep); err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(mismatch, rep.Complete)
}

// printCountRow prints the text row of r, after the column heads when
// first, and returns the first write error.
func printCountRow(w io.Writer, r result.CountResult, first bool) error {
	if first {
		if _, err := fmt.Fprintf(w, "%3s  %14s  %12s  %6s  %8s  %s\n", "n", "total", "classes", "fix90", "fix180", "time"); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "%3d  %14v  %12v  %6v  %8v  %.2fs\n", r.N, r.Total, r.Classes, r.Fix90, r.Fix180, r.Seconds)
	return err
}

// countRow returns r's figures as a reference row.
func countRow(r result.CountResult) reference.Row {
	v := reference.Values{}
	for _, f := range []struct {
		col string
		c   result.Count
	}{{reference.Total, r.Total}, {reference.Classes, r.Classes}, {reference.Fix90, r.Fix90}, {reference.Fix180, r.Fix180}} {
		if x, ok := f.c.Value(); ok {
			v[f.col] = x
		}
	}
	return reference.Row{N: r.N, Values: v}
}

// scaleError prints err of a run with --checkpoint or --out and returns
// its exit code: 2 for a journal that is bad input, 1 for any other
// error.
func scaleError(c *command, err error) int {
	var ce *plan.CheckpointError
	var oe *plan.OutError
	switch {
	case errors.As(err, &ce) && ce.Bad:
		return c.BadInput("--checkpoint: %v", err)
	case errors.As(err, &ce):
		return c.Fail(fmt.Errorf("--checkpoint: %w", err))
	case errors.As(err, &oe):
		return c.Fail(fmt.Errorf("--out: %w", err))
	}
	return c.Fail(err)
}

// countSize counts board size n by the plan of cf.method with
// plan.Count, showing progress and a line about the units resumed from
// the checkpoint. For a whole plan it returns the figures; a sharded run
// prints a line about its file and returns no figures. A stopped run
// returns a result with no figures and stopped true. The code is −1 to go
// on, or the exit code to return at once.
func countSize(c *command, ctx context.Context, n int, cf countFlags, stdout, stderr io.Writer) (r result.CountResult, stopped bool, code int) {
	opt := plan.CountOptions{Workers: cf.workers, Shard: cf.shard, Out: cf.out, Figures: !cf.sharded}
	if cf.checkpoint != "" {
		opt.Journal = filepath.Join(cf.checkpoint, countJournal)
	}
	pr := progress.ForTerminal(stderr, cf.quiet)
	opt.Start = func(mine, resumed int, path string) {
		label := fmt.Sprintf("n = %d", n)
		if cf.sharded {
			label += " shard " + cf.shard.String()
		}
		if resumed > 0 {
			fmt.Fprintf(stderr, "nqcheck count: %s: %d of %d units done in %s; counting the other %d\n", label, resumed, mine, path, mine-resumed)
			label += fmt.Sprintf(" (%d of %d units from the checkpoint)", resumed, mine)
		}
		pr.Start(label)
	}
	opt.Progress = pr.Update
	run, err := plan.Count(ctx, cf.method, n, opt)
	pr.Clear()
	if err != nil {
		return result.CountResult{}, false, scaleError(c, err)
	}
	if cf.sharded {
		state := "complete"
		if run.Stopped {
			state = fmt.Sprintf("stopped with %d of %d units", run.Written, run.Mine)
		}
		_, err := fmt.Fprintf(stdout, "shard %v of %v: %s, %.2fs, written to %s\n", cf.shard, run.ID, state, result.RoundSeconds(run.Seconds), cf.out)
		if err != nil {
			return result.CountResult{}, false, c.Fail(err)
		}
	}
	if run.Stopped {
		c.Stopped(n, cli.StopReason(ctx))
		return result.CountResult{N: n, Seconds: result.RoundSeconds(run.Seconds)}, true, -1
	}
	if cf.sharded {
		return result.CountResult{}, false, -1
	}
	return plan.CountResult(run.Counts, run.Seconds), false, -1
}
