package dfs

import (
	"context"
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestBitmaskPlanKeys(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 14; n++ {
		p, err := BitmaskPlan(n)
		if err != nil {
			t.Fatal(err)
		}
		if p.Method != BitmaskMethod || p.Version != BitmaskVersion || p.N != n {
			t.Fatalf("n = %d: plan %v", n, p)
		}
		seen := map[string]bool{}
		for i, u := range p.Units {
			if u.Index != i {
				t.Errorf("n = %d: unit %d has index %d", n, i, u.Index)
			}
			if seen[u.Key] || u.Key == "" {
				t.Errorf("n = %d: key %q repeated or empty", n, u.Key)
			}
			seen[u.Key] = true
		}
		if p.Units[0].Key != "fix180" || p.Units[1].Key != "fix90" {
			t.Errorf("n = %d: first keys %q, %q", n, p.Units[0].Key, p.Units[1].Key)
		}
		again, _ := BitmaskPlan(n)
		if fmt.Sprint(again.Keys()) != fmt.Sprint(p.Keys()) {
			t.Errorf("n = %d: the plan is not deterministic", n)
		}
	}
	if _, err := BitmaskPlan(0); err == nil {
		t.Error("n = 0 accepted")
	}
	p, _ := BitmaskPlan(8)
	if got := p.Units[2].Key; got != "0 2 4 6" { // column 1 is the transposition's half
		t.Errorf("first subproblem of n = 8 is %q, want \"0 2 4 6\"", got)
	}
}

// TestPlanInPieces counts a plan in two runs over disjoint parts of its
// units, the way a resumed run or two shards do, and checks the figures
// against the reference.
func TestPlanInPieces(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			t.Parallel()
			p, err := BitmaskPlan(n)
			if err != nil {
				t.Fatal(err)
			}
			counts := make([]UnitCount, len(p.Units))
			seen := make([]int, len(p.Units))
			for part := 0; part < 2; part++ {
				var todo []int
				for i := part; i < len(p.Units); i += 2 {
					todo = append(todo, i)
				}
				err := p.Run(context.Background(), todo, 1+part, func(i int, c UnitCount) error {
					counts[i] = c
					seen[i]++
					return p.CheckUnit(i, c)
				})
				if err != nil {
					t.Fatal(err)
				}
			}
			for i, k := range seen {
				if k != 1 {
					t.Fatalf("unit %d done %d times", i, k)
				}
			}
			c, err := p.Figures(counts)
			if err != nil {
				t.Fatal(err)
			}
			if c.Total != uint64(oeis.Q[n-1]) || c.Classes() != uint64(oeis.Classes[n-1]) ||
				c.Fix90 != uint64(oeis.Fix90[n-1]) || c.Fix180 != uint64(oeis.Fix180[n-1]) {
				t.Errorf("figures %+v, want total %d classes %d", c, oeis.Q[n-1], oeis.Classes[n-1])
			}
			// Counting one unit alone gives the same as in the pool.
			last := len(p.Units) - 1
			var one UnitCount
			err = p.Run(context.Background(), []int{last}, 1, func(i int, c UnitCount) error {
				if i != last {
					t.Errorf("Run of unit %d alone finished unit %d", last, i)
				}
				one = c
				return nil
			})
			if err != nil || one != counts[last] {
				t.Errorf("Run of the last unit alone: %v, %v; the pool gave %v", one, err, counts[last])
			}
		})
	}
}

func TestFiguresChecks(t *testing.T) {
	t.Parallel()
	p, err := BitmaskPlan(8)
	if err != nil {
		t.Fatal(err)
	}
	good := make([]UnitCount, len(p.Units))
	err = p.Run(context.Background(), allUnits(p), 0, func(i int, c UnitCount) error {
		good[i] = c
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := p.Figures(good); err != nil || c.Total != 92 {
		t.Fatalf("Figures = %+v, %v", c, err)
	}
	firstWith := func() int { // a subproblem that found a solution
		for i := 2; i < len(good); i++ {
			if good[i].Bins != [9]uint64{} {
				return i
			}
		}
		t.Fatal("no subproblem of n = 8 found a solution")
		return 0
	}
	tests := []struct {
		name   string
		change func(us []UnitCount)
		is     error
	}{
		{"missing unit", nil, nil},
		{"total in a subproblem", func(us []UnitCount) { us[firstWith()].Total = 8 }, nil},
		{"fix90 in the fix180 unit", func(us []UnitCount) { us[0].Fix90 = 2 }, nil},
		{"bins in the fix90 unit", func(us []UnitCount) { us[1].Bins[0] = 1 }, nil},
		{"one more board of weight 4", func(us []UnitCount) { us[2].Bins[2]++ }, nil}, // total − fix180 no longer a multiple of 8
		{"bins wrap", func(us []UnitCount) { us[2].Bins[2] = math.MaxUint64; us[3].Bins[2] = 2 }, ErrOverflow},
		{"weighed total wraps", func(us []UnitCount) { us[2].Bins[0] = math.MaxUint64 / 4 }, ErrOverflow},
		{"half turn wrong", func(us []UnitCount) { us[0].Fix180 += 2 }, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			us := append([]UnitCount(nil), good...)
			if tt.change == nil {
				us = us[:len(us)-1]
			} else {
				tt.change(us)
			}
			c, err := p.Figures(us)
			if err == nil {
				t.Fatalf("Figures = %+v, want an error", c)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("error %v, want %v", err, tt.is)
			}
			t.Log(err)
		})
	}
}

// TestRunCancelKeepsFinished cancels a run from its callback: Run returns
// the context's error, and every unit that finished was passed on.
func TestRunCancelKeepsFinished(t *testing.T) {
	t.Parallel()
	p, err := BitmaskPlan(13)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	got := 0
	err = p.Run(ctx, allUnits(p), 2, func(i int, c UnitCount) error {
		got++
		if got == 5 {
			cancel()
		}
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	if got < 5 || got == len(p.Units) {
		t.Errorf("%d of %d units passed on", got, len(p.Units))
	}
	stopErr := errors.New("disk full")
	err = p.Run(context.Background(), allUnits(p), 2, func(int, UnitCount) error { return stopErr })
	if !errors.Is(err, stopErr) {
		t.Errorf("error %v, want the callback's", err)
	}
	if err := p.Run(context.Background(), []int{len(p.Units)}, 1, nil); err == nil {
		t.Error("a unit outside the plan was accepted")
	}
}

func allUnits(p *CountPlan) []int {
	todo := make([]int, len(p.Units))
	for i := range todo {
		todo[i] = i
	}
	return todo
}
