// Package nqcheck is the root of the nqcheck module, a verifier and
// cross-checker for the N-Queens problem. This comment is the map of its
// packages, the one kept (a test holds it to `go list ./...`).
//
// The command, cmd/nqcheck: its table, flags, wiring, output and exit
// codes. Its own helpers are under cmd/nqcheck/internal:
// cmd/nqcheck/internal/cli is the command frame.
//
// The public packages, what a Go program imports (their signatures name
// public types only):
//   - board: solutions, placements, their order, the 8 symmetries, the prefix cubes.
//   - encode: the N-Queens CNF family, DIMACS reading and writing.
//   - sat: the only code that talks to gophersat, in worker processes.
//   - dfs: backtracking searches and counters, independent of encode and sat.
//   - compare: the checks and verdicts over witnesses; imports no engine.
//   - verify: the cross-check of the witnesses for one board size, cube by cube.
//   - audit: another program's N-Queens output against the reference.
//   - judge: the special judge of N-Queens exercises (problems and the
//     calling conventions of testlib, ICPC/Kattis/DOMjudge and CMS), and the
//     linear check of one placement of any size.
//   - reference: tables of published figures (TSV), read and compared.
//   - result: the typed results and their JSON contract.
//
// Everything else is under internal/, a folder per role, each with a
// doc.go stating its import rule:
//   - internal/base, machinery that knows nothing of N-Queens:
//     internal/base/atomicfile, internal/base/bound (and
//     internal/base/bound/boundtest), internal/base/catch,
//     internal/base/child (and internal/base/child/childtest),
//     internal/base/pollable (and internal/base/pollable/ptytest),
//     internal/base/text.
//   - internal/longrun, planned work: internal/longrun/unitplan (the one
//     lifecycle), internal/longrun/journal and internal/longrun/shard
//     (its files and their merge), and its clients
//     internal/longrun/countplan, internal/longrun/verifyplan and
//     internal/longrun/table.
//   - internal/toolaudit, audits of other tools:
//     internal/toolaudit/cnfaudit, internal/toolaudit/solveraudit,
//     internal/toolaudit/cpmodel.
//   - internal/lock, the pattern lock exercise: internal/lock/unlock,
//     internal/lock/unlockcnf, internal/lock/unlockverify,
//     internal/lock/unlockaudit, internal/lock/unlocktest.
//   - internal/present, output for people: internal/present/render (and
//     internal/present/render/rendertest), internal/present/report,
//     internal/present/listing, internal/present/junit,
//     internal/present/progress.
//   - internal/proof, the proof checkers: internal/proof/drat (DRAT and
//     LRAT), internal/proof/cpog (CPOG proofs of a model count).
//   - internal/oeis, the published values the tests and the report
//     compare with.
//   - internal/testkit, helpers of tests: internal/testkit/sattest (a test
//     binary as a SAT worker), internal/testkit/integration (the gate of
//     the integration tests).
//
// bench/satwitness times the SAT witness alone.
//
// Invariant: the witnesses stay independent. Package dfs imports neither
// encode nor sat; sat does not import dfs; compare imports no engine (dfs,
// sat, encode); no library package imports the command. The tests in
// this package enforce it, and each folder's rule.
package nqcheck
