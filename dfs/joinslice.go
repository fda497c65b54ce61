package dfs

import (
	"math/bits"
	"slices"
)

// The slice tables of the join counter: the bottom halves of one column
// of row s, turned on their side so that a top half is tested against 64
// of them by OR-ing one word for each group of its key's bits and
// counting the zero bits.

// The slice tables, for n ≤ joinWeighMax, cut a key (up to 35 bits) into
// 7 groups of 5 bits: a table of 512 keys, one 64-byte line for each
// value of each group, takes 7 times 2 KB, which a core's first cache
// holds.
const (
	sliceGroups = 7
	sliceValues = 32 // the values of a group of 5 bits
	// sliceWords is the number of blocks of 64 keys of a slice block.
	sliceWords = 8
)

// sliceBitsOf returns the bits of each group of the keys of an n×n
// board, n ≤ joinWeighMax.
func sliceBitsOf(int) int { return 5 }

// sliceBlock is the slice table of up to 8 blocks of 64 keys: bit i of
// rows[g][v][j] is set when the key 64j+i holds a bit of v in its group
// g. The masks say, for each block j, which of its 64 are keys (the last
// block's may be fewer, the others being keys no top half matches) and
// which of them have no queen on a long diagonal (free, byLong); words
// and freeWords are the number of blocks with a key and with a free key.
type sliceBlock struct {
	rows             [sliceGroups][sliceValues][sliceWords]uint64
	keys, free       [sliceWords]uint64
	words, freeWords int
}

// places returns the values of the groups of bits of key, the rows of
// the slice blocks a top half of key key reads.
func places(key uint64, per int) [sliceGroups]uint8 {
	var p [sliceGroups]uint8
	for g := range p {
		p[g] = uint8(key >> uint(per*g) & (1<<uint(per) - 1))
	}
	return p
}

// sliceMatch returns the number of pairs of a top half of t.a, with its
// queen of row s−1 in a column x1 of top, and a bottom half of a slice
// table t.tables[at[x2]], with its queen of row s in a column x2 of xs,
// whose keys share no bit and whose queens of rows s−1 and s attack
// neither each other nor the other half, each pair weighed as joinLong
// says (long being the key bits of the long diagonals). For each top
// half, the columns x2 its queens leave free are taken in turn, and the
// top half is tested against the table's bottom halves 64 at a time. A
// top half's key holds the diagonals of its queen of row s−1, so a
// bottom half that attacks that queen fails the test like one that
// attacks the top half.
func (t *pairTable) sliceMatch(n int, top, xs, long uint64, at *[64]uint8) uint64 {
	if xs == 0 {
		return 0
	}
	width := uint(2*n - 2)
	var total uint64
	from1 := 0
	for c1, i := top, 0; c1 != 0; c1, i = c1&(c1-1), i+1 {
		b1 := c1 & -c1
		first, tops := from1, t.a[from1:t.ends[i]]
		from1 = t.ends[i]
		free := xs &^ (b1<<1 | b1>>1) // the x2 not next to x1
		places := t.places[first : first+len(tops)]
		for k, e := range tops {
			x2s := free &^ (e >> width) // the x2 this top half leaves free
			if x2s == 0 {
				continue
			}
			p := &places[k]
			on := uint64(bits.OnesCount64(e & long))
			const mask = sliceValues - 1
			p0, p1, p2, p3 := p[0]&mask, p[1]&mask, p[2]&mask, p[3]&mask
			p4, p5, p6 := p[4]&mask, p[5]&mask, p[6]&mask
			for ; x2s != 0; x2s &= x2s - 1 {
				tb := &t.tables[at[bits.TrailingZeros64(x2s)&63]]
				var c int
				if on > 0 {
					// Only the bottom halves with no queen on a long
					// diagonal, this half's counting once or twice.
					for w := range tb.blocks[:tb.freeBlocks] {
						b := &tb.blocks[w]
						r0, r1, r2, r3 := &b.rows[0][p0], &b.rows[1][p1], &b.rows[2][p2], &b.rows[3][p3]
						r4, r5, r6 := &b.rows[4][p4], &b.rows[5][p5], &b.rows[6][p6]
						for j := range b.freeWords & (2*sliceWords - 1) {
							j &= sliceWords - 1
							m := ^(r0[j] | r1[j] | r2[j] | r3[j] | r4[j] | r5[j] | r6[j])
							c += bits.OnesCount64(m & b.free[j])
						}
					}
					total += on * uint64(c)
					continue
				}
				// Every bottom half, those with two queens on long
				// diagonals twice (byLong).
				for w := range tb.blocks {
					b := &tb.blocks[w]
					r0, r1, r2, r3 := &b.rows[0][p0], &b.rows[1][p1], &b.rows[2][p2], &b.rows[3][p3]
					r4, r5, r6 := &b.rows[4][p4], &b.rows[5][p5], &b.rows[6][p6]
					for j := range b.words & (2*sliceWords - 1) {
						j &= sliceWords - 1
						c += bits.OnesCount64(^(r0[j] | r1[j] | r2[j] | r3[j] | r4[j] | r5[j] | r6[j]))
					}
				}
				total += uint64(c)
			}
		}
	}
	return total
}

// sliceTable is the slice table of a list of bottom halves (fill).
type sliceTable struct {
	blocks     []sliceBlock
	freeBlocks int // the blocks that hold a free key
}

// fill makes tb the slice table of the keys l, in six
// groups of per bits: for each block j of 64 keys, group g and value v
// of its bits, bit i of rows[g][v][j] of slice block j/8 is set when the
// key 64j+i holds a bit of v in its group g (bits per·g up). A key x is
// disjoint from key 64j+i exactly when bit i is clear in the union of
// the words of x's groups' values. The blocks' masks mark the keys and
// the first free of them.
func (tb *sliceTable) fill(l []uint64, per, free int) {
	words := (len(l) + 63) / 64
	nb := (words + sliceWords - 1) / sliceWords
	tb.blocks = slices.Grow(tb.blocks[:0], nb)[:nb]
	tb.freeBlocks = (free + 64*sliceWords - 1) / (64 * sliceWords)
	var keys [64]uint64
	for w := range words {
		n := copy(keys[:], l[64*w:])
		for i := n; i < len(keys); i++ {
			keys[i] = ^uint64(0) // no top half's key is 0: none matches these
		}
		transpose64(&keys)
		b, j := &tb.blocks[w/sliceWords], w%sliceWords
		b.keys[j], b.free[j] = span(w, 0, len(l)), span(w, 0, free)
		b.words = j + 1
		if b.free[j] != 0 {
			b.freeWords = j + 1
		} else if j == 0 {
			b.freeWords = 0
		}
		// The words of value 0 hold no key; those of one bit are the
		// block's keys turned on their side; the others the union of
		// their lowest bit's and the rest's.
		for g := range b.rows {
			row := &b.rows[g]
			row[0][j] = 0
			for i := range per {
				row[1<<uint(i)][j] = keys[(g*per+i)&63]
			}
			for v := 3; v < 1<<uint(per); v++ {
				if v&(v-1) != 0 {
					row[v][j] = row[v&(v-1)][j] | row[v&-v][j]
				}
			}
		}
	}
}

// span returns the bits of block w, keys 64w..64w+63, of the keys i with
// from ≤ i < to.
func span(w, from, to int) uint64 {
	lo, hi := max(from-64*w, 0), min(to-64*w, 64)
	if lo >= hi {
		return 0
	}
	return (^uint64(0) >> uint(64-(hi-lo))) << uint(lo)
}

// transpose64 turns the 64×64 bit matrix a on its side in place: bit j
// of a[i] moves to bit i of a[j]. Six rounds swap ever smaller blocks.
func transpose64(a *[64]uint64) {
	m := uint64(0x00000000FFFFFFFF)
	for j := 32; j != 0; j, m = j>>1, m^(m<<uint(j>>1)) {
		for k := 0; k < 64; k = (k + j + 1) &^ j {
			t := (a[k]>>uint(j) ^ a[k+j]) & m
			a[k] ^= t << uint(j)
			a[k+j] ^= t
		}
	}
}
