package render_test

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render/rendertest"
	"github.com/nqcheck/nqcheck/result"
)

// parse reads data back as XML and fails the test when it is not, or when
// it refers to anything outside itself.
func parse(t *testing.T, data []byte) rendertest.Doc {
	t.Helper()
	d, err := rendertest.Parse(data)
	if err != nil {
		t.Fatalf("not well-formed XML: %v\n%s", err, data)
	}
	ext, err := rendertest.External(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(ext) > 0 {
		t.Fatalf("the output refers outside itself: %v", ext)
	}
	return d
}

// TestBoardSVG draws boards of several kinds and reads each back: one
// queen path per queen on the board, marked as asked, one line per attack
// and one shaded rect per empty row.
func TestBoardSVG(t *testing.T) {
	t.Parallel()
	attack := render.SolutionBoard([]int{0, 2, 4, 1, 3}).MarkAttack(board.Cell{Row: 0, Col: 0}, board.Cell{Row: 2, Col: 4})
	tests := []struct {
		name                                  string
		b                                     render.Board
		queens, attacking, missing, lines, ex int
	}{
		{"n=1", render.SolutionBoard([]int{0}), 1, 0, 0, 0, 0},
		{"n=8", render.SolutionBoard([]int{0, 4, 7, 5, 2, 6, 1, 3}), 8, 0, 0, 0, 0},
		{"attack", attack, 5, 2, 0, 1, 0},
		{"missing", render.SolutionBoard([]int{1, 3, 0, 2}).MarkAll(render.Missing), 4, 0, 4, 0, 0},
		{"empty row", render.SolutionBoard([]int{1, -1, 0, 2}), 3, 0, 0, 0, 1},
		{"off board", render.Board{N: 3, Queens: []render.Queen{{Row: 0, Col: 5}, {Row: 1, Col: 1}}}, 1, 0, 0, 0, 0},
		{"label <&>", render.Board{N: 2, Label: `a <b> & "c"`}, 0, 0, 0, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			d := parse(t, []byte(render.BoardSVG(tc.b, 200)))
			if got := d.Count("path", "queen"); got != tc.queens {
				t.Errorf("%d queens drawn, want %d", got, tc.queens)
			}
			if got := d.Count("path", "attacking"); got != tc.attacking {
				t.Errorf("%d attacking queens, want %d", got, tc.attacking)
			}
			if got := d.Count("path", "missing"); got != tc.missing {
				t.Errorf("%d missing queens, want %d", got, tc.missing)
			}
			if got := d.Count("line", "attack"); got != tc.lines {
				t.Errorf("%d attack lines, want %d", got, tc.lines)
			}
			if got := d.Count("rect", "empty-row"); got != tc.ex {
				t.Errorf("%d empty rows shaded, want %d", got, tc.ex)
			}
			if tc.b.Label != "" && !strings.Contains(d.Text, tc.b.Label) {
				t.Errorf("label %q not in the text %q", tc.b.Label, d.Text)
			}
			root := d.Elements[0]
			if root.Name != "svg" || root.Attrs["viewBox"] != fmt.Sprintf("0 0 %d %d", 10*tc.b.N, 10*tc.b.N) {
				t.Errorf("root %v", root)
			}
		})
	}
}

// TestSheet draws a sheet of boards and reads it back: one board per Add,
// each with its captions, and errors for a wrong count or size.
func TestSheet(t *testing.T) {
	t.Parallel()
	sols := [][]int{{1, 3, 0, 2}, {2, 0, 3, 1}}
	var buf bytes.Buffer
	s, err := render.NewSheet(&buf, 4, len(sols), render.SheetOptions{Captions: 2})
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range sols {
		if err := s.Add(render.SolutionBoard(c), fmt.Sprintf("#%d", i+1), "caption"); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	d := parse(t, buf.Bytes())
	if got := d.Count("svg", "board"); got != 2 {
		t.Errorf("%d boards, want 2", got)
	}
	if got := d.Count("path", "queen"); got != 8 {
		t.Errorf("%d queens, want 8", got)
	}
	if !strings.Contains(d.Text, "#2") {
		t.Errorf("caption missing from %q", d.Text)
	}

	t.Run("too few", func(t *testing.T) {
		t.Parallel()
		s, _ := render.NewSheet(&bytes.Buffer{}, 4, 2, render.SheetOptions{})
		s.Add(render.SolutionBoard(sols[0]))
		if err := s.Close(); err == nil {
			t.Error("Close accepted 1 board of 2 announced")
		}
	})
	t.Run("too many", func(t *testing.T) {
		t.Parallel()
		s, _ := render.NewSheet(&bytes.Buffer{}, 4, 1, render.SheetOptions{})
		s.Add(render.SolutionBoard(sols[0]))
		if err := s.Add(render.SolutionBoard(sols[1])); err == nil {
			t.Error("Add accepted a board beyond the count")
		}
	})
	t.Run("wrong size", func(t *testing.T) {
		t.Parallel()
		s, _ := render.NewSheet(&bytes.Buffer{}, 4, 1, render.SheetOptions{})
		if err := s.Add(render.SolutionBoard([]int{0})); err == nil {
			t.Error("Add accepted a board of size 1 on a sheet of size 4")
		}
	})
	t.Run("write error", func(t *testing.T) {
		t.Parallel()
		s, err := render.NewSheet(failWriter{}, 4, 1, render.SheetOptions{})
		if err == nil {
			err = s.Close()
		}
		if err == nil {
			t.Error("a failing writer gave no error")
		}
	})
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestPlot plots a series with a known zero and an unknown figure: the
// zero drawn hollow on the zero band, the unknown left out.
func TestPlot(t *testing.T) {
	t.Parallel()
	pts := []render.Point{
		{N: 1, Value: result.Known(1)}, {N: 2, Value: result.Known(0)}, {N: 3, Value: result.Figure{}},
		{N: 4, Value: result.Known(2)}, {N: 8, Value: result.Known(92)}, {N: 12, Value: result.Known(14200)},
	}
	d := parse(t, []byte(render.Plot([]render.Series{{Name: "total", Points: pts}, {Name: "classes"}}, "growth")))
	circles, hollow := 0, 0
	for _, e := range d.Elements {
		if e.Name == "circle" && e.Attrs["r"] == "4" {
			circles++
			if e.Attrs["fill"] == "#ffffff" {
				hollow++
			}
		}
	}
	// Five known points plus the legend's marker.
	if circles != 6 || hollow != 1 {
		t.Errorf("%d circles (%d hollow), want 6 (1 hollow)", circles, hollow)
	}
	for _, want := range []string{"total, n = 8: 92", "total, n = 2: 0", "10⁴", "classes"} {
		if !strings.Contains(d.Text, want) {
			t.Errorf("%q not in the plot's text %q", want, d.Text)
		}
	}
	if strings.Contains(d.Text, "n = 3") {
		t.Error("the unknown figure of n = 3 is plotted")
	}
}

// samplePage is a page of two sizes, one of them failing, with classes and
// a difference.
func samplePage() render.Page {
	k := result.Known
	cell := func(v uint64, ws ...string) render.Cell {
		c := render.Cell{Value: k(v), Agree: true}
		for _, w := range ws {
			c.Sources = append(c.Sources, render.Source{Name: w, Value: k(v)})
		}
		return c
	}
	bad := render.Cell{Sources: []render.Source{{Name: "a", Value: k(10)}, {Name: "b", Value: k(9), Differs: true}}}
	return render.Page{
		Title: "N-Queens report <test>", Command: "nqcheck report -n 4,5", Version: "0.0.0", Verdict: result.Fail,
		Sizes: []render.SizeVerdict{
			{N: 4, Verdict: result.Pass, Checks: []render.Check{{Name: "total", Verdict: result.Pass, Detail: "2 agree"}}},
			{N: 5, Verdict: result.Fail, Checks: []render.Check{{Name: "total", Verdict: result.Fail, Detail: "a 10, b 9"}}},
		},
		Table: render.Table{
			Columns: []string{"total", "classes"}, TotalColumn: 0, ClassesColumn: 1,
			Rows: []render.Row{
				{N: 4, Cells: []render.Cell{cell(2, "a", "b"), cell(1, "a")}},
				{N: 5, Cells: []render.Cell{bad, cell(2, "a")}},
			},
		},
		Classes: &render.Classes{N: 4, Total: k(2), Reps: []render.Class{{Solution: []int{1, 3, 0, 2}, Orbit: 2, FixedBy: []string{"rot90", "rot180", "rot270"}}}},
		Diffs: []render.Diff{{N: 5, Check: "same-solutions", Note: "b lacks it",
			Board: render.SolutionBoard([]int{0, 2, 4, 1, 3}).MarkAll(render.Missing)}},
	}
}

// TestWritePage writes a page and reads it back as XML: every section,
// the boards, the escaped title, and nothing loaded from outside.
func TestWritePage(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	if err := render.WritePage(&buf, samplePage()); err != nil {
		t.Fatal(err)
	}
	d := parse(t, buf.Bytes())
	if got := d.Count("figure", "class"); got != 1 {
		t.Errorf("%d class boards, want 1", got)
	}
	if got := d.Count("figure", "diff"); got != 1 {
		t.Errorf("%d difference boards, want 1", got)
	}
	if got := d.Count("svg", "plot"); got != 1 {
		t.Errorf("%d plots, want 1", got)
	}
	if got := d.Count("path", "missing"); got != 5 {
		t.Errorf("%d missing queens marked, want 5", got)
	}
	for _, want := range []string{"N-Queens report <test>", "differ", "b: 9", "orbit 2", "fixed by rot90, rot180, rot270",
		"a 10, b 9", "dashed blue queens"} {
		if !strings.Contains(d.Text, want) {
			t.Errorf("%q not in the page's text", want)
		}
	}
	var again bytes.Buffer
	render.WritePage(&again, samplePage())
	if !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Error("the same page written twice differs")
	}
}

// TestWriteAuditPage writes an audit page with a finding that has a board
// with an attacking pair and one without a board.
func TestWriteAuditPage(t *testing.T) {
	t.Parallel()
	p := render.AuditPage{
		Title: "audit", Verdict: result.Fail, Header: []string{"n = 4"},
		Findings: []render.Finding{
			render.NewFinding(3, "invalid placement: queens attack", "1 2 3 4", []int{0, 1, 2, 3}, &[2]int{0, 1}),
			render.NewFinding(0, "2 solutions missing", "", nil, nil),
		},
		Summary: []string{"1 invalid", "1 missing"},
	}
	var buf bytes.Buffer
	if err := render.WriteAuditPage(&buf, p); err != nil {
		t.Fatal(err)
	}
	d := parse(t, buf.Bytes())
	if got := d.Count("svg", "board"); got != 1 {
		t.Errorf("%d boards, want 1", got)
	}
	if got := d.Count("path", "attacking"); got != 2 {
		t.Errorf("%d attacking queens, want 2", got)
	}
	if got := d.Count("line", "attack"); got != 1 {
		t.Errorf("%d attack lines, want 1", got)
	}
	for _, want := range []string{"line 3", "1 2 3 4", "2 solutions missing", "1 invalid"} {
		if !strings.Contains(d.Text, want) {
			t.Errorf("%q not in the page's text %q", want, d.Text)
		}
	}
}

// TestExternalCatches makes sure the network check used above can fail.
func TestExternalCatches(t *testing.T) {
	t.Parallel()
	for _, doc := range []string{
		`<p><img src="http://x/a.png"/></p>`,
		`<p><a href="https://example.org/">x</a></p>`,
		`<style>@import "x.css";</style>`,
		`<p style="background: url(https://x/y.png)">x</p>`,
		`<svg><use href="//x/y.svg#q"/></svg>`,
		`<html><script>1</script></html>`,
	} {
		ext, err := rendertest.External([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		if len(ext) == 0 {
			t.Errorf("%s: no external reference found", doc)
		}
	}
}

// ExampleBoardSVG draws the first solution of n = 4.
func ExampleBoardSVG() {
	svg := render.BoardSVG(render.SolutionBoard([]int{1, 3, 0, 2}), 96)
	fmt.Println(strings.Count(svg, `class="queen"`), "queens")
	// Output: 4 queens
}

// FuzzWriteAuditPage writes an audit page from any finding text and any
// audited line: the page is always well-formed XML that holds the line's
// printable text and refers to nothing outside.
func FuzzWriteAuditPage(f *testing.F) {
	f.Add("invalid placement", "1 2 3 4")
	f.Add("x", "\x00\x1b[31m<script>\xff")
	f.Add("]]>", "&amp; <!-- -->")
	f.Fuzz(func(t *testing.T, text, input string) {
		p := render.AuditPage{Title: text, Verdict: result.Fail, Header: []string{input},
			Findings: []render.Finding{render.NewFinding(1, text, input, []int{1, 3, 0, 2}, &[2]int{0, 1})}}
		var buf bytes.Buffer
		if err := render.WriteAuditPage(&buf, p); err != nil {
			t.Fatal(err)
		}
		parse(t, buf.Bytes())
	})
}

// FuzzWritePage writes a report page whose texts are any strings: it is
// always well-formed XML and refers to nothing outside.
func FuzzWritePage(f *testing.F) {
	f.Add("N-Queens", "total", "detail")
	f.Add("\x00\x1b", "\xff\xfe", "<a href='http://x'>")
	f.Fuzz(func(t *testing.T, title, name, detail string) {
		p := samplePage()
		p.Title, p.Command, p.Note = title, detail, detail
		p.Sizes[0].Checks[0].Name, p.Sizes[0].Checks[0].Detail = name, detail
		p.Table.Columns[0] = name
		p.Table.Rows[0].Cells[0].Sources[0].Name = name
		p.Diffs[0].Note, p.Diffs[0].Board.Label = detail, title
		var buf bytes.Buffer
		if err := render.WritePage(&buf, p); err != nil {
			t.Fatal(err)
		}
		parse(t, buf.Bytes())
	})
}

// ExamplePlot plots Q(n) for n = 1..8 and counts the markers: one per
// figure, the zeros of n = 2 and 3 among them, and one in the legend.
func ExamplePlot() {
	q := []uint64{1, 0, 0, 2, 10, 4, 40, 92}
	var pts []render.Point
	for i, v := range q {
		pts = append(pts, render.Point{N: i + 1, Value: result.Known(v)})
	}
	svg := render.Plot([]render.Series{{Name: "total", Points: pts}}, "Q(n)")
	fmt.Println(strings.Count(svg, "<circle"), "markers")
	// Output: 9 markers
}
