package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlockaudit"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/result"
)

// maxUnlockInput bounds the exercise's input that audit --problem unlock
// reads (it keeps it whole, to hand it to the program with --run).
const maxUnlockInput = 64 << 20

// problemFlags are audit's flags for the problems other than N-Queens.
type problemFlags struct {
	problem, input string
}

// addProblemFlags adds --problem and --input to audit's flags.
func addProblemFlags(fs *flag.FlagSet) *problemFlags {
	p := &problemFlags{}
	fs.StringVar(&p.problem, "problem", "queens", "the `problem` whose output is audited: queens (N-Queens, the default) "+
		"unlock (hihoCoder 1054, the pattern lock: one count per case of the --input file) "+
		"or one (one placement of -n queens, n up to "+strconv.Itoa(audit.MaxOne)+": the 1-based column of each row's queen, or -1 for n = 2 and 3; checked in linear time)")
	fs.StringVar(&p.input, "input", "", "with --problem unlock, the exercise's input `FILE`: the answers are audited against it, and --run gives it to the program on standard input")
	return p
}

// auditProblem audits the output of a program for a problem other than
// N-Queens: the answers in a file, or with --run those the program prints.
func auditProblem(c *command, f *auditFlags, p *problemFlags, set map[string]bool, args []string, maxFindings int) int {
	if p.problem == "queens" {
		return c.Usage("--input is a flag of --problem unlock")
	}
	if p.problem == "one" {
		return auditOne(c, f, set, args)
	}
	checks := []cli.Rule{cli.Forbid(p.problem != "unlock", "--problem: unknown problem %q (want queens, unlock or one)", p.problem),
		cli.Forbid(p.input == "", "--problem unlock needs --input FILE: the exercise's input the answers are for"),
		cli.Forbid(!f.run && len(args) > 1, "unexpected argument %q: audit reads one file of answers (to run a program, use --run -- COMMAND)", argAt(args, 1)),
		cli.Forbid(f.run && len(args) == 0, "--run needs the program after --: audit --problem unlock --input cases.txt --run -- python3 unlock.py")}
	for _, name := range []string{"n", "format", "base", "queen", "any-order", "html", "junit", "no-seconds"} {
		dash := "--"
		if len(name) == 1 {
			dash = "-"
		}
		checks = append(checks, cli.Forbid(set[name], "%s%s is not a flag of --problem unlock", dash, name))
	}
	checks = append(checks, cli.Forbid(!f.run && set["max-output"], "--max-output is a flag of --run"))
	if code := c.Reject(checks...); code >= 0 {
		return code
	}
	data, cases, code := readUnlockAuditInput(c, p.input)
	if code >= 0 {
		return code
	}
	if f.run {
		if _, err := exec.LookPath(args[0]); err != nil {
			return c.Usage("--run: cannot run %q: %v", args[0], err)
		}
		if !set["timeout"] {
			*f.timeout = 10 * time.Second
		}
	}
	// With --run, --timeout bounds each run of the program, not the audit.
	var timeout time.Duration
	if !f.run {
		timeout = *f.timeout
	}
	ctx, stop := c.RunContext(timeout)
	defer stop()
	start := time.Now()
	rep := unlockaudit.NewReport(p.input, len(cases), maxFindings)
	if f.run {
		prog := child.Spec{Path: args[0], Args: args[1:], Timeout: *f.timeout, MaxOutput: *f.maxOutput}
		if err := unlockaudit.Run(ctx, prog, data, cases, rep); err != nil {
			return c.Fail(err)
		}
	} else {
		in, err := audit.OpenInput(ctx, argAt(args, 0), c.Stdin)
		if err != nil && ctx.Err() != nil { // stopped in the open: a FIFO with no writer yet
			c.Note("stopped: %s", cli.StopReason(ctx))
			return cli.ExitIncomplete
		}
		if err != nil {
			return c.BadInput("cannot read the input: %v", err)
		}
		defer in.Close()
		if in.Terminal {
			c.Note("reading the answers from standard input; end with Ctrl-D")
		}
		rep.Output = in.Arg
		if err := rep.Read(in, cases); err != nil {
			if ctx.Err() == nil {
				return c.BadInput("cannot read %s: %v", in.Name, err)
			}
			rep.Complete, rep.Verdict = false, result.Incomplete
		}
		rep.Seconds = result.RoundSeconds(time.Since(start).Seconds())
	}
	var stopped *result.Interruption
	if !rep.Complete {
		c.Note("stopped: %s", cli.StopReason(ctx))
		stopped = cli.Interruption(ctx, 0, result.RoundSeconds(time.Since(start).Seconds()))
	}
	var err error
	if f.asJSON {
		env := result.New[*unlockaudit.Report]("audit")
		env.Complete, env.Verdict, env.Results, env.Interrupted = rep.Complete, rep.Verdict, []*unlockaudit.Report{rep}, stopped
		err = result.Write(c.Stdout, env)
	} else {
		err = rep.WriteText(c.Stdout)
	}
	if err != nil {
		return c.Fail(err)
	}
	return cli.Exit(rep.FindingsTotal > 0, rep.Complete)
}

// readUnlockAuditInput reads the exercise's input file whole and returns
// it with each case's answer.
func readUnlockAuditInput(c *command, path string) ([]byte, []unlockaudit.Case, int) {
	file, err := os.Open(path)
	if err != nil {
		return nil, nil, c.BadInput("cannot read the input: %v", err)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, maxUnlockInput+1))
	switch {
	case err != nil:
		return nil, nil, c.BadInput("cannot read %s: %v", path, err)
	case len(data) > maxUnlockInput:
		return nil, nil, c.BadInput("%s is longer than %d bytes", path, maxUnlockInput)
	}
	sets, code := readUnlockInput(c, path, func() ([]unlock.Set, error) { return unlock.ReadInput(bytes.NewReader(data)) })
	if code >= 0 {
		return nil, nil, code
	}
	answers := unlock.Answers(sets)
	cases := make([]unlockaudit.Case, len(sets))
	for i, s := range sets {
		cases[i] = unlockaudit.Case{Want: answers[i], Segments: s.String()}
	}
	return data, cases, -1
}

// argAt returns args[i], or "" when there is none.
func argAt(args []string, i int) string {
	if i >= len(args) {
		return ""
	}
	return args[i]
}
