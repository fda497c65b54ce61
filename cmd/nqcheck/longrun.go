package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/reference"
)

// runContext returns the context of a long run: it is cancelled on SIGINT
// or SIGTERM and, when timeout is positive, once timeout has passed. After
// the first signal the default handling comes back, so that a second
// Ctrl-C ends the process at once. stop releases the context and its
// signal handling; call it when the run ends.
func runContext(timeout time.Duration) (ctx context.Context, stop func()) {
	sigCtx, stopSignals := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	stopAfter := context.AfterFunc(sigCtx, stopSignals)
	ctx, cancel := sigCtx, context.CancelFunc(func() {})
	if timeout > 0 {
		ctx, cancel = context.WithTimeoutCause(sigCtx, timeout, fmt.Errorf("timeout after %v", timeout))
	}
	return ctx, func() {
		cancel()
		stopAfter()
		stopSignals()
	}
}

// stopReason says why ctx was cancelled: "timeout after 1s", "interrupt
// signal received", ...
func stopReason(ctx context.Context) string {
	switch cause := context.Cause(ctx); cause {
	case nil:
		return "not stopped"
	case context.Canceled:
		return "cancelled"
	default:
		return cause.Error()
	}
}

// printStopped says on stderr that the run of c stopped during board size
// n, and why.
func (c *command) printStopped(stderr io.Writer, n int, reason string) {
	fmt.Fprintf(stderr, "nqcheck %s: stopped during n = %d: %s\n", c.name, n, reason)
}

// longRunExit returns the exit code of a long run: 3 when the sizes done
// hold a mismatch, even if the run stopped early (the mismatch is the more
// important result), else 4 when it stopped early, else 0.
func longRunExit(mismatch, complete bool) int {
	switch {
	case mismatch:
		return exitMismatch
	case !complete:
		return exitIncomplete
	}
	return exitOK
}

// longRunFlags are the flags of commands that can run long: a time limit,
// no progress line, reference values and, for the commands that write one,
// a JUnit report.
type longRunFlags struct {
	timeout time.Duration
	quiet   bool
	junit   string
	expect  string
}

// addLongRunFlags defines --timeout, --quiet and --expect on fs.
func addLongRunFlags(fs *flag.FlagSet) *longRunFlags {
	l := &longRunFlags{}
	fs.DurationVar(&l.timeout, "timeout", 0, "stop after `DURATION` (such as 90s or 10m), report the sizes done and exit 4; 0 means no limit")
	fs.BoolVar(&l.quiet, "quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	fs.StringVar(&l.expect, "expect", "", "check each size's figures against the reference table in `FILE` (TSV, such as testdata/oeis.tsv); a difference exits 3")
	return l
}

// addJUnit defines --junit on fs, for the commands that write a JUnit
// report: a command that does not accept the flag does not define it, so
// that its help does not list it.
func (l *longRunFlags) addJUnit(fs *flag.FlagSet) {
	fs.StringVar(&l.junit, "junit", "", "also write the checks as a JUnit XML report to `FILE`")
}

// validate checks the flag values; it returns -1 to go on, or the exit
// code of a usage error.
func (l *longRunFlags) validate(c *command, stderr io.Writer) int {
	if l.timeout < 0 {
		return c.usageError(stderr, "--timeout %v is negative", l.timeout)
	}
	return -1
}

// readExpect reads the --expect table; nil when the flag is not given.
func (l *longRunFlags) readExpect() (*reference.Table, error) {
	if l.expect == "" {
		return nil, nil
	}
	f, err := os.Open(l.expect)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := reference.Parse(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", l.expect, err)
	}
	return t, nil
}

// expectCheck compares the figures got of one board size with the --expect
// table ref: the check "expect" on witness, failing with every difference
// ("n = 8: A000170 expected 91, got 92; ...").
func expectCheck(ref *reference.Table, witness string, got reference.Row) compare.Check {
	diffs := reference.Compare(ref, []reference.Row{got})
	parts := make([]string, len(diffs))
	for i, d := range diffs {
		parts[i] = d.String()
	}
	return compare.Check{Name: "expect", Witnesses: witness, OK: len(diffs) == 0, Detail: strings.Join(parts, "; ")}
}

// createJUnit creates the --junit file at the start of a run, so that a
// bad path fails before any work; nil when the flag is not given.
func (l *longRunFlags) createJUnit() (*os.File, error) {
	if l.junit == "" {
		return nil, nil
	}
	return os.Create(l.junit)
}
