package audit

import (
	"fmt"
	"slices"
)

// A search's trace: some programs print every placement they try, one
// queen more than the line before, or back to fewer, before the answer:
//
//	[ [ 0, 1 ] ]
//	[ [ 0, 1 ], [ 1, 3 ] ]
//	[ [ 0, 1 ], [ 1, 3 ], [ 2, 0 ] ]
//	[ [ 0, 1 ], [ 1, 3 ], [ 2, 0 ], [ 3, 2 ] ]
//	[ [ 0, 2 ] ]
//
// A line of fewer than n (row, col) pairs, the first rows' in order (a
// lone column or two would read as a count or a pair), is a step of
// such a trace when the trace began with one queen and the line keeps
// all but its last queen from the placement before it (a step back keeps
// fewer). Steps are skipped, and a note says so, not wrong solutions
// (with Options.Strict they are); the placements of n queens in the
// trace are read as solutions are, and the answer after it is judged as
// every answer is. Once a short line breaks the rule, it and every later
// one is a wrong number of columns.

// traceState follows a trace.
type traceState struct {
	prev   []int // the columns of the placement before, by row
	steps  int64 // the steps skipped
	first  int64 // the line of the first step
	start  int   // the first row's number in the pairs of the trace (0 or 1), once it has begun
	broken bool  // a short line broke the rule: no trace
}

// traceStep reports whether cols, the columns of the first rows of line
// no, which holds fewer than n queens, is a step of a trace; it is then
// skipped.
func (a *Auditor) traceStep(no int64, cols []int) bool {
	t := &a.trace
	k := len(cols)
	switch {
	case t.broken || a.opt.Strict || k == 0 || k >= a.n:
		return false
	case t.steps == 0 && k != 1,
		k > len(t.prev)+1 || !slices.Equal(cols[:k-1], t.prev[:k-1]),
		slices.ContainsFunc(cols, func(c int) bool { return c < 0 || c > a.n }):
		// (A column past the board's, 0- or 1-based, is no step.)
		t.broken = true
		return false
	}
	if t.steps == 0 {
		t.first = no
		a.note(fmt.Sprintf("line %d: a search's trace: lines of fewer than %d queens, each one queen more than the placement before it or a step back, are skipped", no, a.n))
	}
	t.steps++
	t.prev = append(t.prev[:0], cols...)
	return true
}

// traceAlone makes a wrong number of columns of a trace's one step when
// nothing else of the output was data: one queen alone is no trace.
func (a *Auditor) traceAlone() {
	t := &a.trace
	if t.steps != 1 || a.rep.DataLines != 1 {
		return
	}
	a.add(t.first, WrongLength, fmt.Sprintf("1 pair, want %d (a search's trace would show more than one placement)", a.n))
}

// tracePlaced follows a placement of n queens, its (row, col) pairs,
// through a trace.
func (a *Auditor) tracePlaced(pairs []int) {
	t := &a.trace
	if t.steps == 0 || t.broken {
		return
	}
	if cols, ok := pairColumns(pairs, t.start); ok {
		t.prev = cols
	}
}

// pairColumns returns the columns of (row, col) pairs whose rows are the
// first ones in order, from start, or from 0 or 1 when start is -1; ok is
// false for other pairs.
func pairColumns(pairs []int, start int) ([]int, bool) {
	if len(pairs) < 2 || start < 0 && pairs[0] != 0 && pairs[0] != 1 || start >= 0 && pairs[0] != start {
		return nil, false
	}
	cols := make([]int, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i] != pairs[0]+i/2 {
			return nil, false
		}
		cols = append(cols, pairs[i+1])
	}
	return cols, true
}

// pairStep reports whether pairs, fewer than n, are a step of a trace;
// the first step fixes the number of the trace's first row.
func (a *Auditor) pairStep(no int64, pairs []int) bool {
	start := a.trace.start
	if a.trace.steps == 0 {
		start = -1
	}
	cols, ok := pairColumns(pairs, start)
	if !ok || !a.traceStep(no, cols) {
		return false
	}
	a.trace.start = pairs[0]
	return true
}
