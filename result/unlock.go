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

// UnlockFinding is one way the answers differ from the exercise's.
type UnlockFinding struct {
	// Kind is one of audit's UnlockDiffers, UnlockNotNumber,
	// UnlockMissing, UnlockExtra, UnlockProgram.
	Kind string `json:"kind"`
	// Line is the output line, 0 for a finding about the whole run.
	Line int `json:"line"`
	// Case is the 1-based case concerned, 0 for none.
	Case int `json:"case"`
	// Detail says what is wrong in plain words.
	Detail string `json:"detail"`
}

// UnlockAudit is the audit of a program's answers to one input of the
// pattern lock exercise (hihoCoder 1054): `audit --problem unlock`, a
// published contract (docs/schema/audit-unlock.json).
type UnlockAudit struct {
	// Problem is "unlock".
	Problem string `json:"problem"`
	// Input names the exercise's input file.
	Input string `json:"input"`
	// Output names the answers audited: a file, "-" for standard input,
	// or empty with --run.
	Output string `json:"output,omitempty"`
	// Verdict is pass (no finding), fail, or incomplete (stopped).
	Verdict Verdict `json:"verdict"`
	// Complete is false when the audit stopped before its end.
	Complete bool `json:"complete"`
	// Cases is the number of cases of the input.
	Cases int `json:"cases"`
	// Answers is the number of answers read.
	Answers int `json:"answers"`
	// Correct is the number of cases answered right.
	Correct int `json:"correct"`
	// FirstDiffering is the first case whose answer is wrong or missing;
	// 0 when none is.
	FirstDiffering int `json:"first_differing"`
	// FindingsTotal counts every finding, listed or not.
	FindingsTotal int `json:"findings_total"`
	// Findings lists the first findings, in line order.
	Findings []UnlockFinding `json:"findings"`
	// Seconds is the time the audit (with --run, the program's run) took.
	Seconds float64 `json:"seconds"`
	// Run says how the program ended, with --run.
	Run *ProgramRun `json:"run,omitempty"`
}
