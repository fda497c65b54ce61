package main

import (
	"fmt"
	"runtime"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/table"
	"github.com/nqcheck/nqcheck/verify"
)

func runTable(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	spec := fs.String("n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required")
	formatName := fs.String("format", "md", "output `format`: md (Markdown), csv, tsv or json")
	satMax := fs.Int("sat-max", 12, "run the full cross-check, SAT witnesses included, up to this `n`")
	enumMax := fs.Int("enum-max", 14, "beyond --sat-max, enumerate and canonicalise every solution up to this `n`")
	dfsMax := fs.Int("dfs-max", 16, "beyond --enum-max, count every solution by enumeration up to this `n` (classes then by Burnside from that count and the symmetric searches); above it the counter is confirmed only by the identities it checks")
	noSeconds := fs.Bool("no-seconds", false, "leave out the time column, for output that does not depend on the machine")
	lr := addLongRunFlags(c, fs)
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	if *spec == "" {
		return c.Usage("-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8")
	}
	sizes, err := board.ParseSizes(*spec)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	format, err := table.ParseFormat(*formatName)
	if err != nil {
		return c.Usage("--format: %v", err)
	}
	if *satMax < 0 || *enumMax < 0 || *dfsMax < 0 {
		return c.Usage("--sat-max, --enum-max and --dfs-max must not be negative")
	}
	so := verify.SATOptions{Workers: runtime.GOMAXPROCS(0), ColumnClauses: true, Start: startSatWorker}
	opt := table.RowOptions{SATMax: *satMax, EnumMax: *enumMax, DFSMax: *dfsMax, Verify: verify.Options{Witnesses: verify.Default(so), CubeRows: -1}}
	expect := lr.expect // read as the flag was parsed
	ctx, stop := cli.RunContext(*lr.timeout)
	defer stop()
	pr := progress.ForTerminal(stderr, lr.quiet)
	opt.Stage, opt.Update = pr.Start, pr.Update

	rep := result.New[result.TableRow]("table")
	tw := table.NewWriter(stdout, table.Options{Format: format, NoSeconds: *noSeconds})
	write := func(row result.TableRow) error {
		if *noSeconds {
			row.Seconds = nil
		}
		rep.Results = append(rep.Results, row)
		if format == table.JSON {
			return nil
		}
		return tw.WriteRow(row)
	}
	start := time.Now()
	run := table.Sizes{Sizes: sizes, Rows: opt, Expect: expect, Computed: pr.Clear, Row: write,
		Failed: func(n int, f result.Check) {
			fmt.Fprintf(stderr, "nqcheck table: n = %d: %s %s: %s\n", n, f.Name, f.Witnesses, f.Detail)
		}}
	mismatch, stoppedAt, err := run.Run(ctx)
	if err != nil {
		return c.Fail(err)
	}
	if stoppedAt > 0 {
		rep.Interrupted = cli.Interruption(ctx, stoppedAt, result.Seconds(time.Since(start)))
		c.Stopped(stoppedAt, cli.StopReason(ctx))
	}
	rep.Complete = rep.Interrupted == nil
	rep.Verdict = cli.Verdict(mismatch, rep.Complete)
	if format == table.JSON {
		err = result.Write(stdout, rep)
	} else {
		err = tw.Close()
	}
	if err != nil {
		return c.Fail(err)
	}
	return cli.Exit(mismatch, rep.Complete)
}
