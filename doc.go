// Package nqcheck is the root of the nqcheck module, a verifier and
// cross-checker for the N-Queens problem. This comment is the map of its
// packages, the one kept (a test holds it to `go list ./...`).
//
// The packages stand on three floors, each importing only its own floor
// and those below (TestFloors): internal/ the machinery, the public
// packages above it, and the applications only the command uses under
// cmd/nqcheck/internal/, below the command itself.
//
// The command, cmd/nqcheck: its table, flags, wiring, output and exit
// codes.
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
// The applications only the command uses are under cmd/nqcheck/internal,
// a folder per role, each with a doc.go stating its import rule:
//   - cmd/nqcheck/internal/cli, the command frame.
//   - cmd/nqcheck/internal/longrun, planned work:
//     cmd/nqcheck/internal/longrun/unitplan (the one lifecycle),
//     cmd/nqcheck/internal/longrun/journal and
//     cmd/nqcheck/internal/longrun/shard (its files and their merge), and
//     its clients cmd/nqcheck/internal/longrun/countplan,
//     cmd/nqcheck/internal/longrun/verifyplan and
//     cmd/nqcheck/internal/longrun/table.
//   - cmd/nqcheck/internal/toolaudit, audits of other tools:
//     cmd/nqcheck/internal/toolaudit/cnfaudit,
//     cmd/nqcheck/internal/toolaudit/solveraudit,
//     cmd/nqcheck/internal/toolaudit/cpmodel,
//     cmd/nqcheck/internal/toolaudit/runaudit (audit --run over sizes).
//   - cmd/nqcheck/internal/lock, the pattern lock exercise:
//     cmd/nqcheck/internal/lock/unlock, cmd/nqcheck/internal/lock/unlockcnf,
//     cmd/nqcheck/internal/lock/unlockverify,
//     cmd/nqcheck/internal/lock/unlockaudit,
//     cmd/nqcheck/internal/lock/unlocktest.
//   - cmd/nqcheck/internal/present, output for people:
//     cmd/nqcheck/internal/present/render (and
//     cmd/nqcheck/internal/present/render/rendertest),
//     cmd/nqcheck/internal/present/report,
//     cmd/nqcheck/internal/present/listing,
//     cmd/nqcheck/internal/present/junit.
//
// The machinery below the public packages is under internal/, a folder
// per role, each with a doc.go stating its import rule; none imports a
// public package:
//   - internal/base, machinery that knows nothing of N-Queens:
//     internal/base/atomicfile, internal/base/bound (and
//     internal/base/bound/boundtest), internal/base/catch,
//     internal/base/child (and internal/base/child/childtest),
//     internal/base/pollable (and internal/base/pollable/ptytest),
//     internal/base/progress, internal/base/text.
//   - internal/proof, the proof checkers: internal/proof/drat (DRAT and
//     LRAT), internal/proof/cpog (CPOG proofs of a model count).
//   - internal/oeis, the published values the tests and the report
//     compare with.
//   - internal/testkit, helpers of tests: internal/testkit/integration
//     (the gate of the integration tests).
//
// bench/satwitness times the SAT witness alone.
//
// Invariant: the witnesses stay independent. Package dfs imports neither
// encode nor sat; sat does not import dfs; compare imports no engine (dfs,
// sat, encode); no library package imports the command. The tests in
// this package enforce it, and each folder's rule.
package nqcheck
