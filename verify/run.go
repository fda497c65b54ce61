package verify

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/catch"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// Options configure a run of one board size.
type Options struct {
	// Witnesses are the witnesses to run, in order; nil runs
	// Default(SATOptions{}). At least one must enumerate cubes.
	Witnesses []Witness
	// CubeRows is the number of leading rows each cube fixes; negative
	// picks board.CubeRows(n), 0 makes one cube of the whole board.
	CubeRows int
	// Plan, when not nil, is the plan of the run's size already made with
	// CubeRows (a checkpointed run's): Run takes it rather than make it again.
	Plan *Plan
	// Expect, when not nil, is a reference table the figures must match
	// (the check "expect").
	Expect *reference.Table
	// Done, when not nil, is asked for each cube before it runs; when it
	// returns the cube's record of an earlier run of the same plan (same
	// Plan.Fingerprint), the cube is skipped and its evidence is checked
	// and added as if it had run.
	Done func(Cube) (result.VerifyCube, bool)
	// OnCube, when not nil, receives the record of each cube that ran, in
	// plan order, once every witness is done with it; an error stops the
	// run and is returned.
	OnCube func(result.VerifyCube) error
	// Only, when not nil, picks the cubes of this run: a cube for which
	// it returns false is neither run nor asked of Done, and is no part of
	// the result. A run of some cubes is a part of the board (a shard):
	// it checks each of its cubes and records them, but runs no witness
	// of figures and none of the board's checks on the sums, which are
	// left to the run that has every cube (Merge); its figures are
	// unknown and its verdict says whether its cubes passed.
	Only func(Cube) bool
	// Progress, when not nil, is called after each batch of cubes (each
	// cube skipped) with the number of cubes done (skipped ones included)
	// and of all cubes of the run: a batch's cubes are judged in a burst,
	// once its witnesses are done with all of them.
	Progress func(done, total int)
	// Certify makes each witness that proves (Witness.Prove) hand in, for
	// every cube, the proof that the cube has no solution beyond those it
	// returned; package drat checks each one (the check "certificate"),
	// and a search of this package's own checks that the cubes cover
	// every placement of the plan's rows (the check "cover"). The result
	// counts what was checked (result.Verify.Certificate). A run with no
	// witness that proves is an error.
	Certify bool
	// Bundle, with Certify, keeps each cube's formula and proof, as they
	// are checked, in a certificate bundle; the caller closes it.
	Bundle *Bundle
}

// WitnessFailure is the message of a witness that panicked, in its own
// code or in a goroutine it started: that witness's failure, reported as
// its check "witness".
type WitnessFailure struct {
	// Witness names the witness.
	Witness string
	// Message is the panic's value, or for a panic in a goroutine the
	// error that brought it back (which holds a *catch.Panic).
	Message string
}

// OwnCheckError is the error of a witness of figures whose own check of
// its figures failed (they break an identity every count satisfies):
// that witness's failure, reported as its check "witness" and exit 3, not
// an I/O or internal error.
type OwnCheckError struct {
	// Message says which identity fails.
	Message string
}

// Error returns the message.
func (e *OwnCheckError) Error() string { return e.Message }

// Run runs the witnesses of opt on board size n cube by cube and returns
// the result. The boards of one batch of cubes are held at a time: memory
// follows the largest batch, not the number of solutions.
//
// The steps, in order:
//  1. the plan: NewPlanContext(ctx, n, opt.CubeRows), or opt.Plan;
//  2. for each batch of cubes not done before: every witness of cubes
//     enumerates it; each cube's sets are checked on their own (examine),
//     against the reference's (crossCheck) and by their evidence
//     (evidenceChecks), and its record goes to opt.OnCube;
//  3. the witnesses of figures (Figures);
//  4. the board's checks on the sums of the evidence (boardChecks):
//     counts, classes, Burnside's lemma on each side, the class split,
//     the counter's figures and opt.Expect.
//
// A witness that panics fails with its message (the check "witness") and
// takes no further part; the run goes on. When ctx is done Run returns
// what it has, with figures unknown, and ctx.Err(). Any other error of a
// witness or of opt.OnCube ends the run with that error.
func Run(ctx context.Context, n int, opt Options) (result.Verify, error) {
	start := time.Now()
	ws := opt.Witnesses
	if ws == nil {
		ws = Default(SATOptions{})
	}
	plan, err := planOf(ctx, n, opt)
	if err != nil {
		// Stopped (or refused) before any cube: nothing is known.
		return result.Verify{N: n, Verdict: result.VerdictOf(false, false), Seconds: result.Seconds(time.Since(start))}, err
	}
	r := newRun(n, plan, ws)
	if opt.Certify {
		if err := provers(ws); err != nil {
			return result.Verify{N: n}, err
		}
		r.cert, r.certify = newCertifier(n), true
		r.checks.add(coverCheck(n, plan))
		if opt.Bundle != nil {
			opt.Bundle.start(n, plan.Rows, len(plan.Cubes))
			r.cert.keep = opt.Bundle
		}
	}
	res := result.Verify{N: n, Plan: result.VerifyPlan{CubeRows: plan.Rows, Cubes: len(plan.Cubes), Fingerprint: plan.Fingerprint(Names(ws))}}
	err = r.cubes(ctx, opt)
	if r.cert != nil && !r.certify {
		// Certificates recorded by earlier runs (a merge): the cubes
		// they cover must cover the board too.
		r.checks.add(coverCheck(n, plan))
	}
	if err == nil && opt.Only == nil {
		err = r.figures(ctx)
	}
	res.Plan.Skipped = r.skipped
	partial := opt.Only != nil
	complete := err == nil && !partial
	if complete {
		if err = r.boardChecks(opt.Expect); err != nil {
			return res, err
		}
		if err = r.certifyExtras(ctx); err != nil {
			return res, err
		}
	}
	res.Witnesses = r.results(complete)
	res.Checks = r.checks.list()
	res.Verdict = result.VerdictOf(!r.checks.ok(), err == nil)
	if complete {
		r.boardFigures(&res)
	}
	if r.cert != nil {
		res.Certificate = r.cert.result()
	}
	res.Seconds = result.Seconds(time.Since(start))
	return res, err
}

// planOf returns opt.Plan when it is the plan of board size n, else
// makes it.
func planOf(ctx context.Context, n int, opt Options) (Plan, error) {
	if opt.Plan != nil && opt.Plan.N == n {
		return *opt.Plan, nil
	}
	return NewPlanContext(ctx, n, opt.CubeRows)
}

// state is one witness's part of a run.
type state struct {
	w       *Witness
	sums    map[Set]*result.CubeEvidence // evidence summed over cubes
	cubes   int                          // cubes with its evidence
	seconds time.Duration
	failed  string
	figures *Figures
}

type run struct {
	n       int
	plan    Plan
	ws      []*state
	checks  checkList
	skipped int
	done    int
	total   int        // cubes of the run: the plan's, or those Only picks
	cert    *certifier // the proof checker, with Options.Certify; the counts of recorded proofs
	certify bool       // Options.Certify
}

func newRun(n int, plan Plan, ws []Witness) *run {
	r := &run{n: n, plan: plan}
	for i := range ws {
		st := &state{w: &ws[i], sums: map[Set]*result.CubeEvidence{}}
		for _, s := range ws[i].Sets {
			st.sums[s] = &result.CubeEvidence{}
		}
		r.ws = append(r.ws, st)
	}
	return r
}

// batchSize is the most cubes any witness of cubes asks for at once.
func (r *run) batchSize() int {
	b := 1
	for _, st := range r.ws {
		if st.w.Enumerate != nil {
			b = max(b, st.w.Batch)
		}
	}
	return b
}

// cubes runs step 2 over the whole plan.
func (r *run) cubes(ctx context.Context, opt Options) error {
	if !slices.ContainsFunc(r.ws, func(st *state) bool { return st.w.Enumerate != nil }) {
		return ctx.Err() // no witness of cubes: nothing to run per cube
	}
	size := r.batchSize()
	r.total = len(r.plan.Cubes)
	if opt.Only != nil {
		r.total = 0
		for _, c := range r.plan.Cubes {
			if opt.Only(c) {
				r.total++
			}
		}
	}
	var pending []Cube
	flush := func() error {
		if len(pending) == 0 {
			return nil
		}
		err := r.batch(ctx, pending, opt)
		pending = pending[:0]
		return err
	}
	for _, c := range r.plan.Cubes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if opt.Only != nil && !opt.Only(c) {
			continue
		}
		if opt.Done != nil {
			if rec, ok := opt.Done(c); ok {
				if err := flush(); err != nil {
					return err
				}
				if err := r.addSkipped(c, rec); err != nil {
					return err
				}
				r.progress(opt)
				continue
			}
		}
		pending = append(pending, c)
		if len(pending) == size {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	return flush()
}

// progress counts one cube done and reports it.
func (r *run) progress(opt Options) {
	r.done++
	r.report(opt)
}

// report calls opt.Progress with the cubes done.
func (r *run) report(opt Options) {
	if opt.Progress != nil {
		opt.Progress(r.done, r.total)
	}
}

// certified is a cube's certificate check and the record of its proof.
type certified struct {
	check result.Check
	rec   *result.CubeCertificate
}

// addSkipped adds the record of a cube done before.
func (r *run) addSkipped(c Cube, rec result.VerifyCube) error {
	if rec.N != r.n || rec.Index != c.Index || !slices.Equal(rec.Prefix, c.Prefix) {
		return fmt.Errorf("the record given for cube %d (%s) is of n = %d, cube %d, prefix %v", c.Index, c.Name(), rec.N, rec.Index, rec.Prefix)
	}
	r.skipped++
	for _, f := range rec.Failures {
		r.checks.add(f)
	}
	if rec.Certificate != nil {
		// The proof was checked when the cube ran: its record counts.
		if r.cert == nil {
			r.cert = newCertifier(r.n)
		}
		r.cert.add(rec.Certificate)
	}
	return r.addEvidence(c, rec.Evidence)
}

// addEvidence checks one cube's evidence and adds it to the sums.
func (r *run) addEvidence(c Cube, ev []result.SetEvidence) error {
	evidenceChecks(ev, func(ch result.Check) {
		if !ch.OK {
			ch.Cube = c.Name()
			ch.Detail = c.Name() + ": " + ch.Detail
		}
		r.checks.add(ch)
	})
	seen := map[*state]bool{}
	for _, e := range ev {
		st := r.state(e.Witness)
		if st == nil {
			return fmt.Errorf("cube %s: evidence of witness %q, which is not in the run", c.Name(), e.Witness)
		}
		var set Set = -1
		for _, s := range st.w.Sets {
			if s.String() == e.Set {
				set = s
			}
		}
		if set < 0 {
			return fmt.Errorf("cube %s: evidence of set %q, which witness %s does not enumerate", c.Name(), e.Set, e.Witness)
		}
		if err := addEvidence(st.sums[set], e.CubeEvidence); err != nil {
			return fmt.Errorf("cube %s: witness %s: %w", c.Name(), e.Witness, err)
		}
		if !seen[st] {
			seen[st] = true
			st.cubes++
		}
	}
	return nil
}

func (r *run) state(name string) *state {
	for _, st := range r.ws {
		if st.w.Name == name {
			return st
		}
	}
	return nil
}

// addEvidence adds e to sum; no figure wraps.
func addEvidence(sum *result.CubeEvidence, e result.CubeEvidence) error {
	var err error
	add := func(a *uint64, b uint64) {
		if err != nil {
			return
		}
		if *a > math.MaxUint64-b {
			err = fmt.Errorf("%d + %d overflows 64 bits", *a, b)
			return
		}
		*a += b
	}
	add(&sum.Count, e.Count)
	add(&sum.Fix90, e.Fix90)
	add(&sum.Fix180, e.Fix180)
	add(&sum.Canonical.Eight, e.Canonical.Eight)
	add(&sum.Canonical.Four, e.Canonical.Four)
	add(&sum.Canonical.Two, e.Canonical.Two)
	add(&sum.Canonical.One, e.Canonical.One)
	sum.Digest = sum.Digest.Plus(e.Digest)
	return err
}

// figures runs step 3.
func (r *run) figures(ctx context.Context) error {
	for _, st := range r.ws {
		if st.w.Figures == nil {
			continue
		}
		t := time.Now()
		var f Figures
		err := protect(st.w.Name, func() error {
			var err error
			f, err = st.w.Figures(ctx, r.n)
			return err
		})
		st.seconds += time.Since(t)
		var wf *WitnessFailure
		var ce *OwnCheckError
		switch {
		case errors.As(err, &wf):
			st.failed = wf.Message
			r.checks.add(result.Check{Name: "witness", Witnesses: st.w.Name, Detail: fmt.Sprintf("%s panicked: %s", st.w.Name, wf.Message)})
		case errors.As(err, &ce):
			// The witness's own check failed: its failure, a finding.
			st.failed = ce.Message
			r.checks.add(result.Check{Name: "witness", Witnesses: st.w.Name, Detail: fmt.Sprintf("%s's own check failed: %s", st.w.Name, ce.Message)})
		case err != nil && ctx.Err() != nil:
			return ctx.Err()
		case err != nil:
			return fmt.Errorf("witness %s: %w", st.w.Name, err)
		default:
			st.figures = &f
		}
	}
	return nil
}

// protect calls f and turns a panic into a *WitnessFailure: a panic of f
// itself, with the panic's value as the message, or one in a goroutine of
// the witness that came back as an error holding a *catch.Panic, with the
// error's message.
func protect(name string, f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = &WitnessFailure{Witness: name, Message: fmt.Sprint(p)}
		}
	}()
	err = f()
	if p := (*catch.Panic)(nil); errors.As(err, &p) {
		return &WitnessFailure{Witness: name, Message: err.Error()}
	}
	return err
}

// Error says which witness panicked and why.
func (f *WitnessFailure) Error() string {
	return fmt.Sprintf("witness %s panicked: %s", f.Witness, f.Message)
}

// checkList gathers the checks of a run: one entry per name and
// witnesses, in the order first made, failing when any instance failed,
// with the first failure's detail and the number of failures.
type checkList struct {
	order []checkKey
	byKey map[checkKey]*agg
}

// checkKey names the entry of a check in a checkList.
type checkKey struct{ name, witnesses string }

type agg struct {
	c     result.Check
	fails int
}

func (l *checkList) add(c result.Check) {
	if l.byKey == nil {
		l.byKey = map[checkKey]*agg{}
	}
	key := checkKey{c.Name, c.Witnesses}
	a := l.byKey[key]
	if a == nil {
		a = &agg{c: result.Check{Name: c.Name, Witnesses: c.Witnesses, OK: true}}
		l.byKey[key] = a
		l.order = append(l.order, key)
	}
	if !c.OK {
		if a.fails == 0 {
			a.c.OK, a.c.Detail, a.c.Cube = false, c.Detail, c.Cube
		}
		a.fails++
	}
}

func (l *checkList) ok() bool {
	for _, a := range l.byKey {
		if !a.c.OK {
			return false
		}
	}
	return true
}

func (l *checkList) list() []result.Check {
	out := make([]result.Check, 0, len(l.order))
	for _, k := range l.order {
		a := l.byKey[k]
		c := a.c
		if a.fails > 1 {
			c.Detail = fmt.Sprintf("%s (and %d more)", c.Detail, a.fails-1)
		}
		out = append(out, c)
	}
	return out
}
