package dfs

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestSliceMatch checks sliceMatch and the slice tables against a plain
// loop over the pairs, on random keys of n = 16 and 18 (keys of 30 and
// 34 bits): lists of every length around the words of 64 keys and the
// 64 words a segment covers (up to three segments), two columns x2 (one
// on a long diagonal, its section starting inside a segment) and three
// x1, with the attacks of row s, the long diagonals' weights and the
// queens of row s+1, whose diagonals every bottom half's key holds as a
// half's does.
func TestSliceMatch(t *testing.T) {
	t.Parallel()
	for _, n := range []int{16, 18} {
		width := uint(2*n - 2)
		for _, size := range []int{1, 63, 64, 65, 511, 512, 513, 1100, 4095, 4097, 5000} {
			t.Run(fmt.Sprintf("n=%d/size=%d", n, size), func(t *testing.T) {
				t.Parallel()
				rng := rand.New(rand.NewPCG(uint64(n), uint64(size)))
				key := func() uint64 { // about a quarter of the bits
					return rng.Uint64() & rng.Uint64() & rng.Uint64() & (1<<width - 1)
				}
				// row returns the key bits of the diagonals of a queen of
				// row s+1 in column x, seen from that row.
				row := func(x int) uint64 {
					var k uint64
					if x <= n-2 {
						k |= 1 << uint(x)
					}
					if x >= 1 {
						k |= 1 << uint(n-1+x-1)
					}
					return k
				}
				long := joinLong(n, n/2+1)
				top, xs := uint64(1)<<2|uint64(1)<<7|uint64(1)<<12, uint64(1)<<5|uint64(1)<<8
				tp := new(pairTable)
				var bottoms [2][]uint64
				extra := [2]int{0, 1} // x2 = 8: on a long diagonal
				for k := range 2 {
					for range size + k*37 {
						x3, b := rng.IntN(n), key()
						if k == 1 {
							// x2 is on one long diagonal: no bottom
							// half's queen is on it.
							for row(x3)&long&^(long&-long) != 0 {
								x3 = rng.IntN(n)
							}
							b &^= long &^ (long & -long)
						}
						bottoms[k] = append(bottoms[k], b|row(x3)|uint64(x3+1)<<keyRowShift)
					}
				}
				tb := &tp.slice
				// The unit's columns C: those of x1 and more, up to n/2,
				// so that the bottom halves' columns are the others.
				c := top
				for x := 0; bits.OnesCount64(c) < n/2; x++ {
					if x != 5 && x != 8 {
						c |= 1 << uint(x)
					}
				}
				tb.reset((1<<uint(n) - 1) &^ c)
				tb.add(n, 5, bottoms[0], long, false)
				tb.add(n, 8, bottoms[1], long, true)
				tb.finish(n)
				var want uint64
				for c := top; c != 0; c &= c - 1 {
					x1 := bits.TrailingZeros64(c)
					for range 40 {
						k := key() | 1
						if rng.IntN(3) == 0 {
							k |= long & -long // a queen on a long diagonal
						}
						attacks := rng.Uint64() & (1<<uint(n) - 1)
						tp.a = append(tp.a, k|attacks<<width)
						on := uint64(bits.OnesCount64(k & long))
						for i, x2 := range []int{5, 8} {
							if x2 == x1+1 || x2 == x1-1 || attacks>>uint(x2)&1 == 1 {
								continue
							}
							for _, b := range bottoms[i] {
								b &^= 31 << keyRowShift
								if b&k != 0 {
									continue
								}
								class := bits.OnesCount64(b&long) + extra[i]
								switch {
								case on == 0 && class == 2:
									want += 2
								case on == 0:
									want++
								case class == 0:
									want += on
								}
							}
						}
					}
					tp.ends = append(tp.ends, len(tp.a))
				}
				if got := tp.sliceMatch(n, top, xs, long, tb); got != want {
					t.Errorf("sliceMatch = %d, want %d", got, want)
				}
			})
		}
	}
}

// TestSegmentBytes pins the size of a slice segment that docs/count.md
// states: 7 · 32 rows of 64 words, the masks (2 · 2 · 32 words) and two
// words, padded to a whole number of blocks of 64 bytes.
func TestSegmentBytes(t *testing.T) {
	t.Parallel()
	if got, want := unsafe.Sizeof(sliceSegment{}), uintptr(115776); got != want {
		t.Errorf("a slice segment takes %d bytes, docs/count.md says %d", got, want)
	}
	if got := unsafe.Sizeof(sliceSegment{}) % 64; got != 0 {
		t.Errorf("a slice segment takes %d bytes past a whole number of blocks of 64", got)
	}
}

// TestRowMatch checks rowMatch, the row tables of n ≥ 19, against a plain
// loop over the pairs, on random keys of n = 19 to 22 (groups of 6 and 7
// bits), the top halves of two columns x1 (one of them next to the
// square b2, whose halves are all left out), each attacking random squares
// of row s, and bottom lists of whole blocks of 64 and of blocks with a
// rest (up to 10 blocks, so that rowOnes runs rowOnesMid where it can).
func TestRowMatch(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(7, 8))
	for n := 19; n <= 22; n++ {
		width := uint(2*n - 2)
		key := func() uint64 { return r.Uint64() & r.Uint64() & r.Uint64() & (1<<width - 1) }
		for _, lb := range []int{1, 63, 64, 65, 200, 600} {
			pt := new(pairTable)
			const x1a, x1b = 3, 9
			top, b2 := uint64(1<<x1a|1<<x1b), uint64(1)<<(x1b+1)
			for range 2 {
				for range 50 {
					k := key()
					attacks := r.Uint64() & r.Uint64() & (1<<uint(n) - 1)
					pt.a = append(pt.a, k|attacks<<width)
					pt.rowPlaces = append(pt.rowPlaces, rowPlaces(n, k))
				}
				pt.ends = append(pt.ends, len(pt.a))
			}
			for range lb {
				pt.b = append(pt.b, key())
			}
			var want uint64
			for i, e := range pt.a[:pt.ends[0]] { // x1b is next to b2
				if e&(b2<<width) != 0 {
					continue
				}
				for _, y := range pt.b {
					if pt.a[i]&(1<<width-1)&y == 0 {
						want++
					}
				}
			}
			if got := pt.rowMatch(n, top, b2); got != want {
				t.Errorf("n = %d, %d bottom halves: rowMatch = %d, want %d", n, lb, got, want)
			}
		}
	}
}
