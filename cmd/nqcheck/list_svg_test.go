package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render/rendertest"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// svgBoards reads the boards of an SVG document or a page back from the
// queens drawn in each <svg class="board">, independently of the drawing
// code: each queen's place is its translate(col·10 row·10).
func svgBoards(t *testing.T, data []byte) (rendertest.Doc, []board.Placement) {
	t.Helper()
	d, err := rendertest.Parse(data)
	if err != nil {
		t.Fatalf("not well-formed XML: %v", err)
	}
	ext, err := rendertest.External(data)
	if err != nil || len(ext) > 0 {
		t.Fatalf("refers outside itself: %v %v", ext, err)
	}
	var boards []board.Placement
	for _, e := range d.Elements {
		switch {
		case e.Name == "svg" && e.HasClass("board"):
			boards = append(boards, board.Placement{})
		case e.Name == "path" && e.HasClass("queen"):
			var x, y int
			if _, err := fmt.Sscanf(e.Attrs["transform"], "translate(%d %d)", &x, &y); err != nil || x%10 != 0 || y%10 != 0 {
				t.Fatalf("queen at %q", e.Attrs["transform"])
			}
			if len(boards) == 0 {
				t.Fatal("a queen outside any board")
			}
			b := &boards[len(boards)-1]
			*b = append(*b, board.Cell{Row: y / 10, Col: x / 10})
		}
	}
	return d, boards
}

// TestListSVG draws every solution of n = 1..8 and reads the boards back:
// Q(n) boards, each a solution, in strictly increasing lexicographic
// order, the same as the lines format lists.
func TestListSVG(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 8; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			if code := run([]string{"list", "-n", fmt.Sprint(n), "--format", "svg"}, &stdout, &stderr); code != cli.ExitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			_, boards := svgBoards(t, stdout.Bytes())
			if len(boards) != oeis.Q[n-1] {
				t.Fatalf("%d boards, want Q(%d) = %d", len(boards), n, oeis.Q[n-1])
			}
			var lines bytes.Buffer
			run([]string{"list", "-n", fmt.Sprint(n)}, &lines, &stderr)
			want := parseListing(t, "lines", n, lines.String())
			for i, p := range boards {
				s, ok := p.Solution(n)
				if !ok || compare.Valid(n, p) != nil {
					t.Fatalf("board #%d %v is not a solution", i+1, p)
				}
				if board.Compare(s, want[i]) != 0 {
					t.Fatalf("board #%d is %v, the listing's is %v", i+1, s, want[i])
				}
			}
		})
	}
}

// TestListSVGClasses draws one board per class for n = 1..10: as many as
// A002562 says, each the smallest of its 8 images, in increasing order,
// captioned with its orbit size and the rotations that fix it.
func TestListSVGClasses(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			if code := run([]string{"list", "-n", fmt.Sprint(n), "--format", "svg", "--classes"}, &stdout, &stderr); code != cli.ExitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			d, boards := svgBoards(t, stdout.Bytes())
			if len(boards) != oeis.Classes[n-1] {
				t.Fatalf("%d boards, want %d classes", len(boards), oeis.Classes[n-1])
			}
			orbitSum := 0
			var prev board.Solution
			for i, p := range boards {
				s, ok := p.Solution(n)
				if !ok || compare.Valid(n, p) != nil {
					t.Fatalf("board #%d %v is not a solution", i+1, p)
				}
				for _, g := range board.Symmetries {
					if board.Compare(g.Apply(s), s) < 0 {
						t.Fatalf("board #%d %v is not its class's smallest: %v gives %v", i+1, s, g, g.Apply(s))
					}
				}
				if prev != nil && board.Compare(prev, s) >= 0 {
					t.Fatalf("board #%d %v does not come after %v", i+1, s, prev)
				}
				prev = s
				distinct := map[string]bool{}
				var fixed []string
				for _, g := range board.Symmetries {
					distinct[g.Apply(s).Key()] = true
					if g != board.Identity && g <= board.Rot270 && board.Compare(g.Apply(s), s) == 0 {
						fixed = append(fixed, g.String())
					}
				}
				orbitSum += len(distinct)
				fixedText := "none"
				if len(fixed) > 0 {
					fixedText = strings.Join(fixed, " ")
				}
				caption := fmt.Sprintf("class %d: %v orbit %d fixed by: %s ", i+1, s, len(distinct), fixedText)
				if !strings.Contains(d.Text, caption) {
					t.Errorf("caption %q not in the text", caption)
				}
			}
			if orbitSum != oeis.Q[n-1] {
				t.Errorf("the orbits add up to %d, want Q(%d) = %d", orbitSum, n, oeis.Q[n-1])
			}
		})
	}
}

// TestListSVGLimitAndErrors checks --limit with svg and the usage errors
// of --classes.
func TestListSVGLimitAndErrors(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	if code := run([]string{"list", "-n", "8", "--format", "svg", "--limit", "5"}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, boards := svgBoards(t, stdout.Bytes()); len(boards) != 5 {
		t.Errorf("%d boards with --limit 5", len(boards))
	}
	stdout.Reset()
	if code := run([]string{"list", "-n", "8", "--format", "svg", "--classes", "--limit", "20"}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if _, boards := svgBoards(t, stdout.Bytes()); len(boards) != 12 {
		t.Errorf("%d class boards with --limit 20, want the 12 there are", len(boards))
	}
	stderr.Reset()
	if code := run([]string{"list", "-n", "8", "--classes"}, &stdout, &stderr); code != cli.ExitUsage || !strings.Contains(stderr.String(), "--format svg") {
		t.Errorf("--classes without svg: exit %d, %q", code, stderr.String())
	}
}
