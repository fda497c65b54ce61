package audit

import (
	"context"
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/board"
)

// merge follows a listing that comes in lexicographic order against the
// reference, pulled one solution at a time: it holds neither the listing
// nor the reference, only the solutions skipped so far (missing, unless
// they come later, out of order). At the first solution out of order the
// audit falls back to remembering the solutions that follow.
type merge struct {
	next  func() (board.Solution, bool)
	stop  func()
	errf  func() error   // the reference's panic, once it has ended
	ref   board.Solution // the reference's next solution, a copy; nil at its end
	prev  board.Solution // the last reference solution pulled, for its order check
	count int64          // reference solutions pulled
	err   error          // a faulty reference or the end of the context

	matched  int64            // reference solutions listed, in order
	skipped  map[string]bool  // reference solutions passed over
	first    []board.Solution // the first of them, at most missingShown
	max      board.Solution   // the last solution listed in order
	maxLine  int64
	fellBack bool
}

// pull moves to the reference's next solution.
func (m *merge) pull(a *judge) {
	s, ok := m.next()
	if !ok {
		m.ref = nil
		if err := m.errf(); err != nil && m.err == nil {
			m.err = err
		}
		return
	}
	if err := a.checkRef(m.prev, s); err != nil && m.err == nil {
		m.err = err
	}
	m.prev = append(m.prev[:0], s...)
	m.ref = s.Clone()
	m.count++
	if m.count%progressEvery == 0 {
		// While the output is read, its lines are the progress shown.
		var err error
		if a.finishing {
			err = a.tick(Checking, m.count)
		} else if a.ctx != nil {
			err = context.Cause(a.ctx)
		}
		if err != nil && m.err == nil {
			m.err = err
		}
	}
}

// release ends the pull of the reference.
func (m *merge) release() {
	if m != nil && m.stop != nil {
		m.stop()
		m.stop = nil
	}
}

// startMerge begins the pull of the reference.
func (a *judge) startMerge() {
	next, stop, errf := prefetch(a.ref)
	a.merge = &merge{next: next, stop: stop, errf: errf, skipped: map[string]bool{}}
	a.merge.pull(a)
}

// track records the distinct valid solution s read on line no. It returns
// whether s is a duplicate and, when known, the line it was first listed
// on (0: somewhere in the part listed in order, up to merge.maxLine).
func (a *judge) track(no int64, s board.Solution) (dup bool, first int64) {
	if a.merge == nil {
		a.startMerge()
	}
	m := a.merge
	if !m.fellBack {
		switch {
		case m.max == nil || board.Compare(s, m.max) > 0:
			a.advance(no, s)
			m.max, m.maxLine = s.Clone(), no
			return false, 0
		case board.Compare(s, m.max) == 0:
			return true, m.maxLine
		}
		m.fellBack = true // out of order: remember what follows
		m.release()
	}
	key := s.Key()
	if e, ok := a.seen[key]; ok {
		return true, e.line
	}
	if board.Compare(s, m.max) <= 0 && !m.skipped[key] {
		return true, 0
	}
	a.seen[key] = entry{line: no}
	return false, 0
}

// advance moves the reference up to s, listed on line no: the solutions
// before it are skipped, s itself is matched, or is not in the reference.
func (a *judge) advance(no int64, s board.Solution) {
	m := a.merge
	for m.err == nil {
		if m.ref == nil || board.Compare(m.ref, s) > 0 {
			a.add(no, NotInReference, "a valid solution that the reference does not list")
			return
		}
		if board.Compare(m.ref, s) == 0 {
			m.matched++
			m.pull(a)
			return
		}
		m.skip(m.ref)
		m.pull(a)
	}
}

// skip records that the reference solution s was passed over.
func (m *merge) skip(s board.Solution) {
	m.skipped[s.Key()] = true
	if len(m.first) < missingShown {
		m.first = append(m.first, s)
	}
}

// finishMerge counts the missing solutions of a listing read through the
// merge and returns Q(n) and the first missing ones.
func (a *judge) finishMerge() (int64, []board.Solution, error) {
	m := a.merge
	defer m.release()
	if !m.fellBack {
		// In order to the end: the rest of the reference is missing.
		missing := int64(len(m.skipped))
		first := m.first
		for m.err == nil && m.ref != nil {
			missing++
			if len(first) < missingShown {
				first = append(first, m.ref)
			}
			m.pull(a)
		}
		if m.err != nil {
			return 0, nil, m.err
		}
		a.rep.Missing = missing
		return m.count, first, nil
	}
	if m.err != nil {
		return 0, nil, m.err
	}
	// Out of order: a solution is listed when it came in the ordered part
	// (up to max, not skipped) or after it.
	var first []board.Solution
	q, err := a.walkRef(func(s board.Solution) {
		key := s.Key()
		if e, ok := a.seen[key]; ok {
			e.matched = true
			a.seen[key] = e
			return
		}
		if board.Compare(s, m.max) <= 0 && !m.skipped[key] {
			return
		}
		a.rep.Missing++
		if len(first) < missingShown {
			first = append(first, s.Clone())
		}
	})
	if err != nil {
		return 0, nil, err
	}
	a.notInReference()
	return q, first, nil
}

// notInReference reports the remembered solutions that the reference did
// not list.
func (a *judge) notInReference() {
	var unknown []int64
	for _, e := range a.seen {
		if !e.matched {
			unknown = append(unknown, e.line)
		}
	}
	slices.Sort(unknown)
	for _, line := range unknown {
		a.add(line, NotInReference, "a valid solution that the reference does not list")
	}
}

// duplicateDetail says where the duplicate text was first listed.
func (a *judge) duplicateDetail(text string, first int64) string {
	if first > 0 {
		return fmt.Sprintf("%q was listed first on line %d", text, first)
	}
	if a.merge.maxLine <= 1 {
		return fmt.Sprintf("%q was listed before on line 1", text)
	}
	return fmt.Sprintf("%q was listed before, in lines 1 to %d (which are in order)", text, a.merge.maxLine)
}
