package table

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/reference"
)

// Column names, shared by every format and by the keys of Row.Confirmed.
const (
	// ColN is the board size.
	ColN = "n"
	// ColCount is the number of solutions.
	ColCount = "count"
	// ColClasses is the number of classes under the 8 symmetries.
	ColClasses = "classes"
	// ColFix90 is the number of solutions fixed by the 90° rotation.
	ColFix90 = "fix90"
	// ColFix180 is the number of solutions fixed by the 180° rotation.
	ColFix180 = "fix180"
	// ColRot90Classes is the number of classes with 90° symmetry.
	ColRot90Classes = "rot90_classes"
	// ColRot180Classes is the number of classes with 180° symmetry only.
	ColRot180Classes = "rot180_classes"
	// ColAsymClasses is the number of classes with no symmetry.
	ColAsymClasses = "asym_classes"
	// ColFirst is the lexicographically first solution.
	ColFirst = "first"
	// ColLast is the lexicographically last solution.
	ColLast = "last"
	// ColConfirmed lists the witnesses that confirmed each figure.
	ColConfirmed = "confirmed"
	// ColSeconds is the time spent on the row.
	ColSeconds = "seconds"
	// ColComplete is false for an interrupted row.
	ColComplete = "complete"
)

// Row holds the figures of one board size.
type Row struct {
	// N is the board size.
	N int
	// Total is the number of solutions.
	Total uint64
	// Classes is the number of classes under the 8 symmetries.
	Classes uint64
	// Fix90 is the number of solutions fixed by the 90° rotation.
	Fix90 uint64
	// Fix180 is the number of solutions fixed by the 180° rotation.
	Fix180 uint64
	// Rot90Classes, Rot180Classes and AsymClasses split Classes: classes
	// with 90° symmetry, with 180° symmetry only, and with none.
	Rot90Classes  uint64
	Rot180Classes uint64
	AsymClasses   uint64
	// First and Last are the lexicographically first and last solutions;
	// nil when there is none.
	First, Last board.Solution
	// Confirmed maps a column name to the witnesses that confirmed its
	// value, such as "dfs+sat".
	Confirmed map[string]string
	// Seconds is the time spent on the row.
	Seconds float64
	// Incomplete marks a row whose computation was interrupted: its
	// figures are partial.
	Incomplete bool
}

// ReferenceRow returns the figures of r that reference tables hold, for
// reference.Compare: solutions, classes and the solutions fixed by the 90°
// and 180° rotations. An incomplete row's figures are partial, so its
// Values are empty and nothing of it is compared.
func (r Row) ReferenceRow() reference.Row {
	out := reference.Row{N: r.N, Values: reference.Values{}}
	if !r.Incomplete {
		out.Values[reference.Total] = r.Total
		out.Values[reference.Classes] = r.Classes
		out.Values[reference.Fix90] = r.Fix90
		out.Values[reference.Fix180] = r.Fix180
	}
	return out
}

// SplitClasses splits the classes of board size n by symmetry, from the
// number of classes and of solutions fixed by the 90° and 180° rotations.
// A class with 90° symmetry holds 2 solutions, both fixed by the 90°
// rotation (for n = 1, one class of one solution); a class with 180°
// symmetry only holds 4, all fixed by the 180° rotation and none by the
// 90° one; every other class has no symmetry.
func SplitClasses(n int, classes, fix90, fix180 uint64) (rot90, rot180, asym uint64) {
	if n == 1 {
		rot90 = fix90
	} else {
		rot90 = fix90 / 2
	}
	rot180 = (fix180 - fix90) / 4
	return rot90, rot180, classes - rot90 - rot180
}

// Format is an output format.
type Format int

// The formats.
const (
	// Markdown is a GitHub-flavoured Markdown table.
	Markdown Format = iota
	// CSV is comma-separated values with a header row.
	CSV
	// TSV is tab-separated values with a header row.
	TSV
	// JSON is an array of objects, one per line.
	JSON
)

var formatNames = []string{"md", "csv", "tsv", "json"}

// String returns the format's name: md, csv, tsv or json.
func (f Format) String() string {
	if f < 0 || int(f) >= len(formatNames) {
		return "Format(" + strconv.Itoa(int(f)) + ")"
	}
	return formatNames[f]
}

// ParseFormat returns the format named s: md (or markdown), csv, tsv or
// json.
func ParseFormat(s string) (Format, error) {
	if s == "markdown" {
		return Markdown, nil
	}
	if i := slices.Index(formatNames, s); i >= 0 {
		return Format(i), nil
	}
	return 0, fmt.Errorf("unknown table format %q (want md, csv, tsv or json)", s)
}

// Options configure a Writer.
type Options struct {
	// Format is the output format.
	Format Format
	// NoSeconds leaves out the seconds column, for output that must not
	// depend on the machine.
	NoSeconds bool
}

// ErrClosed is returned by WriteRow and Close after Close.
var ErrClosed = errors.New("table: writer is closed")

// Writer writes a table row by row.
type Writer struct {
	w      io.Writer
	opt    Options
	csv    *csv.Writer
	rows   int
	header bool
	closed bool
}

// NewWriter returns a writer of a table to w. It writes nothing until the
// first WriteRow or Close.
func NewWriter(w io.Writer, opt Options) *Writer {
	t := &Writer{w: w, opt: opt}
	if opt.Format == CSV || opt.Format == TSV {
		t.csv = csv.NewWriter(w)
		if opt.Format == TSV {
			t.csv.Comma = '\t'
		}
	}
	return t
}

// columns returns the columns of the text formats, in order.
func (t *Writer) columns() []string {
	cols := append(slices.Clone(columnOrder), ColConfirmed)
	if !t.opt.NoSeconds {
		cols = append(cols, ColSeconds)
	}
	if t.opt.Format != Markdown {
		cols = append(cols, ColComplete)
	}
	return cols
}

// numeric reports whether a column holds numbers (right-aligned in
// Markdown).
func numeric(col string) bool {
	switch col {
	case ColFirst, ColLast, ColConfirmed, ColComplete:
		return false
	}
	return true
}

func (t *Writer) writeHeader() error {
	t.header = true
	cols := t.columns()
	switch t.opt.Format {
	case Markdown:
		var b strings.Builder
		b.WriteString("|")
		for _, c := range cols {
			b.WriteString(" " + c + " |")
		}
		b.WriteString("\n|")
		for _, c := range cols {
			dashes := strings.Repeat("-", len(c)+1)
			if numeric(c) {
				b.WriteString(dashes + ":|")
			} else {
				b.WriteString(":" + dashes + "|")
			}
		}
		b.WriteString("\n")
		_, err := io.WriteString(t.w, b.String())
		return err
	case CSV, TSV:
		t.csv.Write(cols)
		t.csv.Flush()
		return t.csv.Error()
	case JSON:
		_, err := io.WriteString(t.w, "[\n")
		return err
	}
	return fmt.Errorf("table: unknown format %v", t.opt.Format)
}

// WriteRow writes r, after the header when it is the first row.
func (t *Writer) WriteRow(r Row) error {
	if t.closed {
		return ErrClosed
	}
	if !t.header {
		if err := t.writeHeader(); err != nil {
			return err
		}
	}
	t.rows++
	switch t.opt.Format {
	case Markdown:
		cells := t.cells(r)
		if r.Incomplete {
			cells[0] += " (incomplete)"
		}
		var b strings.Builder
		b.WriteString("|")
		for i, c := range t.columns() {
			pad := strings.Repeat(" ", max(0, len(c)-len(cells[i])))
			if numeric(c) {
				b.WriteString(" " + pad + cells[i] + " |")
			} else {
				b.WriteString(" " + cells[i] + pad + " |")
			}
		}
		b.WriteString("\n")
		_, err := io.WriteString(t.w, b.String())
		return err
	case CSV, TSV:
		t.csv.Write(t.cells(r))
		t.csv.Flush()
		return t.csv.Error()
	case JSON:
		data, err := json.Marshal(t.jsonRow(r))
		if err != nil {
			return err
		}
		sep := "  "
		if t.rows > 1 {
			sep = ",\n  "
		}
		_, err = io.WriteString(t.w, sep+string(data))
		return err
	}
	return fmt.Errorf("table: unknown format %v", t.opt.Format)
}

// Close ends the table: it writes the header if no row came, and JSON's
// closing bracket. It does not close the underlying writer.
func (t *Writer) Close() error {
	if t.closed {
		return ErrClosed
	}
	if !t.header {
		if err := t.writeHeader(); err != nil {
			return err
		}
	}
	t.closed = true
	if t.opt.Format == JSON {
		end := "\n]\n"
		if t.rows == 0 {
			end = "]\n"
		}
		_, err := io.WriteString(t.w, end)
		return err
	}
	return nil
}

// cells returns the text of r's cells, in the order of columns.
func (t *Writer) cells(r Row) []string {
	u := func(v uint64) string { return strconv.FormatUint(v, 10) }
	out := []string{strconv.Itoa(r.N), u(r.Total), u(r.Classes), u(r.Fix90), u(r.Fix180),
		u(r.Rot90Classes), u(r.Rot180Classes), u(r.AsymClasses), solution(r.First), solution(r.Last),
		confirmed(r.Confirmed)}
	if !t.opt.NoSeconds {
		out = append(out, seconds(r.Seconds))
	}
	if t.opt.Format != Markdown {
		out = append(out, strconv.FormatBool(!r.Incomplete))
	}
	if t.opt.Format == Markdown {
		for i, c := range out {
			if c == "" {
				out[i] = "-"
			}
		}
	}
	return out
}

func solution(s board.Solution) string {
	if s == nil {
		return ""
	}
	return s.String()
}

func seconds(s float64) string {
	return strconv.FormatFloat(s, 'f', 3, 64)
}

// columnOrder lists the columns of the table up to last, in order: the
// first columns of every format, and the order of Confirmed's keys.
var columnOrder = []string{ColN, ColCount, ColClasses, ColFix90, ColFix180, ColRot90Classes, ColRot180Classes,
	ColAsymClasses, ColFirst, ColLast}

// confirmed formats m as "count,classes:dfs+sat fix90:dfs": the columns
// in table order (then other names sorted), those with the same witnesses
// grouped under the first of them.
func confirmed(m map[string]string) string {
	var keys, other []string
	for _, c := range columnOrder {
		if _, ok := m[c]; ok {
			keys = append(keys, c)
		}
	}
	for k := range m {
		if !slices.Contains(columnOrder, k) {
			other = append(other, k)
		}
	}
	slices.Sort(other)
	var groups []string           // witness sets, in order of first use
	cols := map[string][]string{} // witness set -> its columns
	for _, k := range append(keys, other...) {
		w := m[k]
		if _, ok := cols[w]; !ok {
			groups = append(groups, w)
		}
		cols[w] = append(cols[w], k)
	}
	parts := make([]string, 0, len(groups))
	for _, w := range groups {
		parts = append(parts, strings.Join(cols[w], ",")+":"+w)
	}
	return strings.Join(parts, " ")
}

// jsonRow is a row's JSON form; its field order is the column order.
type jsonRow struct {
	N             int               `json:"n"`
	Count         uint64            `json:"count"`
	Classes       uint64            `json:"classes"`
	Fix90         uint64            `json:"fix90"`
	Fix180        uint64            `json:"fix180"`
	Rot90Classes  uint64            `json:"rot90_classes"`
	Rot180Classes uint64            `json:"rot180_classes"`
	AsymClasses   uint64            `json:"asym_classes"`
	First         *string           `json:"first"`
	Last          *string           `json:"last"`
	Confirmed     map[string]string `json:"confirmed"`
	Seconds       *float64          `json:"seconds,omitempty"`
	Complete      bool              `json:"complete"`
}

func (t *Writer) jsonRow(r Row) jsonRow {
	opt := func(s board.Solution) *string {
		if s == nil {
			return nil
		}
		text := s.String()
		return &text
	}
	j := jsonRow{N: r.N, Count: r.Total, Classes: r.Classes, Fix90: r.Fix90, Fix180: r.Fix180,
		Rot90Classes: r.Rot90Classes, Rot180Classes: r.Rot180Classes, AsymClasses: r.AsymClasses,
		First: opt(r.First), Last: opt(r.Last), Confirmed: r.Confirmed, Complete: !r.Incomplete}
	if j.Confirmed == nil {
		j.Confirmed = map[string]string{}
	}
	if !t.opt.NoSeconds {
		s := float64(int64(r.Seconds*1000+0.5)) / 1000
		j.Seconds = &s
	}
	return j
}
