package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/verify"
)

// scaleFlags are count's and verify's flags for checkpoints and shards.
type scaleFlags struct {
	checkpoint, out string
	name, journal   string     // the journal's name, and its path in the checkpoint directory ("" without one)
	shard           shard.Spec // the whole plan unless sharded
	sharded         bool       // --shard given
}

// addScaleFlags defines --checkpoint, --shard and --out on fs for a
// command that does (verb) the units of a plan, called unit, and names its
// journal in the checkpoint directory journal.
func addScaleFlags(c *command, fs *flag.FlagSet, unit, verb, journal string) *scaleFlags {
	s := &scaleFlags{shard: shard.Spec{Index: 0, Of: 1}, name: journal}
	fs.StringVar(&s.checkpoint, "checkpoint", "", "journal each finished "+unit+" in `DIR` (one size only); a rerun with the same DIR skips the "+unit+"s done")
	c.Func(fs, "shard", "", verb+" only shard `I/K` of the plan's "+unit+"s (those whose index is I modulo K, 0 ≤ I < K); needs --out", func(v string) (err error) {
		if s.sharded = v != ""; s.sharded {
			s.shard, err = shard.ParseSpec(v)
		}
		return err
	})
	fs.StringVar(&s.out, "out", "", "write the "+unit+"s' evidence to the result `FILE` for nqcheck merge (one size only)")
	return s
}

// on reports whether any of the flags is given.
func (s *scaleFlags) on() bool { return s.checkpoint != "" || s.out != "" || s.sharded }

// check checks the command's flags, first, then these for a run of the
// given number of sizes; it sets the journal's path and checks that
// --out's directory exists (it makes none), so that a bad path fails
// before the work. whole reports a
// flag given that needs the whole size, which a shard refuses because it
// (why) does part of one. The code is −1 to go on, else the exit code
// after a message.
func (s *scaleFlags) check(c *command, sizes int, whole bool, why string, first ...cli.Rule) int {
	if code := c.Reject(append(first, cli.Forbid(s.sharded && s.out == "", "--shard needs --out FILE, the shard's result file"),
		cli.Forbid(s.sharded && whole, "--shard %s", why),
		cli.Forbid(s.on() && sizes > 1, "--checkpoint, --shard and --out take one board size, not %d", sizes))...); code >= 0 {
		return code
	}
	if s.checkpoint != "" {
		s.journal = filepath.Join(s.checkpoint, s.name)
	}
	if s.out != "" {
		if fi, err := os.Stat(filepath.Dir(s.out)); err != nil || !fi.IsDir() {
			return c.BadInput("--out: %s: no such directory", filepath.Dir(s.out))
		}
	}
	return -1
}

// scaleError prints err of a run with --checkpoint or --out, naming the
// flag, and returns its exit code: 2 for a journal that is bad input, 1
// for any other error.
func scaleError(c *command, err error) int {
	var pe *verify.PlanSizeError
	switch kind, bad := unitplan.ErrorKind(err); {
	case errors.As(err, &pe):
		return c.BadInput("--cube-rows: %v", pe)
	case bad:
		return c.BadInput("--%s: %v", kind, err)
	case kind != "":
		err = fmt.Errorf("--%s: %w", kind, err)
	}
	return c.Fail(err)
}
