package sat

import (
	"context"
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
)

// Cube is one part of a split search space: the models of a formula in
// which every literal of Lits is true. Enumerating each cube of a split
// with its own solver, on the formula with the cube's literals added as
// unit clauses, yields every model exactly once when the cubes are
// disjoint and cover every model.
type Cube struct {
	// Prefix, for a cube made by QueensCubes, lists the 0-based columns
	// of the queens of rows 1..len(Prefix); nil for other cubes.
	Prefix []int
	// Lits are the literals the cube fixes.
	Lits []encode.Lit
}

// String names the cube in messages: for a prefix cube as
// board.PrefixName does ("rows 1-3 = 1 3 5", 1-based rows and columns),
// else by its literals in DIMACS form.
func (c Cube) String() string {
	if c.Prefix != nil {
		return board.PrefixName(c.Prefix)
	}
	if len(c.Lits) == 0 {
		return "the whole formula"
	}
	parts := make([]string, len(c.Lits))
	for i, l := range c.Lits {
		parts[i] = l.String()
	}
	return "literals " + strings.Join(parts, " ")
}

// Restrict returns f with each literal of c added as a unit clause after
// f's clauses. The clauses of f are shared, not copied; the result must
// not be added to.
func (c Cube) Restrict(f *encode.CNF) *encode.CNF {
	clauses := make([]encode.Clause, len(f.Clauses), len(f.Clauses)+len(c.Lits))
	copy(clauses, f.Clauses)
	g := &encode.CNF{Vars: f.Vars, Clauses: clauses}
	for _, l := range c.Lits {
		g.Add(encode.Clause{l})
	}
	return g
}

// CubeRows returns the number of leading rows whose queens QueensCubes
// fixes by default for an n×n board: 0 (one cube, the whole board) up to
// n = 6, then (n-5)/2 rounded down, at least 2 and at most 4. Each cube
// costs a solver's construction, and a cube's enumeration slows down with
// the blocking clauses its solver carries; on the pairwise encoding with
// the column clauses this choice measured fastest for n = 8 to 13 (2 rows
// for n = 8 to 10, 3 for 11 and 12: 756 cubes for n = 12, 4 for 13: 6404
// cubes).
func CubeRows(n int) int {
	if n <= 6 {
		return 0
	}
	return min(max((n-5)/2, 2), 4)
}

// QueensCubes splits the n-queens search space by the queens of the first
// k rows: one cube per non-attacking placement of k queens on those rows,
// in lexicographic order of the prefix. Every solution lies in exactly one
// cube. k = 0 gives a single cube, the whole board; k is capped at n.
func QueensCubes(n, k int) []Cube {
	var cubes []Cube
	forPrefixes(n, k, func(prefix []int) {
		p := append([]int{}, prefix...)
		lits := make([]encode.Lit, len(p))
		for r, c := range p {
			lits[r] = encode.Cell(n, r, c).Pos()
		}
		cubes = append(cubes, Cube{Prefix: p, Lits: lits})
	})
	return cubes
}

// forPrefixes calls visit with every non-attacking placement of queens on
// the first k rows, in lexicographic order; the slice is reused.
func forPrefixes(n, k int, visit func([]int)) {
	if n < 1 {
		return
	}
	k = min(max(k, 0), n)
	prefix := make([]int, 0, k)
	var place func()
	place = func() {
		r := len(prefix)
		if r == k {
			visit(prefix)
			return
		}
	next:
		for c := 0; c < n; c++ {
			for i, d := range prefix {
				if d == c || d-c == i-r || d-c == r-i {
					continue next
				}
			}
			prefix = append(prefix, c)
			place()
			prefix = prefix[:r]
		}
	}
	place()
}

// Split enumerates the models of f cube by cube in this process, one cube
// after the other, each with its own solver running the Block loop of
// Models on cube.Restrict(f). It calls visit with the cube's index and the
// model's true projected variables, unfiltered, and returns each cube's
// statistics. opt.Mode is ignored: a cube is always enumerated with Block.
func Split(ctx context.Context, f *encode.CNF, cubes []Cube, opt Options, visit func(cube int, trueVars []encode.Var) error) ([]Stats, error) {
	cf := newCubeFormula(f.Clauses, f.Vars)
	opt.Mode = Block
	stats := make([]Stats, len(cubes))
	for i, c := range cubes {
		st, err := cf.enumerate(ctx, c.Lits, opt, func(vars []encode.Var) error {
			return visit(i, vars)
		})
		stats[i] = st
		if err != nil {
			return stats, fmt.Errorf("cube %v: %w", c, err)
		}
	}
	return stats, nil
}

// cubeFormula is a formula in gophersat's input form, converted once and
// restricted to one cube after another; the clause list is reused, so a
// cube costs no copy of it.
type cubeFormula struct {
	clauses [][]int // the formula's clauses, then the current cube's units
	base    int     // the number of the formula's clauses
	vars    int
	units   []int // backing store of the unit clauses
}

func newCubeFormula(cs []encode.Clause, vars int) *cubeFormula {
	clauses := dimacsClauses(cs)
	return &cubeFormula{clauses: clauses, base: len(clauses), vars: vars}
}

// enumerate runs Models in opt.Mode on the formula with each literal of
// lits added as a unit clause; the variable count covers the cube's
// literals.
func (f *cubeFormula) enumerate(ctx context.Context, lits []encode.Lit, opt Options, visit func(trueVars []encode.Var) error) (Stats, error) {
	f.clauses = f.clauses[:f.base]
	f.units = f.units[:0]
	vars := f.vars
	for _, l := range lits {
		f.units = append(f.units, l.Dimacs())
		vars = max(vars, int(l.Var()))
	}
	for i := range f.units {
		f.clauses = append(f.clauses, f.units[i:i+1:i+1])
	}
	return models(ctx, f.clauses, vars, opt, visit)
}
