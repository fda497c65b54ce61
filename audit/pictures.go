package audit

import (
	"fmt"

	"github.com/nqcheck/nqcheck/board"
)

// Many programs print each solution twice, in two notations: a line (its
// columns, squares or pairs) and then its board drawn, or the other way
// round. The board may show the line's queens turned or mirrored (ranks
// counted from the bottom, a listing by columns): one symmetry of the
// square, the same for the whole output. A valid solution that comes
// right after the previous record, in the other notation, and places the
// queens of that record under a symmetry that every pair so far agrees on
// is that record's picture: it is counted once. A record pairs with one
// picture at most, so a solution listed twice in one notation, or drawn
// twice, is still a duplicate.

// lastRecord is the previous valid record, for its picture.
type lastRecord struct {
	sol     board.Solution // nil when the previous record paired already, or was not valid
	drawn   bool           // it was a board
	pairing int64          // pictures counted
	// agree[g] is true while every pair so far is related by symmetry
	// g (from the line to the board); unset before the first pair.
	agree [8]bool
}

// picture reports whether s, a valid solution read on line no (drawn: as
// a board), is the picture of the record before it; otherwise it becomes
// the record a picture may follow.
func (a *Auditor) picture(s board.Solution, drawn bool, no int64) bool {
	lr := &a.last
	if lr.sol != nil && lr.drawn != drawn {
		line, pic := lr.sol, s
		if lr.drawn {
			line, pic = s, lr.sol
		}
		var agree [8]bool
		any := false
		for i, g := range board.Symmetries {
			agree[i] = (lr.pairing == 0 || lr.agree[i]) && board.Compare(g.Apply(line), pic) == 0
			any = any || agree[i]
		}
		if any {
			lr.sol, lr.agree = nil, agree
			lr.pairing++
			if lr.pairing == 1 {
				a.note(fmt.Sprintf("line %d: a board drawn right after its solution, or the solution after its board: each such pair is counted once", no))
			}
			return true
		}
	}
	lr.sol, lr.drawn = append(lr.sol[:0:0], s...), drawn
	return false
}
