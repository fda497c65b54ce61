// Package verify is nqcheck's cross-check of independent witnesses for one
// board size, cube by cube.
//
// # The plan and the evidence
//
// A run of board size n is a fixed, deterministic list of prefix cubes
// (NewPlan): one cube per non-attacking placement of queens on the first
// k rows, k = board.CubeRows(n) unless Options.CubeRows says otherwise, in
// lexicographic order, at most MaxCubes of them. Every solution lies in
// exactly one cube. Each
// witness of cubes (Witness.Enumerate) returns, for a batch of cubes,
// every board of each set it enumerates (Set: all solutions, canonical
// forms, solutions fixed by the quarter or the half turn). For each cube
// and each witness's set Run records a result.SetEvidence: the count,
// the order-independent digest of the set, the canonical forms it holds
// by orbit size (a class is counted in the cube of its canonical form, so
// classes add up across cubes) and the solutions it holds that the turns
// fix. The board's figures are the sums of the cubes' evidence, checked
// for overflow; Burnside's lemma and the class split are checked on the
// sums.
//
// Invariant: within the process every cube's sets are compared exactly —
// each board valid, in its cube, in its set, once, in lexicographic order
// for an ordered witness, and the sets equal to the reference's (the first
// witness of all solutions) — but only one batch of cubes' boards is held
// at a time, so memory follows the largest batch, not the number of
// solutions. A batch is one cube unless a witness asks for more
// (Witness.Batch: the SAT witnesses start their worker processes once per
// batch).
//
// # Resuming and journalling
//
// Options.Done lets a caller skip cubes: it is asked for each cube before
// the cube runs and may return the cube's result.VerifyCube from an
// earlier run of the same plan (equal Plan.Fingerprint, which covers n,
// the rows, the cube list and the witness names). A skipped cube's
// evidence is checked across witnesses (the check "evidence") and added to
// the sums exactly as a computed cube's; its recorded failures are
// reported again. Options.OnCube receives the record of every cube that
// ran, in plan order, once all witnesses are done with it: a journal
// writes it, a shard file collects it. Records of one cube from two runs
// (or two machines) compare by their evidence.
//
// # Shards and merging
//
// Options.Only runs some cubes of the plan only (a shard, such as the
// cubes whose index is I modulo K): the others are no part of the
// result, no witness of figures runs, and the board's checks on the sums
// are left to Merge, so the run's figures are unknown and its verdict
// covers its cubes. Plan.ID names the plan for journals and shard files
// (result.PlanID: n, the rows, the witnesses of cubes, the cube keys);
// PlanOf rebuilds plan and witnesses from it. Merge takes the records of
// every cube, from any number of runs, and returns the result one run
// would give: each cube's evidence compared across the witnesses, the
// sums checked for overflow, then the board's checks. RecordDiff says
// where two records of one cube differ. The command's checkpoints, shard
// files and their merge are built on these, as a client of its planned
// runs' lifecycle.
//
// # Certified counts
//
// With Options.Certify, each witness that proves (Witness.Prove: the SAT
// witness in block mode) hands in, for every cube, the proof that the cube
// has no solution beyond the boards it emitted. Package internal/proof/drat
// checks it against clauses built here: the N-Queens formula with the
// column clauses, the cube's queens, and one blocking clause per board
// (each board first checked to be a new solution of the cube); never the
// blocking clauses the solver used. coverCheck confirms by a search of
// its own that the plan's cubes cover every placement of its rows, and
// the cover is proved as well: the formula of the N-Queens clauses on
// those rows plus one clause excluding each cube, refuted by gophersat
// (package sat) and checked by package drat (the check "cover-proof").
// The solutions fixed by the quarter and the half turn are certified the
// same way: encode.Fixed's formula, its models blocked, refuted, so that
// the classes follow by Burnside's lemma from certified figures only.
// Each cube's record keeps its proof's check, so that a resumed run and
// Merge count it; Options.Bundle keeps every formula and proof, with the
// total and the classes, for CheckBundle, or any DRAT checker, to check
// again.
//
// # The witnesses
//
// Default lists every witness in run order, readable top to bottom; a
// caller may pass any list (Select picks by name), and tests pass copies
// whose Enumerate or Figures is wrapped to inject a fault. A witness that
// panics is that witness's failure (the check "witness", with the panic's
// message), and so is a panic in a goroutine of the witness that comes
// back as an error holding a *catch.Panic (a unit of dfs's workers, the
// reader or writer of a SAT worker process, gophersat's helper); the run
// goes on without it. The SAT side and the DFS side
// share no code: the DFS witnesses call package dfs, the SAT witnesses
// packages encode and sat; this package only compares what they return.
//
// The package prints nothing and never exits.
package verify
