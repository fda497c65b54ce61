package dfs

import (
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestSolutionsCountAndOrder(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			var count uint64
			var prev board.Solution
			done := Solutions(n, func(s board.Solution) bool {
				count++
				if len(s) != n {
					t.Fatalf("solution %v has %d rows", s, len(s))
				}
				if prev != nil && board.Compare(prev, s) >= 0 {
					t.Fatalf("%v does not come after %v", s, prev)
				}
				prev = s.Clone()
				return true
			})
			if !done {
				t.Error("search reported an early stop")
			}
			if count != uint64(oeis.Q[n-1]) {
				t.Errorf("%d solutions, want %d", count, oeis.Q[n-1])
			}
		})
	}
}

func TestSolutionsStop(t *testing.T) {
	seen := 0
	done := Solutions(8, func(board.Solution) bool {
		seen++
		return seen < 3
	})
	if done || seen != 3 {
		t.Errorf("stop after 3: done=%v, visited %d", done, seen)
	}
}

func TestAllFirstSolutions(t *testing.T) {
	all := All(6)
	want := []string{"2 4 6 1 3 5", "3 6 2 5 1 4", "4 1 5 2 6 3", "5 3 1 6 4 2"}
	if len(all) != len(want) {
		t.Fatalf("got %d solutions, want %d", len(all), len(want))
	}
	for i, s := range all {
		if s.String() != want[i] {
			t.Errorf("solution %d = %v, want %s", i+1, s, want[i])
		}
	}
}

func BenchmarkSolutions(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				Solutions(n, func(board.Solution) bool { return true })
			}
		})
	}
}

func ExampleSolutions() {
	Solutions(6, func(s board.Solution) bool {
		fmt.Println(s)
		return true
	})
	// Output:
	// 2 4 6 1 3 5
	// 3 6 2 5 1 4
	// 4 1 5 2 6 3
	// 5 3 1 6 4 2
}
