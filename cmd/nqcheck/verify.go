package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
	"github.com/nqcheck/nqcheck/shard"
	"github.com/nqcheck/nqcheck/verify"
)

// satSlowFrom is the first board size for which SAT enumeration is warned
// about.
const satSlowFrom = 15

// verifyDeps are what a verify run takes from outside the flags: the
// witnesses and the run's context. The command uses verify.Default and
// runContext; tests pass their own to inject faults and stops.
type verifyDeps struct {
	witnesses func(verify.SATOptions) []verify.Witness
	context   func(timeout time.Duration) (context.Context, func())
}

func runVerify(c *command, args []string) int {
	return verifyWith(c, args, verifyDeps{witnesses: verify.Default, context: cli.RunContext})
}

func verifyWith(c *command, args []string, deps verifyDeps) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	spec := fs.String("n", "8", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	witnesses := fs.String("witness", "all", "the witnesses to run: `LIST` of "+strings.Join(verify.Names(deps.witnesses(verify.SATOptions{})), ",")+", or all")
	modeName := fs.String("sat", "block", "SAT enumeration `mode`: block (Solve/AppendClause loop) or enumerate (gophersat's Enumerate helper), cube by cube")
	workers := fs.Int("workers", -1, "SAT worker processes for --sat=block; 0 or 1 enumerates in this process, -1 starts one per core (GOMAXPROCS)")
	cubeRows := fs.Int("cube-rows", -1, "rows whose queens each cube fixes; 0 makes one cube of the whole board, -1 picks by n")
	columnClauses := fs.Bool("column-clauses", true, "give the SAT witnesses the redundant clauses \"each column holds a queen\" (faster, same models; --sat=block only)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	htmlOut := fs.String("html", "", "also write the run as one self-contained HTML page (the report's) to `FILE`")
	var vf verifyScale
	fs.StringVar(&vf.checkpoint, "checkpoint", "", "journal each finished cube in `DIR` (one size only); a rerun with the same DIR skips the cubes done")
	shardSpec := fs.String("shard", "", "run only shard `I/K` of the plan's cubes (those whose index is I modulo K, 0 ≤ I < K); needs --out")
	fs.StringVar(&vf.out, "out", "", "write the cubes' evidence to the result `FILE` for nqcheck merge (one size only)")
	lr := addLongRunFlags(c, fs)
	lr.addJUnit(fs)
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	if *htmlOut == "-" {
		return c.Usage("--html: standard output holds the text or JSON; name a file")
	}
	sizes, err := board.ParseSizes(*spec)
	if err != nil {
		return c.Usage("-n: %v", err)
	}
	vf.shard = shard.Spec{Index: 0, Of: 1}
	if *shardSpec != "" {
		if vf.shard, err = shard.ParseSpec(*shardSpec); err != nil {
			return c.Usage("--shard: %v", err)
		}
		vf.sharded = true
		if vf.out == "" {
			return c.Usage("--shard needs --out FILE, the shard's result file")
		}
		if *asJSON || lr.expect != "" || *htmlOut != "" || lr.junit != "" {
			return c.Usage("--shard checks part of a size: its figures and verdict come from nqcheck merge, which takes --json and --expect")
		}
	}
	if vf.on() && len(sizes) > 1 {
		return c.Usage("--checkpoint, --shard and --out take one board size, not %d", len(sizes))
	}
	if vf.out != "" {
		// A bad path fails before the work.
		if err := os.MkdirAll(filepath.Dir(vf.out), 0o777); err != nil {
			return c.Fail(fmt.Errorf("--out: %w", err))
		}
	}
	so := verify.SATOptions{Workers: *workers, ColumnClauses: *columnClauses, Start: startSatWorker}
	if so.Mode, err = sat.ParseMode(*modeName); err != nil {
		return c.Usage("--sat: %v", err)
	}
	switch {
	case so.Workers < -1:
		return c.Usage("--workers: %d is below -1", so.Workers)
	case so.Workers == -1:
		so.Workers = runtime.GOMAXPROCS(0)
	}
	if *cubeRows < -1 {
		return c.Usage("--cube-rows: %d is below -1", *cubeRows)
	}
	opt := verify.Options{CubeRows: *cubeRows}
	if opt.Witnesses, err = verify.Select(deps.witnesses(so), *witnesses); err != nil {
		return c.Usage("--witness: %v", err)
	}
	if vf.sharded {
		// A witness of figures counts the whole board, not cubes.
		if names := leftOut(opt.Witnesses); names != "" {
			fmt.Fprintf(stderr, "nqcheck verify: witness %s has no part in a shard: it counts the whole board, not cubes (run it once on its own: --witness %s)\n", names, names)
		}
		opt.Witnesses = verify.CubeWitnesses(opt.Witnesses)
	}
	if vf.on() && len(verify.CubeWitnesses(opt.Witnesses)) == 0 {
		return c.Usage("--checkpoint, --shard and --out need a witness of cubes (%s)", strings.Join(verify.CubeWitnessNames(deps.witnesses(so)), ", "))
	}
	if opt.Expect, err = lr.readExpect(); err != nil {
		return c.Usage("--expect: %v", err)
	}
	junitFile, err := lr.createJUnit()
	if err != nil {
		return c.Fail(err)
	}
	if slices.Max(sizes) >= satSlowFrom {
		for _, w := range opt.Witnesses {
			if strings.HasPrefix(w.Name, "sat") {
				fmt.Fprintf(stderr, "nqcheck verify: warning: SAT enumeration for n = %d will take very long (--witness dfs,dfs-iter,count leaves it out)\n", slices.Max(sizes))
				break
			}
		}
	}
	ctx, stop := deps.context(*lr.timeout)
	defer stop()
	pr := progress.ForTerminal(stderr, lr.quiet)
	rep := result.New[result.Verify]("verify")
	var sc *scaleRun // one size only
	if vf.on() {
		var code int
		if sc, code = startScale(c, sizes[0], vf, &opt, stderr); code >= 0 {
			junitFile.Close()
			return code
		}
	}
	out := &textOut{w: stdout, quiet: *asJSON || vf.sharded}
	out.header()
	mismatch, start := false, time.Now()
	for _, n := range sizes {
		pr.Start(fmt.Sprintf("n = %d cubes", n))
		opt.Progress = pr.Update
		res, err := verify.Run(ctx, n, opt)
		pr.Clear()
		if sc != nil {
			stopped := err != nil && ctx.Err() != nil
			if code := finishScale(c, sc, vf, stopped, stderr); code >= 0 {
				junitFile.Close()
				return code
			}
			if vf.sharded {
				if err != nil && !stopped {
					return c.Fail(fmt.Errorf("n = %d: %w", n, err))
				}
				if err := printShard(stdout, stderr, sc, vf, res, stopped); err != nil {
					return c.Fail(err)
				}
				if stopped {
					c.Stopped(n, cli.StopReason(ctx))
				}
				return cli.Exit(res.Verdict == result.Fail, !stopped)
			}
		}
		mismatch = mismatch || res.Verdict == result.Fail
		if err != nil && ctx.Err() != nil {
			rep.Interrupted = cli.Interruption(ctx, n, result.Seconds(time.Since(start)))
			out.stoppedSeconds = res.Seconds
			if res.Verdict == result.Fail {
				// A size stopped part way is reported when it already failed.
				rep.Results = append(rep.Results, res)
				out.size(res)
			}
			out.stopped = cli.StopReason(ctx)
			c.Stopped(n, out.stopped)
			break
		}
		if err != nil {
			junitFile.Close()
			return c.Fail(fmt.Errorf("n = %d: %w", n, err))
		}
		rep.Results = append(rep.Results, res)
		out.size(res)
	}
	rep.Complete = rep.Interrupted == nil
	rep.Verdict = cli.Verdict(mismatch, rep.Complete)
	if *asJSON {
		err = result.Write(stdout, rep)
	} else {
		err = out.end(rep, len(sizes))
	}
	if err != nil {
		junitFile.Close()
		return c.Fail(err)
	}
	if err := writeVerifyJUnit(junitFile, rep, out.stopped); err != nil {
		return c.Fail(err)
	}
	if *htmlOut != "" {
		if err := writeVerifyPage(*htmlOut, rep, opt.Witnesses, out.stopped, args); err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(mismatch, rep.Complete)
}
