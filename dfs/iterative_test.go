package dfs

import (
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestSolutionsIterativeCounts(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			count := 0
			var prev board.Solution
			done := SolutionsIterative(n, func(s board.Solution) bool {
				count++
				if err := checkSolution(s, n); err != nil {
					t.Fatalf("solution #%d %v: %v", count, s, err)
				}
				if prev != nil && board.Compare(prev, s) >= 0 {
					t.Fatalf("solution #%d %v does not come after %v", count, s, prev)
				}
				prev = s.Clone()
				return true
			})
			if !done {
				t.Errorf("SolutionsIterative(%d) reported a stop that nobody asked for", n)
			}
			if count != oeis.Q[n-1] {
				t.Errorf("SolutionsIterative(%d) found %d solutions, want Q(%d) = %d", n, count, n, oeis.Q[n-1])
			}
		})
	}
}

// TestSolutionsIterativeMatchesRecursive compares the two searches solution
// by solution.
func TestSolutionsIterativeMatchesRecursive(t *testing.T) {
	for n := 1; n <= 10; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			want := All(n)
			i := 0
			SolutionsIterative(n, func(s board.Solution) bool {
				if i >= len(want) {
					t.Fatalf("extra solution #%d %v", i+1, s)
				}
				if board.Compare(s, want[i]) != 0 {
					t.Fatalf("solution #%d is %v, the recursive search gives %v", i+1, s, want[i])
				}
				i++
				return true
			})
			if i != len(want) {
				t.Errorf("got %d solutions, the recursive search gives %d", i, len(want))
			}
		})
	}
}

func TestSolutionsIterativeStop(t *testing.T) {
	tests := []struct {
		name  string
		n     int
		stop  int // visit returns false on this call
		first string
	}{
		{"first of 6", 6, 1, "2 4 6 1 3 5"},
		{"third of 8", 8, 3, "1 7 4 6 8 2 5 3"},
		{"last of 4", 4, 2, "3 1 4 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			calls := 0
			var last board.Solution
			done := SolutionsIterative(tt.n, func(s board.Solution) bool {
				calls++
				last = s.Clone()
				return calls < tt.stop
			})
			if done {
				t.Errorf("SolutionsIterative reported a full run although visit stopped it")
			}
			if calls != tt.stop {
				t.Errorf("visit called %d times, want %d", calls, tt.stop)
			}
			if last.String() != tt.first {
				t.Errorf("solution #%d = %v, want %s", tt.stop, last, tt.first)
			}
		})
	}
}

func TestSolutionsIterativeSmall(t *testing.T) {
	tests := []struct {
		name string
		n    int
		want int
	}{
		{"zero", 0, 0},
		{"negative", -3, 0},
		{"two", 2, 0},
		{"three", 3, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := 0
			if !SolutionsIterative(tt.n, func(board.Solution) bool { got++; return true }) {
				t.Errorf("SolutionsIterative(%d) did not run to the end", tt.n)
			}
			if got != tt.want {
				t.Errorf("SolutionsIterative(%d) found %d solutions, want %d", tt.n, got, tt.want)
			}
		})
	}
}

func TestSolutionsIterativeTooLarge(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("SolutionsIterative(%d) did not panic", MaxIterativeN+1)
		}
	}()
	SolutionsIterative(MaxIterativeN+1, func(board.Solution) bool { return false })
}

// TestSolutionsIterativeLargeFirst checks the first solution of a large
// board, where the masks use bits up to 28. (n = 29 rather than 32: the
// first solution of n = 32 takes the recursive search seconds.)
func TestSolutionsIterativeLargeFirst(t *testing.T) {
	const n = 29
	var first board.Solution
	SolutionsIterative(n, func(s board.Solution) bool {
		first = s.Clone()
		return false
	})
	if err := checkSolution(first, n); err != nil {
		t.Fatalf("first solution %v: %v", first, err)
	}
	var want board.Solution
	Solutions(n, func(s board.Solution) bool {
		want = s.Clone()
		return false
	})
	if board.Compare(first, want) != 0 {
		t.Errorf("first solution %v, the recursive search gives %v", first, want)
	}
}

// checkSolution is the test's own validity check: n queens, columns on the
// board, no two on a column or diagonal.
func checkSolution(s board.Solution, n int) error {
	if len(s) != n {
		return fmt.Errorf("%d queens, want %d", len(s), n)
	}
	for i, a := range s {
		if a < 0 || a >= n {
			return fmt.Errorf("row %d: column %d is off the board", i, a)
		}
		for j := i + 1; j < n; j++ {
			b := s[j]
			if a == b || j-i == b-a || j-i == a-b {
				return fmt.Errorf("rows %d and %d attack", i, j)
			}
		}
	}
	return nil
}

func ExampleSolutionsIterative() {
	SolutionsIterative(6, func(s board.Solution) bool {
		fmt.Println(s)
		return true
	})
	// Output:
	// 2 4 6 1 3 5
	// 3 6 2 5 1 4
	// 4 1 5 2 6 3
	// 5 3 1 6 4 2
}

func BenchmarkSolutionsIterative(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				SolutionsIterative(n, func(board.Solution) bool { return true })
			}
		})
	}
}
