// Package unlockcnf encodes the patterns of the pattern lock exercise
// (hihoCoder 1054) as a CNF whose models, projected on the placement
// variables, are the patterns: the SAT witness of the problem, enumerated
// by package sat.
//
// A placement variable Place(i, v) says that the pattern's i-th point is
// point v (positions and points 1..9, points numbered row by row on the
// 3×3 grid); Active(i) says that the pattern has an i-th point. The
// clauses: position 4 is active (a pattern joins at least 4 points); an
// active position follows an active one; a position holds a point exactly
// when it is active, and at most one; no point is used twice; a stroke
// from u to w over a point m (the grid point halfway between them) needs
// m at an earlier position; each seen segment lies between two
// consecutive positions, in one direction or the other (auxiliary
// variables after the projection pick which). The length of a pattern is
// fixed by a cube (LengthCubes), not by the formula.
//
// Invariant: the package shares no code with the depth-first witness,
// package unlock: it never imports it (nor dfs nor sat), and it derives
// the points a stroke passes over from the grid's coordinates, while
// unlock holds the problem's table; the verification tests the two
// against each other. Every pattern of the problem is exactly one
// projected model of Formula and the cube of its length and first
// points.
package unlockcnf
