package verify

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/result"
)

// batch runs every witness of cubes on cubes, then checks and records
// each cube.
func (r *run) batch(ctx context.Context, cubes []Cube, opt Options) error {
	bt := batchBoards{
		boards: make([]map[Set][][]board.Placement, len(r.ws)),
		proofs: make([][]*certified, len(r.ws)),
	}
	for i, st := range r.ws {
		if st.w.Enumerate == nil || st.failed != "" {
			continue
		}
		if err := r.enumerate(ctx, cubes, i, &bt); err != nil {
			return err
		}
	}
	for ci, c := range cubes {
		if err := r.judge(ctx, ci, c, &bt, opt); err != nil {
			return err
		}
	}
	// Once for the batch: its cubes are judged in a burst after the
	// witnesses' work, so that a report per cube would give the rate of
	// that burst (the first cube alone seemed to take the batch's time).
	r.report(opt)
	return nil
}

// batchBoards is what the witnesses of a batch found.
type batchBoards struct {
	// boards[w][set][cube]: nil for a witness that did not run or failed.
	boards []map[Set][][]board.Placement
	// proofs[w][cube]: the certificate checks, with Options.Certify.
	proofs [][]*certified
	// failures are the witness failures, reported with the first cube.
	failures []result.Check
}

// enumerate runs witness i of r on cubes and files its boards, its
// proofs (checked as they arrive) and its failure in bt. It returns an
// error when ctx ends or the witness fails other than by a panic.
func (r *run) enumerate(ctx context.Context, cubes []Cube, i int, bt *batchBoards) error {
	st := r.ws[i]
	got := map[Set][][]board.Placement{}
	for _, s := range st.w.Sets {
		got[s] = make([][]board.Placement, len(cubes))
	}
	emit := func(set Set, cube int, p board.Placement) {
		if got[set] == nil || cube < 0 || cube >= len(cubes) {
			panic(fmt.Sprintf("emitted a board of set %v in cube %d of %d, which it does not enumerate", set, cube, len(cubes)))
		}
		got[set][cube] = append(got[set][cube], p)
	}
	enumerate := st.w.Enumerate
	if r.certify && st.w.Prove != nil {
		bt.proofs[i] = make([]*certified, len(cubes))
		pr := bt.proofs[i]
		enumerate = func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
			return st.w.Prove(ctx, n, cubes, emit, func(cube int, lemmas [][]encode.Lit) {
				if cube < 0 || cube >= len(cubes) || pr[cube] != nil {
					panic(fmt.Sprintf("sent a proof for cube %d of %d, or a second one", cube, len(cubes)))
				}
				// The cube's boards came before its proof: it is
				// checked now, while the witness works on.
				// A check is short and runs to its end, so that a
				// stop never reads as a failed proof.
				c, rec := r.cert.check(context.WithoutCancel(ctx), st.w.Name, cubes[cube], got[All][cube], lemmas, true)
				pr[cube] = &certified{check: c, rec: rec}
			})
		}
	}
	t := time.Now()
	err := protect(st.w.Name, func() error { return enumerate(ctx, r.n, cubes, emit) })
	st.seconds += time.Since(t)
	var wf *WitnessFailure
	switch {
	case errors.As(err, &wf):
		st.failed = wf.Message
		c := result.Check{Name: "witness", Witnesses: st.w.Name, Detail: fmt.Sprintf("%s panicked: %s", st.w.Name, wf.Message), Cube: cubes[0].Name()}
		if len(cubes) > 1 {
			c.Cube = fmt.Sprintf("%s to %s", cubes[0].Name(), cubes[len(cubes)-1].Name())
		}
		bt.failures = append(bt.failures, c)
		r.checks.add(c)
		return nil
	case err != nil && ctx.Err() != nil:
		return ctx.Err()
	case err != nil:
		return fmt.Errorf("witness %s: %w", st.w.Name, err)
	}
	bt.boards[i] = got
	return nil
}

// judge checks cube number ci of the batch, c, on what the witnesses
// found: each set's boards, the sets against each other and the proofs;
// then records its evidence and hands its record to opt.OnCube.
func (r *run) judge(ctx context.Context, ci int, c Cube, bt *batchBoards, opt Options) error {
	rec := result.VerifyCube{N: r.n, Index: c.Index, Prefix: c.Prefix, Evidence: []result.SetEvidence{}, Failures: []result.Check{}}
	if ci == 0 {
		rec.Failures = append(rec.Failures, bt.failures...)
	}
	add := func(ch result.Check) {
		if !ch.OK {
			ch.Cube = c.Name()
			ch.Detail = c.Name() + ": " + ch.Detail
			rec.Failures = append(rec.Failures, ch)
		}
		r.checks.add(ch)
	}
	var sets []examined
	for i, st := range r.ws {
		if bt.boards[i] == nil {
			continue
		}
		for _, s := range st.w.Sets {
			sets = append(sets, examine(r.n, c, found{w: st.w, set: s, boards: bt.boards[i][s][ci]}, add))
		}
	}
	crossCheck(sets, add)
	for i, st := range r.ws {
		if bt.boards[i] != nil && bt.proofs[i] != nil {
			p := bt.proofs[i][ci]
			if p == nil {
				ch, _ := r.cert.check(ctx, st.w.Name, c, bt.boards[i][All][ci], nil, false)
				p = &certified{check: ch}
			}
			add(p.check)
			if rec.Certificate == nil {
				rec.Certificate = p.rec
			}
		}
	}
	for _, e := range sets {
		rec.Evidence = append(rec.Evidence, e.ev)
	}
	if r.cert != nil && r.cert.keep != nil && r.cert.keep.err != nil {
		return fmt.Errorf("certificate bundle: %w", r.cert.keep.err)
	}
	if err := r.addEvidence(c, rec.Evidence); err != nil {
		return err
	}
	if opt.OnCube != nil {
		if err := opt.OnCube(rec); err != nil {
			return err
		}
	}
	r.done++ // reported with the batch (run.batch)
	return nil
}
