// Package shard writes and reads the result files of shards, the pieces
// of a plan that batch engines (GNU parallel, Slurm job arrays,
// Kubernetes Indexed Jobs) run on many machines, and merges them.
//
// Shard I of K holds the units whose index is I modulo K. A result file
// names the plan by its fingerprint, the shard, the tool version, the
// host and the seconds the run took, and lists the finished units in
// index order, each record with its own CRC-32C; a SHA-256 over the whole
// content closes it. Files are written atomically: a temporary file in
// the same directory, synced, then renamed over the target.
//
// Invariant of Merge: it accepts only files of the one plan it is given,
// every record checked against the plan's keys; a unit present in several
// files is confirmed when their evidence is byte-for-byte the same JSON
// and a conflict otherwise; a unit in no file is missing, and the shards
// that hold missing units are named. Merge adds nothing up: the caller
// sums the evidence of a complete, conflict-free merge with its own
// overflow checks. Gather is Merge as a command shows it: what the merge
// found (conflicts, missing units, impossible evidence) is returned as
// lines of text, never printed.
package shard
