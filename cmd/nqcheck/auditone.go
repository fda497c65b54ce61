package main

import (
	"os/exec"
	"strconv"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/result"
)

// auditOne audits one placement of n queens, n up to audit.MaxOne: the
// file given (or standard input), or with --run what the program prints.
func auditOne(c *command, f *auditFlags, set map[string]bool, args []string) int {
	n, err := strconv.Atoi(strings.TrimSpace(f.spec))
	checks := []cli.Rule{cli.Forbid(f.spec == "", "-n is required: the board size of the placement"),
		cli.Forbid(f.spec != "" && (err != nil || n < 1 || n > audit.MaxOne), "-n: %q is not a board size from 1 to %d (--problem one takes one size)", f.spec, audit.MaxOne),
		cli.Forbid(!f.run && len(args) > 1, "unexpected argument %q: audit reads one file (to run a program, use --run -- COMMAND)", argAt(args, 1)),
		cli.Forbid(f.run && len(args) == 0, "--run needs the program after --: audit --problem one -n 1000000 --run -- python3 place.py {n}")}
	for _, name := range []string{"input", "format", "base", "queen", "any-order", "order", "some", "classes", "strict", "html", "junit", "no-seconds", "max-findings"} {
		checks = append(checks, cli.Forbid(set[name], "--%s is not a flag of --problem one", name))
	}
	checks = append(checks, cli.Forbid(!f.run && set["max-output"], "--max-output is a flag of --run"))
	if code := c.Reject(checks...); code >= 0 {
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
	var timeout time.Duration // with --run, --timeout bounds the run
	if !f.run {
		timeout = *f.timeout
	}
	ctx, stop := c.RunContext(timeout)
	defer stop()
	start := time.Now()
	var rep *audit.OneReport
	var res result.Audit
	if f.run {
		rep, err = audit.RunOne(ctx, audit.Program{Path: args[0], Args: args[1:], Timeout: *f.timeout, MaxOutput: *f.maxOutput}, n)
		if err == nil {
			res = rep.Result(0)
		}
	} else {
		in, err := audit.OpenInput(ctx, argAt(args, 0), c.Stdin)
		if err != nil && ctx.Err() != nil { // stopped in the open: a FIFO with no writer yet
			c.Stopped(n, cli.StopReason(ctx))
			return cli.ExitIncomplete
		}
		if err != nil {
			return c.BadInput("cannot read the input: %v", err)
		}
		defer in.Close()
		if in.Terminal {
			c.Note("reading the placement from standard input; end with Ctrl-D")
		}
		rep, err = audit.OnePlacement(ctx, n, in)
		if audit.IsReadError(err) {
			return c.BadInput("cannot read %s: %v", in.Name, err)
		} else if err != nil {
			return c.Fail(err)
		}
		res = rep.Result(time.Since(start).Seconds())
		res.Input = in.Arg
	}
	switch {
	case audit.IsReadError(err):
		return c.BadInput("cannot read the output of %s: %v", args[0], err)
	case err != nil:
		return c.Fail(err)
	}
	secs := time.Since(start).Seconds()
	env := result.New[result.Audit]("audit")
	env.Complete, env.Verdict, env.Results = rep.Complete, rep.Verdict(), []result.Audit{res}
	if !rep.Complete {
		c.Stopped(n, cli.StopReason(ctx))
		env.Interrupted = cli.Interruption(ctx, n, result.RoundSeconds(secs))
	}
	if f.asJSON {
		err = result.Write(c.Stdout, env)
	} else {
		err = rep.WriteText(c.Stdout)
	}
	if err != nil {
		return c.Fail(err)
	}
	return cli.Exit(!rep.Clean(), rep.Complete)
}
