package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/verifyplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/junit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/report"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
	"github.com/nqcheck/nqcheck/verify"
)

// satSlowFrom is the first board size for which SAT enumeration is warned
// about.
const satSlowFrom = 15

// verifyJournal is the name of verify's journal in a checkpoint
// directory.
const verifyJournal = "verify.journal"

// verifyDeps are what a verify run takes from outside the flags: the
// witnesses and the run's context. The command uses verify.Default and
// runContext; tests pass their own to inject faults and stops.
type verifyDeps struct {
	witnesses func(verify.SATOptions) []verify.Witness
	context   func(timeout time.Duration) (context.Context, func())
}

func runVerify(c *command, args []string) int {
	return verifyWith(c, args, verifyDeps{witnesses: verify.Default, context: c.RunContext})
}

// selectWitnesses returns the witnesses of all that the --witness list
// names, those of cubes only for a shard, or else the exit code of a usage
// error (code >= 0): an unknown name, a checkpoint or shard without a
// witness of cubes, or a run that cross-checks nothing (unless checked:
// a reference table or the proofs of --certify give it a check).
func selectWitnesses(c *command, all []verify.Witness, list string, sf *scaleFlags, checked bool) (ws []verify.Witness, code int) {
	ws, err := verify.Select(all, list)
	if err != nil {
		return nil, c.Usage("--witness: %v", err)
	}
	if names := strings.Join(verify.FigureWitnessNames(ws), ","); sf.sharded && names != "" {
		// A witness of figures counts the whole board, not cubes. Shard 0
		// alone says so: a loop over the shards says it once.
		if sf.shard.Index == 0 {
			c.Note("witness %s has no part in a shard: it counts the whole board, not cubes (run it once with a witness of all solutions: --witness dfs,%s)", names, names)
		}
		ws = verify.CubeWitnesses(ws)
	}
	if sf.on() && len(verify.CubeWitnesses(ws)) == 0 {
		return nil, c.Usage("--checkpoint, --shard and --out need a witness of cubes (%s)", strings.Join(verify.CubeWitnessNames(all), ", "))
	}
	if !sf.sharded && !checked && !verify.CrossChecks(ws) {
		return nil, c.Usage("--witness %s cross-checks nothing: name a witness of all solutions (%s) and another, or give --expect or --certify", list, strings.Join(verify.AllWitnessNames(all), ", "))
	}
	return ws, -1
}

// verifyFlags are verify's flags.
type verifyFlags struct {
	sizes                  *[]int
	witnesses              *string
	so                     verify.SATOptions // the mode, from --sat
	workers, cubeRows      *int
	columnClauses, certify *bool
	bundleDir              *string
	cpogDir                *string
	cpogWitness            verify.Witness
	asJSON                 *bool
	htmlOut                *string
	sf                     *scaleFlags
	lr                     *longRunFlags
}

// addVerifyFlags defines verify's flags on fs, in the order help lists
// them.
func addVerifyFlags(c *command, fs *flag.FlagSet, deps verifyDeps) *verifyFlags {
	vf := &verifyFlags{}
	vf.sizes = c.Sizes(fs, "n", "8", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	vf.witnesses = fs.String("witness", "all", "the witnesses to run: `LIST` of "+strings.Join(verify.Names(deps.witnesses(verify.SATOptions{})), ",")+", or all")
	c.Func(fs, "sat", "block", "SAT enumeration `mode`: block (Solve/AppendClause loop) or enumerate (gophersat's Enumerate helper), cube by cube",
		func(v string) (err error) { vf.so.Mode, err = sat.ParseMode(v); return err })
	vf.workers = c.Int(fs, "workers", -1, -1, "`N` SAT worker processes for --sat=block; 0 or 1 enumerates in this process, -1 starts one per core (GOMAXPROCS)")
	vf.cubeRows = c.Int(fs, "cube-rows", -1, -1, "`rows` whose queens each cube fixes; 0 makes one cube of the whole board, -1 picks by n")
	vf.columnClauses = fs.Bool("column-clauses", true, "give the SAT witnesses the redundant clauses \"each column holds a queen\" (faster, same models; --sat=block only)")
	vf.certify = fs.Bool("certify", false, "check, for every cube, the SAT witness's proof that the cube has no solution beyond those it found (a DRAT checker of nqcheck's own), and that the cubes cover the board (--sat=block)")
	vf.bundleDir = fs.String("certificate", "", "with --certify: keep every cube's formula and proof in a new certificate bundle in `DIR` (one size), for nqcheck check-certificate or drat-trim")
	vf.cpogDir = fs.String("cpog", "", "after the run, write CPOG proofs of Q(n), fix180 and fix90 from the sat witness's models into `DIR` (one size), for cpog-check and cake_scpog")
	vf.asJSON = fs.Bool("json", false, "print one JSON object instead of text")
	vf.htmlOut = fs.String("html", "", "also write the run as one self-contained HTML page (the report's) to `FILE`")
	vf.sf = addScaleFlags(c, fs, "cube", "run", verifyJournal)
	vf.lr = addLongRunFlags(c, fs)
	vf.lr.addJUnit(fs)
	return vf
}

// options checks the combination of the parsed flags and returns the
// options of the run; a code of 0 or more ends the command with it.
func (vf *verifyFlags) options(c *command, deps verifyDeps) (verify.Options, int) {
	sf, lr := vf.sf, vf.lr
	whole := *vf.asJSON || lr.expect != nil || *vf.htmlOut != "" || lr.junit != ""
	if code := sf.check(c, len(*vf.sizes), whole, "checks part of a size: its figures and verdict come from nqcheck merge, which takes --json and --expect",
		cli.Forbid(*vf.htmlOut == "-", "--html: standard output holds the text or JSON; name a file")); code >= 0 {
		return verify.Options{}, code
	}
	so := vf.so
	so.Workers, so.ColumnClauses, so.Start = *vf.workers, *vf.columnClauses, startSatWorker
	if so.Workers == -1 {
		so.Workers = runtime.GOMAXPROCS(0)
	}
	if *vf.bundleDir != "" && (len(*vf.sizes) != 1 || sf.on()) {
		return verify.Options{}, c.Usage("--certificate keeps one size's proofs, all of them: give one size, without --checkpoint, --shard or --out")
	}
	if *vf.bundleDir != "" && *vf.cpogDir != "" && cli.SameFile(filepath.Clean(*vf.bundleDir), filepath.Clean(*vf.cpogDir)) {
		return verify.Options{}, c.Usage("--certificate and --cpog name one directory, %s: both write fix180.cnf and fix90.cnf there; give two", *vf.cpogDir)
	}
	if code := c.SameFiles(cli.Input("--expect", lr.expectPath), cli.JournalFile(sf.journal),
		cli.Output("--out", sf.out), cli.Output("--junit", lr.junit), cli.Output("--html", *vf.htmlOut)); code >= 0 {
		return verify.Options{}, code
	}
	certify := *vf.certify || *vf.bundleDir != ""
	opt := verify.Options{CubeRows: *vf.cubeRows, Expect: lr.expect, Certify: certify}
	var code int
	// A proof checked per cube is a check of its own, like a reference;
	// so is a CPOG proof, whose writer compares the models with its own
	// search.
	if opt.Witnesses, code = selectWitnesses(c, deps.witnesses(so), *vf.witnesses, sf, lr.expect != nil || certify || *vf.cpogDir != ""); code >= 0 {
		return opt, code
	}
	if certify && !slices.ContainsFunc(opt.Witnesses, func(w verify.Witness) bool { return w.Prove != nil }) {
		return opt, c.Usage("--certify needs the sat witness in block mode (--witness sat, --sat=block)")
	}
	vf.cpogWitness, code = cpogWitness(c, *vf.cpogDir, len(*vf.sizes), sf.on(), opt.Witnesses)
	return opt, code
}

func verifyWith(c *command, args []string, deps verifyDeps) int {
	fs := c.FlagSet()
	vf := addVerifyFlags(c, fs, deps)
	sizes, sf, lr := vf.sizes, vf.sf, vf.lr
	if code := c.ParseNoArgs(fs, args); code >= 0 {
		return code
	}
	opt, code := vf.options(c, deps)
	if code >= 0 {
		return code
	}
	junitFile, err := junit.Create(lr.junit) // a bad path fails before the work
	if err != nil {
		return c.Fail(err)
	}
	defer junitFile.Close() // on an early return; Write closes it at the end
	if n := slices.Max(*sizes); n >= satSlowFrom && slices.ContainsFunc(opt.Witnesses, func(w verify.Witness) bool { return strings.HasPrefix(w.Name, "sat") }) {
		c.Note("warning: SAT enumeration for n = %d will take very long (--witness dfs,dfs-iter,count leaves it out)", n)
	}
	if *vf.bundleDir != "" {
		if opt.Bundle, err = verify.CreateBundle(*vf.bundleDir); err != nil {
			if be := (*verify.BundleExistsError)(nil); errors.As(err, &be) || errors.Is(err, os.ErrExist) {
				return c.BadInput("--certificate: %v", err)
			}
			return c.Fail(err)
		}
	}
	ctx, stop := deps.context(*lr.timeout)
	defer stop()
	var sc *verifyplan.Scale // one size only
	if sf.on() {
		scale := verifyplan.ScaleOptions{Journal: sf.journal, Out: sf.out, Shard: sf.shard, Sharded: sf.sharded}
		if sc, err = verifyplan.StartScale(ctx, (*sizes)[0], scale, &opt); err != nil {
			return scaleError(c, err)
		}
		if sc.Resumed > 0 {
			c.Note("n = %d: %d of %d cubes done in %s; running the other %d", sc.Plan.N, sc.Resumed, sc.Mine, sc.JournalPath(), sc.Mine-sc.Resumed)
		}
	}
	w := c.Stdout
	if *vf.asJSON || sf.sharded {
		w = io.Discard // the JSON document is written instead, or the shard's line
	}
	out, start := report.NewVerifyText(w), time.Now()
	run, err := verifyplan.Sizes{Sizes: *sizes, Options: opt, Scale: sc, Progress: progress.ForTerminal(c.Stderr, lr.quiet), Size: out.Size}.Run(ctx)
	if opt.Bundle != nil {
		// What was kept is written, whatever stopped the run.
		if cerr := opt.Bundle.Close(); cerr != nil && err == nil {
			err = cerr
		}
	}
	if err != nil {
		return scaleError(c, err)
	}
	if sf.sharded { // the rest writes nothing more but the stop: a shard takes no --json, --junit or --html
		line, failed := sc.ShardReport(run.Last, run.StoppedAt != 0)
		if _, err := fmt.Fprintln(c.Stdout, line); err != nil {
			return c.Fail(err)
		}
		for _, f := range failed {
			c.Note("%s", f)
		}
	}
	rep, stopped := longRunReport(c, ctx, "verify", run.Results, run.Mismatch, run.StoppedAt, start)
	err = out.End(rep, len(*sizes), stopped, run.Last.Seconds) // nothing with --json: w discards it
	if *vf.asJSON {
		err = result.Write(c.Stdout, rep)
	}
	if err != nil {
		return c.Fail(err)
	}
	if *vf.cpogDir != "" && rep.Complete {
		if run.Mismatch {
			c.Note("--cpog: no proof written: the witnesses disagree")
		} else if code := writeCPOG(ctx, c, *vf.cpogDir, (*sizes)[0], vf.cpogWitness, !*vf.asJSON); code >= 0 {
			return code
		}
	}
	if err := junitFile.Write(verifyJUnit(rep, stopped)); err != nil {
		return c.Fail(err)
	}
	if *vf.htmlOut != "" {
		if err := writeVerifyPage(*vf.htmlOut, rep, opt.Witnesses, stopped, args); err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(run.Mismatch, rep.Complete)
}
