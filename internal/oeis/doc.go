// Package oeis holds reference values from the On-Line Encyclopedia of
// Integer Sequences: facts the tests of every package check against, and
// that the report page shows next to the computed figures (a figure that
// differs from its published value fails there). No witness computes
// anything from them.
//
// Rule: it imports no package of the module.
//
// Invariant: each slice is indexed by n−1 (its first value is for n = 1),
// and every value is the published one.
package oeis
