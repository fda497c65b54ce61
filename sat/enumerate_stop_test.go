package sat

import (
	"context"
	"errors"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// TestParallelEnumerateMode runs gophersat's Enumerate helper in workers,
// on the whole formula and on cubes: every solution comes back (the helper
// may repeat some, which must be passed on), each reported in its cube.
func TestParallelEnumerateMode(t *testing.T) {
	t.Parallel()
	for _, k := range []int{0, 2} {
		n := 8
		f := encode.Queens(n)
		cubes := QueensCubes(n, k)
		ws := &workers{mode: "serve"}
		seen := map[string]int{}
		models := 0
		stats, err := Parallel(context.Background(), f, cubes, ParallelOptions{Options: Options{Mode: Enumerate, Project: n * n}, Workers: 2, Start: ws.start}, func(cube int, vars []encode.Var) error {
			models++
			seen[solutionKey(t, n, vars)]++
			for _, l := range cubes[cube].Lits {
				if !containsVar(vars, l.Var()) {
					t.Errorf("a model of cube %v lacks %v", cubes[cube], l)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("k = %d: %v", k, err)
		}
		ws.checkReaped(t)
		if len(seen) != oeis.Q[n-1] {
			t.Errorf("k = %d: %d distinct solutions, want %d", k, len(seen), oeis.Q[n-1])
		}
		sum := 0
		for _, st := range stats {
			sum += st.Models
			if st.Solves != 0 {
				t.Errorf("k = %d: Enumerate mode reports %d solves", k, st.Solves)
			}
		}
		if sum != models {
			t.Errorf("k = %d: stats count %d models, visit saw %d", k, sum, models)
		}
	}
}

func containsVar(vs []encode.Var, v encode.Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// TestParallelEnumerateStops is the regression test of a verify run in
// Enumerate mode that ignored its timeout and signals: the helper cannot
// be told to stop, so it must run in a worker, which Parallel kills. The
// context is cancelled at the first model of the whole 12-queens formula
// (14,200 models): Parallel must return the context's error, call visit
// no more, and leave no worker behind. Nothing here depends on how fast
// the machine is.
func TestParallelEnumerateStops(t *testing.T) {
	t.Parallel()
	n := 12
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ws := &workers{mode: "serve"}
	models, after := 0, 0
	_, err := Parallel(ctx, encode.Queens(n), []Cube{{}}, ParallelOptions{Options: Options{Mode: Enumerate, Project: n * n}, Workers: 1, Start: ws.start}, func(int, []encode.Var) error {
		if ctx.Err() != nil {
			after++
		}
		models++
		cancel()
		return nil
	})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if models != 1 || after != 0 {
		t.Errorf("visit was called %d times, %d of them after the cancellation; want once", models, after)
	}
	ws.checkReaped(t)
}

// TestModelsEnumerateCancelled: Models in Enumerate mode with a context
// already done runs no helper at all.
func TestModelsEnumerateCancelled(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	models := 0
	_, err := Models(ctx, encode.Queens(12), Options{Mode: Enumerate, Project: 144}, func([]encode.Var) error {
		models++
		return nil
	})
	if !errors.Is(err, context.Canceled) || models != 0 {
		t.Errorf("got %v after %d models, want context.Canceled after none", err, models)
	}
}
