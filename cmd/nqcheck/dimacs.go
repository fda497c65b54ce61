package main

import (
	"io"

	"github.com/nqcheck/nqcheck/encode"
)

func runDimacs(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	nflag := fs.String("n", "8", "board size, 1 to 32")
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
	if err := encode.WriteDIMACS(stdout, encode.Queens(n)); err != nil {
		return c.fail(stderr, err)
	}
	return exitOK
}
