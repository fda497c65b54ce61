package compare

import (
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// TestAttackFreeAgreesWithFault compares the test without allocations
// with the test that names the fault, on every board of one queen per
// row for n ≤ 6, and checks that a board wider than 32 columns is left to
// the second.
func TestAttackFreeAgreesWithFault(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 6; n++ {
		s := make(board.Solution, n)
		var fill func(r int)
		fill = func(r int) {
			if r == n {
				p := s.Placement()
				if got, want := attackFree(n, p), fault(n, p) == nil; got != want {
					t.Errorf("attackFree(%v) = %v, fault says %v", s, got, want)
				}
				return
			}
			for c := range n {
				s[r] = c
				fill(r + 1)
			}
		}
		fill(0)
	}
	// For n ≡ 5 (mod 6) the queens (r, 2r mod n) are a solution.
	wide := make(board.Solution, 35)
	for r := range wide {
		wide[r] = 2 * r % len(wide)
	}
	if attackFree(len(wide), wide.Placement()) {
		t.Error("attackFree answers for a board of 35 columns")
	}
	if err := Valid(len(wide), wide.Placement()); err != nil {
		t.Errorf("Valid(35 columns) = %v", err)
	}
	// Out of row order: not for attackFree, a solution all the same.
	p := board.Solution{1, 3, 0, 2}.Placement()
	p[0], p[1] = p[1], p[0]
	if attackFree(4, p) || Valid(4, p) != nil {
		t.Errorf("a solution listed out of row order: attackFree %v, Valid %v", attackFree(4, p), Valid(4, p))
	}
}

// TestValidDoesNotAllocate: a solution is checked without allocating.
func TestValidDoesNotAllocate(t *testing.T) {
	p := board.Solution{1, 3, 5, 7, 2, 0, 6, 4}.Placement()
	if a := testing.AllocsPerRun(100, func() { _ = Valid(8, p) }); a != 0 {
		t.Errorf("Valid allocates %v times per solution, want 0", a)
	}
}
