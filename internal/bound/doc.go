// Package bound caps what a reader of an input file takes in: the length
// of one line and the size of the whole input, so that an endless or huge
// input (/dev/zero, a file of one 100 MB line) is an error after a bounded
// read instead of a process that grows without end.
//
// Invariant: a Reader never returns more than its total cap, nor a line
// longer than its line cap; the first byte over either is an *Error, and
// every later Read returns the same error.
package bound
