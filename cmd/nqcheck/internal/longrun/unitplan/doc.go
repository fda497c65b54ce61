// Package unitplan owns the lifecycle of a plan of units, whatever their
// evidence: it resumes from a checkpoint journal, picks the units of one
// shard, journals each unit as it finishes, writes the shard's result
// file, and runs board sizes one after the other under one stop rule.
// The merge of result files is shard.Gather, which its clients call with
// their plan's keys and check. count (package countplan) and verify are its
// clients, and neither knows the other's runner; table and audit run
// their sizes by its Sizes too.
//
// Invariant: every unit that a run reports as done, journals or writes to
// its result file was either done by this run or read from a journal of
// the same plan and accepted by the plan's check of its evidence; a
// journal of another plan, or one that holds evidence the plan can never
// give, is refused before any unit runs. The package knows no engine,
// never prints and never exits.
package unitplan
