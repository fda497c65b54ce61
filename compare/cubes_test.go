package compare

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// bruteSolutions lists the n-queens solutions in lexicographic order by
// trying every permutation: slow, but sharing nothing with the witnesses.
func bruteSolutions(n int) []board.Solution {
	var out []board.Solution
	s := make(board.Solution, n)
	var perm func(r int, used []bool)
	perm = func(r int, used []bool) {
		if r == n {
			if Valid(n, s.Placement()) == nil {
				out = append(out, s.Clone())
			}
			return
		}
		for c := 0; c < n; c++ {
			if !used[c] {
				used[c] = true
				s[r] = c
				perm(r+1, used)
				used[c] = false
			}
		}
	}
	perm(0, make([]bool, n))
	return out
}

// split groups sols into one cube per non-attacking prefix of k rows, in
// lexicographic order, the way a correct split witness returns them.
func split(n, k int, sols []board.Solution) []Cube {
	var cubes []Cube
	prefix := make(board.Solution, k)
	var gen func(r int)
	gen = func(r int) {
		if r == k {
			for i := 0; i < k; i++ {
				for j := i + 1; j < k; j++ {
					if d := prefix[j] - prefix[i]; d == 0 || d == j-i || d == i-j {
						return
					}
				}
			}
			c := Cube{Prefix: prefix.Clone()}
			for _, s := range sols {
				if slices.Equal(s[:k], prefix) {
					c.Boards = append(c.Boards, s.Placement())
				}
			}
			cubes = append(cubes, c)
			return
		}
		for col := 0; col < n; col++ {
			prefix[r] = col
			gen(r + 1)
		}
	}
	gen(0)
	return cubes
}

func placements(sols []board.Solution) []board.Placement {
	out := make([]board.Placement, len(sols))
	for i, s := range sols {
		out[i] = s.Placement()
	}
	return out
}

// find returns the index of the cube with the given 1-based prefix.
func find(t *testing.T, cubes []Cube, text string) int {
	t.Helper()
	var p board.Solution
	for _, f := range strings.Fields(text) {
		col, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		p = append(p, col-1)
	}
	for i, c := range cubes {
		if slices.Equal(c.Prefix, p) {
			return i
		}
	}
	t.Fatalf("no cube %q", text)
	return -1
}

func TestCubesAgree(t *testing.T) {
	for n := 1; n <= 7; n++ {
		sols := bruteSolutions(n)
		for k := 0; k <= min(n, 3); k++ {
			t.Run(fmt.Sprintf("n=%d/k=%d", n, k), func(t *testing.T) {
				for _, c := range Cubes(n, "sat", split(n, k, sols), "dfs", placements(sols)) {
					if !c.OK {
						t.Errorf("%s %s: %s", c.Name, c.Witnesses, c.Detail)
					}
				}
			})
		}
	}
}

func TestCubesFaults(t *testing.T) {
	n, k := 6, 2
	sols := bruteSolutions(n)
	if len(sols) != 4 {
		t.Fatalf("%d solutions of 6 queens, want Q(6) = 4", len(sols))
	}
	b2461 := sols[0].Placement() // 2 4 6 1 3 5
	tests := []struct {
		name   string
		fault  func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement)
		member string // expected detail of cube-member, "" when it passes
		count  string // expected detail of cube-count, "" when it passes
	}{
		{
			name: "duplicate in its cube",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				i := find(t, cubes, "2 4")
				cubes[i].Boards = append(cubes[i].Boards, b2461)
				return cubes, ref
			},
			count: "1 of 20 cubes differ; first: rows 1-2 = 2 4: sat 2, dfs 1",
		},
		{
			name: "model in the wrong cube",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				i, j := find(t, cubes, "2 4"), find(t, cubes, "1 3")
				cubes[i].Boards = nil
				cubes[j].Boards = append(cubes[j].Boards, b2461)
				return cubes, ref
			},
			member: "1 boards lie outside the cube they were returned for; first: sat board 2 4 6 1 3 5 returned for rows 1-2 = 1 3 lies outside it",
			count:  "2 of 20 cubes differ; first: rows 1-2 = 1 3: sat 1, dfs 0",
		},
		{
			name: "lost model",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				i := find(t, cubes, "5 3")
				cubes[i].Boards = nil
				return cubes, ref
			},
			count: "1 of 20 cubes differ; first: rows 1-2 = 5 3: sat 0, dfs 1",
		},
		{
			name: "reference lacks a solution",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				return cubes, ref[1:]
			},
			count: "1 of 20 cubes differ; first: rows 1-2 = 2 4: sat 1, dfs 0",
		},
		{
			name: "cube missing from the split",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				i := find(t, cubes, "3 6")
				return slices.Delete(cubes, i, i+1), ref
			},
			count: "1 of 20 cubes differ; first: rows 1-2 = 3 6: sat 0 (no such cube), dfs 1",
		},
		{
			name: "invalid model in its cube",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				i := find(t, cubes, "4 1")
				bad := board.Placement{{Row: 0, Col: 3}, {Row: 1, Col: 0}, {Row: 1, Col: 5}}
				cubes[i].Boards = append(cubes[i].Boards, bad)
				return cubes, ref
			},
			count: "1 of 20 cubes differ; first: rows 1-2 = 4 1: sat 2, dfs 1",
		},
		{
			name: "invalid reference board counted in each cube it lies in",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				// Queens at (1,4), (2,1) and (2,6): in cubes "4 1" and "4 6".
				bad := board.Placement{{Row: 0, Col: 3}, {Row: 1, Col: 0}, {Row: 1, Col: 5}}
				return cubes, append(ref, bad)
			},
			count: "2 of 20 cubes differ; first: rows 1-2 = 4 1: sat 1, dfs 2",
		},
		{
			name: "cube given twice",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				return append(cubes, Cube{Prefix: cubes[0].Prefix}), ref
			},
			count: "cube rows 1-2 = 1 3 is given twice",
		},
		{
			name: "cubes of different depths",
			fault: func(t *testing.T, cubes []Cube, ref []board.Placement) ([]Cube, []board.Placement) {
				return append(cubes, Cube{Prefix: board.Solution{2}}), ref
			},
			count: "cube row 1 = 3 fixes 1 rows, want the 2 of every cube",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cubes, ref := tt.fault(t, split(n, k, sols), placements(sols))
			checks := Cubes(n, "sat", cubes, "dfs", ref)
			if len(checks) != 2 || checks[0].Name != "cube-member" || checks[1].Name != "cube-count" {
				t.Fatalf("got checks %+v, want cube-member and cube-count", checks)
			}
			if checks[0].Witnesses != "sat" || checks[1].Witnesses != "sat/dfs" {
				t.Errorf("witnesses %q and %q, want sat and sat/dfs", checks[0].Witnesses, checks[1].Witnesses)
			}
			for i, want := range []string{tt.member, tt.count} {
				c := checks[i]
				switch {
				case want == "" && !c.OK:
					t.Errorf("%s failed: %s", c.Name, c.Detail)
				case want != "" && c.OK:
					t.Errorf("%s passed, want %q", c.Name, want)
				case want != "" && !strings.Contains(c.Detail, want):
					t.Errorf("%s detail %q does not contain %q", c.Name, c.Detail, want)
				}
			}
		})
	}
}

func ExampleCubes() {
	n := 6
	sols := bruteSolutions(n)
	cubes := split(n, 2, sols)
	// A faulty split witness returns the solution 2 4 6 1 3 5 twice.
	for i, c := range cubes {
		if slices.Equal(c.Prefix, sols[0][:2]) {
			cubes[i].Boards = append(cubes[i].Boards, sols[0].Placement())
		}
	}
	for _, c := range Cubes(n, "sat", cubes, "dfs", placements(sols)) {
		if c.OK {
			fmt.Println(c.Name, "ok")
		} else {
			fmt.Println(c.Name, "failed:", c.Detail)
		}
	}
	// Output:
	// cube-member ok
	// cube-count failed: 1 of 20 cubes differ; first: rows 1-2 = 2 4: sat 2, dfs 1
}
