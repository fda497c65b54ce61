package sat

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

// TestWorkerEnumerator: every model of a formula with an auxiliary
// variable comes once, on all variables, from one worker that is waited
// for; an error of visit stops the enumeration and is returned.
func TestWorkerEnumerator(t *testing.T) {
	t.Parallel()
	// x1 ∨ x2, and x3 ↔ x1: three models over three variables.
	f := &encode.CNF{Vars: 3}
	f.Add(encode.Clause{1, 2})
	f.Add(encode.Clause{-3, 1})
	f.Add(encode.Clause{3, -1})
	ws := &workers{mode: "serve"}
	var got [][]encode.Var
	err := WorkerEnumerator(ws.start)(context.Background(), f, func(vars []encode.Var) error {
		got = append(got, slices.Sorted(slices.Values(vars)))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(got, slices.Compare)
	if want := [][]encode.Var{{1, 2, 3}, {1, 3}, {2}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("models %v, want %v", got, want)
	}
	if len(ws.cmds) != 1 {
		t.Errorf("%d workers started, want 1", len(ws.cmds))
	}
	ws.checkReaped(t)

	stop := errors.New("stop")
	ws = &workers{mode: "serve"}
	calls := 0
	err = WorkerEnumerator(ws.start)(context.Background(), encode.Queens(6), func([]encode.Var) error {
		calls++
		return stop
	})
	if !errors.Is(err, stop) || calls != 1 {
		t.Errorf("visit failing: %v after %d calls, want %v after 1", err, calls, stop)
	}
	ws.checkReaped(t)
}
