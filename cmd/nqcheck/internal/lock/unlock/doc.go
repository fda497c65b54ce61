// Package unlock answers the pattern lock exercise (hihoCoder 1054): on
// the 3×3 grid of points numbered 1 to 9 row by row, count the unlock
// patterns of at least MinLength points that contain every segment one has
// seen. A pattern visits each point at most once, and a stroke may pass
// over a point only when that point is already used (1→3 needs 2, 1→9
// needs 5, ...). A seen segment x y is an undirected pair: the pattern
// contains it when x and y are consecutive in it, in either order.
//
// It is the depth-first witness of the problem: it never imports package
// encode, package sat or package unlockcnf, whose path encoding, counted
// by the SAT engine, is the other witness. The pass-through rule is held
// here as the problem states it, a table of the sixteen strokes that pass
// over a point; unlockcnf derives its own from the grid's geometry.
//
// Invariant: Count visits every valid pattern exactly once, points tried
// in ascending order at each step, and counts it under its length when
// every segment of the set lies between two consecutive points of it; the
// counts are exact (the largest, 389112 in all, fits any integer type).
// Answers, which lists the segments of every pattern once and then counts
// per case, gives each case the total Count gives it.
// ReadInput never returns a case it could not read whole: an error names
// the line and the value and says what was wanted.
package unlock
