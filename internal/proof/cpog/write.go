package cpog

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
)

// Formula is a CNF: variables 1..Vars, and clause i (from 0) has the ID
// i+1, as in a DIMACS file.
type Formula struct {
	Vars    int
	Clauses [][]int
}

// Models is the list of models a proof is compared with: each model as
// the 0-based column of the queen of each row, in lexicographic order.
// Next returns io.EOF after the last one.
type Models interface {
	Next() ([]int, error)
}

// Stats are the figures of a written proof.
type Stats struct {
	// Models is the number of models (paths of the POG).
	Models int64
	// Nodes is the number of POG nodes, Lemmas the number of asserted
	// clauses, Clauses the last clause ID.
	Nodes, Lemmas, Clauses int64
	// Bytes is the size of the proof.
	Bytes int64
}

// fault makes Write write a wrong proof, for the tests that show the
// checkers reject it: a model left out of the POG, one put in twice, or
// a placement that is no model put in next to one (its forward lemmas
// hold: only the reverse implication fails).
type fault struct {
	drop, dup, extra int64 // the model's index from 1; 0 for none
}

// writer holds the state of one Write.
type writer struct {
	n, vars   int
	e         *engine
	rowClause []int
	out       *bufio.Writer
	cw        *countWriter
	models    Models
	nextID    int
	nextNode  int
	prefix    []int // the queens' variables of the rows decided
	b         builder
	st        Stats
	fault     fault
	buf       []byte
}

// Write writes to w the proof that f, a formula over the n² cells of an
// n×n board (variable r·n + c + 1 for the cell of row r and column c, from
// 0), has exactly the models that models lists, and returns its figures.
// f must hold, for each row, the clause that the row holds a queen, and
// its models must have one queen a row. A model that models lists and f
// lacks, or that f has and models lacks, is an error; so is a failed
// write. With models nil, the proof is of the models Write finds. Memory
// does not depend on the number of models.
func Write(w io.Writer, n int, f *Formula, models Models) (Stats, error) {
	return write(w, n, f, models, fault{})
}

func write(w io.Writer, n int, f *Formula, models Models, flt fault) (Stats, error) {
	if n < 1 || f.Vars != n*n {
		return Stats{}, fmt.Errorf("cpog: a formula of %d variables is not over the cells of a board of %d", f.Vars, n)
	}
	for i, c := range f.Clauses {
		for _, l := range c {
			if l == 0 || abs(l) > f.Vars {
				return Stats{}, fmt.Errorf("cpog: clause %d has the literal %d, outside 1..%d", i+1, l, f.Vars)
			}
		}
	}
	cw := &countWriter{w: w}
	wr := &writer{n: n, vars: n * n, e: newEngine(n*n, f.Clauses), out: bufio.NewWriterSize(cw, 1<<16), cw: cw,
		models: models, nextID: len(f.Clauses) + 1, nextNode: n*n + 1, fault: flt}
	wr.b.init(n * n)
	if err := wr.findRows(f); err != nil {
		return Stats{}, err
	}
	fmt.Fprintf(wr.out, "c CPOG proof: the models of a formula over the %d cells of a %dx%d board, one queen a row\n", n*n, n, n)
	// The formula's own units, before any queen.
	for i, c := range f.Clauses {
		if len(c) == 1 && wr.e.value(c[0]) == 0 {
			wr.e.assign(c[0], int32(i))
			if wr.e.propagate(len(wr.e.trail)-1) >= 0 {
				return Stats{}, errors.New("cpog: the formula's unit clauses conflict by propagation")
			}
		} else if len(c) == 1 && wr.e.value(c[0]) < 0 {
			return Stats{}, errors.New("cpog: the formula's unit clauses conflict")
		}
	}
	if _, _, _, err := wr.visit(0); err != nil {
		return wr.st, err
	}
	if models != nil {
		if m, err := models.Next(); err == nil {
			return wr.st, fmt.Errorf("cpog: the list has %v, which is not a model of the formula or is out of order", m)
		} else if !errors.Is(err, io.EOF) {
			return wr.st, err
		}
	}
	if err := wr.out.Flush(); err != nil {
		return wr.st, err
	}
	wr.st.Clauses = int64(wr.nextID - 1)
	wr.st.Bytes = cw.n
	return wr.st, nil
}

// findRows finds the clause of each row that says it holds a queen.
func (wr *writer) findRows(f *Formula) error {
	wr.rowClause = make([]int, wr.n)
	for i, c := range f.Clauses {
		if len(c) != wr.n || c[0] <= 0 || (c[0]-1)%wr.n != 0 {
			continue
		}
		r := (c[0] - 1) / wr.n
		ok := true
		for j, l := range c {
			ok = ok && l == wr.cell(r, j)
		}
		if ok && wr.rowClause[r] == 0 {
			wr.rowClause[r] = i + 1
		}
	}
	for r, id := range wr.rowClause {
		if id == 0 {
			return fmt.Errorf("cpog: the formula has no clause x(%d,0) ∨ … ∨ x(%d,%d) that row %d holds a queen", r, r, wr.n-1, r)
		}
	}
	return nil
}

func (wr *writer) cell(r, c int) int { return r*wr.n + c + 1 }

// cand is a column of a row that some model takes, under the prefix.
type cand struct {
	col, node, lemma int
	psi              []int // the clauses that make the row's later cells false
}

// visit proves what the prefix of rows 0..r-1 leads to: when live, the
// lemma "prefix → node" and the node; when dead, the lemma "not prefix".
func (wr *writer) visit(r int) (live bool, node, lemma int, err error) {
	if r == wr.n {
		return wr.leaf()
	}
	var cands []cand
	dead := make([]int, wr.n)
	for c := 0; c < wr.n; c++ {
		v := wr.cell(r, c)
		if wr.e.value(v) < 0 {
			continue
		}
		mark := len(wr.e.trail)
		conflict := -1
		if wr.e.value(v) == 0 {
			conflict = wr.e.decide(v)
		}
		wr.prefix = append(wr.prefix, v)
		if conflict >= 0 {
			dead[c], err = wr.refuted(conflict)
		} else {
			cd := cand{col: c}
			for c2 := c + 1; c2 < wr.n; c2++ {
				cd.psi = wr.e.reasons(cd.psi, wr.cell(r, c2))
			}
			var ok bool
			ok, cd.node, cd.lemma, err = wr.visit(r + 1)
			if ok {
				cands = append(cands, cd)
			} else {
				dead[c] = cd.lemma
			}
		}
		wr.prefix = wr.prefix[:len(wr.prefix)-1]
		wr.e.undo(mark)
		if err != nil {
			return false, 0, 0, err
		}
	}
	if len(cands) == 0 {
		lemma, err = wr.deadRow(r, dead)
		return false, 0, lemma, err
	}
	if wr.fault.extra != 0 && r == wr.n-1 && wr.st.Models-int64(len(cands)-1) == wr.fault.extra {
		cands = wr.extraCand(r, cands)
	}
	node, lemma, err = wr.liveRow(r, cands, dead)
	return true, node, lemma, err
}

// leaf is a model: it checks it against the list.
func (wr *writer) leaf() (bool, int, int, error) {
	wr.st.Models++
	if wr.models != nil {
		m, err := wr.models.Next()
		got := make([]int, wr.n)
		for r, v := range wr.prefix {
			got[r] = v - 1 - r*wr.n
		}
		if errors.Is(err, io.EOF) {
			return false, 0, 0, fmt.Errorf("cpog: the list lacks the model %v", got)
		} else if err != nil {
			return false, 0, 0, err
		}
		if !slices.Equal(m, got) {
			if slices.Compare(m, got) < 0 {
				return false, 0, 0, fmt.Errorf("cpog: the list has %v before %v: not a model of the formula, repeated or out of order", m, got)
			}
			return false, 0, 0, fmt.Errorf("cpog: the list lacks the model %v (it has %v next)", got, m)
		}
	}
	if wr.fault.drop == wr.st.Models {
		// A wrong proof: the model is called impossible.
		id := wr.lemmaRaw(wr.negPrefix(), []int{wr.rowClause[wr.n-1]})
		return false, 0, id, nil
	}
	return true, 0, 0, nil
}

// negPrefix returns the clause that excludes the prefix.
func (wr *writer) negPrefix(extra ...int) []int {
	cl := make([]int, 0, len(wr.prefix)+len(extra))
	for _, v := range wr.prefix {
		cl = append(cl, -v)
	}
	return append(cl, extra...)
}

// refuted writes the lemma that the prefix is impossible, the last queen
// having made clause conflict false by propagation.
func (wr *writer) refuted(conflict int) (int, error) {
	cl := wr.e.clauses[conflict]
	vars := make([]int, len(cl))
	for i, l := range cl {
		vars[i] = abs(l)
	}
	wr.b.start(wr.prefix, nil)
	for _, id := range wr.e.reasons(nil, vars...) {
		wr.b.hint(id, wr.e.clauses[id-1])
	}
	wr.b.hint(conflict+1, cl)
	return wr.lemma(wr.negPrefix())
}

// rowReasons gives the builder the clauses that imply the value of each
// assigned cell of row r under the prefix.
func (wr *writer) rowReasons(r int) {
	var vars []int
	for c := 0; c < wr.n; c++ {
		if v := wr.cell(r, c); wr.e.value(v) != 0 {
			vars = append(vars, v)
		}
	}
	for _, id := range wr.e.reasons(nil, vars...) {
		wr.b.hint(id, wr.e.clauses[id-1])
	}
}

// deadRow writes the lemma that the prefix is impossible: no column of
// row r is left.
func (wr *writer) deadRow(r int, dead []int) (int, error) {
	wr.b.start(wr.prefix, nil)
	wr.rowReasons(r)
	for c, id := range dead {
		if id != 0 {
			wr.b.hint(id, wr.negPrefix(-wr.cell(r, c)))
		}
	}
	wr.b.hint(wr.rowClause[r], wr.e.clauses[wr.rowClause[r]-1])
	if r == 0 {
		wr.printf("r 0\n")
	}
	return wr.lemma(wr.negPrefix())
}

// extraCand adds to the last row's candidates a column that the prefix
// attacks: a path that is no model (fault.extra).
func (wr *writer) extraCand(r int, cands []cand) []cand {
	for c := 0; c < wr.n; c++ {
		x := wr.cell(r, c)
		if wr.e.value(x) < 0 && !slices.ContainsFunc(cands, func(cd cand) bool { return cd.col == c }) {
			// prefix ∧ x conflicts on the clause that makes x false.
			cd := cand{col: c, psi: wr.e.reasons(nil, x)}
			i, _ := slices.BinarySearchFunc(cands, c, func(cd cand, c int) int { return cd.col - c })
			return slices.Insert(cands, i, cd)
		}
	}
	return cands
}
