package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/junit"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
	"github.com/nqcheck/nqcheck/solveraudit"
)

// auditSolverFlags are audit-solver's settings once parsed.
type auditSolverFlags struct {
	sizes     []int
	encodings []encode.Encoding
	seeds     []uint64
	tools     []solveraudit.Tool
	maxN      map[string]int // a preset's largest meant board size
	lim       solveraudit.Limits
	json      bool
	junit     string
	times     bool
	progress  *progress.Reporter // status line on a terminal, or nil
}

func runAuditSolver(c *command, args []string) int {
	stdout, stderr := c.Stdout, c.Stderr
	fs := c.FlagSet()
	nflag := fs.String("n", "", "board sizes: a size (8), a range (1-8) or a list (4,6,8) (required)")
	encs := fs.String("encodings", "all", "comma-separated `list` of encodings, or all: "+encode.Catalogue())
	seeds := fs.String("seeds", "1", "comma-separated `list` of shuffle seeds: each encoding is also audited renamed and reordered by each seed; none for no shuffled copies")
	counter := fs.Bool("counter", false, "the COMMAND is a model counter: read its count (s mc N, or c s exact arb int N) instead of every model")
	blocking := fs.Bool("blocking", false, "the COMMAND gives one model per call: nqcheck adds a clause blocking each model and calls it again until UNSAT (small n only)")
	preset := fs.String("preset", "", "audit a known `tool` with the right arguments: "+solveraudit.PresetNames())
	comparePresets := fs.String("compare", "", "audit several presets (comma-separated `list`) on the same formulas and print their agreement")
	timeout := fs.Duration("timeout", 2*time.Minute, "kill one run of the tool (each call of the blocking loop) after `DURATION`; its formula is then incomplete; 0 means no limit")
	maxOutput := fs.Int64("max-output", 1<<30, "kill one run of the tool after `BYTES` of standard output")
	maxFindings := fs.Int("max-findings", 20, "list at most `K` findings per formula (all are counted)")
	jsonOut := fs.Bool("json", false, "write the result as JSON (the result envelope) instead of text")
	junitFile := fs.String("junit", "", "also write a JUnit XML report to `FILE`: one test case per board size, formula and tool")
	toolName := fs.String("name", "", "the COMMAND's `name` in tables and findings (default: its base name)")
	quiet := fs.Bool("quiet", false, "no progress line (it is only drawn when standard error is a terminal)")
	times := fs.Bool("times", false, "print each formula's wall time in the text table (not deterministic)")
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	o := &auditSolverFlags{json: *jsonOut, junit: *junitFile, times: *times}
	if *nflag == "" {
		return c.Usage("-n is required: the board sizes to audit, such as 1-8")
	}
	var err error
	if o.sizes, err = board.ParseSizes(*nflag); err != nil {
		return c.Usage("-n: %v", err)
	}
	if o.encodings, err = encode.ParseEncodings(*encs); err != nil {
		return c.Usage("--encodings: %v", err)
	}
	if o.seeds, err = encode.ParseSeeds(*seeds); err != nil {
		return c.Usage("--seeds: %v", err)
	}
	if *timeout < 0 {
		return c.Usage("--timeout %v is negative", *timeout)
	}
	if *maxOutput < 0 {
		return c.Usage("--max-output %d is negative", *maxOutput)
	}
	if *maxFindings < 1 {
		return c.Usage("--max-findings %d: want at least 1", *maxFindings)
	}
	o.lim = solveraudit.Limits{Timeout: *timeout, MaxOutput: *maxOutput, MaxFindings: *maxFindings}
	command := fs.Args()
	given := 0
	for _, set := range []bool{*preset != "", *comparePresets != "", len(command) > 0} {
		if set {
			given++
		}
	}
	if given != 1 {
		return c.Usage("give exactly one of --preset P, --compare P1,P2,... or -- COMMAND [ARGS...]")
	}
	if len(command) == 0 && (*counter || *blocking || *toolName != "") {
		return c.Usage("--counter, --blocking and --name describe a COMMAND; the presets are SAT solvers whose driver and name are known")
	}
	if *counter && *blocking {
		return c.Usage("--counter and --blocking exclude each other")
	}
	var names []string
	switch {
	case *preset != "":
		names = []string{*preset}
	case *comparePresets != "":
		names = strings.Split(*comparePresets, ",")
		if len(names) < 2 {
			return c.Usage("--compare needs at least two presets, such as clasp,picosat")
		}
	default:
		if _, err := exec.LookPath(command[0]); err != nil {
			return c.Usage("cannot run %s: %v", command[0], err)
		}
		name := *toolName
		if name == "" {
			name = filepath.Base(command[0])
		}
		tool := solveraudit.Tool{Name: name, Driver: solveraudit.AllModels, Path: command[0], Args: command[1:], Counter: *counter}
		if *blocking {
			tool.Driver = solveraudit.Blocking
		}
		o.tools = append(o.tools, tool)
	}
	tools, maxN, err := solveraudit.PresetTools(names, gophersatEnumerate, exec.LookPath)
	if err != nil {
		return c.Usage("%v", err)
	}
	o.tools, o.maxN = append(o.tools, tools...), maxN
	for _, tool := range o.tools {
		if m := o.maxN[tool.Name]; m > 0 && o.sizes[len(o.sizes)-1] > m {
			fmt.Fprintf(stderr, "nqcheck audit-solver: warning: %s calls the solver once per model; above n = %d that takes long\n", tool.Name, m)
		}
	}
	var jf *os.File
	if o.junit != "" {
		if jf, err = os.Create(o.junit); err != nil {
			return c.Fail(err)
		}
	}
	o.progress = progress.ForTerminal(stderr, *quiet)
	ctx, stop := cli.RunContext(0)
	defer stop()
	return o.run(ctx, c, stdout, stderr, jf)
}

// gophersatEnumerate is the gophersat witness: the Block loop of package
// sat, on all variables, in one worker process (gophersat keeps
// package-level state, so it never runs in this process's goroutines).
func gophersatEnumerate(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error) error {
	_, err := sat.Parallel(ctx, f, []sat.Cube{{}}, sat.ParallelOptions{
		Options: sat.Options{Project: f.Vars, Exact: true},
		Workers: 1,
		Start:   startSatWorker,
	}, func(_ int, vars []encode.Var) error { return visit(vars) })
	return err
}

func (o *auditSolverFlags) run(ctx context.Context, c *command, stdout, stderr io.Writer, jf *os.File) int {
	start := time.Now()
	suite := solveraudit.Suite{Sizes: o.sizes, Encodings: o.encodings, Seeds: o.seeds, Tools: o.tools,
		Limits: o.lim, Times: o.times, Progress: o.progress}
	var table io.Writer
	if !o.json {
		table = stdout
	}
	sr, err := suite.Run(ctx, table)
	if err != nil {
		return c.Fail(err)
	}
	rep := result.New[solveraudit.Case](c.Name)
	rep.Results, rep.Complete, rep.Verdict = sr.Cases, sr.Complete(), sr.Verdict()
	if sr.Interrupted {
		reason := cli.StopReason(ctx)
		rep.Interrupted = &result.Interruption{Reason: "signal", Signal: strings.TrimSuffix(reason, " signal received"), Seconds: time.Since(start).Seconds()}
		fmt.Fprintf(stderr, "nqcheck audit-solver: stopped: %s\n", reason)
	}
	if o.json {
		if err := result.Write(stdout, rep); err != nil {
			return c.Fail(err)
		}
	} else if _, err := fmt.Fprintln(stdout, sr.Summary(o.tools)); err != nil {
		return c.Fail(err)
	}
	if jf != nil {
		err := junit.Write(jf, sr.JUnit(cli.StopReason(ctx)))
		if cerr := jf.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return c.Fail(err)
		}
	}
	return cli.Exit(rep.Verdict == result.Fail, rep.Complete)
}
