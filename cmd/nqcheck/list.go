package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/listing"
	"github.com/nqcheck/nqcheck/judge"
)

// maxOneBoard is the largest size whose one placement list --one draws as
// a board (n² characters).
const maxOneBoard = 1000

func runList(c *command, args []string) int {
	fs := c.FlagSet()
	n := cli.Flag(c, fs, "n", "8", fmt.Sprintf("board size `N`, 1 to %d; with --one, 1 or 4 to %d", board.MaxN, judge.MaxPlacement), parseListSize)
	format := cli.Flag(c, fs, "format", "lines", "output `format`: lines (1-based columns, one solution per line), "+
		"coords (0-based \"(row col)\" pairs with nothing between them, one solution per line, then the line \"The total of N Queen's solutions:X\"), "+
		"board (a grid of Q and ., a blank line between boards), or svg (one SVG document drawing the boards)", listing.ParseListFormat)
	classes := fs.Bool("classes", false, "with --format svg, draw one representative per symmetry class (its smallest member), "+
		"with its orbit size and the rotations that fix it")
	limit := c.Int64(fs, "limit", 0, 0, "stop after `K` solutions; 0 lists them all. In the coords format the total line then "+
		"gives the number of solutions listed, not Q(N)")
	one := fs.Bool("one", false, fmt.Sprintf("print one placement of N queens instead, for any N up to %d, by an explicit construction "+
		"checked in linear time before it is printed; --format lines, or board up to N = %d", judge.MaxPlacement, maxOneBoard))
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	if *one {
		return listOne(c, *n, *format, *limit, *classes)
	}
	if code := c.Reject(
		cli.Forbid(*n > board.MaxN, "n = %d is outside 1..%d (--one prints one placement of a larger board)", *n, board.MaxN),
		cli.Forbid(*classes && *format != listing.ListSVG, "--classes draws boards: use it with --format svg")); code >= 0 {
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

// parseListSize parses list's -n: a board size of list (1..board.MaxN)
// or of list --one (1..judge.MaxPlacement); runList tells them apart.
func parseListSize(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, fmt.Errorf("%q is not a board size: want a whole number from 1 to %d", s, board.MaxN)
	}
	if n < 1 || n > judge.MaxPlacement {
		return 0, fmt.Errorf("n = %d is outside 1..%d (1..%d with --one)", n, board.MaxN, judge.MaxPlacement)
	}
	return n, nil
}

// listOne prints one placement of n queens, constructed and checked.
func listOne(c *command, n int, format listing.ListFormat, limit int64, classes bool) int {
	if code := c.Reject(
		cli.Forbid(format != listing.ListLines && format != listing.ListBoard, "--one prints --format lines or board, not %v", format),
		cli.Forbid(format == listing.ListBoard && n > maxOneBoard, "--one --format board draws boards up to n = %d (n² characters); use --format lines", maxOneBoard),
		cli.Forbid(limit != 0, "--one prints one placement: --limit does not apply"),
		cli.Forbid(classes, "--classes draws classes: not with --one"),
		cli.Forbid(!judge.HasPlacement(n), "no placement of %d queens exists on a %d×%d board (n = 2 and 3 have none)", n, n, n)); code >= 0 {
		return code
	}
	s, err := judge.Construct(n)
	if err == nil {
		// The construction is printed only once the linear check passes.
		err = judge.CheckPlacement(s)
	}
	if err != nil {
		return c.Fail(fmt.Errorf("the construction of n = %d: %w", n, err))
	}
	var buf []byte
	if format == listing.ListBoard {
		buf = board.AppendGrid(nil, s)
	} else {
		buf = board.AppendColumns(nil, s)
	}
	if _, err := c.Stdout.Write(buf); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}
