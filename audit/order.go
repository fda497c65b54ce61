package audit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
)

// The orders a listing may follow, as --order names them.
const (
	orderLex       = iota // increasing lexicographic order of the columns
	orderReversed         // decreasing lexicographic order
	orderByColumns        // increasing lexicographic order of the rows of each column's queen (a column-by-column search)
	orderColumnsReversed
	orderString         // the lines sorted as strings
	orderStringReversed // the lines sorted as strings, decreasing
	numOrders
)

var orderNames = [numOrders]string{"lex", "reversed", "by-columns", "by-columns-reversed", "string", "string-reversed"}

var orderWords = [numOrders]string{"lexicographic", "reversed lexicographic", "lexicographic by columns",
	"reversed lexicographic by columns", "sorted as strings", "sorted as strings, decreasing"}

// Orders returns the names --order accepts.
func Orders() []string { return orderNames[:] }

// ParseOrder returns the index of the order named s ("" for none: -1).
func ParseOrder(s string) (int, error) {
	if s == "" {
		return -1, nil
	}
	if i := slices.Index(orderNames[:], s); i >= 0 {
		return i, nil
	}
	return 0, fmt.Errorf("unknown order %q (want %s)", s, strings.Join(orderNames[:], ", "))
}

// inverse returns the rows of the queens of s column by column.
func inverse(s board.Solution) board.Solution {
	inv := make(board.Solution, len(s))
	for r, c := range s {
		if c >= 0 && c < len(s) {
			inv[c] = r
		}
	}
	return inv
}

// followOrder notes which orders the solution s (after a.prev) keeps
// following and, with --order, makes a deviation from it a finding.
func (a *judge) followOrder(no int64, text string, s board.Solution, p board.Placement) {
	c := board.Compare(s, a.prev)
	ci := board.Compare(inverse(s), inverse(a.prev))
	keeps := [numOrders]bool{c > 0, c < 0, ci > 0, ci < 0, text > a.prevText, text < a.prevText}
	for i, k := range keeps {
		a.following[i] = a.following[i] && k
	}
	want, _ := ParseOrder(a.opt.Order)
	if want < 0 || a.opt.AnyOrder || keeps[want] {
		return
	}
	a.addQueens(no, Order, fmt.Sprintf("%q comes after %q (line %d), which it precedes in the order %s (%s)",
		text, a.prevText, a.prevLine, orderNames[want], orderWords[want]), p)
	if a.orderExample == "" {
		x, y := distinguish(a.prevText, text)
		a.orderExample = fmt.Sprintf("%q precedes %q", x, y)
	}
}

// noteOrder says what order the solutions follow, and adds it to the
// first order finding when it is kept. Order findings arrive in line
// order and the cap drops the last findings in line order, so the first
// one kept, if any, is the first one found.
func (a *judge) noteOrder() {
	if a.rep.Solutions < 2 || a.opt.Classes && a.rep.Solutions < 2 {
		return
	}
	a.rep.Order = "none"
	for i, f := range a.following {
		if f {
			a.rep.Order = orderWords[i]
			break
		}
	}
	if a.rep.counts[Order] == 0 {
		return
	}
	note := "the solutions follow no named order (" + strings.Join(orderNames[:], ", ") + ")"
	if a.rep.Order != "none" {
		note = "the solutions are " + a.rep.Order
		if a.following[orderString] {
			note += ", so that " + a.orderExample
		}
	}
	a.rep.OrderNote = note
	if i := slices.IndexFunc(a.rep.Findings, func(f Finding) bool { return f.Kind == Order }); i >= 0 {
		a.rep.Findings[i].Detail += "; " + note
	}
}
