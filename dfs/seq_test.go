package dfs

import (
	"context"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// TestSeqAndTotal: Seq yields what Solutions visits, in the same order,
// each time it is iterated, and stops when asked; Total is Count's total.
func TestSeqAndTotal(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 8; n++ {
		want := All(n)
		for range 2 {
			var got []board.Solution
			for s := range Seq(n) {
				got = append(got, s.Clone())
			}
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("n = %d: Seq yields %v, want %v", n, got, want)
			}
		}
		total, err := Total(context.Background(), n, nil)
		if err != nil || total != uint64(len(want)) {
			t.Errorf("n = %d: Total = %d, %v; want %d", n, total, err, len(want))
		}
	}
	// A sequence that went on after the loop's break would panic.
	for range Seq(8) {
		break
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Total(ctx, 12, nil); err == nil {
		t.Error("Total with a cancelled context: no error")
	}
}
