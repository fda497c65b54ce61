// Package oeis holds the published values of the On-Line Encyclopedia of
// Integer Sequences, in one file, published.tsv, embedded as TSV: package
// reference reads it as the published table, the tests of every package
// check against it, and the report page shows it next to the computed
// figures (a figure that differs from its published value fails there).
// No witness computes anything from it. docs/examples/oeis.tsv is written
// from it (TestDocsExamples in the root package holds the two equal).
//
// Rule: it imports no package of the module.
//
// Invariant: each slice is indexed by n−1 (its first value is for n = 1)
// and has a value for every row of TSV; Q, Classes, Fix180 and Fix90 are
// the columns of TSV, and the class splits follow from them.
package oeis
