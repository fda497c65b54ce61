package encode

// Propagator derives, by unit propagation, the values of the variables
// that a partial assignment forces in a CNF. For a member of the family,
// whose auxiliary variables are all defined by the placement, fixing the
// placement variables of a valid placement forces every auxiliary: that is
// the one extension the placement has, against which a model's auxiliary
// values are checked. Package sat simplifies a cube's formula with its own
// propagation, on purpose (see its cubeFormula.propagate); its tests check
// the two against each other.
type Propagator struct {
	f   *CNF
	occ [][]int32 // occ[litIndex(l)] lists the clauses holding l
}

// Value is a variable's value in a partial assignment: Unset, True or
// False.
type Value int8

// The values of a partial assignment.
const (
	Unset Value = 0
	True  Value = 1
	False Value = -1
)

// litIndex numbers the literals of variables 1..: +v is 2v, -v is 2v+1.
func litIndex(l Lit) int {
	if l > 0 {
		return 2 * int(l)
	}
	return 2*int(-l) + 1
}

// NewPropagator indexes f's clauses by literal. f must not change while
// the propagator is used.
func NewPropagator(f *CNF) *Propagator {
	p := &Propagator{f: f, occ: make([][]int32, 2*f.Vars+2)}
	for i, c := range f.Clauses {
		for _, l := range c {
			k := litIndex(l)
			p.occ[k] = append(p.occ[k], int32(i))
		}
	}
	return p
}

// value returns the value of literal l under vals.
func value(vals []Value, l Lit) Value {
	v := vals[l.Var()]
	if l < 0 {
		return -v
	}
	return v
}

// Propagate extends vals (indexed by variable, vals[0] unused, length
// Vars+1) in place with every value unit propagation derives, and returns
// the index of a clause that the assignment falsifies, or -1 when
// propagation ends without a conflict.
func (p *Propagator) Propagate(vals []Value) (conflict int) {
	var queue []Lit // literals that became false
	for v := 1; v < len(vals); v++ {
		switch vals[v] {
		case True:
			queue = append(queue, Var(v).Neg())
		case False:
			queue = append(queue, Var(v).Pos())
		}
	}
	// visit examines clause i; it returns false on a conflict.
	visit := func(i int) bool {
		var free Lit
		nfree := 0
		for _, l := range p.f.Clauses[i] {
			switch value(vals, l) {
			case True:
				return true
			case Unset:
				free = l
				nfree++
			}
		}
		switch nfree {
		case 0:
			return false
		case 1:
			if free > 0 {
				vals[free.Var()] = True
			} else {
				vals[free.Var()] = False
			}
			queue = append(queue, free.Not())
		}
		return true
	}
	for i := range p.f.Clauses {
		if !visit(i) {
			return i
		}
	}
	for len(queue) > 0 {
		l := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		for _, i := range p.occ[litIndex(l)] {
			if !visit(int(i)) {
				return int(i)
			}
		}
	}
	return -1
}

// Falsified returns the index of the first clause of f that the total
// assignment vals falsifies (every literal false or unset), or -1.
func Falsified(f *CNF, vals []Value) int {
	for i, c := range f.Clauses {
		sat := false
		for _, l := range c {
			if value(vals, l) == True {
				sat = true
				break
			}
		}
		if !sat {
			return i
		}
	}
	return -1
}
