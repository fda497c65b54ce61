// Package encode builds the N-Queens problem as CNF and reads and writes
// DIMACS files.
//
// Invariant, the variable numbering: on an n×n board the placement variable
// of the 0-based cell (r, c) is
//
//	x(r, c) = r·n + c + 1
//
// so the placement variables are exactly 1..n², row-major; Cell is the only
// function that computes it and Square its inverse. Variables above n² are
// auxiliary. A CNF written with another numbering, such as column-major
// (ColumnMajor), is brought to this one with Remap. A literal is a variable
// or its negation, written in DIMACS as the signed variable number.
//
// Queens(n) states: each row holds at least one queen, and each row, column,
// diagonal and anti-diagonal holds at most one (one binary clause per pair of
// cells on the same line). Its models are exactly the n-queens solutions.
//
// Symmetry constraints add to it. They map cells with Images, this
// package's own definition of the 8 symmetries (words in the transpose and
// the column mirror acting on the row-major index), not with
// board.Symmetry.Cell, which the DFS side and compare use: the two are
// tested against each other, and a wrong rotation on either side makes
// the witnesses disagree. Fixed(n, g) adds x(r,c) ↔ x(g(r,c)) for
// every cell: its models are the solutions fixed by g (used with the 90° and
// 180° rotations), and it has no auxiliary variables. LexLeader(n, syms)
// keeps one solution per symmetry class. Its order is the lexicographic
// order of the row-major bit vector X = x(0,0), x(0,1), ..., x(n-1,n-1)
// with true > false, and it states X ≥lex g(X) for each g in syms. A
// smaller column in the first row where two solutions differ is an earlier
// true bit, so the largest bit vector of an orbit is the lexicographically
// smallest column vector: the models are exactly board.Canonical's
// canonical forms. Its auxiliary variables are numbered n²+1, n²+2, ...
// with no gap: first the chain of "still equal" variables of syms[0], in
// row-major order of the cells it compares, then those of syms[1], and so
// on (LexLeaderTo says which cells are compared). Every auxiliary is
// determined by the placement, so projected and full model counts agree.
//
// Compact renumbers the auxiliary variables that a formula's clauses use
// to n²+1, n²+2, ..., so that what is built from a foreign formula follows
// its clauses, not the variable count its header declares.
//
// Queens(n) is the plain encoding, the one WriteDIMACS publishes; it never
// changes with Options. QueensWith(n, opt) adds, after the clauses of
// Queens(n), only redundant clauses (such as "each column holds at least one
// queen"), which change no model.
//
// The family (Build, Encodings) gathers encodings whose model sets are
// known, for auditing other solvers: pairwise, pairwise with the column
// clauses, the at-most-one of every line by a sequential counter, by the
// commander and by the product encoding, and the lex-leader formula.
// Invariant of the family: every auxiliary variable is defined by the
// placement (an OR or an AND of other variables), so each projected model
// has exactly one extension, which unit propagation from the placement
// finds (Propagator); a shuffled member (Member.Shuffle) is a renaming and
// reordering of its member, with the same models read through its Show.
package encode
