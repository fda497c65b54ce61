package unitplan

import (
	"fmt"
	"os"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/journal"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/result"
)

// Plan is what the lifecycle knows of a plan whose units have evidence of
// type E.
type Plan[E any] struct {
	// ID identifies the plan; journals and result files name it.
	ID result.PlanID
	// Keys are the keys of the plan's units, in plan order.
	Keys []string
	// Check refuses evidence that the plan can never give for unit i; a
	// journal record it refuses is bad input.
	Check func(i int, e E) error
}

// Options say where a run keeps its units.
type Options struct {
	// Journal is the checkpoint journal's path; "" journals nothing.
	Journal string
	// Out is the path of the result file to write; "" writes none.
	Out string
	// Shard selects the units to run; the whole plan is
	// shard.Spec{Index: 0, Of: 1}.
	Shard shard.Spec
}

// Run is one run of a plan's units: the records resumed from its journal,
// those done since, and the shard it runs.
type Run[E any] struct {
	plan     Plan[E]
	opt      Options
	jr       *journal.Journal[E]
	evidence []E    // by unit, where have is set
	have     []bool // the unit's evidence is known: resumed or done
	mine     []int  // the shard's units, in order
	resumed  int
	ran      int
}

// Start opens the journal of opt, if any, checks its records with the
// plan's Check and selects the shard's units. Its errors are
// *CheckpointError.
func Start[E any](p Plan[E], opt Options) (*Run[E], error) {
	r := &Run[E]{plan: p, opt: opt, evidence: make([]E, len(p.Keys)), have: make([]bool, len(p.Keys))}
	if opt.Journal != "" {
		jr, recs, err := openJournal[E](opt.Journal, p.ID, p.Keys)
		if err != nil {
			return nil, err
		}
		for _, rec := range recs {
			if err := p.Check(rec.Unit, rec.Evidence); err != nil {
				jr.Close()
				return nil, &CheckpointError{Err: fmt.Errorf("journal %s: %v", jr.Path(), err), Bad: true}
			}
			r.evidence[rec.Unit], r.have[rec.Unit] = rec.Evidence, true
		}
		r.jr = jr
	}
	r.mine = opt.Shard.Units(len(p.Keys))
	for _, i := range r.mine {
		if r.have[i] {
			r.resumed++
		}
	}
	return r, nil
}

// Mine returns the number of the shard's units.
func (r *Run[E]) Mine() int { return len(r.mine) }

// Resumed returns the number of the shard's units read from the journal.
func (r *Run[E]) Resumed() int { return r.resumed }

// Ran returns the number of units done by this run.
func (r *Run[E]) Ran() int { return r.ran }

// Todo returns the shard's units whose evidence is not yet known, in
// order.
func (r *Run[E]) Todo() []int {
	var todo []int
	for _, i := range r.mine {
		if !r.have[i] {
			todo = append(todo, i)
		}
	}
	return todo
}

// Known returns the evidence of unit i, resumed or done, and whether it is
// known.
func (r *Run[E]) Known(i int) (E, bool) { return r.evidence[i], r.have[i] }

// Evidence returns the evidence of every unit of the plan, by unit; an
// unknown unit's is the zero value.
func (r *Run[E]) Evidence() []E { return r.evidence }

// JournalPath returns the path of the run's journal, or "" without one.
func (r *Run[E]) JournalPath() string {
	if r.jr == nil {
		return ""
	}
	return r.jr.Path()
}

// Done keeps the evidence e of unit i and journals it. Its error is the
// journal's.
func (r *Run[E]) Done(i int, e E) error {
	r.evidence[i], r.have[i] = e, true
	r.ran++
	if r.jr == nil {
		return nil
	}
	return r.jr.Append(result.UnitRecord[E]{Unit: i, Key: r.plan.Keys[i], Evidence: e})
}

// Close closes the journal, if any; a second call does nothing. Its error
// is a *CheckpointError.
func (r *Run[E]) Close() error {
	if r.jr == nil {
		return nil
	}
	jr := r.jr
	r.jr = nil
	if err := jr.Close(); err != nil {
		return &CheckpointError{Err: err}
	}
	return nil
}

// Write writes the result file of Options.Out, if any, with the shard's
// units whose evidence is known, stopped saying that the run ended before
// all of them and seconds the time it took. It returns the number of
// units written; its error is an *OutError.
func (r *Run[E]) Write(stopped bool, seconds float64) (int, error) {
	if r.opt.Out == "" {
		return 0, nil
	}
	f := &shard.File[E]{Plan: r.plan.ID, Shard: r.opt.Shard, Complete: !stopped, ToolVersion: result.Version,
		Seconds: result.RoundSeconds(seconds)}
	f.Host, _ = os.Hostname()
	for _, i := range r.mine {
		if r.have[i] {
			f.Units = append(f.Units, result.UnitRecord[E]{Unit: i, Key: r.plan.Keys[i], Evidence: r.evidence[i]})
		}
	}
	if err := shard.Write(r.opt.Out, f); err != nil {
		return 0, &OutError{Err: err}
	}
	return len(f.Units), nil
}
