// Package progress draws a single updating status line, such as
//
//	n = 12 sat: 8113/14200 models (57.1%)  1.2k models/s  ETA 5s
//
// for long runs: the share done, the rate with its unit and the estimated
// time left (once a tenth is done, while it is not all done), or, for one long step that reports nothing
// while it runs (Step), its name and the time it has taken so far.
//
// Invariants: a Reporter writes only to its writer, redraws at most once
// per interval (by its injected clock), starts every drawing with a
// carriage return and pads it with spaces so that a shorter line fully
// covers a longer one; Clear erases the line. The line of a task (Start)
// or of a step is redrawn by a goroutine at each interval (or each value
// of Options.Ticks), so that it shows from the first interval even when no
// figures come; the next Step, Start or Clear stops it and waits for it. A nil *Reporter is valid
// and does nothing, which is what ForTerminal returns unless its writer is
// a terminal (a character device): a status line never goes into a file
// or a pipe.
package progress
