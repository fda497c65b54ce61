// Package countplan is count's client of the plan lifecycle (cmd/nqcheck/internal/longrun/unitplan):
// it names the counting methods and their plans, counts one board size
// by one shard of its plan, resumed from a checkpoint journal and written
// to a result file, counts sizes one after the other, sums the merge of
// the shards' result files (MergeFiles) into the board's figures and
// writes count's text row. Its witnesses (witness.go) are the counting
// methods as counters of every figure, with the counting code each runs,
// so that a table row or count --confirm takes two that share none.
//
// Invariant: every unit that a run reports, writes to its result file or
// sums into its figures was either counted by this run or read from a
// journal or result file of the same plan and checked against the plan's
// unit; the package knows counting plans only through dfs.CountPlan,
// never prints to the process's output (its text goes to the io.Writer
// given) and never exits.
package countplan
