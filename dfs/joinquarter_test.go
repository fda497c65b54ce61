package dfs

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

// TestQuarterHalves: the halves joined from the quarter tables are the
// halves the search lists, key for key, for every column set of the top
// rows and, below the middle row of odd boards, of the rows under it.
func TestQuarterHalves(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 11; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			s, full := joinSplit(n), uint64(1)<<uint(n)-1
			qs := newQuarters(n, s, nil)
			below := n - s // the first row of the bottom half
			if n%2 == 1 {
				below = s + 1
			}
			sc := new(joinScratch)
			for c := uint64(0); c <= full; c++ {
				checkMiddle(t, n, qs, c, sc)
				h := halves{n: n, s: s, allowed: c, full: full}
				if popcount(c) == s {
					h.tops()
					want := slices.Sorted(slices.Values(h.out))
					got := slices.Sorted(slices.Values(qs.tops(c, -1, nil, new(joinScratch))))
					if !slices.Equal(got, want) {
						t.Fatalf("tops of columns %b: %x, want %x", c, got, want)
					}
				}
				if popcount(c) == n-below {
					h = halves{n: n, s: below, allowed: c, full: full}
					h.bottoms()
					want := slices.Sorted(slices.Values(h.out))
					got := slices.Sorted(slices.Values(qs.bottoms(c, -1, nil, new(joinScratch))))
					if !slices.Equal(got, want) {
						t.Fatalf("bottoms of columns %b: %x, want %x", c, got, want)
					}
				}
			}
		})
	}
}

// checkMiddle checks that the halves of the columns c that a queen on
// square x of the row between them leaves free are those of all the
// halves whose keys hold none of that queen's diagonals.
func checkMiddle(t *testing.T, n int, qs *quarters, c uint64, sc *joinScratch) {
	t.Helper()
	full, low := uint64(1)<<uint(n)-1, uint64(1)<<uint(n-1)-1
	for x := range n {
		bx := uint64(1) << uint(x)
		if c&bx != 0 {
			continue
		}
		var want []uint64
		for _, k := range qs.tops(c, -1, nil, sc) {
			if ((k&low)|(k>>uint(n-1))<<1)&bx == 0 {
				want = append(want, k)
			}
		}
		if got := qs.tops(c, x, nil, sc); !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
			t.Fatalf("tops of columns %b free of (%d, %d): %x, want %x", c, qs.rows, x, got, want)
		}
		want = keep(qs.bottoms(c, -1, nil, sc), halfKey(n, bx>>1, bx<<1&full), nil)
		if got := qs.bottoms(c, x, nil, sc); !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
			t.Fatalf("bottoms of columns %b free of (-1, %d): %x, want %x", c, x, got, want)
		}
	}
}

// TestJoinSearchAgrees: every unit counts the same from the quarter
// tables (with the middle rows apart) as from its own search of the
// halves, the way boards too large for the tables are counted (and
// n = 1, which has no two middle rows).
func TestJoinSearchAgrees(t *testing.T) {
	t.Parallel()
	if newJoinTables(1, 0) != nil {
		t.Error("quarter tables for n = 1")
	}
	for n := 2; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			jt := newJoinTables(n, 0)
			if jt == nil {
				t.Fatalf("no quarter tables for n = %d", n)
			}
			tops, err := joinUnits(context.Background(), n)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range tops {
				u, _ := joinUnitOf(n, uint64(c))
				a, err := u.count(context.Background(), n, jt)
				if err != nil {
					t.Fatal(err)
				}
				b, err := u.count(context.Background(), n, nil)
				if err != nil {
					t.Fatal(err)
				}
				if a != b {
					t.Errorf("unit %q: %d from the tables, %d from the search", u.key(), a.Total, b.Total)
				}
			}
		})
	}
}

// TestJoinMaxMemory: the tables are made within a budget of exactly
// their size and not within a byte less, and a plan whose budget is too
// small for them counts the same by its own searches.
func TestJoinMaxMemory(t *testing.T) {
	t.Parallel()
	for n := 5; n <= 12; n++ {
		jt := newJoinTables(n, 0)
		need := jt.bytes()
		if got := newJoinTables(n, need); got == nil || got.bytes() != need {
			t.Errorf("n = %d: no tables within their own size, %d bytes", n, need)
		}
		if newJoinTables(n, need-1) != nil {
			t.Errorf("n = %d: tables of %d bytes made within %d", n, need, need-1)
		}
		p, err := JoinPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		p.MaxMemory = 1
		c, err := CountPlanned(context.Background(), p, CountOptions{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if c.Total != uint64(oeis.Q[n-1]) {
			t.Errorf("n = %d within 1 byte: total %d, want %d", n, c.Total, oeis.Q[n-1])
		}
	}
}

// TestJoinTableBytes checks the size of the quarter tables that
// docs/count.md states, for the sizes a test can make quickly, twice: as
// pinned figures, and from placements counted here by a plain search of
// each quarter (4 bytes an index entry, 8 a placement's marks, and for
// even n ≤ 18 the right quarter's own copy of the marks).
func TestJoinTableBytes(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]int64{14: 134132, 15: 939512, 16: 815988, 17: 5836136, 18: 5586612} {
		s := n / 2
		// The quarters: rows s−1 above the cut, and for odd n s below
		// it; h and n−h columns.
		dims := map[[2]int]bool{{s - 1, s}: true, {s - 1, n - s}: true}
		if n%2 == 1 {
			dims[[2]int{s, s}], dims[[2]int{s, n - s}] = true, true
		}
		var counted int64
		for d := range dims {
			counted += 4*(1<<uint(d[0]+d[1])+1) + 8*placements(d[0], d[1])
		}
		if n%2 == 0 {
			counted += 8 * placements(s-1, s)
		}
		if counted != want {
			t.Errorf("n = %d: the quarters' placements take %d bytes, the pinned figure is %d", n, counted, want)
		}
		if got := newJoinTables(n, 0).bytes(); got != want {
			t.Errorf("n = %d: tables of %d bytes, want %d", n, got, want)
		}
	}
}

// placements counts the placements of queens on a rows × cols region, one
// per used row and column, none on a diagonal with another, the empty one
// included: row by row, a row either empty or holding a queen.
func placements(rows, cols int) int64 {
	var place func(r int, used map[int]bool, queens [][2]int) int64
	place = func(r int, used map[int]bool, queens [][2]int) int64 {
		if r == rows {
			return 1
		}
		total := place(r+1, used, queens)
		for c := range cols {
			ok := !used[c]
			for _, q := range queens {
				ok = ok && r-q[0] != c-q[1] && r-q[0] != q[1]-c
			}
			if ok {
				used[c] = true
				total += place(r+1, used, append(queens, [2]int{r, c}))
				used[c] = false
			}
		}
		return total
	}
	return place(0, map[int]bool{}, nil)
}

// TestTranspose64: bit j of row i is bit i of row j after the turn, of
// every row, and of the first rows rows of a turn that makes only those.
func TestTranspose64(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(64, 64))
	for _, rows := range []int{64, 1, 2, 7, 30, 31, 32, 33, 34, 35, 63} {
		for range 20 {
			var a [64]uint64
			for i := range a {
				a[i] = r.Uint64()
			}
			b := a
			if rows == 64 {
				transpose64(&b)
			} else {
				transposeRows(&b, rows)
			}
			for i := range 64 {
				for j := range rows {
					if a[i]>>uint(j)&1 != b[j]>>uint(i)&1 {
						t.Fatalf("rows %d: bit %d of row %d is not bit %d of row %d", rows, j, i, i, j)
					}
				}
			}
		}
	}
}

// TestBitRowsGo checks bitRowsGo against transposeRows on random keys,
// for every width from none to 64: the rows below width alike, the keys
// left as they were.
func TestBitRowsGo(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(32, 64))
	for width := range 65 {
		for range 20 {
			var keys, out [64]uint64
			for i := range keys {
				keys[i] = r.Uint64()
			}
			was, want := keys, keys
			transposeRows(&want, width)
			bitRowsGo(&keys, &out, width)
			if keys != was {
				t.Fatalf("width %d: bitRowsGo changed its keys", width)
			}
			for b := range width {
				if out[b] != want[b] {
					t.Fatalf("width %d: row %d is %#x, want %#x", width, b, out[b], want[b])
				}
			}
		}
	}
}

// keep appends to out the keys of l that hold no bit of avoid.
func keep(l []uint64, avoid uint64, out []uint64) []uint64 {
	for _, k := range l {
		if k&avoid == 0 {
			out = append(out, k)
		}
	}
	return out
}

func popcount(x uint64) int {
	k := 0
	for ; x != 0; x &= x - 1 {
		k++
	}
	return k
}

// TestJoinPairsScalar checks joinPairsScalar, and joinPairs where the
// order is the same, against the pairs of its definition, in its order,
// for lists of random marks (none reaching bit 63) of every length from
// 0 to 9, with and without marks to avoid, after a prefix already in
// out.
func TestJoinPairsScalar(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	mark := func() uint64 { return r.Uint64() & r.Uint64() & r.Uint64() >> 1 }
	for la := range 10 {
		for lb := range 10 {
			for _, avoid := range []uint64{0, mark()} {
				a, b := make([]uint64, la), make([]uint64, lb)
				for i := range a {
					a[i] = mark()
				}
				for i := range b {
					b[i] = mark()
				}
				want := []uint64{7}
				for _, x := range a {
					for _, y := range b {
						if x&y == 0 && (x|y)&avoid == 0 {
							want = append(want, x|y)
						}
					}
				}
				if got := joinPairsScalar(a, b, avoid, []uint64{7}); !slices.Equal(got, want) {
					t.Errorf("|a| = %d, |b| = %d, avoid %#x: joinPairsScalar = %x, want %x", la, lb, avoid, got, want)
				}
				// joinPairs puts the longer list inside: the same
				// order when a is not the longer.
				if la <= lb {
					if got := joinPairs(a, b, avoid, []uint64{7}); !slices.Equal(got, want) {
						t.Errorf("|a| = %d, |b| = %d, avoid %#x: joinPairs = %x, want %x", la, lb, avoid, got, want)
					}
				}
			}
		}
	}
}
