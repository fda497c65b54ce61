package dfs_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestFixedCounts(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			fix := map[board.Symmetry]int{}
			for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
				seen := map[string]bool{}
				complete, err := dfs.FixedSolutions(n, g, func(s board.Solution) bool {
					if board.Compare(g.Apply(s), s) != 0 {
						t.Errorf("%v: solution %v is not fixed", g, s)
					}
					if seen[s.Key()] {
						t.Errorf("%v: solution %v comes twice", g, s)
					}
					seen[s.Key()] = true
					fix[g]++
					return true
				})
				if err != nil || !complete {
					t.Fatalf("%v: complete = %v, err = %v", g, complete, err)
				}
			}
			if fix[board.Rot90] != oeis.Fix90[n-1] || fix[board.Rot180] != oeis.Fix180[n-1] {
				t.Errorf("fix90 = %d, fix180 = %d; want %d, %d", fix[board.Rot90], fix[board.Rot180], oeis.Fix90[n-1], oeis.Fix180[n-1])
			}
			// The class split that the fixed counts imply.
			q := 0
			dfs.Solutions(n, func(board.Solution) bool { q++; return true })
			o, err := compare.SplitFromFixed(n, q, compare.Fixed{Fix90: fix[board.Rot90], Fix180: fix[board.Rot180]})
			if err != nil {
				t.Fatalf("Q = %d, fix90 = %d, fix180 = %d imply no class split: %v", q, fix[board.Rot90], fix[board.Rot180], err)
			}
			// The classes by symmetry: 90° symmetry is orbit 2 (orbit 1
			// for n = 1), 180° symmetry only orbit 4, none orbit 8, as no
			// reflection fixes a solution for n > 1.
			rot90, rot180, none := o.Two+o.One, o.Four, o.Eight
			if q != oeis.Q[n-1] || rot90 != oeis.Rot90Classes[n-1] || rot180 != oeis.Rot180Classes[n-1] || none != oeis.AsymClasses[n-1] {
				t.Errorf("Q = %d, classes with 90°, 180° only, none = %d, %d, %d; want %d, %d, %d, %d",
					q, rot90, rot180, none, oeis.Q[n-1], oeis.Rot90Classes[n-1], oeis.Rot180Classes[n-1], oeis.AsymClasses[n-1])
			}
		})
	}
}

// TestFixedSet checks that the symmetric search finds exactly the solutions
// of the plain search that the rotation fixes.
func TestFixedSet(t *testing.T) {
	for n := 1; n <= 10; n++ {
		all := dfs.All(n)
		for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
			t.Run(fmt.Sprintf("%v/n=%d", g, n), func(t *testing.T) {
				var want []board.Solution
				for _, s := range all {
					if board.Compare(g.Apply(s), s) == 0 {
						want = append(want, s)
					}
				}
				got, err := dfs.Fixed(n, g)
				if err != nil {
					t.Fatal(err)
				}
				slices.SortFunc(got, board.Compare)
				if !slices.EqualFunc(got, want, func(a, b board.Solution) bool { return board.Compare(a, b) == 0 }) {
					t.Errorf("got %v, want %v", got, want)
				}
			})
		}
	}
}

func TestFixedSolutionsRejects(t *testing.T) {
	for _, g := range []board.Symmetry{board.Identity, board.Rot270, board.FlipCols, board.FlipRows, board.Transpose, board.AntiDiag, board.Symmetry(8)} {
		t.Run(g.String(), func(t *testing.T) {
			called := false
			complete, err := dfs.FixedSolutions(4, g, func(board.Solution) bool { called = true; return true })
			if err == nil || complete || called {
				t.Errorf("complete = %v, called = %v, err = %v; want an error and no search", complete, called, err)
			}
		})
	}
}

func TestFixedSolutionsStop(t *testing.T) {
	tests := []struct {
		name string
		n    int
		g    board.Symmetry
		stop int // stop after this many solutions
	}{
		{"rot180 first", 8, board.Rot180, 1},
		{"rot180 third", 8, board.Rot180, 3},
		{"rot90 first", 12, board.Rot90, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seen := 0
			complete, err := dfs.FixedSolutions(tt.n, tt.g, func(board.Solution) bool {
				seen++
				return seen < tt.stop
			})
			if err != nil || complete || seen != tt.stop {
				t.Errorf("complete = %v, seen %d, err = %v; want stopped after %d", complete, seen, err, tt.stop)
			}
		})
	}
}

func BenchmarkFixedSolutions(b *testing.B) {
	for _, n := range []int{12, 16} {
		for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
			b.Run(fmt.Sprintf("%v/n=%d", g, n), func(b *testing.B) {
				for b.Loop() {
					dfs.FixedSolutions(n, g, func(board.Solution) bool { return true })
				}
			})
		}
	}
}

func ExampleFixedSolutions() {
	dfs.FixedSolutions(8, board.Rot180, func(s board.Solution) bool {
		fmt.Println(s)
		return true
	})
	count := 0
	dfs.FixedSolutions(12, board.Rot90, func(board.Solution) bool {
		count++
		return true
	})
	fmt.Println("n = 12, fixed by the 90° rotation:", count)
	// Output:
	// 3 5 2 8 1 7 4 6
	// 4 6 8 2 7 1 3 5
	// 5 3 1 7 2 8 6 4
	// 6 4 7 1 8 2 5 3
	// n = 12, fixed by the 90° rotation: 8
}
