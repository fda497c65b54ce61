package verify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
	"github.com/nqcheck/nqcheck/result"
)

// What a certificate proves besides its cubes, each by a formula that a
// DRAT checker refutes: the cover (no placement of the plan's rows
// escapes every cube) and the solutions fixed by the quarter and the half
// turn (no symmetric solution beyond those blocked).

// certSym is one symmetric enumeration of a certificate.
type certSym struct {
	name string
	g    board.Symmetry
}

// certSyms are the symmetric enumerations a certificate holds, by
// Burnside's lemma all that the classes need (no reflection fixes a
// solution for n ≥ 2; BurnsideClasses counts them for n = 1).
var certSyms = []certSym{{"fix90", board.Rot90}, {"fix180", board.Rot180}}

// dimacs returns f's clauses as DIMACS literals.
func dimacs(cs []encode.Clause) [][]int {
	out := make([][]int, len(cs))
	for i, c := range cs {
		out[i] = make([]int, len(c))
		for j, l := range c {
			out[i][j] = l.Dimacs()
		}
	}
	return out
}

// coverFormula is the formula whose refutation proves the cover of a
// plan of rows rows: the clauses of the N-Queens formula with the column
// clauses (the certifier's base) that hold only variables of the first
// rows, then, for each cube in plan order, the clause that excludes it
// (its queens, negated). Its models are the placements of the first rows
// that no cube holds.
func (z *certifier) coverFormula(rows int, cubes []Cube) *drat.Formula {
	n := z.n
	limit := rows * n
	f := &drat.Formula{Vars: limit}
	for _, c := range z.base {
		if !slices.ContainsFunc(c, func(l int) bool { return l > limit || -l > limit }) {
			f.Clauses = append(f.Clauses, c)
		}
	}
	for _, c := range cubes {
		f.Clauses = append(f.Clauses, blocking(n, board.Solution(c.Prefix)))
	}
	return f
}

// symFormula is the formula of a symmetric enumeration: encode.Fixed's
// clauses for g, then one blocking clause per solution, in the order
// given.
func symFormula(n int, g board.Symmetry, sols []board.Solution) *drat.Formula {
	f := &drat.Formula{Vars: n * n, Clauses: dimacs(encode.Fixed(n, g).Clauses)}
	for _, s := range sols {
		f.Clauses = append(f.Clauses, blocking(n, s))
	}
	return f
}

// blocking is the clause that excludes solution s, or a cube's prefix of
// the first rows: its queens negated, in row order.
func blocking(n int, s board.Solution) []int {
	cl := make([]int, len(s))
	for r, col := range s {
		cl[r] = -int(encode.Cell(n, r, col))
	}
	return cl
}

// refuter is a Witness.Refute: the models of a whole formula and the
// proof that no other exists.
type refuter func(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error, proof func([][]encode.Lit) error) error

// refute has with (the SAT witness's Refute) enumerate the models of the
// formula, with a proof: it returns the models (their true variables,
// ascending) and the DRAT text of the proof that the formula plus their
// blocking clauses (those variables, negated) is unsatisfiable.
func refute(ctx context.Context, with refuter, f *drat.Formula) ([][]encode.Var, []byte, error) {
	cnf := &encode.CNF{Vars: f.Vars}
	for _, c := range f.Clauses {
		if len(c) == 0 {
			// A formula with the empty clause (a plan of no rows): the
			// empty clause follows at once.
			return nil, drat.AppendText(nil, false, nil), nil
		}
		cl := make(encode.Clause, len(c))
		for i, l := range c {
			cl[i] = encode.Lit(l)
		}
		cnf.Add(cl)
	}
	var models [][]encode.Var
	var proof []byte
	var buf []int
	err := with(ctx, cnf, func(vars []encode.Var) error {
		models = append(models, vars)
		return nil
	}, func(ls [][]encode.Lit) error {
		for _, l := range ls {
			buf = buf[:0]
			for _, x := range l {
				buf = append(buf, x.Dimacs())
			}
			proof = drat.AppendText(proof, false, buf)
		}
		return nil
	})
	return models, proof, err
}

// solutions returns the models of an n×n board's formula as solutions;
// a model that is not one queen a row is an error.
func solutions(n int, models [][]encode.Var) ([]board.Solution, error) {
	out := make([]board.Solution, 0, len(models))
	for _, vars := range models {
		p := encode.Placement(n, vars)
		s, ok := p.Solution(n)
		if !ok {
			return nil, fmt.Errorf("the model %s is no placement of one queen a row", compare.Describe(n, p))
		}
		out = append(out, s)
	}
	return out, nil
}

// extras proves and checks the cover of the plan and the symmetric
// enumerations, keeping them in the bundle when there is one. It returns
// the checks "cover-proof" and "certificate" of each enumeration, and the
// certified fix90 and fix180.
func (z *certifier) extras(ctx context.Context, plan Plan, with refuter) ([]*check, compare.Fixed, error) {
	var checks []*check
	var fixed compare.Fixed
	cover := newCheck("cover-proof", "plan")
	f := z.coverFormula(plan.Rows, plan.Cubes)
	models, proof, err := refute(ctx, with, f)
	if err != nil {
		return nil, fixed, err
	}
	if len(models) > 0 {
		cover.fail("the placement %v (cells, from 1) of the first %d rows is in no cube", models[0], plan.Rows)
	} else if err := z.timed(ctx, f, proof); err != nil {
		cover.fail("the proof that the cubes cover the board fails: %v", err)
	}
	z.keep.extra("cover", 0, f, proof)
	checks = append(checks, cover)
	for _, sym := range certSyms {
		ch := newCheck("certificate", sym.name)
		models, proof, err := refute(ctx, with, symFormula(z.n, sym.g, nil))
		if err != nil {
			return nil, fixed, err
		}
		sols, err := solutions(z.n, models)
		if err != nil {
			return nil, fixed, err
		}
		f := symFormula(z.n, sym.g, sols)
		if err := symSolutions(z.n, sym.g, f.Clauses[len(f.Clauses)-len(sols):]); err != nil {
			ch.fail("%s: %v", sym.name, err)
		} else if err := z.timed(ctx, f, proof); err != nil {
			ch.fail("the proof that %s is %d fails: %v", sym.name, len(sols), err)
		}
		z.keep.extra(sym.name, len(sols), f, proof)
		if sym.g == board.Rot90 {
			fixed.Fix90 = len(sols)
		} else {
			fixed.Fix180 = len(sols)
		}
		checks = append(checks, ch)
	}
	return checks, fixed, nil
}

// timed checks proof against f, counting the checker's time and lemmas.
func (z *certifier) timed(ctx context.Context, f *drat.Formula, proof []byte) error {
	start := time.Now()
	res, err := drat.Check(ctx, f, bytes.NewReader(proof), drat.Options{Format: drat.Text})
	z.time += time.Since(start)
	z.stats.Lemmas += uint64(res.Lemmas)
	return err
}

// symSolutions checks blocking clauses of a symmetric enumeration: each
// blocks a solution that g maps to itself, and none comes twice.
func symSolutions(n int, g board.Symmetry, blocks [][]int) error {
	seen := map[string]bool{}
	for i, cl := range blocks {
		s, err := blockedSolution(n, cl)
		switch {
		case err != nil:
		case !slices.Equal(g.Apply(s), s):
			err = fmt.Errorf("%v is not fixed by %v", s, g)
		case seen[s.String()]:
			err = errors.New("a solution blocked twice")
		}
		if err != nil {
			return fmt.Errorf("blocking clause %d (%v): %v", i+1, cl, err)
		}
		seen[s.String()] = true
	}
	return nil
}

// recheckExtras checks, from the bundle's files, the cover's formula (it
// must be coverFormula's, byte for byte) and its refutation, and each
// symmetric enumeration: its formula encode.Fixed's then distinct
// solutions the rotation fixes, as many as the manifest says, and its
// refutation. It returns the certified figures and the lemmas checked.
func (z *certifier) recheckExtras(ctx context.Context, dir string, man Manifest, plan Plan) (compare.Fixed, int, error) {
	var fixed compare.Fixed
	var want bytes.Buffer
	cover := z.coverFormula(plan.Rows, plan.Cubes)
	if err := drat.WriteDIMACS(&want, cover); err != nil {
		return fixed, 0, err
	}
	data, err := readDigested(ctx, dir, man.Cover.CNF, man.Cover.CNFSHA256, 0, int64(want.Len()),
		fmt.Sprintf("the cover's formula of the plan is %d bytes", want.Len()))
	if err != nil {
		return fixed, 0, fmt.Errorf("the cover: %w", err)
	}
	if !bytes.Equal(data, want.Bytes()) {
		return fixed, 0, fmt.Errorf("the cover: %s is not the formula of the plan's rows and cubes", man.Cover.CNF)
	}
	lemmas, err := z.checkProof(ctx, dir, BundleCube{Proof: man.Cover.Proof, ProofSHA256: man.Cover.ProofSHA256}, cover)
	if err != nil {
		return fixed, lemmas, fmt.Errorf("the cover: %w", err)
	}
	for _, sym := range certSyms {
		bs := man.Fix90
		if sym.g == board.Rot180 {
			bs = man.Fix180
		}
		k, err := z.recheckSym(ctx, dir, sym, bs)
		lemmas += k
		if err != nil {
			return fixed, lemmas, fmt.Errorf("%s: %w", sym.name, err)
		}
		if sym.g == board.Rot90 {
			fixed.Fix90 = bs.Solutions
		} else {
			fixed.Fix180 = bs.Solutions
		}
	}
	return fixed, lemmas, nil
}

// recheckSym checks one symmetric enumeration of a bundle.
func (z *certifier) recheckSym(ctx context.Context, dir string, sym certSym, bs BundleSym) (int, error) {
	n := z.n
	base := symFormula(n, sym.g, nil)
	var head bytes.Buffer
	if err := drat.WriteDIMACS(&head, base); err != nil {
		return 0, err
	}
	limit := z.cnfBound(0, bs.Solutions) + int64(head.Len())
	if bs.Solutions < 0 || limit > MaxBundleCNF {
		limit = MaxBundleCNF
	}
	data, err := readDigested(ctx, dir, bs.CNF, bs.CNFSHA256, lineCap(n), limit,
		fmt.Sprintf("the formula of %d blocking clauses takes at most that", bs.Solutions))
	if err != nil {
		return 0, err
	}
	f, err := drat.ReadDIMACS(bytes.NewReader(data))
	if err != nil {
		return 0, fmt.Errorf("%s: %w", bs.CNF, err)
	}
	if f.Vars != n*n || len(f.Clauses) != len(base.Clauses)+bs.Solutions {
		return 0, fmt.Errorf("%s: %d variables and %d clauses; the formula and %d blocking clauses make %d and %d", bs.CNF, f.Vars, len(f.Clauses), bs.Solutions, n*n, len(base.Clauses)+bs.Solutions)
	}
	for i, cl := range base.Clauses {
		if !slices.Equal(f.Clauses[i], cl) {
			return 0, fmt.Errorf("%s: clause %d is %v; the symmetric formula's is %v", bs.CNF, i+1, f.Clauses[i], cl)
		}
	}
	if err := symSolutions(n, sym.g, f.Clauses[len(base.Clauses):]); err != nil {
		return 0, fmt.Errorf("%s: %w", bs.CNF, err)
	}
	return z.checkProof(ctx, dir, BundleCube{Proof: bs.Proof, ProofSHA256: bs.ProofSHA256}, f)
}

// certifyExtras, with Options.Certify, proves and checks the cover and
// the symmetric enumerations (certifier.extras), and compares the
// certified fix90 and fix180 with the reference witness's figures (the
// check "certified-figures").
func (r *run) certifyExtras(ctx context.Context) error {
	if !r.certify {
		return nil
	}
	var with refuter
	for _, st := range r.ws {
		if st.w.Refute != nil {
			with = st.w.Refute
			break
		}
	}
	if with == nil {
		return fmt.Errorf("verify: Certify needs a witness that refutes whole formulas (the SAT witness in block mode) for the cover and the symmetric figures")
	}
	checks, fixed, err := r.cert.extras(ctx, r.plan, with)
	if err != nil {
		return err
	}
	for _, ch := range checks {
		r.checks.add(ch.done())
	}
	r.cert.fixed = &fixed
	ch := newCheck("certified-figures", "certificate")
	if ref := r.ref(); ref != nil {
		f := r.figs(ref)
		for _, x := range []struct {
			name string
			got  int
			fig  result.Figure
		}{{"fix90", fixed.Fix90, f.fix90}, {"fix180", fixed.Fix180, f.fix180}} {
			if v, ok := x.fig.Value(); ok && v != uint64(x.got) {
				ch.fail("the certified %s is %d; %s found %d", x.name, x.got, ref.w.Name, v)
			}
		}
	}
	r.checks.add(ch.done())
	return nil
}
