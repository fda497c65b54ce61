package dfs

// The turn of the keys of the slice tables in Go: 64 keys at a time, bit
// b of key i becomes bit i of row b (sliceTable.fill). The assembly
// loops bitRowsWide and bitRowsMid do the same where the CPU runs them;
// transposeRows is the reference every one of them is tested against.

// bitRowsGo is transposeRows for the Go loops of fill: it writes to
// out[b], for b < width, the word whose bit i is bit b of keys[i] (the
// other words of out are left in no order). Two halves of 32 keys go in
// one word (keys i and i+32 in its low and high 32 bits), so that five
// rounds of 16 swaps turn the low 32 bits of all 64 keys, instead of six
// rounds of up to 32; the bits from 32 on, when width reaches them, are
// turned the same way, or when they are two or one, packed into two
// words.
func bitRowsGo(keys, out *[64]uint64, width int) {
	lo := (*[32]uint64)(out[:32])
	for i := range 32 {
		lo[i] = keys[i]&(1<<32-1) | keys[i+32]<<32
	}
	turn32(lo)
	if width <= 32 {
		return
	}
	hi := (*[32]uint64)(out[32:])
	if width > 34 {
		for i := range 32 {
			hi[i] = keys[i]>>32 | keys[i+32]>>32<<32
		}
		turn32(hi)
		return
	}
	// Two bits or one (n = 18): the two of key i, in its half, are
	// moved to bits i&^1 and i|1 of word i&1 (keys k+16, k+8, k+4 and
	// k+2 ORed into key k, moved up as far), then the even and the odd
	// bits of the two words make rows 32 and 33.
	for i := range 32 {
		hi[i] = keys[i]>>32&3 | keys[i+32]>>32&3<<32
	}
	for k := range 16 {
		hi[k] |= hi[k+16] << 16
	}
	for k := range 8 {
		hi[k] |= hi[k+8] << 8
	}
	for k := range 4 {
		hi[k] |= hi[k+4] << 4
	}
	for k := range 2 {
		hi[k] |= hi[k+2] << 2
	}
	const even = 0x5555555555555555
	e, o := hi[0], hi[1]
	hi[0], hi[1] = e&even|o&even<<1, e>>1&even|o&^even
}

// turn32 turns the two 32×32 bit matrices of the low and the high 32
// bits of a on their side: bit j of a[i] moves to bit i of a[j] within
// each half. Each round swaps the bits m<<j of rows k and the bits m of
// rows k+j, in every block of 2j rows. The rounds are written out, each
// block's two halves as arrays of j words, so that the shifts and masks
// are constants and no index needs a test.
func turn32(a *[32]uint64) {
	{
		lo, hi := (*[16]uint64)(a[:16]), (*[16]uint64)(a[16:])
		for k := range lo {
			x, y := lo[k], hi[k]
			t := (x>>16 ^ y) & 0x0000FFFF0000FFFF
			lo[k], hi[k] = x^t<<16, y^t
		}
	}
	for b := 0; b < 32; b += 16 {
		lo, hi := (*[8]uint64)(a[b:]), (*[8]uint64)(a[b+8:])
		for k := range lo {
			x, y := lo[k], hi[k]
			t := (x>>8 ^ y) & 0x00FF00FF00FF00FF
			lo[k], hi[k] = x^t<<8, y^t
		}
	}
	for b := 0; b < 32; b += 8 {
		lo, hi := (*[4]uint64)(a[b:]), (*[4]uint64)(a[b+4:])
		for k := range lo {
			x, y := lo[k], hi[k]
			t := (x>>4 ^ y) & 0x0F0F0F0F0F0F0F0F
			lo[k], hi[k] = x^t<<4, y^t
		}
	}
	for b := 0; b < 32; b += 4 {
		r := (*[4]uint64)(a[b:])
		x, y := r[0], r[2]
		t := (x>>2 ^ y) & 0x3333333333333333
		r[0], r[2] = x^t<<2, y^t
		x, y = r[1], r[3]
		t = (x>>2 ^ y) & 0x3333333333333333
		r[1], r[3] = x^t<<2, y^t
		x, y = r[0], r[1]
		t = (x>>1 ^ y) & 0x5555555555555555
		r[0], r[1] = x^t<<1, y^t
		x, y = r[2], r[3]
		t = (x>>1 ^ y) & 0x5555555555555555
		r[2], r[3] = x^t<<1, y^t
	}
}

// transpose64 turns the 64×64 bit matrix a on its side in place: bit j
// of a[i] moves to bit i of a[j].
func transpose64(a *[64]uint64) { transposeRows(a, 64) }

// transposeRows turns the 64×64 bit matrix a on its side in place, as
// far as its first rows rows go: bit j of a[i] moves to bit i of a[j],
// for j < rows; the other rows are left in no order. Six rounds swap ever
// smaller blocks; a round of blocks of j rows skips the blocks no row
// below rows depends on (those from rows rounded up to 2j on). Each round
// is its own call of transposeRound, so that its shifts and masks are
// constants.
func transposeRows(a *[64]uint64, rows int) {
	transposeRound(a, 32, 0x00000000FFFFFFFF, rows)
	transposeRound(a, 16, 0x0000FFFF0000FFFF, rows)
	transposeRound(a, 8, 0x00FF00FF00FF00FF, rows)
	transposeRound(a, 4, 0x0F0F0F0F0F0F0F0F, rows)
	transposeRound(a, 2, 0x3333333333333333, rows)
	transposeRound(a, 1, 0x5555555555555555, rows)
}

// transposeRound is the round of transposeRows that swaps the blocks of
// j rows (j a power of two up to 32): the bits m of rows k+j and the
// bits m<<j of rows k, for the blocks of 2j rows that begin below rows.
func transposeRound(a *[64]uint64, j uint, m uint64, rows int) {
	for b := 0; b < min(rows, 64); b += 2 * int(j) {
		for k := b; k < b+int(j); k++ {
			t := (a[k&63]>>j ^ a[(k+int(j))&63]) & m
			a[k&63] ^= t << j
			a[(k+int(j))&63] ^= t
		}
	}
}
