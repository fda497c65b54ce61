package audit

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// TestUniformReading checks the invariant of doc.go: one notation is
// inferred from the data and applied to the whole output, so that a
// wrong set of solutions stays wrong under every reader. A listing whose
// lines change notation half-way (0-based, then 1-based) does not pass,
// and a wrong listing mirrored (a bijection of the solutions onto
// themselves) still fails in every reading.
func TestUniformReading(t *testing.T) {
	t.Parallel()
	// The two solutions of n = 4, the first 1-based, the second 0-based:
	// each line alone is a right solution, the whole is no right listing.
	noReadingPasses(t, "bases mixed", "2 4 1 3\n2 0 3 1\n", 4)
	noReadingPasses(t, "bases mixed, boards beside", "2 4 1 3\n|(@)|   |   |   |\n", 4)
	for _, n := range []int{5, 6} {
		ref := reference(n)
		mirror := func(s board.Solution) board.Solution {
			m := make(board.Solution, len(s))
			for r, c := range s {
				m[r] = len(s) - 1 - c
			}
			return m
		}
		for drop := range ref {
			var sols []board.Solution
			for i, s := range ref {
				if i != drop {
					sols = append(sols, mirror(s))
				}
			}
			for _, style := range []string{"lines", "chess", "boards", "bordered", "digits"} {
				text := strings.Join(writeStyle(style, sols), "\n") + "\n"
				noReadingPasses(t, fmt.Sprintf("n=%d %s mirrored, solution %d dropped", n, style, drop), text, n)
			}
			if drop > 1 {
				break // two drops per size are enough
			}
		}
	}
}

// glyphBoards writes the solutions of n = 4 with draw, a function of
// the index and the columns of one solution, or of two side by side.
func glyphBoards(sols [][]int, draw func(k int, s []int) []string) string {
	var lines []string
	for k, s := range sols {
		lines = append(lines, draw(k+1, s)...)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestGlyphBoards checks boards read by their cells whatever they look
// like: queens of several characters in bordered cells, boards side by
// side, numbered queens between tabs after a prompt; right they pass,
// with a queen moved they fail for it.
func TestGlyphBoards(t *testing.T) {
	t.Parallel()
	sols := [][]int{{1, 3, 0, 2}, {2, 0, 3, 1}}
	tabbed := func(k int, s []int) []string {
		out := []string{fmt.Sprintf("board-%d", k)}
		if k == 1 {
			out[0] = "How many queens? board-1"
		}
		for r, c := range s {
			cells := slices.Repeat([]string{"- "}, len(s))
			cells[c] = fmt.Sprintf("Q%d", r+1)
			out = append(out, strings.Join(cells, "\t")+"\t")
		}
		return out
	}
	beside := func(pair [][]int) string {
		rule := strings.Repeat("+---", 4) + "+"
		lines := []string{"1:                  2:", rule + "   " + rule}
		for r := range 4 {
			var halves []string
			for _, s := range pair {
				cells := slices.Repeat([]string{"   "}, 4)
				cells[s[r]] = "<#>"
				halves = append(halves, "|"+strings.Join(cells, "|")+"|")
			}
			lines = append(lines, strings.Join(halves, "   "), rule+"   "+rule)
		}
		return strings.Join(lines, "\n") + "\n\n2 solutions\n"
	}
	moved := [][]int{{1, 3, 0, 2}, {2, 0, 3, 0}}
	for _, tt := range []struct {
		name, right, wrong string
	}{
		{"numbered queens between tabs", glyphBoards(sols, tabbed) + "total: 2\n", glyphBoards(moved, tabbed) + "total: 2\n"},
		{"bordered boards side by side", beside(sols), beside(moved)},
	} {
		if rep := auditText(t, tt.right, 4, Options{}); !rep.Clean() || rep.Solutions != 2 {
			t.Errorf("%s: a right output: %d solutions\n%s\n%s", tt.name, rep.Solutions, reportText(rep), tt.right)
		}
		if rep := auditText(t, tt.wrong, 4, Options{}); rep.Count(Invalid) != 1 {
			t.Errorf("%s: a queen moved: %d invalid\n%s\n%s", tt.name, rep.Count(Invalid), reportText(rep), tt.wrong)
		}
		noReadingPasses(t, tt.name+" moved", tt.wrong, 4)
	}
}

// TestChequeredBoards checks boards whose empty squares take two
// contents by their colour, as the boards are drawn: rows of one
// character a cell in a frame, numbered on the right with the columns
// numbered below; rows drawn over two text lines, the queen's cell on
// both; each board after its queens named one a line ("♛ at 0 2", the
// picture of the solution before it, counted once). Right they pass; with a queen moved, a board twice or a row
// line lost they fail for it.
func TestChequeredBoards(t *testing.T) {
	t.Parallel()
	const n = 6
	sols := reference(n)
	framed := func(s board.Solution) []string {
		out := []string{"--- board ---", "+" + strings.Repeat("-", n) + "+"}
		for r, c := range s {
			var row strings.Builder
			for col := range n {
				switch {
				case col == c:
					row.WriteString("♛")
				case (r+col)%2 == 0:
					row.WriteString(" ")
				default:
					row.WriteString("#")
				}
			}
			out = append(out, fmt.Sprintf("|%s| %d", row.String(), r))
		}
		return append(out, "+"+strings.Repeat("-", n)+"+", " 012345")
	}
	tall := func(s board.Solution) []string {
		out := []string{strings.Repeat("_", 4*n+1)}
		for r, c := range s {
			top, bottom := "|", "|"
			for col := range n {
				switch {
				case col == c:
					top, bottom = top+" Q |", bottom+"(_)|"
				case (r+col)%2 == 0:
					top, bottom = top+"   |", bottom+"___|"
				default:
					top, bottom = top+"::.|", bottom+"___|"
				}
			}
			out = append(out, top, bottom)
		}
		return append(out, "")
	}
	named := func(s board.Solution) []string {
		var out []string
		for r, c := range s {
			out = append(out, fmt.Sprintf("♛ at %d %d", r, c))
		}
		return append(out, framed(s)...)
	}
	draw := func(sols []board.Solution, f func(board.Solution) []string) string {
		var lines []string
		for _, s := range sols {
			lines = append(lines, f(s)...)
		}
		return strings.Join(lines, "\n") + "\n"
	}
	moved := slices.Clone(sols)
	moved[1] = board.Solution{moved[1][1], moved[1][0], moved[1][2], moved[1][3], moved[1][4], moved[1][5]}
	twice := append(slices.Clone(sols), sols[0])
	for _, tt := range []struct {
		name string
		draw func(board.Solution) []string
	}{{"framed, one character a cell", framed}, {"rows over two lines", tall}, {"queens named one a line, then the board", named}} {
		if rep := auditText(t, draw(sols, tt.draw), n, Options{}); !rep.Clean() || rep.Solutions != int64(len(sols)) {
			t.Errorf("%s: a right output: %d solutions\n%s", tt.name, rep.Solutions, reportText(rep))
		}
		wrong := draw(moved, tt.draw)
		if rep := auditText(t, wrong, n, Options{}); rep.Count(Invalid) == 0 || rep.Count(Missing) != 1 { // one invalid a notation it is shown in
			t.Errorf("%s: a queen moved: %d invalid\n%s", tt.name, rep.Count(Invalid), reportText(rep))
		}
		noReadingPasses(t, tt.name+", a queen moved", wrong, n)
		wrong = draw(twice, tt.draw)
		if rep := auditText(t, wrong, n, Options{}); rep.Count(Duplicate) != 1 {
			t.Errorf("%s: a board twice: %d duplicates\n%s", tt.name, rep.Count(Duplicate), reportText(rep))
		}
		noReadingPasses(t, tt.name+", a board twice", wrong, n)
		lines := strings.Split(draw(sols, tt.draw), "\n")
		wrong = strings.Join(slices.Delete(lines, 5, 6), "\n")
		noReadingPasses(t, tt.name+", a line lost", wrong, n)
	}
}
