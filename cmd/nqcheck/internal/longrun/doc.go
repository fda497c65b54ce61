// Package longrun is the folder of planned work: the one lifecycle of a
// plan of units and its clients. unitplan is the lifecycle (resume from a
// journal, a shard's units, the result file, the loop over sizes and its
// stop rule); journal and shard are its files (shard.Gather is the one
// merge of result files); countplan, verifyplan and table are its
// clients: count's plans and their merge into figures, verify's
// checkpoints, shards and merge, and the reference table's rows.
//
// Rule: a package under longrun runs the witnesses only through dfs and
// verify: it imports neither sat nor encode, and no audit.
package longrun
