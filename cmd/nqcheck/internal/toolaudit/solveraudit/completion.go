package solveraudit

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
)

// Completion members: N-Queens completion (Gent, Jefferson and
// Nightingale, JAIR 2017), NP-complete, is the question whether some
// queens given on the board extend to a solution. A completion member is
// a member of the family with the given queens' placement variables as
// unit clauses; its reference set is the reference's solutions that hold
// every given queen, which the backtracking search decides: empty (the
// member is unsatisfiable) or not, with no table to look it up in.

// givenQueens returns the queens of completion member number i of an n×n
// board: k = max(1, n/3) queens on distinct random rows, no two attacking
// each other, drawn by a generator seeded with n and i, so that the
// member can be built again.
func givenQueens(n, i int) []board.Cell {
	r := rand.New(rand.NewPCG(uint64(n), uint64(i)))
	k := max(1, n/3)
	for {
		rows := r.Perm(n)[:k]
		slices.Sort(rows)
		cells := make([]board.Cell, k)
		for j, row := range rows {
			cells[j] = board.Cell{Row: row, Col: r.IntN(n)}
		}
		if !attacking(cells) {
			return cells
		}
	}
}

func attacking(cells []board.Cell) bool {
	for i, a := range cells {
		for _, b := range cells[i+1:] {
			dr, dc := a.Row-b.Row, a.Col-b.Col
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				return true
			}
		}
	}
	return false
}

// completion returns m with a unit clause for each given queen, and the
// solutions of want that hold them all.
func completion(m *encode.Member, want []board.Solution, given []board.Cell) (*encode.Member, []board.Solution) {
	c := *m
	f := *m.CNF
	f.Clauses = slices.Clone(m.CNF.Clauses)
	f.Comments = append(slices.Clone(m.CNF.Comments), "completion: the queens "+cellsText(given)+" are given")
	for _, q := range given {
		f.Clauses = append(f.Clauses, encode.Clause{m.Show[q.Row*m.N+q.Col].Pos()})
	}
	c.CNF = &f
	var sub []board.Solution
	for _, s := range want {
		if !slices.ContainsFunc(given, func(q board.Cell) bool { return s[q.Row] != q.Col }) {
			sub = append(sub, s)
		}
	}
	return &c, sub
}

// cellsText writes cells 1-based as (row,column), space-separated.
func cellsText(cells []board.Cell) string {
	parts := make([]string, len(cells))
	for i, q := range cells {
		parts[i] = fmt.Sprintf("(%d,%d)", q.Row+1, q.Col+1)
	}
	return strings.Join(parts, " ")
}

// completionLabel names completion member given of m: "pairwise given
// (1,3) (4,7)".
func completionLabel(m *encode.Member, given []board.Cell) string {
	return m.Label() + " given " + cellsText(given)
}

// suiteMember is one formula of a suite with its reference set.
type suiteMember struct {
	m     *encode.Member
	want  []board.Solution
	label string // names it in the table and the findings
	given bool   // a completion member: its label replaces the encoding's
}

// completions returns the suite's completion members of base.
func (s Suite) completions(base *encode.Member, want []board.Solution) []suiteMember {
	var out []suiteMember
	for i := range s.Completions {
		given := givenQueens(base.N, i)
		m, sub := completion(base, want, given)
		out = append(out, suiteMember{m: m, want: sub, label: completionLabel(base, given), given: true})
	}
	return out
}

// relabel names a completion member's case and findings by its label.
func (sm suiteMember) relabel(c *Case) {
	if !sm.given {
		return
	}
	c.Encoding = sm.label
	for i := range c.Findings {
		c.Findings[i].Encoding = sm.label
	}
}
