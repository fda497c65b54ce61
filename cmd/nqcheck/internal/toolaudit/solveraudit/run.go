package solveraudit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// Driver says how a tool is asked for the models.
type Driver int

const (
	// AllModels runs the tool once and reads every model (or the count)
	// from its output.
	AllModels Driver = iota
	// Blocking runs a solver that gives one model per call: after each
	// model the formula gets a clause that blocks its placement and the
	// solver is called again, until it answers UNSAT. One call per model:
	// for small n only.
	Blocking
	// Internal runs a tool inside nqcheck through Tool.Enumerate.
	Internal
	// Incremental runs an SMT solver once as a session on its standard
	// input: after each model an assertion blocking its placement and
	// another check-sat, until it answers unsat (see AuditModel).
	Incremental
)

// String names the driver: "all-models", "blocking", "internal" or
// "incremental".
func (d Driver) String() string {
	switch d {
	case AllModels:
		return "all-models"
	case Blocking:
		return "blocking"
	case Internal:
		return "internal"
	case Incremental:
		return "incremental"
	}
	return fmt.Sprintf("Driver(%d)", int(d))
}

// Placeholders in a tool's arguments.
const (
	// FileArg stands for the path of the CNF file; without it the CNF goes
	// to the tool's standard input.
	FileArg = "{}"
	// OutArg stands for the path of a result file that the tool writes
	// (minisat's second argument), read in the Bare format instead of the
	// standard output.
	OutArg = "{out}"
)

// Enumerator enumerates a formula's models inside nqcheck, calling visit
// with each model's true variables (all others false).
type Enumerator func(ctx context.Context, f *encode.CNF, visit func(trueVars []encode.Var) error) error

// Tool is the program under audit.
type Tool struct {
	// Name names it in findings and tables.
	Name string
	// Driver says how it is asked for the models.
	Driver Driver
	// Path and Args are the command (for AllModels and Blocking); Args
	// may hold FileArg and OutArg.
	Path string
	Args []string
	// Counter makes the audit read a count (s mc N, c s exact arb int N)
	// instead of requiring every model.
	Counter bool
	// Enumerate runs an Internal tool.
	Enumerate Enumerator
	// Language is the language of what the tool reads: DIMACS (the zero
	// value, audited by Audit on the CNF family) or a model language
	// (audited by AuditModel on cpmodel's family).
	Language cpmodel.Language
}

// Command returns the tool's command line as one string, or its name for
// an internal tool.
func (t Tool) Command() string {
	if t.Driver == Internal {
		return t.Name + " (inside nqcheck)"
	}
	return strings.Join(append([]string{t.Path}, t.Args...), " ")
}

// Limits bound each run of a tool.
type Limits struct {
	// Timeout bounds each run's wall time (each call of the blocking
	// loop); 0 means no limit.
	Timeout time.Duration
	// MaxOutput caps the bytes read from each run's standard output,
	// and from its result file; 0 means no cap.
	MaxOutput int64
	// MaxFindings caps the findings a Case lists (all are counted); 0
	// means 20.
	MaxFindings int
	// TempDir holds the temporary CNF and result files; "" means
	// os.TempDir().
	TempDir string
}

// Audit runs tool on member m, checks what it printed against want (the
// member's sorted reference set, see Reference), and returns the case. The
// error is an I/O failure of the audit itself (a temporary file that
// cannot be written); everything the tool does, including failing to
// start, is a finding. When ctx ends the run is killed and the case is
// incomplete.
func Audit(ctx context.Context, tool Tool, m *encode.Member, want []board.Solution, lim Limits) (*Case, error) {
	if tool.Language != cpmodel.DIMACS {
		return nil, fmt.Errorf("solveraudit: %s reads %s, not DIMACS (see AuditModel)", tool.Name, tool.Language)
	}
	if lim.MaxFindings <= 0 {
		lim.MaxFindings = 20
	}
	c := &Case{Tool: tool.Name, N: m.N, Encoding: m.Encoding.String(), Vars: m.CNF.Vars, Clauses: len(m.CNF.Clauses),
		Expected: uint64(len(want)), Findings: []Finding{}, Complete: true}
	if m.Shuffled {
		seed := m.Seed
		c.Seed = &seed
	}
	a := &auditor{caseAudit: caseAudit{tool: tool, lim: lim, c: c}, m: m}
	a.chk = newChecker(m, want, a.add)
	a.call = &a.chk.call
	start := time.Now()
	var err error
	switch tool.Driver {
	case AllModels:
		err = a.allModels(ctx)
	case Blocking:
		err = a.blocking(ctx)
	case Internal:
		err = a.internal(ctx)
	case Incremental:
		err = fmt.Errorf("solveraudit: the incremental driver runs SMT-LIB models (AuditModel), not CNF")
	default:
		err = fmt.Errorf("solveraudit: unknown driver %v", tool.Driver)
	}
	c.Seconds = time.Since(start).Seconds()
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		c.Complete = false
	}
	c.Printed = a.chk.printed
	c.ProofLemmas = a.proofLemmas
	if !tool.Counter || a.chk.printed > 0 {
		c.Models = result.KnownInt(a.chk.valid)
	}
	if c.Complete && a.callsOK {
		a.finish()
	}
	c.Verdict = result.VerdictOf(a.failed, c.Complete)
	return c, nil
}

// caseAudit is the pipeline both audits run a tool through, the audit of
// a formula (auditor) and of a model (modelAuditor): the tool, its limits
// and the case it fills, the findings filed in it (add), a run the time
// limit or the output cap ended (stopped), a crash (crashed), and the
// first unsatisfiable answer, which each audit weighs at its end.
type caseAudit struct {
	tool Tool
	lim  Limits
	c    *Case
	// call is the checker's number of the current call, which a finding
	// that names none is filed under.
	call *int
	// unsatLine is the line (and call) of an unsatisfiable answer given
	// before any model or solution, 0 if none.
	unsatLine, unsatCall int
	failed               bool // a finding that is not a stop was made
}

// add files f in the case, under the current call when it names none.
func (a *caseAudit) add(f Finding) {
	f.Seed = a.c.Seed
	if f.Call == 0 {
		f.Call = *a.call
	}
	a.failed = record(a.c, f, a.lim.MaxFindings) || a.failed
}

// stopped files the finding of a run that the time limit or the output
// cap ended (with counted, naming lines, the output lines read), and
// reports whether the run was stopped at all (a cancelled run files
// nothing).
func (a *caseAudit) stopped(out child.Outcome, lines int, counted bool) bool {
	f, stopped := stopFinding(out, a.lim, lines, counted)
	if f.Kind != "" {
		a.add(f)
	}
	return stopped
}

// crashed reports an exit by a signal or with a status not among ok as a
// crash at line, naming the last line of standard error.
func (a *caseAudit) crashed(out child.Outcome, line int, ok ...int) bool {
	if out.Signal == "" && slices.Contains(ok, out.ExitCode) {
		return false
	}
	a.add(Finding{Kind: Crash, Line: line, Detail: crashDetail(out)})
	return true
}

// auditor is the state of one Audit.
type auditor struct {
	caseAudit
	m         *encode.Member
	chk       *checker
	callsOK   bool       // every run ended by itself with a readable answer
	last      Transcript // the last run's transcript
	exitUnsat bool       // exit status 20 with no model and no status line
	// proofLemmas are the lemmas of the proofs checked (ProofArg).
	proofLemmas int
}

// record adds f to case c, naming the case's tool, size and encoding, and
// keeps at most maxFindings of them while counting all. A finding that
// stops the run makes the case incomplete; it reports whether f is one
// of the others, a failure.
func record(c *Case, f Finding, maxFindings int) (failed bool) {
	f.Tool, f.N, f.Encoding = c.Tool, c.N, c.Encoding
	c.FindingsTotal++
	if len(c.Findings) < maxFindings {
		c.Findings = append(c.Findings, f)
	}
	if f.Kind.Stops() {
		c.Complete = false
		return false
	}
	return true
}

// run runs the tool once on f and feeds its models to the checker.
func (a *auditor) run(ctx context.Context, f *encode.CNF) (ok bool, err error) {
	a.c.Calls++
	a.chk.call = a.c.Calls
	var text bytes.Buffer
	if err := encode.WriteDIMACS(&text, f); err != nil {
		return false, err
	}
	var files runFiles
	defer func() {
		for _, p := range files.temp {
			if rmErr := os.Remove(p); rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) && err == nil {
				err = rmErr
			}
		}
	}()
	args, stdin, err := a.toolArgs(text.Bytes(), &files)
	if err != nil {
		return false, err
	}
	spec := child.Spec{Path: a.tool.Path, Args: args, Stdin: stdin, Timeout: a.lim.Timeout, MaxOutput: a.lim.MaxOutput}
	var t Transcript
	var readErr error
	models := 0 // of this run
	visit := func(md Model) error {
		models++
		a.chk.model(md)
		return nil
	}
	out, runErr := child.Run(ctx, spec, func(r io.Reader) error {
		if files.out != "" {
			_, err := io.Copy(io.Discard, r)
			return err
		}
		t, readErr = Read(r, Competition, f.Vars, visit)
		return readErr
	})
	if runErr != nil && out.Duration == 0 {
		a.add(startFailure(runErr))
		return false, nil
	}
	if runErr != nil {
		return false, runErr
	}
	a.c.ExitCode = out.ExitCode
	if a.stopped(out, t.Lines, true) {
		return false, nil
	}
	if files.out != "" {
		capped, err := a.readResultFile(files.out, f.Vars, visit, &t)
		if capped || err != nil {
			return false, err
		}
	}
	a.last = t
	if a.crashedAt(out, t) {
		return false, nil
	}
	if t.UnsatLine > 0 && a.chk.printed == 0 && a.unsatLine == 0 {
		a.unsatLine, a.unsatCall = t.UnsatLine, a.c.Calls
	}
	if out.ExitCode == 20 && t.Status == NoStatus && a.chk.printed == 0 {
		a.exitUnsat, a.unsatCall = true, a.c.Calls
	}
	if files.proof != "" && models == 0 && (t.Status == Unsat || (t.Status == NoStatus && out.ExitCode == 20)) {
		if err := a.checkProof(ctx, f, files.proof); err != nil {
			return false, err
		}
	}
	a.c.Status = string(t.Status)
	if a.c.Status == "" {
		switch out.ExitCode {
		case 10:
			a.c.Status = string(Sat)
		case 20:
			a.c.Status = string(Unsat)
		}
	}
	return true, nil
}

// runFiles are the temporary files of one run of the tool: the formula,
// the result file and the proof ("" when the arguments name none), and
// every one created, for the caller to remove.
type runFiles struct {
	cnf, out, proof string
	temp            []string
}

// toolArgs returns the tool's arguments with ProofArg, OutArg and FileArg
// replaced by the paths of temporary files that it creates (the formula's
// holds text), and the tool's standard input: text, or nil when the
// formula is passed as a file. files lists what it created, also on an
// error.
func (a *auditor) toolArgs(text []byte, files *runFiles) ([]string, io.Reader, error) {
	args := slices.Clone(a.tool.Args)
	var stdin io.Reader = bytes.NewReader(text)
	// temp returns the path *path of a temporary file, created on first
	// use.
	temp := func(path *string, pattern string, data []byte) (string, error) {
		if *path == "" {
			p, err := writeTemp(a.lim.TempDir, pattern, data)
			if err != nil {
				return "", err
			}
			*path = p
			files.temp = append(files.temp, p)
		}
		return *path, nil
	}
	for i, arg := range args {
		var placeholder, p string
		var err error
		switch {
		case strings.Contains(arg, ProofArg):
			placeholder = ProofArg
			p, err = temp(&files.proof, "nqcheck-*.drat", nil)
		case strings.Contains(arg, OutArg):
			placeholder = OutArg
			p, err = temp(&files.out, "nqcheck-*.out", nil)
		case strings.Contains(arg, FileArg):
			placeholder = FileArg
			p, err = temp(&files.cnf, "nqcheck-*.cnf", text)
			stdin = nil
		default:
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		args[i] = strings.ReplaceAll(arg, placeholder, p)
	}
	return args, stdin, nil
}

// stopped reports whether the run ended before its answer: cancelled, or
// killed at the time limit or the output cap (a finding each).
// crashedAt files the transcript's unreadable lines, and reports whether
// the tool crashed: killed by a signal, or an exit status other than 0,
// 10, 20 and 30 (a finding, with its last error line).
func (a *auditor) crashedAt(out child.Outcome, t Transcript) bool {
	for _, b := range t.Bad {
		a.add(Finding{Kind: Unreadable, Line: b.Line, Solution: "", Detail: fmt.Sprintf("%s: %q", b.Why, b.Text)})
	}
	if extra := t.BadTotal - len(t.Bad); extra > 0 {
		a.add(Finding{Kind: Unreadable, Detail: fmt.Sprintf("%d more unreadable lines", extra)})
	}
	return a.crashed(out, t.Lines, 0, 10, 20, 30)
}

// startFailure is the finding of a tool that could not be started.
func startFailure(err error) Finding {
	return Finding{Kind: Crash, Detail: fmt.Sprintf("the tool could not be started: %v", err)}
}

// stopFinding returns the finding of a run that the time limit or the
// output cap ended (with counted, lines is how many output lines were
// read, which the finding names as its line), and whether the run was
// stopped at all: a run cancelled through its context was, with no
// finding (Kind "").
func stopFinding(out child.Outcome, lim Limits, lines int, counted bool) (Finding, bool) {
	line := 0
	if counted {
		line = lines
	}
	switch {
	case out.Cancelled:
		return Finding{}, true
	case out.TimedOut:
		detail := fmt.Sprintf("killed after %v (the time limit), with its process group", lim.Timeout)
		if counted {
			detail += fmt.Sprintf("; %d output lines read", lines)
		}
		return Finding{Kind: Timeout, Line: line, Detail: detail}, true
	case out.Truncated:
		return Finding{Kind: OutputCap, Line: line, Detail: fmt.Sprintf("killed after %d bytes of output (the cap)", out.OutputBytes)}, true
	}
	return Finding{}, false
}

// crashDetail says how a run that ended badly ended: its exit status or
// the signal that killed it, and its last line of standard error.
func crashDetail(out child.Outcome) string {
	how := fmt.Sprintf("exit status %d", out.ExitCode)
	if out.Signal != "" {
		how = "killed by signal " + out.Signal
	}
	if tail := lastLine(out.Stderr); tail != "" {
		how += "; its last error line: " + tail
	}
	return how
}

// writeTemp writes data to a new temporary file and returns its path.
func writeTemp(dir, pattern string, data []byte) (string, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return "", err
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil {
		werr = cerr
	}
	if werr != nil {
		os.Remove(f.Name())
		return "", werr
	}
	return filepath.Clean(f.Name()), nil
}

// lastLine returns the last non-empty line of b, cut to 200 bytes.
func lastLine(b []byte) string {
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	return text.Clip(strings.TrimSpace(lines[len(lines)-1]), 200)
}

func (a *auditor) allModels(ctx context.Context) error {
	ok, err := a.run(ctx, a.m.CNF)
	a.callsOK = ok
	return err
}

// blocking runs the one-model-per-call loop: each model's placement is
// blocked and the solver called again, until it answers UNSAT, gives no
// model, or repeats one (which the blocking clause forbids). It stops
// after more models than the formula has.
func (a *auditor) blocking(ctx context.Context) error {
	f := &encode.CNF{Vars: a.m.CNF.Vars, Clauses: slices.Clone(a.m.CNF.Clauses), Comments: a.m.CNF.Comments}
	want := len(a.chk.want)
	for {
		before, findings := a.chk.printed, a.c.FindingsTotal
		ok, err := a.run(ctx, f)
		if err != nil || !ok {
			return err
		}
		if a.chk.printed == before {
			// No model: the loop's end if the answer is UNSAT; else what
			// is missing is not known.
			if a.last.Status != Unsat && a.c.ExitCode != 20 {
				a.add(Finding{Kind: Unreadable, Detail: "the solver gave neither a model nor UNSAT"})
				return nil
			}
			a.callsOK = true
			return nil
		}
		if a.c.FindingsTotal > findings {
			// A repeated or broken model: calling again could loop, and
			// what is missing is not known.
			return nil
		}
		if a.chk.printed > want {
			a.add(Finding{Kind: WrongCount, Detail: fmt.Sprintf("the blocking loop got %d distinct models, but the formula has %d", a.chk.printed, want)})
			return nil
		}
		for _, s := range a.chk.got[len(a.chk.got)-(a.chk.printed-before):] {
			f.Clauses = append(f.Clauses, blockClause(a.m, s))
		}
		if ctx.Err() != nil {
			return nil
		}
	}
}

// blockClause returns the clause that excludes solution s's placement.
func blockClause(m *encode.Member, s board.Solution) encode.Clause {
	n := m.N
	cl := make(encode.Clause, 0, n*n)
	for i, v := range m.Show {
		if s[i/n] == i%n {
			cl = append(cl, v.Neg())
		} else {
			cl = append(cl, v.Pos())
		}
	}
	return cl
}

func (a *auditor) internal(ctx context.Context) error {
	if a.tool.Enumerate == nil {
		return errors.New("solveraudit: internal tool without an Enumerate function")
	}
	a.c.Calls = 1
	line := 0
	err := a.tool.Enumerate(ctx, a.m.CNF, func(trueVars []encode.Var) error {
		line++
		vals := make([]encode.Value, a.m.CNF.Vars+1)
		for v := 1; v < len(vals); v++ {
			vals[v] = encode.False
		}
		for _, v := range trueVars {
			if v < 1 || int(v) >= len(vals) {
				return fmt.Errorf("model variable %d outside 1..%d", v, a.m.CNF.Vars)
			}
			vals[v] = encode.True
		}
		a.chk.model(Model{Line: line, Vals: vals})
		if a.chk.printed > 2*len(a.chk.want)+10 {
			return errTooMany
		}
		return nil
	})
	switch {
	case err == nil:
		a.callsOK = true
	case errors.Is(err, errTooMany):
		a.callsOK = true
	case ctx.Err() != nil:
	default:
		a.add(Finding{Kind: Crash, Detail: err.Error()})
	}
	return nil
}

var errTooMany = errors.New("more than twice the expected models")

// readResultFile reads the result file a run wrote at path into t, within
// Limits.MaxOutput; capped is true, with the finding added, when the file
// is larger.
func (a *auditor) readResultFile(path string, vars int, visit func(Model) error, t *Transcript) (capped bool, err error) {
	file, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer file.Close()
	*t, err = Read(bound.NewReader(file, 0, a.lim.MaxOutput), Bare, vars, visit)
	if bound.IsError(err) {
		a.add(Finding{Kind: OutputCap, Line: t.Lines, Detail: fmt.Sprintf("its result file is larger than %d bytes (the cap)", a.lim.MaxOutput)})
		return true, nil
	}
	return false, err
}
