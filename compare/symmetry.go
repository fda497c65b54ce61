package compare

import (
	"fmt"
)

// Fixed holds one method's counts of the solutions fixed by the rotations
// of the board.
type Fixed struct {
	// Fix90 counts the solutions the 90° rotation maps to themselves (the
	// 270° rotation fixes the same ones).
	Fix90 int `json:"fix90"`
	// Fix180 counts the solutions the 180° rotation maps to themselves.
	Fix180 int `json:"fix180"`
}

// Boards returns the number of boards in the classes o counts: the sum of
// their orbit sizes.
func (o Orbits) Boards() int {
	return 8*o.Eight + 4*o.Four + 2*o.Two + o.One
}

// BurnsideSum returns the sum, over the 8 symmetries, of the number of
// solutions each fixes: Q for the identity, fix90 for each of the 90° and
// 270° rotations, fix180 for the 180° rotation, and for each of the 4
// reflections 0 when n > 1 (a solution fixed by a mirror would hold two
// queens on one column, row or diagonal) or 1 when n = 1.
func BurnsideSum(n, q int, f Fixed) int {
	sum := q + f.Fix180 + 2*f.Fix90
	if n == 1 {
		sum += 4
	}
	return sum
}

// BurnsideClasses returns the number of symmetry classes that Burnside's
// lemma gives: BurnsideSum / 8. ok is false when the sum is negative or not
// a multiple of 8, so that the figures cannot be right.
func BurnsideClasses(n, q int, f Fixed) (classes int, ok bool) {
	sum := BurnsideSum(n, q, f)
	if sum < 0 || sum%8 != 0 {
		return 0, false
	}
	return sum / 8, true
}

// BurnsideFormula writes BurnsideSum's terms as they are added:
// "(92 + 4 + 2·0)" for Q, fix180 and fix90, and "(1 + 1 + 2·1 + 4)" with
// the 4 reflections for n = 1.
func BurnsideFormula(n, q int, f Fixed) string {
	formula := fmt.Sprintf("(%d + %d + 2·%d", q, f.Fix180, f.Fix90)
	if n == 1 {
		formula += " + 4"
	}
	return formula + ")"
}

// Burnside checks Burnside's lemma: the classes that the figures of one
// method (q solutions, fixed counts f, named figures) imply must equal the
// classes counted by a method named counter. The check is named "burnside".
func Burnside(n int, figures string, q int, f Fixed, counter string, classes int) Check {
	c := Check{Name: "burnside", Witnesses: pairName(figures, counter), OK: true}
	formula := BurnsideFormula(n, q, f)
	want, ok := BurnsideClasses(n, q, f)
	switch {
	case !ok:
		c.OK = false
		c.Detail = fmt.Sprintf("Burnside's lemma fails for %s's figures (Q %d, fix180 %d, fix90 %d): %s = %d is not a multiple of 8",
			figures, q, f.Fix180, f.Fix90, formula, BurnsideSum(n, q, f))
	case want != classes:
		c.OK = false
		c.Detail = fmt.Sprintf("Burnside's lemma on %s's figures gives %s/8 = %d classes, but %s counts %d",
			figures, formula, want, counter, classes)
	}
	return c
}

// SplitFromFixed returns the classes by orbit size that q solutions with
// the fixed counts f imply. A class of orbit 2 (90° symmetry) has 2
// boards, both fixed by both rotations; a class of orbit 4 (180° symmetry
// only) has 4, all fixed by the 180° rotation only; a class of orbit 8 has
// 8 boards, none fixed. So for n > 1: orbit 2 = fix90/2, orbit 4 =
// (fix180 - fix90)/4, orbit 8 = (q - fix180)/8. For n = 1 the single board
// is fixed by everything: orbit 1. The error says which figure cannot be
// right: a division that leaves a remainder or a negative count.
func SplitFromFixed(n, q int, f Fixed) (Orbits, error) {
	if n == 1 {
		if q != 1 || f.Fix90 != 1 || f.Fix180 != 1 {
			return Orbits{}, fmt.Errorf("n = 1 has one board, fixed by every symmetry, but the figures are Q %d, fix90 %d, fix180 %d", q, f.Fix90, f.Fix180)
		}
		return Orbits{One: 1}, nil
	}
	var o Orbits
	switch {
	case f.Fix90 < 0 || f.Fix90%2 != 0:
		return o, fmt.Errorf("fix90 = %d is not an even count: 90° symmetric classes come in pairs of boards", f.Fix90)
	case f.Fix180 < f.Fix90 || (f.Fix180-f.Fix90)%4 != 0:
		return o, fmt.Errorf("fix180 - fix90 = %d - %d is not a non-negative multiple of 4", f.Fix180, f.Fix90)
	case q < f.Fix180 || (q-f.Fix180)%8 != 0:
		return o, fmt.Errorf("the total minus fix180, Q - fix180 = %d - %d, is not a non-negative multiple of 8", q, f.Fix180)
	}
	o.Two = f.Fix90 / 2
	o.Four = (f.Fix180 - f.Fix90) / 4
	o.Eight = (q - f.Fix180) / 8
	return o, nil
}

// ClassSplit checks that the classes by orbit size that a method counted
// (orbits, named counter) equal the split implied by another method's
// figures (q solutions, fixed counts f, named figures; see SplitFromFixed).
// The check is named "class-split".
func ClassSplit(n int, counter string, orbits Orbits, figures string, q int, f Fixed) Check {
	c := Check{Name: "class-split", Witnesses: pairName(counter, figures), OK: true}
	want, err := SplitFromFixed(n, q, f)
	switch {
	case err != nil:
		c.OK = false
		c.Detail = fmt.Sprintf("%s's figures imply no class split: %v", figures, err)
	case want != orbits:
		c.OK = false
		c.Detail = fmt.Sprintf("%s counts %s (%d boards), but %s's figures (Q %d, fix90 %d, fix180 %d) imply %s",
			counter, describeSplit(orbits), orbits.Boards(), figures, q, f.Fix90, f.Fix180, describeSplit(want))
	}
	return c
}

func describeSplit(o Orbits) string {
	s := fmt.Sprintf("%d without symmetry, %d with 180° symmetry only, %d with 90° symmetry", o.Eight, o.Four, o.Two)
	if o.One != 0 {
		s += fmt.Sprintf(", %d with every symmetry", o.One)
	}
	return s
}

// pairName names the witnesses of a check: "a/b", or "a" when both are a.
func pairName(a, b string) string {
	if a == b {
		return a
	}
	return a + "/" + b
}
