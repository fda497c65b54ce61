package dfs

import (
	"math/bits"
	"slices"
)

// The row tables of the join counter, for n ≥ 19: the slice tables of
// one column of row s laid out one row of words after another, six
// groups of 6 or 7 bits, with no weighting by the long diagonals. For
// these sizes, whose lists are long, a top half streams its six rows
// faster than it reads the blocks of joinslice.go.

// rowGroupBits returns the bits of each of the six groups a key of an
// n×n board is cut into for the row tables: 6 for n = 19, 7 for n = 20
// to 22.
func rowGroupBits(n int) int { return (2*n - 2 + 5) / 6 }

// rowPlaces returns the six rows of the slice tables, in words of one
// block, that a top half of key key reads.
func rowPlaces(n int, key uint64) [6]int32 {
	per := rowGroupBits(n)
	var p [6]int32
	for g := range p {
		p[g] = int32(g<<uint(per) + int(key>>uint(per*g)&(1<<uint(per)-1)))
	}
	return p
}

// rowMatch returns the number of pairs of a top half of t.a that leaves
// the square b2 of row s free (its queen of row s−1 not next to b2) and a
// bottom half of t.b (which leaves b2 free) whose keys share no bit: it
// files the bits of t.b in the slice tables, then tests each top half
// against 64 bottom halves at a time. A top half's key holds the
// diagonals of its queen of row s−1, so a bottom half that attacks that
// queen fails the test like one that attacks the top half.
func (t *pairTable) rowMatch(n int, top, b2 uint64) uint64 {
	if len(t.b) == 0 {
		return 0
	}
	per := rowGroupBits(n)
	t.rowGroups(t.b, per)
	attacks := b2 << uint(2*n-2)
	words := (len(t.b) + 63) / 64
	tail := ^uint64(0) >> (uint(-len(t.b)) & 63) // the last block's keys
	var total uint64
	from1 := 0
	for c1, i := top, 0; c1 != 0; c1, i = c1&(c1-1), i+1 {
		b1 := c1 & -c1
		first, tops := from1, t.a[from1:t.ends[i]]
		from1 = t.ends[i]
		if b2 == b1<<1 || b2 == b1>>1 {
			continue // the middle queens attack each other
		}
		for k, e := range tops {
			if e&attacks != 0 {
				continue // this top half attacks the queen of row s
			}
			p := &t.rowPlaces[first+k]
			sl := t.slices
			r0, r1, r2 := sl[int(p[0])*words:], sl[int(p[1])*words:], sl[int(p[2])*words:]
			r3, r4, r5 := sl[int(p[3])*words:], sl[int(p[4])*words:], sl[int(p[5])*words:]
			r0, r1, r2, r3, r4, r5 = r0[:words], r1[:words], r2[:words], r3[:words], r4[:words], r5[:words]
			// The zero bits of the whole blocks: 64 a block less the set
			// ones.
			total += uint64(64*(words-1) - rowOnes(r0, r1, r2, r3, r4, r5, words-1))
			w := words - 1
			total += uint64(bits.OnesCount64(^(r0[w] | r1[w] | r2[w] | r3[w] | r4[w] | r5[w]) & tail))
		}
	}
	return total
}

// rowOnes returns the set bits of the union of the six rows, word by
// word, over their first whole words (each row at least that long): on a
// CPU with AVX2, four words at a time (rowOnesMid), and the rest, or
// every word elsewhere, one at a time.
func rowOnes(r0, r1, r2, r3, r4, r5 []uint64, whole int) int {
	var c, from int
	if haveMid && whole >= 4 {
		from = whole &^ 3
		c = rowOnesMid(&r0[0], &r1[0], &r2[0], &r3[0], &r4[0], &r5[0], from)
	}
	r0 = r0[from:whole]
	r1, r2, r3, r4, r5 = r1[from:whole], r2[from:whole], r3[from:whole], r4[from:whole], r5[from:whole]
	for w := range r0 {
		c += bits.OnesCount64(r0[w] | r1[w] | r2[w] | r3[w] | r4[w] | r5[w])
	}
	return c
}

// rowGroups fills t.slices with the slice tables of the keys l, in six
// groups of per bits: for each group g and value v of its bits, and each
// block w of 64 keys, the word at (g·2^per + v)·words + w has bit i set
// when the key 64w+i holds a bit of v in its group g (bits per·g up). A
// key x is disjoint from key 64w+i exactly when bit i is clear in the
// union of the words of x's six groups' values.
func (t *pairTable) rowGroups(l []uint64, per int) {
	values := 1 << uint(per)
	words := (len(l) + 63) / 64
	size := 6 * values * words
	t.slices = slices.Grow(t.slices[:0], size)[:size]
	// The rows of value 0 hold no key; those of one bit are the blocks'
	// keys turned on their side.
	for g := range 6 {
		clear(t.slices[g*values*words : (g*values+1)*words])
	}
	var block [64]uint64
	for w := range words {
		n := copy(block[:], l[64*w:])
		clear(block[n:])
		transpose64(&block)
		for j := range 6 * per {
			t.slices[((j/per)*values+1<<uint(j%per))*words+w] = block[j]
		}
	}
	for g := range 6 {
		for v := 3; v < values; v++ {
			if v&(v-1) == 0 {
				continue // one bit: filed above
			}
			dst := t.slices[(g*values+v)*words : (g*values+v+1)*words]
			a := t.slices[(g*values+v&(v-1))*words:]
			b := t.slices[(g*values+v&-v)*words:]
			for w := range dst {
				dst[w] = a[w] | b[w]
			}
		}
	}
}

// countRows adds to total, times weight, the pairs of the top halves t.a
// of a unit of columns top and the bottom halves of each column x2 of xs
// in row s (the others being the columns of the bottom half), one row
// table after another (rowMatch).
func (t *pairTable) countRows(n int, top, others, xs, weight uint64, jt *joinTables, total *tally) error {
	var c uint64
	for ; xs != 0; xs &= xs - 1 {
		b2 := xs & -xs
		// The bottom halves that leave x2 free, in the columns left.
		t.b = jt.bottom.bottoms(others&^b2, bits.TrailingZeros64(b2), t.b[:0], &t.scratch)
		c += t.rowMatch(n, top, b2)
	}
	v, err := mul(c, weight)
	if err != nil {
		return err
	}
	total.add(v)
	return nil
}
