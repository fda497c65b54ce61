package main

import (
	"runtime"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/longrun/table"
	"github.com/nqcheck/nqcheck/internal/present/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

func runTable(c *command, args []string) int {
	fs := c.FlagSet()
	sizes := c.Sizes(fs, "n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required")
	format := cli.Flag(c, fs, "format", "md", "output `format`: md (Markdown), csv, tsv or json", table.ParseFormat)
	satMax := c.Int(fs, "sat-max", 12, 0, "run the full cross-check, SAT witnesses included, up to this `n`")
	enumMax := c.Int(fs, "enum-max", 14, 0, "beyond --sat-max, enumerate and canonicalise every solution up to this `n`")
	dfsMax := c.Int(fs, "dfs-max", 16, 0, "beyond --enum-max, count every solution by enumeration up to this `n` (classes then by Burnside from that count and the symmetric searches); above it the counter is confirmed only by the identities it checks")
	noSeconds := fs.Bool("no-seconds", false, "leave out the time column, for output that does not depend on the machine")
	lr := addLongRunFlags(c, fs)
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.Forbid(len(*sizes) == 0, "-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8")); code >= 0 {
		return code
	}
	expect := lr.expect // read as the flag was parsed
	ctx, stop := c.RunContext(*lr.timeout)
	defer stop()
	pr := progress.ForTerminal(c.Stderr, lr.quiet)
	out := table.NewOutput(c.Stdout, table.Options{Format: *format, NoSeconds: *noSeconds})
	start := time.Now()
	mismatch, stoppedAt, err := table.Sizes{Sizes: *sizes, Expect: expect, Computed: pr.Clear, Row: out.Row,
		Rows: table.RowOptions{SATMax: *satMax, EnumMax: *enumMax, DFSMax: *dfsMax, Stage: pr.Start, Update: pr.Update,
			Verify: verify.Options{Witnesses: verify.Default(verify.SATOptions{Workers: runtime.GOMAXPROCS(0), ColumnClauses: true, Start: startSatWorker}), CubeRows: -1}},
		Failed: func(n int, f result.Check) { c.Note("n = %d: %s %s: %s", n, f.Name, f.Witnesses, f.Detail) },
	}.Run(ctx)
	if err != nil {
		return c.Fail(err)
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
