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
// queens and, for each column of the middle row the unit counts (odd n),
// or once (even n: column −1, no middle row), the number of cases in its
// orbit.
type joinUnit struct {
	top  uint64
	mids []joinMid
}

// joinMid is one case of a join unit: the column of the middle row's
// queen (−1 for even n) and its orbit's size.
type joinMid struct {
	x      int
	weight uint64
}

// divisor returns the greatest common divisor of the unit's weights: its
// total is a multiple of it.
func (u joinUnit) divisor() uint64 {
	var g uint64
	for _, m := range u.mids {
		a, b := g, m.weight
		for b != 0 {
			a, b = b, a%b
		}
		g = a
	}
	return g
}

// joinSplit returns s, the number of rows of the top half of an n×n board;
// for odd n, row s is the middle row.
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

// reverse returns the column set c of an n×n board mirrored.
func reverse(c uint64, n int) uint64 { return bits.Reverse64(c) >> uint(64-n) }

// joinUnits lists, in increasing order of the top half's columns, the
// units of an n×n board: for even n, the smallest column set C of every
// orbit {C, C mirrored, the complement of C, and that mirrored}; for odd
// n, every C with the middle columns x for which (C, x) comes first (C
// first, then x) in its orbit {(C, x), (C mirrored, n−1−x), (D, x),
// (D mirrored, n−1−x)}, D being the columns neither C nor x holds.
func joinUnits(n int) []joinUnit {
	s := joinSplit(n)
	full := uint64(1)<<uint(n) - 1
	var out []joinUnit
	for c := uint64(1)<<uint(s) - 1; c <= full; c = nextSameCount(c) {
		u := joinUnit{top: c}
		if 2*s == n {
			if w, first := orbitOf(n, c, -1, [4]uint64{c, reverse(c, n), full &^ c, reverse(full&^c, n)}); first {
				u.mids = append(u.mids, joinMid{x: -1, weight: w})
			}
		} else {
			for x := range n {
				if c>>uint(x)&1 == 1 {
					continue
				}
				d := full &^ c &^ (1 << uint(x))
				if w, first := orbitOf(n, c, x, [4]uint64{c, reverse(c, n), d, reverse(d, n)}); first {
					u.mids = append(u.mids, joinMid{x: x, weight: w})
				}
			}
		}
		if len(u.mids) > 0 {
			out = append(out, u)
		}
		if c == 0 {
			break // s = 0: the empty set is the only one
		}
	}
	return out
}

// orbitOf returns the number of distinct cases in the orbit of (c, x),
// whose images are (sets[i], x) for even i and (sets[i], n−1−x) for odd i
// (x = −1 for even n stays −1), and whether (c, x) comes first in it.
func orbitOf(n int, c uint64, x int, sets [4]uint64) (uint64, bool) {
	type item struct {
		c uint64
		x int
	}
	var seen [4]item
	k := 0
	for i, sc := range sets {
		it := item{sc, x}
		if i%2 == 1 && x >= 0 {
			it.x = n - 1 - x
		}
		if it.c < c || it.c == c && it.x < x {
			return 0, false
		}
		dup := false
		for _, o := range seen[:k] {
			dup = dup || o == it
		}
		if !dup {
			seen[k] = it
			k++
		}
	}
	return uint64(k), true
}

// nextSameCount returns the next larger number with as many bits set as
// c ≠ 0 (Gosper's method).
func nextSameCount(c uint64) uint64 {
	low := c & -c
	ripple := c + low
	return ripple | ((c^ripple)>>2)/low
}

// tables holds a join unit's lists, reused from unit to unit (one per
// goroutine at a time).
var tables = sync.Pool{New: func() any { return new(pairTable) }}

// count counts the solutions filed under the unit on an n×n board, each
// case times its weight.
func (u joinUnit) count(ctx context.Context, n int) (UnitCount, error) {
	t := tables.Get().(*pairTable)
	defer tables.Put(t)
	s, full := joinSplit(n), uint64(1)<<uint(n)-1
	h := halves{n: n, s: s, allowed: u.top, full: full, out: t.tops[:0]}
	h.tops()
	t.tops = h.out
	var wanted uint64
	for _, m := range u.mids {
		if m.x >= 0 {
			wanted |= 1 << uint(m.x)
			t.byMid[m.x] = t.byMid[m.x][:0]
		}
	}
	if wanted != 0 {
		// The bottom halves below the middle row, for every case at once.
		h = halves{n: n, s: s + 1, allowed: full &^ u.top, full: full}
		h.bottomsByMiddle(wanted, &t.byMid)
	}
	var total tally
	for _, m := range u.mids {
		if err := ctx.Err(); err != nil {
			return UnitCount{}, err
		}
		if m.x < 0 {
			h = halves{n: n, s: s, allowed: full &^ u.top, full: full, out: t.b[:0]}
			h.bottoms()
			t.a, t.b = append(t.a[:0], t.tops...), h.out
		} else {
			t.a, t.b = withMiddle(n, m.x, t.tops, t.a[:0]), append(t.b[:0], t.byMid[m.x]...)
		}
		v, err := mul(t.countDisjoint(2*n-2), m.weight)
		if err != nil {
			return UnitCount{}, err
		}
		total.add(v)
	}
	v, err := total.value()
	if err != nil {
		return UnitCount{}, err
	}
	return UnitCount{Total: v}, nil
}

// withMiddle appends to out the keys, as seen from row s+1, of the top
// halves of keys (seen from row s) that a queen in row s, column x, does
// not attack, with that queen added.
func withMiddle(n, x int, keys, out []uint64) []uint64 {
	low, full, bx := uint64(1)<<uint(n-1)-1, uint64(1)<<uint(n)-1, uint64(1)<<uint(x)
	for _, k := range keys {
		slash, back := k&low, (k>>uint(n-1))<<1
		if (slash|back)&bx != 0 {
			continue
		}
		out = append(out, halfKey(n, (slash|bx)>>1, (back|bx)<<1&full))
	}
	return out
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
			if g := d.divisor(); c != (UnitCount{Total: c.Total}) || c.Total%g != 0 {
				return fmt.Sprintf("only a total that is a multiple of %d, its orbits' sizes' divisor", g)
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
