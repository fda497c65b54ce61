package listing

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/dfs"
)

// ListFormat is a format of the listing of every solution (nqcheck list).
type ListFormat int

// The listing formats.
const (
	// ListLines is the 1-based columns of a solution a line.
	ListLines ListFormat = iota
	// ListCoords is the 0-based "(row col)" pairs of a solution a line,
	// with nothing between them, then the line "The total of N Queen's
	// solutions:X" (X the number listed).
	ListCoords
	// ListBoard is a grid of Q and . per solution, a blank line between
	// grids.
	ListBoard
	// ListSVG is one SVG document drawing the boards (SolutionSheet).
	ListSVG
)

var listFormatNames = [...]string{"lines", "coords", "board", "svg"}

// String returns the format's name as the command line spells it.
func (f ListFormat) String() string {
	if f >= 0 && int(f) < len(listFormatNames) {
		return listFormatNames[f]
	}
	return fmt.Sprintf("ListFormat(%d)", int(f))
}

// ParseListFormat returns the listing format named s.
func ParseListFormat(s string) (ListFormat, error) {
	for i, name := range listFormatNames {
		if s == name {
			return ListFormat(i), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q (want lines, coords, board or svg)", s)
}

// ctxEvery is how many solutions WriteList lists between two looks at its
// context.
const ctxEvery = 256

// WriteList writes the solutions of size n to out in lexicographic order
// and in format f, at most limit of them (limit > 0; 0 writes them all).
// The text formats stream through a buffer and stop at the first write
// error, or when ctx ends: then what was written is whole solutions,
// without the coords format's total line, and the error is ctx's cause.
// ListSVG is SolutionSheet, whose classes draws one board per symmetry
// class (the other formats take no classes).
func WriteList(ctx context.Context, out io.Writer, n int, f ListFormat, limit int64, classes bool) error {
	switch {
	case limit < 0:
		return fmt.Errorf("limit %d is negative", limit)
	case f == ListSVG:
		return SolutionSheet(ctx, out, n, limit, classes)
	case classes:
		return errors.New("classes are drawn as boards: only the svg format draws them")
	case f < 0 || f > ListSVG:
		return fmt.Errorf("unknown listing format %v", f)
	}
	w := bufio.NewWriterSize(out, 64<<10)
	var (
		count int64
		buf   []byte
		err   error
	)
	dfs.SolutionsIterative(n, func(s board.Solution) bool {
		switch buf = buf[:0]; f {
		case ListLines:
			buf = board.AppendColumns(buf, s)
		case ListCoords:
			buf = board.AppendCoords(buf, s)
		case ListBoard:
			if count > 0 {
				buf = append(buf, '\n')
			}
			buf = board.AppendGrid(buf, s)
		}
		if _, err = w.Write(buf); err != nil {
			return false
		}
		count++
		if count%ctxEvery == 0 && ctx.Err() != nil {
			err = ctx.Err()
			return false
		}
		return limit == 0 || count < limit
	})
	if err != nil && ctx.Err() != nil {
		// Stopped: the solutions written so far, whole, and no total.
		if ferr := w.Flush(); ferr != nil {
			return ferr
		}
		return context.Cause(ctx)
	}
	if err != nil {
		return err
	}
	if f == ListCoords {
		fmt.Fprintf(w, "The total of %d Queen's solutions:%d\n", n, count)
	}
	return w.Flush()
}

// WriteP1219 writes the answer of the P1219 task for size n to out: its
// first audit.P1219Shown solutions in lexicographic order, a line each as
// 1-based columns (from the search, dfs.First), then the number of
// solutions, counted as nqcheck count counts it (p1219Plan). Nothing is
// written when the count fails.
func WriteP1219(ctx context.Context, out io.Writer, n int) error {
	p, err := p1219Plan(n)
	if err != nil {
		return err
	}
	c, err := dfs.CountPlanned(ctx, p, dfs.CountOptions{})
	if err != nil {
		return err
	}
	var b []byte
	for _, s := range dfs.First(n, audit.P1219Shown) {
		b = board.AppendColumns(b, s)
	}
	b = strconv.AppendUint(b, c.Total, 10)
	_, err = out.Write(append(b, '\n'))
	return err
}

// p1219Plan returns the counting plan of P1219's total for size n: that of
// count's default method (countplan.Methods[0], the join counter), which
// counts n = 17 several times as fast as the bitmask search of dfs.Total.
func p1219Plan(n int) (*dfs.CountPlan, error) {
	p, _, err := countplan.Plan(countplan.Methods[0].Name, n)
	return p, err
}
