package dfs

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCountWide checks countWide (AVX-512) and countMid (AVX2) against
// countScalar on every segment of slice tables of random keys (n = 16
// and 18, one to three segments, two sections), alone and all together,
// for top halves of random keys, free columns and weights, read with and
// without the masks of the sections.
func TestCountWide(t *testing.T) {
	t.Parallel()
	for _, k := range []struct {
		name  string
		have  bool
		count func(*sliceSegment, int, []uint64, bool) uint64
	}{{"countWide", haveWide, countWide}, {"countMid", haveMid, countMid}} {
		t.Run(k.name, func(t *testing.T) {
			t.Parallel()
			if !k.have {
				t.Skipf("this CPU lacks the instructions of %s: it is not run", k.name)
			}
			testCountKernel(t, k.name, k.count)
		})
	}
}

// testCountKernel is TestCountWide for one kernel, count, named name.
func testCountKernel(t *testing.T, name string, count func(*sliceSegment, int, []uint64, bool) uint64) {
	for _, n := range []int{16, 18} {
		for _, size := range []int{1, 64, 100, 2000, 5000} {
			t.Run(fmt.Sprintf("n=%d/size=%d", n, size), func(t *testing.T) {
				t.Parallel()
				tb, qs := randomSliceTable(rand.New(rand.NewPCG(uint64(n), uint64(size))), n, size)
				for _, sections := range []bool{false, true} {
					var all uint64
					for k := range tb.used {
						sg := &tb.segs[k]
						want := sg.countScalar(qs, sections)
						if got := count(sg, 1, qs, sections); got != want {
							t.Errorf("segment %d, sections %v: %s = %d, countScalar = %d", k, sections, name, got, want)
						}
						all += want
					}
					if got := count(&tb.segs[0], tb.used, qs, sections); got != all {
						t.Errorf("%d segments, sections %v: %s = %d, countScalar = %d", tb.used, sections, name, got, all)
					}
				}
			})
		}
	}
}

// randomSliceTable returns a slice table of n = n with two sections of
// size random bottom halves each (columns x2 = 3 and 9, the second on a
// long diagonal), and 3000 top halves of random keys, columns x2 and
// weights, from rng.
func randomSliceTable(rng *rand.Rand, n, size int) (*sliceTable, []uint64) {
	width := uint(2*n - 2)
	key := func() uint64 { return rng.Uint64() & rng.Uint64() & (1<<width - 1) }
	long := joinLong(n, n/2+1)
	tb := new(sliceTable)
	others := uint64(0)
	for x := 1; x < n; x += 2 {
		others |= 1 << uint(x)
	}
	tb.reset(others)
	for _, x2 := range []int{3, 9} {
		var l []uint64
		for range size {
			x3 := 2*rng.IntN(n/2) + 1
			l = append(l, key()|uint64(x3+1)<<keyRowShift)
		}
		tb.add(n, x2, l, long, x2 == 9)
	}
	tb.finish(n)
	qs := make([]uint64, 3000)
	for i := range qs {
		on := uint64(rng.IntN(3))
		qs[i] = key() | rng.Uint64N(1<<9)<<35 | rng.Uint64N(1<<9)<<44 | on<<53
	}
	return tb, qs
}

// TestCountScalar6 checks countScalar6 against countScalar on every
// segment of slice tables of random keys of n = 16 (30 bits) and n = 14,
// one to three segments, two sections, with and without the masks of the
// sections.
func TestCountScalar6(t *testing.T) {
	t.Parallel()
	for _, n := range []int{14, 16} {
		for _, size := range []int{1, 100, 5000} {
			tb, qs := randomSliceTable(rand.New(rand.NewPCG(uint64(n), uint64(size))), n, size)
			for _, sections := range []bool{false, true} {
				for k := range tb.used {
					sg := &tb.segs[k]
					want := sg.countScalar(qs, sections)
					if want == 0 {
						t.Errorf("n = %d, size %d, segment %d: no pair, the test tests nothing", n, size, k)
					}
					if got := sg.countScalar6(qs, sections); got != want {
						t.Errorf("n = %d, size %d, segment %d, sections %v: countScalar6 = %d, countScalar = %d", n, size, k, sections, got, want)
					}
				}
			}
		}
	}
}

// TestJoinPairsWide checks joinPairsWide (AVX-512) and joinPairsMid
// (AVX2) against joinPairsScalar for lists of every length from 0 to 20
// (all the shapes of a group of eight or four and its rest), with and
// without marks to avoid, and that they write no word past the 7 of room
// they may use.
func TestJoinPairsWide(t *testing.T) {
	t.Parallel()
	for _, k := range []struct {
		name string
		have bool
		join func(a, b []uint64, avoid uint64, out *uint64) int
	}{{"joinPairsWide", haveWide, joinPairsWide}, {"joinPairsMid", haveMid, joinPairsMid}} {
		t.Run(k.name, func(t *testing.T) {
			t.Parallel()
			if !k.have {
				t.Skipf("this CPU lacks the instructions of %s: it is not run", k.name)
			}
			testJoinKernel(t, k.name, k.join)
		})
	}
}

// testJoinKernel is TestJoinPairsWide for one kernel, join, named name.
func testJoinKernel(t *testing.T, name string, join func(a, b []uint64, avoid uint64, out *uint64) int) {
	rng := rand.New(rand.NewPCG(1, 2))
	// No mark reaches bit 63 (joinPairsScalar relies on it).
	mark := func() uint64 { return rng.Uint64() & rng.Uint64() & rng.Uint64() >> 1 }
	for la := range 6 {
		for lb := range 21 {
			for _, avoid := range []uint64{0, mark()} {
				a, b := make([]uint64, la), make([]uint64, lb)
				for i := range a {
					a[i] = mark()
				}
				for i := range b {
					b[i] = mark()
				}
				want := joinPairsScalar(a, b, avoid, nil)
				room := la*lb + 7
				buf := make([]uint64, room+1)
				const canary = 0x5a5a5a5a5a5a5a5a
				buf[room] = canary
				got := buf[:join(a, b, avoid, &buf[0])]
				if !slices.Equal(got, want) {
					t.Errorf("|a| = %d, |b| = %d, avoid %#x: %s = %x, want %x", la, lb, avoid, name, got, want)
				}
				if buf[room] != canary {
					t.Errorf("|a| = %d, |b| = %d: %s wrote past its room", la, lb, name)
				}
			}
		}
	}
}

// TestBitRowsWide checks bitRowsWide (AVX-512) and bitRowsMid (AVX2)
// against transposeRows on random keys, for widths from none to 64, and
// that each writes only its rows.
func TestBitRowsWide(t *testing.T) {
	t.Parallel()
	for _, k := range []struct {
		name string
		have bool
		rows func(*uint64, *uint64, int)
	}{{"bitRowsWide", haveWide, bitRowsWide}, {"bitRowsMid", haveMid, bitRowsMid}} {
		t.Run(k.name, func(t *testing.T) {
			if !k.have {
				t.Skipf("this CPU lacks the instructions of %s: it is not run", k.name)
			}
			testBitRowsKernel(t, k.name, k.rows)
		})
	}
}

// testBitRowsKernel is TestBitRowsWide for one kernel, bitRows, named
// name.
func testBitRowsKernel(t *testing.T, name string, bitRows func(*uint64, *uint64, int)) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, width := range []int{0, 1, 2, 7, 8, 9, 15, 16, 17, 30, 33, 34, 63, 64} {
		var keys, want [64]uint64
		for i := range keys {
			keys[i] = rng.Uint64()
		}
		want = keys
		transposeRows(&want, width)
		var rows [65][segmentWords]uint64
		const w = 5
		bitRows(&keys[0], &rows[0][w], width)
		for b := range rows {
			for x := range rows[b] {
				switch {
				case b < width && x == w:
					if rows[b][x] != want[b] {
						t.Errorf("width %d: %s: row %d is %#x, want %#x", width, name, b, rows[b][x], want[b])
					}
				case rows[b][x] != 0:
					t.Errorf("width %d: %s wrote word %d of row %d", width, name, x, b)
				}
			}
		}
	}
}

// TestRowOnesMid checks rowOnesMid against the set bits of the union of
// six rows counted word by word, for random rows of every multiple of 4
// words up to 40.
func TestRowOnesMid(t *testing.T) {
	t.Parallel()
	if !haveMid {
		t.Skip("this CPU has no AVX2: rowOnesMid is not run")
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for words := 0; words <= 40; words += 4 {
		var rows [6][]uint64
		for i := range rows {
			rows[i] = make([]uint64, words+1)
			for w := range rows[i] {
				rows[i][w] = rng.Uint64() & rng.Uint64() & rng.Uint64()
			}
		}
		want := 0
		for w := range words {
			want += bits.OnesCount64(rows[0][w] | rows[1][w] | rows[2][w] | rows[3][w] | rows[4][w] | rows[5][w])
		}
		got := rowOnesMid(&rows[0][0], &rows[1][0], &rows[2][0], &rows[3][0], &rows[4][0], &rows[5][0], words)
		if got != want {
			t.Errorf("%d words: rowOnesMid = %d, want %d", words, got, want)
		}
	}
}
