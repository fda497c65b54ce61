package dfs

import (
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// prefixes returns every non-attacking placement of queens on the first k
// rows, in lexicographic order, from the solutions' own prefixes and a
// brute-force walk, so that cubes without a solution are included.
func prefixes(n, k int) []board.Solution {
	var out []board.Solution
	var walk func(p board.Solution)
	walk = func(p board.Solution) {
		if len(p) == k {
			out = append(out, p.Clone())
			return
		}
	next:
		for c := 0; c < n; c++ {
			r := len(p)
			for i, d := range p {
				if d == c || d-c == i-r || d-c == r-i {
					continue next
				}
			}
			walk(append(p, c))
		}
	}
	walk(board.Solution{})
	return out
}

// TestSolutionsFromCoverAll checks that both searches started below each
// prefix of k rows find, in order, exactly the solutions with that prefix,
// so that the cubes of k rows together give All(n) in order.
func TestSolutionsFromCoverAll(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 9; n++ {
		all := All(n)
		for k := 0; k <= min(n, 4); k++ {
			for name, search := range map[string]func(int, board.Solution, func(board.Solution) bool) bool{
				"SolutionsFrom": SolutionsFrom, "SolutionsIterativeFrom": SolutionsIterativeFrom,
			} {
				var got []board.Solution
				for _, p := range prefixes(n, k) {
					search(n, p, func(s board.Solution) bool {
						if !slices.Equal(s[:k], p) {
							t.Fatalf("%s(%d, %v) gave %v", name, n, p, s)
						}
						got = append(got, s.Clone())
						return true
					})
				}
				if !slices.EqualFunc(got, all, slices.Equal) {
					t.Errorf("%s: n = %d, k = %d: %d solutions, want %d", name, n, k, len(got), len(all))
				}
			}
		}
	}
}

func TestSolutionsFromBadPrefix(t *testing.T) {
	t.Parallel()
	for _, p := range []board.Solution{{0, 1}, {0, 0}, {5}, {-1}, {0, 2, 4, 1, 3, 5}} {
		for _, search := range []func(int, board.Solution, func(board.Solution) bool) bool{SolutionsFrom, SolutionsIterativeFrom} {
			search(5, p, func(s board.Solution) bool {
				t.Errorf("prefix %v gave %v", p, s)
				return true
			})
		}
		FixedSolutionsFrom(5, board.Rot90, p, func(s board.Solution) bool {
			t.Errorf("prefix %v gave fixed %v", p, s)
			return true
		})
	}
	stopped := SolutionsIterativeFrom(8, board.Solution{0}, func(board.Solution) bool { return false })
	if stopped {
		t.Error("a stopped search reported its end")
	}
}

// TestFixedSolutionsFrom checks that the orbit search below each prefix
// finds exactly the fixed solutions with that prefix.
func TestFixedSolutionsFrom(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
			want, err := Fixed(n, g)
			if err != nil {
				t.Fatal(err)
			}
			slices.SortFunc(want, board.Compare)
			for k := 0; k <= min(n, 3); k++ {
				var got []board.Solution
				for _, p := range prefixes(n, k) {
					if _, err := FixedSolutionsFrom(n, g, p, func(s board.Solution) bool {
						if !slices.Equal(s[:k], p) || board.Compare(g.Apply(s), s) != 0 {
							t.Fatalf("n = %d %v prefix %v gave %v", n, g, p, s)
						}
						got = append(got, s.Clone())
						return true
					}); err != nil {
						t.Fatal(err)
					}
				}
				slices.SortFunc(got, board.Compare)
				if !slices.EqualFunc(got, want, slices.Equal) {
					t.Errorf("n = %d %v k = %d: %d fixed solutions, want %d", n, g, k, len(got), len(want))
				}
			}
		}
	}
	if _, err := FixedSolutionsFrom(6, board.Transpose, nil, func(board.Solution) bool { return true }); err == nil {
		t.Error("a reflection accepted")
	}
}
