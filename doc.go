// Package nqcheck is the root of the nqcheck module, a verifier and
// cross-checker for the N-Queens problem. The command is cmd/nqcheck; the
// library packages are board (the board, its order and its symmetries),
// encode (the CNF and DIMACS), sat (the gophersat engine), dfs
// (backtracking) and compare (the checks and verdicts).
//
// Invariant: the witnesses stay independent. Package dfs imports neither
// encode nor sat; sat does not import dfs; compare imports no engine (dfs,
// sat, encode); no library package imports the command. The test in this
// package enforces it.
package nqcheck
