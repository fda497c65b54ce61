package dfs

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// TestJoinGroupPlans makes the join plan of small boards with a unit per
// group of column sets, for every number of columns that names a group,
// and checks that the groups hold the sets of the plan with a unit per
// set, each once and in the same order, that every group's count passes
// CheckUnit, and that the figures are the published ones.
func TestJoinGroupPlans(t *testing.T) {
	t.Parallel()
	for n := 2; n <= 11; n++ {
		fine, err := joinUnits(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		for cols := 1; cols <= n; cols++ {
			t.Run(fmt.Sprintf("n=%d/cols=%d", n, cols), func(t *testing.T) {
				t.Parallel()
				p, err := joinPlan(context.Background(), n, 0, cols)
				if err != nil {
					t.Fatal(err)
				}
				var sets []joinTop
				keys := map[string]bool{}
				for _, u := range p.Units[2:] {
					g := u.data.(joinGroup)
					if keys[u.Key] || !strings.HasPrefix(u.Key, "top") || !strings.HasSuffix(u.Key, fmt.Sprintf("| 0-%d", n-cols-1)) {
						t.Errorf("unit %d: key %q (seen before: %v)", u.Index, u.Key, keys[u.Key])
					}
					keys[u.Key] = true
					left := joinSplit(n) - popcount(g.high)
					for q := uint64(0); q < 1<<uint(g.lo); q++ {
						if popcount(q) == left {
							if _, ok := joinUnitOf(n, g.high|q); ok {
								sets = append(sets, joinTop(g.high|q))
							}
						}
					}
				}
				if !slices.Equal(sets, fine) {
					t.Errorf("the groups hold %d sets, the plan with a unit per set %d, or in another order", len(sets), len(fine))
				}
				c, err := CountPlanned(context.Background(), p, CountOptions{Workers: 2})
				if err != nil {
					t.Fatal(err)
				}
				if c.Total != uint64(oeis.Q[n-1]) || c.Classes() != uint64(oeis.Classes[n-1]) {
					t.Errorf("total %d, classes %d; want %d, %d", c.Total, c.Classes(), oeis.Q[n-1], oeis.Classes[n-1])
				}
				for i := 2; i < len(p.Units); i++ {
					if p.CheckUnit(i, UnitCount{Total: 3}) == nil || p.CheckUnit(i, UnitCount{Total: 2, Fix90: 2}) == nil {
						t.Errorf("unit %q accepts an odd total or a fix90 count", p.Units[i].Key)
					}
				}
			})
		}
	}
}

// TestJoinPlanBounded checks that the join plan of every board size the
// program takes has at most 677,296 units besides fix180 and fix90, and
// that beyond n = 24 they are groups named by the 16 highest columns (at
// n = 32 the first is the group with none of them).
func TestJoinPlanBounded(t *testing.T) {
	t.Parallel()
	for _, n := range []int{joinFineMax + 1, 28, board.MaxN} {
		p, err := JoinPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Units) > 2+1<<(joinGroupCols-1) {
			t.Errorf("n = %d: %d units", n, len(p.Units))
		}
		want := fmt.Sprintf("top | 0-%d", n-joinGroupCols-1)
		if n/2 > n-joinGroupCols {
			// The low columns cannot hold every queen of the top half.
			want = ""
		}
		if want != "" && p.Units[2].Key != want {
			t.Errorf("n = %d: the first group is %q, want %q", n, p.Units[2].Key, want)
		}
	}
}

// TestJoinPlanStops checks that making the join plan stops when its
// context ends, or when its units would take more than its memory bound,
// with an error of each kind.
func TestJoinPlanStops(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, n := range []int{12, joinFineMax} {
		if p, err := JoinPlanContext(ctx, n, 0); !errors.Is(err, context.Canceled) {
			t.Errorf("n = %d, context cancelled: plan of %d units, error %v", n, len(p.Units), err)
		}
	}
	_, err := JoinPlanContext(context.Background(), 16, 100_000)
	var me *PlanMemoryError
	if !errors.As(err, &me) || me.N != 16 || me.MaxMemory != 100_000 || me.Units >= 3218 {
		t.Errorf("n = 16 within 100 kB: %v, want a PlanMemoryError before the 3218 units", err)
	}
	// The units take about 255 kB, which leaves the rest to the tables.
	p, err := JoinPlanContext(context.Background(), 16, 1<<20)
	if err != nil || p.MaxMemory < 1<<19 || p.MaxMemory > 1<<20-200_000 {
		t.Errorf("n = 16 within 1 MiB: %v, the tables' MaxMemory %d", err, p.MaxMemory)
	}
}

// TestJoinSearchStops checks that a join unit's search of its halves
// stops soon after its context ends, while it lists them: at n = 32 the
// unit of columns 0..15 has 14,772,512 top halves, which take seconds
// and a hundred megabytes to list.
func TestJoinSearchStops(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	u, ok := joinUnitOf(board.MaxN, 1<<16-1)
	if !ok {
		t.Fatal("columns 0..15 are not a unit of n = 32")
	}
	tb := new(pairTable)
	if _, err := u.search(ctx, board.MaxN, tb); !errors.Is(err, context.Canceled) {
		t.Errorf("search: %v, want context.Canceled", err)
	}
	if len(tb.tops) >= 14772512 {
		t.Errorf("the search listed all %d top halves after its context ended", len(tb.tops))
	}
}
