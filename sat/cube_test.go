package sat

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// attacks reports whether the queens of prefix attack each other.
func attacks(prefix []int) bool {
	for i := range prefix {
		for j := i + 1; j < len(prefix); j++ {
			d := prefix[j] - prefix[i]
			if d == 0 || d == j-i || d == i-j {
				return true
			}
		}
	}
	return false
}

func TestQueensCubes(t *testing.T) {
	for n := 1; n <= 9; n++ {
		for k := 0; k <= n+1; k++ {
			t.Run(fmt.Sprintf("n=%d/k=%d", n, k), func(t *testing.T) {
				cubes := QueensCubes(n, k)
				rows := min(k, n)
				for i, c := range cubes {
					if len(c.Prefix) != rows || len(c.Lits) != rows {
						t.Fatalf("cube %v fixes %d rows with %d literals, want %d", c, len(c.Prefix), len(c.Lits), rows)
					}
					if attacks(c.Prefix) {
						t.Errorf("cube %v: its queens attack each other", c)
					}
					for r, col := range c.Prefix {
						if c.Lits[r] != encode.Cell(n, r, col).Pos() {
							t.Errorf("cube %v: literal %d is %v, want x(%d,%d)", c, r, c.Lits[r], r, col)
						}
					}
					if i > 0 && board.Compare(cubes[i-1].Prefix, c.Prefix) >= 0 {
						t.Errorf("cube %v does not come after %v", c, cubes[i-1])
					}
				}
				// Every solution lies in exactly one cube.
				for _, s := range dfs.All(n) {
					in := 0
					for _, c := range cubes {
						if slices.Equal(c.Prefix, []int(s[:rows])) {
							in++
						}
					}
					if in != 1 {
						t.Errorf("solution %v lies in %d cubes, want 1", s, in)
					}
				}
				if rows == n && len(cubes) != oeis.Q[n-1] {
					t.Errorf("with every row fixed there are %d cubes, want Q(%d) = %d", len(cubes), n, oeis.Q[n-1])
				}
			})
		}
	}
}

func TestCubeString(t *testing.T) {
	tests := []struct {
		name string
		cube Cube
		want string
	}{
		{"three rows", Cube{Prefix: []int{0, 2, 4}}, "rows 1-3 = 1 3 5"},
		{"one row", Cube{Prefix: []int{3}}, "row 1 = 4"},
		{"no row", Cube{Prefix: []int{}}, "the whole board"},
		{"literals", Cube{Lits: []encode.Lit{1, -5, 7}}, "literals 1 -5 7"},
		{"nothing", Cube{}, "the whole formula"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.cube.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
		})
	}
}

// prefixCounts counts the solutions of n by their first k columns.
func prefixCounts(n, k int) map[string]int {
	counts := map[string]int{}
	for _, s := range dfs.All(n) {
		counts[board.Solution(s[:k]).String()]++
	}
	return counts
}

// modelSolution turns a model's true variables into a solution; ok is
// false when they are not one queen per row.
func modelSolution(n int, vars []encode.Var) (board.Solution, bool) {
	var p board.Placement
	for _, v := range vars {
		r, c, ok := encode.Square(n, v)
		if !ok {
			return nil, false
		}
		p = append(p, board.Cell{Row: r, Col: c})
	}
	return p.Solution(n)
}

// cubeTally checks the models of an enumeration by cubes as they come:
// each one queen per row, inside the cube it was returned for, and new.
type cubeTally struct {
	n       int
	cubes   []Cube
	seen    map[string]bool
	perCube []int // models returned for each cube
}

func newCubeTally(n int, cubes []Cube) *cubeTally {
	return &cubeTally{n: n, cubes: cubes, seen: map[string]bool{}, perCube: make([]int, len(cubes))}
}

// visit is the enumeration's callback.
func (c *cubeTally) visit(i int, vars []encode.Var) error {
	s, ok := modelSolution(c.n, vars)
	if !ok {
		return fmt.Errorf("model %v is not one queen per row", vars)
	}
	if k := len(c.cubes[i].Prefix); !slices.Equal([]int(s[:k]), c.cubes[i].Prefix) {
		return fmt.Errorf("model %v returned for cube %v lies outside it", s, c.cubes[i])
	}
	if c.seen[s.Key()] {
		return fmt.Errorf("model %v came twice", s)
	}
	c.seen[s.Key()] = true
	c.perCube[i]++
	return nil
}

// check compares the number of distinct models with Q(n).
func (c *cubeTally) check(t *testing.T) {
	t.Helper()
	if len(c.seen) != oeis.Q[c.n-1] {
		t.Errorf("%d models, want Q(%d) = %d", len(c.seen), c.n, oeis.Q[c.n-1])
	}
}

func TestSplit(t *testing.T) {
	for n := 1; n <= 10; n++ {
		for _, k := range []int{0, 1, 2, board.CubeRows(n)} {
			for _, cols := range []bool{false, true} {
				if n == 10 && k == 0 {
					continue // slow, and n <= 9 covers the whole formula
				}
				t.Run(fmt.Sprintf("n=%d/k=%d/columns=%v", n, k, cols), func(t *testing.T) {
					f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: cols})
					cubes := QueensCubes(n, k)
					tally := newCubeTally(n, cubes)
					stats, err := Split(context.Background(), f, cubes, Options{Project: n * n}, tally.visit)
					if err != nil {
						t.Fatal(err)
					}
					tally.check(t)
					perCube := tally.perCube
					want := prefixCounts(n, min(k, n))
					for i, c := range cubes {
						if stats[i].Models != perCube[i] || perCube[i] != want[board.Solution(c.Prefix).String()] {
							t.Errorf("cube %v: stats say %d models, visit saw %d, dfs has %d", c, stats[i].Models, perCube[i], want[board.Solution(c.Prefix).String()])
						}
					}
				})
			}
		}
	}
}

func ExampleSplit() {
	n := 6
	f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true})
	cubes := QueensCubes(n, 1)
	stats, err := Split(context.Background(), f, cubes, Options{Project: n * n}, func(int, []encode.Var) error { return nil })
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, c := range cubes {
		fmt.Printf("%v: %d models\n", c, stats[i].Models)
	}
	// Output:
	// row 1 = 1: 0 models
	// row 1 = 2: 1 models
	// row 1 = 3: 1 models
	// row 1 = 4: 1 models
	// row 1 = 5: 1 models
	// row 1 = 6: 0 models
}

// TestRestrict enumerates each cube on its own restricted formula with
// Models and compares with Split, which reuses one clause list from cube
// to cube.
func TestRestrict(t *testing.T) {
	for _, n := range []int{6, 8} {
		t.Run(fmt.Sprint("n=", n), func(t *testing.T) {
			f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true})
			clauses := len(f.Clauses)
			cubes := QueensCubes(n, 2)
			stats, err := Split(context.Background(), f, cubes, Options{Project: n * n}, func(int, []encode.Var) error { return nil })
			if err != nil {
				t.Fatal(err)
			}
			total := 0
			for i, c := range cubes {
				g := c.Restrict(f)
				if len(g.Clauses) != clauses+len(c.Lits) || g.Vars != f.Vars {
					t.Fatalf("cube %v: %d clauses over %d variables, want %d over %d", c, len(g.Clauses), g.Vars, clauses+len(c.Lits), f.Vars)
				}
				st, err := Models(context.Background(), g, Options{Project: n * n}, func([]encode.Var) error { return nil })
				if err != nil {
					t.Fatal(err)
				}
				if st.Models != stats[i].Models {
					t.Errorf("cube %v: Models finds %d, Split %d", c, st.Models, stats[i].Models)
				}
				total += st.Models
			}
			if len(f.Clauses) != clauses {
				t.Errorf("Restrict changed the formula: %d clauses, was %d", len(f.Clauses), clauses)
			}
			if total != oeis.Q[n-1] {
				t.Errorf("%d models in all, want Q(%d) = %d", total, n, oeis.Q[n-1])
			}
		})
	}
}
