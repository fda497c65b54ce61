// Command satwitness times the SAT witness of nqcheck verify on its own:
// the N-Queens CNF with the redundant column clauses, split into cubes by
// the queens of the first rows (board.CubeRows, as verify splits, unless -cube-rows is given),
// enumerated by worker processes (nqcheck's hidden sat-worker command)
// through sat.Parallel, as verify does. It prints the number of models and
// the seconds the enumeration took, worker start-up included. With
// -dimacs it prints the CNF instead, the one a peer solver must get.
//
// It exists for bench/run.sh; it is not part of nqcheck. Invariant: it
// solves exactly the CNF that -dimacs prints, which run.sh checks against
// nqcheck dimacs --encoding pairwise-columns before giving it to clasp.
package main
