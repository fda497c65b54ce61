package sat

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
)

// solvesAgree reports whether a cube's statistics are those of the Block
// loop on a formula whose models all have a true projected variable (a
// Solve per model and the last one), or of a cube that the propagation of
// its literals decided alone.
func solvesAgree(st Stats) bool {
	return st.Solves == st.Models+1 || st.Solves == 0 && st.Models <= 1
}

// solvesAgreeAny is solvesAgree for any formula: the Block loop also stops
// without a last Solve after a model whose blocking clause is empty, and a
// cube whose projection propagation assigned whole takes one Solve.
func solvesAgreeAny(st Stats) bool {
	return solvesAgree(st) || st.Solves == st.Models
}

// modelSet runs enumerate and returns its models, each as its variables
// joined by spaces, sorted; it fails t on an error.
func modelSet(t *testing.T, enumerate func(visit func([]encode.Var) error) (Stats, error)) []string {
	t.Helper()
	var out []string
	st, err := enumerate(func(vars []encode.Var) error {
		if !slices.IsSorted(vars) {
			t.Errorf("model %v is not in ascending order", vars)
		}
		out = append(out, fmt.Sprint(vars))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if st.Models != len(out) {
		t.Errorf("stats count %d models, visit saw %d", st.Models, len(out))
	}
	slices.Sort(out)
	return out
}

// checkSimplified compares, cube by cube, the models of the simplified
// path (cubeFormula in Block mode, as Split and the workers run it) with
// those of the whole formula plus the cube's units, built by Restrict and
// enumerated by Models with no simplification.
func checkSimplified(t *testing.T, f *encode.CNF, cubes []Cube, opt Options, agree func(Stats) bool) {
	t.Helper()
	cf := newCubeFormula(f.Clauses, f.Vars)
	for _, c := range cubes {
		got := modelSet(t, func(visit func([]encode.Var) error) (Stats, error) {
			st, err := cf.enumerate(context.Background(), 0, c.Lits, opt, visit)
			if !agree(st) {
				t.Errorf("cube %v: stats %+v", c, st)
			}
			return st, err
		})
		g := c.Restrict(f)
		for _, l := range c.Lits {
			g.Vars = max(g.Vars, int(l.Var()))
		}
		want := modelSet(t, func(visit func([]encode.Var) error) (Stats, error) {
			return Models(context.Background(), g, opt, visit)
		})
		if !slices.Equal(got, want) {
			t.Errorf("cube %v: simplified formula gives %d models %s; the whole formula %d, %s", c, len(got), short(got), len(want), short(want))
		}
	}
}

func short(ms []string) string {
	if len(ms) > 4 {
		return strings.Join(ms[:4], ", ") + ", ..."
	}
	return strings.Join(ms, ", ")
}

// The tests of this file run solvers in this process, so they never run in
// parallel: gophersat keeps package-level state.

// TestSimplifiedCubesQueens: the N-Queens CNF with the column clauses, and
// the symmetry formulas the verify witnesses solve (fixed points, and the
// lex-leader with its auxiliary variables outside the projection), for
// n ≤ 9 and cubes of 0 to 3 rows.
func TestSimplifiedCubesQueens(t *testing.T) {
	for n := 1; n <= 9; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			formulas := map[string]*encode.CNF{
				"columns":   encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true}),
				"fix180":    encode.Fixed(n, board.Rot180),
				"lexleader": encode.LexLeader(n, encode.NonIdentity),
			}
			for name, f := range formulas {
				for k := 0; k <= min(3, n); k++ {
					for _, exact := range []bool{false, true} {
						t.Run(fmt.Sprintf("%s/k=%d/exact=%v", name, k, exact), func(t *testing.T) {
							checkSimplified(t, f, QueensCubes(n, k), Options{Project: n * n, Exact: exact}, solvesAgree)
						})
					}
				}
			}
		})
	}
}

// TestSimplifiedCubesRandom compares the two paths on small random
// formulas, with random cubes of any literals (some contradicting the
// formula or themselves), unit clauses and projections short of all the
// variables.
func TestSimplifiedCubesRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 1))
	for trial := range 300 {
		vars := 1 + rng.IntN(9)
		f := &encode.CNF{Vars: vars}
		lit := func() encode.Lit {
			l := encode.Lit(1 + rng.IntN(vars))
			if rng.IntN(2) == 0 {
				l = -l
			}
			return l
		}
		for range rng.IntN(3 * vars) {
			c := make(encode.Clause, 1+rng.IntN(3))
			for i := range c {
				c[i] = lit()
			}
			f.Add(c)
		}
		var cubes []Cube
		for range 4 {
			c := Cube{}
			for range rng.IntN(4) {
				c.Lits = append(c.Lits, lit())
			}
			cubes = append(cubes, c)
		}
		// Only exact blocking: blocking the true variables alone keeps
		// a model set that depends on the engine's order when models
		// differ in their number of true variables.
		opt := Options{Project: rng.IntN(vars + 1), Exact: true}
		t.Run(fmt.Sprint(trial), func(t *testing.T) {
			checkSimplified(t, f, cubes, opt, solvesAgreeAny)
		})
	}
}
