package main

import (
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/encode"
)

// encodingNamesHelp lists the encodings for flag help.
func encodingNamesHelp() string {
	var names []string
	for _, e := range encode.Encodings() {
		names = append(names, e.String()+" ("+e.Summary()+")")
	}
	return strings.Join(names, "; ")
}

func runDimacs(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	nflag := fs.String("n", "8", "board size, 1 to 32")
	encName := fs.String("encoding", "pairwise", "`encoding`: "+encodingNamesHelp())
	shuffle := fs.String("shuffle", "", "rename the variables and reorder the clauses and their literals by the permutation of this `seed` "+
		"(a whole number in 0..2^64-1); the header names the seed and the projection")
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
	e, err := encode.ParseEncoding(*encName)
	if err != nil {
		return c.usageError(stderr, "--encoding: %v", err)
	}
	m, err := encode.Build(n, e)
	if err != nil {
		return c.fail(stderr, err)
	}
	if *shuffle != "" {
		seed, err := encode.ParseSeed(*shuffle)
		if err != nil {
			return c.usageError(stderr, "--shuffle: %v", err)
		}
		m = m.Shuffle(seed)
	}
	if err := encode.WriteDIMACS(stdout, m.CNF); err != nil {
		return c.fail(stderr, err)
	}
	return exitOK
}
