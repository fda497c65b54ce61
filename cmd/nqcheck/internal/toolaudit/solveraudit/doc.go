// Package solveraudit audits SAT solvers and model counters with N-Queens
// formulas whose model sets are known: the members of encode's family.
//
// A Tool is run on one Member (through internal/base/child, with a timeout, an
// output cap and its process group killed; or inside nqcheck through an
// Enumerator), its standard output is read as the SAT competition writes
// it ("s" and "v" lines, clasp's "c Answer:" separators, picosat's
// "s SOLUTIONS", the model counters' "s mc" and "c s exact arb int"), and
// every model it prints is checked: projected on the placement variables,
// it must be a valid placement, satisfy every clause, carry the auxiliary
// values that the encoding's definitions give it, and come once; the
// models together must be the reference set (the solutions, or the
// canonical forms for the lex-leader member). Each departure is a Finding
// that names the board size, the encoding, the shuffle seed and the
// witness solution or output line, so that it can be reproduced.
//
// Constraint and SMT solvers are audited the same way on cpmodel's
// MiniZinc and SMT-LIB families (AuditModel): MiniZinc's solutions are
// read from one run; an SMT solver is driven by a blocking loop, as one
// incremental session on its standard input or one run per model; a
// model the tool refuses to compile is its own finding (Rejected).
//
// Invariant: every finding comes from what the tool printed (or did not
// print) measured against a reference computed without any SAT engine
// (dfs's backtracking search and board's canonical forms); the exit status
// is read only as a claim (10 SAT, 20 UNSAT) or as a crash. A case is
// complete only when the tool's run ended by itself within the limits;
// models missing from a run cut short are never reported as missing.
//
// The package never prints and starts no process except through
// internal/base/child; temporary CNF and model files are removed before Audit
// and AuditModel return.
package solveraudit
