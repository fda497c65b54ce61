// Package plan runs a counting plan of one board size to the end: it
// resumes from a checkpoint journal, runs the units of one shard that the
// journal does not hold, journals each unit as it finishes and writes the
// shard's result file. Sizes counts board sizes one after the other,
// MergeCount merges the result files of the shards back into the board's
// figures, and WriteCountRow writes count's text row.
//
// Invariant: every unit that a run reports, writes to its result file or
// sums into its figures was either counted by this run or read from a
// journal or result file of the same plan and checked against the plan's
// unit; the package knows counting plans only through dfs.CountPlan,
// never prints to the process's output (its text goes to the io.Writer
// given) and never exits.
package plan
