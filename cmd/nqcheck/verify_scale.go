package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/nqcheck/nqcheck/internal/text"
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
type scaleRun = verify.Scale

// startScale prepares opt for board size n with verify.StartScale and
// prints a line about the cubes resumed from the checkpoint. The code is
// −1 to go on, else the exit code after a message.
func startScale(c *command, n int, vf verifyScale, opt *verify.Options, stderr io.Writer) (*scaleRun, int) {
	so := verify.ScaleOptions{Out: vf.out, Shard: vf.shard, Sharded: vf.sharded}
	if vf.checkpoint != "" {
		so.Journal = filepath.Join(vf.checkpoint, verifyJournal)
	}
	sc, err := verify.StartScale(n, so, opt)
	if err != nil {
		return nil, scaleError(c, err)
	}
	if sc.Resumed > 0 {
		fmt.Fprintf(stderr, "nqcheck verify: n = %d: %d of %d cubes done in %s; running the other %d\n", n, sc.Resumed, sc.Mine, sc.JournalPath(), sc.Mine-sc.Resumed)
	}
	return sc, -1
}

// finish closes the journal and writes the --out file of the shard's
// cubes done (stopped: not all of them). The code is −1 to go on, else
// the exit code after a message.
func finishScale(c *command, sc *scaleRun, _ verifyScale, stopped bool, stderr io.Writer) int {
	if err := sc.Finish(stopped); err != nil {
		return scaleError(c, err)
	}
	return -1
}

// printShard prints the line of a shard's run and its failed checks, and
// returns the first write error.
func printShard(stdout, stderr io.Writer, sc *scaleRun, vf verifyScale, res result.Verify, stopped bool) error {
	state := "complete"
	if stopped {
		state = fmt.Sprintf("stopped with %d of %d cubes", res.Plan.Skipped+sc.Ran, sc.Mine)
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
	if _, err := fmt.Fprintf(stdout, "shard %v of %v: %s, %s, %.2fs, written to %s\n", vf.shard, sc.ID, state, verdict, res.Seconds, vf.out); err != nil {
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
