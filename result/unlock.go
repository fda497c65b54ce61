package result

// Unlock is the result of `nqcheck unlock --verify` for one set of seen
// segments: the patterns with no segment given (Case 0), or those of one
// case of the input. Its figures are the depth-first witness's; the checks
// say whether the SAT witness, and the known figures where there are,
// agree.
type Unlock struct {
	// Case is the case's 1-based number in the input, 0 for the patterns
	// with no segment given.
	Case int `json:"case"`
	// Segments lists the seen segments as "A-B" (A < B), ascending; empty
	// for none.
	Segments []string `json:"segments"`
	// Verdict is pass when every check passed, fail otherwise.
	Verdict Verdict `json:"verdict"`
	// Seconds is the time the set took.
	Seconds float64 `json:"seconds"`
	// Total is the number of patterns of every length: the case's answer.
	Total Figure `json:"total"`
	// Lengths holds the figures of each length, 4 to 9, then one row of
	// length 0 for the totals.
	Lengths []UnlockLength `json:"lengths"`
	// Witnesses lists the witnesses in run order.
	Witnesses []UnlockWitness `json:"witnesses"`
	// Checks lists every check, in the order made.
	Checks []Check `json:"checks"`
}

// UnlockLength holds the number of patterns of one length by each
// witness, and the known figure.
type UnlockLength struct {
	// Length is the number of points of the patterns, 4 to 9; 0 for the
	// row of totals.
	Length int `json:"length"`
	// Known is the published figure; null when none is (a case with
	// segments).
	Known Figure `json:"known"`
	// DFS is the depth-first witness's count; null when it failed.
	DFS Figure `json:"dfs"`
	// SAT is the number of models the SAT witness enumerated; null when
	// it failed.
	SAT Figure `json:"sat"`
}

// UnlockWitness is one witness of an unlock verification.
type UnlockWitness struct {
	// Name is "dfs" or "sat".
	Name string `json:"name"`
	// Total is the number of patterns it found; null when it failed.
	Total Figure `json:"total"`
	// Cubes is the number of cubes it enumerated, 0 for the search.
	Cubes int `json:"cubes"`
	// Seconds is the time it took.
	Seconds float64 `json:"seconds"`
	// Failed is its error, if one ended it.
	Failed string `json:"failed,omitempty"`
}
