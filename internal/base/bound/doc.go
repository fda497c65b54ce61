// Package bound caps what a reader of an input file takes in: the length
// of one line and the size of the whole input, so that an endless or huge
// input (/dev/zero, a file of one 100 MB line) is an error after a bounded
// read instead of a process that grows without end. An input that must be
// a regular file is opened by OpenRegular, which never waits in open (a
// FIFO waits for its writer) and refuses anything else.
//
// Invariant: a Reader never returns more than its total cap, nor a line
// longer than its line cap; the first byte over either is an *Error, and
// every later Read returns the same error. OpenRegular returns a regular
// file or an error, and never blocks in open(2).
package bound
