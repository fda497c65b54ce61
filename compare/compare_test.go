package compare

import (
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// place builds a placement from (row, col) pairs.
func place(rc ...int) board.Placement {
	var p board.Placement
	for i := 0; i+1 < len(rc); i += 2 {
		p = append(p, board.Cell{Row: rc[i], Col: rc[i+1]})
	}
	return p
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

// sols builds sorted solutions from their 1-based columns ("2 4 1 3").
func sols(t *testing.T, texts ...string) []board.Solution {
	t.Helper()
	var out []board.Solution
	for _, text := range texts {
		var s board.Solution
		for _, f := range strings.Fields(text) {
			c, err := strconv.Atoi(f)
			if err != nil {
				t.Fatal(err)
			}
			s = append(s, c-1)
		}
		out = append(out, s)
	}
	return out
}

// TestSets checks the set comparison and its detail: the first solution,
// in lexicographic order, that one list has and the other lacks, and how
// many each lacks.
func TestSets(t *testing.T) {
	six := []string{"2 4 6 1 3 5", "3 6 2 5 1 4", "4 1 5 2 6 3", "5 3 1 6 4 2"}
	tests := []struct {
		name   string
		a, b   []string
		detail string // "" when the sets are equal
	}{
		{"equal", six, six, ""},
		{"both empty", nil, nil, ""},
		{"first missing", six, six[1:], "first difference: dfs has 2 4 6 1 3 5, sat lacks it (1 only in dfs, 0 only in sat)"},
		{"last missing", six, six[:3], "first difference: dfs has 5 3 1 6 4 2, sat lacks it (1 only in dfs, 0 only in sat)"},
		{"extra", six[:2], six[:3], "first difference: sat has 4 1 5 2 6 3, dfs lacks it (0 only in dfs, 1 only in sat)"},
		{"empty side", nil, six, "first difference: sat has 2 4 6 1 3 5, dfs lacks it (0 only in dfs, 4 only in sat)"},
		{"both sides", []string{six[0], six[2]}, []string{six[1], six[3]},
			"first difference: dfs has 2 4 6 1 3 5, sat lacks it (2 only in dfs, 2 only in sat)"},
		{"two missing of n = 5", []string{"1 3 5 2 4", "2 5 3 1 4", "4 1 3 5 2", "5 3 1 4 2"}, []string{"1 3 5 2 4", "5 3 1 4 2"},
			"first difference: dfs has 2 5 3 1 4, sat lacks it (2 only in dfs, 0 only in sat)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Sets("dfs", sols(t, tt.a...), "sat", sols(t, tt.b...))
			if c.Name != "set" || c.Witnesses != "dfs/sat" || c.OK != (tt.detail == "") || c.Detail != tt.detail {
				t.Errorf("Sets = %+v, want set dfs/sat, detail %q", c, tt.detail)
			}
		})
	}
}

func TestDescribe(t *testing.T) {
	tests := []struct {
		name string
		n    int
		p    board.Placement
		want string
	}{
		{"solution", 4, place(0, 1, 1, 3, 2, 0, 3, 2), "2 4 1 3"},
		{"rows out of order, as given", 4, place(2, 0, 0, 1, 3, 2, 1, 3), "[(row 3, col 1) (row 1, col 2) (row 4, col 3) (row 2, col 4)]"},
		{"attacking, one per row", 4, place(0, 0, 1, 1, 2, 2, 3, 3), "1 2 3 4"},
		{"empty row", 6, place(0, 4, 1, 2, 2, 0, 3, 5, 4, 3), "[(row 1, col 5) (row 2, col 3) (row 3, col 1) (row 4, col 6) (row 5, col 4)]"},
		{"doubled row", 2, place(0, 0, 0, 1), "[(row 1, col 1) (row 1, col 2)]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Describe(tt.n, tt.p); got != tt.want {
				t.Errorf("Describe(%d, %v) = %q, want %q", tt.n, tt.p, got, tt.want)
			}
		})
	}
}
