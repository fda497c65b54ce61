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

// lratWriter writes an LRAT proof in text. Clause numbers follow the
// store's indices: the formula's clauses are 1..m, as given; a formula
// clause that repeats a literal (and is no tautology) is first restated
// without the repeats, as lemmas m+1, m+2, ... that follow from it
// alone, and the original deleted, so that every hint names a clause
// whose literals are distinct (a checker that reads clauses as written,
// as cake_lpr does, counts a repeated literal twice and finds no unit);
// the store's later clauses come after those lemmas. A nil *lratWriter
// writes nothing.
type lratWriter struct {
	w      *bufio.Writer
	buf    []byte
	err    error
	m      int64           // the formula's clauses
	copies map[int32]int64 // a formula clause's index: the number of its restatement
	shift  int64           // the number of restatements
}

func newLRATWriter(w io.Writer) *lratWriter {
	return &lratWriter{w: bufio.NewWriterSize(w, 64<<10)}
}

// restate writes the restatement of each formula clause that repeats a
// literal and is no tautology, its literals each once, then the
// deletion of those clauses.
func (o *lratWriter) restate(clauses [][]int) {
	if o == nil {
		return
	}
	m := int64(len(clauses))
	o.m = m
	var dels []int64
	for i, c := range clauses {
		distinct := distinctLits(c)
		if len(distinct) == len(c) || tautology(distinct) {
			continue
		}
		if o.copies == nil {
			o.copies = map[int32]int64{}
		}
		o.shift++
		o.copies[int32(i)] = m + o.shift
		o.line(m+o.shift, distinct, []int64{int64(i) + 1})
		dels = append(dels, int64(i)+1)
	}
	if len(dels) > 0 {
		o.deletions(m+o.shift, dels)
	}
}

// distinctLits returns c's literals, each once, in their first order.
func distinctLits(c []int) []int {
	out := make([]int, 0, len(c))
	for _, l := range c {
		if !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// tautology reports whether c holds a literal and its negation.
func tautology(c []int) bool {
	for _, l := range c {
		if slices.Contains(c, -l) {
			return true
		}
	}
	return false
}

// id returns the number in the LRAT of the store's clause of index i.
func (o *lratWriter) id(i int32) int64 {
	if c, ok := o.copies[i]; ok {
		return c
	}
	if int64(i) >= o.m {
		return int64(i) + 1 + o.shift
	}
	return int64(i) + 1
}

// lemma writes the store's clause of index i, a lemma, with its literals
// as written (each once) and its hints, store indices.
func (o *lratWriter) lemma(i int, lits []int, hints []int32) {
	if o == nil || o.err != nil {
		return
	}
	ids := make([]int64, len(hints))
	for k, h := range hints {
		ids[k] = o.id(h)
	}
	o.line(o.id(int32(i)), distinctLits(lits), ids)
}

// line writes lemma number id, its literals and its hints.
func (o *lratWriter) line(id int64, lits []int, hints []int64) {
	if o.err != nil {
		return
	}
	b := strconv.AppendInt(o.buf[:0], id, 10)
	for _, l := range lits {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(l), 10)
	}
	b = append(b, " 0"...)
	for _, h := range hints {
		b = append(b, ' ')
		b = strconv.AppendInt(b, h, 10)
	}
	b = append(b, " 0\n"...)
	o.buf = b
	_, o.err = o.w.Write(b)
}

// deletion writes the deletion of the store's clause of index del, when
// the store holds n clauses.
func (o *lratWriter) deletion(n, del int) {
	if o == nil || o.err != nil {
		return
	}
	o.deletions(int64(n)+o.shift, []int64{o.id(int32(del))})
}

// deletions writes the deletion of the clauses numbered ids, after the
// clause numbered last.
func (o *lratWriter) deletions(last int64, ids []int64) {
	if o.err != nil {
		return
	}
	b := strconv.AppendInt(o.buf[:0], last, 10)
	b = append(b, " d"...)
	for _, id := range ids {
		b = append(b, ' ')
		b = strconv.AppendInt(b, id, 10)
	}
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
