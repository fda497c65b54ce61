package drat

import (
	"cmp"
	"hash/maphash"
	"slices"
)

// lit is an internal literal: 2v for the variable v (numbered from 0 in
// the order variables first appear), 2v+1 for its negation.
type lit uint32

func (l lit) neg() lit { return l ^ 1 }
func (l lit) v() int   { return int(l >> 1) }

// clause is one clause of the store: its literals are lits[start :
// start+size]; in a clause of two literals or more the first two are
// watched.
type clause struct {
	start, size uint32
	alive       bool
}

// watch is an entry of a literal's watch list: a clause that watches the
// literal, and another literal of the clause (the blocker) that, when
// true, satisfies it without a look at the clause. A clause of two
// literals is marked by bin: its blocker is its other literal, and the
// clause itself is never read.
type watch struct {
	blocker lit
	id      int32
	bin     bool
}

// noReason marks a variable assigned by the negation of a lemma under
// check, which no clause implies.
const noReason = -1

// store is the checker's clause database with its top-level assignment.
type store struct {
	vars   []int32          // DIMACS variable → internal number + 1, for small variables
	bigVar map[int]int32    // the same for large ones
	nvars  int              // internal variables
	arena  []lit            // the literals of every clause, alive or not
	cls    []clause         // the clauses, in the order added
	index  map[uint64][]int // a hash of a clause's sorted literals → its alive copies; built at the first deletion
	seed   maphash.Seed
	units  []int // the clauses of one literal, alive or not

	watches [][]watch // per literal: the clauses that watch it
	val     []int8    // per literal: 1 true, −1 false, 0 unassigned
	reason  []int32   // per variable: the clause that implied it, or noReason
	trail   []lit     // the assigned literals, in order
	qhead   int       // the next trail literal to propagate
	top     int       // the length of the top-level part of the trail

	empty    int  // alive empty clauses
	conflict bool // the top level is inconsistent
	dirty    bool // a reason of the top level was deleted: propagate again
	mark     []bool

	// For hints (lrat.go): the clause of the last conflict of propagate,
	// the clause that made the top level inconsistent, and per variable
	// two marks: a variable of the lemma under check, and one the
	// conflict analysis has yet to explain.
	confl, topConfl int32
	inLemma, seen   []bool

	keepReasons bool // Options.KeepReasons
}

// smallVars is how many DIMACS variables a slice maps; larger ones go in
// a map, so that memory follows the input, not the largest number.
const smallVars = 1 << 20

func newStore() *store {
	return &store{seed: maphash.MakeSeed(), bigVar: map[int]int32{}}
}

// internal returns the internal literal of a DIMACS literal, giving its
// variable a number when it is new.
func (s *store) internal(x int) lit {
	v := abs(x)
	var id int32
	if v < smallVars {
		for len(s.vars) <= v {
			s.vars = append(s.vars, 0)
		}
		id = s.vars[v]
		if id == 0 {
			id = s.newVar()
			s.vars[v] = id
		}
	} else {
		id = s.bigVar[v]
		if id == 0 {
			id = s.newVar()
			s.bigVar[v] = id
		}
	}
	l := lit(2 * (id - 1))
	if x < 0 {
		l++
	}
	return l
}

func (s *store) newVar() int32 {
	s.nvars++
	s.watches = append(s.watches, nil, nil)
	s.val = append(s.val, 0, 0)
	s.mark = append(s.mark, false, false)
	s.inLemma = append(s.inLemma, false)
	s.seen = append(s.seen, false)
	s.reason = append(s.reason, noReason)
	return int32(s.nvars)
}

// normalize returns the internal literals of c, sorted, each once.
func (s *store) normalize(dst []lit, c []int) []lit {
	dst = dst[:0]
	for _, x := range c {
		dst = append(dst, s.internal(x))
	}
	slices.Sort(dst)
	return slices.Compact(dst)
}

func (s *store) hash(c []lit) uint64 {
	var h maphash.Hash
	h.SetSeed(s.seed)
	var b [4]byte
	for _, l := range c {
		b[0], b[1], b[2], b[3] = byte(l), byte(l>>8), byte(l>>16), byte(l>>24)
		h.Write(b[:])
	}
	return h.Sum64()
}

// sortedHash is the hash of clause id's literals in sorted order, as
// they were added (watching reorders them).
func (s *store) sortedHash(id int) uint64 {
	c := slices.Clone(s.lits(id))
	slices.Sort(c)
	return s.hash(c)
}

func (s *store) lits(i int) []lit {
	c := s.cls[i]
	return s.arena[c.start : c.start+c.size]
}

func (s *store) assign(l lit, why int32) {
	s.val[l], s.val[l.neg()] = 1, -1
	s.reason[l.v()] = why
	s.trail = append(s.trail, l)
}

// add puts c (sorted, each literal once) in the store at the top level:
// it is indexed, watched, and propagated when unit or false.
func (s *store) add(c []lit) {
	id := len(s.cls)
	s.cls = append(s.cls, clause{start: uint32(len(s.arena)), size: uint32(len(c)), alive: true})
	s.arena = append(s.arena, c...)
	if s.index != nil {
		h := s.hash(c)
		s.index[h] = append(s.index[h], id)
	}
	cl := s.lits(id)
	switch len(cl) {
	case 0:
		s.empty++
		s.conflict, s.topConfl = true, int32(id)
		return
	case 1:
		s.units = append(s.units, id)
		s.addUnit(id)
		return
	}
	// Watch the literals that are not false, a true one first.
	best := func(from int) {
		for k := from; k < len(cl); k++ {
			if s.val[cl[k]] > s.val[cl[from]] {
				cl[from], cl[k] = cl[k], cl[from]
			}
		}
	}
	best(0)
	best(1)
	bin := len(cl) == 2
	s.watches[cl[0]] = append(s.watches[cl[0]], watch{blocker: cl[1], id: int32(id), bin: bin})
	s.watches[cl[1]] = append(s.watches[cl[1]], watch{blocker: cl[0], id: int32(id), bin: bin})
	if s.conflict || s.dirty {
		return // the top level is propagated again before any use
	}
	switch {
	case s.val[cl[0]] < 0:
		s.conflict, s.topConfl = true, int32(id)
	case s.val[cl[0]] == 0 && s.val[cl[1]] < 0:
		s.assign(cl[0], int32(id))
		s.propagateTop()
	}
}

// addUnit assigns the literal of the unit clause id at the top level. A
// literal already true takes the unit clause as its reason, the one
// reason no deletion of another clause takes away.
func (s *store) addUnit(id int) {
	if s.conflict || s.dirty {
		return
	}
	l := s.lits(id)[0]
	switch s.val[l] {
	case 1:
		s.reason[l.v()] = int32(id)
	case -1:
		s.conflict, s.topConfl = true, int32(id)
	default:
		s.assign(l, int32(id))
		s.propagateTop()
	}
}

// propagateTop propagates the top level and makes it the trail's base.
func (s *store) propagateTop() {
	if !s.propagate() {
		s.conflict, s.topConfl = true, s.confl
	}
	s.top = len(s.trail)
}

// remove deletes one alive copy of c (sorted, each literal once) and
// returns its index; it returns -1 when the store holds none, and kept
// when keepReasons is set and the clause implies a literal of the top
// level.
func (s *store) remove(c []lit) int {
	if s.index == nil {
		// A proof without deletions never pays for the index.
		s.index = map[uint64][]int{}
		for id := range s.cls {
			if s.cls[id].alive {
				h := s.sortedHash(id)
				s.index[h] = append(s.index[h], id)
			}
		}
	}
	h := s.hash(c)
	ids := s.index[h]
	for k, id := range ids {
		if !s.same(id, c) {
			continue
		}
		if s.keepReasons && !s.conflict && s.isReason(id) {
			return kept
		}
		s.index[h] = slices.Delete(ids, k, k+1)
		if len(s.index[h]) == 0 {
			delete(s.index, h)
		}
		s.cls[id].alive = false
		cl := s.lits(id)
		if len(cl) == 0 {
			s.empty--
		}
		switch {
		case s.conflict:
			s.dirty = true // the conflict may have rested on it
		default:
			// The literal the clause implied may sit in either watched
			// place (a clause of two literals is never reordered).
			for _, l := range cl[:min(2, len(cl))] {
				if s.val[l] == 1 && s.reason[l.v()] == int32(id) {
					s.dirty = true
				}
			}
		}
		return id
	}
	return -1
}

// kept is remove's answer for a deletion it ignores (store.keepReasons).
const kept = -2

// isReason reports whether clause id implies a literal of the top level.
func (s *store) isReason(id int) bool {
	cl := s.lits(id)
	for _, l := range cl[:min(2, len(cl))] {
		if s.val[l] == 1 && s.reason[l.v()] == int32(id) {
			return true
		}
	}
	return false
}

// same reports whether clause id holds exactly the literals of c.
func (s *store) same(id int, c []lit) bool {
	cl := s.lits(id)
	if len(cl) != len(c) {
		return false
	}
	for _, l := range c {
		s.mark[l] = true
	}
	ok := true
	for _, l := range cl {
		if !s.mark[l] {
			ok = false
		}
	}
	for _, l := range c {
		s.mark[l] = false
	}
	return ok
}

// repropagate, after the deletion of a clause the top level rested on,
// propagates the top level anew from the alive clauses.
func (s *store) repropagate() {
	for _, l := range s.trail {
		s.val[l], s.val[l.neg()] = 0, 0
		s.reason[l.v()] = noReason
	}
	s.trail, s.qhead, s.top = s.trail[:0], 0, 0
	s.dirty = false
	s.conflict = s.empty > 0
	if s.conflict {
		for id := range s.cls {
			if s.cls[id].alive && s.cls[id].size == 0 {
				s.topConfl = int32(id)
			}
		}
		return
	}
	for _, id := range s.units {
		if s.cls[id].alive {
			s.addUnit(id)
			if s.conflict {
				return
			}
		}
	}
	// Every literal is unassigned again, so no watched literal is false:
	// the propagation of the units visits every clause that becomes unit.
	s.propagateTop()
}

// propagate runs unit propagation over the trail from qhead with the
// two watched literals; it returns false on a conflict.
func (s *store) propagate() bool {
	for s.qhead < len(s.trail) {
		f := s.trail[s.qhead].neg() // the literal just made false
		s.qhead++
		ws := s.watches[f]
		j := 0
		for i := 0; i < len(ws); i++ {
			w := ws[i]
			if s.val[w.blocker] == 1 {
				ws[j] = w
				j++
				continue
			}
			c := s.cls[w.id]
			if !c.alive {
				continue // a deleted clause leaves the list
			}
			if w.bin {
				ws[j] = w
				j++
				if s.val[w.blocker] < 0 {
					j += copy(ws[j:], ws[i+1:])
					s.watches[f] = ws[:j]
					s.confl = w.id
					return false
				}
				s.assign(w.blocker, w.id)
				continue
			}
			cl := s.arena[c.start : c.start+c.size]
			if cl[0] == f {
				cl[0], cl[1] = cl[1], cl[0]
			}
			if s.val[cl[0]] == 1 {
				ws[j] = watch{blocker: cl[0], id: w.id}
				j++
				continue
			}
			moved := false
			for k := 2; k < len(cl); k++ {
				if s.val[cl[k]] >= 0 {
					cl[1], cl[k] = cl[k], cl[1]
					s.watches[cl[1]] = append(s.watches[cl[1]], watch{blocker: cl[0], id: w.id})
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			ws[j] = watch{blocker: cl[0], id: w.id}
			j++
			if s.val[cl[0]] < 0 {
				j += copy(ws[j:], ws[i+1:])
				s.watches[f] = ws[:j]
				s.confl = w.id
				return false
			}
			s.assign(cl[0], w.id)
		}
		s.watches[f] = ws[:j]
	}
	return true
}

// backtrack undoes the assignments above the top level.
func (s *store) backtrack() {
	for _, l := range s.trail[s.top:] {
		s.val[l], s.val[l.neg()] = 0, 0
		s.reason[l.v()] = noReason
	}
	s.trail = s.trail[:s.top]
	s.qhead = s.top
}

// rup reports whether c is a reverse unit propagation consequence of the
// alive clauses: assigning the negation of each of its literals and
// propagating gives a conflict.
func (s *store) rup(c []lit) bool {
	if s.conflict {
		return true
	}
	defer s.backtrack()
	for _, l := range c {
		switch s.val[l] {
		case 1:
			return true // c is true at the top level: its negation conflicts
		case 0:
			s.assign(l.neg(), noReason)
		}
	}
	return !s.propagate()
}

// rat reports whether c is a resolution asymmetric tautology on pivot:
// every resolvent of c with an alive clause holding the pivot's negation
// is RUP. It returns the first clause whose resolvent is not, else -1.
func (s *store) rat(c []lit, pivot lit) (ok bool, against int) {
	var res []lit
	for id := range s.cls {
		if !s.cls[id].alive {
			continue
		}
		d := s.lits(id)
		if !slices.Contains(d, pivot.neg()) {
			continue
		}
		res = append(res[:0], c...)
		for _, l := range d {
			if l != pivot.neg() {
				res = append(res, l)
			}
		}
		if !s.rup(res) {
			return false, id
		}
	}
	return true, -1
}

// external returns the DIMACS literals of c, ordered by variable, for
// messages.
func (s *store) external(c []lit) []int {
	back := make(map[int32]int, len(c))
	for _, l := range c {
		back[int32(l.v())+1] = 0
	}
	for v, id := range s.vars {
		if _, ok := back[id]; ok && id != 0 {
			back[id] = v
		}
	}
	for v, id := range s.bigVar {
		if _, ok := back[id]; ok {
			back[id] = v
		}
	}
	out := make([]int, len(c))
	for i, l := range c {
		out[i] = back[int32(l.v())+1]
		if l&1 == 1 {
			out[i] = -out[i]
		}
	}
	slices.SortFunc(out, func(a, b int) int { return cmp.Or(cmp.Compare(abs(a), abs(b)), cmp.Compare(a, b)) })
	return out
}
