package solveraudit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
)

// Reference returns the sorted model set that a member of encoding e for
// board size n must have, projected: every solution, by the backtracking
// search, or for the lex-leader encoding the canonical form of every class
// (board.Canonical). No SAT engine is involved.
func Reference(n int, e encode.Encoding) []board.Solution {
	all := dfs.All(n)
	if !e.Classes() {
		return all
	}
	var out []board.Solution
	for _, s := range all {
		if c, _ := board.Canonical(s); board.Compare(c, s) == 0 {
			out = append(out, s)
		}
	}
	return out
}

// checker checks the models printed for one member.
type checker struct {
	m    *encode.Member
	prop *encode.Propagator
	want []board.Solution // sorted
	add  func(Finding)

	isShow  []bool         // isShow[v]: v is a placement variable
	seen    map[string]int // projection key -> line of its first model
	printed int
	valid   int
	got     []board.Solution
	call    int // the current run, for findings
}

func newChecker(m *encode.Member, want []board.Solution, add func(Finding)) *checker {
	c := &checker{m: m, prop: encode.NewPropagator(m.CNF), want: want, add: add,
		isShow: make([]bool, m.CNF.Vars+1), seen: map[string]int{}, call: 1}
	for _, v := range m.Show {
		c.isShow[v] = true
	}
	return c
}

// placementText writes the queens of cells (row-major) as 1-based
// (row,column) pairs: "(1,2) (2,4) (3,1) (4,3)".
func placementText(n int, cells []bool) string {
	var parts []string
	for i, on := range cells {
		if on {
			parts = append(parts, fmt.Sprintf("(%d,%d)", i/n+1, i%n+1))
		}
	}
	if len(parts) == 0 {
		return "no queen"
	}
	return strings.Join(parts, " ")
}

func clauseText(cl encode.Clause) string {
	parts := make([]string, len(cl))
	for i, l := range cl {
		parts[i] = l.String()
	}
	return strings.Join(parts, " ") + " 0"
}

// model checks one printed model.
func (c *checker) model(md Model) {
	c.printed++
	n := c.m.N
	f := c.m.CNF
	vals := md.Vals
	finding := func(k Kind, sol, detail string) {
		c.add(Finding{Kind: k, Call: c.call, Line: md.Line, Solution: sol, Detail: detail})
	}
	cells := make([]bool, n*n)
	fixed := make([]encode.Value, len(vals))
	for i, v := range c.m.Show {
		switch vals[v] {
		case encode.Unset:
			finding(Partial, "", fmt.Sprintf("the model gives no value to variable %d, the cell (%d,%d)", v, i/n+1, i%n+1))
			return
		case encode.True:
			cells[i] = true
		}
		fixed[v] = vals[v]
	}
	var p board.Placement
	for i, on := range cells {
		if on {
			p = append(p, board.Cell{Row: i / n, Col: i % n})
		}
	}
	// The placement's one extension, when it has one.
	conflict := c.prop.Propagate(fixed)
	full := slices.Clone(vals)
	for v := 1; v < len(full); v++ {
		if full[v] == encode.Unset && conflict < 0 {
			full[v] = fixed[v]
		}
		if full[v] == encode.Unset {
			finding(Partial, placementText(n, cells), fmt.Sprintf("the model gives no value to auxiliary variable %d, which its placement does not determine", v))
			return
		}
	}
	falsified := encode.Falsified(f, full)
	clause := ""
	if falsified >= 0 {
		clause = fmt.Sprintf("it falsifies clause %d of the formula (%s)", falsified+1, clauseText(f.Clauses[falsified]))
	}
	if err := compare.Valid(n, p); err != nil {
		detail := "not a solution: " + err.Error()
		if clause != "" {
			detail += "; " + clause
		}
		finding(Invalid, placementText(n, cells), detail)
		return
	}
	s, _ := p.Solution(n)
	switch {
	case conflict >= 0 && c.m.Encoding.Classes():
		finding(Invalid, s.String(), "a solution, but not the lexicographic leader of its symmetry class, which is the only one this formula allows; "+clause)
		return
	case conflict >= 0:
		finding(Invalid, s.String(), fmt.Sprintf("a solution, but the formula allows no extension of it (clause %d); %s", conflict+1, clause))
		return
	}
	for v := 1; v < len(vals); v++ {
		if !c.isShow[v] && vals[v] != encode.Unset && vals[v] != fixed[v] {
			detail := fmt.Sprintf("auxiliary variable %d is %s, but the encoding's definitions make it %s for this placement", v, valueWord(vals[v]), valueWord(fixed[v]))
			if clause != "" {
				detail += "; " + clause
			}
			finding(AuxInconsistent, s.String(), detail)
			return
		}
	}
	if falsified >= 0 {
		finding(Invalid, s.String(), "a solution whose printed model "+clause)
		return
	}
	key := s.Key()
	if first, ok := c.seen[key]; ok {
		finding(Duplicate, s.String(), fmt.Sprintf("the model of output line %d again", first))
		return
	}
	c.seen[key] = md.Line
	c.valid++
	c.got = append(c.got, s)
}

func valueWord(v encode.Value) string {
	switch v {
	case encode.True:
		return "true"
	case encode.False:
		return "false"
	}
	return "unset"
}

// missing reports the reference models that no valid model gave: one
// finding naming how many and the first in lexicographic order.
func (c *checker) missing() {
	if f, ok := missingFinding(c.want, c.seen, c.m.Encoding.Classes()); ok {
		f.Call = c.call
		c.add(f)
	}
}

// missingFinding is the finding of the solutions of want (sorted) that
// seen (by key) lacks, if any: how many, and the first in lexicographic
// order. classes names them class leaders.
func missingFinding(want []board.Solution, seen map[string]int, classes bool) (Finding, bool) {
	var miss []board.Solution
	for _, s := range want {
		if _, ok := seen[s.Key()]; !ok {
			miss = append(miss, s)
		}
	}
	if len(miss) == 0 {
		return Finding{}, false
	}
	what := "solutions"
	if classes {
		what = "class leaders"
	}
	return Finding{Kind: Missing, Solution: miss[0].String(),
		Detail: fmt.Sprintf("%d of the %d %s never came (the witness is the first missing one in lexicographic order)", len(miss), len(want), what)}, true
}
