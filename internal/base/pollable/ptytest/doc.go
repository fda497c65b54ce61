// Package ptytest opens pseudo-terminals for tests of what nqcheck does
// when standard input is a terminal: a hint, and Ctrl-D ending the input.
//
// Invariant: it opens only the pseudo-terminal multiplexer and the
// terminal it hands out, both closed when the test ends; where it cannot
// open one (not Linux, no /dev/ptmx) the test is skipped, with the reason.
package ptytest
