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
	// Columns, when not nil, are the columns of the text formats, in their
	// order (AllColumns lists them; ParseColumns reads a list). Nil means
	// the format's default (DefaultColumns).
	Columns []string
}

// AllColumns returns every column of the text formats, in the order of
// CSV and TSV.
func AllColumns() []string {
	return append(slices.Clone(columnOrder), ColConfirmed, ColWitnesses, ColUnits, ColPublished, ColSeconds, ColComplete, ColNote)
}

// DefaultColumns returns the columns format f writes when Options.Columns
// is nil: every one for CSV and TSV, which programs read; for Markdown,
// which people read, all but the long provenance columns confirmed and
// units (a row of n = 10 ran past 400 characters with them) and complete
// and note (an incomplete row's n says so).
func DefaultColumns(f Format) []string {
	cols := AllColumns()
	if f == Markdown {
		cols = slices.DeleteFunc(cols, func(c string) bool {
			return c == ColConfirmed || c == ColUnits || c == ColComplete || c == ColNote
		})
	}
	return cols
}

// ParseColumns reads a comma-separated list of columns, such as
// "n,total,confirmed", or "all" for every one: each a name of AllColumns,
// none twice.
func ParseColumns(s string) ([]string, error) {
	if strings.TrimSpace(s) == "all" {
		return AllColumns(), nil
	}
	if strings.TrimSpace(s) == "" {
		return nil, errors.New("no column given")
	}
	all := AllColumns()
	var cols []string
	for _, c := range strings.Split(s, ",") {
		c = strings.TrimSpace(c)
		switch {
		case c == "":
			return nil, errors.New("an empty column name")
		case !slices.Contains(all, c):
			return nil, fmt.Errorf("unknown column %q (want %s, or all)", c, strings.Join(all, ", "))
		case slices.Contains(cols, c):
			return nil, fmt.Errorf("column %q is given twice", c)
		}
		cols = append(cols, c)
	}
	return cols, nil
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

// columns returns the columns written, in order: Options.Columns or the
// format's default, without seconds for NoSeconds.
func (t *Writer) columns() []string {
	cols := t.opt.Columns
	if cols == nil {
		cols = DefaultColumns(t.opt.Format)
	}
	if t.opt.NoSeconds {
		cols = slices.DeleteFunc(slices.Clone(cols), func(c string) bool { return c == ColSeconds })
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
		cols := t.columns()
		if i := slices.Index(cols, ColN); i >= 0 && !r.Complete {
			cells[i] += " (incomplete)"
		}
		var b strings.Builder
		b.WriteString("|")
		for i, c := range cols {
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
// every empty cell).
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
	named := AllColumns()[:len(out)] // the columns of out, then seconds
	if !t.opt.NoSeconds {
		secs := ""
		if r.Seconds != nil {
			secs = seconds(*r.Seconds)
		}
		out = append(out, secs)
		named = append(named, ColSeconds)
	}
	// The note speaks of every column but itself and complete, chosen
	// or not.
	out = append(out, strconv.FormatBool(r.Complete), note(r, named, out))
	named = append(named, ColComplete, ColNote)
	cols := t.columns()
	cells := make([]string, len(cols))
	for i, c := range cols {
		cells[i] = out[slices.Index(named, c)]
		if cells[i] == "" && t.opt.Format == Markdown {
			cells[i] = "-"
		}
	}
	return cells
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
