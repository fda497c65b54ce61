package compare

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// genSolutions is this test's own generator: every permutation of 0..n-1 with
// no two queens on a diagonal, in lexicographic order.
func genSolutions(n int) []board.Solution {
	var out []board.Solution
	cols := make([]int, 0, n)
	used := make([]bool, n)
	var rec func()
	rec = func() {
		if len(cols) == n {
			out = append(out, append(board.Solution(nil), cols...))
			return
		}
		r := len(cols)
	next:
		for c := 0; c < n; c++ {
			if used[c] {
				continue
			}
			for pr, pc := range cols {
				if r-pr == c-pc || r-pr == pc-c {
					continue next
				}
			}
			used[c] = true
			cols = append(cols, c)
			rec()
			cols = cols[:r]
			used[c] = false
		}
	}
	rec()
	return out
}

// place builds a placement from (row, col) pairs.
func place(rc ...int) board.Placement {
	var p board.Placement
	for i := 0; i+1 < len(rc); i += 2 {
		p = append(p, board.Cell{Row: rc[i], Col: rc[i+1]})
	}
	return p
}

func boards(sols []board.Solution) []board.Placement {
	out := make([]board.Placement, len(sols))
	for i, s := range sols {
		out[i] = s.Placement()
	}
	return out
}

func TestReferenceCountsAndClasses(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			b := boards(genSolutions(n))
			// The second witness gets the boards in reverse order: the
			// set comparison must not depend on order.
			rev := make([]board.Placement, len(b))
			for i := range b {
				rev[len(b)-1-i] = b[i]
			}
			r := Witnesses(n, Witness{Name: "a", Ordered: true, Boards: b}, Witness{Name: "b", Boards: rev})
			if r.Verdict() != Agree {
				t.Fatalf("verdict %v: %v", r.Verdict(), r.Failures())
			}
			for _, s := range r.Witnesses {
				if s.Count != oeis.Q[n-1] || s.Classes != oeis.Classes[n-1] {
					t.Errorf("%s: %d solutions, %d classes; want %d, %d", s.Name, s.Count, s.Classes, oeis.Q[n-1], oeis.Classes[n-1])
				}
				o := s.Orbits
				if n > 1 && 8*o.Eight+4*o.Four+2*o.Two+o.One != s.Count {
					t.Errorf("%s: orbits %v do not add up to %d solutions", s.Name, o, s.Count)
				}
			}
		})
	}
}

func TestOrbitsN8(t *testing.T) {
	r := Witnesses(8, Witness{Name: "dfs", Boards: boards(genSolutions(8))})
	if got := r.Witnesses[0].Orbits; got != (Orbits{Eight: 11, Four: 1}) {
		t.Errorf("n=8 orbits %v, want 8:11 4:1 2:0 1:0", got)
	}
}

func TestValid(t *testing.T) {
	tests := []struct {
		name string
		p    board.Placement
		want string
	}{
		{"solution", place(0, 1, 1, 3, 2, 0, 3, 2), ""},
		{"empty row", place(0, 1, 1, 3, 3, 2), "row 3 holds no queen"},
		{"doubled row", place(0, 1, 1, 3, 1, 0, 2, 0, 3, 2), "row 2 holds 2 queens (columns 1, 4)"},
		{"off board", place(0, 1, 1, 3, 2, 4, 3, 2), "queen at (row 3, col 5) is off the 4×4 board"},
		{"column", place(0, 1, 1, 3, 2, 1, 3, 0), "queens at (row 1, col 2) and (row 3, col 2) attack along a column"},
		{"diagonal", place(0, 0, 1, 2, 2, 3, 3, 1), "queens at (row 2, col 3) and (row 3, col 4) attack along a diagonal"},
		{"anti-diagonal", place(0, 2, 1, 0, 2, 1, 3, 3), "queens at (row 2, col 1) and (row 3, col 2) attack along a diagonal"},
		{"anti-diagonal 2", place(0, 1, 1, 0, 2, 3, 3, 2), "queens at (row 1, col 2) and (row 2, col 1) attack along an anti-diagonal"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Valid(4, tt.p)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.want {
				t.Errorf("Valid(%v) = %q, want %q", tt.p, got, tt.want)
			}
		})
	}
}

// TestFaults injects each kind of mismatch into a second witness for n = 6
// and checks the exact report.
func TestFaults(t *testing.T) {
	good := boards(genSolutions(6)) // 2 4 6 1 3 5, 3 6 2 5 1 4, 4 1 5 2 6 3, 5 3 1 6 4 2
	bad := func(edit func([]board.Placement) []board.Placement) []board.Placement {
		return edit(append([]board.Placement(nil), good...))
	}
	invalid := place(0, 1, 1, 3, 2, 5, 3, 0, 4, 2, 5, 2) // 2 4 6 1 3 3
	tests := []struct {
		name   string
		other  Witness
		failed []string // "check witnesses: detail" of every failed check
	}{
		{
			name:  "missing",
			other: Witness{Name: "sat", Boards: bad(func(b []board.Placement) []board.Placement { return b[1:] })},
			failed: []string{
				"count dfs/sat: dfs has 4 boards, sat has 3",
				"set dfs/sat: first difference: dfs has 2 4 6 1 3 5, sat lacks it (1 only in dfs, 0 only in sat)",
			},
		},
		{
			name: "extra",
			other: Witness{Name: "sat", Boards: bad(func(b []board.Placement) []board.Placement {
				return append(b, place(0, 0, 1, 2, 2, 4, 3, 1, 4, 3, 5, 5))
			})},
			failed: []string{
				"valid sat: 1 of 5 boards are not solutions; first: sat board #5 1 3 5 2 4 6 is not a solution: queens at (row 1, col 1) and (row 6, col 6) attack along a diagonal",
				"count dfs/sat: dfs has 4 boards, sat has 5",
			},
		},
		{
			name:  "duplicate",
			other: Witness{Name: "sat", Boards: bad(func(b []board.Placement) []board.Placement { return append(b, b[2], b[2]) })},
			failed: []string{
				"distinct sat: 2 duplicate boards; first: sat board 4 1 5 2 6 3 came 3 times, first as #3",
				"count dfs/sat: dfs has 4 boards, sat has 6",
			},
		},
		{
			name:  "invalid",
			other: Witness{Name: "sat", Boards: bad(func(b []board.Placement) []board.Placement { b[0] = invalid; return b })},
			failed: []string{
				"valid sat: 1 of 4 boards are not solutions; first: sat board #1 2 4 6 1 3 3 is not a solution: queens at (row 3, col 6) and (row 6, col 3) attack along an anti-diagonal",
				"set dfs/sat: first difference: dfs has 2 4 6 1 3 5, sat lacks it (1 only in dfs, 0 only in sat)",
			},
		},
		{
			name:  "empty row",
			other: Witness{Name: "sat", Boards: bad(func(b []board.Placement) []board.Placement { b[3] = b[3][:5]; return b })},
			failed: []string{
				"valid sat: 1 of 4 boards are not solutions; first: sat board #4 [(row 1, col 5) (row 2, col 3) (row 3, col 1) (row 4, col 6) (row 5, col 4)] is not a solution: row 6 holds no queen",
				"set dfs/sat: first difference: dfs has 5 3 1 6 4 2, sat lacks it (1 only in dfs, 0 only in sat)",
			},
		},
		{
			name:  "out of order",
			other: Witness{Name: "dfs2", Ordered: true, Boards: bad(func(b []board.Placement) []board.Placement { b[1], b[2] = b[2], b[1]; return b })},
			failed: []string{
				"order dfs2: dfs2 solution #3 (3 6 2 5 1 4) does not come after #2 (4 1 5 2 6 3) in lexicographic order",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Witnesses(6, Witness{Name: "dfs", Ordered: true, Boards: good}, tt.other)
			checkFailures(t, r, tt.failed)
		})
	}
	t.Run("class mismatch", func(t *testing.T) {
		// n = 5 has two classes: one of orbit 8 and one of orbit 2 (2 5 3 1 4
		// and 4 1 3 5 2). The second witness keeps the count at 10 but
		// replaces the orbit-2 class by copies of another solution.
		five := boards(genSolutions(5))
		var other []board.Placement
		for _, p := range five {
			if s := Describe(5, p); s == "2 5 3 1 4" || s == "4 1 3 5 2" {
				p = five[0]
			}
			other = append(other, p)
		}
		r := Witnesses(5, Witness{Name: "dfs", Ordered: true, Boards: five}, Witness{Name: "sat", Boards: other})
		checkFailures(t, r, []string{
			"distinct sat: 2 duplicate boards; first: sat board 1 3 5 2 4 came 3 times, first as #1",
			"set dfs/sat: first difference: dfs has 2 5 3 1 4, sat lacks it (2 only in dfs, 0 only in sat)",
			"classes dfs/sat: dfs has 2 classes (orbits 8:1 4:0 2:1 1:0), sat has 1 (orbits 8:1 4:0 2:0 1:0)",
		})
	})
}

func checkFailures(t *testing.T, r *Report, want []string) {
	t.Helper()
	var got []string
	for _, c := range r.Failures() {
		got = append(got, fmt.Sprintf("%s %s: %s", c.Name, c.Witnesses, c.Detail))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("failed checks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if (len(want) == 0) != (r.Verdict() == Agree) {
		t.Errorf("verdict %v with %d failures", r.Verdict(), len(want))
	}
}
