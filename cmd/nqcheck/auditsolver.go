package main

import (
	"os/exec"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/junit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
)

func runAuditSolver(c *command, args []string) int {
	fs := c.FlagSet()
	sizes := c.Sizes(fs, "n", "", "board sizes, a `SPEC`: a size (8), a range (1-8) or a list (4,6,8) (required)")
	encs := fs.String("encodings", "all", "comma-separated `list` of encodings, or all; each names the encodings of that name in the languages the tools read: dimacs: "+
		encode.Catalogue()+". minizinc: "+cpmodel.Catalogue(cpmodel.MiniZinc)+". smtlib: "+cpmodel.Catalogue(cpmodel.SMTLIB))
	seeds := cli.Flag(c, fs, "seeds", "1", "comma-separated `list` of shuffle seeds: each encoding is also audited renamed and reordered by each seed; none for no shuffled copies", encode.ParseSeeds)
	var ch solveraudit.Choice
	fs.BoolVar(&ch.Counter, "counter", false, "the COMMAND is a model counter: read its count (s mc N, or c s exact arb int N) instead of every model")
	fs.BoolVar(&ch.Blocking, "blocking", false, "the COMMAND gives one model per call: nqcheck adds a clause (an SMT-LIB assertion) blocking each model and calls it again until UNSAT (small n only)")
	lang := cli.Flag(c, fs, "language", "dimacs", "what the COMMAND reads, a `language`: dimacs (the CNF family), minizinc (a model file, {}; every solution in one run) "+
		"or smtlib (one incremental session on standard input, or with --blocking one run per model)", cpmodel.ParseLanguage)
	preset := fs.String("preset", "", "audit a known `tool` with the right arguments: "+solveraudit.PresetNames())
	compare := fs.String("compare", "", "audit several presets (comma-separated `list`) on the same formulas and print their agreement")
	timeout := c.Duration(fs, "timeout", 2*time.Minute, "kill one run of the tool (each call of the blocking loop) after `DURATION`; its formula is then incomplete; 0 means no limit")
	maxOutput := c.Int64(fs, "max-output", 1<<30, 0, "kill one run of the tool after `BYTES` of standard output")
	maxFindings := c.Int(fs, "max-findings", 20, 1, "list at most `K` findings per formula (all are counted)")
	asJSON := fs.Bool("json", false, "write the result as JSON (the result envelope) instead of text")
	junitPath := fs.String("junit", "", "also write a JUnit XML report to `FILE`: one test case per board size, formula and tool")
	fs.StringVar(&ch.Name, "name", "", "the COMMAND's `name` in tables and findings (default: its base name)")
	quiet := fs.Bool("quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	times := fs.Bool("times", false, "print each formula's wall time in the text table (not deterministic)")
	completions := c.Int(fs, "completions", 0, 0, "add `K` N-Queens completion formulas per size and encoding: some queens given as unit clauses, SAT or UNSAT as the backtracking search decides")
	proof := fs.Bool("proof", false, "check the DRAT proof of every UNSAT answer (nqcheck's own checker): cadical's preset writes one; a COMMAND names the proof file {proof} in its arguments")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	ch.Command = fs.Args()
	ch.Language = *lang
	switch {
	case *preset != "":
		ch.Presets = []string{*preset}
	case *compare != "":
		ch.Presets = strings.Split(*compare, ",")
	}
	if code := c.Reject(cli.Forbid(len(*sizes) == 0, "-n is required: the board sizes to audit, such as 1-8"),
		cli.Forbid(!cli.ExactlyOne(*preset != "", *compare != "", len(ch.Command) > 0), "give exactly one of --preset P, --compare P1,P2,... or -- COMMAND [ARGS...]"),
		cli.Forbid(len(ch.Command) == 0 && (ch.Counter || ch.Blocking || ch.Name != "" || *lang != cpmodel.DIMACS),
			"--counter, --blocking, --language and --name describe a COMMAND; the presets' drivers, languages and names are known"),
		cli.Forbid(ch.Counter && ch.Blocking, "--counter and --blocking exclude each other"),
		cli.Forbid(*compare != "" && len(ch.Presets) < 2, "--compare needs at least two presets, such as clasp,picosat")); code >= 0 {
		return code
	}
	tools, cnfs, models, code := auditSolverTools(c, ch, *sizes, *encs, *proof)
	if code >= 0 {
		return code
	}
	if len(cnfs) == 0 {
		*seeds = nil // the shuffle applies to CNF formulas only
	}
	jf, err := junit.Create(*junitPath)
	if err != nil {
		return c.Fail(err)
	}
	defer jf.Close()
	suite := solveraudit.Suite{Sizes: *sizes, Encodings: cnfs, Models: models, Seeds: *seeds, Tools: tools, Times: *times, Completions: *completions,
		Limits:   solveraudit.Limits{Timeout: *timeout, MaxOutput: *maxOutput, MaxFindings: *maxFindings},
		Progress: progress.ForTerminal(c.Stderr, *quiet)}
	ctx, stop := c.RunContext(0)
	defer stop()
	start := time.Now()
	table := c.Stdout
	if *asJSON {
		table = nil
	}
	sr, err := suite.Run(ctx, table)
	if err != nil {
		return c.Fail(err)
	}
	if sr.Interrupted {
		c.Note("stopped: %s", cli.StopReason(ctx))
	}
	if err := sr.WriteResult(c.Stdout, *asJSON, tools, cli.Interruption(ctx, 0, time.Since(start).Seconds())); err != nil {
		return c.Fail(err)
	}
	if err := jf.Write(solverJUnit(sr, cli.StopReason(ctx))); err != nil {
		return c.Fail(err)
	}
	return cli.Exit(sr.Verdict() == result.Fail, sr.Complete())
}

// auditSolverTools returns the tools that ch names for the sizes, with
// proof checking when proof is set, and the CNF and model families encs
// names for them; it notes the tools' warnings. A code of 0 or more ends
// the command with it.
func auditSolverTools(c *command, ch solveraudit.Choice, sizes []int, encs string, proof bool) ([]solveraudit.Tool, []encode.Encoding, []cpmodel.Encoding, int) {
	tools, warnings, err := ch.Tools(sizes, sat.WorkerEnumerator(startSatWorker), exec.LookPath)
	if err != nil {
		return nil, nil, nil, c.Usage("%v", err)
	}
	cnfs, models, err := solveraudit.ParseFamilies(encs, tools)
	if err != nil {
		return nil, nil, nil, c.Usage("--encodings: %v", err)
	}
	for _, w := range warnings {
		c.Note("warning: %s", w)
	}
	for i := range tools {
		if !proof {
			break
		}
		if tools[i], err = solveraudit.WithProof(tools[i]); err != nil {
			return nil, nil, nil, c.Usage("--proof: %v", err)
		}
	}
	return tools, cnfs, models, -1
}
