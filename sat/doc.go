// Package sat enumerates the models of a CNF with the gophersat solver. It
// is the only package of nqcheck that talks to gophersat.
//
// Invariant: what the engine returns is passed on unfiltered. Models are
// projected on the placement variables 1..Project and handed to the caller
// in the order the engine finds them, as the list of projected variables
// that are true; nothing is deduplicated, sorted or checked here, so that a
// duplicate or invalid model reaches the caller as it came. This holds for
// every path: Models, Split (cubes in this process), Parallel (cubes in
// worker processes) and WorkerEnumerator (one worker); a split also tells
// the caller which cube each model was returned for, so that the caller
// can check it.
//
// Two modes exist. Block (the default) runs the incremental loop of
// gophersat's public API: Solve, read Model, AppendClause with a clause that
// blocks the model's projection, Solve again, until Unsat. Enumerate uses
// gophersat's own Solver.Enumerate helper, so that helper can be audited.
//
// # Cube and conquer
//
// A Cube is a set of literals. Split and Parallel enumerate a formula cube
// by cube: for each cube a fresh solver is built on the formula plus the
// cube's literals as unit clauses (never with Solver.Assume, whose
// assumptions do not mix with AppendClause), and the Block loop of Models
// runs on it (Parallel in Enumerate mode runs the Enumerate helper
// instead). In Block mode the solver gets that formula simplified first:
// the cube's literals propagated, satisfied clauses and false literals
// dropped, the unassigned variables numbered anew; each model is mapped
// back to the whole formula's variables before it is passed on, so the
// models are those of the formula plus the cube, projected as asked. A fresh solver per cube carries only that cube's blocking
// clauses. QueensCubes splits the N-Queens search space by the columns of
// the queens of the first k rows, one cube per non-attacking prefix, so that
// every solution lies in exactly one cube.
//
// gophersat keeps package-level scratch state, so two of its solvers must
// never run at the same time in one process. Parallel therefore runs each
// solver in a child process (a worker, running Serve; usually the program
// itself started again, SelfCommand, whose worker mode runs ServeWorker)
// and never in a goroutine; the parent only hands out cubes and reads
// answers. A worker
// is also the only way to stop the Enumerate helper, which takes no stop
// signal: Parallel kills the process. So a caller that must stop soon
// after its context is done runs Enumerate mode with Parallel, even on
// one cube; Models in Enumerate mode stops only when the helper is done.
//
// # Proofs
//
// With Options.OnProof, Block mode also hands over, per cube, the proof
// of the last Unsat: gophersat's RUP certificate (Solver.Certified,
// CertChan) over the whole loop of the cube's solver, read by a goroutine
// of the solver's own and stopped before the cube's result is returned.
// The lemmas are passed on as gophersat wrote them, but for two changes
// that a checker verifies anyway: the variables of a simplified cube are
// mapped back to the formula's, and the empty clause is added when
// gophersat wrote none (a cube that propagation decided, or a solver that
// found its input Unsat before any search). The proof refutes the formula
// plus the cube's units plus one blocking clause per model, clauses the
// caller builds from the models; the blocking clauses gophersat was given
// are never sent.
//
// # Worker protocol
//
// Parent and worker exchange text lines over the worker's standard input
// and output. A line is a verb and decimal numbers, separated by single
// spaces, ended by "\n"; numbers are canonical (no plus sign, no leading
// zero) and lie within ±(2³¹-1); a line is at most MaxLine bytes. From the
// parent to the worker:
//
//	problem 3 VARS CLAUSES PROJECT EXACT MODE PROOF
//	                                      protocol version 3, the variable
//	                                      and clause counts, Options.Project,
//	                                      Options.Exact as 0 or 1,
//	                                      Options.Mode (0 block, 1 enumerate),
//	                                      1 when Options.OnProof asks for
//	                                      proofs, else 0
//	clause LIT...                         CLAUSES times, DIMACS literals
//	cube ID LIT...                        a cube to enumerate, any number of
//	                                      times; the end of input ends the job
//
// From the worker to the parent, for each cube in the order received:
//
//	model ID VAR...                       one model's true projected
//	                                      variables, as the engine gave them
//	lemma ID LIT...                       one lemma of the proof of the
//	                                      cube's final Unsat, in order, after
//	                                      its models (proofs asked for only)
//	done ID MODELS SOLVES                 the cube's statistics
//	fail ID "TEXT"                        the cube could not be enumerated
//	                                      (TEXT as a Go quoted string); the
//	                                      worker then stops
//
// The parent keeps inFlight (16) cubes queued per worker so that a worker
// never waits, and checks that every model and done line is about the
// worker's current cube, that a model's variables lie within the
// projection, and that MODELS is the number of model lines sent.
// Reader decodes lines into Messages and AppendMessage encodes them; a
// malformed line is a *ProtocolError naming its line number.
package sat
