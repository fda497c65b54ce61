package result

// CountResult is count's result for one board size, and merge's for a
// count plan: the same figures in the same schema, whether one machine
// counted them or many. A figure not computed (the run stopped) is
// unknown.
type CountResult struct {
	// N is the board size.
	N int `json:"n"`
	// Total is the number of solutions (OEIS A000170).
	Total Figure `json:"total"`
	// Classes is the number of classes under the 8 symmetries of the
	// square (A002562).
	Classes Figure `json:"classes"`
	// Fix90 is the number of solutions a quarter turn leaves unchanged
	// (A033148).
	Fix90 Figure `json:"fix90"`
	// Fix180 is the number of solutions a half turn leaves unchanged
	// (A032522).
	Fix180 Figure `json:"fix180"`
	// Seconds is the time the size took, or ran before it stopped; for a
	// merge, the sum of the merged files' seconds.
	Seconds float64 `json:"seconds"`
}

// MergeStatus is what merge --status reports of a plan's result files,
// like a database's statistics page: how many of the plan's units are
// done, missing, confirmed by more than one file, or conflicting.
type MergeStatus struct {
	// Plan is the plan of the files.
	Plan PlanID `json:"plan"`
	// Files is the number of files read.
	Files int `json:"files"`
	// Done is the number of units present in at least one file.
	Done int `json:"done"`
	// Missing is the number of units in no file.
	Missing int `json:"missing"`
	// Confirmed is the number of units present more than once, always
	// with the same evidence.
	Confirmed int `json:"confirmed"`
	// Conflicting is the number of units present more than once with
	// different evidence.
	Conflicting int `json:"conflicting"`
	// Rerun lists the shards ("3/16") that hold missing units, in the
	// shard counts of the files read; empty when none is missing.
	Rerun []string `json:"rerun"`
}
