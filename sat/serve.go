package sat

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/encode"
)

// Serve is the body of a worker process. It reads a job stream from r: a
// problem message, the clauses it announces, then cube messages until the
// end of r. It answers each cube on w, in the order the cubes came, with
// one model message per model that the Block loop of Models (or, in
// Enumerate mode, gophersat's Enumerate helper) finds on the formula plus
// the cube's literals as unit clauses (the true projected variables,
// unfiltered), then, when the problem asks for proofs, one lemma message
// per lemma of the proof of the cube's final Unsat (see Options.OnProof),
// then a done message with the cube's statistics;
// or, when the cube cannot be enumerated, with a fail message, after which
// it stops. Output is flushed after each cube.
//
// Serve returns nil at the end of r, ctx's error when ctx is done (seen
// between cubes and between models; a blocked read is not interrupted),
// and otherwise the first read, write, protocol or enumeration error.
func Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	rd := NewReader(r)
	bw := bufio.NewWriterSize(w, 64<<10)
	head, err := rd.Read()
	switch {
	case errors.Is(err, io.EOF):
		return errors.New("job stream ended before its problem message")
	case err != nil:
		return err
	case head.Kind != MsgProblem:
		return fmt.Errorf("job stream starts with a %v message, want problem", head.Kind)
	case head.Vars > encode.MaxVars:
		return fmt.Errorf("problem declares %d variables, more than %d", head.Vars, encode.MaxVars)
	}
	clauses := make([]encode.Clause, 0, min(head.Clauses, 1<<16))
	for len(clauses) < head.Clauses {
		m, err := rd.Read()
		if errors.Is(err, io.EOF) {
			return fmt.Errorf("job stream ended after %d of its %d clauses", len(clauses), head.Clauses)
		}
		if err != nil {
			return err
		}
		if m.Kind != MsgClause {
			return fmt.Errorf("got a %v message after %d of the problem's %d clauses", m.Kind, len(clauses), head.Clauses)
		}
		if l := maxLit(m.Lits); int(l.Var()) > head.Vars {
			return fmt.Errorf("clause %d: literal %v is beyond the problem's %d variables", len(clauses)+1, l, head.Vars)
		}
		clauses = append(clauses, encode.Clause(m.Lits))
	}
	cf := newCubeFormula(clauses, head.Vars)
	opt := Options{Mode: head.Mode, Project: head.Project, Exact: head.Exact}
	var line []byte
	write := func(m Message) error {
		var err error
		if line, err = AppendMessage(line[:0], m); err != nil {
			return err
		}
		_, err = bw.Write(line)
		return err
	}
	if head.Proof {
		opt.OnProof = func(cube int, lemmas [][]encode.Lit) error {
			for _, l := range lemmas {
				if err := write(Message{Kind: MsgLemma, ID: cube, Lits: l}); err != nil {
					return err
				}
			}
			return nil
		}
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		m, err := rd.Read()
		if errors.Is(err, io.EOF) {
			return bw.Flush()
		}
		if err != nil {
			return err
		}
		if m.Kind != MsgCube {
			return fmt.Errorf("got a %v message, want cube", m.Kind)
		}
		if l := maxLit(m.Lits); int(l.Var()) > head.Vars {
			return fmt.Errorf("cube %d: literal %v is beyond the problem's %d variables", m.ID, l, head.Vars)
		}
		st, err := cf.enumerate(ctx, m.ID, m.Lits, opt, func(vars []encode.Var) error {
			return write(Message{Kind: MsgModel, ID: m.ID, True: vars})
		})
		if err != nil {
			// The fail message is best effort: a write error is what
			// stopped the cube, or the parent has gone away.
			_ = write(Message{Kind: MsgFail, ID: m.ID, Text: err.Error()})
			_ = bw.Flush()
			return fmt.Errorf("cube %d: %w", m.ID, err)
		}
		if err := write(Message{Kind: MsgDone, ID: m.ID, Stats: st}); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
	}
}

// maxLit returns the literal of ls with the largest variable, 0 for none.
func maxLit(ls []encode.Lit) encode.Lit {
	var best encode.Lit
	for _, l := range ls {
		if l.Var() > best.Var() {
			best = l
		}
	}
	return best
}
