package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/render"
	"github.com/nqcheck/nqcheck/render/rendertest"
	"github.com/nqcheck/nqcheck/result"
)

// writeReport runs nqcheck report with args and --out in a temporary
// directory, and returns the page and the exit code.
func writeReport(t *testing.T, args ...string) ([]byte, int, string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "page.html")
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"report", "--out", out}, args...), &stdout, &stderr)
	if code != exitOK && code != exitMismatch {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return data, code, stdout.String()
}

// figureTexts returns the text of every element of class "fig" of a page,
// in order: the figures of the reference table.
func figureTexts(t *testing.T, data []byte) []string {
	t.Helper()
	// The table's figures are the only <div class="fig"> elements; read
	// their text with a decoder of their own.
	var out []string
	rest := string(data)
	for {
		i := strings.Index(rest, `<div class="fig">`)
		if i < 0 {
			return out
		}
		rest = rest[i+len(`<div class="fig">`):]
		j := strings.Index(rest, "</div>")
		out = append(out, rest[:j])
	}
}

// TestReportN8 writes the page of n = 8 and reads it back as XML: it loads
// nothing from the network, draws the 12 class boards (each a solution and
// its class's smallest member), and its table shows 92 and 12.
func TestReportN8(t *testing.T) {
	t.Parallel()
	data, code, stdout := writeReport(t, "-n", "8")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	doc, boards := svgBoards(t, data) // parses, and fails on any external reference
	if got := doc.Count("figure", "class"); got != 12 {
		t.Errorf("%d class figures, want 12", got)
	}
	if len(boards) != 12 {
		t.Fatalf("%d boards drawn, want the 12 classes", len(boards))
	}
	for i, p := range boards {
		s, ok := p.Solution(8)
		if !ok || compare.Valid(8, p) != nil {
			t.Fatalf("class board #%d %v is not a solution", i+1, p)
		}
		if canon, _ := board.Canonical(s); board.Compare(canon, s) != 0 {
			t.Errorf("class board #%d %v is not its class's smallest member %v", i+1, s, canon)
		}
	}
	figs := figureTexts(t, data)
	if len(figs) != 4 || figs[0] != "92" || figs[1] != "12" || figs[2] != "0" || figs[3] != "4" {
		t.Errorf("table figures %q, want [92 12 0 4]", figs)
	}
	for _, want := range []string{"OEIS A000170: 92", "dfs-count: 12", "The 12 classes of n = 8", "orbit 4 · fixed by rot180"} {
		if !strings.Contains(doc.Text, want) {
			t.Errorf("%q not in the page's text", want)
		}
	}
	if doc.Count("svg", "plot") != 1 {
		t.Error("no plot")
	}
	if !strings.Contains(stdout, "  8          92        12  pass") {
		t.Errorf("summary %q", stdout)
	}
}

// TestReportRange writes a page of several sizes, one beyond the
// enumeration limit, and checks every row and its witnesses.
func TestReportRange(t *testing.T) {
	t.Parallel()
	data, code, _ := writeReport(t, "-n", "1-9", "--enumerate-max", "8", "--classes-n", "0")
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	doc, boards := svgBoards(t, data)
	if len(boards) != 0 || doc.Count("figure", "") != 0 {
		t.Errorf("--classes-n 0 drew %d boards", len(boards))
	}
	figs := figureTexts(t, data)
	wantTotals := []string{"1", "0", "0", "2", "10", "4", "40", "92", "352"}
	for i, w := range wantTotals {
		if figs[4*i] != w {
			t.Errorf("n = %d: total %s, want %s", i+1, figs[4*i], w)
		}
	}
	// n = 9 is only counted: its total comes from dfs-count and OEIS.
	if !strings.Contains(doc.Text, "total: 352 from dfs-count, OEIS A000170") &&
		!strings.Contains(string(data), `title="352 from dfs-count, OEIS A000170"`) {
		t.Error("n = 9's total check does not name its two witnesses")
	}
}

// tamperOne returns a tamper option that applies change to the boards of
// one witness for one size.
func tamperOne(n int, witness string, change func([]board.Solution) []board.Solution) func(int, string, []board.Solution) []board.Solution {
	return func(m int, w string, sols []board.Solution) []board.Solution {
		if m == n && w == witness {
			return change(sols)
		}
		return sols
	}
}

// TestReportDisagreement injects faults into one enumeration and checks
// that the page fails and draws the first differing solution with the
// missing or the attacking queens marked.
func TestReportDisagreement(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		change     func([]board.Solution) []board.Solution
		failed     []string // checks that must fail
		missing    int      // queens marked missing
		attacking  int      // queens marked attacking
		noteSubstr string
	}{
		{
			name:    "dropped",
			change:  func(s []board.Solution) []board.Solution { return append(s[:1:1], s[2:]...) },
			failed:  []string{"same-solutions", "total", "fix180"},
			missing: 6, noteSubstr: "dfs-recursive lists 3 6 2 5 1 4, dfs-iterative does not",
		},
		{
			name: "invalid",
			change: func(s []board.Solution) []board.Solution {
				out := append([]board.Solution(nil), s...)
				out[0] = board.Solution{0, 2, 4, 1, 3, 5} // the queens of rows 1 and 6 share the diagonal
				return out
			},
			failed:    []string{"valid", "same-solutions"},
			attacking: 2, noteSubstr: "dfs-iterative lists 1 3 5 2 4 6, dfs-recursive does not: it is not a solution",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// n = 6 has 4 solutions: 2 4 6 1 3 5, 3 6 2 5 1 4, 4 1 5 2 6 3, 5 3 1 6 4 2.
			opt := reportOptions{sizes: []int{4, 6}, enumMax: 12, tamper: tamperOne(6, witIterative, tc.change)}
			page, stopped, err := buildReport(context.Background(), opt)
			if err != nil || stopped != nil {
				t.Fatal(err, stopped)
			}
			if page.Verdict != result.Fail || page.Sizes[0].Verdict != result.Pass || page.Sizes[1].Verdict != result.Fail {
				t.Fatalf("verdicts %s, %s, %s", page.Verdict, page.Sizes[0].Verdict, page.Sizes[1].Verdict)
			}
			failed := map[string]bool{}
			for _, c := range page.Sizes[1].Checks {
				if c.Verdict == result.Fail {
					failed[c.Name] = true
				}
			}
			for _, name := range tc.failed {
				if !failed[name] {
					t.Errorf("check %s did not fail: %+v", name, page.Sizes[1].Checks)
				}
			}
			if len(page.Diffs) != 1 || page.Diffs[0].N != 6 || !strings.Contains(page.Diffs[0].Note, tc.noteSubstr) {
				t.Fatalf("diffs %+v, want one of n = 6 saying %q", page.Diffs, tc.noteSubstr)
			}
			var buf bytes.Buffer
			if err := render.WritePage(&buf, page); err != nil {
				t.Fatal(err)
			}
			doc, boards := svgBoards(t, buf.Bytes())
			if doc.Count("figure", "diff") != 1 || len(boards) != 1 {
				t.Fatalf("%d difference figures, %d boards", doc.Count("figure", "diff"), len(boards))
			}
			if got := doc.Count("path", "missing"); got != tc.missing {
				t.Errorf("%d queens marked missing, want %d", got, tc.missing)
			}
			if got := doc.Count("path", "attacking"); got != tc.attacking {
				t.Errorf("%d queens marked attacking, want %d", got, tc.attacking)
			}
			if tc.attacking > 0 && doc.Count("line", "attack") != 1 {
				t.Error("no line between the attacking queens")
			}
			if !strings.Contains(doc.Text, "differ") || !strings.Contains(doc.Text, "Where the witnesses differ") {
				t.Error("the page does not say the witnesses differ")
			}
		})
	}
}

// TestReportInterrupted builds a report with a context already done: the
// page says it is incomplete and where it stopped.
func TestReportInterrupted(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	page, stopped, err := buildReport(ctx, reportOptions{sizes: []int{8, 9}, enumMax: 12, classesN: 8})
	if err != nil {
		t.Fatal(err)
	}
	if stopped == nil || stopped.n != 8 || page.Verdict != result.Incomplete || len(page.Sizes) != 0 {
		t.Fatalf("stopped %+v, verdict %s, %d sizes", stopped, page.Verdict, len(page.Sizes))
	}
	var buf bytes.Buffer
	if err := render.WritePage(&buf, page); err != nil {
		t.Fatal(err)
	}
	doc, err := rendertest.Parse(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(doc.Text, "stopped during n = 8") || !strings.Contains(doc.Text, "incomplete") {
		t.Errorf("the page does not say it stopped: %q", doc.Text)
	}
}

// TestReportUsage checks report's usage errors and that a failed write
// leaves no file behind.
func TestReportUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no out", []string{"report", "-n", "4"}, exitUsage, "--out is required"},
		{"bad n", []string{"report", "-n", "0", "--out", filepath.Join(dir, "a.html")}, exitUsage, "outside 1..32"},
		{"bad classes", []string{"report", "--classes-n", "13", "--out", filepath.Join(dir, "a.html")}, exitUsage, "--classes-n: 13 is outside 0..12"},
		{"bad enumerate-max", []string{"report", "--enumerate-max", "15", "--out", filepath.Join(dir, "a.html")}, exitUsage, "--enumerate-max: 15 is outside 0..14"},
		{"bad timeout", []string{"report", "--timeout", "-1s", "--out", filepath.Join(dir, "a.html")}, exitUsage, "--timeout: -1s is negative"},
		{"bad dir", []string{"report", "-n", "4", "--out", filepath.Join(dir, "no", "such", "a.html")}, exitError, "no such file"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			if code := run(tc.args, &stdout, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), tc.code, tc.want)
			}
		})
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("files left behind: %v", entries)
	}
}

// TestReportStdout writes the page to standard output, without the
// summary.
func TestReportStdout(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"report", "-n", "4", "--classes-n", "4", "--out", "-"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	doc, boards := svgBoards(t, stdout.Bytes())
	if len(boards) != 1 || !strings.Contains(doc.Text, "fixed by rot90, rot180, rot270") {
		t.Errorf("%d boards; text %q", len(boards), doc.Text)
	}
}
