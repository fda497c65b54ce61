// Package childtest lets tests check that a program they ran, and what it
// started, is gone: a test reads the process id the program wrote and
// waits for the process to end.
//
// Invariant: the package is imported by tests only; it signals no process
// but with signal 0 and waits a bounded time.
package childtest
