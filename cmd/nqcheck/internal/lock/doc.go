// Package lock is the folder of the pattern lock exercise (hihoCoder
// 1054), a second problem with two independent witnesses: unlock (its
// input, the pass-through table, the depth-first count), unlockcnf (its
// path encoding and models), unlockverify (the two cross-checked),
// unlockaudit (a program's answers audited) and, for tests, unlocktest
// (the textbook solution, written apart).
//
// Rule: a package under lock knows nothing of N-Queens: it imports no
// board, dfs, compare or verify, only encode and sat as engines.
package lock
