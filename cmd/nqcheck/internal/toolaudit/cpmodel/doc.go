// Package cpmodel writes N-Queens as constraint models (MiniZinc) and as
// SMT-LIB 2 scripts, in several encodings whose solution sets are known,
// so that constraint and SMT solvers can be audited the way package
// encode's CNF family audits SAT solvers. The CNF and DIMACS family stays
// in package encode; this package holds no CNF and imports no engine.
//
// Invariant: every model states the n-queens problem over a placement that
// its printed values give back unambiguously — the column q[r] of each
// row's queen (Columns) or a 0/1 value per cell, row-major (Cells) — and
// its solutions, read as placements, are exactly the n-queens solutions,
// or for a member whose Encoding.Classes is true exactly the lexicographic
// leader (the least of the 8 images, as board.Canonical) of every symmetry
// class. Every other variable a model declares is defined by the
// placement, so no solution is printed twice by a correct solver.
package cpmodel
