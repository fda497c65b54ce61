// Command nqcheck cross-checks independent N-Queens witnesses (SAT
// enumeration of the N-Queens CNF, two depth-first searches, a counter and
// the symmetry witnesses), builds reference tables, and audits other
// programs' output and foreign CNF encodings. See "nqcheck help" for the
// commands and the exit codes.
//
// Invariants: main only calls run and exits with its code; the command
// table is the one literal in program (main.go). A subcommand keeps flags,
// wiring, output and exit codes only: it parses its flags in the frame of
// cmd/nqcheck/internal/cli, whose invariants it keeps (checked writes, one-line
// errors, the exit code contract), and leaves every computation to the
// library packages. Output is deterministic apart from times: witnesses,
// checks and JSON keys come in a fixed order.
//
// NQCHECK_WORKER=sat in the environment turns the process into a SAT
// worker serving cubes over standard input and output, as the hidden
// subcommand sat-worker does; the commands that run SAT witnesses start
// their workers that way.
package main
