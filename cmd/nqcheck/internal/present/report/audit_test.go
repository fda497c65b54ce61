package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render/rendertest"
)

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
			b, ok := LineBoard(4, tc.format, tc.base, tc.line)
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
			b, ok := LineBoard(n, format, base, line)
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

// TestAuditPageFromFile reads the findings' lines again from the file
// audited: the page lists each finding with its line, the board of a
// line that holds one, and a long line cut to MaxShownLine bytes.
func TestAuditPageFromFile(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "out.txt")
	long := strings.Repeat("9 ", MaxShownLine)
	if err := os.WriteFile(path, []byte("2 4 1 3\r\n2 4 1 3\n"+long+"\n3 1 4 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rep := &audit.Report{N: 4, Format: audit.Lines, Base: 1, Findings: []audit.Finding{
		{Line: 2, Kind: audit.Duplicate, Detail: "a repeat of line 1"},
		{Line: 3, Kind: audit.LineTooLong, Detail: "too long"},
	}}
	page, err := AuditPageFromFile(rep, "out.txt", "nqcheck audit -n 4 out.txt", path)
	if err != nil {
		t.Fatal(err)
	}
	if len(page.Findings) != 2 || page.Title != "Audit of out.txt, n = 4" {
		t.Fatalf("title %q, %d findings", page.Title, len(page.Findings))
	}
	lines, err := ReadLines(path, map[int64]bool{1: true, 3: true})
	if err != nil {
		t.Fatal(err)
	}
	if lines[1] != "2 4 1 3" || len(lines[3]) != MaxShownLine+len(" …") || !strings.HasSuffix(lines[3], " …") {
		t.Errorf("lines %q and %d bytes ending %q", lines[1], len(lines[3]), lines[3][len(lines[3])-5:])
	}
	if page.Findings[0].Board == nil || page.Findings[1].Board != nil {
		t.Errorf("boards: %v, %v; want the duplicate's only", page.Findings[0].Board != nil, page.Findings[1].Board != nil)
	}
}
