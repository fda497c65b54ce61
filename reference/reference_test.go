package reference

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

// The published values, n = 1..12 for the symmetric search.
var (
	oeisTotal   = uint64s(oeis.Q[:12])
	oeisClasses = uint64s(oeis.Classes[:12])
	oeisFix180  = uint64s(oeis.Fix180[:12])
	oeisFix90   = uint64s(oeis.Fix90[:12])
)

func uint64s(xs []int) []uint64 {
	out := make([]uint64, len(xs))
	for i, x := range xs {
		out[i] = uint64(x)
	}
	return out
}

// write writes t as a table that Parse reads back: the header "n" and
// t.Columns, then one line per row, an empty cell for a missing value.
func write(t *Table) string {
	var b strings.Builder
	b.WriteString(NColumn)
	for _, c := range t.Columns {
		b.WriteString("\t" + c)
	}
	b.WriteByte('\n')
	for _, r := range t.Rows {
		b.WriteString(strconv.Itoa(r.N))
		for _, c := range t.Columns {
			b.WriteByte('\t')
			if v, ok := r.Values[c]; ok {
				b.WriteString(strconv.FormatUint(v, 10))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// lookup returns the value of column for board size n in t, and whether
// t has one.
func lookup(t *Table, n int, column string) (uint64, bool) {
	vs, ok := t.Row(n)
	if !ok {
		return 0, false
	}
	v, ok := vs[column]
	return v, ok
}

// readPublished parses the module's one file of published values afresh
// (Published shares one parse).
func readPublished(t *testing.T) *Table {
	t.Helper()
	tab, err := Parse(strings.NewReader(oeis.TSV))
	if err != nil {
		t.Fatalf("internal/oeis published.tsv: %v", err)
	}
	return tab
}

// pubAsym is A260320, the classes without symmetry, n = 1..26, from the
// OEIS data section: a check of A032522 that does not go through A002562
// (whose last terms the OEIS derived from Burnside's lemma itself), and
// the only published sequence the module holds outside its file.
var pubAsym = []uint64{0, 0, 0, 0, 1, 0, 4, 11, 42, 89, 329, 1765, 9197, 45647, 284743, 1846189,
	11975869, 83259065, 621001708, 4878630533, 39333230881, 336375931369, 3029241762900,
	28439270037332, 275986675209470, 2789712437580722}

// burnside reports whether one row's figures satisfy Burnside's lemma:
// the 8 symmetries of the square fix, on average, as many solutions as
// there are classes. The half turn fixes A032522, each quarter turn
// A033148; for n >= 2 no reflection fixes a solution, for n = 1 each of
// the 4 fixes the one solution.
func burnside(n int, v Values) bool {
	fixed := v[Total] + v[Fix180] + 2*v[Fix90]
	if n == 1 {
		fixed += 4 * v[Total]
	}
	return fixed == 8*v[Classes]
}

// TestTableFile checks the module's file of published values: its columns
// and rows, Burnside's lemma on every row, A032522 against A260320, and
// the symmetric counts of 12 < n <= 17 against an exact search of their
// own.
func TestTableFile(t *testing.T) {
	tab := readPublished(t)
	if want := []string{Total, Classes, Fix180, Fix90}; !reflect.DeepEqual(tab.Columns, want) {
		t.Fatalf("columns = %v, want %v", tab.Columns, want)
	}
	if len(tab.Rows) != 27 {
		t.Fatalf("%d rows, want 27", len(tab.Rows))
	}
	for i, row := range tab.Rows {
		n := i + 1
		t.Run("n"+strconv.Itoa(n), func(t *testing.T) {
			v := row.Values
			if row.N != n {
				t.Fatalf("row %d is for n = %d", i+1, row.N)
			}
			if !burnside(n, v) {
				t.Errorf("Burnside: %d + %d + 2·%d != 8·%d", v[Total], v[Fix180], v[Fix90], v[Classes])
			}
			// A class without symmetry has 8 boards, none fixed by the
			// half turn; every other class's boards are all fixed by it
			// (n >= 2).
			if n >= 2 && i < len(pubAsym) && v[Fix180] != v[Total]-8*pubAsym[i] {
				t.Errorf("A032522 %d, but A000170 - 8·A260320 = %d", v[Fix180], v[Total]-8*pubAsym[i])
			}
			if n > 12 && n <= 17 {
				if got := (Values{Fix90: countFixed(n, 1), Fix180: countFixed(n, 2)}); got[Fix90] != v[Fix90] || got[Fix180] != v[Fix180] {
					t.Errorf("symmetric search: %v", got)
				}
			}
		})
	}
	// A labelling that swaps the two rotations fails the lemma: the check
	// tells them apart (n = 8: 92 + 0 + 2·4 is not 8·12).
	if burnside(8, Values{Total: 92, Classes: 12, Fix180: 0, Fix90: 4}) {
		t.Error("Burnside holds with the rotations swapped at n = 8")
	}
}

// TestSymmetricSearch checks countFixed against the published values and,
// for small boards, against a full search filtered by package board.
func TestSymmetricSearch(t *testing.T) {
	for i := range oeisFix90 {
		n := i + 1
		t.Run("n"+strconv.Itoa(n), func(t *testing.T) {
			if got := countFixed(n, 1); got != oeisFix90[i] {
				t.Errorf("fix90 = %d, want %d", got, oeisFix90[i])
			}
			if got := countFixed(n, 2); got != oeisFix180[i] {
				t.Errorf("fix180 = %d, want %d", got, oeisFix180[i])
			}
			if n > 10 {
				return
			}
			var total, classes, fix90, fix180 uint64
			for _, s := range dfs.All(n) {
				total++
				if c, _ := board.Canonical(s); board.Compare(c, s) == 0 {
					classes++
				}
				if board.Compare(board.Rot90.Apply(s), s) == 0 {
					fix90++
				}
				if board.Compare(board.Rot180.Apply(s), s) == 0 {
					fix180++
				}
			}
			got := []uint64{total, classes, fix90, fix180}
			want := []uint64{oeisTotal[i], oeisClasses[i], countFixed(n, 1), countFixed(n, 2)}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("full search (total, classes, fix90, fix180) = %v, want %v", got, want)
			}
		})
	}
}

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		text string
		want *Table
		err  *ParseError // nil: no error
	}{
		{"all columns", "n\tA000170\tA002562\tA032522\tA033148\n8\t92\t12\t4\t0\n",
			&Table{Columns: []string{Total, Classes, Fix180, Fix90}, Rows: []Row{{8, Values{Total: 92, Classes: 12, Fix180: 4, Fix90: 0}}}}, nil},
		{"some columns, any order", "A002562\tn\n12\t8\n1\t1\n",
			&Table{Columns: []string{Classes}, Rows: []Row{{1, Values{Classes: 1}}, {8, Values{Classes: 12}}}}, nil},
		{"comments, blanks, CRLF, spaces", "# header next\r\n\r\nn\t A000170 \r\n  # eight\r\n8\t 92\r\n\n",
			&Table{Columns: []string{Total}, Rows: []Row{{8, Values{Total: 92}}}}, nil},
		{"empty cell", "n\tA000170\tA032522\n20\t39029188884\t\n",
			&Table{Columns: []string{Total, Fix180}, Rows: []Row{{20, Values{Total: 39029188884}}}}, nil},
		{"only n", "n\n4\n", &Table{Rows: []Row{{4, Values{}}}}, nil},
		{"header only", "n\tA000170\n", &Table{Columns: []string{Total}}, nil},
		{"byte order mark", "\ufeffn\tA000170\n8\t92\n", &Table{Columns: []string{Total}, Rows: []Row{{8, Values{Total: 92}}}}, nil},
		{"largest n", "n\n32\n", &Table{Rows: []Row{{32, Values{}}}}, nil},
		{"largest value", "n\tA000170\n1\t18446744073709551615\n",
			&Table{Columns: []string{Total}, Rows: []Row{{1, Values{Total: 1<<64 - 1}}}}, nil},

		{"empty input", "", nil, &ParseError{Line: 1, Msg: "no header row"}},
		{"comments only", "# x\n# y\n", nil, &ParseError{Line: 3, Msg: "no header row"}},
		{"unknown column", "n\tA000170\tsolutions\n", nil,
			&ParseError{Line: 1, Field: 3, Msg: `unknown column "solutions" (want n, A000170, A002562, A032522, A033148, or total, classes, fix90, fix180)`}},
		{"no n column", "A000170\n92\n", nil, &ParseError{Line: 1, Msg: `the header has no "n" column`}},
		{"column twice", "n\tA000170\tA000170\n", nil,
			&ParseError{Line: 1, Field: 3, Msg: `column "A000170" is given twice (first as column 2)`}},
		{"empty column name", "n\t\tA000170\n", nil, &ParseError{Line: 1, Field: 2, Msg: "empty column name"}},
		{"bad cell", "n\tA000170\tA002562\n8\t92\t12\n9\t352\tx46\n", nil,
			&ParseError{Line: 3, Field: 3, Column: Classes, Msg: `"x46" is not a non-negative integer`}},
		{"negative cell", "n\tA000170\n8\t-92\n", nil,
			&ParseError{Line: 2, Field: 2, Column: Total, Msg: `"-92" is not a non-negative integer`}},
		{"plus sign", "n\tA000170\n8\t+92\n", nil,
			&ParseError{Line: 2, Field: 2, Column: Total, Msg: `"+92" is not a non-negative integer`}},
		{"overflow", "n\tA000170\n8\t18446744073709551616\n", nil,
			&ParseError{Line: 2, Field: 2, Column: Total, Msg: `"18446744073709551616" is not a non-negative integer`}},
		{"bad n", "n\tA000170\neight\t92\n", nil, &ParseError{Line: 2, Field: 1, Column: "n", Msg: `"eight" is not a board size`}},
		{"empty n", "n\tA000170\n\t92\n", nil, &ParseError{Line: 2, Field: 1, Column: "n", Msg: `"" is not a board size`}},
		{"negative n", "A000170\tn\n92\t-8\n", nil, &ParseError{Line: 2, Field: 2, Column: "n", Msg: `"-8" is not a board size`}},
		{"n zero", "n\tA000170\n8\t92\n0\t1\n", nil, &ParseError{Line: 3, Field: 1, Column: "n", Msg: "n = 0 is outside 1..32"}},
		{"n too big", "n\tA000170\n# next\n33\t1\n", nil, &ParseError{Line: 3, Field: 1, Column: "n", Msg: "n = 33 is outside 1..32"}},
		{"n twice", "n\tA000170\n8\t92\n\n8\t92\n", nil,
			&ParseError{Line: 4, Field: 1, Column: "n", Msg: "n = 8 is given twice (first on line 2)"}},
		{"too few fields", "n\tA000170\tA002562\n8\t92\n", nil, &ParseError{Line: 2, Msg: "2 fields, the header has 3"}},
		{"too many fields", "n\tA000170\n8\t92\t12\n", nil, &ParseError{Line: 2, Msg: "3 fields, the header has 2"}},
		{"spaces are not tabs", "n A000170\n", nil,
			&ParseError{Line: 1, Field: 1, Msg: `unknown column "n A000170" (want n, A000170, A002562, A032522, A033148, or total, classes, fix90, fix180)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse(strings.NewReader(tt.text))
			if tt.err != nil {
				var pe *ParseError
				if !errors.As(err, &pe) {
					t.Fatalf("Parse = %v, %v; want *ParseError %v", got, err, tt.err)
				}
				if *pe != *tt.err {
					t.Fatalf("error = %#v, want %#v", pe, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Parse = %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestParseErrorString(t *testing.T) {
	tests := []struct {
		name string
		err  ParseError
		want string
	}{
		{"line", ParseError{Line: 4, Msg: "m"}, "line 4: m"},
		{"field", ParseError{Line: 1, Field: 3, Msg: "m"}, "line 1, column 3: m"},
		{"cell", ParseError{Line: 9, Field: 2, Column: Total, Msg: "m"}, "line 9, column 2 (A000170): m"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestRow looks values up by board size and column.
func TestRow(t *testing.T) {
	tab := readPublished(t)
	tests := []struct {
		name   string
		n      int
		column string
		want   uint64
		ok     bool
	}{
		{"first", 1, Total, 1, true},
		{"zero value", 2, Total, 0, true},
		{"middle", 8, Classes, 12, true},
		{"last", 27, Total, 234907967154122528, true},
		{"half turn", 17, Fix180, 8152, true},
		{"quarter turn", 17, Fix90, 128, true},
		{"no row", 28, Total, 0, false},
		{"no such column", 8, "A999999", 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := lookup(tab, tt.n, tt.column)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Row(%d)[%s] = %d, %v; want %d, %v", tt.n, tt.column, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestCompare(t *testing.T) {
	ref := &Table{Columns: []string{Total, Classes, Fix90}, Rows: []Row{
		{4, Values{Total: 2, Classes: 1, Fix90: 2}},
		{8, Values{Total: 92, Classes: 12}}, // no Fix90 value
	}}
	tests := []struct {
		name string
		got  []Row
		want []Diff
	}{
		{"agree", []Row{{8, Values{Total: 92, Classes: 12}}, {4, Values{Total: 2}}}, nil},
		{"no rows", nil, nil},
		{"one difference", []Row{{8, Values{Total: 91, Classes: 12}}}, []Diff{{8, Total, 92, 91, false}}},
		{"every difference in row, then column order",
			[]Row{{8, Values{Classes: 11, Total: 93}}, {4, Values{Fix90: 0, Total: 3, Classes: 1}}},
			[]Diff{{8, Total, 92, 93, false}, {8, Classes, 12, 11, false}, {4, Total, 2, 3, false}, {4, Fix90, 2, 0, false}}},
		{"no reference row", []Row{{9, Values{Total: 1}}}, []Diff{{N: 9, Uncovered: true}}},
		{"no reference value", []Row{{8, Values{Fix90: 5}}}, nil},
		{"column not in the reference", []Row{{4, Values{Fix180: 7}}}, nil},
		{"unknown name", []Row{{4, Values{"solutions": 7}}}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := []Row{}
			for _, r := range tt.got {
				vs := Values{}
				for k, v := range r.Values {
					vs[k] = v
				}
				before = append(before, Row{r.N, vs})
			}
			diffs := Compare(ref, tt.got)
			if !reflect.DeepEqual(diffs, tt.want) {
				t.Errorf("Compare = %v, want %v", diffs, tt.want)
			}
			for i, r := range tt.got {
				if !reflect.DeepEqual(r, before[i]) {
					t.Errorf("Compare changed its input row %d: %v, was %v", i, r, before[i])
				}
			}
		})
	}
}

func TestDiffString(t *testing.T) {
	d := Diff{N: 8, Column: Total, Expected: 92, Got: 91}
	if got, want := d.String(), "n = 8: A000170 expected 92, got 91"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	d = Diff{N: 9, Uncovered: true}
	if got, want := d.String(), "n = 9: the reference table has no value for this size"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// TestComparePartial: a size the table does not cover (no row, or a row
// of empty cells) is a difference, unless the table is partial.
func TestComparePartial(t *testing.T) {
	t.Parallel()
	ref := &Table{Columns: []string{Total}, Rows: []Row{{8, Values{Total: 92}}, {10, Values{}}}}
	got := []Row{{8, Values{Total: 92}}, {9, Values{Total: 352}}, {10, Values{Total: 724}}}
	want := []Diff{{N: 9, Uncovered: true}, {N: 10, Uncovered: true}}
	if d := Compare(ref, got); !reflect.DeepEqual(d, want) {
		t.Errorf("Compare = %v, want %v", d, want)
	}
	if !ref.Covers(8) || ref.Covers(9) || ref.Covers(10) {
		t.Errorf("Covers(8, 9, 10) = %v, %v, %v; want true, false, false", ref.Covers(8), ref.Covers(9), ref.Covers(10))
	}
	ref.Partial = true
	if d := Compare(ref, got); d != nil {
		t.Errorf("partial: Compare = %v, want none", d)
	}
}

func TestWriteRoundTrip(t *testing.T) {
	tab := readPublished(t)
	text := write(tab)
	back, err := Parse(strings.NewReader(text))
	if err != nil {
		t.Fatalf("Parse(write(t)): %v\n%s", err, text)
	}
	if !reflect.DeepEqual(back, tab) {
		t.Errorf("Parse(write(t)) = %v, want %v", back, tab)
	}
}

// FuzzParse checks that Parse never panics, that its errors are
// *ParseErrors with a line, and that whatever it accepts survives a
// round trip through write and Parse.
func FuzzParse(f *testing.F) {
	f.Add(oeis.TSV)
	f.Add("n\tA000170\n8\t92\n")
	f.Add("A002562\tn\n12\t8\n\t1\n")
	f.Add("n\tA032522\n20\t\n")
	f.Add("# c\r\nn\r\n1\r\n")
	f.Add("n\tA000170\n8\t-1\n")
	f.Fuzz(func(t *testing.T, text string) {
		tab, err := Parse(strings.NewReader(text))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line < 1 {
				t.Fatalf("error %v is not a *ParseError with a line", err)
			}
			return
		}
		again := write(tab)
		back, err := Parse(strings.NewReader(again))
		if err != nil {
			t.Fatalf("Parse(write(t)): %v\n%q", err, again)
		}
		if !reflect.DeepEqual(back, tab) {
			t.Fatalf("round trip: %#v, want %#v", back, tab)
		}
	})
}

// TestParseFigureNames checks that a header may use the results' figure
// names, and that a name given both ways is a repeat.
func TestParseFigureNames(t *testing.T) {
	t.Parallel()
	tab, err := Parse(strings.NewReader("n\ttotal\tclasses\tfix90\tfix180\n8\t92\t12\t0\t4\n"))
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := lookup(tab, 8, Total); !ok || v != 92 {
		t.Fatalf("total %d, %v", v, ok)
	}
	if v, ok := lookup(tab, 8, Fix180); !ok || v != 4 {
		t.Fatalf("fix180 %d, %v", v, ok)
	}
	if _, err := Parse(strings.NewReader("n\ttotal\tA000170\n")); err == nil || !strings.Contains(err.Error(), "given twice") {
		t.Fatalf("err %v", err)
	}
}

// TestKnownRow puts each known figure in its column and leaves an
// unknown one out.
func TestKnownRow(t *testing.T) {
	t.Parallel()
	got := KnownRow(8, result.Known(92), result.Known(12), result.Figure{}, result.Known(4))
	want := Row{N: 8, Values: Values{Total: 92, Classes: 12, Fix180: 4}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("KnownRow = %v, want %v", got, want)
	}
}
