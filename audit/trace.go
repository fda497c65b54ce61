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
	start  int   // the first row's number in the pairs of the trace: 0 or 1
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
		k > len(t.prev)+1 || !slices.Equal(cols[:k-1], t.prev[:k-1]):
		t.broken = true
		return false
	}
	if t.steps == 0 {
		a.note(fmt.Sprintf("line %d: a search's trace: lines of fewer than %d queens, each one queen more than the placement before it or a step back, are skipped", no, a.n))
	}
	t.steps++
	t.prev = append(t.prev[:0], cols...)
	return true
}

// tracePlaced follows a placement of n queens through a trace: vals are
// its columns by row, or its (row, col) pairs.
func (a *Auditor) tracePlaced(vals []int, pairs bool) {
	t := &a.trace
	switch {
	case t.steps == 0 || t.broken:
	case !pairs:
		t.prev = append(t.prev[:0], vals...)
	default:
		if cols, ok := a.pairColumns(vals); ok {
			t.prev = cols
		}
	}
}

// pairColumns returns the columns of (row, col) pairs whose rows are the
// first ones in order, from 0 or 1 (the trace's, once it has begun); ok
// is false for other pairs.
func (a *Auditor) pairColumns(pairs []int) ([]int, bool) {
	if len(pairs) < 2 {
		return nil, false
	}
	start := pairs[0]
	if start != 0 && start != 1 || a.trace.steps > 0 && start != a.trace.start {
		return nil, false
	}
	cols := make([]int, 0, len(pairs)/2)
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i] != start+i/2 {
			return nil, false
		}
		cols = append(cols, pairs[i+1])
	}
	if a.trace.steps == 0 {
		a.trace.start = start
	}
	return cols, true
}

// pairStep reports whether pairs, fewer than n, are a step of a trace.
func (a *Auditor) pairStep(no int64, pairs []int) bool {
	cols, ok := a.pairColumns(pairs)
	return ok && a.traceStep(no, cols)
}
