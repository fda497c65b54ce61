// Package cli is the frame of nqcheck's command line: the command type
// and its table, flag parsing that takes flags before or after the
// arguments, help that lists exactly the flags a command defines, the
// one-line usage and I/O errors, checked standard output and error, the
// exit codes, the context of a run that a signal or a time limit stops,
// the process's one handling of SIGINT and SIGTERM (Signals, which main
// sets up first and passes in Env), the output files that flags name
// ("-" for standard output), and the refusal of an output that is the
// same file as an input or another output (SameFiles).
//
// Invariant: nothing here computes or checks a figure. Every write to
// standard output and error goes through a checked writer, so a failed
// write becomes exit code 1 with one line; a panic in the goroutine that
// runs a command becomes exit code 1 with one line; a usage error is one
// line on standard error and exit code 2. Package state is constant: the
// table and the environment are passed in, so tests run in parallel.
//
// Rule: cli imports only board, result and internal/base: it parses and
// reports, and computes and checks nothing.
package cli
