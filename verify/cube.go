package verify

import (
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/result"
)

// found is one witness's boards of one set in one cube, as returned.
type found struct {
	w      *Witness
	set    Set
	boards []board.Placement
}

// member is a distinct valid solution of a set, with what the symmetry
// tells of it.
type member struct {
	s          board.Solution
	canonical  bool
	fix90, f18 bool
}

// examined is what the checks of one cube learnt of one set.
type examined struct {
	found
	ev      result.SetEvidence
	members []member // distinct valid solutions, sorted
}

// symmetryOf tells whether s is its class's canonical form, the size of
// its orbit, and whether the quarter and the half turn fix it. img is
// scratch space of len(s).
func symmetryOf(s, img board.Solution) (canonical bool, orbit int, fix90, fix180 bool) {
	n := len(s)
	canonical, stab := true, 1
	for _, g := range board.Symmetries[1:] {
		for r, c := range s {
			r2, c2 := g.Cell(n, r, c)
			img[r2] = c2
		}
		switch d := board.Compare(img, s); {
		case d < 0:
			canonical = false
		case d == 0:
			stab++
			switch g {
			case board.Rot90:
				fix90 = true
			case board.Rot180:
				fix180 = true
			}
		}
	}
	return canonical, 8 / stab, fix90, fix180
}

// examine checks one witness's boards of one set in cube c on their own,
// adds each check to checks, and returns the set's evidence and its
// distinct valid solutions: every board must be a solution with its cells
// in row order (a board.Placement is sorted by row), lie in the
// cube, belong to the set (be a canonical form, or be fixed by the turn)
// and come once; the All set of an ordered witness must come in strictly
// increasing order.
func examine(n int, c Cube, f found, checks func(result.Check)) examined {
	name := f.w.Name
	e := examined{found: f, members: make([]member, 0, len(f.boards))}
	e.ev = result.SetEvidence{Witness: name, Set: f.set.String(), CubeEvidence: result.CubeEvidence{Prefix: c.Prefix, Count: uint64(len(f.boards))}}
	valid := newCheck("valid", name)
	inCube := newCheck("cube-member", name)
	distinct := newCheck("distinct", name)
	order := newCheck("order", name)
	inSet := newCheck(f.set.String(), name)
	img := make(board.Solution, n)
	var prev board.Solution
	for i, p := range f.boards {
		s, shaped := p.Solution(n)
		if shaped {
			e.ev.Digest.Add(s)
		}
		if err := compare.Valid(n, p); err != nil {
			valid.fail("%s board #%d %s is not a solution: %v", name, i+1, compare.Describe(n, p), err)
			continue
		}
		if !shaped {
			valid.fail("%s board #%d %s lists its cells out of row order", name, i+1, compare.Describe(n, p))
			continue
		}
		if !slices.Equal(s[:len(c.Prefix)], c.Prefix) {
			inCube.fail("%s solution %v lies outside the cube", name, s)
			continue
		}
		canon, orbit, f90, f180 := symmetryOf(s, img)
		switch {
		case f.set == Canonical && !canon:
			inSet.fail("%s solution %v is not the canonical form of its class", name, s)
		case f.set == Fix90 && !f90:
			inSet.fail("%s solution %v is not fixed by the quarter turn", name, s)
		case f.set == Fix180 && !f180:
			inSet.fail("%s solution %v is not fixed by the half turn", name, s)
		}
		if f.w.Ordered && f.set == All {
			if prev != nil && board.Compare(s, prev) <= 0 {
				order.fail("%s solution #%d (%v) does not come after #%d (%v) in lexicographic order", name, i+1, s, i, prev)
			}
			prev = s
		}
		if canon {
			addOrbit(&e.ev.Canonical, orbit)
		}
		if f90 {
			e.ev.Fix90++
		}
		if f180 {
			e.ev.Fix180++
		}
		e.members = append(e.members, member{s: s, canonical: canon, fix90: f90, f18: f180})
	}
	slices.SortFunc(e.members, func(a, b member) int { return board.Compare(a.s, b.s) })
	for i := 1; i < len(e.members); i++ {
		if board.Compare(e.members[i-1].s, e.members[i].s) == 0 {
			distinct.fail("%s returned %v more than once", name, e.members[i].s)
		}
	}
	e.members = slices.CompactFunc(e.members, func(a, b member) bool { return board.Compare(a.s, b.s) == 0 })
	checks(valid.done())
	checks(inCube.done())
	checks(distinct.done())
	if f.w.Ordered && f.set == All {
		checks(order.done())
	}
	if f.set != All {
		checks(inSet.done())
	}
	return e
}

func addOrbit(o *result.Orbits, orbit int) {
	switch orbit {
	case 8:
		o.Eight++
	case 4:
		o.Four++
	case 2:
		o.Two++
	default:
		o.One++
	}
}

// crossCheck compares the distinct solutions of each set with the
// reference's: for the All set the reference's solutions, for Canonical
// those of them that are canonical forms, for Fix90 and Fix180 those the
// turn fixes. ref is the first All set; without one, the first set of
// each kind is the reference of its kind.
func crossCheck(sets []examined, checks func(result.Check)) {
	var ref *examined
	for i := range sets {
		if sets[i].set == All {
			ref = &sets[i]
			break
		}
	}
	firstOf := map[Set]*examined{}
	for i := range sets {
		e := &sets[i]
		var want []board.Solution
		var wantName string
		switch {
		case ref != nil && e != ref:
			wantName = ref.w.Name
			for _, m := range ref.members {
				if e.set == All || (e.set == Canonical && m.canonical) || (e.set == Fix90 && m.fix90) || (e.set == Fix180 && m.f18) {
					want = append(want, m.s)
				}
			}
		case ref == nil && firstOf[e.set] != nil:
			wantName = firstOf[e.set].w.Name
			want = solutionsOf(firstOf[e.set].members)
		default:
			if firstOf[e.set] == nil {
				firstOf[e.set] = e
			}
			continue
		}
		got := solutionsOf(e.members)
		c := compare.Sets(wantName, want, e.w.Name, got)
		c.Name = crossName(e.set)
		checks(c)
	}
}

func crossName(s Set) string {
	switch s {
	case Canonical:
		return "lexleader"
	case Fix90, Fix180:
		return s.String()
	}
	return "set"
}

func solutionsOf(ms []member) []board.Solution {
	out := make([]board.Solution, len(ms))
	for i, m := range ms {
		out[i] = m.s
	}
	return out
}

// evidenceChecks compares the evidence of one cube's sets, which is all a
// skipped cube has left: the sets of one kind must have equal evidence,
// and the Canonical, Fix90 and Fix180 sets must hold as many solutions as
// the reference's All evidence says (its canonical forms by orbit, its
// fixed solutions).
func evidenceChecks(ev []result.SetEvidence, checks func(result.Check)) {
	var ref *result.SetEvidence
	firstOf := map[string]*result.SetEvidence{}
	for i := range ev {
		e := &ev[i]
		if e.Set == All.String() && ref == nil {
			ref = e
		}
		first := firstOf[e.Set]
		if first == nil {
			firstOf[e.Set] = e
		} else {
			c := newCheck("evidence", first.Witness+"/"+e.Witness)
			if !sameEvidence(first.CubeEvidence, e.CubeEvidence) {
				c.fail("%s set: %s has %s, %s has %s", e.Set, first.Witness, describeEvidence(first.CubeEvidence), e.Witness, describeEvidence(e.CubeEvidence))
			}
			checks(c.done())
		}
		if ref == nil || e.Set == All.String() {
			continue
		}
		var want uint64
		switch e.Set {
		case Canonical.String():
			want = ref.Canonical.Classes()
		case Fix90.String():
			want = ref.Fix90
		case Fix180.String():
			want = ref.Fix180
		}
		c := newCheck("evidence", ref.Witness+"/"+e.Witness)
		if e.Count != want || (e.Set == Canonical.String() && e.Canonical != ref.Canonical) {
			c.fail("%s has %d %s solutions (canonical %v), %s's solutions imply %d (canonical %v)", e.Witness, e.Count, e.Set, e.Canonical, ref.Witness, want, ref.Canonical)
		}
		checks(c.done())
	}
}

func sameEvidence(a, b result.CubeEvidence) bool {
	return a.Count == b.Count && a.Digest == b.Digest && a.Canonical == b.Canonical && a.Fix90 == b.Fix90 && a.Fix180 == b.Fix180
}

func describeEvidence(e result.CubeEvidence) string {
	return fmt.Sprintf("%d solutions, digest %v, canonical %v, fix90 %d, fix180 %d", e.Count, e.Digest, e.Canonical, e.Fix90, e.Fix180)
}

// check builds a check that keeps its first failure's detail and counts
// the others.
type check struct {
	c     result.Check
	fails int
}

func newCheck(name, witnesses string) *check {
	return &check{c: result.Check{Name: name, Witnesses: witnesses, OK: true}}
}

func (c *check) fail(format string, a ...any) {
	if c.fails == 0 {
		c.c.OK = false
		c.c.Detail = fmt.Sprintf(format, a...)
	}
	c.fails++
}

func (c *check) done() result.Check {
	if c.fails > 1 {
		c.c.Detail = fmt.Sprintf("%d faults; first: %s", c.fails, c.c.Detail)
	}
	return c.c
}
