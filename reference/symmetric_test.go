package reference

// An exact count of the solutions fixed by a rotation, independent of the
// other packages: it places whole orbits of queens under the rotation, so
// it visits only symmetric boards, and it checks attacks itself.

// rotation maps a cell of an n×n board to its image under a clockwise
// rotation by 90 degrees.
func rotation(n, r, c int) (int, int) {
	return c, n - 1 - r
}

// symSearch is the state of one symmetric search.
type symSearch struct {
	n          int
	turns      int   // 2: fixed by the 180° rotation, 1: by the 90° one
	rowCol     []int // column of the queen in each row, -1 while empty
	col        []bool
	diag, anti []bool
	count      uint64
}

// countFixed returns the number of n-queens solutions that the rotation by
// 90·turns degrees (turns = 1 or 2) maps to themselves.
func countFixed(n, turns int) uint64 {
	s := &symSearch{n: n, turns: turns, rowCol: make([]int, n), col: make([]bool, n),
		diag: make([]bool, 2*n-1), anti: make([]bool, 2*n-1)}
	for i := range s.rowCol {
		s.rowCol[i] = -1
	}
	s.row(0)
	return s.count
}

// orbit returns the distinct images of (r, c) under the powers of the
// search's rotation.
func (s *symSearch) orbit(r, c int) [][2]int {
	out := [][2]int{{r, c}}
	for {
		for i := 0; i < s.turns; i++ {
			r, c = rotation(s.n, r, c)
		}
		if r == out[0][0] && c == out[0][1] {
			return out
		}
		out = append(out, [2]int{r, c})
	}
}

// put places a queen on (r, c) if no queen attacks it.
func (s *symSearch) put(r, c int) bool {
	d, a := r-c+s.n-1, r+c
	if s.rowCol[r] >= 0 || s.col[c] || s.diag[d] || s.anti[a] {
		return false
	}
	s.rowCol[r] = c
	s.col[c], s.diag[d], s.anti[a] = true, true, true
	return true
}

// take removes the queen on (r, c).
func (s *symSearch) take(r, c int) {
	s.rowCol[r] = -1
	s.col[c], s.diag[r-c+s.n-1], s.anti[r+c] = false, false, false
}

// row fills the rows from r on; rows already holding a queen placed as an
// image are skipped.
func (s *symSearch) row(r int) {
	for r < s.n && s.rowCol[r] >= 0 {
		r++
	}
	if r == s.n {
		s.count++
		return
	}
	for c := 0; c < s.n; c++ {
		cells := s.orbit(r, c)
		placed := 0
		for _, cell := range cells {
			if !s.put(cell[0], cell[1]) {
				break
			}
			placed++
		}
		if placed == len(cells) {
			s.row(r + 1)
		}
		for _, cell := range cells[:placed] {
			s.take(cell[0], cell[1])
		}
	}
}
