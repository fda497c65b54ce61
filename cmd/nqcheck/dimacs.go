package main

import (
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/encode"
)

func runDimacs(c *command, args []string) int {
	fs := c.FlagSet()
	n := c.Size(fs, "n", "8", "board size `N`, 1 to 32")
	enc := cli.Flag(c, fs, "encoding", "pairwise", "`encoding`: "+encode.Catalogue(), encode.ParseEncoding)
	seed := cli.Flag(c, fs, "shuffle", "", "rename the variables and reorder the clauses and their literals by the permutation of this `seed` "+
		"(a whole number in 0..2^64-1); the header names the seed and the projection", cli.Optional(encode.ParseSeed))
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	return c.Held(func() int { return writeDimacs(c, *n, *enc, *seed) })
}

// writeDimacs prints the CNF of encoding enc for n, shuffled by seed when
// one is given.
func writeDimacs(c *command, n int, enc encode.Encoding, seed *uint64) int {
	m, err := encode.Build(n, enc)
	if err != nil {
		return c.Fail(err)
	}
	if seed != nil {
		m = m.Shuffle(*seed)
	}
	if err := encode.WriteDIMACS(c.Stdout, m.CNF); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}
