package sat

import (
	"context"
	"errors"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// refutes checks with package drat that lemmas refute f plus the cube's
// literals as units plus the blocking clause of each model (its true
// projected variables negated), the clauses built here from the models.
func refutes(f *encode.CNF, cube []encode.Lit, blocks [][]int, lemmas [][]encode.Lit) (drat.Result, error) {
	g := &drat.Formula{Vars: f.Vars}
	for _, c := range f.Clauses {
		g.Clauses = append(g.Clauses, litInts(c))
	}
	for _, l := range cube {
		g.Clauses = append(g.Clauses, []int{l.Dimacs()})
	}
	g.Clauses = append(g.Clauses, blocks...)
	var proof []byte
	for _, l := range lemmas {
		proof = drat.AppendText(proof, false, litInts(l))
	}
	return drat.Check(context.Background(), g, strings.NewReader(string(proof)), drat.Options{Format: drat.Text})
}

func litInts(c []encode.Lit) []int {
	out := make([]int, len(c))
	for i, l := range c {
		out[i] = l.Dimacs()
	}
	return out
}

// cubeProofs collects models and proofs by cube.
type cubeProofs struct {
	mu     sync.Mutex
	models map[int][][]encode.Var
	proofs map[int][][]encode.Lit
}

func newCubeProofs() *cubeProofs {
	return &cubeProofs{models: map[int][][]encode.Var{}, proofs: map[int][][]encode.Lit{}}
}

func (c *cubeProofs) visit(i int, vars []encode.Var) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.models[i] = append(c.models[i], vars)
	return nil
}

func (c *cubeProofs) proof(i int, lemmas [][]encode.Lit) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.proofs[i]; ok {
		return errors.New("a second proof")
	}
	c.proofs[i] = lemmas
	return nil
}

// TestProofsRefute checks gophersat's proofs of the last Unsat of each
// cube, in this process and in worker processes, on the N-Queens CNF and
// on random 3-SAT formulas (unsatisfiable or not), with package drat; the
// same proof without one model's blocking clause must fail. Not in
// parallel: it runs gophersat in this process too.
func TestProofsRefute(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 2))
	type instance struct {
		name  string
		f     *encode.CNF
		cubes []Cube
		opt   Options
	}
	cases := []instance{
		{"queens 6", encode.Queens(6), []Cube{{}}, Options{Project: 36}},
		{"queens 8 cubes", encode.Queens(8), QueensCubes(8, 2), Options{Project: 64}},
		{"queens 9 exact", encode.Queens(9), QueensCubes(9, 1), Options{Project: 81, Exact: true}},
	}
	for holes := 3; holes <= 5; holes++ {
		cases = append(cases, instance{"pigeonhole", pigeonhole(holes), []Cube{{}}, Options{Project: 1}})
	}
	for i := range 6 {
		f := &encode.CNF{Vars: 30}
		for range 30*4 + 10*i { // from below the threshold (4.26) to well over it

			var c encode.Clause
			for len(c) < 3 {
				l := encode.Lit(1 + r.IntN(30))
				if r.IntN(2) == 0 {
					l = -l
				}
				c = append(c, l)
			}
			f.Add(c)
		}
		cases = append(cases, instance{"random " + string(rune('a'+i)), f, []Cube{{}, {Lits: []encode.Lit{1, -2}}}, Options{Project: 10, Exact: true}})
	}
	lemmas, lost, unsat := 0, 0, 0
	for _, tc := range cases {
		for _, nw := range []int{0, 2} {
			cp := newCubeProofs()
			opt := tc.opt
			opt.OnProof = cp.proof
			var err error
			if nw == 0 {
				_, err = Split(context.Background(), tc.f, tc.cubes, opt, cp.visit)
			} else {
				ws := &workers{mode: "serve"}
				_, err = Parallel(context.Background(), tc.f, tc.cubes, ParallelOptions{Options: opt, Workers: nw, Start: ws.start}, cp.visit)
			}
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			for i, c := range tc.cubes {
				ms := cp.models[i]
				blocks := blocksOf(ms, tc.opt.Project, tc.opt.Exact)
				res, err := refutes(tc.f, c.Lits, blocks, cp.proofs[i])
				if err != nil {
					t.Fatalf("%s, cube %v, %d workers: %v", tc.name, c, nw, err)
				}
				lemmas += res.Lemmas
				if len(ms) == 0 {
					unsat++
					continue
				}
				if _, err := refutes(tc.f, c.Lits, blocks[1:], cp.proofs[i]); err == nil {
					t.Errorf("%s, cube %v: the proof refutes the formula without the block of model %v", tc.name, c, ms[0])
				}
				lost++
			}
		}
	}
	if lemmas < 100 || lost < 10 || unsat < 10 {
		t.Errorf("%d lemmas checked, %d lost models tried, %d unsatisfiable cubes: too few for the test to mean much", lemmas, lost, unsat)
	}
}

// pigeonhole returns "holes+1 pigeons in holes holes, one pigeon a hole
// at most": unsatisfiable.
func pigeonhole(holes int) *encode.CNF {
	p := func(i, j int) encode.Lit { return encode.Lit(i*holes + j + 1) }
	f := &encode.CNF{Vars: (holes + 1) * holes}
	for i := 0; i <= holes; i++ {
		var c encode.Clause
		for j := 0; j < holes; j++ {
			c = append(c, p(i, j))
		}
		f.Add(c)
	}
	for j := 0; j < holes; j++ {
		for i := 0; i <= holes; i++ {
			for k := i + 1; k <= holes; k++ {
				f.Add(encode.Clause{-p(i, j), -p(k, j)})
			}
		}
	}
	return f
}

// blocksOf returns the blocking clause of each model: its true projected
// variables negated, with exact its false ones too.
func blocksOf(models [][]encode.Var, project int, exact bool) [][]int {
	out := make([][]int, len(models))
	for i, m := range models {
		in := map[encode.Var]bool{}
		for _, v := range m {
			in[v] = true
			out[i] = append(out[i], -int(v))
		}
		for v := 1; exact && v <= project; v++ {
			if !in[encode.Var(v)] {
				out[i] = append(out[i], v)
			}
		}
	}
	return out
}

// TestProofEnumerateMode: Enumerate mode writes no proof.
func TestProofEnumerateMode(t *testing.T) {
	t.Parallel()
	_, err := Models(context.Background(), encode.Queens(4), Options{Mode: Enumerate, OnProof: func(int, [][]encode.Lit) error { return nil }}, func([]encode.Var) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "block mode only") {
		t.Errorf("got %v", err)
	}
}
