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
// auxiliary. A literal is a variable or its negation, written in DIMACS as
// the signed variable number.
//
// Queens(n) states: each row holds at least one queen, and each row, column,
// diagonal and anti-diagonal holds at most one (one binary clause per pair of
// cells on the same line). Its models are exactly the n-queens solutions.
// Queens(n) is the plain encoding, the one WriteDIMACS publishes; it never
// changes with Options. QueensWith(n, opt) adds, after the clauses of
// Queens(n), only redundant clauses (such as "each column holds at least one
// queen"), which change no model.
package encode
