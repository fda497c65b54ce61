package main

import (
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/judge"
)

// judgeArgs is the synopsis of the judge command.
const judgeArgs = "--problem P --convention testlib|icpc|cms ARGS... (as the judge passes them)  |  --list"

// judgeExitCodes is the judge command's exit codes, as help prints them:
// the convention's.
const judgeExitCodes = `Exit codes, the convention's:
  testlib  0 ok, 1 wrong answer, 2 wrong output format (PE), 3 FAIL
  icpc     42 accepted, 43 wrong answer or PE, 1 FAIL (any other code is
           a validator error to the judge)
  cms      0 judged (the score on standard output), 1 FAIL (no score)
A usage error is the convention's FAIL (exit 2 without a convention);
--list and help exit 0.
`

func runJudge(c *command, args []string) int {
	// The convention is looked for before the flags are parsed, so that
	// even a usage error exits with its "checker failed" code: with
	// testlib, the usage error's 2 would read as a presentation error.
	conv := scanConvention(args)
	if conv != nil {
		c.FailCode = conv.FailCode()
	}
	usage := func(code int) int {
		if conv != nil && code == cli.ExitUsage {
			return conv.FailCode()
		}
		return code
	}
	// testlib passes "-appes" as an argument, after the report file: it
	// is no flag of nqcheck's.
	args, appes := withoutAppes(args)
	fs := c.FlagSet()
	problem := fs.String("problem", "", "the `problem` judged: "+strings.Join(judge.ProblemNames(), ", ")+" (--list describes each)")
	convention := fs.String("convention", "", "how the judge calls the checker: "+strings.Join(judge.ConventionNames(), ", ")+
		"; the arguments after the flags are the convention's (--list shows them)")
	list := fs.Bool("list", false, "describe every problem (input format, output contract, tolerance) and every convention, then exit")
	if code := c.Parse(fs, args); code >= 0 {
		return usage(code)
	}
	if *list {
		if code := c.Reject(cli.Forbid(fs.NArg() > 0 || *problem != "" || *convention != "", "--list takes no other flag and no argument")); code >= 0 {
			return code
		}
		if err := judge.WriteCatalog(c.Stdout); err != nil {
			return c.Fail(err)
		}
		return cli.ExitOK
	}
	if *convention == "" || *problem == "" {
		return usage(c.Usage("give --problem and --convention (nqcheck judge --list describes them)"))
	}
	cv, err := judge.LookupConvention(*convention)
	if err != nil {
		return usage(c.Usage("%v%s", err, cli.DidYouMean(*convention, judge.ConventionNames())))
	}
	c.FailCode = cv.FailCode()
	conv = cv
	p, err := judge.LookupProblem(*problem)
	if err != nil {
		return usage(c.Usage("%v%s", err, cli.DidYouMean(*problem, judge.ProblemNames())))
	}
	return cv.Run(p, append(fs.Args(), appes...), judge.Stdio{Stdin: c.Stdin, Stdout: c.Stdout, Stderr: c.Stderr})
}

// withoutAppes returns args without the arguments "-appes" (before a
// "--"), and those.
func withoutAppes(args []string) (rest, appes []string) {
	for i, a := range args {
		if a == "--" {
			return append(rest, args[i:]...), appes
		}
		if a == "-appes" {
			appes = append(appes, a)
			continue
		}
		rest = append(rest, a)
	}
	return rest, appes
}

// scanConvention returns the convention that args name with
// --convention, before "--", or nil.
func scanConvention(args []string) judge.Convention {
	for i, a := range args {
		if a == "--" {
			break
		}
		name, ok := "", false
		for _, f := range []string{"--convention", "-convention"} {
			if v, cut := strings.CutPrefix(a, f+"="); cut {
				name, ok = v, true
			} else if a == f && i+1 < len(args) {
				name, ok = args[i+1], true
			}
		}
		if ok {
			if cv, err := judge.LookupConvention(name); err == nil {
				return cv
			}
			return nil
		}
	}
	return nil
}
