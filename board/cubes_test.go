package board

import (
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

// prefixes collects what Prefixes visits, copied.
func prefixes(n, k int) []Solution {
	var out []Solution
	Prefixes(n, k, func(p Solution) { out = append(out, p.Clone()) })
	return out
}

// TestPrefixesComplete checks that the prefixes of the whole board are
// its solutions: as many as OEIS A000170 counts, each non-attacking, in
// strictly increasing order.
func TestPrefixesComplete(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 9; n++ {
		got := prefixes(n, n)
		if len(got) != oeis.Q[n-1] {
			t.Errorf("n = %d: %d full prefixes, want %d", n, len(got), oeis.Q[n-1])
		}
		for i, p := range got {
			if len(p) != n {
				t.Errorf("n = %d: prefix %v has %d rows", n, p, len(p))
			}
			for r := range p {
				for s := range r {
					if p[r] == p[s] || p[r]-p[s] == r-s || p[s]-p[r] == r-s {
						t.Errorf("n = %d: rows %d and %d of %v attack", n, s+1, r+1, p)
					}
				}
			}
			if i > 0 && Compare(got[i-1], p) >= 0 {
				t.Errorf("n = %d: %v follows %v", n, p, got[i-1])
			}
		}
	}
}

// TestPrefixesCounts checks the number of prefixes for shallow k, and the
// caps on k and n.
func TestPrefixesCounts(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ n, k, want int }{
		{0, 0, 0}, {-1, 2, 0}, {8, 0, 1}, {8, -3, 1}, {8, 1, 8}, {8, 2, 42}, {4, 9, 2}, {3, 2, 2},
	} {
		got := prefixes(c.n, c.k)
		if len(got) != c.want {
			t.Errorf("n = %d, k = %d: %d prefixes, want %d", c.n, c.k, len(got), c.want)
		}
		if c.k <= 0 && len(got) == 1 && len(got[0]) != 0 {
			t.Errorf("n = %d, k = %d: prefix %v, want the empty one", c.n, c.k, got[0])
		}
	}
}

// TestPrefixesWhile checks that PrefixesWhile visits what Prefixes does,
// in order, and stops at the first false: a count that stops at a cap
// visits no prefix beyond it.
func TestPrefixesWhile(t *testing.T) {
	t.Parallel()
	all := prefixes(8, 3)
	for _, stop := range []int{1, 2, 17, len(all), len(all) + 1} {
		var got []Solution
		done := PrefixesWhile(8, 3, func(p Solution) bool {
			got = append(got, p.Clone())
			return len(got) < stop
		})
		want := all[:min(stop, len(all))]
		if done != (stop > len(all)) || len(got) != len(want) {
			t.Fatalf("stop after %d: visited %d, done %v; want %d", stop, len(got), done, len(want))
		}
		for i := range got {
			if got[i].String() != want[i].String() {
				t.Errorf("stop after %d: prefix %d is %v, want %v", stop, i, got[i], want[i])
			}
		}
	}
}

// TestPrefixesWhileStopsEarly checks that the enumeration stops at the first prefix
// visit refuses, at n = 32 and 8 rows, where there are billions.
func TestPrefixesWhileStopsEarly(t *testing.T) {
	t.Parallel()
	var got []Solution
	all := PrefixesWhile(32, 8, func(p Solution) bool {
		got = append(got, p.Clone())
		return len(got) < 3
	})
	if all || len(got) != 3 || got[2].String() != "1 3 5 2 4 9 11 15" {
		t.Errorf("visited %v (all: %v), want 3 prefixes, the last 1 3 5 2 4 9 11 15", got, all)
	}
	if !PrefixesWhile(8, 2, func(Solution) bool { return true }) {
		t.Error("a complete enumeration reports it stopped")
	}
}
