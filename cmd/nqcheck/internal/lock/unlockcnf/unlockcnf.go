package unlockcnf

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/encode"
)

// The grid.
const (
	// Side is the number of points on a side of the grid.
	Side = 3
	// Points is the number of points, numbered 1..Points row by row.
	Points = Side * Side
	// MinLength is the fewest points of a pattern.
	MinLength = 4
	// Project is the number of placement variables, 1..Project: models
	// are projected on them.
	Project = Points * Points
)

// Place returns the variable "the pattern's pos-th point is point"; pos
// and point in 1..Points.
func Place(pos, point int) encode.Var {
	return encode.Var((pos-1)*Points + point)
}

// Active returns the variable "the pattern has a pos-th point".
func Active(pos int) encode.Var {
	return encode.Var(Project + pos)
}

// Midpoint returns the point halfway between points a and b on the grid,
// or 0 when no grid point lies there.
func Midpoint(a, b int) int {
	ra, ca := (a-1)/Side, (a-1)%Side
	rb, cb := (b-1)/Side, (b-1)%Side
	if (ra+rb)%2 != 0 || (ca+cb)%2 != 0 {
		return 0
	}
	return (ra+rb)/2*Side + (ca+cb)/2 + 1
}

// Formula returns the CNF of the patterns that contain every segment of
// seen (pairs of points, in either order). It fails on a pair that is not
// two different points of the grid.
func Formula(seen [][2]int) (*encode.CNF, error) {
	f := &encode.CNF{Vars: Project + Points}
	f.Add(encode.Clause{Active(MinLength).Pos()})
	for i := 1; i <= Points; i++ {
		if i > 1 {
			f.Add(encode.Clause{Active(i).Neg(), Active(i - 1).Pos()})
		}
		some := encode.Clause{Active(i).Neg()}
		for v := 1; v <= Points; v++ {
			some = append(some, Place(i, v).Pos())
			f.Add(encode.Clause{Place(i, v).Neg(), Active(i).Pos()})
			for w := v + 1; w <= Points; w++ {
				f.Add(encode.Clause{Place(i, v).Neg(), Place(i, w).Neg()})
			}
			for j := i + 1; j <= Points; j++ {
				f.Add(encode.Clause{Place(i, v).Neg(), Place(j, v).Neg()})
			}
		}
		f.Add(some)
	}
	for i := 1; i < Points; i++ {
		for u := 1; u <= Points; u++ {
			for w := 1; w <= Points; w++ {
				m := Midpoint(u, w)
				if u == w || m == 0 {
					continue
				}
				c := encode.Clause{Place(i, u).Neg(), Place(i+1, w).Neg()}
				for j := 1; j < i; j++ {
					c = append(c, Place(j, m).Pos())
				}
				f.Add(c)
			}
		}
	}
	for _, s := range seen {
		a, b := s[0], s[1]
		if a < 1 || a > Points || b < 1 || b > Points || a == b {
			return nil, fmt.Errorf("segment %d %d is not two different points of 1..%d", a, b, Points)
		}
		var any encode.Clause
		for i := 1; i < Points; i++ {
			for _, d := range [2][2]int{{a, b}, {b, a}} {
				y := encode.Var(f.Vars + 1)
				f.Add(encode.Clause{y.Neg(), Place(i, d[0]).Pos()})
				f.Add(encode.Clause{y.Neg(), Place(i+1, d[1]).Pos()})
				any = append(any, y.Pos())
			}
		}
		f.Add(any)
	}
	return f, nil
}

// CubePoints is the number of leading points a cube fixes.
const CubePoints = 3

// Cube is a part of the patterns: those of one length that start with
// the points of Prefix.
type Cube struct {
	// Length is the number of points of the cube's patterns.
	Length int
	// Prefix holds their first CubePoints points.
	Prefix []int
	// Lits are the literals that fix them.
	Lits []encode.Lit
}

// String names the cube: "length 5, 1 2 3 ...".
func (c Cube) String() string {
	return fmt.Sprintf("length %d, %s ...", c.Length, strings.Trim(fmt.Sprint(c.Prefix), "[]"))
}

// LengthCubes returns the cubes that split the patterns of lengths
// MinLength..Points by their length and first CubePoints points: one per
// length and sequence of different points, every pattern in exactly one
// (a sequence no pattern starts with is a cube without models).
func LengthCubes() []Cube {
	var out []Cube
	var prefix []int
	var grow func()
	grow = func() {
		if len(prefix) == CubePoints {
			for l := MinLength; l <= Points; l++ {
				lits := []encode.Lit{Active(l).Pos()}
				if l < Points {
					lits = append(lits, Active(l+1).Neg())
				}
				for i, v := range prefix {
					lits = append(lits, Place(i+1, v).Pos())
				}
				out = append(out, Cube{Length: l, Prefix: slices.Clone(prefix), Lits: lits})
			}
			return
		}
		for v := 1; v <= Points; v++ {
			if !slices.Contains(prefix, v) {
				prefix = append(prefix, v)
				grow()
				prefix = prefix[:len(prefix)-1]
			}
		}
	}
	grow()
	return out
}

// Decode returns the pattern of a model's true placement variables: its
// points in order. It fails when they do not place one point at each of
// the positions 1..k for some k, nothing after.
func Decode(trueVars []encode.Var) ([]int, error) {
	var at [Points + 1]int
	for _, v := range trueVars {
		if v < 1 || int(v) > Project {
			return nil, fmt.Errorf("variable %d is not a placement variable", v)
		}
		pos, point := (int(v)-1)/Points+1, (int(v)-1)%Points+1
		if at[pos] != 0 {
			return nil, fmt.Errorf("position %d holds points %d and %d", pos, at[pos], point)
		}
		at[pos] = point
	}
	var p []int
	for pos := 1; pos <= Points; pos++ {
		if at[pos] == 0 {
			for q := pos + 1; q <= Points; q++ {
				if at[q] != 0 {
					return nil, fmt.Errorf("position %d holds point %d after the empty position %d", q, at[q], pos)
				}
			}
			break
		}
		p = append(p, at[pos])
	}
	return p, nil
}
