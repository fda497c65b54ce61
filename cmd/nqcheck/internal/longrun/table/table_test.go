package table

import (
	"bytes"
	"context"
	"encoding/csv"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// TestRows computes the rows of n = 1..10 by each route (the full verify
// with the DFS witnesses only, enumeration with classes, enumeration
// without, the counter alone) and checks every figure against the OEIS
// values and every confirmation check.
func TestRows(t *testing.T) {
	t.Parallel()
	dfsOnly, err := verify.Select(verify.Default(verify.SATOptions{}), "dfs,dfs-iter,dfs-symmetric,count")
	if err != nil {
		t.Fatal(err)
	}
	routes := []struct {
		name string
		opt  RowOptions
	}{
		{"verify", RowOptions{SATMax: 10, Verify: verify.Options{Witnesses: dfsOnly, CubeRows: -1}}},
		{"enumerate", RowOptions{EnumMax: 10, DFSMax: 10}},
		{"count", RowOptions{DFSMax: 10}},
		{"counter alone", RowOptions{}},
	}
	for _, rt := range routes {
		t.Run(rt.name, func(t *testing.T) {
			t.Parallel()
			for n := 1; n <= 10; n++ {
				row, checks, err := Row(context.Background(), n, rt.opt)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range checks {
					if !c.OK {
						t.Errorf("n = %d: check %s %s failed: %s", n, c.Name, c.Witnesses, c.Detail)
					}
				}
				if row.Total != result.KnownInt(oeis.Q[n-1]) || row.Classes != result.KnownInt(oeis.Classes[n-1]) || !row.Complete || row.Orbits == nil {
					t.Errorf("n = %d: %+v", n, row)
				}
				if row.Orbits != nil && row.Orbits.Classes() != uint64(oeis.Classes[n-1]) {
					t.Errorf("n = %d: orbits %+v do not add up to the classes", n, *row.Orbits)
				}
				pair := countplan.DefaultPair(n)
				for _, col := range []string{ColTotal, ColClasses, ColFix90, ColFix180} {
					by := strings.Split(row.Confirmed[col], "+")
					if !slices.Contains(by, pair[0].Name) || !slices.Contains(by, pair[1].Name) {
						t.Errorf("n = %d: %s confirmed by %q, not by both of %s and %s", n, col, row.Confirmed[col], pair[0].Name, pair[1].Name)
					}
					if !row.Published[col] {
						t.Errorf("n = %d: %s not marked equal to the published value: %v", n, col, row.Published)
					}
				}
				if len(row.Witnesses) != 2 || row.Witnesses[0].Name != pair[0].Name || row.Witnesses[1].Name != pair[1].Name || row.Units == nil {
					t.Errorf("n = %d: witnesses %+v, units %+v", n, row.Witnesses, row.Units)
				}
			}
		})
	}
}

// TestInterruptedRow checks that a row stopped by its context has unknown
// figures, is incomplete and has the time it ran. Markdown prints its
// figures as "-"; CSV and TSV leave every numeric field empty (a "-"
// there breaks a reader that wants numbers) and say why in the note.
func TestInterruptedRow(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	row, _, err := Row(ctx, 12, RowOptions{})
	if err == nil || row.Complete || row.Total.IsKnown() || row.Classes.IsKnown() || row.Orbits != nil || row.Seconds == nil {
		t.Fatalf("row %+v, err %v", row, err)
	}
	for _, f := range []Format{Markdown, CSV, TSV} {
		var b bytes.Buffer
		w := NewWriter(&b, Options{Format: f, NoSeconds: true})
		if err := w.WriteRow(row); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.String(), "| 0 ") || strings.Contains(b.String(), ",0,") || strings.Contains(b.String(), "\t0\t") {
			t.Errorf("%v: an unknown figure printed as 0:\n%s", f, b.String())
		}
		if f == Markdown {
			checkMarkdownUnknown(t, b.String())
			continue
		}
		r := csv.NewReader(&b)
		r.Comma = map[Format]rune{CSV: ',', TSV: '\t'}[f]
		recs, err := r.ReadAll()
		if err != nil || len(recs) != 2 {
			t.Fatalf("%v: %q, %v", f, recs, err)
		}
		for i, col := range recs[0] {
			got := recs[1][i]
			switch {
			case col == ColN || col == ColComplete || col == ColNote:
			case got != "":
				t.Errorf("%v: column %s holds %q, want it empty", f, col, got)
			}
		}
		if want := []string{"12", "false", "interrupted: its figures are unknown"}; !slices.Equal([]string{recs[1][0], recs[1][len(recs[1])-2], recs[1][len(recs[1])-1]}, want) ||
			!slices.Equal(recs[0][len(recs[0])-2:], []string{ColComplete, ColNote}) {
			t.Errorf("%v: n, complete and note %q, want %q", f, recs, want)
		}
	}
}

// checkMarkdownUnknown checks the Markdown table of one interrupted row
// of size 12: a header, the separator (numbers right-aligned, text
// left-aligned) and the row, whose n reads "12 (incomplete)" and whose
// every other cell is "-": the dashes of the separator do not count.
func checkMarkdownUnknown(t *testing.T, md string) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(md, "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("markdown: %d lines, want header, separator and row:\n%s", len(lines), md)
	}
	cells := func(line string) []string {
		f := strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "|"), "|"), "|")
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		return f
	}
	const separator = "|--:|------:|--------:|------:|-------:|---------:|---------:|---------:|---------:|:------|:-----|:----------|:-----|"
	if lines[1] != separator {
		t.Errorf("markdown: separator\n%s\nwant\n%s", lines[1], separator)
	}
	header, row := cells(lines[0]), cells(lines[2])
	if len(row) != len(header) || row[0] != "12 (incomplete)" {
		t.Fatalf("markdown: row %q under header %q", row, header)
	}
	for i, c := range row[1:] {
		if c != "-" {
			t.Errorf("markdown: column %s holds %q, want -:\n%s", header[i+1], c, md)
		}
	}
}

// TestNote: a complete row's note is empty, but for a size with no
// solution (no first or last) and a figure left unknown (its field empty,
// and named).
func TestNote(t *testing.T) {
	t.Parallel()
	first := "1"
	pub := map[string]bool{ColTotal: true}
	big := result.TableRow{N: 28, Total: result.Known(1), Classes: result.Known(1), Fix90: result.Known(1), Fix180: result.Known(1),
		Orbits: &result.Orbits{One: 1}, First: &first, Last: &first, Confirmed: map[string]string{ColTotal: "count"}, Complete: true}
	for _, tt := range []struct {
		row  result.TableRow
		want string
	}{
		{result.TableRow{N: 1, Total: result.Known(1), Classes: result.Known(1), Fix90: result.Known(1), Fix180: result.Known(1),
			Orbits: &result.Orbits{One: 1}, First: &first, Last: &first, Confirmed: map[string]string{ColTotal: "count"}, Published: pub, Complete: true}, ""},
		{result.TableRow{N: 3, Total: result.Known(0), Classes: result.Known(0), Fix90: result.Known(0), Fix180: result.Known(0),
			Orbits: &result.Orbits{}, Confirmed: map[string]string{ColTotal: "count"}, Published: pub, Complete: true}, "no solution: no first or last"},
		{result.TableRow{N: 1, Total: result.Known(1), Fix90: result.Known(1), Fix180: result.Known(1),
			First: &first, Last: &first, Confirmed: map[string]string{ColTotal: "count"}, Published: pub, Complete: true},
			"not computed: classes, orbits_8, orbits_4, orbits_2, orbits_1"},
		{big, "no published value for n = 28"},
	} {
		var b bytes.Buffer
		w := NewWriter(&b, Options{Format: CSV, NoSeconds: true})
		if err := w.WriteRow(tt.row); err != nil {
			t.Fatal(err)
		}
		recs, err := csv.NewReader(&b).ReadAll()
		if err != nil || len(recs) != 2 {
			t.Fatalf("%q, %v", recs, err)
		}
		if got := recs[1][len(recs[1])-1]; got != tt.want {
			t.Errorf("n = %d: note %q, want %q", tt.row.N, got, tt.want)
		}
	}
}

func TestWriterRefusesJSON(t *testing.T) {
	t.Parallel()
	w := NewWriter(&bytes.Buffer{}, Options{Format: JSON})
	if err := w.WriteRow(result.TableRow{N: 1}); err == nil {
		t.Fatal("a Writer wrote JSON")
	}
}

func TestParseFormat(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]Format{"md": Markdown, "markdown": Markdown, "csv": CSV, "tsv": TSV, "json": JSON} {
		if got, err := ParseFormat(s); err != nil || got != want {
			t.Errorf("ParseFormat(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil {
		t.Error("xml accepted")
	}
}

func TestReferenceRow(t *testing.T) {
	t.Parallel()
	ref, err := reference.Parse(strings.NewReader("n\tA000170\tA002562\n8\t92\t13\n"))
	if err != nil {
		t.Fatal(err)
	}
	row := result.TableRow{N: 8, Total: result.Known(92), Classes: result.Known(12)}
	diffs := reference.Compare(ref, []reference.Row{ReferenceRow(row)})
	if len(diffs) != 1 || diffs[0].Column != reference.Classes {
		t.Fatalf("diffs %v", diffs)
	}
	// Unknown figures are not compared.
	if diffs := reference.Compare(ref, []reference.Row{ReferenceRow(result.TableRow{N: 8})}); len(diffs) != 0 {
		t.Fatalf("unknown figures compared: %v", diffs)
	}
}
