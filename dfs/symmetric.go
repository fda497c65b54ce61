package dfs

import "github.com/nqcheck/nqcheck/board"

// FixedSolutions calls visit with every solution of the n-queens problem
// that the rotation g maps to itself, until visit returns false; g must be
// board.Rot90 or board.Rot180, and any other symmetry is an error. It
// reports whether the search ran to the end.
//
// The search never builds a solution that is not fixed: it places whole
// orbits of queens. It takes the first row that holds no queen yet, tries
// each of its columns in ascending order, and places at once the queen and
// its images under the powers of g (4 cells for the 90° rotation, 2 for the
// 180° one, 1 for the centre of an odd board), backtracking when any of them
// shares a row, column, diagonal or anti-diagonal with a queen already
// placed or with another cell of its orbit. Each fixed solution is found
// exactly once, but not in lexicographic order. The solution passed to
// visit is reused by the search: clone it to keep it.
func FixedSolutions(n int, g board.Symmetry, visit func(board.Solution) bool) (bool, error) {
	return FixedSolutionsFrom(n, g, nil, visit)
}

type orbitSearch struct {
	n                    int
	g                    board.Symmetry
	cols                 board.Solution
	row, col, diag, anti []bool
	visit                func(board.Solution) bool
	poll                 *poller // nil: only visit stops the search
}

// place fills the rows from r on; rows below r are already full.
func (s *orbitSearch) place(r int) bool {
	if s.poll.stop() {
		return false
	}
	for r < s.n && s.row[r] {
		r++
	}
	if r == s.n {
		return s.visit(s.cols)
	}
	var orbit [4]board.Cell
	for c := 0; c < s.n; c++ {
		// The orbit of (r, c) under the powers of g, each cell once.
		k := 0
		for cell := (board.Cell{Row: r, Col: c}); ; {
			orbit[k] = cell
			k++
			cell.Row, cell.Col = s.g.Cell(s.n, cell.Row, cell.Col)
			if cell.Row == r && cell.Col == c {
				break
			}
		}
		placed := 0
		for placed < k && s.free(orbit[placed]) {
			s.mark(orbit[placed], true)
			placed++
		}
		more := true
		if placed == k {
			more = s.place(r + 1)
		}
		for i := 0; i < placed; i++ {
			s.mark(orbit[i], false)
		}
		if !more {
			return false
		}
	}
	return true
}

func (s *orbitSearch) free(q board.Cell) bool {
	return !s.row[q.Row] && !s.col[q.Col] && !s.diag[q.Row-q.Col+s.n-1] && !s.anti[q.Row+q.Col]
}

func (s *orbitSearch) mark(q board.Cell, on bool) {
	s.row[q.Row], s.col[q.Col] = on, on
	s.diag[q.Row-q.Col+s.n-1], s.anti[q.Row+q.Col] = on, on
	if on {
		s.cols[q.Row] = q.Col
	}
}
