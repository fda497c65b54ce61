package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/text"
)

// p1219MaxInput bounds what p1219 reads from standard input: one number
// and some white space fit many times over.
const p1219MaxInput = 4096

// maxToken is how much of a bad token an error message quotes.
const maxToken = 20

// p1219Shown is how many solutions the task prints.
const p1219Shown = 3

func runP1219(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q: the board size is read from standard input", fs.Arg(0))
	}
	data, err := io.ReadAll(io.LimitReader(c.Stdin, p1219MaxInput+1))
	if err != nil {
		return c.Usage("cannot read standard input: %v", err)
	}
	if len(data) > p1219MaxInput {
		return c.Usage("input is longer than %d bytes: want one integer n", p1219MaxInput)
	}
	n, err := parseP1219Input(data)
	if err != nil {
		return c.Usage("%v", err)
	}
	w := bufio.NewWriter(stdout)
	for _, s := range dfs.First(n, p1219Shown) {
		fmt.Fprintln(w, s)
	}
	if n >= countSlowFrom {
		fmt.Fprintf(stderr, "nqcheck p1219: warning: counting the solutions for n = %d will take very long\n", n)
	}
	total, err := solutionCount(context.Background(), n)
	if err != nil {
		return c.Fail(err)
	}
	fmt.Fprintln(w, total)
	if err := w.Flush(); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}

// parseP1219Input reads the task's input: exactly one integer n in
// 1..board.MaxN, surrounded by any white space.
func parseP1219Input(data []byte) (int, error) {
	fields := strings.Fields(string(data))
	switch {
	case len(fields) == 0:
		return 0, fmt.Errorf("empty input: want one integer n from 1 to %d", board.MaxN)
	case len(fields) > 1:
		return 0, fmt.Errorf("extra token %q after %q: want one integer n", text.Clip(fields[1], maxToken), text.Clip(fields[0], maxToken))
	}
	n, err := strconv.Atoi(fields[0])
	if err != nil {
		return 0, fmt.Errorf("%q is not an integer: want one integer n from 1 to %d", text.Clip(fields[0], maxToken), board.MaxN)
	}
	if n < 1 || n > board.MaxN {
		return 0, fmt.Errorf("n = %d is outside 1..%d", n, board.MaxN)
	}
	return n, nil
}

// solutionCount returns Q(n), the number of solutions for board size n,
// from the fastest correct counter in the tree, dfs.Count. Every command
// that needs a total calls this one function.
func solutionCount(ctx context.Context, n int) (int64, error) {
	c, err := dfs.Count(ctx, n, dfs.CountOptions{})
	if err != nil {
		return 0, err
	}
	if c.Total > math.MaxInt64 {
		return 0, fmt.Errorf("Q(%d) = %d does not fit in an int64", n, c.Total)
	}
	return int64(c.Total), nil
}
