package dfs

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// TestSliceMatch checks sliceMatch and the slice tables against a plain
// loop over the pairs, on random keys of n = 16 and 18 (keys of 30 and
// 34 bits): lists of every length around the blocks of 64 and 512
// keys, free prefixes of every length, two columns x2 and three x1, with
// the attacks of row s and the long diagonals' weights.
func TestSliceMatch(t *testing.T) {
	t.Parallel()
	for _, n := range []int{16, 18} {
		width := uint(2*n - 2)
		for _, size := range []int{1, 63, 64, 65, 511, 512, 513, 1100} {
			t.Run(fmt.Sprintf("n=%d/size=%d", n, size), func(t *testing.T) {
				t.Parallel()
				rng := rand.New(rand.NewPCG(uint64(n), uint64(size)))
				key := func() uint64 { // about a quarter of the bits
					return rng.Uint64() & rng.Uint64() & (1<<width - 1)
				}
				long := uint64(1)<<3 | uint64(1)<<(width-5)
				top, xs := uint64(1)<<2|uint64(1)<<7|uint64(1)<<12, uint64(1)<<5|uint64(1)<<8
				tp := new(pairTable)
				var at [64]uint8
				var bottoms [2][]uint64
				var frees [2]int
				for k, x2 := range []int{5, 8} {
					for range size + k*37 {
						bottoms[k] = append(bottoms[k], key())
					}
					frees[k] = rng.IntN(len(bottoms[k]) + 1)
					tp.tables = append(tp.tables, sliceTable{})
					tp.tables[k].fill(bottoms[k], sliceBitsOf(n), frees[k])
					at[x2] = uint8(k)
				}
				var want uint64
				for c := top; c != 0; c &= c - 1 {
					x1 := bits.TrailingZeros64(c)
					for range 40 {
						k := key() | 1
						attacks := rng.Uint64() & (1<<uint(n) - 1)
						tp.a = append(tp.a, k|attacks<<width)
						tp.places = append(tp.places, places(k, sliceBitsOf(n)))
						on := uint64(bits.OnesCount64(k & long))
						for i, x2 := range []int{5, 8} {
							if x2 == x1+1 || x2 == x1-1 || attacks>>uint(x2)&1 == 1 {
								continue
							}
							for j, b := range bottoms[i] {
								if b&k == 0 && on == 0 {
									want++
								} else if b&k == 0 && j < frees[i] {
									want += on
								}
							}
						}
					}
					tp.ends = append(tp.ends, len(tp.a))
				}
				if got := tp.sliceMatch(n, top, xs, long, &at); got != want {
					t.Errorf("sliceMatch = %d, want %d", got, want)
				}
			})
		}
	}
}
