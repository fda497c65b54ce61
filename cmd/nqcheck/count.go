package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
)

// countSlowFrom is the first board size whose count is warned about: it
// takes a minute or more of CPU time with the default method (n = 18
// takes about 12 s), and each further size about six times as long.
const countSlowFrom = 19

// countJournal is the name of count's journal in a checkpoint directory.
const countJournal = "count.journal"

func runCount(c *command, args []string) int {
	fs := c.FlagSet()
	sizes := c.Sizes(fs, "n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	workers := c.Int(fs, "workers", -1, -1, "`N` goroutines that search; 0 or 1 searches one unit at a time, -1 starts one per core (GOMAXPROCS)")
	maxMemory := c.Bytes(fs, "max-memory", "", "with the join method, make no tables larger than `SIZE` in all (such as 512M or 2G): the units then search their halves, slower; default no bound")
	var method string
	c.Func(fs, "method", countplan.Methods[0].Name, "counting `NAME`: "+countplan.MethodNames(), func(v string) (err error) { _, _, err = countplan.Plan(v, 1); method = v; return err })
	confirm := fs.Bool("confirm", false, "count every size again with a second counter that shares no counting code with --method's (the cheapest such, at the largest size) and compare the figures; a difference exits 3 (for a size as planned work, use nqcheck table)")
	sf := addScaleFlags(c, fs, "unit", "count", countJournal)
	lr := addLongRunFlags(c, fs)
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	if code := sf.check(c, len(*sizes), *asJSON || lr.expect != nil, "counts part of a size: its figures come from nqcheck merge, which takes --json and --expect",
		cli.Forbid(len(*sizes) == 0, "-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8"),
		cli.Forbid(*maxMemory > 0 && method != dfs.JoinMethod, "--max-memory bounds the tables of the join method; --method %s makes none", method),
		cli.Forbid(*confirm && sf.on(), "--confirm counts whole sizes: for a size as planned work, confirmed, use nqcheck table with --checkpoint, --shard and --out")); code >= 0 {
		return code
	}
	var partner countplan.Counter
	if *confirm {
		var err error
		if partner, err = countplan.Partner(method, slices.Max(*sizes)); err != nil {
			return c.Usage("--confirm: %v", err)
		}
	}
	if code := c.SameFiles(cli.Input("--expect", lr.expectPath), cli.JournalFile(sf.journal), cli.Output("--out", sf.out)); code >= 0 {
		return code
	}
	if i := slices.IndexFunc(*sizes, func(n int) bool { return n >= countSlowFrom }); i >= 0 && !sf.sharded {
		c.Note("warning: n = %d takes a minute or more of CPU time (each size about 6 times the one before)", (*sizes)[i])
	}
	ctx, stop := c.RunContext(*lr.timeout)
	defer stop()
	w := c.Stdout
	if *asJSON {
		w = io.Discard // the JSON document is written instead
	}
	switch *workers {
	case -1:
		*workers = 0 // the counters' one per core
	case 0:
		*workers = 1 // one at a time, as 0 means for every command
	}
	opt := countplan.Options{Workers: *workers, MaxMemory: *maxMemory, Shard: sf.shard, Out: sf.out, Journal: sf.journal}
	start := time.Now()
	run, err := countplan.Sizes{Sizes: *sizes, Method: method, Options: opt, Sharded: sf.sharded, Expect: lr.expect, Confirm: partner,
		Progress: progress.ForTerminal(c.Stderr, lr.quiet), Note: func(line string) { c.Note("%s", line) },
		Size: (&countplan.CountText{W: w, Expect: lr.expect}).Row}.Run(ctx)
	if err != nil {
		return countError(c, err)
	}
	if sf.sharded {
		if _, err := fmt.Fprintln(c.Stdout, run.Last.ShardLine(opt)); err != nil {
			return c.Fail(err)
		}
	}
	rep, _ := longRunReport(c, ctx, "count", run.Results, run.Mismatch, run.StoppedAt, start)
	if *asJSON {
		if err := result.Write(c.Stdout, rep); err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(run.Mismatch, rep.Complete)
}

// countError returns the exit code of a count that failed with err, and
// says why.
func countError(c *command, err error) int {
	if ce := (*dfs.CheckError)(nil); errors.As(err, &ce) {
		// The counter's figures break an identity every count satisfies:
		// a finding about the counter, not an internal error.
		c.Note("%v: the counter's own check failed", err)
		return cli.ExitMismatch
	}
	if me := (*dfs.PlanMemoryError)(nil); errors.As(err, &me) {
		return c.BadInput("--max-memory: the join plan of n = %d alone takes more than the %d bytes given (%d units listed); give a larger bound, or --method frontier", me.N, me.MaxMemory, me.Units)
	}
	return scaleError(c, err)
}
