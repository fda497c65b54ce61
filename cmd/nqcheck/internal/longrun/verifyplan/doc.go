// Package verifyplan is verify's planned run, a client of the one
// lifecycle (cmd/nqcheck/internal/longrun/unitplan) as count's plans are: StartScale
// journals a size's cubes for resume and writes a shard's result file;
// MergeFiles reads the result files of a plan and merges them
// (shard.Gather, then verify.Merge), what it finds kept as notes for the
// caller to show; Sizes runs board sizes one after the other, as the
// command does: a size that ctx stops is reported only when it already
// failed.
//
// Invariant: a merge's verdict is the evidence's: a record that is not
// of its cube, a conflict between files, a cube that lacks a witness's
// evidence or a failed check is a finding or leaves the merge
// incomplete, never a pass. The package prints nothing and never exits.
package verifyplan
