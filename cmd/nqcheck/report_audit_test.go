package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/internal/child"
	"github.com/nqcheck/nqcheck/render"
	"github.com/nqcheck/nqcheck/render/rendertest"
)

// TestAuditHTML audits the faulty listing of docs/examples from a file and
// from standard input, and reads both pages back: three findings, the
// invalid line's board with its two attacking queens joined by a line,
// the duplicate's board plain, and nothing loaded from outside.
func TestAuditHTML(t *testing.T) {
	t.Parallel()
	src := "../../docs/examples/faulty-8.txt"
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, from := range []string{"file", "stdin"} {
		t.Run(from, func(t *testing.T) {
			t.Parallel()
			out := filepath.Join(t.TempDir(), "audit.html")
			args := []string{"audit", "-n", "8", "--html", out, src}
			var stdout, stderr bytes.Buffer
			if from == "stdin" {
				// A process of its own reads the listing on its standard
				// input; the package's stdin stays as it is.
				args[len(args)-1] = "-"
				o, err := child.Run(context.Background(), child.Spec{
					Path: os.Args[0], Args: args, Stdin: bytes.NewReader(data),
					Env: append(os.Environ(), "NQCHECK_MAIN=1"), Timeout: 2 * time.Minute,
				}, func(r io.Reader) error { _, err := io.Copy(&stdout, r); return err })
				if err != nil || o.ExitCode != exitMismatch {
					t.Fatalf("exit %d, want %d: %v %s", o.ExitCode, exitMismatch, err, o.Stderr)
				}
			} else if code := run(args, &stdout, &stderr); code != exitMismatch {
				t.Fatalf("exit %d, want %d: %s", code, exitMismatch, stderr.String())
			}
			page, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			doc, boards := svgBoards(t, page)
			if got := doc.Count("div", "finding"); got != 3 {
				t.Errorf("%d findings, want 3", got)
			}
			if len(boards) != 2 {
				t.Fatalf("%d boards, want 2 (the invalid line and the duplicate)", len(boards))
			}
			if got := doc.Count("path", "attacking"); got != 2 {
				t.Errorf("%d attacking queens, want 2", got)
			}
			if got := doc.Count("line", "attack"); got != 1 {
				t.Errorf("%d attack lines, want 1", got)
			}
			for _, want := range []string{"line 5", "2 4 6 8 3 1 5 7", "line 31", "duplicate solution", "missing solutions: 1"} {
				if !strings.Contains(doc.Text, want) {
					t.Errorf("%q not in the page's text %q", want, doc.Text)
				}
			}
			// The text report is unchanged by --html.
			var plain bytes.Buffer
			run([]string{"audit", "-n", "8", src}, &plain, &stderr)
			if plain.String() != stdout.String() {
				t.Errorf("--html changed the text report:\n%s\nwant\n%s", stdout.String(), plain.String())
			}
		})
	}
}

// TestLineBoard reads boards from audited lines of every format.
func TestLineBoard(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		format    audit.Format
		base      int
		line      string
		ok        bool
		queens    int
		attacking int
		empty     int
	}{
		{"lines", audit.Lines, 1, "2 4 1 3", true, 4, 0, 0},
		{"lines attack", audit.Lines, 1, "1 2 3 4", true, 4, 2, 0},
		{"lines 0-based", audit.Lines, 0, "1 3 0 2", true, 4, 0, 0},
		{"short", audit.Lines, 1, "2 4 1", false, 0, 0, 0},
		{"off board", audit.Lines, 1, "2 4 1 5", false, 0, 0, 0},
		{"word", audit.Lines, 1, "2 x 1 3", false, 0, 0, 0},
		{"coords", audit.Coords, 0, "(0 1) (1 3) (2 0) (3 2)", true, 4, 0, 0},
		{"coords doubled row", audit.Coords, 0, "(0 1) (0 3) (2 0) (3 2)", true, 4, 2, 1},
		{"coords off board", audit.Coords, 0, "(0 1) (1 4) (2 0) (3 2)", false, 0, 0, 0},
		{"coords text", audit.Coords, 0, "The total of 4 Queen's solutions:2", false, 0, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b, ok := lineBoard(4, tc.format, tc.base, tc.line)
			if ok != tc.ok {
				t.Fatalf("ok = %v, want %v", ok, tc.ok)
			}
			if !ok {
				return
			}
			attacking := 0
			for _, q := range b.Queens {
				if q.Mark != 0 {
					attacking++
				}
			}
			if len(b.Queens) != tc.queens || attacking != tc.attacking || len(b.EmptyRows) != tc.empty {
				t.Errorf("%d queens, %d attacking, %d empty rows; want %d, %d, %d",
					len(b.Queens), attacking, len(b.EmptyRows), tc.queens, tc.attacking, tc.empty)
			}
			if _, err := rendertest.Parse([]byte(render.BoardSVG(b, 100))); err != nil {
				t.Error(err)
			}
		})
	}
}

// FuzzLineBoard reads arbitrary lines as boards of every format: it never
// panics, a board it returns has its queens on the board, and the board
// draws as well-formed SVG.
func FuzzLineBoard(f *testing.F) {
	for _, s := range []string{"2 4 1 3", "1 2 3 4", "(0 1) (0 3) (2 0) (3 2)", "(1,2)(3,4)", "-1 0 1 2", "", "x"} {
		f.Add(s, 4, 1)
	}
	f.Fuzz(func(t *testing.T, line string, n, base int) {
		if n < 1 || n > 32 || base < 0 || base > 1 {
			return
		}
		for _, format := range []audit.Format{audit.Lines, audit.P1219, audit.Coords} {
			b, ok := lineBoard(n, format, base, line)
			if !ok {
				continue
			}
			if b.N != n || len(b.Queens) == 0 {
				t.Fatalf("%q: board of size %d with %d queens", line, b.N, len(b.Queens))
			}
			for _, q := range b.Queens {
				if q.Row < 0 || q.Row >= n || q.Col < 0 || q.Col >= n {
					t.Fatalf("%q: queen at (%d, %d) off the board", line, q.Row, q.Col)
				}
			}
			if _, err := rendertest.Parse([]byte(render.BoardSVG(b, 100))); err != nil {
				t.Fatalf("%q: %v", line, err)
			}
		}
	})
}
