// Package cnfaudit decides whether a CNF formula is an exact N-Queens
// encoding: its placement variables 1..n² (row-major, as package encode
// numbers them) and any auxiliary variables above them.
//
// A formula is exact when (a) every model, projected on the placement
// variables, is a valid placement (compare.Valid), (b) every solution (from
// the recursive search of package dfs) extends to a model, and (c) the
// number of distinct projected models is Q(n).
//
// ReadFormula reads the CNF a decision is asked about, renumbered
// row-major when the file numbers its cells column by column; a CNF that
// cannot be read, is not DIMACS or has too few variables is an
// *InputError of its kind.
//
// Invariants. The projected models are enumerated with package sat's cube
// split, in this process (sat.Split) or in worker processes (sat.Parallel),
// over cubes that are disjoint and cover every assignment: one cube per
// non-attacking placement of queens on the first rows, each fixing every
// cell of those rows (one queen, the others empty), and a residual formula
// for every other assignment of those rows, enumerated in this process.
// Nothing the engine returns is trusted: each projected model is checked
// with compare.Valid, counted once however often it comes, and the count
// stops at Q(n)+1, which decides (c) and, as at most Q(n) models are valid,
// (a). The report does not depend on the order in which workers answer:
// an invalid example is the least one found when every model was
// enumerated, and otherwise the first model of one fixed in-process solve;
// the lower bound on invalid placements of a stopped enumeration follows
// from the counts alone. Memory follows the clauses, not the declared
// variable count (encode.Compact).
package cnfaudit
