package countplan

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestCountWhole(t *testing.T) {
	t.Parallel()
	for _, m := range Methods {
		t.Run(m.Name, func(t *testing.T) {
			t.Parallel()
			for n := 1; n <= 9; n++ {
				run, err := Count(context.Background(), m.Name, n, Options{Shard: shard.Spec{Of: 1}, Figures: true})
				if err != nil {
					t.Fatal(err)
				}
				if run.Stopped || run.Counts.Total != uint64(oeis.Q[n-1]) {
					t.Errorf("n = %d: total %d stopped %v, want %d", n, run.Counts.Total, run.Stopped, uint64(oeis.Q[n-1]))
				}
			}
		})
	}
}

func TestCountResumesAndWrites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	jpath := filepath.Join(dir, "count.journal")
	out := filepath.Join(dir, "s0.json")
	first, err := Count(context.Background(), dfs.FrontierMethod, 9, Options{Journal: jpath, Shard: shard.Spec{Index: 0, Of: 2}, Out: out})
	if err != nil {
		t.Fatal(err)
	}
	if first.Written != first.Mine || first.Mine == 0 {
		t.Fatalf("wrote %d of %d units", first.Written, first.Mine)
	}
	f, err := shard.Read[dfs.UnitCount](out)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Units) != first.Mine || !f.Complete || f.Plan != first.ID {
		t.Errorf("file: %d units, complete %v, plan %v; want %d, true, %v", len(f.Units), f.Complete, f.Plan, first.Mine, first.ID)
	}
	var resumed, mine int
	again, err := Count(context.Background(), dfs.FrontierMethod, 9, Options{Journal: jpath, Shard: shard.Spec{Of: 1}, Figures: true,
		Start: func(m, r int, _ string) { mine, resumed = m, r }})
	if err != nil {
		t.Fatal(err)
	}
	if resumed != first.Mine || mine != again.Mine {
		t.Errorf("resumed %d of %d, want %d of %d", resumed, mine, first.Mine, again.Mine)
	}
	if again.Counts.Total != uint64(oeis.Q[9-1]) {
		t.Errorf("total %d, want %d", again.Counts.Total, uint64(oeis.Q[9-1]))
	}
	// A journal of another plan is bad input.
	_, err = Count(context.Background(), dfs.BitmaskMethod, 9, Options{Journal: jpath, Shard: shard.Spec{Of: 1}})
	var ce *unitplan.CheckpointError
	if !errors.As(err, &ce) || !ce.Bad {
		t.Errorf("other plan's journal: %v, want a bad-input CheckpointError", err)
	}
}

// TestCountStopped: a run stopped once its plan is made writes a result
// file that says it is not complete; one stopped before (while its plan
// is made) writes none, and says so.
func TestCountStopped(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	early := filepath.Join(dir, "early.json")
	run, err := Count(ctx, dfs.JoinMethod, 10, Options{Shard: shard.Spec{Of: 1}, Out: early, Figures: true})
	if err != nil || !run.Stopped || run.Planned || run.ID.N != 10 {
		t.Fatalf("stopped before its plan: %+v, %v; want a stopped run of n = 10 without a plan", run, err)
	}
	if _, err := os.Stat(early); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a run stopped before its plan wrote %s: %v", early, err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	out := filepath.Join(dir, "s.json")
	run, err = Count(ctx, dfs.FrontierMethod, 10, Options{Shard: shard.Spec{Of: 1}, Out: out, Figures: true,
		Start: func(int, int, string) { cancel() }})
	if err != nil {
		t.Fatal(err)
	}
	if !run.Stopped || !run.Planned || run.Counts.Total != 0 {
		t.Errorf("stopped %v, planned %v, total %d; want a stopped run of its plan with no figures", run.Stopped, run.Planned, run.Counts.Total)
	}
	f, err := shard.Read[dfs.UnitCount](out)
	if err != nil {
		t.Fatal(err)
	}
	if f.Complete {
		t.Error("a stopped run's file says complete")
	}
}

func TestCountPlanUnknownMethod(t *testing.T) {
	t.Parallel()
	if _, _, err := Plan("nope", 8); err == nil {
		t.Error("unknown method: no error")
	}
}

func TestPlanOf(t *testing.T) {
	t.Parallel()
	_, id, err := Plan(dfs.BitmaskMethod, 8)
	if err != nil {
		t.Fatal(err)
	}
	if p, err := PlanOf(id); err != nil || p.Method != dfs.BitmaskMethod {
		t.Errorf("PlanOf(%v) = %v, %v", id, p, err)
	}
	other := id
	other.Version++
	if _, err := PlanOf(other); err == nil {
		t.Errorf("PlanOf(%v) of another version: no error", other)
	}
}
