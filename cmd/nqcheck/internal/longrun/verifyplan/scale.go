package verifyplan

import (
	"context"
	"fmt"
	"github.com/nqcheck/nqcheck/verify"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// ScaleOptions are the settings of one size's run for checkpoints and
// shards.
type ScaleOptions struct {
	// Journal is the checkpoint journal's path; "" journals nothing.
	Journal string
	// Out is the path of the result file to write; "" writes none.
	Out string
	// Shard selects the cubes to run; the whole plan is
	// shard.Spec{Index: 0, Of: 1}.
	Shard shard.Spec
	// Sharded reports that a shard was asked for: only its cubes run.
	Sharded bool
}

// Scale is the journal and the records of one size's run with
// checkpoints or a shard.
type Scale struct {
	// Plan is the size's cube plan.
	Plan verify.Plan
	// ID identifies the plan and its witnesses.
	ID result.PlanID
	// Mine is the number of the shard's cubes.
	Mine int
	// Resumed is the number of the shard's cubes read from the journal.
	Resumed int
	// Ran is the number of cubes run and kept for the result file.
	Ran int

	opt   ScaleOptions
	run   *unitplan.Run[result.VerifyCube] // nil when stopped before the plan was made
	start time.Time
}

// StartScale prepares opt for board size n: the plan is made (Plan),
// the journal's records skip their cubes (Done), every finished cube is
// journaled and kept for the result file (OnCube), and a shard runs only
// its cubes (Only). When ctx ends while the plan is made, the Scale is
// one of a run stopped before its plan (Planned is false): the run of
// its size stops at once, with nothing journaled or written. Errors from
// the journal are *unitplan.CheckpointError, too many cubes a
// *PlanSizeError.
func StartScale(ctx context.Context, n int, so ScaleOptions, opt *verify.Options) (*Scale, error) {
	sc := &Scale{opt: so, start: time.Now()}
	var err error
	sc.Plan, err = verify.NewPlanContext(ctx, n, opt.CubeRows)
	if unitplan.Stopped(ctx, err) {
		return sc, nil
	}
	if err != nil {
		return nil, err
	}
	opt.Plan = &sc.Plan
	keys := sc.Plan.Keys()
	sc.ID = sc.Plan.ID(opt.Witnesses)
	sc.run, err = unitplan.Start(unitplan.Plan[result.VerifyCube]{ID: sc.ID, Keys: keys, Check: sc.Plan.CheckRecord},
		unitplan.Options{Journal: so.Journal, Out: so.Out, Shard: so.Shard})
	if err != nil {
		return nil, err
	}
	if so.Journal != "" {
		opt.Done = func(cube verify.Cube) (result.VerifyCube, bool) { return sc.run.Known(cube.Index) }
	}
	if so.Sharded {
		spec := so.Shard
		opt.Only = func(cube verify.Cube) bool { return spec.Has(cube.Index) }
	}
	sc.Mine, sc.Resumed = sc.run.Mine(), sc.run.Resumed()
	opt.OnCube = func(rec result.VerifyCube) error {
		err := sc.run.Done(rec.Index, rec)
		if so.Out != "" {
			sc.Ran = sc.run.Ran()
		}
		return err
	}
	return sc, nil
}

// Planned reports that the plan was made: a run stopped before has none.
func (sc *Scale) Planned() bool { return sc.run != nil }

// JournalPath returns the path of the run's journal, or "" without one.
func (sc *Scale) JournalPath() string {
	if sc.run == nil {
		return ""
	}
	return sc.run.JournalPath()
}

// Finish closes the journal and writes the result file of the shard's
// cubes done (stopped: not all of them). Errors closing the journal are
// *unitplan.CheckpointError, writing the file *unitplan.OutError.
func (sc *Scale) Finish(stopped bool) error {
	if sc.run == nil {
		return nil
	}
	if err := sc.run.Close(); err != nil {
		return err
	}
	_, err := sc.run.Write(stopped, time.Since(sc.start).Seconds())
	return err
}

// ShardReport says how the run of the shard went, res being its result
// (stopped: before all of its cubes ran): line is the run's line, naming
// the shard, the plan, the cubes done, the verdict of its cubes, the time
// and the result file; failed has one line per failed check.
func (sc *Scale) ShardReport(res result.Verify, stopped bool) (line string, failed []string) {
	if sc.run == nil {
		return fmt.Sprintf("shard %v of verify -n %d: stopped while its plan was made, %.2fs, no file written", sc.opt.Shard, sc.Plan.N, result.RoundSeconds(time.Since(sc.start).Seconds())), nil
	}
	state := "complete"
	if stopped {
		state = fmt.Sprintf("stopped with %d of %d cubes", res.Plan.Skipped+sc.Ran, sc.Mine)
	}
	for _, ch := range res.Checks {
		if !ch.OK {
			failed = append(failed, fmt.Sprintf("shard %v: check %s %s failed: %s", sc.opt.Shard, ch.Name, ch.Witnesses, ch.Detail))
		}
	}
	verdict := "its cubes pass"
	if len(failed) > 0 {
		verdict = fmt.Sprintf("%d %s failed", len(failed), text.Plural(len(failed), "check"))
	}
	return fmt.Sprintf("shard %v of %v: %s, %s, %.2fs, written to %s", sc.opt.Shard, sc.ID, state, verdict, res.Seconds, sc.opt.Out), failed
}
