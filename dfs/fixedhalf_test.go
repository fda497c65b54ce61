package dfs

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/nqcheck/nqcheck/reference"
)

// TestHalfTurn holds countHalfTurn to the orbit search it replaces in
// countFixed (symSearch, which places each orbit's cells one by one on
// whole rows, columns and diagonals), n = 1..16, and to A032522 in
// testdata/oeis.tsv up to n = 20 (18 with -short).
func TestHalfTurn(t *testing.T) {
	t.Parallel()
	ref, err := reference.ReadFile(filepath.Join("..", "testdata", "oeis.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	last := 20
	if testing.Short() {
		last = 18
	}
	ctx := context.Background()
	for n := 1; n <= last; n++ {
		got, err := countHalfTurn(ctx, n)
		if err != nil {
			t.Fatal(err)
		}
		want, ok := ref.Row(n)
		if !ok {
			t.Fatalf("n = %d: not in the table", n)
		}
		if got != want[reference.Fix180] {
			t.Errorf("n = %d: countHalfTurn = %d, published %d", n, got, want[reference.Fix180])
		}
		if n > 16 {
			continue
		}
		s := &symSearch{ctx: ctx, n: n, full: 1<<uint(n) - 1}
		s.place()
		if v, err := s.count.value(); err != nil || v != got {
			t.Errorf("n = %d: countHalfTurn = %d, symSearch = %d (%v)", n, got, v, err)
		}
	}
}

// TestHalfTurnStops checks that countHalfTurn returns the context's error
// once it is cancelled.
func TestHalfTurnStops(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := countHalfTurn(ctx, 20); err != context.Canceled {
		t.Errorf("countHalfTurn on a cancelled context: %v, want %v", err, context.Canceled)
	}
}
