// Package board holds the N-Queens board shared by every part of nqcheck:
// the Solution and Placement types, their text forms, lexicographic order,
// and the 8 symmetries of the square.
//
// Invariants:
//
//   - Rows and columns are 0-based. A Solution s of size n lists one queen
//     per row: the queen of row r stands in column s[r]. The text form used
//     by humans and by the classic programs is 1-based ("2 4 6 1 3 5").
//   - A Placement is the set of cells that hold a queen, sorted by row and
//     then column. It can describe any board, including an invalid one with
//     an empty or doubled row, so that nothing an engine returns is lost.
//   - Solutions are ordered lexicographically, numerically position by
//     position: "1 2 ..." comes before "1 10 ...".
//   - The symmetry group is the dihedral group of order 8: the identity,
//     rotations by 90, 180 and 270 degrees (clockwise), and the reflections
//     in the vertical axis, the horizontal axis, the main diagonal and the
//     anti-diagonal. The canonical form of a solution is the
//     lexicographically smallest of its 8 images.
package board
