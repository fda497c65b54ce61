// Package child runs a program under audit: with a time limit, a cap on
// the output read from it, and its whole process group killed when it
// times out, when the caller's context ends, or when it has exited.
//
// Invariant: when Run returns, the program and every process it started in
// its group have been killed or have exited, and every goroutine Run
// started has ended.
package child
