package verify

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
	"github.com/nqcheck/nqcheck/result"
)

// ProofEmit receives a witness's proof for one cube of the batch given to
// Witness.Prove: the lemmas, in DIMACS literals of the N-Queens CNF's
// variables (encode.Cell), of a DRUP refutation of that formula plus the
// cube's queens as unit clauses plus one blocking clause per board the
// witness emitted in the cube (the board's queens, negated); the last
// lemma is the empty clause. A cube's proof comes after all of its boards,
// once per cube.
type ProofEmit func(cube int, lemmas [][]encode.Lit)

// certifier checks the proofs of one board size's cubes with package
// drat: each one against clauses built here, never taken from the
// witness, and counts what it checked.
type certifier struct {
	n     int
	base  [][]int // the N-Queens CNF with the column clauses, in DIMACS
	stats result.Certificate
	time  time.Duration
	keep  *Bundle        // where each cube's formula and proof go, if anywhere
	fixed *compare.Fixed // the certified symmetric figures, once proved
}

// newCertifier builds the formula the proofs are checked against:
// encode.Queens(n) with the redundant column clauses, which every model
// satisfies, so that a proof written with or without them checks.
func newCertifier(n int) *certifier {
	f := encode.Queens(n)
	encode.ColumnsTo(f, n)
	return &certifier{n: n, base: dimacs(f.Clauses)}
}

// check confirms that cube c has no solution beyond the boards a witness
// emitted: each board must be a valid solution in the cube, given once,
// and the proof must refute the formula plus the cube's queens plus the
// blocking clause of each board. It returns the check "certificate" of
// witness name; have is false when the witness sent no proof for the cube.
func (z *certifier) check(ctx context.Context, name string, c Cube, boards []board.Placement, lemmas [][]encode.Lit, have bool) (result.Check, *result.CubeCertificate) {
	ch, rec := z.prove(ctx, name, c, boards, lemmas, have)
	if rec != nil {
		z.add(rec)
	}
	return ch.done(), rec
}

// add counts a cube's certificate record.
func (z *certifier) add(rec *result.CubeCertificate) {
	z.stats.Lemmas += rec.Lemmas
	if rec.OK {
		z.stats.Cubes++
		z.stats.Solutions += rec.Solutions
	}
}

// prove is check without the counting: the check, and the record of the
// proof when there was one to check.
func (z *certifier) prove(ctx context.Context, name string, c Cube, boards []board.Placement, lemmas [][]encode.Lit, have bool) (*check, *result.CubeCertificate) {
	ch := newCheck("certificate", name)
	if !have {
		ch.fail("%s sent no proof that the cube has no solution beyond its %d", name, len(boards))
		return ch, nil
	}
	n := z.n
	clauses := slices.Clip(z.base)
	for r, col := range c.Prefix {
		clauses = append(clauses, []int{int(encode.Cell(n, r, col))})
	}
	seen := map[string]bool{}
	for i, p := range boards {
		s, shaped := p.Solution(n)
		if err := compare.Valid(n, p); err != nil || !shaped || !slices.Equal(s[:len(c.Prefix)], c.Prefix) {
			ch.fail("%s board #%d %s is not a solution of the cube: no blocking clause is built from it", name, i+1, compare.Describe(n, p))
			return ch, nil
		}
		if seen[s.String()] {
			ch.fail("%s board #%d %v comes twice: the cube's count would not be its number of solutions", name, i+1, s)
			return ch, nil
		}
		seen[s.String()] = true
		block := make([]int, n)
		for r, col := range s {
			block[r] = -int(encode.Cell(n, r, col))
		}
		clauses = append(clauses, block)
	}
	var proof []byte
	var buf []int
	for _, l := range lemmas {
		buf = buf[:0]
		for _, x := range l {
			buf = append(buf, x.Dimacs())
		}
		proof = drat.AppendText(proof, false, buf)
	}
	f := &drat.Formula{Vars: n * n, Clauses: clauses}
	if z.keep != nil {
		z.keep.add(c, len(boards), f, proof)
	}
	start := time.Now()
	res, err := drat.Check(ctx, f, bytes.NewReader(proof), drat.Options{Format: drat.Text})
	z.time += time.Since(start)
	sum := sha256.Sum256(proof)
	rec := &result.CubeCertificate{Witness: name, OK: err == nil, Solutions: uint64(len(boards)), Lemmas: uint64(res.Lemmas), ProofSHA256: hex.EncodeToString(sum[:])}
	if err != nil {
		ch.fail("%s's proof that the cube has no solution beyond its %d fails: %v", name, len(boards), err)
	}
	return ch, rec
}

// result returns the counts, with the checker's time.
func (z *certifier) result() *result.Certificate {
	st := z.stats
	st.Seconds = result.Seconds(z.time)
	if z.fixed != nil {
		f90, f180 := uint64(z.fixed.Fix90), uint64(z.fixed.Fix180)
		st.Fix90, st.Fix180 = &f90, &f180
	}
	return &st
}

// coverCheck confirms that the plan's cubes cover every placement of
// queens on its first rows, by a search of its own: each of the n^rows
// column tuples either holds two queens that attack each other or is the
// prefix of exactly one cube, and every cube's prefix is such a tuple.
func coverCheck(n int, plan Plan) result.Check {
	ch, _ := coverCheckContext(context.Background(), n, plan)
	return ch
}

// coverCheckContext is coverCheck that ends with ctx's error when ctx is
// done: the search takes n^rows steps, and a bundle's manifest, which
// comes from others, chooses the rows.
func coverCheckContext(ctx context.Context, n int, plan Plan) (result.Check, error) {
	ch := newCheck("cover", "plan")
	k := plan.Rows
	listed := make(map[string]int, len(plan.Cubes))
	for _, c := range plan.Cubes {
		listed[board.Solution(c.Prefix).String()]++
	}
	tuple := make(board.Solution, k)
	found := 0
	for step := 1; ; step++ {
		if step%(1<<16) == 0 {
			if err := ctx.Err(); err != nil {
				return result.Check{}, err
			}
		}
		key := tuple.String()
		switch {
		case attacks(tuple):
			if listed[key] > 0 {
				ch.fail("cube %s holds two queens that attack each other", board.PrefixName(tuple))
			}
		case listed[key] == 0:
			ch.fail("no cube covers the placement %s", board.PrefixName(tuple))
		case listed[key] > 1:
			ch.fail("%d cubes are the placement %s", listed[key], board.PrefixName(tuple))
		default:
			found++
		}
		// The next tuple, the last row fastest.
		r := k - 1
		for r >= 0 && tuple[r] == n-1 {
			tuple[r] = 0
			r--
		}
		if r < 0 {
			break
		}
		tuple[r]++
	}
	if found != len(listed) {
		ch.fail("%d of the plan's %d cubes are placements of %d rows", found, len(plan.Cubes), k)
	}
	return ch.done(), nil
}

// attacks reports whether two queens of the tuple, one a row, attack
// each other.
func attacks(t board.Solution) bool {
	for i := range t {
		for j := i + 1; j < len(t); j++ {
			d := t[j] - t[i]
			if d == 0 || d == j-i || d == i-j {
				return true
			}
		}
	}
	return false
}

// provers returns an error when no witness of ws writes proofs.
func provers(ws []Witness) error {
	if slices.ContainsFunc(ws, func(w Witness) bool { return w.Prove != nil }) {
		return nil
	}
	return fmt.Errorf("certifying needs a witness that writes proofs (%s in block mode); the run has %v", SAT(SATOptions{}).Name, Names(ws))
}
