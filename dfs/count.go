package dfs

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"sync/atomic"

	"github.com/nqcheck/nqcheck/board"
)

// Counts holds exact figures for one board size.
type Counts struct {
	// N is the board size.
	N int
	// Total is the number of solutions.
	Total uint64
	// Fix90 is the number of solutions unchanged by a quarter turn.
	Fix90 uint64
	// Fix180 is the number of solutions unchanged by a half turn.
	Fix180 uint64
}

// Classes returns the number of symmetry classes by Burnside's lemma: the
// average number of solutions fixed by the 8 symmetries of the square. For
// n > 1 no reflection fixes a solution (two queens mirrored in an axis or a
// diagonal share a row, a column or a diagonal), so the sum is Total +
// Fix180 + 2·Fix90; for n = 1 all 8 fix the single queen and the answer is 1.
// The sum is formed in 128 bits, so it cannot wrap.
func (c Counts) Classes() uint64 {
	if c.N == 1 {
		return 1
	}
	hi, lo := sum128(c.Total, c.Fix180, c.Fix90, c.Fix90)
	q, _ := bits.Div64(hi, lo, 8) // hi ≤ 3 < 8: no panic
	return q
}

// sum128 adds its arguments (at most 8 of them) exactly, as a 128-bit
// number hi:lo.
func sum128(xs ...uint64) (hi, lo uint64) {
	for _, x := range xs {
		var carry uint64
		lo, carry = bits.Add64(lo, x, 0)
		hi += carry
	}
	return hi, lo
}

// CountOptions tunes Count.
type CountOptions struct {
	// Workers is the number of goroutines that search; 0 means
	// runtime.GOMAXPROCS(0).
	Workers int
	// Progress, when not nil, is called after each finished subproblem
	// with the number done and the number in all. It is called from one
	// goroutine at a time, never after Count has returned.
	Progress func(done, total int)
}

// ErrOverflow reports that a count does not fit in 64 bits. Count never
// returns a wrapped number.
var ErrOverflow = errors.New("dfs: count overflows 64 bits")

// errStopped is returned by a subproblem's search when it was told to stop.
var errStopped = errors.New("dfs: search stopped")

// Count returns the exact number of n-queens solutions, and of those that
// a quarter turn and a half turn leave unchanged, for 1 ≤ n ≤ board.MaxN.
//
// It counts every unit of BitmaskPlan(n) on opt.Workers goroutines and
// adds up their figures with the plan's Figures. The total comes from a
// bitmask search with first-row mirror halving refined to the whole
// symmetry group: it visits only boards that are representatives of their
// class in a sense the package documentation defines, and weighs each by
// the number of solutions it stands for. The subproblems, one per
// placement of the first rows, are units of the plan. The two fixed-point
// counts come from separate searches, one unit each, that place whole
// orbits of cells at a time, so they never look at an unsymmetric board.
//
// Every addition is checked: a count that would not fit in a uint64 gives
// ErrOverflow. Count also checks the identities that tie the figures
// together (for n > 1: Fix90 even, Fix180−Fix90 divisible by 4,
// Total−Fix180 divisible by 8, so that Total+Fix180+2·Fix90 is divisible
// by 8) and returns an error if one fails. When ctx is cancelled, Count
// stops every goroutine it started and returns ctx.Err().
func Count(ctx context.Context, n int, opt CountOptions) (Counts, error) {
	if opt.Workers < 0 {
		return Counts{}, fmt.Errorf("dfs: %d workers", opt.Workers)
	}
	p, err := BitmaskPlan(n)
	if err != nil {
		return Counts{}, err
	}
	return CountPlanned(ctx, p, opt)
}

// CountPlanned counts every unit of p with opt.Workers goroutines and
// returns the plan's figures (CountPlan.Figures: sums checked for
// overflow, identities checked). When ctx is cancelled it stops every
// goroutine it started and returns ctx.Err().
func CountPlanned(ctx context.Context, p *CountPlan, opt CountOptions) (Counts, error) {
	todo := make([]int, len(p.Units))
	for i := range todo {
		todo[i] = i
	}
	units := make([]UnitCount, len(p.Units))
	done := 0
	err := p.Run(ctx, todo, opt.Workers, func(i int, c UnitCount) error {
		units[i] = c
		done++
		if opt.Progress != nil {
			opt.Progress(done, len(p.Units))
		}
		return nil
	})
	if err != nil {
		return Counts{}, err
	}
	return p.Figures(units)
}

// BitmaskMethod and BitmaskVersion name the plans BitmaskPlan makes.
const (
	BitmaskMethod  = "bitmask"
	BitmaskVersion = 1
)

// BitmaskPlan returns the plan of Count's method for board size n
// (1 ≤ n ≤ board.MaxN): first the two symmetric searches, keys "fix180"
// and "fix90", then one unit per subproblem of the bitmask search, keyed
// by the columns of its first rows' queens. A subproblem's UnitCount holds
// only Bins, the representatives it found by weight; the symmetric units
// hold only Fix180 or Fix90. For n = 1 the search is the single unit "0",
// whose Total is 1.
func BitmaskPlan(n int) (*CountPlan, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("dfs: board size %d is outside 1..%d", n, board.MaxN)
	}
	p := &CountPlan{N: n, Method: BitmaskMethod, Version: BitmaskVersion}
	p.Units = append(p.Units, CountUnit{Key: "fix180", data: fixUnit{quarter: false}}, CountUnit{Key: "fix90", data: fixUnit{quarter: true}})
	if n == 1 {
		p.Units = append(p.Units, CountUnit{Key: "0", data: job{p: 0}})
	} else {
		for _, j := range jobs(n) {
			p.Units = append(p.Units, CountUnit{Key: j.key(), data: j})
		}
	}
	for i := range p.Units {
		p.Units[i].Index = i
	}
	p.run = func(ctx context.Context, u CountUnit) (UnitCount, error) {
		switch d := u.data.(type) {
		case fixUnit:
			return d.count(ctx, n)
		case job:
			if n == 1 {
				return UnitCount{Total: 1}, nil // the orbit argument needs n ≥ 2
			}
			var stop atomic.Bool
			release := context.AfterFunc(ctx, func() { stop.Store(true) })
			defer release()
			in := newInner(n, d, &stop)
			if err := in.run(); err != nil {
				if errors.Is(err, errStopped) {
					return UnitCount{}, ctx.Err()
				}
				return UnitCount{}, err
			}
			return UnitCount{Bins: in.bins}, nil
		}
		return UnitCount{}, fmt.Errorf("dfs: unit %d (%s) is not a unit of the bitmask plan", u.Index, u.Key)
	}
	p.want = func(u CountUnit, c UnitCount) string {
		switch d := u.data.(type) {
		case fixUnit:
			return d.want(c)
		case job:
			switch {
			case n == 1 && c != UnitCount{Total: 1}:
				return "total 1 and nothing else"
			case n > 1 && c != UnitCount{Bins: c.Bins}:
				return "only bins"
			}
		}
		return ""
	}
	return p, nil
}

// fixUnit is the data of a symmetric search's unit, in every method's
// plan: the solutions fixed by the quarter turn (quarter) or the half turn.
type fixUnit struct{ quarter bool }

// count runs the unit's symmetric search for board size n.
func (u fixUnit) count(ctx context.Context, n int) (UnitCount, error) {
	v, err := countFixed(ctx, n, u.quarter)
	if err != nil {
		return UnitCount{}, err
	}
	if u.quarter {
		return UnitCount{Fix90: v}, nil
	}
	return UnitCount{Fix180: v}, nil
}

// want returns what a count of the unit must hold when c cannot be one,
// else "": only the figure its search gives.
func (u fixUnit) want(c UnitCount) string {
	switch {
	case u.quarter && c != UnitCount{Fix90: c.Fix90}:
		return "only fix90"
	case !u.quarter && c != UnitCount{Fix180: c.Fix180}:
		return "only fix180"
	}
	return ""
}

// tally is a counter whose additions are checked: once one carries out of
// 64 bits, the tally stays flagged.
type tally struct {
	v        uint64
	overflow uint64 // non-zero after a carry
}

// add adds x to t.
func (t *tally) add(x uint64) {
	var carry uint64
	t.v, carry = bits.Add64(t.v, x, 0)
	t.overflow |= carry
}

// value returns the tally, or ErrOverflow if an addition carried.
func (t *tally) value() (uint64, error) {
	if t.overflow != 0 {
		return 0, ErrOverflow
	}
	return t.v, nil
}

// mul returns a·b, or ErrOverflow if it does not fit in 64 bits.
func mul(a, b uint64) (uint64, error) {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return 0, ErrOverflow
	}
	return lo, nil
}

// pollEvery is how many nodes of a symmetric search pass between two looks
// at the context: small enough to stop within a millisecond or so, large
// enough to cost nothing.
const pollEvery = 1 << 14

// countFixed counts the solutions fixed by the quarter turn (quarter) or
// the half turn (!quarter). It never builds an unsymmetric board: it puts
// a queen on every cell of an orbit under the rotation group at once. The
// half turn's search fills the rows from the top by bit sets
// (countHalfTurn). The quarter turn's finds the first empty row, tries
// each column there, and rejects the column if two of the orbit's four
// queens, or one of them and an earlier queen, attack each other (symSearch).
// Each symmetric solution is reached exactly once, by the one sequence of
// choices its own queens dictate. When n is odd, the centre is an orbit
// of one cell: the search finds for itself that a symmetric solution needs
// a queen there, and that none exists for a quarter turn unless n ≡ 0 or 1
// (mod 4).
func countFixed(ctx context.Context, n int, quarter bool) (uint64, error) {
	if !quarter {
		return countHalfTurn(ctx, n)
	}
	s := &symSearch{ctx: ctx, n: n, full: 1<<uint(n) - 1}
	s.place()
	if s.err != nil {
		return 0, s.err
	}
	return s.count.value()
}

// symSearch is the state of countFixed for the quarter turn. Occupied
// rows and columns are bit sets indexed by number, diagonals by r−c+n−1,
// anti-diagonals by r+c; for n ≤ 32 all fit in a uint64.
type symSearch struct {
	ctx                    context.Context
	n                      int
	full                   uint64
	rows, cols, diag, anti uint64
	count                  tally
	steps                  int
	err                    error
}

// orbit returns the distinct cells of the orbit of (r, c) under the
// quarter turn.
func (s *symSearch) orbit(r, c int) (cells [4]board.Cell, k int) {
	m := s.n - 1
	cells[0] = board.Cell{Row: r, Col: c}
	cells[1] = board.Cell{Row: c, Col: m - r}
	cells[2] = board.Cell{Row: m - r, Col: m - c}
	cells[3] = board.Cell{Row: m - c, Col: r}
	// A rotation that moves one cell of an orbit moves all of them, so the
	// orbit is a single cell (the centre) or has 4 distinct cells.
	if cells[1] == cells[0] {
		return cells, 1
	}
	return cells, 4
}

func (s *symSearch) place() {
	if s.rows == s.full {
		s.count.add(1)
		return
	}
	if s.steps++; s.steps%pollEvery == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return
		}
	}
	r := bits.TrailingZeros64(^s.rows)
	for c := 0; c < s.n && s.err == nil; c++ {
		cells, k := s.orbit(r, c)
		saved := [4]uint64{s.rows, s.cols, s.diag, s.anti}
		ok := true
		for _, x := range cells[:k] {
			rb, cb := uint64(1)<<uint(x.Row), uint64(1)<<uint(x.Col)
			db, ab := uint64(1)<<uint(x.Row-x.Col+s.n-1), uint64(1)<<uint(x.Row+x.Col)
			if s.rows&rb != 0 || s.cols&cb != 0 || s.diag&db != 0 || s.anti&ab != 0 {
				ok = false
				break
			}
			s.rows, s.cols, s.diag, s.anti = s.rows|rb, s.cols|cb, s.diag|db, s.anti|ab
		}
		if ok {
			s.place()
		}
		s.rows, s.cols, s.diag, s.anti = saved[0], saved[1], saved[2], saved[3]
	}
}

// weigh turns the per-bin counts into the number of solutions: a board in
// bin 0 (corner) stands for 8 solutions, one in bin k for 8/k. For every
// k, 8·bins[k] must be a multiple of k (each orbit adds 8/|its
// stabiliser|); a remainder means a miscount and is reported.
func weigh(bins [9]tally) (uint64, error) {
	var total tally
	for k, b := range bins {
		v, err := b.value()
		if err != nil {
			return 0, err
		}
		v8, err := mul(v, 8)
		if err != nil {
			return 0, err
		}
		if k == 0 {
			total.add(v8)
			continue
		}
		if v8%uint64(k) != 0 {
			return 0, fmt.Errorf("dfs: miscount: 8·%d boards with %d nearest half-edges is not a multiple of %d", v, k, k)
		}
		total.add(v8 / uint64(k))
	}
	return total.value()
}
