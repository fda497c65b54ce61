package verify

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"time"

	"github.com/nqcheck/nqcheck/internal/text"
	"github.com/nqcheck/nqcheck/journal"
	"github.com/nqcheck/nqcheck/plan"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/shard"
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
	Plan Plan
	// ID identifies the plan and its witnesses.
	ID result.PlanID
	// Mine is the number of the shard's cubes.
	Mine int
	// Resumed is the number of the shard's cubes read from the journal.
	Resumed int
	// Ran is the number of cubes run and kept for the result file.
	Ran int

	opt   ScaleOptions
	jr    *journal.Journal[result.VerifyCube]
	done  map[int]result.VerifyCube // the journal's records
	ran   []result.VerifyCube       // the records of the cubes run, for Out
	start time.Time
}

// StartScale prepares opt for board size n: the journal's records skip
// their cubes (Done), every finished cube is journaled and kept for the
// result file (OnCube), and a shard runs only its cubes (Only). Errors
// from the journal are *plan.CheckpointError.
func StartScale(n int, so ScaleOptions, opt *Options) (*Scale, error) {
	sc := &Scale{Plan: NewPlan(n, opt.CubeRows), opt: so, done: map[int]result.VerifyCube{}, start: time.Now()}
	sc.ID = sc.Plan.ID(opt.Witnesses)
	keys := sc.Plan.Keys()
	if so.Journal != "" {
		var recs []result.UnitRecord[result.VerifyCube]
		var err error
		if sc.jr, recs, err = plan.OpenCheckpoint[result.VerifyCube](so.Journal, sc.ID, keys); err != nil {
			return nil, err
		}
		for _, r := range recs {
			if err := sc.Plan.CheckRecord(r.Unit, r.Evidence); err != nil {
				sc.jr.Close()
				return nil, &plan.CheckpointError{Err: fmt.Errorf("journal %s: %v", sc.jr.Path(), err), Bad: true}
			}
			sc.done[r.Unit] = r.Evidence
		}
		opt.Done = func(cube Cube) (result.VerifyCube, bool) {
			rec, ok := sc.done[cube.Index]
			return rec, ok
		}
	}
	if so.Sharded {
		spec := so.Shard
		opt.Only = func(cube Cube) bool { return spec.Has(cube.Index) }
	}
	for _, cube := range sc.Plan.Cubes {
		if so.Shard.Has(cube.Index) {
			sc.Mine++
			if _, ok := sc.done[cube.Index]; ok {
				sc.Resumed++
			}
		}
	}
	opt.OnCube = func(rec result.VerifyCube) error {
		if sc.jr != nil {
			if err := sc.jr.Append(result.UnitRecord[result.VerifyCube]{Unit: rec.Index, Key: keys[rec.Index], Evidence: rec}); err != nil {
				return err
			}
		}
		if so.Out != "" {
			sc.ran = append(sc.ran, rec)
			sc.Ran = len(sc.ran)
		}
		return nil
	}
	return sc, nil
}

// JournalPath returns the path of the run's journal, or "" without one.
func (sc *Scale) JournalPath() string {
	if sc.jr == nil {
		return ""
	}
	return sc.jr.Path()
}

// Finish closes the journal and writes the result file of the shard's
// cubes done (stopped: not all of them). Errors closing the journal are
// *plan.CheckpointError, writing the file *plan.OutError.
func (sc *Scale) Finish(stopped bool) error {
	if sc.jr != nil {
		if err := sc.jr.Close(); err != nil {
			return &plan.CheckpointError{Err: err}
		}
	}
	if sc.opt.Out == "" {
		return nil
	}
	f := &shard.File[result.VerifyCube]{Plan: sc.ID, Shard: sc.opt.Shard, Complete: !stopped, ToolVersion: result.Version,
		Seconds: result.RoundSeconds(time.Since(sc.start).Seconds())}
	f.Host, _ = os.Hostname()
	all := map[int]result.VerifyCube{}
	for i, rec := range sc.done {
		if sc.opt.Shard.Has(i) {
			all[i] = rec
		}
	}
	for _, rec := range sc.ran {
		all[rec.Index] = rec
	}
	keys := sc.Plan.Keys()
	for _, i := range slices.Sorted(maps.Keys(all)) {
		f.Units = append(f.Units, result.UnitRecord[result.VerifyCube]{Unit: i, Key: keys[i], Evidence: all[i]})
	}
	if err := shard.Write(sc.opt.Out, f); err != nil {
		return &plan.OutError{Err: err}
	}
	return nil
}

// ShardReport says how the run of the shard went, res being its result
// (stopped: before all of its cubes ran): line is the run's line, naming
// the shard, the plan, the cubes done, the verdict of its cubes, the time
// and the result file; failed has one line per failed check.
func (sc *Scale) ShardReport(res result.Verify, stopped bool) (line string, failed []string) {
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
