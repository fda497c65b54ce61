package main

import (
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/cli"
)

// encodingNamesHelp lists the encodings for flag help.
func encodingNamesHelp() string {
	var names []string
	for _, e := range encode.Encodings() {
		names = append(names, e.String()+" ("+e.Summary()+")")
	}
	return strings.Join(names, "; ")
}

func runDimacs(c *command, args []string) int {
	stdout := c.Stdout
	fs := c.FlagSet()
	nflag := fs.String("n", "8", "board size, 1 to 32")
	encName := fs.String("encoding", "pairwise", "`encoding`: "+encodingNamesHelp())
	shuffle := fs.String("shuffle", "", "rename the variables and reorder the clauses and their literals by the permutation of this `seed` "+
		"(a whole number in 0..2^64-1); the header names the seed and the projection")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	n, err := board.ParseSize(*nflag)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	e, err := encode.ParseEncoding(*encName)
	if err != nil {
		return c.Usage("--encoding: %v", err)
	}
	m, err := encode.Build(n, e)
	if err != nil {
		return c.Fail(err)
	}
	if *shuffle != "" {
		seed, err := encode.ParseSeed(*shuffle)
		if err != nil {
			return c.Usage("--shuffle: %v", err)
		}
		m = m.Shuffle(seed)
	}
	if err := encode.WriteDIMACS(stdout, m.CNF); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}
