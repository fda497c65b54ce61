package drat

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Options configure Check.
type Options struct {
	// Format is the proof's format; Auto detects it.
	Format Format
	// AnyPivot, as drat-trim does, accepts a lemma that is RAT on any of
	// its literals when it is not RAT on the first one (still sound: a
	// RAT clause on any literal keeps the formula satisfiable).
	AnyPivot bool
	// ImplicitEmpty, as drat-trim does, accepts a proof that ends without
	// the empty clause when the clauses alive at its end conflict by unit
	// propagation alone: the empty clause is then RUP (Result.Implicit).
	ImplicitEmpty bool
	// KeepReasons, as drat-trim does, ignores the deletion of a clause
	// that implies a literal of the top level (a unit clause, or one
	// made unit): still sound, since every clause kept was derived
	// (Result.Kept counts them).
	KeepReasons bool
	// LRAT, when set, receives the proof in LRAT text as it is checked:
	// each lemma with its clause number and the hints the check found
	// (the clauses that became unit, in order, then the one made false),
	// each deletion by the numbers of the clauses it deleted. The
	// formula's clauses are numbered 1, 2, ... in the order of
	// Formula.Clauses; one that repeats a literal is restated first,
	// without the repeat (a lemma whose hint is the clause), so that no
	// hint names a clause with a literal twice. A RAT lemma is an *LRATError: the hints written
	// are those of RUP lemmas only.
	LRAT io.Writer
}

// LRATError is the error of Check when Options.LRAT is set and a lemma
// is RAT, not RUP: the proof may be valid DRAT, but no LRAT is written
// for it past that lemma.
type LRATError struct {
	// Line and Offset locate the lemma as in LemmaError.
	Line   int
	Offset int64
}

// Error says which lemma has no LRAT form here.
func (e *LRATError) Error() string {
	where := fmt.Sprintf("proof line %d", e.Line)
	if e.Line == 0 {
		where = fmt.Sprintf("proof byte %d", e.Offset)
	}
	return where + ": the lemma is RAT, not RUP: LRAT is written for RUP lemmas only"
}

// Result counts what Check did.
type Result struct {
	// Lemmas counts the lemmas checked, the empty clause included.
	Lemmas int
	// RAT counts the lemmas that needed the RAT check (not RUP).
	RAT int
	// Deletions counts the deletions done.
	Deletions int
	// Unmatched counts the deletions of a clause the store did not hold,
	// which are ignored (a solver may delete a clause twice).
	Unmatched int
	// Line is the line of the empty clause (its byte offset for a binary
	// proof).
	Line int64
	// Kept counts the deletions ignored by Options.KeepReasons.
	Kept int
	// Implicit reports a proof accepted with Options.ImplicitEmpty: it
	// ends without the empty clause, which follows from what it derived.
	Implicit bool
}

// LemmaError reports the first lemma of a proof that fails its check.
type LemmaError struct {
	// Line is the lemma's 1-based line in a text proof, 0 in a binary one.
	Line int
	// Offset is the lemma's byte offset in a binary proof.
	Offset int64
	// Lemma is the lemma, in DIMACS literals as written.
	Lemma []int
	// Msg says why it fails.
	Msg string
}

// Error names the lemma, where it is and why it fails.
func (e *LemmaError) Error() string {
	where := fmt.Sprintf("proof line %d", e.Line)
	if e.Line == 0 {
		where = fmt.Sprintf("proof byte %d", e.Offset)
	}
	return fmt.Sprintf("%s: lemma %s %s", where, clauseString(e.Lemma), e.Msg)
}

// ErrNoEmptyClause is the error of a proof that ends before it derives the
// empty clause: it refutes nothing.
var ErrNoEmptyClause = errors.New("the proof ends without the empty clause")

func clauseString(c []int) string {
	var b strings.Builder
	for _, l := range c {
		fmt.Fprintf(&b, "%d ", l)
	}
	b.WriteString("0")
	return b.String()
}

// Check checks that proof refutes f: each lemma, read in order, must be
// RUP or RAT on its first literal with respect to the formula's clauses
// and the lemmas before it, less the clauses deleted so far, and the proof
// must derive the empty clause; what follows the empty clause is not
// read. It returns the counts on success; a *LemmaError for the first
// lemma that fails, a *SyntaxError for a malformed proof, ErrNoEmptyClause
// when the proof ends first, or ctx's error when ctx is done (seen every
// 1024 steps).
func Check(ctx context.Context, f *Formula, proof io.Reader, opt Options) (Result, error) {
	s := newStore()
	s.keepReasons = opt.KeepReasons
	var buf []lit
	for _, c := range f.Clauses {
		buf = s.normalize(buf, c)
		s.add(buf)
	}
	return s.check(ctx, f, proof, opt)
}

func (s *store) check(ctx context.Context, f *Formula, proof io.Reader, opt Options) (res Result, err error) {
	rd, err := newStepReader(proof, opt.Format)
	if err != nil {
		return res, err
	}
	var out *lratWriter
	if opt.LRAT != nil {
		out = newLRATWriter(opt.LRAT)
		defer func() {
			if ferr := out.flush(); err == nil && ferr != nil {
				err = ferr
			}
		}()
	}
	out.restate(f.Clauses)
	var buf []lit
	for i := 0; ; i++ {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return res, err
			}
		}
		st, err := rd.next()
		if errors.Is(err, io.EOF) {
			return res, s.implicitEmpty(opt, out, &res)
		}
		if err != nil {
			return res, err
		}
		if st.del {
			buf = s.normalize(buf, st.lits)
			switch id := s.remove(buf); {
			case id >= 0:
				res.Deletions++
				out.deletion(len(s.cls), id)
			case id == kept:
				res.Kept++
			default:
				res.Unmatched++
			}
			continue
		}
		if s.dirty {
			s.repropagate()
		}
		var pivot lit
		if len(st.lits) > 0 {
			pivot = s.internal(st.lits[0])
		}
		buf = s.normalize(buf, st.lits)
		res.Lemmas++
		proved := false
		if out != nil {
			var hints []int32
			if proved, hints = s.rupHints(buf); proved {
				out.lemma(len(s.cls), st.lits, hints)
			}
		}
		if !proved && !s.rup(buf) {
			if len(buf) == 0 {
				return res, s.lemmaError(st, "(the empty clause) does not follow by unit propagation")
			}
			ok, against := s.rat(buf, pivot)
			for _, x := range st.lits[1:] {
				if ok || !opt.AnyPivot {
					break
				}
				ok, _ = s.rat(buf, s.internal(x))
			}
			if !ok {
				return res, s.lemmaError(st, fmt.Sprintf("is not RUP, and not RAT on %d: the resolvent with clause %s is not RUP", st.lits[0], clauseString(s.external(s.lits(against)))))
			}
			if out != nil {
				return res, &LRATError{Line: st.line, Offset: st.offset}
			}
			res.RAT++
		}
		if len(buf) == 0 {
			res.Line = int64(st.line)
			if st.line == 0 {
				res.Line = st.offset
			}
			return res, nil
		}
		s.add(buf)
	}
}

// implicitEmpty is the end of a proof without the empty clause:
// ErrNoEmptyClause, or with opt.ImplicitEmpty, nil when the clauses alive
// conflict at the top level (the empty clause, written to the LRAT).
func (s *store) implicitEmpty(opt Options, out *lratWriter, res *Result) error {
	if !opt.ImplicitEmpty {
		return ErrNoEmptyClause
	}
	if s.dirty {
		s.repropagate()
	}
	if !s.conflict {
		return ErrNoEmptyClause
	}
	if out != nil {
		out.lemma(len(s.cls), nil, s.analyze(s.topConfl))
	}
	res.Implicit = true
	return nil
}

func (s *store) lemmaError(st step, msg string) error {
	return &LemmaError{Line: st.line, Offset: st.offset, Lemma: append([]int(nil), st.lits...), Msg: msg}
}
