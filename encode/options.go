package encode

import "fmt"

// Options select redundant clauses that QueensWith adds to the plain
// encoding. Redundant clauses change no model: they state facts that
// already follow from Queens(n), in a form a SAT engine uses more easily.
type Options struct {
	// ColumnAtLeastOne adds, for each column, one clause that it holds a
	// queen. It follows from Queens(n) by counting (n queens, one per row,
	// at most one per column), a pigeonhole argument that resolution finds
	// only slowly, so stating it speeds up enumeration.
	ColumnAtLeastOne bool
}

// QueensWith returns the N-Queens CNF for an n×n board with the redundant
// clauses that opt selects, added after the clauses of Queens(n). With the
// zero Options it equals Queens(n).
func QueensWith(n int, opt Options) *CNF {
	f := Queens(n)
	if opt.ColumnAtLeastOne {
		f.Comments = append(f.Comments, fmt.Sprintf("redundant: each of the %d columns at least one queen (last %d clauses)", n, n))
		ColumnsTo(f, n)
	}
	return f
}

// ColumnsTo adds to dst, for each column of an n×n board, the clause that
// it holds at least one queen.
func ColumnsTo(dst Sink, n int) {
	for c := 0; c < n; c++ {
		col := make(Clause, n)
		for r := 0; r < n; r++ {
			col[r] = Cell(n, r, c).Pos()
		}
		dst.Add(col)
	}
}
