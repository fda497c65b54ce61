package reference

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// The known value columns, named by their OEIS sequence.
const (
	// Total is A000170: the number of solutions on an n×n board.
	Total = "A000170"
	// Classes is A002562: the number of solutions up to the 8 symmetries
	// of the square.
	Classes = "A002562"
	// Fix180 is A032522: the number of solutions unchanged by the half
	// turn, a rotation by 180 degrees.
	Fix180 = "A032522"
	// Fix90 is A033148: the number of solutions unchanged by the quarter
	// turn, a rotation by 90 degrees.
	Fix90 = "A033148"
)

// NColumn is the name of the board-size column.
const NColumn = "n"

// known lists the known value columns in their usual order, that of their
// sequence numbers.
var known = []string{Total, Classes, Fix180, Fix90}

// figureNames maps the figure names of nqcheck's results (total, classes,
// fix90, fix180), which a header may use instead, to the columns.
var figureNames = map[string]string{"total": Total, "classes": Classes, "fix90": Fix90, "fix180": Fix180}

var meaning = map[string]string{
	Total:   "solutions",
	Classes: "classes under the 8 symmetries",
	Fix180:  "solutions fixed by the half turn",
	Fix90:   "solutions fixed by the quarter turn",
}

// Values maps a column name to a value.
type Values map[string]uint64

// Row holds the values of one board size.
type Row struct {
	// N is the board size.
	N int
	// Values holds the row's values by column name.
	Values Values
}

// KnownRow returns the row of board size n that holds the figures total,
// classes, fix90 and fix180 of nqcheck's results in their columns, an
// unknown figure left out: a computed row for Compare.
func KnownRow(n int, total, classes, fix90, fix180 result.Figure) Row {
	r := Row{N: n, Values: Values{}}
	for _, f := range [...]struct {
		col string
		c   result.Figure
	}{{Total, total}, {Classes, classes}, {Fix90, fix90}, {Fix180, fix180}} {
		if v, ok := f.c.Value(); ok {
			r.Values[f.col] = v
		}
	}
	return r
}

// Table is a parsed reference table.
type Table struct {
	// Columns lists the value columns of the header, in file order.
	Columns []string
	// Rows holds one row per board size, sorted by N. A row's Values
	// hold its non-empty cells.
	Rows []Row
	// Partial, when true, lets the table leave sizes out: Compare skips
	// a size with no values instead of reporting it (--expect-partial).
	Partial bool
}

// Covers reports whether the table has a value for board size n.
func (t *Table) Covers(n int) bool {
	vs, ok := t.Row(n)
	return ok && len(vs) > 0
}

// Row returns the values of board size n, and whether the table has a row
// for it.
func (t *Table) Row(n int) (Values, bool) {
	i, ok := slices.BinarySearchFunc(t.Rows, n, func(r Row, n int) int { return r.N - n })
	if !ok {
		return nil, false
	}
	return t.Rows[i].Values, true
}

// ParseError reports a malformed table.
type ParseError struct {
	// Line is the 1-based line number.
	Line int
	// Field is the 1-based tab-separated field of the line, 0 when the
	// error concerns the whole line.
	Field int
	// Column is the header name of that field, "" when unknown.
	Column string
	// Msg describes the fault.
	Msg string
}

// Error formats e as "line 5, column 2 (A000170): msg".
func (e *ParseError) Error() string {
	switch {
	case e.Field == 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	case e.Column == "":
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Field, e.Msg)
	}
	return fmt.Sprintf("line %d, column %d (%s): %s", e.Line, e.Field, e.Column, e.Msg)
}

// MaxSize bounds the size of a reference table in bytes, MaxLine the
// length of one of its lines: a table of every board size with long
// comments is far smaller.
const (
	MaxSize = 1 << 20
	MaxLine = 64 << 10
)

// Quoted is how many bytes of a bad field an error quotes.
const Quoted = 80

// Parse reads a reference table. Fields are separated by single tabs;
// spaces around a field are ignored; a line may end in "\r\n". A header
// may name a column by its OEIS sequence or by the figure's name in
// nqcheck's results: total, classes, fix90, fix180. The input is read
// within MaxSize bytes and lines of at most MaxLine; an error quotes at
// most Quoted bytes of a field.
func Parse(r io.Reader) (*Table, error) {
	data, err := bound.ReadAll(r, MaxLine, MaxSize)
	if err != nil {
		return nil, err
	}
	t := &Table{}
	var header []string // every field name, n included
	nField := -1
	seen := map[int]int{} // board size -> line
	// A UTF-8 byte order mark, as some editors write, is not part of the
	// first line.
	lines := strings.Split(strings.TrimPrefix(string(data), "\ufeff"), "\n")
	for i, line := range lines {
		lineNo := i + 1
		line = strings.TrimSuffix(line, "\r")
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		for j := range fields {
			fields[j] = strings.TrimSpace(fields[j])
		}
		if header == nil {
			if nField, err = parseHeader(lineNo, fields, t); err != nil {
				return nil, err
			}
			header = fields
			continue
		}
		if len(fields) != len(header) {
			return nil, &ParseError{Line: lineNo, Msg: fmt.Sprintf("%d fields, the header has %d", len(fields), len(header))}
		}
		row := Row{N: -1, Values: Values{}}
		for j, f := range fields {
			cellErr := func(msg string) error {
				return &ParseError{Line: lineNo, Field: j + 1, Column: header[j], Msg: msg}
			}
			if j == nField {
				n, err := strconv.Atoi(f)
				if err != nil || n < 0 || strings.HasPrefix(f, "+") {
					return nil, cellErr(fmt.Sprintf("%q is not a board size", text.Clip(f, Quoted)))
				}
				if n < 1 || n > board.MaxN {
					return nil, cellErr(fmt.Sprintf("n = %d is outside 1..%d", n, board.MaxN))
				}
				if prev, dup := seen[n]; dup {
					return nil, cellErr(fmt.Sprintf("n = %d is given twice (first on line %d)", n, prev))
				}
				seen[n] = lineNo
				row.N = n
				continue
			}
			if f == "" {
				continue
			}
			v, err := strconv.ParseUint(f, 10, 64)
			if err != nil {
				return nil, cellErr(fmt.Sprintf("%q is not a non-negative integer", text.Clip(f, Quoted)))
			}
			row.Values[header[j]] = v
		}
		t.Rows = append(t.Rows, row)
	}
	if header == nil {
		return nil, &ParseError{Line: len(lines), Msg: "no header row"}
	}
	slices.SortFunc(t.Rows, func(a, b Row) int { return a.N - b.N })
	return t, nil
}

// parseHeader checks the header fields, records the value columns in t and
// returns the index of the n column.
func parseHeader(lineNo int, fields []string, t *Table) (int, error) {
	nField := -1
	at := map[string]int{}
	for j, f := range fields {
		fieldErr := func(msg string) error {
			return &ParseError{Line: lineNo, Field: j + 1, Msg: msg}
		}
		if f == "" {
			return -1, fieldErr("empty column name")
		}
		if c, ok := figureNames[f]; ok {
			fields[j], f = c, c
		}
		if prev, dup := at[f]; dup {
			return -1, fieldErr(fmt.Sprintf("column %q is given twice (first as column %d)", text.Clip(f, Quoted), prev+1))
		}
		at[f] = j
		switch {
		case f == NColumn:
			nField = j
		case meaning[f] != "":
			t.Columns = append(t.Columns, f)
		default:
			return -1, fieldErr(fmt.Sprintf("unknown column %q (want n, %s, or total, classes, fix90, fix180)", text.Clip(f, Quoted), strings.Join(known, ", ")))
		}
	}
	if nField < 0 {
		return -1, &ParseError{Line: lineNo, Msg: `the header has no "n" column`}
	}
	return nField, nil
}

// Diff is one difference between a reference value and a computed one.
type Diff struct {
	// N is the board size.
	N int
	// Column is the column of the value, such as "A000170".
	Column string
	// Expected is the reference value.
	Expected uint64
	// Got is the computed value.
	Got uint64
	// Uncovered is true when the table has no value for the size at
	// all; Column, Expected and Got are then empty.
	Uncovered bool
}

// String formats d as "n = 8: A000170 expected 92, got 91", or, for a
// size the table does not cover, "n = 9: the reference table has no
// value for this size".
func (d Diff) String() string {
	if d.Uncovered {
		return fmt.Sprintf("n = %d: the reference table has no value for this size", d.N)
	}
	return fmt.Sprintf("n = %d: %s expected %d, got %d", d.N, d.Column, d.Expected, d.Got)
}

// Compare compares computed rows with the reference table and returns every
// difference: for each row of got, in order, and each known column in the
// order Total, Classes, Fix180, Fix90, where both the row and the reference have a value and
// the two differ. A size the table has no value for is one Diff with
// Uncovered set, unless the table is Partial. Single values the reference
// lacks are not compared, nor are names that are not known columns.
func Compare(ref *Table, got []Row) []Diff {
	var out []Diff
	for _, r := range got {
		want, ok := ref.Row(r.N)
		if !ok || len(want) == 0 {
			if !ref.Partial {
				out = append(out, Diff{N: r.N, Uncovered: true})
			}
			continue
		}
		for _, c := range known {
			g, have := r.Values[c]
			e, ok := want[c]
			if have && ok && e != g {
				out = append(out, Diff{N: r.N, Column: c, Expected: e, Got: g})
			}
		}
	}
	return out
}

// ReadFile parses the table in the file at path; an error names the file.
func ReadFile(path string) (*Table, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := Parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}
