package table

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/reference"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// Published values (OEIS A000170, A002562, A032522, A033148), n = 1..10.
var (
	oeisTotal   = oeis.Uint64(oeis.Q[:10])
	oeisClasses = oeis.Uint64(oeis.Classes[:10])
	oeisFix90   = oeis.Uint64(oeis.Fix90[:10])
	oeisFix180  = oeis.Uint64(oeis.Fix180[:10])
)

// exactRow computes the row of n from every solution: classes and their
// split from the orbit sizes of package board, the fixed solutions by
// applying the rotations, the first and last solutions by comparison.
func exactRow(t *testing.T, n int) Row {
	t.Helper()
	r := Row{N: n}
	for _, s := range dfs.All(n) {
		r.Total++
		if r.First == nil || board.Compare(s, r.First) < 0 {
			r.First = s
		}
		if r.Last == nil || board.Compare(s, r.Last) > 0 {
			r.Last = s
		}
		if board.Compare(board.Rot90.Apply(s), s) == 0 {
			r.Fix90++
		}
		if board.Compare(board.Rot180.Apply(s), s) == 0 {
			r.Fix180++
		}
		c, orbit := board.Canonical(s)
		if board.Compare(c, s) != 0 {
			continue
		}
		r.Classes++
		switch orbit {
		case 8:
			r.AsymClasses++
		case 4:
			r.Rot180Classes++
		default: // 2, or 1 for n = 1: fixed by the 90° rotation
			r.Rot90Classes++
		}
	}
	i := n - 1
	got := []uint64{r.Total, r.Classes, r.Fix90, r.Fix180}
	want := []uint64{oeisTotal[i], oeisClasses[i], oeisFix90[i], oeisFix180[i]}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("n = %d: computed (count, classes, fix90, fix180) = %v, OEIS has %v", n, got, want)
	}
	r.Confirmed = map[string]string{ColCount: "dfs+oeis", ColClasses: "dfs+oeis", ColFix90: "dfs+oeis", ColFix180: "dfs+oeis"}
	return r
}

func exactRows(t *testing.T) []Row {
	var rows []Row
	for n := 1; n <= 10; n++ {
		rows = append(rows, exactRow(t, n))
	}
	return rows
}

func render(t *testing.T, opt Options, rows []Row) string {
	t.Helper()
	var b bytes.Buffer
	w := NewWriter(&b, opt)
	for _, r := range rows {
		if err := w.WriteRow(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestGolden(t *testing.T) {
	rows := exactRows(t)
	for _, f := range []Format{Markdown, CSV, TSV, JSON} {
		t.Run(f.String(), func(t *testing.T) {
			got := render(t, Options{Format: f, NoSeconds: true}, rows)
			golden := filepath.Join("testdata", "n1-10."+f.String())
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s (go test -update rewrites it)\ngot:\n%s\nwant:\n%s", golden, got, want)
			}
		})
	}
}

func TestSplitClasses(t *testing.T) {
	for n := 1; n <= 10; n++ {
		t.Run("n"+strconv.Itoa(n), func(t *testing.T) {
			r := exactRow(t, n)
			rot90, rot180, asym := SplitClasses(n, r.Classes, r.Fix90, r.Fix180)
			got := []uint64{rot90, rot180, asym}
			want := []uint64{r.Rot90Classes, r.Rot180Classes, r.AsymClasses}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("SplitClasses = %v, orbits give %v", got, want)
			}
		})
	}
	// n = 12 and 16 have classes with 90° symmetry: 8/2 and 64/2 of
	// them; their other figures come from OEIS.
	tests := []struct {
		name                         string
		n                            int
		classes, fix90, fix180       uint64
		wantRot90, wantRot180, wantA uint64
	}{
		{"n12", 12, 1787, 8, 80, 4, 18, 1765},
		{"n16", 16, 1846955, 64, 3000, 32, 734, 1846189},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b, c := SplitClasses(tt.n, tt.classes, tt.fix90, tt.fix180)
			if a != tt.wantRot90 || b != tt.wantRot180 || c != tt.wantA {
				t.Errorf("SplitClasses = %d, %d, %d; want %d, %d, %d", a, b, c, tt.wantRot90, tt.wantRot180, tt.wantA)
			}
		})
	}
}

// sample is a row with every field set, interrupted.
var sample = Row{N: 12, Total: 9000, Classes: 1200, Fix90: 8, Fix180: 60, Rot90Classes: 4, Rot180Classes: 13, AsymClasses: 1183,
	First: board.Solution{0, 2, 4, 7, 9, 11, 5, 10, 1, 6, 8, 3}, Last: nil,
	Confirmed: map[string]string{"zeta": "x", ColClasses: "dfs", ColCount: "dfs+sat"}, Seconds: 1.23456, Incomplete: true}

func TestRowFormats(t *testing.T) {
	tests := []struct {
		name string
		opt  Options
		want string
	}{
		{"md", Options{Format: Markdown},
			"| n | count | classes | fix90 | fix180 | rot90_classes | rot180_classes | asym_classes | first | last | confirmed | seconds |\n" +
				"|--:|------:|--------:|------:|-------:|--------------:|---------------:|-------------:|:------|:-----|:----------|--------:|\n" +
				"| 12 (incomplete) |  9000 |    1200 |     8 |     60 |             4 |             13 |         1183 | 1 3 5 8 10 12 6 11 2 7 9 4 | -    | count:dfs+sat classes:dfs zeta:x |   1.235 |\n"},
		{"csv", Options{Format: CSV},
			"n,count,classes,fix90,fix180,rot90_classes,rot180_classes,asym_classes,first,last,confirmed,seconds,complete\n" +
				"12,9000,1200,8,60,4,13,1183,1 3 5 8 10 12 6 11 2 7 9 4,,count:dfs+sat classes:dfs zeta:x,1.235,false\n"},
		{"tsv", Options{Format: TSV, NoSeconds: true},
			"n\tcount\tclasses\tfix90\tfix180\trot90_classes\trot180_classes\tasym_classes\tfirst\tlast\tconfirmed\tcomplete\n" +
				"12\t9000\t1200\t8\t60\t4\t13\t1183\t1 3 5 8 10 12 6 11 2 7 9 4\t\tcount:dfs+sat classes:dfs zeta:x\tfalse\n"},
		{"json", Options{Format: JSON},
			"[\n" +
				`  {"n":12,"count":9000,"classes":1200,"fix90":8,"fix180":60,"rot90_classes":4,"rot180_classes":13,"asym_classes":1183,` +
				`"first":"1 3 5 8 10 12 6 11 2 7 9 4","last":null,"confirmed":{"classes":"dfs","count":"dfs+sat","zeta":"x"},"seconds":1.235,"complete":false}` +
				"\n]\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := render(t, tt.opt, []Row{sample}); got != tt.want {
				t.Errorf("got:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}

func TestEmptyTable(t *testing.T) {
	tests := []struct {
		format Format
		want   string
	}{
		{Markdown, "| n | count | classes | fix90 | fix180 | rot90_classes | rot180_classes | asym_classes | first | last | confirmed |\n" +
			"|--:|------:|--------:|------:|-------:|--------------:|---------------:|-------------:|:------|:-----|:----------|\n"},
		{CSV, "n,count,classes,fix90,fix180,rot90_classes,rot180_classes,asym_classes,first,last,confirmed,complete\n"},
		{TSV, "n\tcount\tclasses\tfix90\tfix180\trot90_classes\trot180_classes\tasym_classes\tfirst\tlast\tconfirmed\tcomplete\n"},
		{JSON, "[\n]\n"},
	}
	for _, tt := range tests {
		t.Run(tt.format.String(), func(t *testing.T) {
			got := render(t, Options{Format: tt.format, NoSeconds: true}, nil)
			if got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if tt.format == JSON {
				var v []any
				if err := json.Unmarshal([]byte(got), &v); err != nil || len(v) != 0 {
					t.Errorf("empty JSON table %q: %v, %v", got, v, err)
				}
			}
		})
	}
}

// TestStreaming checks that each row is out before the next is given, and
// that a closed writer refuses rows.
func TestStreaming(t *testing.T) {
	rows := exactRows(t)[:4]
	for _, f := range []Format{Markdown, CSV, TSV, JSON} {
		t.Run(f.String(), func(t *testing.T) {
			var b bytes.Buffer
			w := NewWriter(&b, Options{Format: f})
			if b.Len() != 0 {
				t.Fatalf("NewWriter wrote %q", b.String())
			}
			for _, r := range rows {
				before := b.Len()
				if err := w.WriteRow(r); err != nil {
					t.Fatal(err)
				}
				line := b.String()[before:]
				if !strings.Contains(line, strconv.Itoa(int(r.Total))) || !strings.HasSuffix(line, "\n") && f != JSON {
					t.Errorf("row %d: wrote %q", r.N, line)
				}
				if f == JSON && !strings.Contains(line, `"n":`+strconv.Itoa(r.N)+",") {
					t.Errorf("row %d: wrote %q", r.N, line)
				}
			}
			if err := w.Close(); err != nil {
				t.Fatal(err)
			}
			size := b.Len()
			if err := w.WriteRow(rows[0]); !errors.Is(err, ErrClosed) {
				t.Errorf("WriteRow after Close = %v, want ErrClosed", err)
			}
			if err := w.Close(); !errors.Is(err, ErrClosed) {
				t.Errorf("second Close = %v, want ErrClosed", err)
			}
			if b.Len() != size {
				t.Errorf("wrote after Close: %q", b.String()[size:])
			}
		})
	}
}

// TestReadBack parses the CSV, TSV and JSON forms back and checks the
// figures against the rows.
func TestReadBack(t *testing.T) {
	rows := exactRows(t)
	for _, f := range []Format{CSV, TSV} {
		t.Run(f.String(), func(t *testing.T) {
			r := csv.NewReader(strings.NewReader(render(t, Options{Format: f}, rows)))
			if f == TSV {
				r.Comma = '\t'
			}
			recs, err := r.ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if len(recs) != len(rows)+1 {
				t.Fatalf("%d records, want header + %d", len(recs), len(rows))
			}
			head := recs[0]
			col := func(name string) int {
				i := indexOf(head, name)
				if i < 0 {
					t.Fatalf("no column %q in %v", name, head)
				}
				return i
			}
			for i, row := range rows {
				rec := recs[i+1]
				want := map[string]string{ColN: strconv.Itoa(row.N), ColCount: strconv.FormatUint(row.Total, 10),
					ColClasses: strconv.FormatUint(row.Classes, 10), ColFix180: strconv.FormatUint(row.Fix180, 10),
					ColFirst: solution(row.First), ColComplete: "true", ColSeconds: "0.000"}
				for name, v := range want {
					if got := rec[col(name)]; got != v {
						t.Errorf("n = %d: %s = %q, want %q", row.N, name, got, v)
					}
				}
			}
		})
	}
	t.Run("json", func(t *testing.T) {
		var got []map[string]any
		if err := json.Unmarshal([]byte(render(t, Options{Format: JSON}, rows)), &got); err != nil {
			t.Fatal(err)
		}
		if len(got) != len(rows) {
			t.Fatalf("%d objects, want %d", len(got), len(rows))
		}
		for i, row := range rows {
			o := got[i]
			if o["n"] != float64(row.N) || o["count"] != float64(row.Total) || o["classes"] != float64(row.Classes) ||
				o["asym_classes"] != float64(row.AsymClasses) || o["complete"] != true {
				t.Errorf("n = %d: %v", row.N, o)
			}
			if row.First == nil && o["first"] != nil {
				t.Errorf("n = %d: first = %v, want null", row.N, o["first"])
			}
			if row.First != nil {
				if s, _ := o["first"].(string); s != row.First.String() {
					t.Errorf("n = %d: first = %q, want %v", row.N, s, row.First)
				}
			}
		}
	})
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in   string
		want Format
		err  bool
	}{
		{"md", Markdown, false},
		{"markdown", Markdown, false},
		{"csv", CSV, false},
		{"tsv", TSV, false},
		{"json", JSON, false},
		{"xml", 0, true},
		{"", 0, true},
		{"CSV", 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseFormat(tt.in)
			if (err != nil) != tt.err || (!tt.err && got != tt.want) {
				t.Errorf("ParseFormat(%q) = %v, %v", tt.in, got, err)
			}
			if !tt.err && tt.in != "markdown" && got.String() != tt.in {
				t.Errorf("String() = %q, want %q", got.String(), tt.in)
			}
		})
	}
}

// TestReferenceRow compares the exact rows with the repository's reference
// table through ReferenceRow, and checks that a changed figure or an
// incomplete row behaves as it should.
func TestReferenceRow(t *testing.T) {
	f, err := os.Open("../testdata/oeis.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ref, err := reference.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	rows := exactRows(t)
	var got []reference.Row
	for _, r := range rows {
		got = append(got, r.ReferenceRow())
	}
	if diffs := reference.Compare(ref, got); len(diffs) != 0 {
		t.Errorf("exact rows differ from the reference table: %v", diffs)
	}
	tests := []struct {
		name   string
		change func(*Row)
		want   []reference.Diff
	}{
		{"fix180 off by one", func(r *Row) { r.Fix180++ }, []reference.Diff{{N: 8, Column: reference.Fix180, Expected: 4, Got: 5}}},
		{"count and fix90", func(r *Row) { r.Total, r.Fix90 = 91, 2 },
			[]reference.Diff{{N: 8, Column: reference.Total, Expected: 92, Got: 91}, {N: 8, Column: reference.Fix90, Expected: 0, Got: 2}}},
		{"incomplete row is not compared", func(r *Row) { r.Total, r.Incomplete = 50, true }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rows[7] // n = 8
			tt.change(&r)
			if diffs := reference.Compare(ref, []reference.Row{r.ReferenceRow()}); !reflect.DeepEqual(diffs, tt.want) {
				t.Errorf("Compare = %v, want %v", diffs, tt.want)
			}
		})
	}
}
