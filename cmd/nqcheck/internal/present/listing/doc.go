// Package listing writes the solutions of one board size for people and
// for other programs, as the depth-first search finds them: the listing of
// every solution that list prints (WriteList: lines, coords, boards, or
// SolutionSheet's SVG sheet of boards) and the answer of the P1219 task
// (WriteP1219).
//
// Invariants: solutions are written in lexicographic order, each one whole
// before the next, so that a listing stopped by its context is a prefix of
// the full one; the only witness it runs is package dfs's search (no CNF,
// no SAT engine); it never prints or exits: it writes to the io.Writer it
// is given and returns errors.
package listing
