package dfs

import (
	"context"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// A CountPlan is a fixed, deterministic split of the work of counting one
// board size into units. Two plans with the same Method, Version, N and
// unit keys do the same work, so their units' results may be compared or
// merged; results of different plans never mix. Each counting method (the
// bitmask search and any other) has its own plans.
type CountPlan struct {
	// N is the board size.
	N int
	// Method names the counting method, for example "bitmask".
	Method string
	// Version is the method's version; it changes whenever a unit's key
	// or result would.
	Version int
	// Units lists the units in plan order.
	Units []CountUnit
	// MaxMemory, when above 0, bounds in bytes the tables a plan's units
	// share, which only the join method has; set it before the first
	// unit runs. Join tables that would take more are not made: the
	// units then search their halves one by one, slower, in a few
	// megabytes per worker. The units and their results are the same
	// either way.
	MaxMemory int64
	// run counts one unit.
	run func(ctx context.Context, u CountUnit) (UnitCount, error)
	// want returns what a result of unit u must hold when c cannot be
	// one (figures in fields the method never fills for u, or a value
	// the unit can never give), else "".
	want func(u CountUnit, c UnitCount) string
}

// CountUnit is one unit of a CountPlan.
type CountUnit struct {
	// Index is the unit's position in the plan, from 0.
	Index int
	// Key names the unit, unique within its plan: for a prefix, the
	// 0-based columns of its queens ("0 2 4"); for a symmetric search,
	// "fix180" or "fix90".
	Key string
	// data is the method's own description of the unit.
	data any
}

// UnitCount is what one unit contributes to the board size's figures. The
// figures of a plan are the sums of its units' (checked for overflow).
type UnitCount struct {
	// Total is the unit's share of the number of solutions.
	Total uint64 `json:"total"`
	// Fix180 is its share of the solutions unchanged by the half turn.
	Fix180 uint64 `json:"fix180"`
	// Fix90 is its share of the solutions unchanged by the quarter turn.
	Fix90 uint64 `json:"fix90"`
	// Bins is used by methods that search one representative of each
	// class (the bitmask search): Bins[k] is the number of representatives
	// found with k nearest half-edges, each standing for 8/k solutions
	// (8 for k = 0, the corner). A unit's share of the total is then not a
	// whole number by itself; Figures weighs the sum of every unit's Bins
	// and adds it to the sum of their Totals. It is omitted from JSON when
	// all zero.
	Bins [9]uint64 `json:"bins,omitzero"`
}

// String returns the figures in one line, such as "total 0, fix180 4,
// fix90 0, bins [0 3 0 0 0 0 0 0 0]".
func (c UnitCount) String() string {
	s := fmt.Sprintf("total %d, fix180 %d, fix90 %d", c.Total, c.Fix180, c.Fix90)
	if c.Bins != [9]uint64{} {
		s += fmt.Sprintf(", bins %v", c.Bins)
	}
	return s
}

// runUnit counts unit u. A panic in its search is that unit's error, not
// the end of the process: Run's workers are goroutines of their own, where
// no caller could recover it.
func (p *CountPlan) runUnit(ctx context.Context, u CountUnit) (UnitCount, error) {
	var c UnitCount
	err := catch.Call(fmt.Sprintf("dfs: the search of unit %d (%s)", u.Index, u.Key), func() error {
		var err error
		c, err = p.run(ctx, u)
		return err
	})
	return c, err
}

// Keys returns the units' keys in plan order.
func (p *CountPlan) Keys() []string {
	keys := make([]string, len(p.Units))
	for i, u := range p.Units {
		keys[i] = u.Key
	}
	return keys
}

// CheckUnit reports an error when c cannot be a result of unit i of the
// plan: an index outside the plan, figures in fields the method never
// fills for that unit, or a value the unit can never give. It does not
// count the unit again.
func (p *CountPlan) CheckUnit(i int, c UnitCount) error {
	if i < 0 || i >= len(p.Units) {
		return fmt.Errorf("unit %d is outside the plan's %d units", i, len(p.Units))
	}
	u := p.Units[i]
	if want := p.want(u, c); want != "" {
		return fmt.Errorf("unit %d (key %q) of the %s plan must hold %s, it holds %s", u.Index, u.Key, p.Method, want, c)
	}
	return nil
}

// Run counts the units of p whose indexes todo lists, on workers
// goroutines (0 means runtime.GOMAXPROCS(0)), handing them out in the
// order of todo. It calls done with each finished unit's index and count,
// from one goroutine at a time, in order of completion, never after Run
// has returned. Run stops at the first error of a unit or of done, or when
// ctx is cancelled; it then still passes to done the units that had
// finished, waits for every goroutine it started and returns the error
// (ctx.Err() when cancelled).
func (p *CountPlan) Run(ctx context.Context, todo []int, workers int, done func(i int, c UnitCount) error) error {
	if workers < 0 {
		return fmt.Errorf("dfs: %d workers", workers)
	}
	for _, i := range todo {
		if i < 0 || i >= len(p.Units) {
			return fmt.Errorf("dfs: unit %d is outside the plan's %d units", i, len(p.Units))
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = max(1, min(workers, len(todo)))
	if workers == 1 {
		return p.runInline(ctx, todo, done)
	}
	type finished struct {
		i   int
		c   UnitCount
		err error
	}
	var (
		next atomic.Int64 // position in todo of the next unit to hand out
		wg   sync.WaitGroup
		// Room for one result per worker, not one per unit (a plan may
		// have hundreds of thousands): stop drains the channel while the
		// workers finish.
		results = make(chan finished, workers)
	)
	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for runCtx.Err() == nil {
				k := int(next.Add(1) - 1)
				if k >= len(todo) {
					return
				}
				c, err := p.runUnit(runCtx, p.Units[todo[k]])
				results <- finished{i: todo[k], c: c, err: err}
			}
		}()
	}
	// stop stops the workers, passes the units that finished without
	// error to done (the first error of done is returned instead of err,
	// and no unit goes to done after it) while it waits for them, and
	// returns err.
	stop := func(err error) error {
		cancel()
		go func() {
			wg.Wait()
			close(results)
		}()
		var derr error
		for r := range results {
			if r.err == nil && derr == nil {
				derr = done(r.i, r.c)
			}
		}
		if derr != nil {
			return derr
		}
		return err
	}
	for range todo {
		var r finished
		select {
		case <-ctx.Done():
			return stop(ctx.Err())
		case r = <-results:
		}
		if r.err != nil {
			if ctx.Err() != nil {
				return stop(ctx.Err())
			}
			return stop(p.unitError(r.i, r.err))
		}
		if err := done(r.i, r.c); err != nil {
			return stop(err)
		}
	}
	cancel()
	wg.Wait()
	return nil
}

// unitError wraps the error of unit i with its index and key.
func (p *CountPlan) unitError(i int, err error) error {
	return fmt.Errorf("unit %d (%s): %w", i, p.Units[i].Key, err)
}

// runInline is Run on one worker: the units are counted one after another
// on the calling goroutine, which spares a hand-over between two
// goroutines per unit (a plan may have hundreds of thousands of units,
// each a few microseconds long).
func (p *CountPlan) runInline(ctx context.Context, todo []int, done func(i int, c UnitCount) error) error {
	for _, i := range todo {
		if err := ctx.Err(); err != nil {
			return err
		}
		c, err := p.runUnit(ctx, p.Units[i])
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			return p.unitError(i, err)
		}
		if err := done(i, c); err != nil {
			return err
		}
	}
	return nil
}

// Figures adds up the counts of every unit of the plan, counts[i] being
// unit i's, into the board size's figures. Every addition is checked
// (ErrOverflow), each unit's count must pass CheckUnit, and the figures
// must satisfy the orbit identities Count checks.
func (p *CountPlan) Figures(counts []UnitCount) (Counts, error) {
	if len(counts) != len(p.Units) {
		return Counts{}, fmt.Errorf("dfs: %d unit counts for a plan of %d units", len(counts), len(p.Units))
	}
	var total, fix180, fix90 tally
	var bins [9]tally
	for i, c := range counts {
		if err := p.CheckUnit(i, c); err != nil {
			return Counts{}, fmt.Errorf("dfs: %w", err)
		}
		total.add(c.Total)
		fix180.add(c.Fix180)
		fix90.add(c.Fix90)
		for k, v := range c.Bins {
			bins[k].add(v)
		}
	}
	weighed, err := weigh(bins)
	if err != nil {
		return Counts{}, err
	}
	total.add(weighed)
	out := Counts{N: p.N}
	for _, f := range []struct {
		t *tally
		v *uint64
	}{{&total, &out.Total}, {&fix180, &out.Fix180}, {&fix90, &out.Fix90}} {
		if *f.v, err = f.t.value(); err != nil {
			return Counts{}, err
		}
	}
	if err := out.check(); err != nil {
		return Counts{}, err
	}
	return out, nil
}
