package table

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// Column names, shared by every format and by the keys of Row.Confirmed.
const (
	// ColN is the board size.
	ColN = "n"
	// ColTotal is the number of solutions.
	ColTotal = "total"
	// ColClasses is the number of classes under the 8 symmetries.
	ColClasses = "classes"
	// ColFix90 is the number of solutions fixed by the 90° rotation.
	ColFix90 = "fix90"
	// ColFix180 is the number of solutions fixed by the 180° rotation.
	ColFix180 = "fix180"
	// ColOrbits8 is the number of classes of 8 solutions (no symmetry).
	ColOrbits8 = "orbits_8"
	// ColOrbits4 is the number of classes of 4 solutions (180° symmetry
	// only).
	ColOrbits4 = "orbits_4"
	// ColOrbits2 is the number of classes of 2 solutions (90° symmetry).
	ColOrbits2 = "orbits_2"
	// ColOrbits1 is the number of classes of 1 solution (n = 1).
	ColOrbits1 = "orbits_1"
	// ColFirst is the lexicographically first solution.
	ColFirst = "first"
	// ColLast is the lexicographically last solution.
	ColLast = "last"
	// ColConfirmed lists the witnesses that confirmed each figure.
	ColConfirmed = "confirmed"
	// ColWitnesses names the row's two counters and their times.
	ColWitnesses = "witnesses"
	// ColUnits says how the two counters were compared: unit by unit, or
	// by their sums.
	ColUnits = "units"
	// ColPublished says whether the figures equal the published (OEIS)
	// values: "equal", "differs: COLUMNS", or empty beyond them.
	ColPublished = "oeis"
	// ColSeconds is the time spent on the row.
	ColSeconds = "seconds"
	// ColComplete is false for an interrupted row.
	ColComplete = "complete"
	// ColNote says why fields of a CSV or TSV row are empty (Markdown
	// prints "-" for them): an interrupted row's figures, a size with no
	// solution's first and last.
	ColNote = "note"
)

// ReferenceRow returns the known figures of r that reference tables
// hold, for reference.Compare: solutions, classes and the solutions fixed
// by the 90° and 180° rotations.
func ReferenceRow(r result.TableRow) reference.Row {
	return reference.KnownRow(r.N, r.Total, r.Classes, r.Fix90, r.Fix180)
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
	// JSON is the result.Envelope envelope of result.TableRow, which the
	// caller writes with result.Write; a Writer refuses it.
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
	cols := append(slices.Clone(columnOrder), ColConfirmed, ColWitnesses, ColUnits, ColPublished)
	if !t.opt.NoSeconds {
		cols = append(cols, ColSeconds)
	}
	if t.opt.Format != Markdown {
		cols = append(cols, ColComplete, ColNote)
	}
	return cols
}

// numeric reports whether a column holds numbers (right-aligned in
// Markdown).
func numeric(col string) bool {
	switch col {
	case ColFirst, ColLast, ColConfirmed, ColWitnesses, ColUnits, ColPublished, ColComplete, ColNote:
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
	}
	return fmt.Errorf("table: a Writer writes md, csv or tsv, not %v", t.opt.Format)
}

// WriteRow writes r, after the header when it is the first row.
func (t *Writer) WriteRow(r result.TableRow) error {
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
		if !r.Complete {
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
	return nil
}

// cells returns the text of r's cells, in the order of columns: an
// unknown figure is empty, the note says why (Markdown prints "-" for
// every empty cell and has no note).
func (t *Writer) cells(r result.TableRow) []string {
	var o [4]string
	if r.Orbits != nil {
		for i, v := range [4]uint64{r.Orbits.Eight, r.Orbits.Four, r.Orbits.Two, r.Orbits.One} {
			o[i] = strconv.FormatUint(v, 10)
		}
	}
	out := []string{strconv.Itoa(r.N), figure(r.Total), figure(r.Classes), figure(r.Fix90), figure(r.Fix180),
		o[0], o[1], o[2], o[3], solution(r.First), solution(r.Last), confirmed(r.Confirmed),
		witnessesCell(r.Witnesses), unitsCell(r.Units), publishedCell(r.Published)}
	if !t.opt.NoSeconds {
		secs := ""
		if r.Seconds != nil {
			secs = seconds(*r.Seconds)
		}
		out = append(out, secs)
	}
	if t.opt.Format != Markdown {
		return append(out, strconv.FormatBool(r.Complete), note(r, t.columns(), out))
	}
	for i, c := range out {
		if c == "" {
			out[i] = "-"
		}
	}
	return out
}

// figure is f's cell: its decimal value, empty when it is unknown.
func figure(f result.Figure) string {
	if v, ok := f.Value(); ok {
		return strconv.FormatUint(v, 10)
	}
	return ""
}

// note says why r's empty cells (of cols, the cells out) are empty: ""
// when none is.
func note(r result.TableRow, cols, out []string) string {
	if !r.Complete {
		return "interrupted: its figures are unknown"
	}
	var empty []string
	for i, c := range out {
		switch {
		case c != "", cols[i] == ColFirst, cols[i] == ColLast, cols[i] == ColPublished:
		case (cols[i] == ColWitnesses || cols[i] == ColUnits) && r.Units == nil && len(r.Witnesses) == 0:
			// A row of an older run or of the writer's tests: no
			// counters to name.
		default:
			empty = append(empty, cols[i])
		}
	}
	var why []string
	if v, ok := r.Total.Value(); ok && v == 0 {
		why = append(why, "no solution: no first or last")
	}
	if len(r.Published) == 0 {
		why = append(why, fmt.Sprintf("no published value for n = %d", r.N))
	}
	if len(empty) > 0 {
		why = append(why, "not computed: "+strings.Join(empty, ", "))
	}
	return strings.Join(why, "; ")
}

func solution(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

func seconds(s float64) string {
	return strconv.FormatFloat(s, 'f', 3, 64)
}

// columnOrder lists the columns of the table up to last, in order: the
// first columns of every format, and the order of Confirmed's keys.
var columnOrder = []string{ColN, ColTotal, ColClasses, ColFix90, ColFix180, ColOrbits8, ColOrbits4,
	ColOrbits2, ColOrbits1, ColFirst, ColLast}

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
