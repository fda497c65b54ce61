package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render/rendertest"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/report"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// writeReport runs nqcheck report with args and --out in a temporary
// directory, and returns the page and the exit code.
func writeReport(t *testing.T, args ...string) ([]byte, int, string) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "page.html")
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"report", "--out", out}, args...), &stdout, &stderr)
	if code != cli.ExitOK && code != cli.ExitMismatch {
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
	if code != cli.ExitOK {
		t.Fatalf("exit %d", code)
	}
	doc, boards := svgBoards(t, data) // parses, and fails on any external reference
	if got := doc.Count("figure", "class"); got != 12 {
		t.Errorf("%d class figures, want 12", got)
	}
	checkClassesOf8(t, boards)
	figs := figureTexts(t, data)
	if len(figs) != 4 || figs[0] != "92" || figs[1] != "12" || figs[2] != "0" || figs[3] != "4" {
		t.Errorf("table figures %q, want [92 12 0 4]", figs)
	}
	// The SAT side's figures are on the page as well as the DFS side's.
	for _, want := range []string{"OEIS A000170: 92", "count: 12", "dfs: 92", "dfs-iter: 92", "sat: 92", "sat-lexleader: 12", "sat-burnside: 4",
		"The 12 classes of n = 8", "orbit 4 · fixed by rot180"} {
		if !strings.Contains(doc.Text, want) {
			t.Errorf("%q not in the page's text", want)
		}
	}
	if !strings.Contains(string(data), `title="passed: dfs/dfs-iter, dfs/sat"`) {
		t.Error("the set check does not name the DFS and SAT enumerations")
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
	if code != cli.ExitOK {
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
	// n = 9 is only counted: its total comes from the counters and OEIS.
	if !strings.Contains(string(data), `title="352 from count, frontier, join, OEIS A000170"`) {
		t.Error("n = 9's total check does not name its three counters and OEIS")
	}
	if !strings.Contains(string(data), `title="92 from dfs, dfs-iter, sat, count, frontier, join, OEIS A000170"`) {
		t.Error("n = 8's total check does not name its enumerations, DFS and SAT")
	}
}

// reportOptions returns opt with the settings runReport gives every
// report: its stop reasons and SAT workers.
func reportOptions(opt report.Options) report.Options {
	opt.StopReason, opt.SAT = cli.StopReason, reportSAT()
	return opt
}

// faultAt returns a change of the dfs-iter witness (see dfsWitnesses):
// in board size n, its i-th board (from 0, in the order it emits them)
// is replaced by what change returns for it.
func faultAt(n int, change func(i int, p board.Placement) []board.Placement) func(w *verify.Witness) {
	return func(w *verify.Witness) {
		inner := w.Enumerate
		w.Enumerate = func(ctx context.Context, m int, cubes []verify.Cube, emit verify.Emit) error {
			i := 0
			return inner(ctx, m, cubes, func(set verify.Set, cube int, p board.Placement) {
				if m != n || set != verify.All {
					emit(set, cube, p)
					return
				}
				for _, q := range change(i, p) {
					emit(set, cube, q)
				}
				i++
			})
		}
	}
}

// dropBoard drops board #1 (the second); invalidBoard replaces board #0
// by 1 3 5 2 4 6, whose queens of rows 1 and 6 share the diagonal.
func dropBoard(i int, p board.Placement) []board.Placement {
	if i == 1 {
		return nil
	}
	return []board.Placement{p}
}

func invalidBoard(i int, p board.Placement) []board.Placement {
	if i == 0 {
		return []board.Placement{board.Solution{0, 2, 4, 1, 3, 5}.Placement()}
	}
	return []board.Placement{p}
}

// TestReportDisagreement injects faults into one enumeration and checks
// that the page fails and draws the first differing solution with the
// missing or the attacking queens marked.
func TestReportDisagreement(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name       string
		change     func(int, board.Placement) []board.Placement
		failed     []string // checks that must fail
		missing    int      // queens marked missing
		attacking  int      // queens marked attacking
		noteSubstr string
	}{
		{
			name:    "dropped",
			change:  dropBoard,
			failed:  []string{"set dfs/dfs-iter", "count dfs/dfs-iter", "figure total", "figure fix180"},
			missing: 6, noteSubstr: "dfs lists 3 6 2 5 1 4, dfs-iter does not",
		},
		{
			name:      "invalid",
			change:    invalidBoard,
			failed:    []string{"valid dfs-iter", "set dfs/dfs-iter"},
			attacking: 2, noteSubstr: "dfs-iter lists 1 3 5 2 4 6: it is not a solution",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// n = 6 has 4 solutions: 2 4 6 1 3 5, 3 6 2 5 1 4, 4 1 5 2 6 3, 5 3 1 6 4 2.
			opt := reportOptions(report.Options{Sizes: []int{4, 6}, EnumMax: 12, All: dfsWitnesses(faultAt(6, tc.change))})
			page, stopped, err := report.Build(context.Background(), opt)
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
	page, stopped, err := report.Build(ctx, reportOptions(report.Options{Sizes: []int{8, 9}, EnumMax: 12, ClassesN: 8}))
	if err != nil {
		t.Fatal(err)
	}
	if stopped == nil || stopped.N != 8 || page.Verdict != result.Incomplete || len(page.Sizes) != 0 {
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
	checkFailures(t, dir, []failCase{
		{"no out", []string{"report", "-n", "4"}, cli.ExitUsage, "--out is required"},
		{"bad n", []string{"report", "-n", "0", "--out", filepath.Join(dir, "a.html")}, cli.ExitUsage, "outside 1..32"},
		{"bad classes", []string{"report", "--classes-n", "13", "--out", filepath.Join(dir, "a.html")}, cli.ExitUsage, "--classes-n: 13 is outside 0..12"},
		{"bad enumerate-max", []string{"report", "--enumerate-max", "15", "--out", filepath.Join(dir, "a.html")}, cli.ExitUsage, "--enumerate-max: 15 is outside 0..14"},
		{"bad timeout", []string{"report", "--timeout", "-1s", "--out", filepath.Join(dir, "a.html")}, cli.ExitUsage, "--timeout: -1s is negative"},
		{"bad dir", []string{"report", "-n", "4", "--out", filepath.Join(dir, "no", "such", "a.html")}, cli.ExitError, "no such file"},
	})
}

// TestReportStdout writes the page to standard output, without the
// summary.
func TestReportStdout(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"report", "-n", "4", "--classes-n", "4", "--out", "-"}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	doc, boards := svgBoards(t, stdout.Bytes())
	if len(boards) != 1 || !strings.Contains(doc.Text, "fixed by rot90, rot180, rot270") {
		t.Errorf("%d boards; text %q", len(boards), doc.Text)
	}
}
