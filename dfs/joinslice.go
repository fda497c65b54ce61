package dfs

import (
	"math/bits"
	"slices"
)

// The slice tables of the join counter: the bottom halves of one column
// x2 of row s, turned on their side so that a top half is tested against
// 64 of them by OR-ing one word for each group of its key's bits and
// counting the zero bits.
//
// A table's keys are sorted by the column of their queen of row s+1, x3,
// and each such column has a mask of the words (of 64 keys) that hold its
// keys. A top half attacks some squares of row s+1, and every bottom half
// whose queen of row s+1 stands on one of them fails against it: the top
// half reads only the words of the columns it leaves free. So the test is
// the same, and about half the words are never read (n = 18).

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
	// rowGroupCols is the number of columns x3 of each of the
	// rowGroupCount lookup tables of the masks: columns 0..19.
	rowGroupCols  = 5
	rowGroupCount = 4
)

// sliceSegment is the slice table of up to 64 words of 64 keys: bit i of
// rows[32g+v][w] is set when the key 64w+i holds a bit of v in its group
// g. masks[k][c] holds the words (bit w for word w) that hold keys whose
// x3 is one of the columns c<<5k; free holds the words of the free keys,
// all those of every key.
type sliceSegment struct {
	rows      [sliceGroups * sliceValues][segmentWords]uint64
	masks     [rowGroupCount][1 << rowGroupCols]uint64
	free, all uint64
}

// sliceTable is the slice table of the bottom halves of one column x2 of
// row s (build): first those with no queen on a long diagonal, the free
// ones, then, from a whole word on, the others, those with two such
// queens written twice (each counts twice with a top half that has
// none), cut into segments of 64 words. Keys that are no half's (every
// bit set, which no top half's key matches) fill the words up.
type sliceTable struct {
	segs []sliceSegment // its segments are segs[:used]
	used int
	// buckets and bitRows: build's scratch, each key's bucket and a
	// segment's keys turned on their side, bit row by bit row.
	buckets []uint8
	bitRows [64][segmentWords]uint64
}

// rowOf returns the column x3 a key tagged by bottomsTagged files under.
// A key with no queen in row s+1 (n = 2) files under column n, which no
// top half attacks.
func rowOf(k uint64, n int) int {
	if x := int(k >> keyRowShift); x > 0 {
		return x - 1
	}
	return n
}

// build makes tb the slice table of the bottom halves l, keys tagged
// with the column of their queen of row s+1 (bottomsTagged), weighed by
// their queens on the long diagonals long, and one more when the queen
// of row s is on one (x2). It sorts the keys into tmp, which it returns
// for reuse.
func (tb *sliceTable) build(n int, l []uint64, long uint64, x2 bool, tmp []uint64) []uint64 {
	extra := 0
	if x2 {
		extra = 1
	}
	// Buckets: 0..31 the free keys by x3, 32..63 the others; bit 7 of
	// a key's bucket says it is written twice.
	var at [64]int
	tb.buckets = slices.Grow(tb.buckets[:0], len(l))[:len(l)]
	for i, k := range l {
		// c, the queens on a long diagonal, is 0, 1 or 2.
		c := uint(bits.OnesCount64(k&long) + extra)
		b, twice := uint(rowOf(k, n))&31|((c|c>>1)&1)<<5, c>>1
		at[b] += 1 + int(twice)
		tb.buckets[i] = uint8(b | twice<<7)
	}
	// The free keys, words of no half's keys up to a whole word, the
	// others, and words of no half's keys up to a whole word.
	var start [64]int
	pos := 0
	for b := range 32 {
		start[b], pos = pos, pos+at[b]
	}
	free := pos
	freeWords := (free + 63) / 64
	pos = 64 * freeWords
	for b := 32; b < 64; b++ {
		start[b], pos = pos, pos+at[b]
	}
	words := (pos + 63) / 64
	size := 64 * words
	tmp = slices.Grow(tmp[:0], size)[:size]
	for i := free; i < 64*freeWords; i++ {
		tmp[i] = ^uint64(0)
	}
	for i := pos; i < size; i++ {
		tmp[i] = ^uint64(0)
	}
	tb.used = (words + segmentWords - 1) / segmentWords
	if len(tb.segs) < tb.used {
		tb.segs = append(tb.segs, make([]sliceSegment, tb.used-len(tb.segs))...)
	}
	for k := range tb.used {
		sg := &tb.segs[k]
		sg.masks = [rowGroupCount][1 << rowGroupCols]uint64{}
		sg.free, sg.all = span(freeWords, k), span(words, k)
	}
	for b := range 64 {
		lo, hi := start[b], start[b]+at[b]
		if lo == hi {
			continue
		}
		x3 := b & 31
		for w := lo / 64; w <= (hi-1)/64; w++ {
			sg := &tb.segs[w/segmentWords]
			sg.masks[x3/rowGroupCols][1<<uint(x3%rowGroupCols)] |= 1 << uint(w%segmentWords)
		}
	}
	for k := range tb.used {
		// The mask of a set of columns is the union of its columns'.
		for g := range tb.segs[k].masks {
			m := &tb.segs[k].masks[g]
			for c := 3; c < len(m); c++ {
				if c&(c-1) != 0 {
					m[c] = m[c&-c] | m[c&(c-1)]
				}
			}
		}
	}
	for i, k := range l {
		key, b := k&^(31<<keyRowShift), tb.buckets[i]
		at := start[b&63]
		tmp[at] = key
		if b >= 128 {
			tmp[at+1] = key
		}
		start[b&63] = at + 1 + int(b>>7)
	}
	for k := range tb.used {
		end := min(len(tmp), 64*segmentWords*(k+1))
		tb.fill(&tb.segs[k], tmp[64*segmentWords*k:end], 2*n-2)
	}
	return tmp
}

// span returns the words of segment k, as its bit mask, of the first
// words words.
func span(words, k int) uint64 {
	w := min(max(words-segmentWords*k, 0), segmentWords)
	return ^uint64(0) >> uint(segmentWords-w)
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
		copy(keys[:], l[64*w:])
		transposeRows(&keys, width)
		for b := range width {
			tb.bitRows[b&63][w] = keys[b&63]
		}
	}
	// The words of value 0 hold no key; those of one bit are the keys
	// turned on their side; the others the union of their lowest bit's
	// and the rest's.
	for g := range sliceGroups {
		rows := sg.rows[g*sliceValues : (g+1)*sliceValues]
		clear(rows[0][:words])
		if g >= groups {
			continue
		}
		for i := range sliceBits {
			copy(rows[1<<uint(i)][:words], tb.bitRows[(g*sliceBits+i)&63][:words])
		}
		for v := 3; v < sliceValues; v++ {
			if v&(v-1) != 0 {
				lo, rest, row := &rows[v&-v], &rows[v&(v-1)], &rows[v]
				for w := range words {
					row[w&63] = lo[w&63] | rest[w&63]
				}
			}
		}
	}
}

// sliceMatch returns the number of pairs of a top half of t.a, with its
// queen of row s−1 in a column x1 of top, and a bottom half of a slice
// table t.tables[at[x2]], with its queen of row s in a column x2 of xs,
// whose keys share no bit and whose queens of rows s−1 and s attack
// neither each other nor the other half, each pair weighed as joinLong
// says (long being the key bits of the long diagonals). The top halves
// are filed by the columns x2 their queens leave free; then each table
// is read by the top halves filed under its x2, each tested against the
// words of the bottom halves whose queen of row s+1 it leaves free, 64 at
// a time (sliceSegment.count). A top half's key
// holds the diagonals of its queen of row s−1, so a bottom half that
// attacks that queen fails the test like one that attacks the top half.
func (t *pairTable) sliceMatch(n int, top, xs, long uint64, at *[64]uint8) uint64 {
	if xs == 0 {
		return 0
	}
	width := uint(2*n - 2)
	keyMask, low := uint64(1)<<width-1, uint64(1)<<uint(n-1)-1
	// The top halves by the columns x2 they leave free, so that each
	// table is read by all its top halves in a row, from the first
	// cache. Each goes as its key (bits 0..34), the columns of row s+1
	// it leaves free (bits 35..54: 20 columns, n ≤ 19) and its queens on
	// a long diagonal (bits 55 and 56).
	for x2s := xs; x2s != 0; x2s &= x2s - 1 {
		x2 := bits.TrailingZeros64(x2s) & 63
		t.byX2[x2] = t.byX2[x2][:0]
	}
	from1 := 0
	for c1, i := top, 0; c1 != 0; c1, i = c1&(c1-1), i+1 {
		b1 := c1 & -c1
		tops := t.a[from1:t.ends[i]]
		from1 = t.ends[i]
		free := xs &^ (b1<<1 | b1>>1) // the x2 not next to x1
		for _, e := range tops {
			x2s := free &^ (e >> width)
			if x2s == 0 {
				continue
			}
			key := e & keyMask
			// The squares of row s+1 the top half leaves free: its "/"
			// diagonals cross that row at key bits 0..n−2, its "\" ones
			// at bits n−1.. for columns 1..n−1.
			free3 := ^(key&low | (key>>uint(n-1)&low)<<1) & (1<<20 - 1)
			on := uint64(bits.OnesCount64(key & long))
			q := key | free3<<35 | on<<55
			for ; x2s != 0; x2s &= x2s - 1 {
				x2 := bits.TrailingZeros64(x2s) & 63
				t.byX2[x2] = append(t.byX2[x2], q)
			}
		}
	}
	var total uint64
	for x2s := xs; x2s != 0; x2s &= x2s - 1 {
		x2 := bits.TrailingZeros64(x2s) & 63
		tb := &t.tables[at[x2]]
		for k := range tb.used {
			total += tb.segs[k].count(t.byX2[x2])
		}
	}
	return total
}

// count returns the pairs of a top half of qs (as sliceMatch files them)
// and a key of the segment whose keys share no bit, each weighed as
// joinLong says.
func (sg *sliceSegment) count(qs []uint64) uint64 {
	var total uint64
	for _, q := range qs {
		on := q >> 55
		m := &sg.masks
		words := m[0][q>>35&31] | m[1][q>>40&31] | m[2][q>>45&31] | m[3][q>>50&31]
		if on > 0 {
			words &= sg.free // the free bottom halves only
		} else {
			words &= sg.all
		}
		const mask = sliceValues - 1
		r0, r1, r2, r3 := &sg.rows[q&mask], &sg.rows[32+q>>5&mask], &sg.rows[64+q>>10&mask], &sg.rows[96+q>>15&mask]
		r4, r5, r6 := &sg.rows[128+q>>20&mask], &sg.rows[160+q>>25&mask], &sg.rows[192+q>>30&mask]
		var c int
		for ; words != 0; words &= words - 1 {
			w := bits.TrailingZeros64(words) & 63
			c += bits.OnesCount64(^(r0[w] | r1[w] | r2[w] | r3[w] | r4[w] | r5[w] | r6[w]))
		}
		total += max(on, 1) * uint64(c)
	}
	return total
}

// transpose64 turns the 64×64 bit matrix a on its side in place: bit j
// of a[i] moves to bit i of a[j].
func transpose64(a *[64]uint64) { transposeRows(a, 64) }

// transposeRows turns the 64×64 bit matrix a on its side in place, as
// far as its first rows rows go: bit j of a[i] moves to bit i of a[j],
// for j < rows; the other rows are left in no order. Six rounds swap ever
// smaller blocks; a round of blocks of j rows skips the blocks no row
// below rows depends on (those from rows rounded up to 2j on).
func transposeRows(a *[64]uint64, rows int) {
	m := uint64(0x00000000FFFFFFFF)
	for j := 32; j != 0; j, m = j>>1, m^(m<<uint(j>>1)) {
		end := min(64, (rows+2*j-1)/(2*j)*(2*j))
		for k := 0; k < end; k = (k + j + 1) &^ j {
			t := (a[k]>>uint(j) ^ a[k+j&63]) & m
			a[k] ^= t << uint(j)
			a[k+j&63] ^= t
		}
	}
}
