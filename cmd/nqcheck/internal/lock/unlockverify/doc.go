// Package unlockverify cross-checks the two witnesses of the pattern lock
// exercise (hihoCoder 1054) for one set of seen segments: the depth-first
// search of package unlock, and the models of package unlockcnf's path
// encoding enumerated by package sat in worker processes, one cube per
// length and first two points, each with the blocking loop.
//
// Invariant: a figure is reported as the witnesses found it, never
// adjusted; every SAT model is decoded and checked (a pattern by unlock's
// rule, in the cube it came from, never seen before) before it is counted,
// and the verdict is pass only when every check passed: the valid, cube,
// distinct and per-length count checks, and, with no segment given, the
// known figures of each length and their total.
package unlockverify
