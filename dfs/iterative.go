package dfs

import "github.com/nqcheck/nqcheck/board"

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
	return SolutionsIterativeFrom(n, nil, visit)
}
