// Package proof is the folder of the proof checkers: drat checks DRAT and
// DRUP proofs with its own DIMACS reader; cpog writes and checks CPOG
// proofs of a formula's model count.
//
// Rule: a package under proof imports no package of the module: the
// checker shares no code with the solver whose proofs it checks, nor with
// the encoder of the formulas.
package proof
