package sat

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/crillab/gophersat/solver"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/catch"
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

// QueensCubes splits the n-queens search space by the queens of the first
// k rows: one cube per non-attacking placement of k queens on those rows,
// in lexicographic order of the prefix. Every solution lies in exactly one
// cube. k = 0 gives a single cube, the whole board; k is capped at n.
func QueensCubes(n, k int) []Cube {
	var cubes []Cube
	board.Prefixes(n, k, func(prefix board.Solution) {
		p := append([]int{}, prefix...)
		lits := make([]encode.Lit, len(p))
		for r, c := range p {
			lits[r] = encode.Cell(n, r, c).Pos()
		}
		cubes = append(cubes, Cube{Prefix: p, Lits: lits})
	})
	return cubes
}

// Split enumerates the models of f cube by cube in this process, one cube
// after the other, each with its own solver running the Block loop of
// Models on the models of cube.Restrict(f): on that formula simplified by
// the propagation of the cube's literals, the models mapped back (see
// cubeFormula). It calls visit with the cube's index and the model's true
// projected variables, unfiltered, and returns each cube's statistics.
// opt.Mode is ignored: a cube is always enumerated with Block.
func Split(ctx context.Context, f *encode.CNF, cubes []Cube, opt Options, visit func(cube int, trueVars []encode.Var) error) ([]Stats, error) {
	cf := newCubeFormula(f.Clauses, f.Vars)
	opt.Mode = Block
	stats := make([]Stats, len(cubes))
	for i, c := range cubes {
		st, err := cf.enumerate(ctx, i, c.Lits, opt, func(vars []encode.Var) error {
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
// restricted to one cube after another.
//
// In Block mode a cube's formula is simplified before any solver sees it:
// the cube's literals, and the formula's own unit clauses, are propagated
// (a clause with one literal not yet false makes that literal true) until
// nothing changes; satisfied clauses are dropped, false literals removed,
// and the variables left unassigned are numbered anew, in their order, from
// 1. For the N-Queens CNF, that places the cube's queens and removes their
// rows, columns and diagonals: a much smaller formula, so a smaller solver
// and faster propagation. The models are not changed: each model of the
// simplified formula, joined with the assignment propagation made, is one
// model of the formula plus the cube's units, and each of those arises so
// once, since propagation only assigns what every model must. Models are
// mapped back to the formula's variables before visit sees them, in
// ascending order, projected as Options.Project says; the blocking clauses
// block the projection's unassigned part, the assigned part being the
// same in every model of the cube. Enumerate mode runs the helper on the
// formula plus the units as they are, so that what it returns is the
// helper's own work.
type cubeFormula struct {
	clauses [][]int // the formula's clauses, then the current cube's units
	base    int     // the number of the formula's clauses
	vars    int
	units   []int // backing store of the unit clauses

	occurs [][]int32 // occurs[lit index]: the clauses that hold the literal
	value  []int8    // per variable, from 1: 1 true, −1 false, 0 unassigned
	trail  []int     // the literals propagation made true, in order
	newVar []int     // per variable, from 1: its number in the simplified formula, 0 if assigned
	oldVar []int     // per simplified variable, from 1: its formula variable
	flat   []int     // backing store of the simplified clauses
	small  [][]int   // the simplified clauses
	// fixed lists the cube's true projected variables that propagation
	// assigned, ascending: the part every model of the cube shares.
	fixed []encode.Var
}

func newCubeFormula(cs []encode.Clause, vars int) *cubeFormula {
	clauses := dimacsClauses(cs)
	f := &cubeFormula{clauses: clauses, base: len(clauses), vars: vars}
	f.grow(vars)
	for i, c := range clauses {
		for _, l := range c {
			j := litIndex(l)
			f.occurs[j] = append(f.occurs[j], int32(i))
		}
	}
	return f
}

// litIndex is the index of a DIMACS literal in occurs: 2v−2 for v, 2v−1
// for −v.
func litIndex(l int) int {
	if l > 0 {
		return 2*l - 2
	}
	return -2*l - 1
}

// grow makes the per-variable tables cover variables 1..vars.
func (f *cubeFormula) grow(vars int) {
	for len(f.value) < vars+1 {
		f.value = append(f.value, 0)
		f.newVar = append(f.newVar, 0)
	}
	for len(f.occurs) < 2*vars {
		f.occurs = append(f.occurs, nil)
	}
}

// enumerate runs Models in opt.Mode on the formula with each literal of
// lits added as a unit clause; the variable count covers the cube's
// literals. Block mode simplifies the formula first (see cubeFormula),
// and when opt.OnProof is set hands it the proof of cube number id.
func (f *cubeFormula) enumerate(ctx context.Context, id int, lits []encode.Lit, opt Options, visit func(trueVars []encode.Var) error) (Stats, error) {
	vars := f.vars
	for _, l := range lits {
		vars = max(vars, int(l.Var()))
	}
	if opt.Mode == Block {
		var proof []string
		st, err := f.simplified(ctx, lits, vars, opt, visit, &proof)
		if err == nil && opt.OnProof != nil {
			// The lemmas are in the simplified formula's variables;
			// oldVar maps them back (simplified has not reset it yet
			// for the next cube: reset only clears newVar).
			err = deliver(opt, id, proof, func(v int) int {
				if v < len(f.oldVar) {
					return f.oldVar[v]
				}
				return v
			})
		}
		return st, err
	}
	f.clauses = f.clauses[:f.base]
	f.units = f.units[:0]
	for _, l := range lits {
		f.units = append(f.units, l.Dimacs())
	}
	for i := range f.units {
		f.clauses = append(f.clauses, f.units[i:i+1:i+1])
	}
	return models(ctx, f.clauses, vars, opt, visit, nil)
}

// simplified runs the Block loop on the cube's simplified formula. vars
// covers the formula's variables and the cube's. With opt.OnProof, *proof
// receives the certificate of the simplified formula's last Unsat, none
// when propagation alone decided the cube.
func (f *cubeFormula) simplified(ctx context.Context, lits []encode.Lit, vars int, opt Options, visit func(trueVars []encode.Var) error, proof *[]string) (Stats, error) {
	if err := ctx.Err(); err != nil {
		return Stats{}, err
	}
	f.grow(vars)
	project := opt.projection(vars)
	ok := f.propagate(lits)
	defer f.reset()
	if !ok {
		return Stats{}, nil // a clause is false under the cube: no model
	}
	smallProject := f.renumber(vars, project)
	f.shrink()
	back := func(small []encode.Var) error { return visit(f.mapBack(small)) }
	if len(f.oldVar) == 1 {
		// Propagation assigned every variable: one model.
		if err := back(nil); err != nil {
			return Stats{Models: 1}, err
		}
		return Stats{Models: 1}, nil
	}
	if smallProject == 0 {
		// No projected variable is left: the first model blocks every
		// other one. (models would read Project 0 as all variables.)
		return f.single(back, opt.OnProof != nil, proof)
	}
	return models(ctx, f.small, len(f.oldVar)-1, Options{Mode: Block, Project: smallProject, Exact: opt.Exact, OnProof: opt.OnProof}, back, proof)
}

// renumber numbers the variables that propagation left unassigned from 1,
// in their order (oldVar, newVar), and returns how many of them are
// projected (of the first project); it lists the part of each model that
// propagation fixed in f.fixed.
func (f *cubeFormula) renumber(vars, project int) (smallProject int) {
	f.oldVar = append(f.oldVar[:0], 0)
	for v := 1; v <= vars; v++ {
		if f.value[v] == 0 {
			f.oldVar = append(f.oldVar, v)
			f.newVar[v] = len(f.oldVar) - 1
			if v <= project {
				smallProject++
			}
		}
	}
	f.fixed = f.fixed[:0]
	for _, l := range f.trail {
		if l > 0 && l <= project {
			f.fixed = append(f.fixed, encode.Var(l))
		}
	}
	slices.Sort(f.fixed)
	return smallProject
}

// shrink writes the simplified clauses to f.small: the formula's clauses
// that propagation left unsatisfied, without their false literals, in the
// new variable numbers.
func (f *cubeFormula) shrink() {
	f.flat, f.small = f.flat[:0], f.small[:0]
	for _, c := range f.clauses[:f.base] {
		start, sat := len(f.flat), false
		for _, l := range c {
			v := l
			if v < 0 {
				v = -v
			}
			switch {
			case f.value[v] == 0:
				if l > 0 {
					f.flat = append(f.flat, f.newVar[v])
				} else {
					f.flat = append(f.flat, -f.newVar[v])
				}
			case (f.value[v] > 0) == (l > 0):
				sat = true
			}
			if sat {
				break
			}
		}
		if sat {
			f.flat = f.flat[:start]
			continue
		}
		// Propagation left no unit and no empty clause: at least two
		// literals are unassigned. When flat grows into a new array, the
		// clauses cut before stay valid in the old one, which nothing
		// writes to any more.
		f.small = append(f.small, f.flat[start:len(f.flat):len(f.flat)])
	}
}

// mapBack maps a simplified model's true projected variables, small, to
// the formula's, the fixed part (f.fixed) merged in, ascending.
func (f *cubeFormula) mapBack(small []encode.Var) []encode.Var {
	fixed := f.fixed
	out := make([]encode.Var, 0, len(fixed)+len(small))
	i := 0
	for _, sv := range small {
		v := encode.Var(f.oldVar[sv])
		for i < len(fixed) && fixed[i] < v {
			out = append(out, fixed[i])
			i++
		}
		out = append(out, v)
	}
	return append(out, fixed[i:]...)
}

// single solves the simplified formula once and reports its model, if it
// has one, for a projection whose variables propagation all assigned.
// With certified, *proof receives the certificate of an Unsat.
func (f *cubeFormula) single(back func([]encode.Var) error, certified bool, proof *[]string) (st Stats, err error) {
	err = catch.Call("gophersat", func() error {
		s := solver.New(solver.ParseSliceNb(f.small, len(f.oldVar)-1))
		if certified {
			cert := certify(s)
			defer func() { *proof = cert.finish() }()
		}
		st.Solves++
		if s.Solve() != solver.Sat {
			return nil
		}
		st.Models++
		return back(nil)
	})
	return st, err
}

// propagate assigns the cube's literals and the formula's unit clauses and
// propagates them. It returns false if a clause became false.
//
// Package encode has a unit propagator too (encode.Propagator), and this
// one is kept apart on purpose. Encode's is the solver audit's check of a
// foreign model's auxiliary variables, and the audit imports no engine;
// this one is part of the SAT witness, runs once per cube on gophersat's
// integer clauses, and undoes itself from its trail (reset) so that one
// cubeFormula serves every cube without allocating. Sharing one would put
// the witness's code into the audit's judge, or encode's conversions into
// the witness's hot path. TestPropagationAgreesWithEncode checks the two
// against each other on every member of the family.
func (f *cubeFormula) propagate(lits []encode.Lit) bool {
	f.trail = f.trail[:0]
	assign := func(l int) bool {
		v := l
		if v < 0 {
			v = -v
		}
		switch want := int8(1 - 2*b2i(l < 0)); f.value[v] {
		case 0:
			f.value[v] = want
			f.trail = append(f.trail, l)
			return true
		case want:
			return true
		}
		return false
	}
	for _, l := range lits {
		if !assign(l.Dimacs()) {
			return false
		}
	}
	for _, c := range f.clauses[:f.base] {
		if len(c) == 1 && !assign(c[0]) {
			return false
		}
		if len(c) == 0 {
			return false
		}
	}
	for i := 0; i < len(f.trail); i++ {
		// The clauses that hold the negation of a true literal lose it.
		for _, ci := range f.occurs[litIndex(-f.trail[i])] {
			unit, free, sat := 0, 0, false
			for _, l := range f.clauses[ci] {
				v := l
				if v < 0 {
					v = -v
				}
				switch val := f.value[v]; {
				case val == 0:
					unit = l
					free++
				case (val > 0) == (l > 0):
					sat = true
				}
				if sat || free > 1 {
					break
				}
			}
			switch {
			case sat || free > 1:
			case free == 0:
				return false
			default:
				if !assign(unit) {
					return false
				}
			}
		}
	}
	return true
}

// reset undoes the assignment propagate made.
func (f *cubeFormula) reset() {
	for _, l := range f.trail {
		v := l
		if v < 0 {
			v = -v
		}
		f.value[v] = 0
		f.newVar[v] = 0
	}
	for _, v := range f.oldVar[min(1, len(f.oldVar)):] {
		f.newVar[v] = 0
	}
	f.trail = f.trail[:0]
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
