package cpog

import (
	"fmt"
	"io"
	"strconv"
)

// pnode is an emitted node: its variable, its first defining clause and
// its children.
type pnode struct {
	v, id int
	kids  []int
}

// liveRow writes the nodes of the prefix's row r, its candidates' lemmas
// and the lemma that the prefix implies the row's node, and returns both.
func (wr *writer) liveRow(r int, cands []cand, dead []int) (int, int, error) {
	k := len(cands)
	as := make([]pnode, k)
	psis := make([]int, k)
	for j, cd := range cands {
		x := wr.cell(r, cd.col)
		lits := []int{x}
		for c := cd.col + 1; c < wr.n; c++ {
			lits = append(lits, -wr.cell(r, c))
		}
		if cd.node != 0 {
			lits = append(lits, cd.node)
		}
		a := wr.product(lits)
		as[j] = a
		if wr.fault.dup != 0 && r == wr.n-1 && wr.st.Models-int64(k-1-j) == wr.fault.dup {
			// A wrong proof: the model twice, under a sum of two copies.
			as[j] = wr.sum(a, wr.product(lits))
		}
		// Ψ: prefix ∧ x → A.
		wr.b.start(wr.prefix, []int{x, -as[j].v})
		for _, id := range cd.psi {
			wr.b.hint(id, wr.e.clauses[id-1])
		}
		if cd.node != 0 {
			wr.b.hint(cd.lemma, wr.negPrefix(-x, cd.node))
		}
		wr.hintDef(a, 0)
		if as[j].v != a.v {
			wr.b.hint(as[j].id+1, []int{as[j].v, -a.v})
		}
		var err error
		if psis[j], err = wr.lemma(wr.negPrefix(-x, as[j].v)); err != nil {
			return 0, 0, err
		}
	}
	// The chain, from the last candidate: T(k-1) = A(k-1), T(j) = A(j) + B(j).
	ts := make([]pnode, k)
	bs := make([]pnode, k)
	ts[k-1] = as[k-1]
	for j := k - 2; j >= 0; j-- {
		lits := []int{-wr.cell(r, cands[j].col)}
		for c := cands[j].col + 1; c < cands[j+1].col; c++ {
			lits = append(lits, -wr.cell(r, c))
		}
		bs[j] = wr.product(append(lits, ts[j+1].v))
		ts[j] = wr.sum(as[j], bs[j])
	}
	top := ts[0]
	var wrap *pnode
	if cands[0].col > 0 {
		var lits []int
		for c := 0; c < cands[0].col; c++ {
			lits = append(lits, -wr.cell(r, c))
		}
		p := wr.product(append(lits, ts[0].v))
		wrap, top = &p, p
	}
	// Φ: prefix → top.
	wr.b.start(wr.prefix, []int{-top.v})
	wr.rowReasons(r)
	for c, id := range dead {
		if id != 0 {
			wr.b.hint(id, wr.negPrefix(-wr.cell(r, c)))
		}
	}
	if wrap != nil {
		wr.hintDef(*wrap, 0)
	}
	for j := range k {
		if j < k-1 {
			wr.hintSum(ts[j])
		}
		x := wr.cell(r, cands[j].col)
		wr.b.hint(psis[j], wr.negPrefix(-x, as[j].v))
		if j < k-1 {
			wr.hintDef(bs[j], 0)
		}
	}
	wr.b.hint(wr.rowClause[r], wr.e.clauses[wr.rowClause[r]-1])
	if r == 0 {
		wr.printf("r %d\n", top.v)
	}
	lemma, err := wr.lemma(wr.negPrefix(top.v))
	return top.v, lemma, err
}

// hintDef gives the builder a product's clause i: 0 is the long one
// (node ∨ ¬kids), i ≥ 1 is ¬node ∨ kid i.
func (wr *writer) hintDef(p pnode, i int) {
	if i > 0 {
		wr.b.hint(p.id+i, []int{-p.v, p.kids[i-1]})
		return
	}
	cl := make([]int, 0, len(p.kids)+1)
	cl = append(cl, p.v)
	for _, l := range p.kids {
		cl = append(cl, -l)
	}
	wr.b.hint(p.id, cl)
}

// hintSum gives the builder a sum's clauses node ∨ ¬kid, both.
func (wr *writer) hintSum(s pnode) {
	wr.b.hint(s.id+1, []int{s.v, -s.kids[0]})
	wr.b.hint(s.id+2, []int{s.v, -s.kids[1]})
}

// product writes a product node of lits.
func (wr *writer) product(lits []int) pnode {
	p := pnode{v: wr.nextNode, id: wr.nextID, kids: lits}
	wr.nextNode++
	wr.nextID += len(lits) + 1
	wr.st.Nodes++
	wr.buf = strconv.AppendInt(wr.buf[:0], int64(p.id), 10)
	wr.buf = append(wr.buf, " p "...)
	wr.buf = strconv.AppendInt(wr.buf, int64(p.v), 10)
	for _, l := range lits {
		wr.buf = append(wr.buf, ' ')
		wr.buf = strconv.AppendInt(wr.buf, int64(l), 10)
	}
	wr.buf = append(wr.buf, " 0\n"...)
	wr.out.Write(wr.buf)
	return p
}

// sum writes the sum node of two products whose first literals are
// opposite, with the two clauses that show them exclusive.
func (wr *writer) sum(a, b pnode) pnode {
	s := pnode{v: wr.nextNode, id: wr.nextID, kids: []int{a.v, b.v}}
	wr.nextNode++
	wr.nextID += 3
	wr.st.Nodes++
	wr.printf("%d s %d %d %d %d %d 0\n", s.id, s.v, a.v, b.v, a.id+1, b.id+1)
	return s
}

// lemma writes clause cl with the hints the builder holds; a hint list
// that does not end in a conflict is an error of the writer.
func (wr *writer) lemma(cl []int) (int, error) {
	if !wr.b.conflict && wr.fault == (fault{}) {
		return 0, fmt.Errorf("cpog: internal error: no conflict for the lemma %v (%s)", cl, wr.b.stuck)
	}
	return wr.lemmaRaw(cl, wr.b.hints), nil
}

// lemmaRaw writes clause cl with hints, unchecked.
func (wr *writer) lemmaRaw(cl, hints []int) int {
	id := wr.nextID
	wr.nextID++
	wr.st.Lemmas++
	wr.buf = strconv.AppendInt(wr.buf[:0], int64(id), 10)
	wr.buf = append(wr.buf, " a"...)
	for _, l := range cl {
		wr.buf = append(wr.buf, ' ')
		wr.buf = strconv.AppendInt(wr.buf, int64(l), 10)
	}
	wr.buf = append(wr.buf, " 0"...)
	for _, h := range hints {
		wr.buf = append(wr.buf, ' ')
		wr.buf = strconv.AppendInt(wr.buf, int64(h), 10)
	}
	wr.buf = append(wr.buf, " 0\n"...)
	wr.out.Write(wr.buf)
	return id
}

func (wr *writer) printf(format string, a ...any) {
	fmt.Fprintf(wr.out, format, a...)
}

// builder checks a lemma as the hints are given and keeps those that
// propagate: a clause already satisfied is left out, and the list stops
// at the first conflict.
type builder struct {
	vars     int
	val      []int8   // the cells' values
	stamp    []uint32 // val[v] holds only when stamp[v] == gen
	gen      uint32
	nodes    map[int]int8
	hints    []int
	conflict bool
	stuck    string
}

func (b *builder) init(vars int) {
	b.vars = vars
	b.val = make([]int8, vars+1)
	b.stamp = make([]uint32, vars+1)
	b.nodes = map[int]int8{}
}

func (b *builder) value(l int) int8 {
	v := abs(l)
	var x int8
	if v <= b.vars {
		if b.stamp[v] == b.gen {
			x = b.val[v]
		}
	} else {
		x = b.nodes[v]
	}
	if l < 0 {
		return -x
	}
	return x
}

func (b *builder) set(l int) {
	v := abs(l)
	x := int8(1)
	if l < 0 {
		x = -1
	}
	if v <= b.vars {
		b.val[v], b.stamp[v] = x, b.gen
	} else {
		b.nodes[v] = x
	}
}

// start begins a lemma: the prefix's queens and the literals of more are
// true.
func (b *builder) start(prefix, more []int) {
	b.gen++
	clear(b.nodes)
	b.hints = b.hints[:0]
	b.conflict = false
	b.stuck = ""
	for _, v := range prefix {
		b.set(v)
	}
	for _, l := range more {
		if b.value(l) < 0 {
			b.conflict = true
		}
		b.set(l)
	}
}

// hint offers clause id, of literals cl.
func (b *builder) hint(id int, cl []int) {
	if b.conflict {
		return
	}
	unit, free := 0, 0
	for _, l := range cl {
		switch b.value(l) {
		case 1:
			return
		case 0:
			free++
			unit = l
		}
	}
	switch free {
	case 0:
		b.hints = append(b.hints, id)
		b.conflict = true
	case 1:
		b.hints = append(b.hints, id)
		b.set(unit)
	default:
		if b.stuck == "" {
			b.stuck = fmt.Sprintf("clause %d %v is not unit", id, cl)
		}
	}
}

// countWriter counts the bytes written through it.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	k, err := c.w.Write(p)
	c.n += int64(k)
	return k, err
}
