// Package nqcheck is the root of the nqcheck module, a verifier and
// cross-checker for the N-Queens problem. The command is cmd/nqcheck; its
// packages, by job:
//
// The board and its witnesses:
//   - board: the board, its order, its symmetries and its prefix cubes.
//   - encode: the N-Queens CNF family, DIMACS reading and writing.
//   - sat: the gophersat engine, in worker processes (sat/sattest).
//   - dfs: backtracking searches and counters, independent of encode and sat.
//   - compare: the checks and verdicts over witnesses; imports no engine.
//   - verify: the cross-check of the witnesses for one board size, cube by cube.
//
// Results and long runs:
//   - result: the typed results and their JSON contract.
//   - plan: a counting plan run to the end, resumable.
//   - journal: the checkpoint journal of a long run.
//   - shard: the result files of shards and their merge.
//   - reference: published figures read and compared.
//   - table: tables of figures, one row per board size.
//
// Output for people:
//   - render: SVG boards, the plot and the HTML pages (render/rendertest).
//   - report: verify's and an audit's pages, verify's text and JUnit mapping.
//   - listing: the listings of solutions (list, P1219).
//   - junit: JUnit XML reports of a run's checks.
//   - progress: the single updating status line.
//
// Audits of other programs:
//   - audit: another program's N-Queens output against the reference.
//   - cnfaudit: whether a CNF is an exact N-Queens encoding.
//   - solveraudit: SAT solvers and model counters run on encode's family.
//   - cpmodel: MiniZinc models and SMT-LIB scripts of N-Queens.
//
// The pattern lock exercise: unlock (its search, unlock/unlocktest),
// unlockcnf (its CNF) and unlockverify (the two cross-checked).
//
// Internal helpers: internal/atomicfile, internal/bound, internal/catch,
// internal/child (internal/child/childtest), internal/cli, internal/drat,
// internal/oeis, internal/pollable and internal/text. bench/satwitness
// times the SAT witness alone.
//
// Invariant: the witnesses stay independent. Package dfs imports neither
// encode nor sat; sat does not import dfs; compare imports no engine (dfs,
// sat, encode); no library package imports the command. The test in this
// package enforces it.
package nqcheck
