package board

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxN is the largest board size nqcheck handles.
const MaxN = 32

// Solution lists the 0-based column of the queen in each row.
type Solution []int

// Cell is one square of the board, 0-based.
type Cell struct {
	Row, Col int
}

// String formats c as "(row,col)", 1-based as people count squares.
func (c Cell) String() string {
	return fmt.Sprintf("(row %d, col %d)", c.Row+1, c.Col+1)
}

// Placement is the set of cells that hold a queen, sorted by row, then
// column. Unlike a Solution it can hold an empty or a doubled row.
type Placement []Cell

// String formats s 1-based, columns separated by single spaces.
func (s Solution) String() string {
	var b strings.Builder
	for i, c := range s {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(c + 1))
	}
	return b.String()
}

// Clone returns a copy of s that does not share memory with it.
func (s Solution) Clone() Solution {
	return append(Solution(nil), s...)
}

// Key returns a compact string that identifies s, usable as a map key.
// Columns must lie in [0, 255].
func (s Solution) Key() string {
	b := make([]byte, len(s))
	for i, c := range s {
		b[i] = byte(c)
	}
	return string(b)
}

// Placement returns the cells of s.
func (s Solution) Placement() Placement {
	p := make(Placement, len(s))
	for r, c := range s {
		p[r] = Cell{r, c}
	}
	return p
}

// Compare orders solutions lexicographically, comparing columns as numbers.
// It returns -1, 0 or +1. A proper prefix sorts first.
func Compare(a, b Solution) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		switch {
		case a[i] < b[i]:
			return -1
		case a[i] > b[i]:
			return 1
		}
	}
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	}
	return 0
}

// String formats p as its cells, 1-based: "(row 1, col 2) (row 2, col 4)".
func (p Placement) String() string {
	if len(p) == 0 {
		return "(no queens)"
	}
	parts := make([]string, len(p))
	for i, c := range p {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// Solution returns the solution that p describes when p has exactly one
// queen in each of the n rows and every column lies on the board. It does
// not check attacks; ok is false when p has another shape.
func (p Placement) Solution(n int) (s Solution, ok bool) {
	if len(p) != n {
		return nil, false
	}
	s = make(Solution, n)
	for i, c := range p {
		if c.Row != i || c.Col < 0 || c.Col >= n {
			return nil, false
		}
		s[i] = c.Col
	}
	return s, true
}
