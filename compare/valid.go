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
// attack each other and along which line. A solution of at most 32
// columns is tested without allocating (every board of every witness
// comes through here); the error's test allocates.
func Valid(n int, p board.Placement) error {
	if attackFree(n, p) {
		return nil
	}
	return fault(n, p)
}

// attackFree reports whether p, of at most 32 columns, lists one queen
// per row in row order, each on the board, no two of them on a column, a
// diagonal or an anti-diagonal. It answers false for anything else, and
// for a wider board, whose 2n−1 diagonals do not fit its bit sets: fault
// then decides.
func attackFree(n int, p board.Placement) bool {
	if n > 32 || len(p) != n {
		return false
	}
	var cols, diag, anti uint64
	for r, c := range p {
		if c.Row != r || c.Col < 0 || c.Col >= n {
			return false
		}
		cb, db, ab := uint64(1)<<uint(c.Col), uint64(1)<<uint(r-c.Col+n-1), uint64(1)<<uint(r+c.Col)
		if cols&cb != 0 || diag&db != 0 || anti&ab != 0 {
			return false
		}
		cols, diag, anti = cols|cb, diag|db, anti|ab
	}
	return true
}

// fault returns the first fault of p that makes it no solution, or nil.
func fault(n int, p board.Placement) error {
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
