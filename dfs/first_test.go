package dfs

import (
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// TestFirst: the first solutions of n = 6 in order, all 4 when more are
// asked for, none for n = 3 or k = 0.
func TestFirst(t *testing.T) {
	t.Parallel()
	all := []board.Solution{{1, 3, 5, 0, 2, 4}, {2, 5, 1, 4, 0, 3}, {3, 0, 4, 1, 5, 2}, {4, 2, 0, 5, 3, 1}}
	tests := []struct {
		n, k int
		want []board.Solution
	}{
		{6, 2, all[:2]},
		{6, 10, all},
		{3, 3, nil},
		{6, 0, nil},
	}
	for _, tc := range tests {
		got := First(tc.n, tc.k)
		if len(got) != len(tc.want) {
			t.Fatalf("First(%d, %d) = %v, want %v", tc.n, tc.k, got, tc.want)
		}
		for i := range got {
			if board.Compare(got[i], tc.want[i]) != 0 {
				t.Errorf("First(%d, %d)[%d] = %v, want %v", tc.n, tc.k, i, got[i], tc.want[i])
			}
		}
	}
}
