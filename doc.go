// Package nqcheck is the root of the nqcheck module, a verifier and
// cross-checker for the N-Queens problem. The command is cmd/nqcheck; its
// packages, by job:
//
// The public packages, what a Go program imports:
//   - board: the board, its order, its symmetries and its prefix cubes.
//   - encode: the N-Queens CNF family, DIMACS reading and writing.
//   - sat: the gophersat engine, in worker processes.
//   - dfs: backtracking searches and counters, independent of encode and sat.
//   - compare: the checks and verdicts over witnesses; imports no engine.
//   - verify: the cross-check of the witnesses for one board size, cube by cube.
//   - audit: another program's N-Queens output against the reference.
//   - result: the typed results and their JSON contract.
//
// Everything else is internal, by job:
//   - long runs: internal/longrun/countplan (count's plans), internal/longrun/unitplan (the one
//     lifecycle of a plan of units, with its journal and shard files),
//     reference (published figures), internal/longrun/table (tables of
//     figures, one row per size);
//   - output for people: internal/present/render (SVG and HTML), internal/present/report
//     (the pages, verify's text, the JUnit mapping), internal/present/listing (list
//     and P1219), internal/present/junit, internal/present/progress;
//   - audits of tools: internal/toolaudit/cnfaudit (is a CNF an exact encoding),
//     internal/toolaudit/solveraudit (SAT, constraint and SMT solvers run on known
//     answers), internal/toolaudit/cpmodel (the MiniZinc and SMT-LIB models);
//   - the pattern lock exercise: internal/lock/unlock (its search),
//     internal/lock/unlockcnf (its CNF), internal/lock/unlockverify (the two
//     cross-checked);
//   - helpers: internal/base/atomicfile, internal/base/bound, internal/base/catch,
//     internal/base/child, cmd/nqcheck/internal/cli, internal/proof/drat, internal/oeis,
//     internal/base/pollable, internal/testkit/sattest, internal/base/text.
//
// bench/satwitness times the SAT witness alone.
//
// Invariant: the witnesses stay independent. Package dfs imports neither
// encode nor sat; sat does not import dfs; compare imports no engine (dfs,
// sat, encode); no library package imports the command. The test in this
// package enforces it.
package nqcheck
