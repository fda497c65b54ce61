package encode

import (
	"fmt"
	"slices"
	"testing"
)

func TestColumnMajor(t *testing.T) {
	tests := []struct {
		name string
		n    int
		in   Var
		want Var
	}{
		{"n=3 first", 3, 1, 1},
		{"n=3 (r=1,c=0)", 3, 2, 4}, // column-major 0*3+1+1 = 2 is cell (1,0), row-major 4
		{"n=3 (r=0,c=1)", 3, 4, 2},
		{"n=3 (r=2,c=1)", 3, 6, 8},
		{"n=3 last", 3, 9, 9},
		{"n=4 (r=3,c=0)", 4, 4, 13},
		{"auxiliary", 3, 10, 10},
		{"auxiliary far", 4, 1000, 1000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ColumnMajor(tt.n)(tt.in); got != tt.want {
				t.Errorf("ColumnMajor(%d)(%d) = %d, want %d", tt.n, tt.in, got, tt.want)
			}
		})
	}
}

// TestColumnMajorPermutation checks that the map sends each cell's
// column-major number to its row-major one; as the cells are all the
// placement variables in both numberings, the map is a permutation of them.
func TestColumnMajorPermutation(t *testing.T) {
	for n := 1; n <= 9; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			m := ColumnMajor(n)
			for r := range n {
				for c := range n {
					col, row := Var(c*n+r+1), Var(r*n+c+1)
					if got := m(col); got != row {
						t.Fatalf("cell (%d,%d): %d -> %d, want %d", r, c, col, got, row)
					}
				}
			}
		})
	}
}

func TestRemap(t *testing.T) {
	f := &CNF{Vars: 5, Comments: []string{"hello"}, Clauses: []Clause{{1, -2}, {-3, 4, 5}, {}}}
	swap := func(v Var) Var { // exchange 1 and 4, send 5 to 7
		switch v {
		case 1:
			return 4
		case 4:
			return 1
		case 5:
			return 7
		}
		return v
	}
	g := Remap(f, swap)
	want := []Clause{{4, -2}, {-3, 1, 7}, {}}
	if !slices.EqualFunc(g.Clauses, want, func(a, b Clause) bool { return slices.Equal(a, b) }) {
		t.Errorf("clauses %v, want %v", g.Clauses, want)
	}
	if g.Vars != 7 {
		t.Errorf("Vars = %d, want 7", g.Vars)
	}
	if !slices.Equal(g.Comments, f.Comments) {
		t.Errorf("comments %v, want %v", g.Comments, f.Comments)
	}
	g.Clauses[0][0] = 99
	if f.Clauses[0][0] != 1 {
		t.Errorf("Remap shares clause memory with its input")
	}
}

// TestRemapTwiceIsIdentity: the transposition of the board is its own
// inverse, so remapping the Queens CNF twice gives it back.
func TestRemapTwiceIsIdentity(t *testing.T) {
	for _, n := range []int{1, 4, 7} {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			f := Queens(n)
			g := Remap(Remap(f, ColumnMajor(n)), ColumnMajor(n))
			if !slices.EqualFunc(f.Clauses, g.Clauses, func(a, b Clause) bool { return slices.Equal(a, b) }) {
				t.Errorf("remapping twice changed the formula")
			}
		})
	}
}

func ExampleRemap() {
	// The row clause of row 0 of a 2×2 board, written column-major: cells
	// (0,0) and (0,1) are variables 1 and 3.
	f := &CNF{Vars: 4, Clauses: []Clause{{1, 3}}}
	g := Remap(f, ColumnMajor(2))
	fmt.Println(g.Clauses[0])
	// Output: [1 2]
}
