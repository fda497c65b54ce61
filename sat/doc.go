// Package sat enumerates the models of a CNF with the gophersat solver. It
// is the only package of nqcheck that talks to gophersat.
//
// Invariant: what the engine returns is passed on unfiltered. Models are
// projected on the placement variables 1..Project and handed to the caller
// in the order the engine finds them, as the list of projected variables
// that are true; nothing is deduplicated, sorted or checked here, so that a
// duplicate or invalid model reaches the caller as it came.
//
// Two modes exist. Block (the default) runs the incremental loop of
// gophersat's public API: Solve, read Model, AppendClause with a clause that
// blocks the model's projection, Solve again, until Unsat. Enumerate uses
// gophersat's own Solver.Enumerate helper, so that helper can be audited.
package sat
