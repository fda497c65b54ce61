// Package oeis holds reference values from the On-Line Encyclopedia of
// Integer Sequences for the tests of every package: facts to check
// against, never used by the code under test.
//
// Invariant: each slice is indexed by n−1 (its first value is for n = 1),
// and every value is the published one.
package oeis
