package dfs

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// joinMaxShort is the largest size TestCountJoin runs without
// NQCHECK_LONG_TESTS; the long run goes to 19.
const joinMaxShort = 15

// TestCountJoin checks the join counter against OEIS A000170 and A002562,
// and its fixed-point counts against the table's.
func TestCountJoin(t *testing.T) {
	t.Parallel()
	q, classes := oeis.Q, oeis.Classes
	for n := 1; n <= 18; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			if n > joinMaxShort && os.Getenv(longTestsEnv) != "1" {
				t.Skipf("n > %d takes seconds; set %s=1 to run it", joinMaxShort, longTestsEnv)
			}
			c, err := CountJoin(context.Background(), n, CountOptions{Workers: 1 + n%3})
			if err != nil {
				t.Fatalf("CountJoin(%d): %v", n, err)
			}
			if c.N != n || c.Total != uint64(q[n-1]) {
				t.Errorf("n = %d: Total = %d, want %d", c.N, c.Total, q[n-1])
			}
			if got := c.Classes(); got != uint64(classes[n-1]) {
				t.Errorf("Classes() = %d, want %d", got, classes[n-1])
			}
			if n <= len(oeis.Fix180) {
				if c.Fix180 != uint64(oeis.Fix180[n-1]) || c.Fix90 != uint64(oeis.Fix90[n-1]) {
					t.Errorf("Fix180, Fix90 = %d, %d, want %d, %d", c.Fix180, c.Fix90, oeis.Fix180[n-1], oeis.Fix90[n-1])
				}
			}
		})
	}
}

// hugeTestsEnv, set to 1, runs TestCountJoinHuge: n = 19 and 20, about
// half an hour of CPU time.
const hugeTestsEnv = "NQCHECK_HUGE_TESTS"

// TestCountJoinHuge checks the join counter at n = 19 and 20 against the
// published totals and classes (A000170, A002562).
func TestCountJoinHuge(t *testing.T) {
	if os.Getenv(hugeTestsEnv) != "1" {
		t.Skipf("n = 19 and 20 take half an hour of CPU time; set %s=1 to run them", hugeTestsEnv)
	}
	for _, n := range []int{19, 20} {
		c, err := CountJoin(context.Background(), n, CountOptions{})
		if err != nil {
			t.Fatalf("CountJoin(%d): %v", n, err)
		}
		if total, classes := uint64(oeis.Q[n-1]), uint64(oeis.Classes[n-1]); c.Total != total || c.Classes() != classes {
			t.Errorf("n = %d: total %d, classes %d; want %d, %d", n, c.Total, c.Classes(), total, classes)
		}
	}
}

// TestJoinPlanUnits counts every unit of the plan on its own and checks
// the sums, the plan's shape, that each unit's count passes CheckUnit,
// and that the cases' weights cover every case once.
func TestJoinPlanUnits(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			p, err := JoinPlan(n)
			if err != nil {
				t.Fatal(err)
			}
			if p.N != n || p.Method != "join" || p.Version != 2 {
				t.Errorf("plan N, Method, Version = %d, %q, %d", p.N, p.Method, p.Version)
			}
			if len(p.Units) < 3 || p.Units[0].Key != "fix180" || p.Units[1].Key != "fix90" {
				t.Fatalf("the plan does not start with fix180, fix90 and hold a join unit")
			}
			keys := map[string]bool{}
			var total, fix90, fix180, cases uint64
			for i, u := range p.Units {
				if u.Index != i || keys[u.Key] {
					t.Errorf("unit %d: Index %d, key %q (seen before: %v)", i, u.Index, u.Key, keys[u.Key])
				}
				keys[u.Key] = true
				if c, ok := u.data.(joinTop); ok {
					ju, _ := joinUnitOf(n, uint64(c))
					for _, m := range ju.mids {
						cases += m.weight
					}
				}
				c, err := p.runUnit(context.Background(), u)
				if err != nil {
					t.Fatalf("unit %q: %v", u.Key, err)
				}
				if err := p.CheckUnit(i, c); err != nil {
					t.Errorf("unit %q: its own count %v is refused: %v", u.Key, c, err)
				}
				total += c.Total
				fix90 += c.Fix90
				fix180 += c.Fix180
			}
			if total != uint64(oeis.Q[n-1]) {
				t.Errorf("units' totals sum to %d, want %d", total, oeis.Q[n-1])
			}
			if fix180 != uint64(oeis.Fix180[n-1]) || fix90 != uint64(oeis.Fix90[n-1]) {
				t.Errorf("fix180, fix90 = %d, %d, want %d, %d", fix180, fix90, oeis.Fix180[n-1], oeis.Fix90[n-1])
			}
			// Every case: a top column set of n/2 columns, and for odd n
			// a middle column outside it.
			s := n / 2
			want := binomial(n, s)
			if n%2 == 1 {
				want *= uint64(n - s)
			}
			if cases != want {
				t.Errorf("the units' weights add up to %d cases, want %d", cases, want)
			}
		})
	}
}

// binomial returns n choose k.
func binomial(n, k int) uint64 {
	v := uint64(1)
	for i := 1; i <= k; i++ {
		v = v * uint64(n-k+i) / uint64(i)
	}
	return v
}

// TestJoinUnitsBySolutions checks each join unit's total against the
// solutions of the plain search: each is filed under the smallest of the
// (top columns, middle column) cases of its images by the identity, the
// mirror in the vertical axis and, for even n or odd, the mirror in the
// horizontal axis, turned by board's own symmetries. For even n ≥ 4 it
// weighs longWeight (the diagonal weighting, n ≤ joinWeighMax), for odd
// n 1.
func TestJoinUnitsBySolutions(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			s := n / 2
			want := map[string]uint64{}
			Solutions(n, func(sol board.Solution) bool {
				var best []int
				for _, g := range []board.Symmetry{board.Identity, board.FlipCols, board.FlipRows, board.Rot180} {
					img := g.Apply(sol)
					top := slices.Sorted(slices.Values(slices.Clone(img[:s])))
					if n%2 == 1 {
						top = append(top, 100+img[s]) // the middle column, after the set
					}
					if best == nil || slices.Compare(setOrder(top, n), setOrder(best, n)) < 0 {
						best = top
					}
				}
				key := "top"
				for _, c := range best {
					if c < 100 {
						key += fmt.Sprintf(" %d", c)
					}
				}
				want[key] += longWeight(sol)
				return true
			})
			p, err := JoinPlan(n)
			if err != nil {
				t.Fatal(err)
			}
			for _, u := range p.Units[2:] {
				c, err := p.runUnit(context.Background(), u)
				if err != nil {
					t.Fatal(err)
				}
				if c.Total != want[u.Key] {
					t.Errorf("unit %q: total %d, the solutions filed under it: %d", u.Key, c.Total, want[u.Key])
				}
				delete(want, u.Key)
			}
			for k, v := range want {
				t.Errorf("%d solutions are filed under %q, which no unit covers", v, k)
			}
		})
	}
}

// longWeight returns the weight of solution sol in the join units of an
// even board, n ≥ 4: 1 when no queen stands on a long diagonal, else 2^k
// when its k queens on them are all in the top half, else 0; 1 for odd
// n.
func longWeight(sol board.Solution) uint64 {
	n := len(sol)
	if n%2 == 1 || n < 4 {
		return 1
	}
	w := uint64(1)
	for r, c := range sol {
		if c == r || c == n-1-r {
			if r >= n/2 {
				return 0
			}
			w *= 2
		}
	}
	return w
}

// TestLongWeight checks the weights of boards (one queen a row and a
// column; longWeight looks at no diagonal but the long ones) whose queens
// on the long diagonals are known.
func TestLongWeight(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		sol  board.Solution
		want uint64
	}{
		{board.Solution{1, 3, 0, 2}, 1},             // none on them
		{board.Solution{2, 0, 6, 4, 7, 1, 3, 5}, 2}, // (3, 4): one, in the top half
		{board.Solution{7, 1, 4, 2, 0, 6, 3, 5}, 4}, // (0, 7) and (1, 1): both in the top half
		{board.Solution{0, 4, 7, 5, 2, 6, 1, 3}, 0}, // (0, 0) in the top half, (6, 1) in the bottom
		{board.Solution{3, 1, 6, 2, 5, 7, 4, 0}, 0}, // (1, 1) in the top half, (7, 0) in the bottom
		{board.Solution{1, 3, 0, 2, 4}, 1},          // odd n
	} {
		if got := longWeight(c.sol); got != c.want {
			t.Errorf("longWeight(%v) = %d, want %d", c.sol, got, c.want)
		}
	}
}

// setOrder returns the sort key of a case: the column set as a number,
// then the middle column (stored as 100 + x).
func setOrder(c []int, n int) []int {
	var set, mid int
	for _, v := range c {
		if v >= 100 {
			mid = v - 100
		} else {
			set |= 1 << v
		}
	}
	return []int{set, mid}
}

// TestCountDisjoint checks the split-and-sort count of disjoint pairs
// against a plain double loop, on random lists of every length mix and
// density, keys below 2^62 as the halves' are.
func TestCountDisjoint(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(22, 1))
	var tb pairTable
	for trial := range 400 {
		width := 1 + r.IntN(62)
		density := 1 + r.IntN(6) // about one bit in density set
		list := func() []uint64 {
			l := make([]uint64, r.IntN(300))
			for i := range l {
				for b := range width {
					if r.IntN(density) == 0 {
						l[i] |= 1 << b
					}
				}
			}
			return l
		}
		a, b := list(), list()
		var want uint64
		for _, x := range a {
			for _, y := range b {
				if x&y == 0 {
					want++
				}
			}
		}
		tb.a, tb.b = append(tb.a[:0], a...), append(tb.b[:0], b...)
		if got := tb.countDisjoint(width); got != want {
			t.Fatalf("trial %d (width %d, %d×%d keys): %d disjoint pairs, want %d", trial, width, len(a), len(b), got, want)
		}
	}
}

// TestSortKeys checks the radix sort against the library's.
func TestSortKeys(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(22, 2))
	var tmp []uint64
	for _, size := range []int{0, 1, 63, 64, 65, 1000} {
		for _, width := range []int{1, 8, 9, 33, 62} {
			a := make([]uint64, size)
			for i := range a {
				a[i] = r.Uint64() & (1<<width - 1)
			}
			want := slices.Sorted(slices.Values(a))
			var got []uint64
			got, tmp = sortKeys(a, tmp, width)
			if !slices.Equal(got, want) {
				t.Errorf("%d keys of %d bits: sorted wrong", size, width)
			}
		}
	}
}

// TestCountJoinCancel checks that a cancelled context stops the count with
// its error.
func TestCountJoinCancel(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := CountJoin(ctx, 14, CountOptions{Workers: 2}); !errors.Is(err, context.Canceled) {
		t.Fatalf("CountJoin with a cancelled context: %v, want context.Canceled", err)
	}
	p, err := JoinPlan(14)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.runUnit(ctx, p.Units[len(p.Units)-1]); !errors.Is(err, context.Canceled) {
		t.Fatalf("a join unit with a cancelled context: %v, want context.Canceled", err)
	}
}

// TestJoinCheckUnit checks that the plan refuses counts its units cannot
// give: a total that is not a multiple of the unit's weights' divisor, or
// fixed counts in a join unit.
func TestJoinCheckUnit(t *testing.T) {
	t.Parallel()
	p, err := JoinPlan(8)
	if err != nil {
		t.Fatal(err)
	}
	for i, u := range p.Units[2:] {
		ju, _ := joinUnitOf(8, uint64(u.data.(joinTop)))
		g := ju.divisor()
		if g < 1 {
			t.Fatalf("unit %q: divisor %d", u.Key, g)
		}
		if g > 1 && p.CheckUnit(i+2, UnitCount{Total: g + 1}) == nil {
			t.Errorf("unit %q (divisor %d) accepts total %d", u.Key, g, g+1)
		}
		if p.CheckUnit(i+2, UnitCount{Total: g, Fix90: 2}) == nil {
			t.Errorf("unit %q accepts a fix90 count", u.Key)
		}
		if err := p.CheckUnit(i+2, UnitCount{Total: 3 * g}); err != nil {
			t.Errorf("unit %q refuses total %d: %v", u.Key, 3*g, err)
		}
	}
}
