package dfs

import (
	"context"
	"errors"
	"math"
	"testing"
)

// TestTotal checks Q(n) for the sizes OEIS A000170 gives here, an error
// for a bad size and for a cancelled context, and the int64 bound.
func TestTotal(t *testing.T) {
	t.Parallel()
	want := []int64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724}
	for i, q := range want {
		if got, err := Total(context.Background(), i+1); err != nil || got != q {
			t.Errorf("Total(%d) = %d, %v; want %d", i+1, got, err, q)
		}
	}
	if _, err := Total(context.Background(), 0); err == nil {
		t.Error("Total(0) gave no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Total(ctx, 12); !errors.Is(err, context.Canceled) {
		t.Errorf("Total with a cancelled context = %v, want context.Canceled", err)
	}
	if got, err := total(5, math.MaxInt64); err != nil || got != math.MaxInt64 {
		t.Errorf("total(MaxInt64) = %d, %v", got, err)
	}
	if _, err := total(31, math.MaxInt64+1); err == nil || err.Error() != "Q(31) = 9223372036854775808 does not fit in an int64" {
		t.Errorf("total(MaxInt64+1) = %v, want the overflow error", err)
	}
}
