package board

import "fmt"

// PrefixName names the boards whose first len(prefix) rows hold their
// queens in the 0-based columns of prefix, 1-based as people count: "rows
// 1-3 = 1 3 5", "row 1 = 4", or "the whole board" for the empty prefix.
func PrefixName(prefix Solution) string {
	switch len(prefix) {
	case 0:
		return "the whole board"
	case 1:
		return "row 1 = " + prefix.String()
	}
	return fmt.Sprintf("rows 1-%d = %s", len(prefix), prefix)
}

// CubeRows returns the number of leading rows whose queens fix a cube (a
// unit of work and of evidence) by default for an n×n board: 0 (one cube,
// the whole board) up to n = 6, then (n−5)/2 rounded down, at least 2,
// 4 for n = 13 to 15, 5 for n = 16 to 21 and 4 again from n = 22 on, so
// that the largest cube (the most solutions held at once) stays small
// (for n = 14, 9,632 cubes of at most a few hundred solutions; for
// n = 16, 141,812 cubes) while the plan stays under a million cubes (at
// 5 rows, 903,532 for n = 21 but 1,224,212 for n = 22; at 4 rows,
// 584,840 for n = 32). verify splits its witnesses' work so, and every
// other cube split (the SAT benchmark, the CNF audit) takes the same
// depth, so that what is measured is what verify runs.
func CubeRows(n int) int {
	switch {
	case n <= 6:
		return 0
	case n >= 22:
		return 4
	case n >= 16:
		return 5
	}
	return min(max((n-5)/2, 2), 4)
}
