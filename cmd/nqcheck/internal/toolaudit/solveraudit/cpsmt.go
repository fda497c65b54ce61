package solveraudit

import (
	"context"
	"fmt"
	"io"
	"os"
)

// answerKind is what the answers to one check-sat said.
type answerKind int

const (
	answerEOF   answerKind = iota // the output ended first
	answerSat                     // sat, and the values that followed
	answerUnsat                   // unsat
	answerStop                    // anything else, reported as a finding
)

// query reads the answers to one check-sat (and its get-value, which
// getValue sends when not nil, after sat): the solution of a sat answer,
// or what else came. before is true while no check-sat has been answered:
// an error then is the tool rejecting the model.
func (a *modelAuditor) query(r *smtReader, before bool, getValue func() bool) (answerKind, Solution, error) {
	bad := func(line int, detail string) (answerKind, Solution, error) {
		a.add(Finding{Kind: Unreadable, Line: line, Detail: detail})
		return answerStop, Solution{}, nil
	}
	for {
		ans, err := r.next()
		if err == io.EOF {
			return answerEOF, Solution{}, nil
		}
		if err != nil {
			return answerStop, Solution{}, err
		}
		if ans.Why != "" {
			return bad(ans.Line, fmt.Sprintf("%s: %q", ans.Why, ans.Text))
		}
		if ans.Tree.isList {
			if l := ans.Tree.list; len(l) > 0 && !l[0].isList && l[0].atom == "error" {
				if before {
					a.add(Finding{Kind: Rejected, Line: ans.Line, Detail: "the tool's first error: " + ans.Text})
					return answerStop, Solution{}, nil
				}
				return bad(ans.Line, "the solver answered an error: "+ans.Text)
			}
			return bad(ans.Line, fmt.Sprintf("a list where sat, unsat or unknown was expected: %q", ans.Text))
		}
		switch ans.Tree.atom {
		case "success", "unsupported":
			continue // answers to commands before check-sat
		case "unsat":
			return answerUnsat, Solution{Line: ans.Line}, nil
		case "unknown":
			return bad(ans.Line, "the solver answered unknown: it did not decide the model")
		case "sat":
		default:
			return bad(ans.Line, fmt.Sprintf("not an answer to check-sat (sat, unsat, unknown or an error): %q", ans.Text))
		}
		if getValue != nil && !getValue() {
			return answerEOF, Solution{}, nil
		}
		vals, err := r.next()
		switch {
		case err == io.EOF:
			return bad(ans.Line, "sat, but the output ends before the values")
		case err != nil:
			return answerStop, Solution{}, err
		case vals.Why != "":
			return bad(vals.Line, fmt.Sprintf("%s: %q", vals.Why, vals.Text))
		}
		sol, why := smtSolution(a.m, vals)
		if why != "" {
			return bad(vals.Line, fmt.Sprintf("%s: %q", why, vals.Text))
		}
		return answerSat, sol, nil
	}
}

// session drives an SMT solver as one incremental session on its standard
// input: the model and a check-sat; after each sat a get-value, then an
// assertion blocking the placement and another check-sat; until unsat or
// a finding. The input is a pipe, so that each command is sent once the
// previous answer has been read.
func (a *modelAuditor) session(ctx context.Context) error {
	pr, pw, err := os.Pipe()
	if err != nil {
		return err
	}
	defer pr.Close()
	defer pw.Close()
	var kind answerKind
	var at int // the line of the last answer
	out, ok, err := a.launch(ctx, "", pr, func(r io.Reader) error {
		pr.Close() // the tool holds its own copy
		defer pw.Close()
		send := func(s string) bool {
			_, err := io.WriteString(pw, s)
			return err == nil // a tool that stopped reading is judged by its outcome
		}
		sr := newSMTReader(r)
		// A tool that stops reading the model (after an error, say) may
		// still have answered: its answers are read all the same.
		send(a.m.Text + "(check-sat)\n")
		getValue := func() bool { return send(a.m.GetValue()) }
		for {
			var sol Solution
			var err error
			kind, sol, err = a.query(sr, a.chk.printed == 0 && a.unsatLine == 0, getValue)
			at = sr.line
			if err != nil || kind != answerSat {
				if kind == answerUnsat {
					a.noteUnsat(sol.Line)
					send("(exit)\n")
				}
				return err
			}
			if _, good := a.chk.solution(sol); !good {
				send("(exit)\n")
				return nil
			}
			if !send(a.m.Block(sol.Vals) + "(check-sat)\n") {
				return nil
			}
		}
	})
	if err != nil || !ok {
		return err
	}
	switch {
	case kind == answerStop: // reported
	case a.crashed(out, at, 0):
	case kind == answerEOF:
		a.add(Finding{Kind: Unreadable, Line: at, Detail: "the output ends before the answer to check-sat"})
	case kind == answerUnsat:
		a.ended = true
	}
	return nil
}

// noteUnsat records an unsat answer at line, which ends the loop; before
// any solution it is the claim that the model is unsatisfiable.
func (a *modelAuditor) noteUnsat(line int) {
	if a.chk.printed == 0 && a.unsatLine == 0 {
		a.unsatLine, a.unsatCall = line, a.c.Calls
	}
}

// rerun drives an SMT solver by one run per model: each run reads the
// model, an assertion blocking each placement found so far, a check-sat
// and a get-value. After an unsat answer the get-value is an error, and
// the exit status is not read (cvc5 then exits with 1).
func (a *modelAuditor) rerun(ctx context.Context) error {
	var blocked [][]int
	for {
		var kind answerKind
		var sol Solution
		var lines int
		out, ok, err := a.launch(ctx, a.m.Script(blocked), nil, func(r io.Reader) error {
			sr := newSMTReader(r)
			var err error
			kind, sol, err = a.query(sr, len(blocked) == 0, nil)
			lines = sr.line
			return err
		})
		if err != nil || !ok {
			return err
		}
		switch kind {
		case answerUnsat:
			a.noteUnsat(sol.Line)
			a.ended = true
			return nil
		case answerStop:
			return nil
		case answerEOF:
			if !a.crashed(out, lines, 0) {
				a.add(Finding{Kind: Unreadable, Line: lines, Detail: "the output ends before the answer to check-sat"})
			}
			return nil
		}
		if a.crashed(out, lines, 0) {
			return nil
		}
		if _, good := a.chk.solution(sol); !good {
			return nil
		}
		blocked = append(blocked, sol.Vals)
		if ctx.Err() != nil {
			return nil
		}
	}
}
