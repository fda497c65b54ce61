package dfs

import (
	"context"
	"math/bits"
	"slices"
	"strings"
	"sync"
)

// The join counter. It cuts the board between rows s−1 and s, s = ⌊n/2⌋
// (joinhalf.go), and files every solution under the set of columns its top
// half's queens stand in. For one such set C it lists the top halves in
// the columns C and the bottom halves in the other columns, each as the
// key of the diagonals it could share with the other half, and counts the
// pairs of keys with no bit in common, not by placing queens but 64 pairs
// at a time through slice tables (sliceMatch, joinslice.go), or, when it searches its
// halves, by splitting the two sorted lists on one bit after another
// (pairTable.countDisjoint). So it never visits a solution: its work
// follows the number of half boards and of the pairs it tests.
//
// The mirror image in the vertical axis maps the solutions filed under C
// one to one onto those filed under C reversed; for even n, so does the
// reflection in the horizontal axis onto those filed under the complement
// of C (the bottom half becomes the top half). So the plan keeps one set
// of each orbit of these images, the smallest as a bit set, and weighs its
// count by the orbit's size. For even n the other four symmetries are
// used as well, by weighing each solution by its queens on the long
// diagonals (joinLong).
//
// The halves come from quarter-board tables (joinquarter.go), made once per
// plan and shared, and the queens of the two rows around the cut are
// placed apart (countSliced).
// Boards whose quarters would be too large, or a plan whose MaxMemory the
// tables would exceed, search the halves unit by unit (search).

// JoinMethod and JoinVersion name the plans JoinPlanContext makes.
const (
	JoinMethod  = "join"
	JoinVersion = 2
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
	columns(&b, u.top)
	return b.String()
}

// reverse returns the column set c of an n×n board mirrored.
func reverse(c uint64, n int) uint64 { return bits.Reverse64(c) >> uint(64-n) }

// nextSameCount returns the next larger number with as many bits set as
// c ≠ 0 (Gosper's method; its division by the lowest set bit is a
// shift, which costs less than a divide).
func nextSameCount(c uint64) uint64 {
	low := c & -c
	ripple := c + low
	return ripple | ((c^ripple)>>2)>>(uint(bits.TrailingZeros64(c))&63)
}

// tables holds a join unit's lists, reused from unit to unit (one per
// goroutine at a time).
var tables = sync.Pool{New: func() any { return new(pairTable) }}

// joinTables are the quarter tables of a join plan: those of the rows
// above the two rows around the cut (rows 0..⌊n/2⌋−2) and those of the
// rows below them (rows ⌊n/2⌋+1..n−1), one and the same for even n.
type joinTables struct {
	top, bottom *quarters
}

// newJoinTables tabulates the quarters of an n×n board, or returns nil
// when they would be too large (newQuarters) or take more than max bytes
// (max > 0), or for n = 1, which has no two rows around the cut.
func newJoinTables(n int, max int64) *joinTables {
	var budget *int64
	if max > 0 {
		budget = &max
	}
	s := joinSplit(n)
	if s < 1 {
		return nil
	}
	top := newQuarters(n, s-1, budget)
	if top == nil {
		return nil
	}
	if n%2 == 0 {
		return &joinTables{top: top, bottom: top}
	}
	bottom := newQuarters(n, s, budget)
	if bottom == nil {
		return nil
	}
	return &joinTables{top: top, bottom: bottom}
}

// bytes returns the memory the tables take.
func (jt *joinTables) bytes() int64 {
	seen := map[*quarter]bool{}
	var b int64
	for _, q := range []*quarter{jt.top.left, jt.top.right, jt.bottom.left, jt.bottom.right} {
		if !seen[q] {
			seen[q] = true
			b += q.bytes()
		}
	}
	return b
}

// count counts the solutions filed under the unit on an n×n board, each
// case times its weight. Its halves come from the quarter tables jt, or
// from a search of their own when jt is nil.
//
// With the tables, the queens of the two rows around the cut are placed
// apart (countSliced): for each pair of their columns, the halves above
// and below that neither attacks are matched. A pair of halves that these
// queens' diagonals split apart is never tested, which leaves a small
// part of the pairs to test.
func (u joinUnit) count(ctx context.Context, n int, jt *joinTables) (UnitCount, error) {
	t := tables.Get().(*pairTable)
	defer tables.Put(t)
	if jt == nil {
		return u.search(ctx, n, t)
	}
	if err := ctx.Err(); err != nil {
		return UnitCount{}, err
	}
	var total tally
	if err := t.countSliced(n, u, jt, &total); err != nil {
		return UnitCount{}, err
	}
	v, err := total.value()
	if err != nil {
		return UnitCount{}, err
	}
	return UnitCount{Total: v}, nil
}

// countSliced adds to total the solutions filed under the unit u, each
// case times its weight, from the quarter tables jt. Both middle rows are
// placed apart: row s−1, the last of the top half, its queen in a column
// x1 of the unit's columns C, and row s (s = ⌊n/2⌋), its queen in a column
// x2 of the others: every one for even n, where row s is the bottom
// half's first, the unit's cases for odd n, where it is the middle row.
// For each x1 and x2 more than one column apart, the top halves of rows
// 0..s−2 that neither middle queen attacks are matched with the bottom
// halves of rows s+1..n−1 that neither attacks, all keyed as seen from
// row s+1 (sliceMatch), each pair weighed as joinLong says. The top
// halves are made once per unit, the bottom halves once per x2, all in
// one slice table made before any match.
func (t *pairTable) countSliced(n int, u joinUnit, jt *joinTables, total *tally) error {
	full := uint64(1)<<uint(n) - 1
	width := 2*n - 2
	// The top halves by x1, with their queen of row s−1: each entry is
	// the key as seen from row s+1 and, above it, the columns of row s
	// the half attacks (n bits: width + n ≤ 64 for n ≤ 22).
	a := t.a[:0] // a local: no store to t at each top half
	t.ends, t.rowPlaces = t.ends[:0], t.rowPlaces[:0]
	rows := n > joinWeighMax // the row tables (joinrows.go)
	for c := u.top; c != 0; c &= c - 1 {
		x := bits.TrailingZeros64(c)
		t.tops = jt.top.tops(u.top&^(c&-c), x, t.tops[:0], &t.scratch)
		from := len(a)
		a = slices.Grow(a, len(t.tops))
		a = a[:from+fileHalves(n, x, t.tops, a[from:from+len(t.tops)])]
		if rows {
			for _, e := range a[from:] {
				t.rowPlaces = append(t.rowPlaces, rowPlaces(n, e&(1<<(uint(width)&63)-1)))
			}
		}
		t.ends = append(t.ends, len(a))
	}
	t.a = a
	if len(t.a) == 0 {
		return nil
	}
	others := full &^ u.top
	long := joinLong(n, n/2+1)
	for _, m := range u.mids {
		xs := others // even n: every column of the others, one weight
		if m.x >= 0 {
			xs = 1 << uint(m.x)
		}
		if rows {
			if err := t.countRows(n, u.top, others, xs, m.weight, jt, total); err != nil {
				return err
			}
			continue
		}
		// The slice table of the bottom halves of every x2.
		tb := &t.slice
		tb.reset(others)
		with := uint64(0)
		for ; xs != 0; xs &= xs - 1 {
			b2 := xs & -xs
			x2 := bits.TrailingZeros64(b2)
			// The bottom halves that leave x2 free, in the columns left.
			t.b = jt.bottom.bottomsTagged(others&^b2, x2, t.b[:0], &t.scratch)
			if len(t.b) == 0 {
				continue
			}
			onLong := long != 0 && b2&(1<<uint(n/2)|1<<uint(n-1-n/2)) != 0 // row s's queen on a long diagonal
			tb.add(n, x2, t.b, long, onLong)
			with |= b2
		}
		tb.finish(n)
		v, err := mul(t.sliceMatch(n, u.top, with, long, tb), m.weight)
		if err != nil {
			return err
		}
		total.add(v)
	}
	return nil
}

// fileHalves writes from out[0] on, for each top half of tops (keys as
// seen from row s−1 of an n×n board) that leaves the square (s−1, x)
// free, its key as seen from row s+1 with the queen of x and, above it
// (bits 2n−2 up), the columns of row s the half attacks; it returns their
// number, out being as long as tops. A function of its own with no call
// in its loop, so that its values stay in registers.
//
//go:noinline
func fileHalves(n, x int, tops, out []uint64) int {
	// Shifts masked to 63 (n ≤ 32) need no test of their size.
	sh, width := uint(n-1)&63, uint(2*n-2)&63
	full, low, bx := uint64(1)<<uint(n)-1, uint64(1)<<sh-1, uint64(1)<<(uint(x)&63)
	out = out[:len(tops)]
	j := 0
	for _, k := range tops {
		// The columns of row s−1 the half's diagonals cross, then,
		// with the queen of x, those of row s.
		slash, back := k&low, (k>>sh)<<1
		if (slash|back)&bx != 0 {
			continue
		}
		slash, back = (slash|bx)>>1, (back|bx)<<1&full
		out[j] = halfKey(n, slash>>1, back<<1&full) | (slash|back)<<width
		j++
	}
	return j
}

// joinWeighMax is the largest board size whose units are weighed by the
// queens on the long diagonals (joinLong). Beyond, the lists are long and
// the row tables (joinrows.go) match them faster than the slice blocks
// the weighting uses.
const joinWeighMax = 18

// joinLong returns, for even n, 4 ≤ n ≤ joinWeighMax, the bits of a key of an n×n board,
// seen from row r, that stand for the two long diagonals: the "\" one,
// c − r = 0, crossing row r at column r, and the "/" one, r + c = n−1,
// crossing it at column n−1−r; for other n, 0 (no weighting).
//
// The diagonal weighting (even n). A solution s counts as w(s): 1 when
// no queen stands on a long diagonal, else 2^k when its k queens on them
// all stand in the top half, else 0. Every solution's eight images by
// the symmetries of the square weigh 8 in all (the transposition keeps
// the half of the "\" diagonal its queen is in and swaps that of the "/"
// one), so the weights add up to the number of solutions. A unit adds up
// w over the solutions filed under its orbit's sets: its weight times,
// for each solution s filed under its set itself, (w(s) + w of its
// images by the mirror, the flip and both)/4, which is 1 when s has no
// queen on a long diagonal or one, 2 when it has two in one half, and 0
// when it has one in each half. So a pair of halves that both hold a
// queen on a long diagonal is never tested.
func joinLong(n, r int) uint64 {
	if n%2 == 1 || n < 4 || n > joinWeighMax {
		return 0
	}
	return 1<<uint(r-1+n-1) | 1<<uint(n-1-r)
}

// search is count for boards too large for the quarter tables: it
// searches the halves of the unit, with no middle row for even n.
func (u joinUnit) search(ctx context.Context, n int, t *pairTable) (UnitCount, error) {
	s, full := joinSplit(n), uint64(1)<<uint(n)-1
	t.poll = &poller{ctx: ctx}
	defer func() { t.poll = nil }()
	h := halves{n: n, s: s, allowed: u.top, full: full, out: t.tops[:0], poll: t.poll}
	h.tops()
	t.tops = h.out
	u.searchMiddles(n, t)
	var total tally
	for _, m := range u.mids {
		if t.poll.stopped {
			return UnitCount{}, ctx.Err()
		}
		var c uint64
		if m.x < 0 {
			h = halves{n: n, s: s, allowed: full &^ u.top, full: full, out: t.bottoms[:0], poll: t.poll}
			h.bottoms()
			t.bottoms = h.out
			c = t.weighedDisjoint(2*n-2, joinLong(n, s))
		} else {
			t.a, t.b = withMiddle(n, m.x, t.tops, t.a[:0]), append(t.b[:0], t.byMid[m.x]...)
			c = t.countDisjoint(2*n - 2)
		}
		v, err := mul(c, m.weight)
		if err != nil {
			return UnitCount{}, err
		}
		total.add(v)
	}
	if t.poll.stopped || ctx.Err() != nil {
		return UnitCount{}, ctx.Err()
	}
	v, err := total.value()
	if err != nil {
		return UnitCount{}, err
	}
	return UnitCount{Total: v}, nil
}

// weighedDisjoint returns the pairs of a top half of t.tops and a bottom
// half of t.bottoms, both seen from row s, whose keys share no bit, each
// weighed as joinLong says, long being the key bits of the long
// diagonals: with no queen on them in the top half, every bottom half,
// those with two queens on them twice; with one or two, the bottom halves
// with none, once or twice.
func (t *pairTable) weighedDisjoint(width int, long uint64) uint64 {
	for i := range t.long {
		t.long[i] = t.long[i][:0]
	}
	for _, k := range t.tops {
		c := bits.OnesCount64(k & long)
		t.long[c] = append(t.long[c], k)
	}
	for _, k := range t.bottoms {
		c := 3 + bits.OnesCount64(k&long)
		t.long[c] = append(t.long[c], k)
	}
	tops, bottoms := t.long[:3], t.long[3:]
	pairs := func(a, b []uint64) uint64 {
		t.a, t.b = append(t.a[:0], a...), append(t.b[:0], b...)
		return t.countDisjoint(width)
	}
	return pairs(tops[0], t.bottoms) + pairs(tops[0], bottoms[2]) +
		pairs(tops[1], bottoms[0]) + 2*pairs(tops[2], bottoms[0])
}

// searchMiddles files in t.byMid, for odd n, the bottom halves below the
// middle row of every case of the unit, by one search.
func (u joinUnit) searchMiddles(n int, t *pairTable) {
	var wanted uint64
	for _, m := range u.mids {
		if m.x >= 0 {
			wanted |= 1 << uint(m.x)
			t.byMid[m.x] = t.byMid[m.x][:0]
		}
	}
	if wanted != 0 {
		full := uint64(1)<<uint(n) - 1
		h := halves{n: n, s: joinSplit(n) + 1, allowed: full &^ u.top, full: full, poll: t.poll}
		h.bottomsByMiddle(wanted, &t.byMid)
	}
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

// CountJoin returns the same figures as Count, for 1 ≤ n ≤ board.MaxN,
// from the units of JoinPlanContext's plan for n, run by opt.Workers goroutines. Every sum
// is checked for overflow and the figures for the identities Count
// checks. When ctx is cancelled, CountJoin stops every goroutine it
// started and returns ctx.Err().
func CountJoin(ctx context.Context, n int, opt CountOptions) (Counts, error) {
	p, err := JoinPlanContext(ctx, n, 0)
	if err != nil {
		return Counts{}, err
	}
	return CountPlanned(ctx, p, opt)
}
