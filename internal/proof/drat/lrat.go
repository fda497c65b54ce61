package drat

import (
	"bufio"
	"io"
	"slices"
	"strconv"
)

// rupHints is rup that also returns the hints of a RUP lemma c (sorted,
// each literal once): the indices of the clauses that, with the negation
// of c assumed, become unit one after the other, the top level's reasons
// included, then the clause made false. A lemma true by a literal and its
// negation (a tautology) has no hints.
func (s *store) rupHints(c []lit) (bool, []int32) {
	if s.conflict {
		return true, s.analyze(s.topConfl)
	}
	for _, l := range c {
		s.inLemma[l.v()] = true
	}
	defer func() {
		for _, l := range c {
			s.inLemma[l.v()] = false
		}
	}()
	defer s.backtrack()
	for _, l := range c {
		switch s.val[l] {
		case 1:
			// True at the top level, or a tautology (its negation was
			// assumed just before, without reason).
			r := s.reason[l.v()]
			if r == noReason {
				return true, nil
			}
			return true, s.analyze(r)
		case 0:
			s.assign(l.neg(), noReason)
		}
	}
	if s.propagate() {
		return false, nil
	}
	return true, s.analyze(s.confl)
}

// analyze returns the hints of a conflict on clause confl: walking the
// trail back from its end, the reason of each variable the conflict
// rests on, then confl, in trail order. The lemma's own variables are
// assumed, not explained.
func (s *store) analyze(confl int32) []int32 {
	hints := []int32{confl}
	mark := func(id int32, except int) {
		for _, l := range s.lits(int(id)) {
			if v := l.v(); v != except && !s.inLemma[v] {
				s.seen[v] = true
			}
		}
	}
	mark(confl, -1)
	for i := len(s.trail) - 1; i >= 0; i-- {
		v := s.trail[i].v()
		if !s.seen[v] {
			continue
		}
		s.seen[v] = false
		if r := s.reason[v]; r != noReason {
			hints = append(hints, r)
			mark(r, v)
		}
	}
	slices.Reverse(hints)
	return hints
}

// lratWriter writes an LRAT proof in text, clause numbers being store
// indices plus one. A nil *lratWriter writes nothing.
type lratWriter struct {
	w   *bufio.Writer
	buf []byte
	err error
}

func newLRATWriter(w io.Writer) *lratWriter {
	return &lratWriter{w: bufio.NewWriterSize(w, 64<<10)}
}

// lemma writes lemma number id, its literals as written (each once, the
// first literal first), and its hints.
func (o *lratWriter) lemma(id int, lits []int, hints []int32) {
	if o == nil || o.err != nil {
		return
	}
	b := strconv.AppendInt(o.buf[:0], int64(id), 10)
	for i, l := range lits {
		if slices.Contains(lits[:i], l) {
			continue
		}
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(l), 10)
	}
	b = append(b, " 0"...)
	for _, h := range hints {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(h)+1, 10)
	}
	b = append(b, " 0\n"...)
	o.buf = b
	_, o.err = o.w.Write(b)
}

// deletion writes the deletion of the clause of index del, after the
// clause numbered last.
func (o *lratWriter) deletion(last, del int) {
	if o == nil || o.err != nil {
		return
	}
	b := strconv.AppendInt(o.buf[:0], int64(last), 10)
	b = append(b, " d "...)
	b = strconv.AppendInt(b, int64(del)+1, 10)
	b = append(b, " 0\n"...)
	o.buf = b
	_, o.err = o.w.Write(b)
}

// flush writes what is buffered and returns the first write error.
func (o *lratWriter) flush() error {
	if o.err != nil {
		return o.err
	}
	return o.w.Flush()
}
