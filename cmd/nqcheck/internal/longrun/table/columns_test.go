package table

import (
	"bytes"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// wideRow is the row of n = 10 as table computes it with every witness:
// its confirmed cell alone is near 300 characters.
func wideRow() result.TableRow {
	first, last := "1 3 6 8 10 5 9 2 4 7", "10 8 5 3 1 6 2 9 7 4"
	secs, join, frontier := 0.989, 0.012, 0.034
	return result.TableRow{N: 10, Total: result.Known(724), Classes: result.Known(92), Fix90: result.Known(0), Fix180: result.Known(12),
		Orbits: &result.Orbits{Eight: 89, Four: 3}, First: &first, Last: &last, Complete: true, Seconds: &secs,
		Confirmed: map[string]string{
			ColTotal:   "bitmask+dfs+dfs-iter+frontier+join+sat",
			ColClasses: "bitmask+dfs+dfs-iter+dfs-symmetric+frontier+join+sat+sat-burnside+sat-lexleader",
			ColFix90:   "bitmask+dfs+dfs-iter+dfs-symmetric+frontier+join+sat+sat-burnside",
			ColFix180:  "bitmask+dfs+dfs-iter+dfs-symmetric+frontier+join+sat+sat-burnside",
			ColFirst:   "dfs", ColLast: "dfs",
		},
		Published: map[string]bool{ColTotal: true, ColClasses: true, ColFix90: true, ColFix180: true},
		Witnesses: []result.TableWitness{{Name: "join", Seconds: &join}, {Name: "frontier", Seconds: &frontier}},
	}
}

// TestMarkdownNarrow: the default Markdown table leaves out the confirmed
// column, which made a row of n = 10 run past 400 characters; its lines
// stay readable. CSV and TSV, read by programs, keep every column.
func TestMarkdownNarrow(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	w := NewWriter(&b, Options{Format: Markdown})
	if err := w.WriteRow(wideRow()); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
		if len(line) > 200 {
			t.Errorf("a line of %d characters:\n%s", len(line), line)
		}
	}
	if strings.Contains(b.String(), ColConfirmed) {
		t.Errorf("the default Markdown table has the confirmed column:\n%s", b.String())
	}
	b.Reset()
	w = NewWriter(&b, Options{Format: CSV})
	if err := w.WriteRow(wideRow()); err != nil {
		t.Fatal(err)
	}
	if header, _, _ := strings.Cut(b.String(), "\n"); header != "n,total,classes,fix90,fix180,orbits_8,orbits_4,orbits_2,orbits_1,first,last,confirmed,witnesses,units,oeis,seconds,complete,note" {
		t.Errorf("CSV header %q", header)
	}
}

// TestColumns: Options.Columns chooses the columns and their order, in
// every text format; NoSeconds still leaves out the time.
func TestColumns(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		opt  Options
		want string
	}{
		{Options{Format: Markdown, Columns: []string{ColN, ColTotal, ColConfirmed}},
			"| n | total | confirmed |\n|--:|------:|:----------|\n| 10 |   724 | " + confirmed(wideRow().Confirmed) + " |\n"},
		{Options{Format: CSV, Columns: []string{ColTotal, ColN, ColSeconds, ColComplete}, NoSeconds: true},
			"total,n,complete\n724,10,true\n"},
		{Options{Format: TSV, Columns: []string{ColN, ColNote}}, "n\tnote\n10\tnot computed: units\n"},
	} {
		var b bytes.Buffer
		w := NewWriter(&b, tt.opt)
		if err := w.WriteRow(wideRow()); err != nil {
			t.Fatal(err)
		}
		if got := b.String(); got != tt.want {
			t.Errorf("%+v:\n%s\nwant\n%s", tt.opt, got, tt.want)
		}
	}
}

func TestParseColumns(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in, want, err string
	}{
		{"n,total,confirmed", "n total confirmed", ""},
		{" n , first ", "n first", ""},
		{"all", strings.Join(AllColumns(), " "), ""},
		{"n,totl", "", `unknown column "totl" (want n, total, classes, fix90, fix180, orbits_8, orbits_4, orbits_2, orbits_1, first, last, confirmed, witnesses, units, oeis, seconds, complete, note, or all)`},
		{"n,n", "", `column "n" is given twice`},
		{"", "", "no column given"},
		{"n,,total", "", "an empty column name"},
	} {
		cols, err := ParseColumns(tt.in)
		switch {
		case tt.err != "" && (err == nil || err.Error() != tt.err):
			t.Errorf("ParseColumns(%q) error %v, want %q", tt.in, err, tt.err)
		case tt.err == "" && (err != nil || strings.Join(cols, " ") != tt.want):
			t.Errorf("ParseColumns(%q) = %q, %v, want %q", tt.in, cols, err, tt.want)
		}
	}
}

func FuzzParseColumns(f *testing.F) {
	f.Add("n,total,confirmed")
	f.Add("all")
	f.Add(",")
	f.Fuzz(func(t *testing.T, s string) {
		cols, err := ParseColumns(s)
		if err != nil {
			return
		}
		seen := map[string]bool{}
		for _, c := range cols {
			if seen[c] || !strings.Contains(","+strings.Join(AllColumns(), ",")+",", ","+c+",") {
				t.Fatalf("ParseColumns(%q) = %q", s, cols)
			}
			seen[c] = true
		}
	})
}
