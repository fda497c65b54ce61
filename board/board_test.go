package board

import (
	"fmt"
	"testing"
)

func TestCompare(t *testing.T) {
	tests := []struct {
		name string
		a, b Solution
		want int
	}{
		{"equal", Solution{1, 3, 0, 2}, Solution{1, 3, 0, 2}, 0},
		{"first column decides", Solution{0, 9}, Solution{1, 0}, -1},
		{"numeric not textual", Solution{0, 1}, Solution{0, 9}, -1}, // "1 2" before "1 10"
		{"later column", Solution{2, 0, 3, 1}, Solution{1, 3, 0, 2}, 1},
		{"prefix first", Solution{1}, Solution{1, 0}, -1},
		{"empty", Solution{}, Solution{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Compare(tt.a, tt.b); got != tt.want {
				t.Errorf("Compare(%v, %v) = %d, want %d", tt.a, tt.b, got, tt.want)
			}
			if got := Compare(tt.b, tt.a); got != -tt.want {
				t.Errorf("Compare(%v, %v) = %d, want %d", tt.b, tt.a, got, -tt.want)
			}
		})
	}
}

func TestString(t *testing.T) {
	if got := fmt.Sprint(Solution{1, 3, 5, 0, 2, 4}); got != "2 4 6 1 3 5" {
		t.Errorf("String gave %q, want 2 4 6 1 3 5", got)
	}
}

func TestPlacementSolution(t *testing.T) {
	s := Solution{1, 3, 0, 2}
	if got, ok := s.Placement().Solution(4); !ok || Compare(got, s) != 0 {
		t.Errorf("round trip through Placement gave %v, %v", got, ok)
	}
	for name, p := range map[string]Placement{
		"empty row":   {{0, 1}, {1, 3}, {3, 2}},
		"doubled row": {{0, 1}, {1, 3}, {1, 0}, {3, 2}},
		"off board":   {{0, 1}, {1, 3}, {2, 4}, {3, 2}},
	} {
		if _, ok := p.Solution(4); ok {
			t.Errorf("%s: %v accepted as a solution shape", name, p)
		}
	}
}

// TestGroup checks that the 8 symmetries form the dihedral group: each maps
// the board onto itself bijectively, they are pairwise different, and they
// are closed under composition.
func TestGroup(t *testing.T) {
	const n = 5
	image := func(g Symmetry) [n * n]int {
		var out [n * n]int
		seen := map[int]bool{}
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				r2, c2 := g.Cell(n, r, c)
				if r2 < 0 || r2 >= n || c2 < 0 || c2 >= n {
					t.Fatalf("%v maps (%d,%d) off the board", g, r, c)
				}
				out[r*n+c] = r2*n + c2
				seen[r2*n+c2] = true
			}
		}
		if len(seen) != n*n {
			t.Fatalf("%v is not a bijection", g)
		}
		return out
	}
	perms := map[[n * n]int]Symmetry{}
	for _, g := range Symmetries {
		p := image(g)
		if h, dup := perms[p]; dup {
			t.Fatalf("%v and %v are the same map", g, h)
		}
		perms[p] = g
	}
	for _, g := range Symmetries {
		for _, h := range Symmetries {
			pg, ph := image(g), image(h)
			var comp [n * n]int
			for i := range comp {
				comp[i] = ph[pg[i]]
			}
			if _, ok := perms[comp]; !ok {
				t.Errorf("%v then %v is not in the group", g, h)
			}
		}
	}
	// Rot90 applied twice is Rot180, three times Rot270.
	r90 := image(Rot90)
	var twice, thrice [n * n]int
	for i := range twice {
		twice[i] = r90[r90[i]]
		thrice[i] = r90[twice[i]]
	}
	if perms[twice] != Rot180 || perms[thrice] != Rot270 {
		t.Errorf("rotations compose wrongly: 2x90 = %v, 3x90 = %v", perms[twice], perms[thrice])
	}
}

func TestCanonical(t *testing.T) {
	tests := []struct {
		s     Solution
		canon string
		orbit int
	}{
		{Solution{0}, "1", 1},
		{Solution{1, 3, 0, 2}, "2 4 1 3", 2}, // n = 4: fixed by the 90° rotation
		{Solution{2, 0, 3, 1}, "2 4 1 3", 2}, // its mirror image
		{Solution{0, 2, 4, 1, 3}, "1 3 5 2 4", 8},
		{Solution{3, 0, 2, 4, 1}, "2 5 3 1 4", 2},      // n = 5: centre queen, 90° symmetric
		{Solution{1, 3, 5, 0, 2, 4}, "2 4 6 1 3 5", 4}, // n = 6: 180° only
		{Solution{0, 4, 7, 5, 2, 6, 1, 3}, "1 5 8 6 3 7 2 4", 8},
	}
	for _, tt := range tests {
		t.Run(tt.s.String(), func(t *testing.T) {
			c, orbit := Canonical(tt.s)
			if c.String() != tt.canon || orbit != tt.orbit {
				t.Errorf("Canonical(%v) = %v, orbit %d; want %s, orbit %d", tt.s, c, orbit, tt.canon, tt.orbit)
			}
		})
	}
}

func ExampleCanonical() {
	s := Solution{4, 2, 0, 5, 3, 1} // 5 3 1 6 4 2
	canon, orbit := Canonical(s)
	fmt.Println(canon, orbit)
	// Output: 2 4 6 1 3 5 4
}
