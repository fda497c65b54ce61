package dfs_test

import (
	"context"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/reference"
)

// pairsMax is the largest size whose fixed counts TestFixedPairsOEIS
// computes in a default run; -short stops at pairsShort. Beyond,
// BenchmarkFixedPairs times the search.
const (
	pairsMax   = 22
	pairsShort = 18
)

// TestFixedPairsOEIS holds the pairs search to the published values of
// A033148 and A032522 (reference.Published).
func TestFixedPairsOEIS(t *testing.T) {
	t.Parallel()
	ref := reference.Published()
	last := pairsMax
	if testing.Short() {
		last = pairsShort
	}
	for n := 1; n <= last; n++ {
		want, ok := ref.Row(n)
		if !ok {
			t.Fatalf("n = %d: not in the table", n)
		}
		for _, c := range []struct {
			g   board.Symmetry
			col string
		}{{board.Rot90, reference.Fix90}, {board.Rot180, reference.Fix180}} {
			got, err := dfs.CountFixedPairs(context.Background(), n, c.g)
			if err != nil {
				t.Fatalf("n = %d, %v: %v", n, c.g, err)
			}
			if got != want[c.col] {
				t.Errorf("n = %d: %s %d, published %d", n, c.col, got, want[c.col])
			}
		}
	}
}

// TestFixedPairsAgainstOrbits holds the pairs search to the orbit search
// (FixedSolutions), solution count against count, n = 1..16.
func TestFixedPairsAgainstOrbits(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 16; n++ {
		for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
			sols, err := dfs.Fixed(n, g)
			if err != nil {
				t.Fatal(err)
			}
			got, err := dfs.CountFixedPairs(context.Background(), n, g)
			if err != nil || got != uint64(len(sols)) {
				t.Errorf("n = %d, %v: pairs %d (%v), orbits %d", n, g, got, err, len(sols))
			}
		}
	}
}

// TestFixedPairsRefuses: sizes out of range, a symmetry that is no
// rotation, and a cancelled context are errors.
func TestFixedPairsRefuses(t *testing.T) {
	t.Parallel()
	bg := context.Background()
	for _, n := range []int{0, board.MaxN + 1} {
		if _, err := dfs.CountFixedPairs(bg, n, board.Rot180); err == nil {
			t.Errorf("n = %d: no error", n)
		}
	}
	if _, err := dfs.CountFixedPairs(bg, 8, board.FlipCols); err == nil {
		t.Error("a reflection: no error")
	}
	ctx, cancel := context.WithCancel(bg)
	cancel()
	for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
		if _, err := dfs.CountFixedPairs(ctx, 24, g); err == nil {
			t.Errorf("%v: a cancelled search gave no error", g)
		}
	}
}

// BenchmarkFixedPairs times both searches at n = 24.
func BenchmarkFixedPairs(b *testing.B) {
	for range b.N {
		for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
			if _, err := dfs.CountFixedPairs(context.Background(), 24, g); err != nil {
				b.Fatal(err)
			}
		}
	}
}
