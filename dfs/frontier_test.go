package dfs

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// TestCountFrontier checks the frontier counter against OEIS A000170 and
// A002562 (and the fixed-point counts where the table has them).

// longTestsEnv, set to 1, runs the test of n = 18 too, which takes half a
// minute on two idle cores (many more on a busy machine).
const longTestsEnv = "NQCHECK_LONG_TESTS"

func TestCountFrontier(t *testing.T) {
	t.Parallel()
	q, classes := oeis.Q, oeis.Classes
	for n := 1; n <= 18; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			switch {
			case n >= 17 && (testing.Short() || !integration.Enabled()):
				t.Skip("n ≥ 17 takes more than ten seconds of CPU time; NQCHECK_INTEGRATION=1 (as CI) runs it, but not with -short")
			case n == 18 && os.Getenv(longTestsEnv) != "1":
				t.Skipf("n = 18 takes half a minute or more; set %s=1 to run it", longTestsEnv)
			case n >= 15 && raceEnabled:
				t.Skip("n ≥ 15 takes minutes under the race detector; n ≤ 14 runs the same code")
			}
			workers := 1 + n%3 // the figures must not depend on the pool
			if n >= 17 {
				workers = 0
			}
			c, err := CountFrontier(context.Background(), n, CountOptions{Workers: workers})
			if err != nil {
				t.Fatalf("CountFrontier(%d): %v", n, err)
			}
			if c.N != n {
				t.Errorf("N = %d, want %d", c.N, n)
			}
			if c.Total != uint64(q[n-1]) {
				t.Errorf("Total = %d, want %d", c.Total, q[n-1])
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

// TestCountersMatchBitmask checks the frontier and the join counters
// against the bitmask counter, figure by figure, on sizes past what a
// table test would list; the bitmask figures are counted once per size.
func TestCountersMatchBitmask(t *testing.T) {
	t.Parallel()
	counters := []struct {
		name  string
		count func(context.Context, int, CountOptions) (Counts, error)
		maxN  int
	}{
		{"frontier", CountFrontier, 13},
		{"join", CountJoin, 12},
	}
	for n := 1; n <= 13; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			want, err := Count(context.Background(), n, CountOptions{Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range counters {
				if n > c.maxN {
					continue
				}
				got, err := c.count(context.Background(), n, CountOptions{Workers: 2})
				if err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Errorf("%s %+v, bitmask %+v", c.name, got, want)
				}
			}
		})
	}
}

// TestFrontierPlanUnits counts every unit of the plan on its own and checks
// the sums, the plan's shape, and that two plans of one size are the same.
func TestFrontierPlanUnits(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			p, err := FrontierPlan(n)
			if err != nil {
				t.Fatal(err)
			}
			if p.N != n || p.Method != "frontier" || p.Version != 2 {
				t.Errorf("plan N, Method, Version = %d, %q, %d", p.N, p.Method, p.Version)
			}
			// Version 2 counts the fixed solutions by the pairs search,
			// not by the orbit searches the other counters use.
			for _, u := range p.Units[:2] {
				if _, ok := u.data.(pairUnit); !ok {
					t.Errorf("unit %q is a %T, not a unit of the pairs search", u.Key, u.data)
				}
			}
			again, err := FrontierPlan(n)
			if err != nil {
				t.Fatal(err)
			}
			keys := map[string]bool{}
			var total, fix90, fix180 uint64
			for i, u := range p.Units {
				if u.Index != i {
					t.Errorf("unit %d has Index %d", i, u.Index)
				}
				if keys[u.Key] {
					t.Errorf("key %q twice", u.Key)
				}
				keys[u.Key] = true
				if again.Units[i].Key != u.Key {
					t.Errorf("unit %d: key %q, then %q", i, u.Key, again.Units[i].Key)
				}
				c, err := p.runUnit(context.Background(), p.Units[i])
				if err != nil {
					t.Fatalf("unit %q: %v", u.Key, err)
				}
				if err := p.CheckUnit(i, c); err != nil {
					t.Errorf("unit %q: its own count %v is refused: %v", u.Key, c, err)
				}
				isFixed := u.Key == "fix90" || u.Key == "fix180"
				if !isFixed && (c.Fix90 != 0 || c.Fix180 != 0) || isFixed && c.Total != 0 {
					t.Errorf("unit %q counts %+v", u.Key, c)
				}
				total += c.Total
				fix90 += c.Fix90
				fix180 += c.Fix180
			}
			if total != uint64(oeis.Q[n-1]) {
				t.Errorf("units' totals sum to %d, want %d", total, oeis.Q[n-1])
			}
			if n <= len(oeis.Fix180) && (fix180 != uint64(oeis.Fix180[n-1]) || fix90 != uint64(oeis.Fix90[n-1])) {
				t.Errorf("fix180, fix90 = %d, %d, want %d, %d", fix180, fix90, oeis.Fix180[n-1], oeis.Fix90[n-1])
			}
			if len(p.Units) < 2 || p.Units[0].Key != "fix180" || p.Units[1].Key != "fix90" {
				t.Errorf("the plan does not start with fix180, fix90")
			}
		})
	}
}

// TestFrontierUnitsBySolutions checks each unit's total against the
// solutions of the plain search, each filed under the class of its border
// queens. The class is found here by turning the whole solution with
// board's symmetries and reading the border off each image, not by the
// counter's own code for cells.
func TestFrontierUnitsBySolutions(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			want := map[string]uint64{}
			Solutions(n, func(s board.Solution) bool {
				best := ""
				var bestCode []int
				for _, g := range board.Symmetries {
					img := g.Apply(s)
					code := []int{img[0], slices.Index(img, n-1), img[n-1], slices.Index(img, 0)}
					if bestCode == nil || slices.Compare(code, bestCode) < 0 {
						bestCode = code
						best = fmt.Sprintf("t%d r%d b%d l%d", code[0], code[1], code[2], code[3])
					}
				}
				want[best]++
				return true
			})
			p, err := FrontierPlan(n)
			if err != nil {
				t.Fatal(err)
			}
			for i, u := range p.Units {
				if !strings.HasPrefix(u.Key, "t") {
					continue
				}
				c, err := p.runUnit(context.Background(), p.Units[i])
				if err != nil {
					t.Fatal(err)
				}
				if c.Total != want[u.Key] {
					t.Errorf("unit %q: total %d, the solutions filed under it: %d", u.Key, c.Total, want[u.Key])
				}
				delete(want, u.Key)
			}
			for k, v := range want {
				t.Errorf("%d solutions have border class %q, which no unit covers", v, k)
			}
		})
	}
}

// TestConstellationWeights checks that the classes' sizes add up to the
// number of non-attacking border placements, counted here by brute force.
func TestConstellationWeights(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 11; n++ {
		var sum, all uint64
		for _, k := range constellations(n, board.Symmetry.Cell) {
			sum += k.weight
		}
		m := n - 1
		for top := range n {
			for right := range n {
				for bottom := range n {
					for left := range n {
						cells := []board.Cell{{Row: 0, Col: top}, {Row: right, Col: m}, {Row: m, Col: bottom}, {Row: left, Col: 0}}
						ok := true
						for i, a := range cells {
							for _, b := range cells[:i] {
								if a != b && attacks(a, b) {
									ok = false
								}
							}
						}
						if ok {
							all++
						}
					}
				}
			}
		}
		if sum != all {
			t.Errorf("n = %d: classes' sizes sum to %d, %d placements exist", n, sum, all)
		}
	}
}

// TestFrontierCheckUnit: CheckUnit refuses figures in a field the unit
// never fills, and a constellation's total that is not a multiple of its
// class's size.
func TestFrontierCheckUnit(t *testing.T) {
	t.Parallel()
	p, err := FrontierPlan(8)
	if err != nil {
		t.Fatal(err)
	}
	k := slices.IndexFunc(p.Units, func(u CountUnit) bool {
		c, ok := u.data.(constellation)
		return ok && c.weight == 8
	})
	if k < 0 {
		t.Fatal("n = 8 has no class of 8 border placements")
	}
	good := []struct {
		unit int
		c    UnitCount
	}{{0, UnitCount{Fix180: 12}}, {1, UnitCount{}}, {k, UnitCount{Total: 16}}}
	for _, tc := range good {
		if err := p.CheckUnit(tc.unit, tc.c); err != nil {
			t.Errorf("unit %q, %v: %v", p.Units[tc.unit].Key, tc.c, err)
		}
	}
	bad := []struct {
		unit int
		c    UnitCount
	}{
		{0, UnitCount{Fix180: 12, Fix90: 4}},
		{1, UnitCount{Total: 8}},
		{k, UnitCount{Total: 12}},
		{k, UnitCount{Total: 16, Fix180: 4}},
		{k, UnitCount{Bins: [9]uint64{2}}},
		{len(p.Units), UnitCount{}},
	}
	for _, tc := range bad {
		if err := p.CheckUnit(tc.unit, tc.c); err == nil {
			t.Errorf("unit %d, %v: accepted", tc.unit, tc.c)
		} else {
			t.Log(err)
		}
	}
}

func TestFrontierPlanBadSize(t *testing.T) {
	t.Parallel()
	for _, n := range []int{0, -1, board.MaxN + 1} {
		if _, err := FrontierPlan(n); err == nil {
			t.Errorf("FrontierPlan(%d) gave no error", n)
		}
		if _, err := CountFrontier(context.Background(), n, CountOptions{}); err == nil {
			t.Errorf("CountFrontier(%d) gave no error", n)
		}
	}
	if _, err := CountFrontier(context.Background(), 8, CountOptions{Workers: -1}); err == nil {
		t.Error("CountFrontier with -1 workers gave no error")
	}
}

// TestCountFrontierCancel cancels the context while units are being
// counted, and before: both give the context's error.
func TestCountFrontierCancel(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := CountFrontier(ctx, 12, CountOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled before: err = %v, want context.Canceled", err)
	}
	// Cancelled while units are counted: the error is the context's even
	// when the workers had already counted every unit by then (how many
	// did depends on the machine's speed; TestFrontierSearchStops shows
	// that a unit's search stops).
	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	_, err := CountFrontier(ctx, 14, CountOptions{Workers: 2, Progress: func(done, total int) {
		if done == 3 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled during: err = %v, want context.Canceled", err)
	}
}

// TestFrontierSearchStops checks that one unit's search looks at its
// context: a cancelled context stops it before it finishes.
func TestFrontierSearchStops(t *testing.T) {
	t.Parallel()
	p, err := FrontierPlan(16)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	// The search itself looks at the context, not only the plan.
	k := constellations(16, board.Symmetry.Cell)[0]
	if _, err := newFrontierSearch(16, k).run(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("search of %q with a cancelled context: err = %v, want context.Canceled", k.key(), err)
	}
	for i := range 3 { // fix180, fix90 and the largest constellation
		if _, err := p.runUnit(ctx, p.Units[i]); !errors.Is(err, context.Canceled) {
			t.Errorf("unit %q with a cancelled context: err = %v, want context.Canceled", p.Units[i].Key, err)
		}
	}
}

// TestFrontierSearchStopsDeep checks that the interior search looks at
// its context below its top levels too, where a subtree may take minutes
// (n = 26 and more): started with no level counted as a top one, a
// cancelled context still stops it.
func TestFrontierSearchStopsDeep(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s := newFrontierSearch(16, constellations(16, board.Symmetry.Cell)[0])
	l := &lineSearch{m: uint(s.n-1) & 63, full: s.full, ctx: ctx, pollLeft: s.left}
	l.place(s.rows, s.cols, s.d, s.e, s.left)
	if !errors.Is(l.err, context.Canceled) {
		t.Errorf("the search below its top levels ran to its end: err = %v, want context.Canceled", l.err)
	}
}
