package main

import (
	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/listing"
)

func runP1219(c *command, args []string) int {
	fs := c.FlagSet()
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.Forbid(fs.NArg() > 0, "unexpected argument %q: the board size is read from standard input", fs.Arg(0))); code >= 0 {
		return code
	}
	n, err := audit.ReadP1219Input(c.Stdin)
	if err != nil {
		return c.Usage("%v", err)
	}
	ctx, stop := c.RunContext(0)
	defer stop()
	// The warning comes once a signal is handled: a test waits for it.
	if n >= countSlowFrom {
		c.Note("warning: counting the solutions for n = %d will take very long", n)
	}
	if err := listing.WriteP1219(ctx, c.Stdout, n); err != nil {
		if ctx.Err() != nil {
			// Stopped by a signal while counting: the answer is written
			// whole or not at all.
			c.Stopped(n, cli.StopReason(ctx))
			return cli.ExitIncomplete
		}
		return c.Fail(err)
	}
	return cli.ExitOK
}
