// Package internal is the folder of the command's own helpers: cli is the
// command frame (the command type, flags anywhere, typed flags, help,
// checked output, exit codes, the run's context).
//
// Rule: a package here imports only board, result and internal/base: it
// parses and reports, and computes and checks nothing.
package internal
