package main

import (
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cnfaudit"
	"github.com/nqcheck/nqcheck/internal/base/progress"
)

func runAuditCNF(c *command, args []string) int {
	fs := c.FlagSet()
	n := c.Size(fs, "n", "", "board size `N` the CNF encodes, 1 to 32 (required)")
	num := cli.Flag(c, fs, "map", "rowmajor", "`numbering` of the placement variables 1..n²: rowmajor (cell (r,c) is r·n+c+1, 0-based) "+
		"or colmajor (c·n+r+1); variables above n² are auxiliary and projected away. A c p show line, as nqcheck dimacs writes it, "+
		"renames the variables first: its k-th variable is placement variable k", cnfaudit.ParseNumbering)
	workers := c.Int(fs, "workers", -1, -1, "`N` SAT worker processes, each enumerating cubes; 0 or 1 enumerates them in this process, -1 starts one per core (GOMAXPROCS)")
	cubeRows := c.Int(fs, "cube-rows", -1, -1, "the number `K` of rows whose cells each cube fixes; 0 makes one cube of the whole board, -1 picks by n")
	timeout := c.Duration(fs, "timeout", 0, "stop after `DURATION` (such as 90s or 10m), report what was decided and exit 4 (3 if an invalid model was found); 0 means no limit")
	quiet := fs.Bool("quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.Forbid(*n == 0, "-n is required: the board size the CNF encodes"), cli.Forbid(fs.NArg() == 0, "no CNF file given"),
		cli.Forbid(fs.NArg() > 1, "unexpected argument %q: audit-cnf reads one file", fs.Arg(1))); code >= 0 {
		return code
	}
	f, err := cnfaudit.ReadFormula(fs.Arg(0), c.Stdin, *n, *num)
	switch {
	case cnfaudit.IsInputError(err):
		return c.BadInput("%v", err)
	case err != nil:
		return c.Fail(err)
	}
	if *n >= satSlowFrom {
		c.Note("warning: SAT enumeration for n = %d will take very long", *n)
	}
	if err := f.WriteHeader(c.Stdout); err != nil {
		return c.Fail(err) // no use deciding what cannot be written
	}
	ctx, stop := c.RunContext(*timeout)
	defer stop()
	pr := progress.ForTerminal(c.Stderr, *quiet)
	pr.Start(fmt.Sprintf("n = %d", *n), "models")
	res, err := cnfaudit.Decide(ctx, f.CNF, *n, cnfaudit.Options{Workers: *workers, CubeRows: *cubeRows, Start: startSatWorker, Progress: pr.Update})
	pr.Clear()
	if err == nil {
		err = res.WriteText(c.Stdout)
	}
	if err != nil {
		return c.Fail(err)
	}
	if res.Stopped != nil {
		c.Note("stopped before the decision: %s", cli.StopReason(ctx))
	}
	return cli.Exit(res.NotExact(), res.Stopped == nil)
}
