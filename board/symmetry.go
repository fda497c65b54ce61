package board

// Symmetry is one of the 8 symmetries of the square board.
type Symmetry int

// The 8 symmetries. Rotations turn the board clockwise.
const (
	Identity  Symmetry = iota // (r, c) -> (r, c)
	Rot90                     // (r, c) -> (c, n-1-r)
	Rot180                    // (r, c) -> (n-1-r, n-1-c)
	Rot270                    // (r, c) -> (n-1-c, r)
	FlipCols                  // mirror in the vertical axis: (r, c) -> (r, n-1-c)
	FlipRows                  // mirror in the horizontal axis: (r, c) -> (n-1-r, c)
	Transpose                 // mirror in the main diagonal: (r, c) -> (c, r)
	AntiDiag                  // mirror in the anti-diagonal: (r, c) -> (n-1-c, n-1-r)
)

// Symmetries lists the whole group, the identity first.
var Symmetries = [8]Symmetry{Identity, Rot90, Rot180, Rot270, FlipCols, FlipRows, Transpose, AntiDiag}

var symmetryNames = [8]string{"identity", "rot90", "rot180", "rot270", "flip-cols", "flip-rows", "transpose", "anti-diagonal"}

// String returns the symmetry's name.
func (g Symmetry) String() string {
	if g < 0 || int(g) >= len(symmetryNames) {
		return "symmetry(?)"
	}
	return symmetryNames[g]
}

// Cell maps the cell (r, c) of an n×n board to its image under g.
func (g Symmetry) Cell(n, r, c int) (int, int) {
	m := n - 1
	switch g {
	case Rot90:
		return c, m - r
	case Rot180:
		return m - r, m - c
	case Rot270:
		return m - c, r
	case FlipCols:
		return r, m - c
	case FlipRows:
		return m - r, c
	case Transpose:
		return c, r
	case AntiDiag:
		return m - c, m - r
	}
	return r, c
}

// Apply returns the image of s under g. Every symmetry maps a solution to a
// solution: each row and each column still holds exactly one queen.
func (g Symmetry) Apply(s Solution) Solution {
	n := len(s)
	out := make(Solution, n)
	for r, c := range s {
		r2, c2 := g.Cell(n, r, c)
		out[r2] = c2
	}
	return out
}

// Canonical returns the lexicographically smallest image of s under the 8
// symmetries, and the size of the orbit of s (8, 4, 2 or 1): the number of
// distinct images.
func Canonical(s Solution) (canon Solution, orbit int) {
	canon = s
	var images [8]Solution
	for i, g := range Symmetries {
		img := g.Apply(s)
		images[i] = img
		if Compare(img, canon) < 0 {
			canon = img
		}
	}
	stabilizer := 0
	for _, img := range images {
		if Compare(img, s) == 0 {
			stabilizer++
		}
	}
	return canon.Clone(), 8 / stabilizer
}
