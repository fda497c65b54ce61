package solveraudit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// Rejected: the tool refused the model (a compile, type or parse error)
// without answering. The model is valid, so this is a fault of the tool
// or of its installation, reported with the tool's first error line; it
// is not a wrong answer.
const Rejected Kind = "model-rejected"

// stderrKeep is how much of a model run's standard error is kept: enough
// to hold MiniZinc's error after its warnings.
const stderrKeep = 256 << 10

// AuditModel runs tool (whose Language is m's) on the constraint or SMT
// model m, checks the solutions it printed against want (the sorted
// reference set, see ModelReference) and returns the case, as Audit does
// for the CNF family. A MiniZinc tool is run once and must print every
// solution; an SMT tool is driven by the blocking loop, as one
// incremental session on its standard input (Incremental) or one run per
// model (Blocking). The error is an I/O failure of the audit itself.
func AuditModel(ctx context.Context, tool Tool, m *cpmodel.Model, want []board.Solution, lim Limits) (*Case, error) {
	if lim.MaxFindings <= 0 {
		lim.MaxFindings = 20
	}
	c := &Case{Tool: tool.Name, N: m.N, Encoding: m.Encoding.String(), Expected: uint64(len(want)), Findings: []Finding{}, Complete: true}
	a := &modelAuditor{caseAudit: caseAudit{tool: tool, lim: lim, c: c}, m: m}
	a.chk = newPlaceChecker(m, want, a.add)
	a.call = &a.chk.call
	start := time.Now()
	var err error
	switch {
	case tool.Language != m.Encoding.Language:
		err = fmt.Errorf("solveraudit: %s reads %s, not the %s model", tool.Name, tool.Language, m.Encoding)
	case tool.Language == cpmodel.MiniZinc && tool.Driver == AllModels:
		err = a.miniZinc(ctx)
	case tool.Language == cpmodel.SMTLIB && tool.Driver == Incremental:
		err = a.session(ctx)
	case tool.Language == cpmodel.SMTLIB && tool.Driver == Blocking:
		err = a.rerun(ctx)
	default:
		err = fmt.Errorf("solveraudit: no %v driver for %s", tool.Driver, tool.Language)
	}
	c.Seconds = time.Since(start).Seconds()
	if err != nil {
		return nil, err
	}
	if ctx.Err() != nil {
		c.Complete = false
	}
	c.Printed = a.chk.printed
	c.Models = result.KnownInt(a.chk.valid)
	switch {
	case a.unsatLine > 0 || a.ended && a.tool.Language == cpmodel.SMTLIB:
		c.Status = string(Unsat) // the blocking loop ends with unsat
	case a.chk.printed > 0:
		c.Status = string(Sat)
	}
	if c.Complete && a.ended {
		a.finish()
	}
	c.Verdict = result.VerdictOf(a.failed, c.Complete)
	return c, nil
}

// modelAuditor is the state of one AuditModel.
type modelAuditor struct {
	caseAudit
	m   *cpmodel.Model
	chk *placeChecker
	// ended is true when the search ended by itself with a final answer
	// (MiniZinc's ========== or =====UNSATISFIABLE=====, an SMT unsat).
	ended bool
	// claims are the numbers of solutions the tool stated.
	claims []Claim
}

// finish adds the findings that need the whole search: missing solutions,
// an unsatisfiable answer for a satisfiable model, and stated numbers of
// solutions that are wrong.
func (a *modelAuditor) finish() {
	defer a.checkClaims()
	if len(a.chk.want) > 0 && a.chk.printed == 0 && a.unsatLine > 0 {
		a.add(Finding{Kind: UnsatClaimed, Call: a.unsatCall, Line: a.unsatLine,
			Detail: fmt.Sprintf("unsatisfiable claimed, but the model has %d solutions", len(a.chk.want))})
		return
	}
	a.chk.missing()
}

// launch runs the tool once with input (the model, or the script) in the
// file {} stands for, or on its standard input (stdin, when not nil,
// instead), and hands its output to read. It reports a failure to start,
// a timeout, the output cap and a cancelled run as findings (or as
// nothing) and then returns ok false.
func (a *modelAuditor) launch(ctx context.Context, input string, stdin io.Reader, read func(io.Reader) error) (out child.Outcome, ok bool, err error) {
	a.c.Calls++
	a.chk.call = a.c.Calls
	args := slices.Clone(a.tool.Args)
	ext := map[cpmodel.Language]string{cpmodel.MiniZinc: ".mzn", cpmodel.SMTLIB: ".smt2"}[a.tool.Language]
	path := ""
	defer func() {
		if path != "" {
			if rmErr := os.Remove(path); rmErr != nil && !errors.Is(rmErr, os.ErrNotExist) && err == nil {
				err = rmErr
			}
		}
	}()
	for i, arg := range args {
		if strings.Contains(arg, FileArg) {
			if path == "" {
				if path, err = writeTemp(a.lim.TempDir, "nqcheck-*"+ext, []byte(input)); err != nil {
					return out, false, err
				}
			}
			args[i] = strings.ReplaceAll(arg, FileArg, path)
		}
	}
	if stdin == nil && path == "" {
		stdin = strings.NewReader(input)
	}
	spec := child.Spec{Path: a.tool.Path, Args: args, Stdin: stdin, Timeout: a.lim.Timeout, MaxOutput: a.lim.MaxOutput, StderrTail: stderrKeep}
	out, runErr := child.Run(ctx, spec, read)
	switch {
	case runErr != nil && out.Duration == 0:
		a.add(startFailure(runErr))
		return out, false, nil
	case runErr != nil:
		return out, false, runErr
	}
	a.c.ExitCode = out.ExitCode
	if a.stopped(out, 0, false) {
		return out, false, nil
	}
	return out, true, nil
}

// errorLine matches an error line; modelError one that says the model is
// at fault: "Error: type error: ...", "MiniZinc: evaluation error: ...".
var (
	errorLine  = regexp.MustCompile(`(?i)\berror\b`)
	modelError = regexp.MustCompile(`(?i)\b(type|syntax|evaluation|include|parse|flattening)\s+error\b`)
)

// firstErrorLine returns the first line of b that says error, cut to 200
// bytes, or "", and whether it blames the model (a compile error) rather
// than the tool (a solver that cannot be loaded, say).
func firstErrorLine(b []byte) (string, bool) {
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); errorLine.MatchString(l) {
			return text.Clip(l, 200), modelError.MatchString(l)
		}
	}
	return "", false
}

// miniZinc runs a MiniZinc tool once and reads every solution.
func (a *modelAuditor) miniZinc(ctx context.Context) error {
	var t MiniZincTranscript
	visit := func(s Solution) error {
		a.chk.solution(s)
		return nil
	}
	out, ok, err := a.launch(ctx, a.m.Text, nil, func(r io.Reader) error {
		var err error
		t, err = ReadMiniZinc(r, a.m, visit)
		return err
	})
	if err != nil || !ok {
		return err
	}
	if a.chk.printed == 0 && (out.ExitCode != 0 || t.ErrorLine > 0) && out.Signal == "" {
		msg, model := firstErrorLine(out.Stderr)
		switch {
		case model:
			a.add(Finding{Kind: Rejected, Detail: fmt.Sprintf("exit status %d, the tool's first error line: %s", out.ExitCode, msg)})
			return nil
		case msg != "":
			a.add(Finding{Kind: Crash, Detail: fmt.Sprintf("exit status %d before any solution, its first error line: %s", out.ExitCode, msg)})
			return nil
		}
	}
	for _, b := range t.Bad {
		a.add(Finding{Kind: Unreadable, Line: b.Line, Detail: fmt.Sprintf("%s: %q", b.Why, b.Text)})
	}
	if extra := t.BadTotal - len(t.Bad); extra > 0 {
		a.add(Finding{Kind: Unreadable, Detail: fmt.Sprintf("%d more unreadable lines", extra)})
	}
	if a.crashed(out, t.Lines, 0) {
		return nil
	}
	switch {
	case t.UnsatLine > 0 && a.chk.printed == 0:
		a.unsatLine, a.unsatCall, a.ended = t.UnsatLine, 1, true
	case t.UnsatLine > 0:
		a.add(Finding{Kind: Unreadable, Line: t.UnsatLine, Detail: fmt.Sprintf("=====UNSATISFIABLE===== after %d solutions", a.chk.printed)})
	case t.CompleteLine > 0:
		a.ended = true
	default:
		a.add(Finding{Kind: Unreadable, Line: t.Lines, Detail: "the output ends without ========== (search complete) or =====UNSATISFIABLE=====, so the search did not say it ended"})
		return nil
	}
	a.claims = t.Claims
	return nil
}

// checkClaims compares the numbers of solutions the tool stated with the
// known answer and with the solutions it printed.
func (a *modelAuditor) checkClaims() {
	want := len(a.chk.want)
	for _, cl := range a.claims {
		a.c.Claimed = result.Known(cl.Count)
		switch {
		case cl.Count != uint64(want):
			a.add(Finding{Kind: WrongCount, Line: cl.Line,
				Detail: fmt.Sprintf("the tool states %d solutions (%q) but the model has %d", cl.Count, cl.Text, want)})
		case a.chk.printed != want:
			a.add(Finding{Kind: WrongCount, Line: cl.Line,
				Detail: fmt.Sprintf("the tool states %d solutions (%q) but printed %d", cl.Count, cl.Text, a.chk.printed)})
		}
	}
}
