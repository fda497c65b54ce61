package main

import (
	"errors"
	"fmt"
	"runtime"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/table"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// tableJournal is the name of table's journals in a checkpoint directory,
// each counter's with its name inserted (table.join.journal).
const tableJournal = "table.journal"

// tableFlags are table's flags, as parsed.
type tableFlags struct {
	sizes                   *[]int
	format                  *table.Format
	columns                 *[]string // nil: the format's default
	satMax, enumMax, dfsMax *int
	workers                 *int
	noSeconds, merge        *bool
	pair                    *[2]countplan.Counter // nil: the cheapest pair at each size
	sf                      *scaleFlags
	lr                      *longRunFlags
}

func runTable(c *command, args []string) int {
	fs := c.FlagSet()
	var f tableFlags
	f.sizes = c.Sizes(fs, "n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required but with --merge")
	f.format = cli.Flag(c, fs, "format", "md", "output `format`: md (Markdown), csv, tsv or json", table.ParseFormat)
	f.satMax = c.Int(fs, "sat-max", 12, 0, "run the full cross-check, SAT witnesses included, up to this `n`")
	f.enumMax = c.Int(fs, "enum-max", 14, 0, "beyond --sat-max, enumerate and canonicalise every solution up to this `n`")
	f.dfsMax = c.Int(fs, "dfs-max", 16, 0, "beyond --enum-max, count every solution by enumeration up to this `n` (classes then by Burnside from that count and the symmetric searches); above it the two counters and the symmetric searches confirm the figures")
	f.columns = cli.Flag(c, fs, "columns", "", "the columns of md, csv and tsv: a `LIST` such as n,total,classes,confirmed, or all; default all for csv and tsv, and for md all but confirmed and units (the witnesses of each figure and how the counters were compared, long)", table.ParseColumns)
	f.noSeconds = fs.Bool("no-seconds", false, "leave out the time column and the counters' times, for output that does not depend on the machine")
	c.Func(fs, "witnesses", "", "the two counters `A,B` of every figure (of "+countplan.MethodNames()+"), which must share no counting code; default the cheapest such pair at each size", func(v string) error {
		p, err := countplan.ParsePair(v)
		f.pair = &p
		return err
	})
	f.workers = c.Int(fs, "workers", -1, -1, "`N` goroutines for each counter; 0 or 1 searches one unit at a time, -1 starts one per core (GOMAXPROCS)")
	f.merge = fs.Bool("merge", false, "make the row of one size from the result FILEs (or directories) given as arguments, those of its two counters' plans (from table --shard or count --out), instead of counting")
	f.sf = addScaleFlags(c, fs, "unit", "count", tableJournal)
	f.lr = addLongRunFlags(c, fs)
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.Forbid(fs.NArg() > 0 && !*f.merge, "unexpected argument %q", fs.Arg(0)),
		cli.Forbid(*f.merge && fs.NArg() == 0, "--merge: give the result files, or directories holding them (*.json)"),
		cli.Forbid(*f.merge && (len(*f.sizes) > 0 || f.sf.on() || f.pair != nil), "--merge takes its size and counters from the files: no -n, --witnesses, --checkpoint, --shard or --out"),
		cli.Forbid(*f.format == table.JSON && *f.columns != nil, "--columns chooses the columns of md, csv and tsv; json has every field"),
		cli.Forbid(!*f.merge && len(*f.sizes) == 0, "-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8")); code >= 0 {
		return code
	}
	if code := f.sf.check(c, len(*f.sizes), f.lr.expect != nil, "counts part of a size: its row comes from nqcheck table --merge, which takes --expect"); code >= 0 {
		return code
	}
	switch *f.workers {
	case -1:
		*f.workers = 0 // the counters' one per core
	case 0:
		*f.workers = 1 // one at a time, as 0 means for every command
	}
	if *f.merge {
		return c.Held(func() int { return tableMerge(c, f, fs.Args()) })
	}
	if f.sf.sharded {
		return tableShard(c, f)
	}
	return tableRows(c, f, nil)
}

// rowOptions returns the options of the rows f asks for.
func (f tableFlags) rowOptions(pr *progress.Reporter) table.RowOptions {
	ro := table.RowOptions{SATMax: *f.satMax, EnumMax: *f.enumMax, DFSMax: *f.dfsMax, Stage: pr.Start, Update: pr.Update, Workers: *f.workers,
		Verify: verify.Options{Witnesses: verify.Default(verify.SATOptions{Workers: runtime.GOMAXPROCS(0), ColumnClauses: true, Start: startSatWorker}), CubeRows: -1}}
	if f.pair != nil {
		ro.Pair = *f.pair
	}
	if f.sf.on() {
		ro.Files = func(name string) (string, string) {
			return table.WitnessPath(f.sf.journal, name), table.WitnessPath(f.sf.out, name)
		}
	}
	return ro
}

// tableRows computes and writes the rows of f's sizes, or of the one
// size whose counters' runs are given (runs, by witness name).
func tableRows(c *command, f tableFlags, runs map[string]*countplan.Run) int {
	ctx, stop := c.RunContext(*f.lr.timeout)
	defer stop()
	pr := progress.ForTerminal(c.Stderr, f.lr.quiet)
	defer pr.Clear() // ends the line's redraws on every path
	out := table.NewOutput(c.Stdout, table.Options{Format: *f.format, NoSeconds: *f.noSeconds, Columns: *f.columns})
	start := time.Now()
	ro := f.rowOptions(pr)
	ro.Runs = runs
	mismatch, stoppedAt, err := table.Sizes{Sizes: *f.sizes, Expect: f.lr.expect, Computed: pr.Clear, Row: out.Row, Rows: ro,
		Failed: func(n int, f result.Check) { c.Note("n = %d: %s %s: %s", n, f.Name, f.Witnesses, f.Detail) },
	}.Run(ctx)
	if err != nil {
		return scaleError(c, err)
	}
	var stopped *result.Interruption
	if stoppedAt > 0 {
		stopped = cli.Interruption(ctx, stoppedAt, result.Seconds(time.Since(start)))
		c.Stopped(stoppedAt, cli.StopReason(ctx))
	}
	if err := out.Close(mismatch, stopped); err != nil {
		return c.Fail(err)
	}
	return cli.Exit(mismatch, stopped == nil)
}

// tableShard counts shard f.sf.shard of both counters' plans of the one
// size, each to its result file (--out with the counter's name), and
// says how each went.
func tableShard(c *command, f tableFlags) int {
	n := (*f.sizes)[0]
	pair := countplan.DefaultPair(n)
	if f.pair != nil {
		pair = *f.pair
	}
	ctx, stop := c.RunContext(*f.lr.timeout)
	defer stop()
	pr := progress.ForTerminal(c.Stderr, f.lr.quiet)
	for _, w := range pair {
		opt := countplan.Options{Workers: *f.workers, Shard: f.sf.shard, Out: table.WitnessPath(f.sf.out, w.Name), Journal: table.WitnessPath(f.sf.journal, w.Name),
			Progress: pr.Update}
		pr.Start(fmt.Sprintf("n = %d %s, shard %v", n, w.Name, f.sf.shard), "units")
		run, err := w.Run(ctx, n, opt)
		pr.Clear()
		if err != nil {
			return scaleError(c, err)
		}
		if _, err := fmt.Fprintln(c.Stdout, run.ShardLine(opt)); err != nil {
			return c.Fail(err)
		}
		if run.Stopped {
			c.Stopped(n, cli.StopReason(ctx))
			return cli.ExitIncomplete
		}
	}
	return cli.ExitOK
}

// tableMerge makes the row of the result files at args: those of two
// counters' plans of one size, merged plan by plan.
func tableMerge(c *command, f tableFlags, args []string) int {
	m, err := table.MergeFiles(args)
	for _, line := range m.Notes {
		c.Note("%s", line)
	}
	if inc := (*table.IncompleteError)(nil); errors.As(err, &inc) {
		c.Note("%v", inc.Err)
		return cli.Exit(inc.Findings, false)
	} else if err != nil {
		return c.BadInput("%v", err)
	}
	f.pair, f.sizes = &m.Pair, &[]int{m.N}
	return tableRows(c, f, m.Runs)
}
