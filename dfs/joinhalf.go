package dfs

import (
	"math/bits"
	"slices"
)

// The half boards of the join counter and the count of their compatible
// pairs. The board is cut between row s−1 and row s (s = ⌊n/2⌋): the top
// half holds the queens of rows 0..s−1, the bottom half those of rows
// s..n−1. A top half and a bottom half make a solution exactly when their
// columns are complementary and no diagonal holds a queen of each, because
// each half is free of attacks by itself.
//
// A half's key says which diagonals it occupies that the other half could
// also reach, by the squares where they cross row s. A "/" diagonal (r+c
// constant) crosses row s at column r+c−s; one of the top half's reaches
// the bottom half only if that column is ≥ 0, and one of the bottom half's
// reaches the top half only if it is ≤ n−2: key bits 0..n−2. A "\"
// diagonal (c−r constant) crosses row s at column c−r+s; likewise only
// columns 1..n−1 matter, key bits n−1..2n−3. So two halves share a
// diagonal exactly when their keys share a bit, and bit 63 of a key is
// never set (n ≤ 32).

// halfKey returns the key of a half whose diagonals cross row s at the
// columns slash ("/") and back ("\"), bit c standing for column c.
func halfKey(n int, slash, back uint64) uint64 {
	// Shifts masked to 63 (n ≤ 32) need no test of their size.
	low := uint64(1)<<(uint(n-1)&63) - 1
	return slash&low | (back>>1&low)<<(uint(n-1)&63)
}

// halves enumerates the half boards of one column set.
type halves struct {
	n       int
	s       int    // the bottom half's first row: the keys are seen from it
	allowed uint64 // the columns the half's queens must use
	full    uint64 // the n columns
	out     []uint64
	// byMid, when set, files the bottom halves by the column wanted of
	// the middle row (bottomsByMiddle).
	byMid  *[32][]uint64
	wanted uint64
	// poll, when not nil, stops the listing when its context ends: the
	// list is then cut short.
	poll *poller
}

// tops appends to out the keys of every top half (rows 0..s−1) whose
// queens stand in the columns allowed, one per row and column, no two
// attacking.
func (h *halves) tops() {
	if h.s == 0 {
		h.out = append(h.out, 0)
		return
	}
	h.down(0, 0, 0, 0)
}

// down places the queen of row r of a top half; cols are the columns
// taken, back and slash the columns of row r that the "\" and "/"
// diagonals of the queens above cross.
func (h *halves) down(r int, cols, back, slash uint64) {
	if h.poll.stop() {
		return
	}
	free := h.allowed &^ (cols | back | slash)
	if r == h.s-1 {
		for ; free != 0; free &= free - 1 {
			b := free & -free
			// The diagonals as they cross row s.
			h.out = append(h.out, halfKey(h.n, (slash|b)>>1, (back|b)<<1&h.full))
		}
		return
	}
	// Look ahead: the queens so far must leave a square in row s−1.
	dist := uint(h.s-1-r) & 63
	if h.allowed&^(cols|back<<dist|slash>>dist) == 0 {
		return
	}
	for ; free != 0; free &= free - 1 {
		b := free & -free
		h.down(r+1, cols|b, (back|b)<<1&h.full, (slash|b)>>1)
	}
}

// bottoms appends to out the keys of every bottom half (rows s..n−1)
// whose queens stand in the columns allowed, placed from row n−1 up.
func (h *halves) bottoms() {
	if h.s == h.n {
		h.out = append(h.out, 0)
		return
	}
	h.up(h.n-1, 0, 0, 0)
}

// up places the queen of row r of a bottom half, going up: slash and back
// are the columns of row r that the "/" and "\" diagonals of the queens
// below cross. With h.byMid set (bottomsByMiddle) it files each half by
// the column left for the middle row instead of appending it to h.out.
func (h *halves) up(r int, cols, slash, back uint64) {
	if h.poll.stop() {
		return
	}
	free := h.allowed &^ (cols | slash | back)
	if r == h.s {
		for ; free != 0; free &= free - 1 {
			b := free & -free
			key := halfKey(h.n, slash|b, back|b)
			if h.byMid == nil {
				h.out = append(h.out, key)
				continue
			}
			x := h.allowed &^ (cols | b)
			if x&h.wanted == 0 || x&((slash|b)<<1|(back|b)>>1) != 0 {
				continue
			}
			i := bits.TrailingZeros64(x) & 31
			h.byMid[i] = append(h.byMid[i], key)
		}
		return
	}
	// Look ahead: the queens so far must leave a square in row s.
	dist := uint(r-h.s) & 63
	if h.allowed&^(cols|slash<<dist|back>>dist) == 0 {
		return
	}
	for ; free != 0; free &= free - 1 {
		b := free & -free
		h.up(r-1, cols|b, (slash|b)<<1&h.full, (back|b)>>1)
	}
}

// bottomsByMiddle files, for odd n, the bottom halves below the middle
// row s−1 (rows s..n−1, whose queens use all but one of the columns
// allowed) by the column x left over for the middle row's queen: it
// appends the key of each to byMid[x] when x is in wanted and none of the
// half's queens attacks square (s−1, x).
func (h *halves) bottomsByMiddle(wanted uint64, byMid *[32][]uint64) {
	if h.s == h.n { // n = 1: no rows below the middle one
		if x := h.allowed; x&wanted != 0 {
			i := bits.TrailingZeros64(x) & 31
			byMid[i] = append(byMid[i], 0)
		}
		return
	}
	h.wanted, h.byMid = wanted, byMid
	h.up(h.n-1, 0, 0, 0)
}

// pairTable is the work space of a join unit's count: its lists of keys,
// countDisjoint's bit permutation and sliceMatch's tables, reused from
// unit to unit.
type pairTable struct {
	tops    []uint64     // a unit's top halves, before the middle row
	bottoms []uint64     // search, even n: a unit's bottom halves
	long    [6][]uint64  // weighedDisjoint: the halves by their queens on long diagonals
	byMid   [32][]uint64 // search: its bottom halves by the middle row's column
	a, b    []uint64
	tmp     []uint64       // sortKeys's and build's scratch
	perm    [8][256]uint64 // perm[i][v]: the bits of byte i of a key, v, moved
	bytes   int            // the bytes of a key that perm moves
	poll    *poller        // search: stops its listings and countDisjoint
	ends    []int          // countSliced: the end of each x1's top halves in a
	slice   sliceTable     // countSliced: a unit's slice table (n ≤ joinWeighMax)
	qs      []uint64       // sliceMatch: the top halves as it files them
	// rowPlaces and slices: the row tables (joinrows.go), n > joinWeighMax.
	rowPlaces [][6]int32
	slices    []uint64
	scratch   joinScratch
}

// leafPairs is the largest number of pairs countDisjoint tests one by one
// instead of splitting the lists further.
const leafPairs = 256

// countDisjoint returns the number of pairs (x, y), x from t.a and y from
// t.b, with x & y = 0. It reorders the bits of every key so that the bit
// most likely to hold in both lists comes first, sorts both lists, and
// splits them on one bit after another: a pair of sublists whose keys
// all hold the bit can never match and is dropped. Small pairs of
// sublists are tested pair by pair. The result is at most len(a)·len(b),
// which the caller checks fits. When t.poll stops it, the result is
// short.
func (t *pairTable) countDisjoint(width int) uint64 {
	if len(t.a) == 0 || len(t.b) == 0 {
		return 0
	}
	if len(t.a)*len(t.b) <= leafPairs {
		return pairwise(t.a, t.b)
	}
	k := t.permute(width)
	if k == 0 {
		return uint64(len(t.a)) * uint64(len(t.b))
	}
	t.a, t.tmp = sortKeys(t.a, t.tmp, k)
	t.b, t.tmp = sortKeys(t.b, t.tmp, k)
	return disjointPairs(t.a, t.b, k-1, t.poll)
}

// either returns the bits some key of l holds.
func either(l []uint64) uint64 {
	var m uint64
	for _, x := range l {
		m |= x
	}
	return m
}

// permute reorders the width bits of every key of t.a and t.b: the bits
// held by the most pairs (the product of the two lists' counts of it, in
// a sample of each list) move to the top. Any order gives the same count;
// a good one gives it sooner. A bit no key of t.a, or none of t.b,
// holds cannot make a pair fail: it is dropped. permute returns k, the
// number of bits kept, which are now bits 0..k−1.
func (t *pairTable) permute(width int) int {
	k := t.order(width, t.a, t.b)
	t.permuteKeys(t.a)
	t.permuteKeys(t.b)
	return k
}

// order makes t.perm the reordering of the width bits of keys that
// permute describes, for the lists a and b, and returns the number of
// bits kept.
func (t *pairTable) order(width int, a, b []uint64) int {
	var ca, cb [64]uint64
	sample(a, &ca)
	sample(b, &cb)
	both := either(a) & either(b)
	order := make([]int, 0, width)
	for i := range width {
		if both>>uint(i)&1 == 1 {
			order = append(order, i)
		}
	}
	// Products of counts up to 2^32 each fit in a float64 closely enough
	// to order them; a tie keeps the lower bit first.
	slices.SortStableFunc(order, func(x, y int) int {
		px, py := float64(ca[x])*float64(cb[x]), float64(ca[y])*float64(cb[y])
		switch {
		case px < py:
			return -1
		case px > py:
			return 1
		}
		return 0
	})
	var to [64]uint
	for pos, i := range order {
		to[i] = uint(pos)
	}
	t.bytes = (width + 7) / 8
	for i := range t.bytes {
		// perm[i][v] is perm[i][v without its lowest bit] plus that bit's
		// place.
		for v := 1; v < 256; v++ {
			j := 8*i + bits.TrailingZeros8(uint8(v))
			var m uint64
			if j < width && both>>uint(j)&1 == 1 {
				m = 1 << to[j&63]
			}
			t.perm[i][v] = t.perm[i][v&(v-1)] | m
		}
	}
	return len(order)
}

// permuteKeys reorders the bits of every key of l as t.perm says.
func (t *pairTable) permuteKeys(l []uint64) {
	for k, x := range l {
		l[k] = t.permuteKey(x)
	}
}

// permuteKey returns x with its bits reordered as t.perm says.
func (t *pairTable) permuteKey(x uint64) uint64 {
	var m uint64
	for i := range t.bytes {
		m |= t.perm[i&7][x>>(8*uint(i)&63)&255]
	}
	return m
}

// samples is the number of keys of a list whose bits permute counts.
const samples = 128

// sample adds to count[i], for every bit i, the number of keys of a
// sample of l (evenly spaced, the whole list when it is short) that hold
// it.
func sample(l []uint64, count *[64]uint64) {
	step := max(1, len(l)/samples)
	for k := 0; k < len(l); k += step {
		for x := l[k]; x != 0; x &= x - 1 {
			count[bits.TrailingZeros64(x)&63]++
		}
	}
}

// sortKeys sorts the keys of a, all below 2^width, and returns them and
// the scratch list tmp, whose room it may swap with a's: a radix sort by
// bytes from the lowest, for long lists.
func sortKeys(a, tmp []uint64, width int) (sorted, scratch []uint64) {
	if len(a) < 64 {
		slices.Sort(a)
		return a, tmp
	}
	tmp = slices.Grow(tmp[:0], len(a))[:len(a)]
	for shift := 0; shift < width; shift += 8 {
		var at [257]int
		sh := uint(shift) & 63
		for _, x := range a {
			at[x>>sh&255+1]++
		}
		for i := 1; i < len(at); i++ {
			at[i] += at[i-1]
		}
		for _, x := range a {
			d := x >> sh & 255
			tmp[at[d]] = x
			at[d]++
		}
		a, tmp = tmp, a
	}
	return a, tmp
}

// disjointPairs counts the pairs of a×b with no bit in common; both are
// sorted and not empty, all keys of a, and all of b, agree on the bits
// above bit, and the parts they agree on share no bit. It returns
// early, short, when p stops.
func disjointPairs(a, b []uint64, bit int, p *poller) uint64 {
	if p.stop() {
		return 0
	}
	// The keys of each list agree above bit, and those common parts share
	// no bit: when every key of one list is clear at bit and below (its
	// largest is), every pair is disjoint.
	low := uint64(2)<<(uint(bit)&63) - 1
	if bit < 0 || a[len(a)-1]&low == 0 || b[len(b)-1]&low == 0 {
		return uint64(len(a)) * uint64(len(b))
	}
	if len(a)*len(b) <= leafPairs {
		return pairwise(a, b)
	}
	m := uint64(1) << (uint(bit) & 63)
	i, j := firstWith(a, m), firstWith(b, m)
	a0, a1, b0, b1 := a[:i], a[i:], b[:j], b[j:]
	var c uint64
	if len(a0) > 0 {
		if len(b0) > 0 {
			c += disjointPairs(a0, b0, bit-1, p)
		}
		if len(b1) > 0 {
			c += disjointPairs(a0, b1, bit-1, p)
		}
	}
	if len(a1) > 0 && len(b0) > 0 {
		c += disjointPairs(a1, b0, bit-1, p)
	}
	return c
}

// pairwise counts the pairs of a×b with no bit in common, one by one,
// the longer list inside, four keys at a time.
func pairwise(a, b []uint64) uint64 {
	if len(a) > len(b) {
		a, b = b, a
	}
	var c0, c1, c2, c3 uint64
	for _, x := range a {
		// (x&y − 1) >> 63 is 1 exactly when x&y = 0: bit 63 is never set.
		i := 0
		for ; i+4 <= len(b); i += 4 {
			y := b[i : i+4 : i+4]
			c0 += (x&y[0] - 1) >> 63
			c1 += (x&y[1] - 1) >> 63
			c2 += (x&y[2] - 1) >> 63
			c3 += (x&y[3] - 1) >> 63
		}
		for ; i < len(b); i++ {
			c0 += (x&b[i] - 1) >> 63
		}
	}
	return c0 + c1 + c2 + c3
}

// firstWith returns the index of the first key of the sorted list l that
// holds the bit m, len(l) if none; all keys agree above m.
func firstWith(l []uint64, m uint64) int {
	lo, hi := 0, len(l)
	for lo < hi {
		h := int(uint(lo+hi) >> 1)
		if l[h]&m == 0 {
			lo = h + 1
		} else {
			hi = h
		}
	}
	return lo
}
