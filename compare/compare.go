package compare

import (
	"fmt"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// Orbits counts symmetry classes by orbit size.
type Orbits struct {
	Eight int `json:"8"` // classes without symmetry
	Four  int `json:"4"` // classes symmetric under the 180° rotation only
	Two   int `json:"2"` // classes symmetric under the 90° rotation
	One   int `json:"1"` // classes fixed by every symmetry (n = 1)
}

// Check is the outcome of one check; it is result.Check, so that reports
// carry compare's checks as they are.
type Check = result.Check

// SizeChecks holds the checks of one board size, in the order they were made.
type SizeChecks struct {
	// N is the board size.
	N int
	// Checks are the size's checks.
	Checks []Check
}

// Sets compares two sorted lists of distinct solutions element by element.
// On a difference its detail names the first solution, in lexicographic
// order, that one list has and the other lacks, and how many each lacks.
func Sets(nameA string, a []board.Solution, nameB string, b []board.Solution) Check {
	c := Check{Name: "set", Witnesses: nameA + "/" + nameB, OK: true}
	var first string
	onlyA, onlyB := 0, 0
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		var d int
		switch {
		case i == len(a):
			d = 1
		case j == len(b):
			d = -1
		default:
			d = board.Compare(a[i], b[j])
		}
		switch {
		case d == 0:
			i++
			j++
		case d < 0:
			if first == "" {
				first = fmt.Sprintf("%s has %v, %s lacks it", nameA, a[i], nameB)
			}
			onlyA++
			i++
		default:
			if first == "" {
				first = fmt.Sprintf("%s has %v, %s lacks it", nameB, b[j], nameA)
			}
			onlyB++
			j++
		}
	}
	if first != "" {
		c.OK = false
		c.Detail = fmt.Sprintf("first difference: %s (%d only in %s, %d only in %s)", first, onlyA, nameA, onlyB, nameB)
	}
	return c
}

// Describe formats p for a report: as a solution's 1-based columns
// ("2 4 1 3") when it has one queen per row, else as its list of cells.
func Describe(n int, p board.Placement) string {
	if s, ok := p.Solution(n); ok {
		return s.String()
	}
	return "[" + p.String() + "]"
}
