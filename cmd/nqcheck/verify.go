package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"sort"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/sat"
)

// satSlowFrom is the first board size for which SAT enumeration is warned
// about.
const satSlowFrom = 15

// verifyOptions are verify's settings, shared by every witness.
type verifyOptions struct {
	satMode       sat.Mode
	workers       int                // SAT worker processes; 0 or 1: cubes in this process
	cubeRows      int                // rows fixed per SAT cube; -1: sat.CubeRows(n)
	columnClauses bool               // SAT CNF with the redundant column clauses
	expect        *reference.Table   // reference values to check, or nil
	progress      *progress.Reporter // status line, or nil
}

// boardWitness is a method that produces every solution of a board size;
// its boards go to compare.Witnesses. Each is defined in a witness_*.go
// file and added with addBoardWitness.
type boardWitness struct {
	name    string
	rank    int  // position in reports: lower first
	ordered bool // its boards must come in strictly increasing order
	// run emits every board the method produces, in its order. It may
	// add fields of its own to its JSON entry, res.witness(name).
	run func(ctx context.Context, n int, opt *verifyOptions, res *verifyResult, emit func(board.Placement)) error
}

// verifyStep is a check that runs after the board witnesses and adds
// witnesses of figures (counts, classes) and checks to the result.
type verifyStep struct {
	name string
	rank int
	run  func(ctx context.Context, n int, opt *verifyOptions, res *verifyResult) error
}

var (
	boardWitnesses []*boardWitness
	verifySteps    []*verifyStep
)

func addBoardWitness(w *boardWitness) {
	boardWitnesses = append(boardWitnesses, w)
	sort.SliceStable(boardWitnesses, func(i, j int) bool { return boardWitnesses[i].rank < boardWitnesses[j].rank })
}

func addVerifyStep(s *verifyStep) {
	verifySteps = append(verifySteps, s)
	sort.SliceStable(verifySteps, func(i, j int) bool { return verifySteps[i].rank < verifySteps[j].rank })
}

// verifyResult is verify's outcome for one board size. Its JSON form is a
// documented contract: new witnesses and checks extend it, none renames a
// field.
type verifyResult struct {
	N         int                       `json:"n"`
	Agree     bool                      `json:"agree"`
	Seconds   float64                   `json:"seconds"`
	Witnesses map[string]map[string]any `json:"witnesses"`
	Checks    []compare.Check           `json:"checks"`

	report   *compare.Report
	boards   map[string][]board.Placement // each board witness's boards
	notes    []string                     // extra lines for the text output
	satCubes []compare.Cube               // the SAT witness's boards by cube, when it split the board
}

// witness returns the JSON entry of the named witness, creating it.
func (r *verifyResult) witness(name string) map[string]any {
	w := r.Witnesses[name]
	if w == nil {
		w = map[string]any{}
		r.Witnesses[name] = w
	}
	return w
}

// summary returns compare's summary of the named board witness.
func (r *verifyResult) summary(name string) (compare.Summary, bool) {
	for _, s := range r.report.Witnesses {
		if s.Name == name {
			return s, true
		}
	}
	return compare.Summary{}, false
}

// verifyOutput is verify's whole JSON document.
type verifyOutput struct {
	Agree bool `json:"agree"`
	// Complete is false when the run stopped before every size was done.
	Complete    bool               `json:"complete"`
	Interrupted *verifyInterrupted `json:"interrupted,omitempty"`
	Results     []*verifyResult    `json:"results"`
}

func runVerify(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	spec := fs.String("n", "8", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	modeName := fs.String("sat", "block", "SAT enumeration `mode`: block (Solve/AppendClause loop) or enumerate (gophersat's Enumerate helper)")
	workers := fs.Int("workers", -1, "SAT worker processes for --sat=block, each enumerating cubes; 0 or 1 enumerates them in this process, -1 starts one per core (GOMAXPROCS)")
	cubeRows := fs.Int("cube-rows", -1, "rows whose queens each SAT cube fixes (--sat=block); 0 makes one cube of the whole board, -1 picks by n")
	columnClauses := fs.Bool("column-clauses", true, "give the SAT witness the redundant clauses \"each column holds a queen\" (faster, same models; --sat=block only)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of text")
	lr := addLongRunFlags(fs)
	lr.addJUnit(fs)
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	sizes, err := parseSpec(*spec)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	opt := &verifyOptions{workers: *workers, cubeRows: *cubeRows, columnClauses: *columnClauses}
	if opt.satMode, err = sat.ParseMode(*modeName); err != nil {
		return c.usageError(stderr, "--sat: %v", err)
	}
	switch {
	case opt.workers < -1:
		return c.usageError(stderr, "--workers: %d is below -1", opt.workers)
	case opt.workers == -1:
		opt.workers = runtime.GOMAXPROCS(0)
	}
	if opt.cubeRows < -1 {
		return c.usageError(stderr, "--cube-rows: %d is below -1", opt.cubeRows)
	}
	if opt.expect, err = lr.readExpect(); err != nil {
		return c.usageError(stderr, "--expect: %v", err)
	}
	if code := lr.validate(c, stderr); code >= 0 {
		return code
	}
	junitFile, err := lr.createJUnit()
	if err != nil {
		return c.fail(stderr, err)
	}
	for _, n := range sizes {
		if n >= satSlowFrom {
			fmt.Fprintf(stderr, "nqcheck verify: warning: SAT enumeration for n = %d will take very long\n", n)
			break
		}
	}
	ctx, stop := runContext(lr.timeout)
	defer stop()
	opt.progress = progress.ForTerminal(stderr, lr.quiet)
	out := verifyOutput{Agree: true, Complete: true}
	if !*asJSON {
		fmt.Fprintf(stdout, "%3s  %10s  %8s  %-8s  %s\n", "n", "solutions", "classes", "verdict", "time")
	}
	for _, n := range sizes {
		start := time.Now()
		res, err := verifyOne(ctx, n, opt)
		opt.progress.Clear()
		if err != nil && ctx.Err() != nil {
			out.Complete = false
			out.Interrupted = &verifyInterrupted{N: n, Reason: stopReason(ctx), Seconds: round(time.Since(start).Seconds())}
			break
		}
		if err != nil {
			junitFile.Close()
			return c.fail(stderr, fmt.Errorf("n = %d: %w", n, err))
		}
		out.Results = append(out.Results, res)
		out.Agree = out.Agree && res.Agree
		if !*asJSON {
			printVerifyLine(stdout, res)
		}
	}
	if in := out.Interrupted; in != nil {
		c.printStopped(stderr, in.N, in.Reason)
	}
	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			return c.fail(stderr, err)
		}
	} else {
		printVerifyEnd(stdout, out, len(sizes))
	}
	if err := writeVerifyJUnit(junitFile, out); err != nil {
		return c.fail(stderr, err)
	}
	return longRunExit(!out.Agree, out.Complete)
}

// verifyOne runs every witness for board size n and compares them.
func verifyOne(ctx context.Context, n int, opt *verifyOptions) (*verifyResult, error) {
	start := time.Now()
	res := &verifyResult{N: n, Witnesses: map[string]map[string]any{}, boards: map[string][]board.Placement{}}
	var ws []compare.Witness
	secs := map[string]float64{}
	for _, bw := range boardWitnesses {
		t := time.Now()
		w := compare.Witness{Name: bw.name, Ordered: bw.ordered}
		expected := progressTotal(n, opt, ws)
		opt.progress.Start(fmt.Sprintf("n = %d %s", n, bw.name))
		err := bw.run(ctx, n, opt, res, func(p board.Placement) {
			w.Boards = append(w.Boards, p)
			opt.progress.Update(len(w.Boards), expected)
		})
		if err != nil {
			return nil, fmt.Errorf("witness %s: %w", bw.name, err)
		}
		secs[bw.name] = time.Since(t).Seconds()
		ws = append(ws, w)
		res.boards[bw.name] = w.Boards
	}
	res.report = compare.Witnesses(n, ws...)
	for _, s := range res.report.Witnesses {
		e := res.witness(s.Name)
		e["count"] = s.Count
		e["distinct"] = s.Distinct
		e["duplicates"] = s.Duplicates
		e["invalid"] = s.Invalid
		e["classes"] = s.Classes
		e["orbits"] = s.Orbits
		e["seconds"] = round(secs[s.Name])
	}
	for _, st := range verifySteps {
		if err := st.run(ctx, n, opt, res); err != nil {
			return nil, fmt.Errorf("%s: %w", st.name, err)
		}
	}
	res.Checks = res.report.Checks
	res.Agree = res.report.Verdict() == compare.Agree
	res.Seconds = round(time.Since(start).Seconds())
	return res, nil
}

// round keeps times to the millisecond in the JSON output.
func round(s float64) float64 {
	return float64(int64(s*1000+0.5)) / 1000
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// verifyRow is the format of one size's line in verify's text output:
// n, solutions, classes, verdict and time.
const verifyRow = "%3d  %10s  %8s  %-8s  %.2fs\n"

func printVerifyLine(w io.Writer, res *verifyResult) {
	rep := res.report
	count, classes := "-", "-"
	if len(rep.Witnesses) > 0 {
		count = fmt.Sprint(rep.Witnesses[0].Count)
		classes = fmt.Sprint(rep.Witnesses[0].Classes)
		for _, s := range rep.Witnesses[1:] {
			if s.Count != rep.Witnesses[0].Count {
				count = "differ"
			}
			if s.Classes != rep.Witnesses[0].Classes {
				classes = "differ"
			}
		}
	}
	fmt.Fprintf(w, verifyRow, res.N, count, classes, rep.Verdict(), res.Seconds)
	for _, note := range res.notes {
		fmt.Fprintf(w, "     %s\n", note)
	}
	if res.Agree {
		return
	}
	for _, s := range rep.Witnesses {
		fmt.Fprintf(w, "     %s: %d boards, %d distinct, %d invalid, %d classes\n", s.Name, s.Count, s.Distinct, s.Invalid, s.Classes)
	}
	for _, f := range rep.Failures() {
		fmt.Fprintf(w, "     %s %s: %s\n", f.Name, f.Witnesses, f.Detail)
	}
}
