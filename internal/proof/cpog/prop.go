package cpog

// engine is unit propagation over the input formula, with the reason of
// every implied literal, so that the clauses a lemma needs can be listed
// in the order a hint list wants them.
type engine struct {
	clauses [][]int
	occ     [][]int32 // occ[idx(l)]: the clauses that hold literal l
	val     []int8    // by variable: 1 true, -1 false, 0 unassigned
	reason  []int32   // by variable: the clause that implied it, -1 for a decision
	trail   []int
	mark    []bool
}

func idx(l int) int {
	if l > 0 {
		return 2 * l
	}
	return -2*l + 1
}

func newEngine(vars int, clauses [][]int) *engine {
	e := &engine{clauses: clauses, occ: make([][]int32, 2*vars+2), val: make([]int8, vars+1),
		reason: make([]int32, vars+1), mark: make([]bool, vars+1)}
	for i, c := range clauses {
		for _, l := range c {
			e.occ[idx(l)] = append(e.occ[idx(l)], int32(i))
		}
	}
	return e
}

func (e *engine) value(l int) int8 {
	if l > 0 {
		return e.val[l]
	}
	return -e.val[-l]
}

func (e *engine) assign(l int, why int32) {
	v := abs(l)
	if l > 0 {
		e.val[v] = 1
	} else {
		e.val[v] = -1
	}
	e.reason[v] = why
	e.trail = append(e.trail, l)
}

// decide makes l true and propagates; it returns the index of a clause
// made false, or -1.
func (e *engine) decide(l int) int {
	from := len(e.trail)
	e.assign(l, -1)
	return e.propagate(from)
}

// propagate runs unit propagation from trail position from.
func (e *engine) propagate(from int) int {
	for i := from; i < len(e.trail); i++ {
		for _, ci := range e.occ[idx(-e.trail[i])] {
			unit, free := 0, 0
			sat := false
			for _, l := range e.clauses[ci] {
				x := e.value(l)
				if x == 1 {
					sat = true
					break
				}
				if x == 0 {
					if free++; free > 1 {
						break
					}
					unit = l
				}
			}
			switch {
			case sat || free > 1:
			case free == 0:
				return int(ci)
			default:
				e.assign(unit, ci)
			}
		}
	}
	return -1
}

// undo unassigns the trail back to length to.
func (e *engine) undo(to int) {
	for _, l := range e.trail[to:] {
		e.val[abs(l)] = 0
	}
	e.trail = e.trail[:to]
}

// reasons appends to dst, in trail order, the clauses (1-based IDs) that
// imply the assigned variables vars from the decisions, and returns it.
func (e *engine) reasons(dst []int, vars ...int) []int {
	for _, v := range vars {
		e.mark[v] = true
	}
	start := len(dst)
	for i := len(e.trail) - 1; i >= 0; i-- {
		v := abs(e.trail[i])
		if !e.mark[v] {
			continue
		}
		e.mark[v] = false
		ci := e.reason[v]
		if ci < 0 {
			continue
		}
		dst = append(dst, int(ci)+1)
		for _, l := range e.clauses[ci] {
			if w := abs(l); w != v {
				e.mark[w] = true
			}
		}
	}
	for _, v := range vars {
		e.mark[v] = false
	}
	// Found from the end: reverse into trail order.
	for i, j := start, len(dst)-1; i < j; i, j = i+1, j-1 {
		dst[i], dst[j] = dst[j], dst[i]
	}
	return dst
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
