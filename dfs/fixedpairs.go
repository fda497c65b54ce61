package dfs

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/board"
)

// PairsFixedSearch names the fixed-point search of this file in a
// witness's description; OrbitFixedSearch names countFixed's.
const (
	PairsFixedSearch = "pairs"
	OrbitFixedSearch = "orbit"
)

// CountFixedPairs counts the solutions of the n-queens problem that the
// rotation g (board.Rot90 or board.Rot180; any other is an error) leaves
// unchanged, for 1 ≤ n ≤ board.MaxN, by a search written apart from the
// orbit searches (countFixed, FixedSolutions): it shares no code with
// them and never places a queen on a board.
//
// It works in centred coordinates: row i and column j of the board are
// x = 2i−(n−1) and y = 2j−(n−1), so that the half turn maps (x, y) to
// (−x, −y) and the quarter turn to (y, −x); a queen's diagonal is x−y and
// its anti-diagonal x+y. A symmetric solution of an odd board holds the
// centre (the middle row's queen is its own image), and its other queens,
// like all of an even board's, use the rows and columns ±u for u in the
// positive half-values H (1, 3, …, n−1 for even n; 2, 4, …, n−1 for odd).
//
// Half turn: the solution is the column y = ±v of the row u, for each u
// in H, the image filling the row −u. The pair of queens uses the columns
// ±v, the diagonals ±(u−y) and the anti-diagonals ±(u+y). So a solution
// is a bijection u ↦ v of H with a sign for each u, such that the values
// |u−y| are distinct and non-zero, and so are the values |u+y|. The
// search picks v and the sign for each u in turn.
//
// Quarter turn: the orbit of (x, y) holds the rows and the columns ±x and
// ±y, and the diagonals and the anti-diagonals ±(x−y) and ±(x+y). So the
// orbits pair the elements of H ({|x|, |y|} = {u, v}), and the pairs' values
// v−u and u+v must all be distinct. Each pair has two orbits, those of
// (u, v) and (u, −v), with the same diagonals: the count is 2^(|H|/2)
// times the number of such pairings of H (none when |H| is odd). The
// search pairs the smallest unpaired element with each larger one.
//
// It returns ctx.Err() soon after ctx ends; every addition is checked.
func CountFixedPairs(ctx context.Context, n int, g board.Symmetry) (uint64, error) {
	if n < 1 || n > board.MaxN {
		return 0, fmt.Errorf("dfs: board size %d is outside 1..%d", n, board.MaxN)
	}
	if g != board.Rot90 && g != board.Rot180 {
		return 0, fmt.Errorf("dfs: the pairs search counts the solutions a rotation by 90° or 180° fixes, not %v", g)
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	s := &pairSearch{ctx: ctx}
	for u := 1 + n%2; u <= n-1; u += 2 {
		s.half = append(s.half, u)
	}
	if g == board.Rot180 {
		s.rows(0, 0, 0, 0)
		if s.err != nil {
			return 0, s.err
		}
		return s.count.value()
	}
	if len(s.half)%2 != 0 {
		return 0, ctx.Err()
	}
	s.pairs(1<<uint(len(s.half))-1, 0)
	if s.err != nil {
		return 0, s.err
	}
	m, err := s.count.value()
	if err != nil {
		return 0, err
	}
	return mul(m, 1<<uint(len(s.half)/2))
}

// pairSearch is the state of CountFixedPairs. Sets of half-values are bit
// sets by position in half; sets of diagonals by |value|/2.
type pairSearch struct {
	ctx   context.Context
	half  []int // H, ascending
	count tally
	steps int
	err   error
}

// stop looks at the context every pollEvery calls.
func (s *pairSearch) stop() bool {
	if s.steps++; s.steps%pollEvery == 0 && s.err == nil {
		s.err = s.ctx.Err()
	}
	return s.err != nil
}

// rows gives the row u = half[k] its column, for the half turn: cols holds
// the columns used, diag and anti the |diagonals| used.
func (s *pairSearch) rows(k int, cols, diag, anti uint64) {
	if k == len(s.half) {
		s.count.add(1)
		return
	}
	if s.stop() {
		return
	}
	u := s.half[k]
	for j, v := range s.half {
		if cols>>uint(j)&1 != 0 || v == u {
			continue
		}
		near, far := uint(abs(u-v)/2), uint((u+v)/2)
		// Column +v: diagonal |u−v|, anti-diagonal u+v; column −v: the
		// other way round.
		if diag>>near&1 == 0 && anti>>far&1 == 0 {
			s.rows(k+1, cols|1<<uint(j), diag|1<<near, anti|1<<far)
		}
		if diag>>far&1 == 0 && anti>>near&1 == 0 {
			s.rows(k+1, cols|1<<uint(j), diag|1<<far, anti|1<<near)
		}
	}
}

// pairs pairs the elements of free (positions in half), for the quarter
// turn: used holds the |diagonals| the pairs so far take.
func (s *pairSearch) pairs(free, used uint64) {
	if free == 0 {
		s.count.add(1)
		return
	}
	if s.stop() {
		return
	}
	i := 0
	for free>>uint(i)&1 == 0 {
		i++
	}
	u := s.half[i]
	for j := i + 1; j < len(s.half); j++ {
		if free>>uint(j)&1 == 0 {
			continue
		}
		v := s.half[j]
		near, far := uint((v-u)/2), uint((u+v)/2)
		if used>>near&1 == 0 && used>>far&1 == 0 {
			s.pairs(free&^(1<<uint(i)|1<<uint(j)), used|1<<near|1<<far)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// pairUnit is the data of a fixed-point unit counted by the pairs search:
// the solutions fixed by the quarter turn (quarter) or the half turn.
type pairUnit struct{ quarter bool }

// count runs the unit's search for board size n.
func (u pairUnit) count(ctx context.Context, n int) (UnitCount, error) {
	if u.quarter {
		v, err := CountFixedPairs(ctx, n, board.Rot90)
		return UnitCount{Fix90: v}, err
	}
	v, err := CountFixedPairs(ctx, n, board.Rot180)
	return UnitCount{Fix180: v}, err
}

// want returns what a count of the unit must hold when c cannot be one,
// else "": only the figure its search gives.
func (u pairUnit) want(c UnitCount) string {
	return fixUnit(u).want(c)
}
