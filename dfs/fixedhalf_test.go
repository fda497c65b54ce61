package dfs

import (
	"context"
	"testing"

	"github.com/nqcheck/nqcheck/reference"
)

// TestHalfTurn holds countHalfTurn to A032522 (reference.Published) up to
// n = 20 (18 with -short); TestCountFixedByFilter holds it to the plain
// search's solutions filtered by the half turn, and TestCountFixedCancel
// stops it.
func TestHalfTurn(t *testing.T) {
	t.Parallel()
	ref := reference.Published()
	last := 20
	if testing.Short() {
		last = 18
	}
	for n := 1; n <= last; n++ {
		got, err := countHalfTurn(context.Background(), n)
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
	}
}
