package dfs

import (
	"fmt"
	"math/bits"

	"github.com/nqcheck/nqcheck/board"
)

// MaxIterativeN is the largest board size SolutionsIterative accepts: its
// occupancy masks are 64-bit words, one bit per column.
const MaxIterativeN = 64

// SolutionsIterative calls visit with every solution of the n-queens
// problem, in lexicographic order, until visit returns false, exactly as
// Solutions does; it is a separate witness written without recursion and
// without Solutions's occupancy arrays.
//
// The search keeps an explicit stack with one frame per row. A frame holds
// three bit masks of the squares of its row that are attacked along a
// column, a diagonal or an anti-diagonal by the queens of the rows above,
// and the mask of the columns of its row not yet tried. Bit c stands for
// column c, so taking the lowest set bit tries the columns in ascending
// order.
//
// The solution passed to visit is reused: clone it to keep it.
// SolutionsIterative reports whether the search ran to the end (false when
// visit stopped it). It panics if n exceeds MaxIterativeN.
func SolutionsIterative(n int, visit func(board.Solution) bool) bool {
	if n < 1 {
		return true
	}
	if n > MaxIterativeN {
		panic(fmt.Sprintf("dfs.SolutionsIterative: n = %d exceeds %d", n, MaxIterativeN))
	}
	all := ^uint64(0) >> (64 - n) // the n columns of a row
	type frame struct {
		cols, down, up uint64 // attacked squares of this row
		untried        uint64 // free columns of this row not yet tried
	}
	stack := make([]frame, n)
	placed := make(board.Solution, n)
	stack[0] = frame{untried: all}
	top := 0
	for top >= 0 {
		f := &stack[top]
		if f.untried == 0 {
			top-- // every column of this row is done: back to the row above
			continue
		}
		low := f.untried & -f.untried
		f.untried &^= low
		placed[top] = bits.TrailingZeros64(low)
		if top == n-1 {
			if !visit(placed) {
				return false
			}
			continue
		}
		// A queen attacks the next row in its own column, one column to
		// the right along its diagonal (r-c constant) and one column to the
		// left along its anti-diagonal (r+c constant).
		cols := f.cols | low
		down := ((f.down | low) << 1) & all
		up := (f.up | low) >> 1
		top++
		stack[top] = frame{cols: cols, down: down, up: up, untried: all &^ (cols | down | up)}
	}
	return true
}
