// Package cpog writes and checks proofs that a formula over the cells of
// an n×n board has exactly the models listed, in the CPOG format of
// Bryant, Nawrocki, Avigad and Heule (certified knowledge compilation), in
// the dialect that its SCPOG successor's checkers read: cpog-check (C) and
// cake_scpog (verified in HOL4, compiled by CakeML).
//
// A proof declares a partitioned-operation graph (POG) over the formula's
// variables, and asserts clauses that tie it to the formula. The POG Write
// gives is the trie of the models, row by row, as a decision structure:
// for each prefix of queens, a chain of sums that decide the column of the
// next row's queen, one cell variable at a time, under products that name
// every other cell of that row false. Every model is one path, and every
// path names all n² variables, so the POG's count is the number of its
// paths. The forward implication (every model of the formula is in the
// POG) is proved by lemmas that follow by reverse unit propagation with
// their hints: for each prefix p that no two queens attack, "p implies the
// node of p", or "p is impossible" when no model extends it, bottom-up,
// ending with the unit clause of the root. The reverse implication (every
// path satisfies every clause) is the checkers' own: each input clause is
// falsified, bottom-up, on every path.
//
// Invariant: Write streams. It walks the board row by row with a stack of
// depth n (its own unit propagation of the formula, with the reasons of
// every implied literal), and emits each node and lemma as soon as its
// children are done; what it keeps is O(n²) per row of the stack, never a
// model it has passed. It writes a proof only of the models it finds
// itself, and compares them, in lexicographic order, with the models it
// is given: a model missing, repeated or out of order in that list is an
// error, not a proof. Check accepts a proof only when every lemma's hints
// give a conflict by unit propagation, every sum's two children are
// exclusive by the defining clauses, every product's children have
// disjoint variables, the root's unit clause is asserted, and every input
// clause is implied by the POG; the count it returns is the POG's.
//
// Like every package under proof, it imports no package of the module.
package cpog
