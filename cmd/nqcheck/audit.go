package main

import (
	"context"
	"fmt"
	"io"
	"iter"
	"os"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

func runAudit(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	nflag := fs.String("n", "", "board size of the audited output, 1 to 32 (required)")
	formatName := fs.String("format", "auto", "`format` of the output: lines (1-based columns, one solution per line, "+
		"optionally a last line with the total), p1219 (the first three solutions, then the total), "+
		"coords (0-based \"(row col)\" pairs, then \"The total of N Queen's solutions:X\"), or auto (detected from the first lines)")
	maxFindings := fs.Int("max-findings", 20, "list at most `K` findings; the summary still counts every finding by kind")
	htmlOut := fs.String("html", "", "also write an HTML page to `FILE`: each finding listed with its line and the line's board drawn")
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if *nflag == "" {
		return c.usageError(stderr, "-n is required: the board size of the audited output")
	}
	n, err := parseSize(*nflag)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	format, err := audit.ParseFormat(*formatName)
	if err != nil {
		return c.usageError(stderr, "--format: %v", err)
	}
	if *maxFindings < 0 {
		return c.usageError(stderr, "--max-findings: %d is negative", *maxFindings)
	}
	if fs.NArg() > 1 {
		return c.usageError(stderr, "unexpected argument %q: audit reads one file", fs.Arg(1))
	}
	in, name := c.stdin, "standard input"
	if path := fs.Arg(0); path != "" && path != "-" {
		f, err := os.Open(path)
		if err != nil {
			fmt.Fprintf(stderr, "nqcheck audit: cannot read the input: %v\n", err)
			return exitUsage
		}
		defer f.Close()
		in, name = f, path
	}
	var page *auditHTML
	if *htmlOut != "" {
		if page, in, err = newAuditHTML(*htmlOut, fs.Arg(0), in, args); err != nil {
			return c.fail(stderr, err)
		}
		defer page.close()
	}
	ctx := context.Background()
	rep, err := audit.Output(in, n, dfsReference(n), audit.Options{
		Format:      format,
		MaxFindings: *maxFindings,
		Total:       func() (int64, error) { return solutionCount(ctx, n) },
	})
	if audit.IsReadError(err) {
		fmt.Fprintf(stderr, "nqcheck audit: cannot read %s: %v\n", name, err)
		return exitUsage
	}
	if err != nil {
		return c.fail(stderr, err)
	}
	if err := rep.WriteText(stdout); err != nil {
		return c.fail(stderr, err)
	}
	if page != nil {
		if err := page.write(rep, stdout); err != nil {
			return c.fail(stderr, err)
		}
	}
	if !rep.Clean() {
		return exitMismatch
	}
	return exitOK
}

// dfsReference streams the solutions for board size n from the recursive
// search, in lexicographic order: the reference audits compare with.
func dfsReference(n int) iter.Seq[board.Solution] {
	return func(yield func(board.Solution) bool) {
		dfs.Solutions(n, yield)
	}
}
