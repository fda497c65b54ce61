package sat

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/catch"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// solutionKey checks that vars are n queens, one per row and column, no
// two on a diagonal, and returns them as a key.
func solutionKey(t *testing.T, n int, vars []encode.Var) string {
	t.Helper()
	s, ok := modelSolution(n, vars)
	if !ok {
		t.Fatalf("model %v is not one queen in each of the %d rows, in row order", vars, n)
	}
	if attacks(s) {
		t.Fatalf("model %v: two queens attack each other", vars)
	}
	return s.Key()
}

func TestBlockCountsReference(t *testing.T) {
	max := 10
	if testing.Short() {
		max = 8
	}
	for n := 1; n <= max; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			seen := map[string]bool{}
			st, err := Models(context.Background(), encode.Queens(n), Options{Project: n * n}, func(vars []encode.Var) error {
				k := solutionKey(t, n, vars)
				if seen[k] {
					t.Fatalf("model %s returned twice", k)
				}
				seen[k] = true
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(seen) != oeis.Q[n-1] || st.Models != oeis.Q[n-1] {
				t.Errorf("%d distinct models (%d reported), want %d", len(seen), st.Models, oeis.Q[n-1])
			}
		})
	}
}

// TestEnumerateHelperIsAudited records what gophersat's Enumerate helper
// returns for the N-Queens CNF: every solution, but some more than once.
// Models passes those duplicates on; it must not drop them.
func TestEnumerateHelperIsAudited(t *testing.T) {
	for n := 1; n <= 8; n++ {
		seen := map[string]int{}
		st, err := Models(context.Background(), encode.Queens(n), Options{Mode: Enumerate, Project: n * n}, func(vars []encode.Var) error {
			seen[solutionKey(t, n, vars)]++
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		total := 0
		for _, k := range seen {
			total += k
		}
		if len(seen) != oeis.Q[n-1] || total != st.Models {
			t.Errorf("n=%d: %d distinct of %d models, want %d distinct", n, len(seen), total, oeis.Q[n-1])
		}
	}
}

func TestExactBlockingWithAuxiliaries(t *testing.T) {
	// x1 ∨ x2, with an auxiliary x3 free: projected on {1,2} there are 3
	// models; without projection 6.
	f := &encode.CNF{}
	f.Add(encode.Clause{1, 2})
	f.Vars = 3
	for _, tt := range []struct {
		project int
		want    int
	}{{2, 3}, {0, 6}} {
		st, err := Models(context.Background(), f, Options{Project: tt.project, Exact: true}, func([]encode.Var) error { return nil })
		if err != nil || st.Models != tt.want {
			t.Errorf("project %d: %d models, %v; want %d", tt.project, st.Models, err, tt.want)
		}
	}
}

func TestStops(t *testing.T) {
	stop := errors.New("enough")
	seen := 0
	_, err := Models(context.Background(), encode.Queens(8), Options{Project: 64}, func([]encode.Var) error {
		seen++
		if seen == 5 {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || seen != 5 {
		t.Errorf("visit error: got %v after %d models", err, seen)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, m := range []Mode{Block, Enumerate} {
		if _, err := Models(ctx, encode.Queens(6), Options{Mode: m}, func([]encode.Var) error { return nil }); !errors.Is(err, context.Canceled) {
			t.Errorf("%v: cancelled context gave %v", m, err)
		}
	}
}

func TestUnsatAndEmpty(t *testing.T) {
	f := &encode.CNF{}
	f.Add(encode.Clause{1})
	f.Add(encode.Clause{-1})
	st, err := Models(context.Background(), f, Options{}, func([]encode.Var) error { return nil })
	if err != nil || st.Models != 0 {
		t.Errorf("contradiction: %d models, %v", st.Models, err)
	}
	g := &encode.CNF{}
	g.Add(encode.Clause{})
	g.Vars = 1
	st, err = Models(context.Background(), g, Options{}, func([]encode.Var) error { return nil })
	if err != nil || st.Models != 0 {
		t.Errorf("empty clause: %d models, %v", st.Models, err)
	}
}

func TestParseMode(t *testing.T) {
	for _, m := range []Mode{Block, Enumerate} {
		got, err := ParseMode(m.String())
		if err != nil || got != m {
			t.Errorf("ParseMode(%q) = %v, %v", m.String(), got, err)
		}
	}
	if _, err := ParseMode("walk"); err == nil {
		t.Error("ParseMode accepted an unknown mode")
	}
}

func ExampleModels() {
	st, _ := Models(context.Background(), encode.Queens(4), Options{Project: 16}, func(vars []encode.Var) error {
		fmt.Println("queens on variables", vars)
		return nil
	})
	fmt.Println(st.Models, "models")
	// Unordered output:
	// queens on variables [2 8 9 15]
	// queens on variables [3 5 12 14]
	// 2 models
}

// TestVisitPanics: a panic in visit is Models' error, holding a
// *catch.Panic, in both modes; in Enumerate mode gophersat's helper
// goroutine, which cannot be stopped, is drained to its end, not left
// blocked on a model nobody takes.
func TestVisitPanics(t *testing.T) {
	for _, mode := range []Mode{Block, Enumerate} {
		t.Run(mode.String(), func(t *testing.T) {
			before := runtime.NumGoroutine()
			models := 0
			_, err := Models(context.Background(), encode.Queens(6), Options{Mode: mode, Project: 36}, func([]encode.Var) error {
				if models++; models == 2 {
					panic("injected in visit")
				}
				return nil
			})
			var p *catch.Panic
			if !errors.As(err, &p) || p.Value != "injected in visit" || err.Error() != "visiting a model panicked: injected in visit" {
				t.Fatalf("Models = %v, want the panic of visit", err)
			}
			if models != 2 {
				t.Errorf("visit called %d times, want 2: none after the panic", models)
			}
			checkGoroutines(t, before)
		})
	}
}
