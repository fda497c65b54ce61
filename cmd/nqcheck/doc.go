// Command nqcheck cross-checks independent N-Queens witnesses (SAT
// enumeration of the N-Queens CNF, two depth-first searches, a counter and
// the symmetry witnesses), builds reference tables, and audits other
// programs' output and foreign CNF encodings. See "nqcheck help" for the
// commands and the exit codes.
//
// Invariants: main only calls run(args, stdout, stderr) and exits with its
// code. The command table is one literal, commandTable in main.go; each
// subcommand's run function gets its command (with the standard input),
// its arguments and the standard output and error, parses its own
// flag.FlagSet (flags may come before or after the arguments, "--" ends
// them; help lists exactly that FlagSet) and wires library packages
// without solving anything itself. Every write to standard output and
// error is checked: a failed one exits 1 with one line. A panic is an
// internal error: exit 1 and one line, with the stack trace when the
// environment has NQCHECK_DEBUG=1. The exit codes are a
// contract: 0 all agree (or no finding), 1 I/O or internal error, 2 usage
// error (one line on standard error), 3 a mismatch or a finding, 4 stopped
// by a signal or --timeout before the end. Output is deterministic apart
// from times: witnesses, checks and JSON keys come in a fixed order.
//
// The environment variable NQCHECK_WORKER=sat turns the process into a
// SAT worker serving cubes over standard input and output (the hidden
// subcommand sat-worker does the same); verify and audit-cnf start their
// workers that way.
package main
