package main

import (
	"flag"
	"os"
	"time"

	"github.com/nqcheck/nqcheck/reference"
)

// longRunFlags are the flags of commands that can run long: a time limit,
// no progress line, reference values and, for the commands that write one,
// a JUnit report.
type longRunFlags struct {
	timeout *time.Duration
	quiet   bool
	junit   string
	expect  string
}

// addLongRunFlags defines --timeout, --quiet and --expect on fs.
func addLongRunFlags(c *command, fs *flag.FlagSet) *longRunFlags {
	l := &longRunFlags{}
	l.timeout = c.Duration(fs, "timeout", 0, "stop after `DURATION` (such as 90s or 10m), report the sizes done and exit 4; 0 means no limit")
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

// readExpect reads the --expect table; nil when the flag is not given.
func (l *longRunFlags) readExpect() (*reference.Table, error) {
	if l.expect == "" {
		return nil, nil
	}
	return reference.ReadFile(l.expect)
}

// createJUnit creates the --junit file at the start of a run, so that a
// bad path fails before any work; nil when the flag is not given.
func (l *longRunFlags) createJUnit() (*os.File, error) {
	if l.junit == "" {
		return nil, nil
	}
	return os.Create(l.junit)
}
