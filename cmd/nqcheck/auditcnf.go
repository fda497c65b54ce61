package main

import (
	"fmt"
	"os"
	"runtime"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cnfaudit"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/progress"
)

func runAuditCNF(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	nflag := fs.String("n", "", "board size the CNF encodes, 1 to 32 (required)")
	mapping := fs.String("map", "rowmajor", "numbering of the placement variables 1..n²: rowmajor (cell (r,c) is r·n+c+1, 0-based) "+
		"or colmajor (c·n+r+1); variables above n² are auxiliary and projected away")
	workers := fs.Int("workers", -1, "SAT worker processes, each enumerating cubes; 0 or 1 enumerates them in this process, -1 starts one per core (GOMAXPROCS)")
	cubeRows := fs.Int("cube-rows", -1, "rows whose cells each cube fixes; 0 makes one cube of the whole board, -1 picks by n")
	timeout := fs.Duration("timeout", 0, "stop after `DURATION` (such as 90s or 10m), report what was decided and exit 4 (3 if an invalid model was found); 0 means no limit")
	quiet := fs.Bool("quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if *nflag == "" {
		return c.Usage("-n is required: the board size the CNF encodes")
	}
	n, err := board.ParseSize(*nflag)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	if *mapping != "rowmajor" && *mapping != "colmajor" {
		return c.Usage("--map: unknown numbering %q (want rowmajor or colmajor)", *mapping)
	}
	switch {
	case *workers < -1:
		return c.Usage("--workers: %d is below -1", *workers)
	case *workers == -1:
		*workers = runtime.GOMAXPROCS(0)
	}
	if *cubeRows < -1 {
		return c.Usage("--cube-rows: %d is below -1", *cubeRows)
	}
	if *timeout < 0 {
		return c.Usage("--timeout %v is negative", *timeout)
	}
	switch fs.NArg() {
	case 0:
		return c.Usage("no CNF file given")
	case 1:
	default:
		return c.Usage("unexpected argument %q: audit-cnf reads one file", fs.Arg(1))
	}
	path := fs.Arg(0)
	in := c.Stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			fmt.Fprintf(stderr, "nqcheck audit-cnf: cannot read the CNF: %v\n", err)
			return cli.ExitUsage
		}
		defer f.Close()
		in = f
	}
	cnf, err := encode.ReadDIMACS(in)
	if err != nil {
		if encode.IsParseError(err) {
			fmt.Fprintf(stderr, "nqcheck audit-cnf: %s: malformed DIMACS: %v\n", path, err)
		} else {
			fmt.Fprintf(stderr, "nqcheck audit-cnf: cannot read %s: %v\n", path, err)
		}
		return cli.ExitUsage
	}
	if cnf.Vars < n*n {
		fmt.Fprintf(stderr, "nqcheck audit-cnf: %s: the header declares %d variables, fewer than the %d placement variables of n = %d\n",
			path, cnf.Vars, n*n, n)
		return cli.ExitUsage
	}
	if n >= satSlowFrom {
		fmt.Fprintf(stderr, "nqcheck audit-cnf: warning: SAT enumeration for n = %d will take very long\n", n)
	}
	if _, err := fmt.Fprintf(stdout, "audit-cnf: n = %d, %s: %d variables (%d placement, %d auxiliary), %d clauses, numbering %s\n",
		n, path, cnf.Vars, n*n, cnf.Vars-n*n, len(cnf.Clauses), *mapping); err != nil {
		return c.Fail(err) // no use deciding what cannot be written
	}
	if *mapping == "colmajor" {
		cnf = encode.Remap(cnf, encode.ColumnMajor(n))
	}
	ctx, stop := cli.RunContext(*timeout)
	defer stop()
	pr := progress.ForTerminal(stderr, *quiet)
	pr.Start(fmt.Sprintf("n = %d models", n))
	res, err := cnfaudit.Decide(ctx, cnf, n, cnfaudit.Options{
		Workers: *workers, CubeRows: *cubeRows, Start: startSatWorker, Progress: pr.Update})
	pr.Clear()
	if err != nil {
		return c.Fail(err)
	}
	if err := res.WriteText(stdout); err != nil {
		return c.Fail(err)
	}
	if res.Stopped != nil {
		fmt.Fprintf(stderr, "nqcheck audit-cnf: stopped before the decision: %s\n", cli.StopReason(ctx))
	}
	return cli.Exit(res.NotExact(), res.Stopped == nil)
}
