package main

import (
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/encode"
)

func init() {
	register(&command{
		name:    "dimacs",
		usage:   "-n N [--column-clauses]",
		summary: "print the N-Queens CNF in DIMACS format",
		run:     runDimacs,
	})
}

func runDimacs(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	nflag := fs.String("n", "8", "board size, 1 to 32")
	columns := fs.Bool("column-clauses", false, "add the redundant clauses that each column holds a queen (the CNF verify's SAT witness solves)")
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	n, err := parseSize(*nflag)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	f := encode.Queens(n)
	if *columns {
		f.Comments = append(f.Comments, fmt.Sprintf("redundant: each column at least one queen (the last %d clauses)", n))
		encode.ColumnsTo(f, n)
	}
	if err := encode.WriteDIMACS(stdout, f); err != nil {
		return c.fail(stderr, err)
	}
	return exitOK
}
