package countplan

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/result"
)

// Method is a counting method: its name and the function that makes its
// plan for a board size.
type Method struct {
	// Name is the method's name, as --method takes it.
	Name string
	// Plan makes the method's plan for board size n; it stops with
	// ctx.Err() when ctx ends, and maxMemory > 0 bounds what the plan's
	// units take, where the method takes a bound (join). Every plan is
	// bounded anyway: a few hundred thousand units at most.
	Plan func(ctx context.Context, n int, maxMemory int64) (*dfs.CountPlan, error)
}

// Methods lists the counting methods; the first is the default.
var Methods = []Method{
	{Name: dfs.JoinMethod, Plan: dfs.JoinPlanContext},
	{Name: dfs.FrontierMethod, Plan: unbounded(dfs.FrontierPlan)},
	{Name: dfs.BitmaskMethod, Plan: unbounded(dfs.BitmaskPlan)},
}

// unbounded makes a Method's Plan of a plan function that takes no bound:
// one whose plans are made in well under a second and a few tens of
// megabytes whatever n is (at n = 32, 242,816 units for the bitmask
// method, 131,074 for the frontier's); ctx is looked at once it is made.
func unbounded(plan func(n int) (*dfs.CountPlan, error)) func(context.Context, int, int64) (*dfs.CountPlan, error) {
	return func(ctx context.Context, n int, _ int64) (*dfs.CountPlan, error) {
		p, err := plan(n)
		if err == nil {
			err = ctx.Err()
		}
		return p, err
	}
}

// MethodNames lists the known methods' names, the default first,
// separated by ", ".
func MethodNames() string {
	names := make([]string, len(Methods))
	for i, m := range Methods {
		names[i] = m.Name
	}
	return strings.Join(names, ", ")
}

// Plan returns the plan of method for board size n and its PlanID.
// An unknown method's error lists the known ones.
func Plan(method string, n int) (*dfs.CountPlan, result.PlanID, error) {
	return PlanContext(context.Background(), method, n, 0)
}

// PlanContext is Plan, stopped by ctx (its error is then ctx.Err()) and
// bounded by maxMemory as Method.Plan is.
func PlanContext(ctx context.Context, method string, n int, maxMemory int64) (*dfs.CountPlan, result.PlanID, error) {
	var names []string
	for _, m := range Methods {
		if m.Name != method {
			names = append(names, m.Name)
			continue
		}
		p, err := m.Plan(ctx, n, maxMemory)
		if err != nil {
			return nil, result.PlanID{}, err
		}
		if p.Method != method {
			return nil, result.PlanID{}, fmt.Errorf("method %s made a plan of method %s", method, p.Method)
		}
		id := result.NewPlanID("count", n, p.Method, p.Version, p.Keys())
		return p, id, ctx.Err()
	}
	return nil, result.PlanID{}, fmt.Errorf("unknown method %q (known: %s)", method, strings.Join(names, ", "))
}

// PlanOf rebuilds the counting plan of id, as a result file names
// it. It fails when id's method is unknown or this version's plan for
// that size and method is not id (files of another version).
func PlanOf(id result.PlanID) (*dfs.CountPlan, error) {
	p, have, err := Plan(id.Method, id.N)
	if err != nil {
		return nil, err
	}
	if have != id {
		return nil, fmt.Errorf("the file holds units of %v, but this nqcheck's plan for that size and method is %v: the files come from another version", id, have)
	}
	return p, nil
}

// Options are the settings of one size's count.
type Options struct {
	// Workers is the number of goroutines that search; 0 means one per CPU.
	Workers int
	// MaxMemory, above 0, bounds the plan's units and the tables they
	// share, in all, for the join method (dfs.JoinPlanContext).
	MaxMemory int64
	// Journal is the checkpoint journal's path; "" journals nothing.
	Journal string
	// Shard selects the units to count; the zero value is invalid, the
	// whole plan is shard.Spec{Index: 0, Of: 1}.
	Shard shard.Spec
	// Out is the path of the result file to write; "" writes none.
	Out string
	// Figures asks for the plan's figures after a complete run.
	Figures bool
	// Start, if not nil, is called before counting with the shard's number
	// of units, how many of them the journal held, and the journal's path.
	Start func(mine, resumed int, journal string)
	// Progress, if not nil, is called after each unit counted with the
	// number counted so far and the number to count.
	Progress func(done, todo int)
}

// Run is the outcome of one size's count.
type Run struct {
	// ID identifies the plan counted; only its Command, N and Method
	// when the run stopped before its plan was made.
	ID result.PlanID
	// Planned reports that the plan was made: a run stopped before has
	// no units and wrote no result file.
	Planned bool
	// Mine is the number of the shard's units.
	Mine int
	// Written is the number of units in the result file.
	Written int
	// Stopped reports that the context ended the run before all of the
	// shard's units were counted.
	Stopped bool
	// Counts are the plan's figures, when Figures was asked and the run
	// was not stopped.
	Counts dfs.Counts
	// Seconds is the time the run took, unrounded.
	Seconds float64
	// Keys and Evidence are the plan's units' keys and counts, by unit,
	// when Counts are.
	Keys     []string
	Evidence []dfs.UnitCount
	// Files is the number of result files merged into the run (Merge.Run);
	// 0 for a run that counted its units.
	Files int
}

// Count counts board size n by the plan of method: the units of
// opt.Shard that the journal does not already hold, journaling each as it
// finishes, then writes the result file. A run that ctx stops returns
// with Stopped set and no error; the result file then holds the units
// done. Errors from the journal are *unitplan.CheckpointError, from the
// result file *unitplan.OutError; errors of the search name the size.
func Count(ctx context.Context, method string, n int, opt Options) (*Run, error) {
	start := time.Now()
	p, id, err := PlanContext(ctx, method, n, opt.MaxMemory)
	return countPlan(ctx, start, method, n, p, id, err, opt)
}

// countPlan is Count once the plan p of method, identified by id, is made
// (or failed with err).
func countPlan(ctx context.Context, start time.Time, method string, n int, p *dfs.CountPlan, id result.PlanID, err error, opt Options) (*Run, error) {
	if unitplan.Stopped(ctx, err) {
		// Stopped while the plan was made: no unit ran, nothing is
		// journaled or written.
		return &Run{ID: result.PlanID{Command: "count", N: n, Method: method}, Stopped: true, Seconds: time.Since(start).Seconds()}, nil
	}
	if err != nil {
		return nil, err
	}
	run := &Run{ID: id, Planned: true}
	u, err := unitplan.Start(unitplan.Plan[dfs.UnitCount]{ID: id, Keys: p.Keys(), Check: p.CheckUnit},
		unitplan.Options{Journal: opt.Journal, Out: opt.Out, Shard: opt.Shard})
	if err != nil {
		return nil, err
	}
	todo := u.Todo()
	run.Mine = u.Mine()
	if opt.Start != nil {
		opt.Start(u.Mine(), u.Resumed(), u.JournalPath())
	}
	runErr := p.Run(ctx, todo, opt.Workers, func(i int, e dfs.UnitCount) error {
		if opt.Progress != nil {
			opt.Progress(u.Ran()+1, len(todo))
		}
		return u.Done(i, e)
	})
	if err := u.Close(); err != nil && runErr == nil {
		runErr = err
	}
	run.Stopped = unitplan.Stopped(ctx, runErr)
	if runErr != nil && !run.Stopped {
		return nil, fmt.Errorf("n = %d: %w", n, runErr)
	}
	run.Seconds = time.Since(start).Seconds()
	if run.Written, err = u.Write(run.Stopped, run.Seconds); err != nil {
		return nil, err
	}
	if run.Stopped || !opt.Figures {
		return run, nil
	}
	if run.Counts, err = p.Figures(u.Evidence()); err != nil {
		return nil, fmt.Errorf("n = %d: %w", n, err)
	}
	run.Keys, run.Evidence = p.Keys(), u.Evidence()
	return run, nil
}

// CountResult returns the figures of c as count's result, its time
// rounded.
func CountResult(c dfs.Counts, seconds float64) result.CountResult {
	return result.CountResult{N: c.N, Total: result.Known(c.Total), Classes: result.Known(c.Classes()),
		Fix90: result.Known(c.Fix90), Fix180: result.Known(c.Fix180), Seconds: result.RoundSeconds(seconds)}
}
