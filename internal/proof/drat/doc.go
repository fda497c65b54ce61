// Package drat checks refutation proofs in the DRAT format (and DRUP, its
// subset without RAT lemmas), as SAT solvers write them: a formula in
// DIMACS CNF and a proof, a list of lemmas ("l1 l2 ... 0") and deletions
// ("d l1 l2 ... 0"), in text or in binary form.
//
// Invariant: Check says a proof is valid only when every lemma up to and
// including the empty clause was checked against the clauses alive at
// that point: reverse unit propagation (RUP: the negation of the lemma,
// propagated with the clauses, gives a conflict), or, failing that, the
// resolution asymmetric tautology on the lemma's first literal (RAT:
// every resolvent with a clause holding the pivot's negation is RUP). A
// deletion removes one copy of the clause from then on, the deletion of a
// clause that propagation used at the top level included (the top level
// is then propagated again from the clauses left). A proof without the
// empty clause proves nothing and fails (Options.ImplicitEmpty, as drat-trim, accepts
// one whose clauses conflict by unit propagation at its end). The checker is forward: each
// lemma is checked when it is read, and the first one that fails is
// reported with its line (its byte offset for a binary proof).
//
// With Options.LRAT the check also writes the proof in LRAT: each RUP
// lemma with the clauses its propagation used, in order, so that a
// checker that does no search (cake_lpr, formally verified) can check it.
// CheckLRAT is such a checker of this package's own: it follows the
// hints and nothing else, accepts no RAT hint, and reads each clause as
// written, as cake_lpr does (a literal written twice counts twice), so
// the LRAT written restates a formula clause that repeats a literal
// before any hint names it.
//
// The package shares no code with the solvers it checks, nor with the
// encoder: it has its own DIMACS reader, its own clause store with two
// watched literals, and its own parsers. Memory follows the input: the
// variables are numbered anew in the order they appear, so a large
// variable number costs no more than a small one, and a line is at most
// MaxLine bytes.
package drat
