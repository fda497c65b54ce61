package main

import (
	"context"
	"flag"
	"strconv"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// longRunFlags are the flags of commands that can run long: a time limit,
// no progress line, reference values and, for the commands that write one,
// a JUnit report.
type longRunFlags struct {
	timeout    *time.Duration
	quiet      bool
	junit      string
	expect     *reference.Table // nil without --expect
	expectPath string           // the file of --expect
	partial    bool             // --expect-partial
}

// addLongRunFlags defines --timeout, --quiet and --expect on fs.
func addLongRunFlags(c *command, fs *flag.FlagSet) *longRunFlags {
	l := &longRunFlags{}
	l.timeout = c.Duration(fs, "timeout", 0, "stop after `DURATION` (such as 90s or 10m), report the sizes done and exit 4; 0 means no limit")
	fs.BoolVar(&l.quiet, "quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	l.addExpect(c, fs, "check each size's figures against the reference table in `FILE` (TSV, such as docs/examples/oeis.tsv); a difference exits 3")
	return l
}

// addJUnit defines --junit on fs, for the commands that write a JUnit
// report: a command that does not accept the flag does not define it, so
// that its help does not list it.
func (l *longRunFlags) addJUnit(fs *flag.FlagSet) {
	fs.StringVar(&l.junit, "junit", "", "also write the checks as a JUnit XML report to `FILE`")
}

// addExpect defines --expect on fs: the reference table in the file it
// names, read as the flag is parsed; and --expect-partial, which lets the
// table leave sizes out (without it a size the table has no value for is
// a finding).
func (l *longRunFlags) addExpect(c *command, fs *flag.FlagSet, usage string) {
	c.Func(fs, "expect", "", usage, func(path string) (err error) {
		l.expect, l.expectPath = nil, path
		if path != "" {
			if l.expect, err = reference.ReadFile(path); err == nil {
				l.expect.Partial = l.partial
			}
		}
		return err
	})
	fs.BoolFunc("expect-partial", "with --expect: a size the table has no value for is not checked (without it, it is a finding)", func(s string) error {
		v, err := strconv.ParseBool(s)
		if err != nil {
			return err
		}
		if l.partial = v; l.expect != nil {
			l.expect.Partial = v
		}
		return nil
	})
}

// longRunReport returns the report of a run of command with results and,
// when the run stopped during size n (0 when it did not), its
// interruption, which it also prints; reason says why the run stopped,
// "" when it did not.
func longRunReport[R any](c *command, ctx context.Context, command string, results []R, mismatch bool, n int, start time.Time) (rep result.Envelope[R], reason string) {
	rep = result.New[R](command)
	rep.Results, rep.Complete = append(rep.Results, results...), n == 0
	rep.Verdict = cli.Verdict(mismatch, rep.Complete)
	if !rep.Complete {
		rep.Interrupted = cli.Interruption(ctx, n, result.Seconds(time.Since(start)))
		reason = cli.StopReason(ctx)
		c.Stopped(n, reason)
	}
	return rep, reason
}
