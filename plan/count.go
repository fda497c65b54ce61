package plan

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/journal"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/shard"
)

// Method is a counting method: its name and the function that makes its
// plan for a board size.
type Method struct {
	// Name is the method's name, as --method takes it.
	Name string
	// Plan makes the method's plan for board size n.
	Plan func(n int) (*dfs.CountPlan, error)
}

// Methods lists the counting methods; the first is the default.
var Methods = []Method{
	{Name: dfs.JoinMethod, Plan: dfs.JoinPlan},
	{Name: dfs.FrontierMethod, Plan: dfs.FrontierPlan},
	{Name: dfs.BitmaskMethod, Plan: dfs.BitmaskPlan},
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

// CountPlan returns the plan of method for board size n and its PlanID.
// An unknown method's error lists the known ones.
func CountPlan(method string, n int) (*dfs.CountPlan, result.PlanID, error) {
	var names []string
	for _, m := range Methods {
		if m.Name != method {
			names = append(names, m.Name)
			continue
		}
		p, err := m.Plan(n)
		if err != nil {
			return nil, result.PlanID{}, err
		}
		if p.Method != method {
			return nil, result.PlanID{}, fmt.Errorf("method %s made a plan of method %s", method, p.Method)
		}
		return p, result.NewPlanID("count", n, p.Method, p.Version, p.Keys()), nil
	}
	return nil, result.PlanID{}, fmt.Errorf("unknown method %q (known: %s)", method, strings.Join(names, ", "))
}

// CountPlanOf rebuilds the counting plan of id, as a result file names
// it. It fails when id's method is unknown or this version's plan for
// that size and method is not id (files of another version).
func CountPlanOf(id result.PlanID) (*dfs.CountPlan, error) {
	p, have, err := CountPlan(id.Method, id.N)
	if err != nil {
		return nil, err
	}
	if have != id {
		return nil, fmt.Errorf("the file holds units of %v, but this nqcheck's plan for that size and method is %v: the files come from another version", id, have)
	}
	return p, nil
}

// CheckpointError is an error of a run's checkpoint journal. Bad reports
// bad input (a journal of another plan, a damaged one, or a record that
// does not fit its unit) as opposed to an I/O error or a journal in use.
type CheckpointError struct {
	// Err is the journal's error.
	Err error
	// Bad reports an error of the journal's content, not of I/O.
	Bad bool
}

// Error returns the message of the journal's error.
func (e *CheckpointError) Error() string { return e.Err.Error() }

// Unwrap returns the journal's error.
func (e *CheckpointError) Unwrap() error { return e.Err }

// OutError is an error writing a run's result file.
type OutError struct {
	// Err is the write's error.
	Err error
}

// Error returns the message of the write's error.
func (e *OutError) Error() string { return e.Err.Error() }

// Unwrap returns the write's error.
func (e *OutError) Unwrap() error { return e.Err }

// OpenCheckpoint opens the journal at path of plan id, whose units have
// keys, and returns the records it holds. Its errors are
// *CheckpointError, with Bad set for a journal of another plan or a
// damaged one.
func OpenCheckpoint[E any](path string, id result.PlanID, keys []string) (*journal.Journal[E], []result.UnitRecord[E], error) {
	jr, recs, err := journal.Open[E](path, id, keys)
	var pe *journal.PlanError
	var ce *journal.CorruptError
	if err != nil {
		return nil, nil, &CheckpointError{Err: err, Bad: errors.As(err, &pe) || errors.As(err, &ce)}
	}
	return jr, recs, nil
}

// CountOptions are the settings of one size's count.
type CountOptions struct {
	// Workers is the number of goroutines that search; 0 means one per CPU.
	Workers int
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
	// Cells, if not nil, is the symmetries' map the frontier method's plan
	// follows in place of board's (dfs.FrontierPlanOf): tests break a
	// symmetry through it to see the counter's own check fail.
	Cells dfs.Cells
}

// CountRun is the outcome of one size's count.
type CountRun struct {
	// ID identifies the plan counted.
	ID result.PlanID
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
}

// Count counts board size n by the plan of method: the units of
// opt.Shard that the journal does not already hold, journaling each as it
// finishes, then writes the result file. A run that ctx stops returns
// with Stopped set and no error; the result file then holds the units
// done. Errors from the journal are *CheckpointError, from the result
// file *OutError; errors of the search name the size.
func Count(ctx context.Context, method string, n int, opt CountOptions) (*CountRun, error) {
	start := time.Now()
	p, id, err := CountPlan(method, n)
	if err == nil && opt.Cells != nil && method == dfs.FrontierMethod {
		if p, err = dfs.FrontierPlanOf(n, opt.Cells); err == nil {
			id = result.NewPlanID("count", n, p.Method, p.Version, p.Keys())
		}
	}
	if err != nil {
		return nil, err
	}
	run := &CountRun{ID: id}
	units := make([]dfs.UnitCount, len(p.Units))
	have := make([]bool, len(p.Units))
	var jr *journal.Journal[dfs.UnitCount]
	path := ""
	if opt.Journal != "" {
		var recs []result.UnitRecord[dfs.UnitCount]
		if jr, recs, err = OpenCheckpoint[dfs.UnitCount](opt.Journal, id, p.Keys()); err != nil {
			return nil, err
		}
		path = jr.Path()
		for _, r := range recs {
			if err := p.CheckUnit(r.Unit, r.Evidence); err != nil {
				jr.Close()
				return nil, &CheckpointError{Err: fmt.Errorf("journal %s: %v", jr.Path(), err), Bad: true}
			}
			units[r.Unit], have[r.Unit] = r.Evidence, true
		}
	}
	mine := opt.Shard.Units(len(p.Units))
	run.Mine = len(mine)
	var todo []int
	for _, i := range mine {
		if !have[i] {
			todo = append(todo, i)
		}
	}
	if opt.Start != nil {
		opt.Start(len(mine), len(mine)-len(todo), path)
	}
	done := 0
	runErr := p.Run(ctx, todo, opt.Workers, func(i int, u dfs.UnitCount) error {
		units[i], have[i] = u, true
		done++
		if opt.Progress != nil {
			opt.Progress(done, len(todo))
		}
		if jr != nil {
			return jr.Append(result.UnitRecord[dfs.UnitCount]{Unit: i, Key: p.Units[i].Key, Evidence: u})
		}
		return nil
	})
	if jr != nil {
		if err := jr.Close(); err != nil && runErr == nil {
			runErr = err
		}
	}
	run.Stopped = runErr != nil && ctx.Err() != nil
	if runErr != nil && !run.Stopped {
		return nil, fmt.Errorf("n = %d: %w", n, runErr)
	}
	run.Seconds = time.Since(start).Seconds()
	if opt.Out != "" {
		f := &shard.File[dfs.UnitCount]{Plan: id, Shard: opt.Shard, Complete: !run.Stopped, ToolVersion: result.Version,
			Seconds: result.RoundSeconds(run.Seconds)}
		f.Host, _ = os.Hostname()
		for _, i := range mine {
			if have[i] {
				f.Units = append(f.Units, result.UnitRecord[dfs.UnitCount]{Unit: i, Key: p.Units[i].Key, Evidence: units[i]})
			}
		}
		if err := shard.Write(opt.Out, f); err != nil {
			return nil, &OutError{Err: err}
		}
		run.Written = len(f.Units)
	}
	if run.Stopped || !opt.Figures {
		return run, nil
	}
	if run.Counts, err = p.Figures(units); err != nil {
		return nil, fmt.Errorf("n = %d: %w", n, err)
	}
	return run, nil
}

// CountResult returns the figures of c as count's result, its time
// rounded.
func CountResult(c dfs.Counts, seconds float64) result.CountResult {
	return result.CountResult{N: c.N, Total: result.Known(c.Total), Classes: result.Known(c.Classes()),
		Fix90: result.Known(c.Fix90), Fix180: result.Known(c.Fix180), Seconds: result.RoundSeconds(seconds)}
}
