package main

import (
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/internal/text"
	"github.com/nqcheck/nqcheck/journal"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/shard"
	"github.com/nqcheck/nqcheck/verify"
)

// verifyJournal is the name of verify's journal in a checkpoint
// directory.
const verifyJournal = "verify.journal"

// verifyScale are verify's settings for checkpoints and shards.
type verifyScale struct {
	checkpoint string
	out        string
	shard      shard.Spec
	sharded    bool // --shard given
}

// on reports whether any of the settings is given.
func (vf verifyScale) on() bool { return vf.checkpoint != "" || vf.out != "" || vf.sharded }

// scaleRun is the journal and the records of one size's run.
type scaleRun struct {
	plan    verify.Plan
	id      result.PlanID
	jr      *journal.Journal[result.VerifyCube]
	done    map[int]result.VerifyCube // the journal's records
	ran     []result.VerifyCube       // the records of the cubes run, for --out
	mine    int                       // cubes of the shard
	resumed int                       // of them, from the journal
	start   time.Time
}

// startScale prepares opt for board size n: the journal's records skip
// their cubes (Done), every finished cube is journaled and kept for the
// --out file (OnCube), and a shard runs only its cubes (Only). The code
// is −1 to go on, else the exit code after a message.
func (c *command) startScale(n int, vf verifyScale, opt *verify.Options, stderr io.Writer) (*scaleRun, int) {
	sc := &scaleRun{plan: verify.NewPlan(n, opt.CubeRows), done: map[int]result.VerifyCube{}, start: time.Now()}
	sc.id = sc.plan.ID(opt.Witnesses)
	keys := sc.plan.Keys()
	if vf.checkpoint != "" {
		var recs []result.UnitRecord[result.VerifyCube]
		var code int
		if sc.jr, recs, code = openCheckpoint[result.VerifyCube](c, filepath.Join(vf.checkpoint, verifyJournal), sc.id, keys, stderr); code >= 0 {
			return nil, code
		}
		for _, r := range recs {
			if err := sc.plan.CheckRecord(r.Unit, r.Evidence); err != nil {
				sc.jr.Close()
				return nil, badInput(c, stderr, "--checkpoint: journal %s: %v", sc.jr.Path(), err)
			}
			sc.done[r.Unit] = r.Evidence
		}
		opt.Done = func(cube verify.Cube) (result.VerifyCube, bool) {
			rec, ok := sc.done[cube.Index]
			return rec, ok
		}
	}
	if vf.sharded {
		spec := vf.shard
		opt.Only = func(cube verify.Cube) bool { return spec.Has(cube.Index) }
	}
	for _, cube := range sc.plan.Cubes {
		if vf.shard.Has(cube.Index) {
			sc.mine++
			if _, ok := sc.done[cube.Index]; ok {
				sc.resumed++
			}
		}
	}
	opt.OnCube = func(rec result.VerifyCube) error {
		if sc.jr != nil {
			if err := sc.jr.Append(result.UnitRecord[result.VerifyCube]{Unit: rec.Index, Key: keys[rec.Index], Evidence: rec}); err != nil {
				return err
			}
		}
		if vf.out != "" {
			sc.ran = append(sc.ran, rec)
		}
		return nil
	}
	if sc.resumed > 0 {
		fmt.Fprintf(stderr, "nqcheck verify: n = %d: %d of %d cubes done in %s; running the other %d\n", n, sc.resumed, sc.mine, sc.jr.Path(), sc.mine-sc.resumed)
	}
	return sc, -1
}

// finish closes the journal and writes the --out file of the shard's
// cubes done (stopped: not all of them). The code is −1 to go on, else
// the exit code after a message.
func (c *command) finish(sc *scaleRun, vf verifyScale, stopped bool, stderr io.Writer) int {
	if sc.jr != nil {
		if err := sc.jr.Close(); err != nil {
			return c.fail(stderr, fmt.Errorf("--checkpoint: %w", err))
		}
	}
	if vf.out == "" {
		return -1
	}
	f := &shard.File[result.VerifyCube]{Plan: sc.id, Shard: vf.shard, Complete: !stopped, ToolVersion: result.Version,
		Seconds: round(time.Since(sc.start).Seconds())}
	f.Host, _ = os.Hostname()
	all := map[int]result.VerifyCube{}
	for i, rec := range sc.done {
		if vf.shard.Has(i) {
			all[i] = rec
		}
	}
	for _, rec := range sc.ran {
		all[rec.Index] = rec
	}
	keys := sc.plan.Keys()
	for _, i := range slices.Sorted(maps.Keys(all)) {
		f.Units = append(f.Units, result.UnitRecord[result.VerifyCube]{Unit: i, Key: keys[i], Evidence: all[i]})
	}
	if err := shard.Write(vf.out, f); err != nil {
		return c.fail(stderr, fmt.Errorf("--out: %w", err))
	}
	return -1
}

// printShard prints the line of a shard's run and its failed checks, and
// returns the first write error.
func printShard(stdout, stderr io.Writer, sc *scaleRun, vf verifyScale, res result.Verify, stopped bool) error {
	state := "complete"
	if stopped {
		state = fmt.Sprintf("stopped with %d of %d cubes", res.Plan.Skipped+len(sc.ran), sc.mine)
	}
	var failed []result.Check
	for _, ch := range res.Checks {
		if !ch.OK {
			failed = append(failed, ch)
		}
	}
	verdict := "its cubes pass"
	if len(failed) > 0 {
		verdict = fmt.Sprintf("%d %s failed", len(failed), text.Plural(len(failed), "check"))
	}
	if _, err := fmt.Fprintf(stdout, "shard %v of %v: %s, %s, %.2fs, written to %s\n", vf.shard, sc.id, state, verdict, res.Seconds, vf.out); err != nil {
		return err
	}
	for _, ch := range failed {
		fmt.Fprintf(stderr, "nqcheck verify: shard %v: check %s %s failed: %s\n", vf.shard, ch.Name, ch.Witnesses, ch.Detail)
	}
	return nil
}

// leftOut names the witnesses of figures only that a shard leaves out.
func leftOut(ws []verify.Witness) string {
	var names []string
	for _, w := range ws {
		if w.Enumerate == nil {
			names = append(names, w.Name)
		}
	}
	return strings.Join(names, ",")
}
