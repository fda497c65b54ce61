package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlockverify"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
)

// unlockFlags are unlock's settings once parsed.
type unlockFlags struct {
	verify, asJSON bool
	input          string
	workers        *int
	timeout        *time.Duration
	from, to       int // the lengths SAT enumerates
}

// unlockCase verifies one set of seen segments (unlockverify.Case); tests
// pass their own to inject a disagreement.
type unlockCase func(ctx context.Context, number int, seen unlock.Set, opt unlockverify.Options) (result.Unlock, error)

func runUnlock(c *command, args []string) int {
	return unlockWith(c, args, unlockverify.Case)
}

func unlockWith(c *command, args []string, verifyCase unlockCase) int {
	fs := c.FlagSet()
	var f unlockFlags
	fs.BoolVar(&f.verify, "verify", false, "instead of answering, count the patterns of each length with no segment given (and for each case of --input) "+
		"by the search and by SAT, and check them against each other and the known figures")
	fs.BoolVar(&f.asJSON, "json", false, "with --verify, print one JSON object (docs/schema/unlock.json) instead of text")
	fs.StringVar(&f.input, "input", "", "with --verify, also verify each case of the exercise's input in `FILE`")
	f.workers = c.Int(fs, "workers", -1, -1, "with --verify, `N` SAT worker processes; 0 or 1 runs one at a time, -1 starts one per core (GOMAXPROCS)")
	c.Func(fs, "lengths", "4-9", "with --verify, the lengths whose patterns SAT enumerates: `SPEC` such as 4-9 or 6 (the search counts every length)",
		func(v string) (err error) { f.from, f.to, err = unlockverify.ParseLengths(v); return err })
	f.timeout = c.Duration(fs, "timeout", 0, "with --verify, stop after `DURATION`, report the sets done and exit 4 (3 if one failed)")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	checks := []cli.Rule{cli.Forbid(fs.NArg() > 0, "unexpected argument %q: the cases are read from standard input (with --verify, from --input)", fs.Arg(0))}
	for _, name := range []string{"json", "input", "workers", "timeout", "lengths"} {
		checks = append(checks, cli.Forbid(!f.verify && set[name], "--%s is a flag of --verify", name))
	}
	if code := c.Reject(checks...); code >= 0 {
		return code
	}
	if f.verify {
		return unlockVerify(c, &f, verifyCase)
	}
	cases, code := readUnlockInput(c, "standard input", func() ([]unlock.Set, error) { return unlock.ReadInput(c.Stdin) })
	if code >= 0 {
		return code
	}
	if err := unlock.WriteAnswers(c.Stdout, unlock.Answers(cases)); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}

// readUnlockInput reads the exercise's input with read; a bad input is
// exit 2 with the input's name and the line.
func readUnlockInput(c *command, name string, read func() ([]unlock.Set, error)) ([]unlock.Set, int) {
	cases, err := read()
	if err != nil {
		if ie := (*unlock.InputError)(nil); errors.As(err, &ie) {
			return nil, c.BadInput("%s, %v", name, err)
		}
		return nil, c.Fail(err)
	}
	return cases, -1
}

// readUnlockFile reads the exercise's input from the file at path.
func readUnlockFile(c *command, path string) ([]unlock.Set, int) {
	file, err := os.Open(path)
	if err != nil {
		return nil, c.BadInput("cannot read the input: %v", err)
	}
	defer file.Close()
	return readUnlockInput(c, path, func() ([]unlock.Set, error) { return unlock.ReadInput(file) })
}

// unlockVerify cross-checks the witnesses: with no segment given, then
// for each case of --input.
func unlockVerify(c *command, f *unlockFlags, verifyCase unlockCase) int {
	sets := []unlock.Set{0}
	if f.input != "" {
		cases, code := readUnlockFile(c, f.input)
		if code >= 0 {
			return code
		}
		sets = append(sets, cases...)
	}
	opt := unlockverify.Options{Workers: *f.workers, Start: startSatWorker, From: f.from, To: f.to}
	if opt.Workers == -1 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	ctx, stop := c.RunContext(*f.timeout)
	defer stop()
	start := time.Now()
	rep := result.New[result.Unlock]("unlock")
	pr := progress.ForTerminal(c.Stderr, false) // the time taken, on a terminal
	cases := unlockverify.Cases{Sets: sets, Options: opt, Case: verifyCase, Start: func(name string) { pr.Start(name, "") }, Done: pr.Clear}
	if !f.asJSON {
		cases.Result = func(r result.Unlock) error { return unlockverify.WriteText(c.Stdout, r) }
	}
	var failed bool
	var stoppedDuring string
	var err error
	if rep.Results, failed, stoppedDuring, err = cases.Run(ctx); err != nil {
		return c.Fail(err)
	}
	rep.Complete = stoppedDuring == ""
	if !rep.Complete {
		c.Note("stopped during %s: %s", stoppedDuring, cli.StopReason(ctx))
		rep.Interrupted = cli.Interruption(ctx, 0, result.RoundSeconds(time.Since(start).Seconds()))
	}
	rep.Verdict = result.VerdictOf(failed, rep.Complete)
	switch {
	case f.asJSON:
		err = result.Write(c.Stdout, rep)
	case failed:
		_, err = fmt.Fprintln(c.Stdout, "MISMATCH: the witnesses disagree")
	case rep.Complete:
		_, err = fmt.Fprintln(c.Stdout, "all witnesses agree")
	}
	if err != nil {
		return c.Fail(err)
	}
	return cli.Exit(failed, rep.Complete)
}
