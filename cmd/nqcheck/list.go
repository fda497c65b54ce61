package main

import (
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/present/listing"
)

func runList(c *command, args []string) int {
	fs := c.FlagSet()
	n := c.Size(fs, "n", "8", "board size `N`, 1 to 32")
	format := cli.Flag(c, fs, "format", "lines", "output `format`: lines (1-based columns, one solution per line), "+
		"coords (0-based \"(row col)\" pairs with nothing between them, one solution per line, then the line \"The total of N Queen's solutions:X\"), "+
		"board (a grid of Q and ., a blank line between boards), or svg (one SVG document drawing the boards)", listing.ParseListFormat)
	classes := fs.Bool("classes", false, "with --format svg, draw one representative per symmetry class (its smallest member), "+
		"with its orbit size and the rotations that fix it")
	limit := c.Int64(fs, "limit", 0, 0, "stop after `K` solutions; 0 lists them all. In the coords format the total line then "+
		"gives the number of solutions listed, not Q(N)")
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.Forbid(*classes && *format != listing.ListSVG, "--classes draws boards: use it with --format svg")); code >= 0 {
		return code
	}
	ctx, stop := c.RunContext(0)
	defer stop()
	if err := listing.WriteList(ctx, c.Stdout, *n, *format, *limit, *classes); err != nil {
		if ctx.Err() != nil {
			// Stopped by a signal: the solutions listed so far, whole.
			c.Stopped(*n, cli.StopReason(ctx))
			return cli.ExitIncomplete
		}
		return c.Fail(err)
	}
	return cli.ExitOK
}
