package main

import (
	"bufio"
	"context"
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/report"
)

func runList(c *command, args []string) int {
	stdout := c.Stdout
	fs := c.FlagSet()
	nflag := fs.String("n", "8", "board size, 1 to 32")
	format := fs.String("format", "lines", "output `format`: lines (1-based columns, one solution per line), "+
		"coords (0-based \"(row col)\" pairs with nothing between them, one solution per line, then the line \"The total of N Queen's solutions:X\"), "+
		"board (a grid of Q and ., a blank line between boards), or svg (one SVG document drawing the boards)")
	classes := fs.Bool("classes", false, "with --format svg, draw one representative per symmetry class (its smallest member), "+
		"with its orbit size and the rotations that fix it")
	limit := fs.Int("limit", 0, "stop after `K` solutions; 0 lists them all. In the coords format the total line then "+
		"gives the number of solutions listed, not Q(N)")
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
	var write func(buf []byte, i int64, s board.Solution) []byte
	switch *format {
	case "lines":
		write = writeLines
	case "coords":
		write = writeCoords
	case "board":
		write = writeBoard
	case "svg":
	default:
		return c.Usage("--format: unknown format %q (want lines, coords, board or svg)", *format)
	}
	if *limit < 0 {
		return c.Usage("--limit: %d is negative (0 lists every solution)", *limit)
	}
	if *classes && *format != "svg" {
		return c.Usage("--classes draws boards: use it with --format svg")
	}
	if *format == "svg" {
		if err := report.SolutionSheet(context.Background(), stdout, n, int64(*limit), *classes); err != nil {
			return c.Fail(err)
		}
		return cli.ExitOK
	}
	if err := listSolutions(stdout, n, int64(*limit), *format, write); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}

// listSolutions streams the solutions for board size n to out through a
// buffered writer, each formatted by write, and in the coords format the
// total line after them. It stops at the first write error or after limit
// solutions (limit > 0).
func listSolutions(out io.Writer, n int, limit int64, format string,
	write func(buf []byte, i int64, s board.Solution) []byte) error {
	w := bufio.NewWriterSize(out, 64<<10)
	var (
		count int64
		buf   []byte
		err   error
	)
	dfs.SolutionsIterative(n, func(s board.Solution) bool {
		buf = write(buf[:0], count, s)
		if _, err = w.Write(buf); err != nil {
			return false
		}
		count++
		return limit == 0 || count < limit
	})
	if err != nil {
		return err
	}
	if format == "coords" {
		fmt.Fprintf(w, "The total of %d Queen's solutions:%d\n", n, count)
	}
	return w.Flush()
}

// writeLines, writeCoords and writeBoard format solution i (0-based) of
// the lines, coords and board formats; boards are separated by a blank
// line.
func writeLines(buf []byte, _ int64, s board.Solution) []byte  { return board.AppendColumns(buf, s) }
func writeCoords(buf []byte, _ int64, s board.Solution) []byte { return board.AppendCoords(buf, s) }
func writeBoard(buf []byte, i int64, s board.Solution) []byte {
	if i > 0 {
		buf = append(buf, '\n')
	}
	return board.AppendGrid(buf, s)
}
