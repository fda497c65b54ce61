package compare

import (
	"fmt"
	"sort"
	"strings"

	"github.com/nqcheck/nqcheck/board"
)

// Valid reports whether p is a solution of the n-queens problem: every
// queen on the board, exactly one queen in each row, and no two queens on a
// column, diagonal or anti-diagonal. The error names the first fault: a
// queen off the board, an empty or doubled row, or the two queens that
// attack each other and along which line.
func Valid(n int, p board.Placement) error {
	perRow := make([][]int, n)
	for _, c := range p {
		if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return fmt.Errorf("queen at %v is off the %d×%d board", c, n, n)
		}
		perRow[c.Row] = append(perRow[c.Row], c.Col)
	}
	for r, cols := range perRow {
		switch len(cols) {
		case 0:
			return fmt.Errorf("row %d holds no queen", r+1)
		case 1:
		default:
			sort.Ints(cols)
			names := make([]string, len(cols))
			for i, c := range cols {
				names[i] = fmt.Sprint(c + 1)
			}
			return fmt.Errorf("row %d holds %d queens (columns %s)", r+1, len(cols), strings.Join(names, ", "))
		}
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			a := board.Cell{Row: i, Col: perRow[i][0]}
			b := board.Cell{Row: j, Col: perRow[j][0]}
			var line string
			switch {
			case a.Col == b.Col:
				line = "a column"
			case a.Row-a.Col == b.Row-b.Col:
				line = "a diagonal"
			case a.Row+a.Col == b.Row+b.Col:
				line = "an anti-diagonal"
			default:
				continue
			}
			return fmt.Errorf("queens at %v and %v attack along %s", a, b, line)
		}
	}
	return nil
}
