package audit

import (
	"fmt"

	"github.com/nqcheck/nqcheck/board"
)

// classTracked bounds how many solutions the audit sorts into symmetry
// classes when --classes is not given, for the hint that a listing holds
// one per class.
const classTracked = 4096

// classOf records the class of the valid solution s read on line no. With
// --classes it reports whether the class was listed before (a finding
// given); otherwise it only notes the class, while few solutions were read.
func (a *judge) classOf(no int64, text string, s board.Solution, p board.Placement) (dup bool) {
	if !a.opt.Classes && (a.classOverflow || a.rep.Solutions >= classTracked) {
		a.classOverflow, a.classKeys = true, nil
		return false
	}
	if a.classKeys == nil {
		a.classKeys = map[string]int64{}
	}
	canon, _ := board.Canonical(s)
	key := canon.Key()
	if first, ok := a.classKeys[key]; ok {
		if a.opt.Classes {
			a.addQueens(no, Duplicate, fmt.Sprintf("%q is of the same symmetry class as the solution on line %d (--classes wants one per class)", text, first), p)
			return true
		}
		a.classOverflow = true // not one per class
		return false
	}
	a.classKeys[key] = no
	return false
}

// classCount walks the reference and counts its symmetry classes.
func (a *judge) classCount() int64 {
	var c int64
	for s := range a.ref {
		if canon, _ := board.Canonical(s); board.Compare(canon, s) == 0 {
			c++
		}
	}
	return c
}

// finishClasses checks a listing of one solution per class: every class
// of the reference must be listed.
func (a *judge) finishClasses() error {
	var classes, missing int64
	var first []board.Solution
	q, err := a.walkRef(func(s board.Solution) {
		canon, _ := board.Canonical(s)
		if board.Compare(canon, s) != 0 {
			return
		}
		classes++
		if _, ok := a.classKeys[s.Key()]; !ok {
			missing++
			if len(first) < missingShown {
				first = append(first, s.Clone())
			}
		}
	})
	if err != nil {
		return err
	}
	a.rep.Expected, a.rep.Missing, a.rep.Classes = q, missing, classes
	a.checkClaims(q)
	if a.totalSeen && a.totalNumber && a.totalValue != q && a.totalValue != classes {
		a.add(a.totalLine, WrongTotal, fmt.Sprintf("the total line says %s, but Q(%d) = %d and there are %d classes", a.totalText, a.n, q, classes))
	}
	if missing > 0 && !a.opt.Some {
		a.add(0, Missing, fmt.Sprintf("%d of the %d symmetry classes have no solution listed; the first in lexicographic order: %s", missing, classes, a.listFirst(first)))
	}
	a.noteOrder()
	return nil
}
