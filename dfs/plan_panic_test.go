package dfs

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// TestRunUnitPanic checks that a unit whose search panics is an error of
// Run (and of CountPlanned), naming the unit, not a crash of the process.
func TestRunUnitPanic(t *testing.T) {
	t.Parallel()
	p, err := BitmaskPlan(8)
	if err != nil {
		t.Fatal(err)
	}
	inner := p.run
	p.run = func(ctx context.Context, u CountUnit) (UnitCount, error) {
		if u.Index == 5 {
			panic("injected")
		}
		return inner(ctx, u)
	}
	_, err = CountPlanned(context.Background(), p, CountOptions{Workers: 2})
	if err == nil || !strings.Contains(err.Error(), "panicked: injected") || !strings.Contains(err.Error(), p.Units[5].Key) {
		t.Fatalf("err = %v, want the panic of unit 5 (%s)", err, p.Units[5].Key)
	}
	// A caller can tell the panic from a failure of the search.
	var pe *catch.Panic
	if !errors.As(err, &pe) || pe.Value != "injected" {
		t.Errorf("err = %v, want a *catch.Panic in its chain", err)
	}
}
