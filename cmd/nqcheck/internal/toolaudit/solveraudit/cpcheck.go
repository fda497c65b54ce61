package solveraudit

import (
	"fmt"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/encode"
)

// ModelReference returns the sorted solution set a model of encoding e
// for board size n must have: every solution, or the lexicographic leader
// of every class (see Reference; no solver is involved).
func ModelReference(n int, e cpmodel.Encoding) []board.Solution {
	if e.Classes {
		return Reference(n, encode.LexLeaderClasses)
	}
	return Reference(n, encode.Pairwise)
}

// placeChecker checks the solutions printed for one constraint or SMT
// model: each must be a placement of n non-attacking queens (the class's
// leader for a symmetry-breaking model) and come once.
type placeChecker struct {
	m    *cpmodel.Model
	want []board.Solution // sorted
	add  func(Finding)

	seen    map[string]int // solution key -> line of its first print
	printed int
	valid   int
	call    int // the current run, for findings
}

func newPlaceChecker(m *cpmodel.Model, want []board.Solution, add func(Finding)) *placeChecker {
	return &placeChecker{m: m, want: want, add: add, seen: map[string]int{}, call: 1}
}

// solution checks one printed solution and returns it when it is a valid
// one not printed before.
func (c *placeChecker) solution(sol Solution) (board.Solution, bool) {
	c.printed++
	n := c.m.N
	finding := func(k Kind, witness, detail string) {
		c.add(Finding{Kind: k, Call: c.call, Line: sol.Line, Solution: witness, Detail: detail})
	}
	cells := make([]bool, n*n)
	for i, v := range sol.Vals {
		name := c.m.Vars[i]
		if !sol.Set[i] {
			finding(Partial, "", fmt.Sprintf("the solution gives no value to %s", name))
			return nil, false
		}
		if c.m.Encoding.Shape == cpmodel.Columns {
			if v < 1 || v > n {
				finding(Invalid, "", fmt.Sprintf("%s = %d is outside the columns 1..%d", name, v, n))
				return nil, false
			}
			cells[i*n+v-1] = true
			continue
		}
		if v != 0 && v != 1 {
			finding(Invalid, "", fmt.Sprintf("%s = %d is neither 0 nor 1", name, v))
			return nil, false
		}
		cells[i] = v == 1
	}
	var p board.Placement
	for i, on := range cells {
		if on {
			p = append(p, board.Cell{Row: i / n, Col: i % n})
		}
	}
	if err := compare.Valid(n, p); err != nil {
		finding(Invalid, placementText(n, cells), "not a solution: "+err.Error())
		return nil, false
	}
	s, _ := p.Solution(n)
	if c.m.Encoding.Classes {
		if canon, _ := board.Canonical(s); board.Compare(canon, s) != 0 {
			finding(Invalid, s.String(), fmt.Sprintf("a solution, but not the lexicographic leader of its symmetry class (that is %s), which is the only one this model allows", canon))
			return nil, false
		}
	}
	key := s.Key()
	if first, ok := c.seen[key]; ok {
		finding(Duplicate, s.String(), fmt.Sprintf("the solution of output line %d again", first))
		return nil, false
	}
	c.seen[key] = sol.Line
	c.valid++
	return s, true
}

// missing reports the reference solutions that no valid one gave: one
// finding naming how many and the first in lexicographic order.
func (c *placeChecker) missing() {
	if f, ok := missingFinding(c.want, c.seen, c.m.Encoding.Classes); ok {
		f.Call = c.call
		c.add(f)
	}
}
