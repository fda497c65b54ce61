package dfs

import (
	"context"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"github.com/nqcheck/nqcheck/board"
)

// The join counter. It cuts the board between rows s−1 and s, s = ⌊n/2⌋
// (joinhalf.go), and files every solution under the set of columns its top
// half's queens stand in. For one such set C it lists the top halves in
// the columns C and the bottom halves in the other columns, each as the
// key of the diagonals it could share with the other half, and counts the
// pairs of keys with no bit in common, not by placing queens but by
// splitting the two sorted lists on one bit after another
// (pairTable.countDisjoint). So it never visits a solution: its work
// follows the number of half boards, and the pairs the splits cannot rule
// out.
//
// The mirror image in the vertical axis maps the solutions filed under C
// one to one onto those filed under C reversed; for even n, so does the
// reflection in the horizontal axis onto those filed under the complement
// of C (the bottom half becomes the top half). So the plan keeps one set
// of each orbit of these images, the smallest as a bit set, and weighs its
// count by the orbit's size.

// JoinMethod and JoinVersion name the plans JoinPlan makes.
const (
	JoinMethod  = "join"
	JoinVersion = 1
)

// joinUnit is a unit of the join plan: the columns of the top half's
// queens, and the number of column sets in its orbit.
type joinUnit struct {
	top    uint64
	weight uint64
}

// joinSplit returns s, the number of rows of the top half of an n×n board.
func joinSplit(n int) int { return n / 2 }

// key names the unit: "top" and the 0-based columns of the top half's
// queens, in increasing order.
func (u joinUnit) key() string {
	var b strings.Builder
	b.WriteString("top")
	for c := u.top; c != 0; c &= c - 1 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(bits.TrailingZeros64(c)))
	}
	return b.String()
}

// joinUnits lists, in increasing order, the smallest column set of every
// orbit of the top half's column sets of an n×n board, with its orbit's
// size.
func joinUnits(n int) []joinUnit {
	s := joinSplit(n)
	full := uint64(1)<<uint(n) - 1
	var out []joinUnit
	for c := uint64(1)<<uint(s) - 1; c <= full; c = nextSameCount(c) {
		orbit := [4]uint64{c, bits.Reverse64(c) >> uint(64-n), c, c}
		if 2*s == n {
			orbit[2] = full &^ c
			orbit[3] = full &^ orbit[1]
		}
		smallest, distinct := true, 0
		for i, o := range orbit {
			if o < c {
				smallest = false
				break
			}
			seen := false
			for _, p := range orbit[:i] {
				seen = seen || p == o
			}
			if !seen {
				distinct++
			}
		}
		if smallest {
			out = append(out, joinUnit{top: c, weight: uint64(distinct)})
		}
		if c == 0 {
			break // s = 0: the empty set is the only one
		}
	}
	return out
}

// nextSameCount returns the next larger number with as many bits set as
// c ≠ 0 (Gosper's method), or a number past every n-bit set when there is
// none below 2^63.
func nextSameCount(c uint64) uint64 {
	low := c & -c
	ripple := c + low
	return ripple | ((c^ripple)>>2)/low
}

// tables holds a join unit's lists, reused from unit to unit (one per
// goroutine at a time).
var tables = sync.Pool{New: func() any { return new(pairTable) }}

// count counts the solutions filed under the unit's column set on an n×n
// board, times the unit's weight.
func (u joinUnit) count(ctx context.Context, n int) (UnitCount, error) {
	if err := ctx.Err(); err != nil {
		return UnitCount{}, err
	}
	t := tables.Get().(*pairTable)
	defer tables.Put(t)
	full := uint64(1)<<uint(n) - 1
	h := halves{n: n, s: joinSplit(n), allowed: u.top, full: full, out: t.a[:0]}
	h.tops()
	t.a = h.out
	h.allowed, h.out = full&^u.top, t.b[:0]
	h.bottoms()
	t.b = h.out
	if err := ctx.Err(); err != nil {
		return UnitCount{}, err
	}
	pairs := t.countDisjoint(2*n - 2)
	total, err := mul(pairs, u.weight)
	if err != nil {
		return UnitCount{}, err
	}
	return UnitCount{Total: total}, nil
}

// JoinPlan returns the join counter's plan for board size n
// (1 ≤ n ≤ board.MaxN), method "join", version 1. Its first units,
// "fix180" and "fix90", count the solutions a half turn and a quarter turn
// leave unchanged, with the symmetric searches of Count. Then comes one
// unit per orbit of the column sets of the top ⌊n/2⌋ rows' queens (key
// "top" and the set's 0-based columns, the smallest set of the orbit),
// whose Total is the orbit's size times the number of solutions whose top
// rows use that set; the plan's Total is the sum of its units' totals.
//
// Memory: a unit holds the keys of its top and bottom halves, 8 bytes
// each, and nothing else that grows with n; the plan's units are
// independent, so a run holds one unit's lists per worker.
func JoinPlan(n int) (*CountPlan, error) {
	if n < 1 || n > board.MaxN {
		return nil, fmt.Errorf("dfs: board size %d is outside 1..%d", n, board.MaxN)
	}
	us := joinUnits(n)
	p := &CountPlan{N: n, Method: JoinMethod, Version: JoinVersion, Units: make([]CountUnit, 0, len(us)+2)}
	p.Units = append(p.Units, CountUnit{Index: 0, Key: "fix180", data: fixUnit{quarter: false}})
	p.Units = append(p.Units, CountUnit{Index: 1, Key: "fix90", data: fixUnit{quarter: true}})
	for _, u := range us {
		p.Units = append(p.Units, CountUnit{Index: len(p.Units), Key: u.key(), data: u})
	}
	p.run = func(ctx context.Context, u CountUnit) (UnitCount, error) {
		switch d := u.data.(type) {
		case joinUnit:
			return d.count(ctx, n)
		case fixUnit:
			return d.count(ctx, n)
		}
		return UnitCount{}, fmt.Errorf("dfs: unit %q of the join plan has no search", u.Key)
	}
	p.want = func(u CountUnit, c UnitCount) string {
		switch d := u.data.(type) {
		case joinUnit:
			if c != (UnitCount{Total: c.Total}) || c.Total%d.weight != 0 {
				return fmt.Sprintf("only a total that is a multiple of its orbit's size %d", d.weight)
			}
		case fixUnit:
			return d.want(c)
		}
		return ""
	}
	return p, nil
}

// CountJoin returns the same figures as Count, for 1 ≤ n ≤ board.MaxN,
// from the units of JoinPlan(n), run by opt.Workers goroutines. Every sum
// is checked for overflow and the figures for the identities Count
// checks. When ctx is cancelled, CountJoin stops every goroutine it
// started and returns ctx.Err().
func CountJoin(ctx context.Context, n int, opt CountOptions) (Counts, error) {
	p, err := JoinPlan(n)
	if err != nil {
		return Counts{}, err
	}
	return CountPlanned(ctx, p, opt)
}
