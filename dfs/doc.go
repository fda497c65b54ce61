// Package dfs finds N-Queens solutions by depth-first backtracking. It is a
// witness independent of the SAT side: it never imports package encode or
// package sat.
//
// Invariant, the search order: queens are placed row by row from row 0, and
// in each row the columns are tried in ascending order, so solutions are
// produced in strictly increasing lexicographic order (numeric per
// position).
//
// Two searches exist, written independently of each other so that each can
// witness against the other. Solutions recurses once per row and keeps
// occupancy in three arrays: columns, diagonals (indexed by r-c+n-1) and
// anti-diagonals (indexed by r+c). SolutionsIterative does not recurse: it
// keeps an explicit stack of rows, each with bit masks of its attacked and
// untried columns. They share no code.
package dfs
