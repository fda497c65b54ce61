// Package progress draws a single updating status line, such as
//
//	n = 12 sat: 8113/14200 (57.1%)  1.2k/s  ETA 5s
//
// for long runs: the share done, the rate and the estimated time left.
//
// Invariants: a Reporter writes only to its writer, redraws at most once
// per interval (by its injected clock), starts every drawing with a
// carriage return and pads it with spaces so that a shorter line fully
// covers a longer one; Clear erases the line. A nil *Reporter is valid and does
// nothing, which is what ForTerminal returns unless its writer is a
// terminal (a character device): a status line never goes into a file or a
// pipe.
package progress
