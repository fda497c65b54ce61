package dfs

import (
	"math/bits"
	"slices"
	"unsafe"
)

// The slice table of the join counter: the bottom halves of one unit,
// every column x2 of row s one section after another, turned on their
// side so that a top half is tested against 64 of them by OR-ing one word
// for each group of its key's bits and counting the zero bits.
//
// A section's keys are sorted by the column of their queen of row s+1,
// x3, and each such column, like each x2, has a mask of the words (of 64
// keys) that hold its keys. A top half attacks some squares of rows s and
// s+1, and every bottom half whose queen of row s or s+1 stands on one of
// them fails against it: the top half reads only the words of the
// columns it leaves free, every section that can match it in one pass.
// So the test is the same, and about half the words are never read
// (n = 18).

// The slice tables, for n ≤ joinWeighMax, cut a key (up to 35 bits) into
// 7 groups of 5 bits, and hold up to 64 words of keys a segment: a row of
// 64 words for each value of each group, 7 · 32 · 512 bytes in all, of
// which a top half reads its 7 rows' words that its masks name.
const (
	sliceGroups = 7
	sliceBits   = 5
	sliceValues = 1 << sliceBits // the values of a group
	// segmentWords is the number of words of 64 keys of a segment.
	segmentWords = 64
	// packBits is the largest number of columns of the bottom halves,
	// ⌈n/2⌉, the bits of a packed set of columns; pack reads a board's
	// columns 0..17 in two halves of as many bits.
	packBits = 9
)

// sliceSegment is the slice table of up to 64 words of 64 keys: bit i of
// rows[32g+v][w] is set when the key 64w+i holds a bit of v in its group
// g. With the bottom halves' columns packed into bits 0..8 (pack),
// masks.of(c) holds the words (bit w for word w) that hold keys whose x3
// is one of the columns c, or who have no queen in row s+1, and
// cols.of(c) the words of the sections of the columns x2 c; free holds
// the words of the free keys.
type sliceSegment struct {
	rows        [sliceGroups * sliceValues][segmentWords]uint64
	masks, cols colMasks
	free        uint64
	noRow       uint64 // add's record of the words of keys with no queen in row s+1
	// The segments of a slice are as long as a whole number of blocks
	// of 64 bytes, so that each one's rows begin on such a block when the
	// slice does (as a large allocation does) and countWide reads
	// no block that straddles two.
	_ [48]byte
}

// colMasks maps a set of packed columns c (bits 0..8) to the union of
// its columns' masks: that of c's bits 0..4 and that of its bits 5..8
// (higher bits are not read).
type colMasks [2][32]uint64

// set adds the bits m to the mask of the packed column c (one bit).
func (cm *colMasks) set(c, m uint64) {
	i := bits.TrailingZeros64(c)
	cm[i/5&1][1<<uint(i%5)] |= m
}

// compose makes the masks of the sets of more than one column, and adds
// all to every set's mask.
func (cm *colMasks) compose(all uint64) {
	for h := range cm {
		m := &cm[h]
		// Column i joins the sets of the columns below it.
		for i := 1; i < sliceBits; i++ {
			lo := m[1 : 1<<i]
			hi, mi := m[1<<i+1:][:len(lo)], m[1<<i]
			for c, v := range lo {
				hi[c] = v | mi
			}
		}
	}
	for c := range cm[0] {
		cm[0][c] |= all
	}
}

// of returns the union of the masks of the packed columns c.
func (cm *colMasks) of(c uint64) uint64 { return cm[0][c&31] | cm[1][c>>5&15] }

// sliceTable is the slice table of the bottom halves of one unit, made
// by reset, add for each column x2 of row s and finish: section after
// section, each from a whole word on, first the halves with no queen on
// a long diagonal, the free ones, then, from a whole word on, the others,
// those with two such queens written twice (each counts twice with a top
// half that has none), cut into segments of 64 words. Keys that are no
// half's (every bit set, which no top half's key matches) fill the words
// up.
type sliceTable struct {
	segs []sliceSegment // its segments are segs[:used]
	used int
	keys []uint64 // the sections' keys, a whole number of words
	// sections is the number of sections added.
	sections int
	// width is the number of bits of the keys, 2n−2 (finish).
	width int
	// packed[0][c] and packed[1][c]: the set of columns c and c<<9 of
	// the bottom halves' columns (reset), as bits of their ranks.
	packed [2][1 << packBits]uint16
	// buckets and bitRows: scratch, each key's bucket and a segment's
	// keys turned on their side, bit row by bit row.
	buckets []uint8
	twice   []int32 // scratch: the keys of a section written twice
	bitRows [64][segmentWords]uint64
}

// reset empties the table, whose bottom halves stand in the columns
// others (at most 9 of columns 0..17).
func (tb *sliceTable) reset(others uint64) {
	tb.used, tb.keys, tb.sections = 0, tb.keys[:0], 0
	var rank uint16 = 1
	for h := range 2 {
		p := &tb.packed[h]
		p[0] = 0
		// Column i joins the sets of the columns below it, its rank
		// added when it is the bottom halves'.
		for i := range packBits {
			var r uint16
			if others>>uint(packBits*h+i)&1 == 1 {
				r, rank = rank, rank<<1
			}
			lo := p[:1<<i]
			hi := p[1<<i:][:len(lo)]
			for c, v := range lo {
				hi[c] = v | r
			}
		}
	}
}

// pack returns the columns of cols (bits 0..17) that are the bottom
// halves', as bits of their ranks.
func (tb *sliceTable) pack(cols uint64) uint64 {
	return uint64(tb.packed[0][cols&(1<<packBits-1)] | tb.packed[1][cols>>packBits&(1<<packBits-1)])
}

// add appends to the table the section of column x2: the bottom halves
// l, keys tagged with the column of their queen of row s+1
// (bottomsTagged), weighed by their queens on the long diagonals long,
// and one more when the queen of row s is on one (onLong).
func (tb *sliceTable) add(n, x2 int, l []uint64, long uint64, onLong bool) {
	tb.sections++
	extra := 0
	if onLong {
		extra = 1
	}
	// Buckets: 0..31 the free keys by x3 + 1, 32..63 the others; bit 7
	// of a key's bucket says it is written twice.
	var at [64]int
	// The lists as locals: no reload of tb after each store.
	buckets := slices.Grow(tb.buckets[:0], len(l))[:len(l)]
	tb.buckets = buckets
	bucketKeys(l, buckets, &at, long, extra)
	// The free keys, words of no half's keys up to a whole word, the
	// others, and words of no half's keys up to a whole word.
	base := len(tb.keys)
	var start [64]int
	pos := base
	for b := range 32 {
		start[b], pos = pos, pos+at[b]
	}
	free := pos
	freeEnd := (free + 63) &^ 63
	pos = freeEnd
	for b := 32; b < 64; b++ {
		start[b], pos = pos, pos+at[b]
	}
	end := (pos + 63) &^ 63
	tb.keys = slices.Grow(tb.keys, end-len(tb.keys))[:end]
	for i := free; i < freeEnd; i++ {
		tb.keys[i] = ^uint64(0)
	}
	for i := pos; i < end; i++ {
		tb.keys[i] = ^uint64(0)
	}
	// The segments the section reaches, their masks cleared.
	if used := (end/64 + segmentWords - 1) / segmentWords; used > tb.used {
		if len(tb.segs) < used {
			tb.segs = append(tb.segs, make([]sliceSegment, used-len(tb.segs))...)
		}
		for k := tb.used; k < used; k++ {
			sg := &tb.segs[k]
			sg.masks, sg.cols, sg.free, sg.noRow = colMasks{}, colMasks{}, 0, 0
		}
		tb.used = used
	}
	c2 := tb.pack(1 << uint(x2))
	for w := base / 64; w < end/64; w++ {
		sg, bit := &tb.segs[w/segmentWords], uint64(1)<<uint(w%segmentWords)
		sg.cols.set(c2, bit)
		if w < freeEnd/64 {
			sg.free |= bit
		}
	}
	for b := range 64 {
		lo, hi := start[b], start[b]+at[b]
		if lo == hi {
			continue
		}
		// The keys with no queen in row s+1 (or none in the bottom
		// halves' columns) every top half reads.
		var c3 uint64
		if x3 := b&31 - 1; x3 >= 0 {
			c3 = tb.pack(1 << uint(x3))
		}
		for w := lo / 64; w <= (hi-1)/64; w++ {
			sg, bit := &tb.segs[w/segmentWords], uint64(1)<<uint(w%segmentWords)
			if c3 == 0 {
				sg.noRow |= bit
			} else {
				sg.masks.set(c3, bit)
			}
		}
	}
	tb.place(l, &start)
}

// bucketKeys writes to buckets[i] the bucket of key l[i], as add files
// it (bit 7 set for a key written twice), and adds to at[b] the keys
// bucket b receives, each weighed by the queens on the long diagonals
// long, plus extra. A function of its own with no call in its loop, so
// that its values stay in registers.
//
//go:noinline
func bucketKeys(l []uint64, buckets []uint8, at *[64]int, long uint64, extra int) {
	// By c, the queens on a long diagonal (0 to 3): 32 for the keys
	// that are not free, 128 more for those written twice.
	class := [4]uint8{0, 32, 32 | 128, 32 | 128}
	buckets = buckets[:len(l)]
	for i, k := range l {
		// The tag of the key is its x3 + 1 (rowOf).
		b := uint8(k>>keyRowShift) | class[(bits.OnesCount64(k&long)+extra)&3]
		at[b&63] += 1 + int(b>>7)
		buckets[i] = b
	}
}

// place writes the keys l, their tags cleared, in their buckets
// (tb.buckets), bucket b from start[b] on: each key once, noting those
// written twice (no branch to mispredict), then their second copies at
// the ends of their buckets.
func (tb *sliceTable) place(l []uint64, start *[64]int) {
	// The lists as locals: no reload of tb after each store.
	seconds := slices.Grow(tb.twice[:0], len(l))[:len(l)]
	tb.twice = seconds
	keys, buckets := tb.keys, tb.buckets[:len(l)]
	var twice int
	for i, k := range l {
		b := buckets[i]
		at := start[b&63]
		keys[at] = k &^ (31 << keyRowShift)
		start[b&63] = at + 1
		seconds[twice] = int32(i)
		twice += int(b >> 7)
	}
	for _, i := range seconds[:twice] {
		b := buckets[i] & 63
		keys[start[b]] = l[i] &^ (31 << keyRowShift)
		start[b]++
	}
}

// finish turns the sections' keys on their side, segment by segment, and
// completes the masks.
func (tb *sliceTable) finish(n int) {
	tb.width = 2*n - 2
	for k := range tb.used {
		sg := &tb.segs[k]
		sg.masks.compose(sg.noRow)
		sg.cols.compose(0)
		end := min(len(tb.keys), 64*segmentWords*(k+1))
		tb.fill(sg, tb.keys[64*segmentWords*k:end], 2*n-2)
	}
}

// fill makes sg the slice table of the keys l, at most 64 words of 64,
// whose keys below width bits are a half's: for each word w of 64 keys
// and value v of group g of their bits, bit i of rows[32g+v][w] is set
// when the key 64w+i holds a bit of v in its group g (bits 5g up). A key
// x is disjoint from key 64w+i exactly when bit i is clear in the union
// of the words of x's groups' values. Only the rows a key below width bits
// reads are made: of the groups above width, the row of value 0.
func (tb *sliceTable) fill(sg *sliceSegment, l []uint64, width int) {
	words := len(l) / 64
	groups := min(sliceGroups, (width+sliceBits-1)/sliceBits)
	var keys [64]uint64
	for w := range words {
		if haveWide {
			bitRowsWide(&l[64*w], &tb.bitRows[0][w], width)
			continue
		}
		if haveMid {
			bitRowsMid(&l[64*w], &tb.bitRows[0][w], width)
			continue
		}
		bitRowsGo((*[64]uint64)(l[64*w:]), &keys, width)
		for b := range width {
			tb.bitRows[b&63][w] = keys[b&63]
		}
	}
	for b := width; b < groups*sliceBits; b++ {
		clear(tb.bitRows[b&63][:words]) // bits no key holds
	}
	// The words of value 0 hold no key; the others, word by word, the
	// union of those of their bits (spread), one group after another:
	// the 31 rows a group writes stay in the cache until their blocks
	// are whole, as the rows of all groups at once would not.
	for g := range sliceGroups {
		rows := sg.group(g)
		clear(rows[0][:words])
		if g >= groups {
			continue
		}
		k := (*[sliceBits][segmentWords]uint64)(tb.bitRows[g*sliceBits:])
		for w := range words {
			w &= segmentWords - 1
			spread(rows, w, k[0][w], k[1][w], k[2][w], k[3][w], k[4][w])
		}
	}
}

// group returns the rows of the values of group g.
func (sg *sliceSegment) group(g int) *[sliceValues][segmentWords]uint64 {
	return (*[sliceValues][segmentWords]uint64)(sg.rows[g*sliceValues:])
}

// spread writes word w of the rows of the values 1..31 of a group of 5
// bits, whose one-bit values' words are b0, b1, b2, b3 and b4: the union
// of the words of the value's bits, each made by one OR.
func spread(r *[sliceValues][segmentWords]uint64, w int, b0, b1, b2, b3, b4 uint64) {
	w &= segmentWords - 1
	x3 := b0 | b1
	x5, x6, x7 := b0|b2, b1|b2, x3|b2
	x9, x10, x11, x12 := b0|b3, b1|b3, x3|b3, b2|b3
	x13, x14, x15 := x5|b3, x6|b3, x7|b3
	r[1][w], r[2][w], r[3][w], r[4][w] = b0, b1, x3, b2
	r[5][w], r[6][w], r[7][w], r[8][w] = x5, x6, x7, b3
	r[9][w], r[10][w], r[11][w], r[12][w] = x9, x10, x11, x12
	r[13][w], r[14][w], r[15][w], r[16][w] = x13, x14, x15, b4
	r[17][w], r[18][w], r[19][w], r[20][w] = b0|b4, b1|b4, x3|b4, b2|b4
	r[21][w], r[22][w], r[23][w], r[24][w] = x5|b4, x6|b4, x7|b4, b3|b4
	r[25][w], r[26][w], r[27][w], r[28][w] = x9|b4, x10|b4, x11|b4, x12|b4
	r[29][w], r[30][w], r[31][w] = x13|b4, x14|b4, x15|b4
}

// sliceMatch returns the number of pairs of a top half of t.a, with its
// queen of row s−1 in a column x1 of top, and a bottom half of the slice
// table tb, with its queen of row s in a column x2 of xs, whose keys share
// no bit and whose queens of rows s−1 and s attack neither each other nor
// the other half, each pair weighed as joinLong says (long being the key
// bits of the long diagonals). Each top half is tested against the words
// of the bottom halves whose queens of rows s and s+1 it leaves free, 64
// at a time (sliceSegment.count), every segment read by all the top
// halves in a row. A top half's key holds the diagonals of its queen of
// row s−1, so a bottom half that attacks that queen fails the test like
// one that attacks the top half.
func (t *pairTable) sliceMatch(n int, top, xs, long uint64, tb *sliceTable) uint64 {
	if xs == 0 {
		return 0
	}
	// Each top half goes as its key (bits 0..34) and, packed (pack), the
	// columns of row s+1 (bits 35..43) and of row s (bits 44..52) it
	// leaves free, and its queens on a long diagonal (bits 53 and 54).
	qs := slices.Grow(t.qs[:0], len(t.a))[:len(t.a)]
	t.qs = qs
	from1, kept := 0, 0
	for c1, i := top, 0; c1 != 0; c1, i = c1&(c1-1), i+1 {
		b1 := c1 & -c1
		tops := t.a[from1:t.ends[i]]
		from1 = t.ends[i]
		free := xs &^ (b1<<1 | b1>>1) // the x2 not next to x1
		kept += tb.fileTops(n, tops, qs[kept:], free, long)
	}
	return tb.count(qs[:kept])
}

// fileTops writes from out[0] on, as sliceMatch files them, the top
// halves of tops (of an n×n board, as countSliced lists them) that leave
// a column of free free, and returns their number; out is at least as
// long as tops. A function of its own with no call in its loop, so that
// its values stay in registers.
//
//go:noinline
func (tb *sliceTable) fileTops(n int, tops, out []uint64, free, long uint64) int {
	// Shifts masked to 63 (n ≤ 32) need no test of their size.
	width, sh := uint(2*n-2)&63, uint(n-1)&63
	keyMask, low := uint64(1)<<width-1, uint64(1)<<sh-1
	out = out[:len(tops)]
	k := 0
	for _, e := range tops {
		x2s := free &^ (e >> width)
		if x2s == 0 {
			continue
		}
		key := e & keyMask
		// The squares of row s+1 the top half leaves free: its "/"
		// diagonals cross that row at key bits 0..n−2, its "\" ones at
		// bits n−1.. for columns 1..n−1.
		free3 := tb.pack(^(key&low | (key>>sh&low)<<1))
		on := uint64(bits.OnesCount64(key & long))
		out[k] = key | free3<<35 | tb.pack(x2s)<<44 | on<<53
		k++
	}
	return k
}

// count returns the pairs of a top half of qs (as sliceMatch files them)
// and a key of the table whose keys share no bit, each weighed as
// joinLong says: on a CPU with AVX-512, a top half reads every segment in
// turn, eight words at a time (countWide), on one with AVX2 four at a
// time (countMid), else each segment is read by every top half in turn,
// one word at a time (countScalar, or countScalar6 when the keys have 30
// bits or fewer); the same figure.
func (tb *sliceTable) count(qs []uint64) uint64 {
	if tb.used == 0 {
		return 0
	}
	sections := tb.sections > 1
	if haveWide {
		return countWide(&tb.segs[0], tb.used, qs, sections)
	}
	if haveMid {
		return countMid(&tb.segs[0], tb.used, qs, sections)
	}
	var total uint64
	for k := range tb.used {
		if tb.width <= 6*sliceBits {
			total += tb.segs[k].countScalar6(qs, sections)
		} else {
			total += tb.segs[k].countScalar(qs, sections)
		}
	}
	return total
}

// topWords returns the words of the segment that top half q reads: those
// whose bottom halves its columns x2 leave (their masks; the columns'
// masks too when the table has more than one section), the free ones
// only when q holds a queen on a long diagonal.
func (sg *sliceSegment) topWords(q uint64, sections bool) uint64 {
	words := sg.masks.of(q >> 35)
	if sections {
		words &= sg.cols.of(q >> 44)
	}
	if q>>53 > 0 {
		words &= sg.free // the free bottom halves only
	}
	return words
}

// countScalar returns the pairs of a top half of qs and a key of the
// segment whose keys share no bit, each weighed as joinLong says. Only
// when the table has more than one section (sections) does a top half
// read the masks of its columns x2: with one, sliceMatch passes only the
// top halves that leave its x2 free, and the lookup it saves is 3 % of
// n = 17's time.
func (sg *sliceSegment) countScalar(qs []uint64, sections bool) uint64 {
	var total uint64
	for _, q := range qs {
		on, words := q>>53, sg.topWords(q, sections)
		if words == 0 {
			continue
		}
		// The row of group g and value v begins (32g+v)·512 bytes into
		// rows, v·512 being the group's bits brought to bits 9..13 by one
		// shift and a mask (so v < 32: no bounds check is needed).
		const row = segmentWords * 8
		const at = (sliceValues - 1) * row
		base := unsafe.Pointer(&sg.rows)
		r0 := (*[segmentWords]uint64)(unsafe.Add(base, q<<9&at))
		r1 := (*[segmentWords]uint64)(unsafe.Add(base, 32*row+q<<4&at))
		r2 := (*[segmentWords]uint64)(unsafe.Add(base, 64*row+q>>1&at))
		r3 := (*[segmentWords]uint64)(unsafe.Add(base, 96*row+q>>6&at))
		r4 := (*[segmentWords]uint64)(unsafe.Add(base, 128*row+q>>11&at))
		r5 := (*[segmentWords]uint64)(unsafe.Add(base, 160*row+q>>16&at))
		r6 := (*[segmentWords]uint64)(unsafe.Add(base, 192*row+q>>21&at))
		// The zero bits of the words read: 64 a word less the set ones.
		c := 64 * bits.OnesCount64(words)
		for ; words != 0; words &= words - 1 {
			w := bits.TrailingZeros64(words) & 63
			c -= bits.OnesCount64(r0[w] | r1[w] | r2[w] | r3[w] | r4[w] | r5[w] | r6[w])
		}
		total += max(on, 1) * uint64(c)
	}
	return total
}

// countScalar6 is countScalar for keys of at most 30 bits (n ≤ 16),
// whose seventh group of bits is 0 (its row, of value 0, holds no key):
// a top half reads six rows, not seven.
func (sg *sliceSegment) countScalar6(qs []uint64, sections bool) uint64 {
	var total uint64
	for _, q := range qs {
		on, words := q>>53, sg.topWords(q, sections)
		if words == 0 {
			continue
		}
		const row = segmentWords * 8 // the rows as in countScalar
		const at = (sliceValues - 1) * row
		base := unsafe.Pointer(&sg.rows)
		r0 := (*[segmentWords]uint64)(unsafe.Add(base, q<<9&at))
		r1 := (*[segmentWords]uint64)(unsafe.Add(base, 32*row+q<<4&at))
		r2 := (*[segmentWords]uint64)(unsafe.Add(base, 64*row+q>>1&at))
		r3 := (*[segmentWords]uint64)(unsafe.Add(base, 96*row+q>>6&at))
		r4 := (*[segmentWords]uint64)(unsafe.Add(base, 128*row+q>>11&at))
		r5 := (*[segmentWords]uint64)(unsafe.Add(base, 160*row+q>>16&at))
		c := 64 * bits.OnesCount64(words)
		for ; words != 0; words &= words - 1 {
			w := bits.TrailingZeros64(words) & 63
			c -= bits.OnesCount64(r0[w] | r1[w] | r2[w] | r3[w] | r4[w] | r5[w])
		}
		total += max(on, 1) * uint64(c)
	}
	return total
}
