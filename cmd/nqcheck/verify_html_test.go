package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// TestVerifyHTMLN8 runs `nqcheck verify -n 8 --json --html FILE` with
// every witness, DFS and SAT: standard output is still the JSON document,
// and the page parses, refers to nothing outside itself, shows 92 and 12
// with each witness, SAT's among them, and draws the 12 class boards.
func TestVerifyHTMLN8(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "verify.html")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "-n", "8", "--json", "--html", file}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var rep result.Envelope[result.Verify]
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil || rep.Verdict != result.Pass || len(rep.Results) != 1 {
		t.Fatalf("standard output is not verify's JSON (%v): %s", err, stdout.String())
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	doc, boards := svgBoards(t, data) // parses, and fails on any external reference
	if got := doc.Count("figure", "class"); got != 12 {
		t.Fatalf("%d class figures, want 12", got)
	}
	checkClassesOf8(t, boards)
	if figs := figureTexts(t, data); len(figs) != 4 || figs[0] != "92" || figs[1] != "12" || figs[2] != "0" || figs[3] != "4" {
		t.Errorf("table figures %q, want [92 12 0 4]", figs)
	}
	for _, want := range []string{"N-Queens report", "nqcheck verify -n 8 --json --html " + file, "dfs: 92", "sat: 92", "sat-lexleader: 12",
		"count: 12", "OEIS A000170: 92", "OEIS A002562: 12", "The 12 classes of n = 8"} {
		if !strings.Contains(doc.Text, want) {
			t.Errorf("%q not in the page's text", want)
		}
	}
	if doc.Count("svg", "plot") != 1 || doc.Count("figure", "diff") != 0 || strings.Contains(doc.Text, "Where the witnesses differ") {
		t.Error("the page of a passing run has no plot, or shows a difference")
	}
	if !strings.Contains(string(data), `title="passed: dfs/dfs-iter, dfs/sat"`) {
		t.Error("the set check does not name the DFS and SAT enumerations")
	}
}

// TestVerifyHTMLDisagreement injects faults into dfs-iter through
// verify's witnesses (verifyWith): the run exits 3 with its usual text, and
// the page fails and draws the first differing board with its attacking
// or missing queens marked, of the cube the failed check names.
func TestVerifyHTMLDisagreement(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		n         int
		change    func(int, board.Placement) []board.Placement
		failed    string // a check that must fail, as the page names it
		note      string
		drawn     string // the differing board, 1-based columns
		classes   int    // class boards of the largest size (no fault in them)
		missing   int
		attacking int
	}{
		{"invalid", 6, invalidBoard, "valid dfs-iter", "dfs-iter lists 1 3 5 2 4 6: it is not a solution", "1 3 5 2 4 6", 1, 0, 2},
		{"dropped", 6, dropBoard, "set dfs/dfs-iter", "dfs lists 3 6 2 5 1 4, dfs-iter does not", "3 6 2 5 1 4", 1, 6, 0},
		// n = 8 has cubes of 2 rows; the first with two solutions is 1 7.
		{"dropped in a cube", 8, dropBoard, "set dfs/dfs-iter", "dfs lists 1 7 5 8 2 4 6 3 (cube rows 1-2 = 1 7), dfs-iter does not",
			"1 7 5 8 2 4 6 3", 12, 8, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			file := filepath.Join(t.TempDir(), "verify.html")
			deps := verifyDeps{context: cli.RunContext, witnesses: dfsWitnesses(faultAt(tc.n, tc.change))}
			var stdout, stderr bytes.Buffer
			args := []string{"-n", fmt.Sprintf("4,%d", tc.n), "--html", file}
			if code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, args, deps); code != cli.ExitMismatch {
				t.Fatalf("exit %d, want %d\n%s%s", code, cli.ExitMismatch, stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String(), "MISMATCH: the witnesses disagree") {
				t.Errorf("stdout %q", stdout.String())
			}
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			doc, boards := svgBoards(t, data)
			if doc.Count("figure", "diff") != 1 || doc.Count("figure", "class") != tc.classes || len(boards) != tc.classes+1 {
				t.Fatalf("%d difference figures, %d class figures, %d boards; want 1, %d and %d",
					doc.Count("figure", "diff"), doc.Count("figure", "class"), len(boards), tc.classes, tc.classes+1)
			}
			// The difference is drawn after the classes: the last board.
			if s, ok := boards[len(boards)-1].Solution(tc.n); !ok || s.String() != tc.drawn {
				t.Errorf("the difference drawn is %v, want %s", boards[len(boards)-1], tc.drawn)
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
			for _, want := range []string{"Where the witnesses differ", tc.note, "✗ " + tc.failed, "fail"} {
				if !strings.Contains(doc.Text, want) {
					t.Errorf("%q not in the page's text:\n%s", want, doc.Text)
				}
			}
		})
	}
}

// TestVerifyHTMLStopped runs verify --html with its context done before
// the first size: exit 4, and the page says where the run stopped.
func TestVerifyHTMLStopped(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "verify.html")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	deps := verifyDeps{context: func(time.Duration) (context.Context, func()) { return ctx, func() {} },
		witnesses: dfsWitnesses(func(*verify.Witness) {})}
	var stdout, stderr bytes.Buffer
	if code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, []string{"-n", "8", "--html", file}, deps); code != cli.ExitIncomplete {
		t.Fatalf("exit %d, want %d\n%s%s", code, cli.ExitIncomplete, stdout.String(), stderr.String())
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	doc, boards := svgBoards(t, data)
	if len(boards) != 0 || !strings.Contains(doc.Text, "stopped during n = 8 (cancelled)") || !strings.Contains(doc.Text, "incomplete") {
		t.Errorf("%d boards; the page does not say it stopped: %q", len(boards), doc.Text)
	}
}

// TestVerifyHTMLUsage: --html - is a usage error (standard output holds
// the text), and a page that cannot be written is exit 1 with no file
// left behind.
func TestVerifyHTMLUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	checkFailures(t, dir, []failCase{
		{"stdout", []string{"verify", "-n", "4", "--html", "-"}, cli.ExitUsage, "--html: standard output holds the text"},
		{"bad dir", []string{"verify", "-n", "4", "--witness", "dfs,count", "--html", filepath.Join(dir, "no", "such", "a.html")}, cli.ExitError, "no such file"},
	})
}
