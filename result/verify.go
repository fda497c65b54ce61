package result

// Check is the outcome of one check of a verify or table run.
type Check struct {
	// Name is the kind of check: valid, distinct, order, cube-member,
	// set, count, classes, burnside, ...
	Name string `json:"name"`
	// Witnesses names the witness or the pair ("dfs", "dfs/sat") checked.
	Witnesses string `json:"witnesses"`
	// OK is true when the check passed.
	OK bool `json:"ok"`
	// Detail describes the first failure in plain words; empty when OK.
	Detail string `json:"detail"`
	// Cube names the first cube in which the check failed ("rows 1-3 =
	// 1 3 5"), when it is a check of cubes; empty otherwise.
	Cube string `json:"cube,omitempty"`
}

// Verify is verify's result for one board size. The board's figures are
// those of the first witness that computed each (the reference, "dfs" by
// default); the checks say whether every other witness agrees.
type Verify struct {
	// N is the board size.
	N int `json:"n"`
	// Verdict is pass when every check passed, fail otherwise.
	Verdict Verdict `json:"verdict"`
	// Seconds is the time the size took.
	Seconds float64 `json:"seconds"`
	// Total is the number of solutions.
	Total Figure `json:"total"`
	// Classes is the number of classes under the 8 symmetries.
	Classes Figure `json:"classes"`
	// Fix90 counts the solutions the quarter turn fixes.
	Fix90 Figure `json:"fix90"`
	// Fix180 counts the solutions the half turn fixes.
	Fix180 Figure `json:"fix180"`
	// Orbits splits Classes by orbit size; null when not computed.
	Orbits *Orbits `json:"orbits"`
	// Plan describes the cubes the size was split into.
	Plan VerifyPlan `json:"plan"`
	// Witnesses lists every witness that ran, in run order.
	Witnesses []Witness `json:"witnesses"`
	// Checks lists every check, in the order they were first made.
	Checks []Check `json:"checks"`
	// Certificate counts what the proof checker confirmed (verify
	// --certify); absent without it.
	Certificate *Certificate `json:"certificate,omitempty"`
}

// Certificate counts the cubes whose count a proof certified: for each,
// a DRAT checker confirmed from the formula, the cube's queens and the
// blocking clauses of the solutions found that no other solution exists.
type Certificate struct {
	// Cubes counts the cubes whose proof was checked and passed.
	Cubes int `json:"cubes"`
	// Solutions is the sum of those cubes' certified counts.
	Solutions uint64 `json:"solutions"`
	// Lemmas counts the proof lemmas checked, the failed proofs' included.
	Lemmas uint64 `json:"lemmas"`
	// Fix90 and Fix180 are the certified counts of the symmetric
	// enumerations (their blocked solutions, refuted), once the run has
	// proved them; absent before and in a merge.
	Fix90  *uint64 `json:"fix90,omitempty"`
	Fix180 *uint64 `json:"fix180,omitempty"`
	// Seconds is the time the checker took.
	Seconds float64 `json:"seconds"`
}

// VerifyPlan describes the deterministic split of one board size into
// prefix cubes.
type VerifyPlan struct {
	// CubeRows is the number of leading rows whose queens fix a cube.
	CubeRows int `json:"cube_rows"`
	// Cubes is the number of cubes of the plan.
	Cubes int `json:"cubes"`
	// Skipped is the number of cubes whose evidence came from an earlier
	// run instead of being computed again.
	Skipped int `json:"skipped"`
	// Fingerprint identifies the plan and the witnesses (see
	// verify.Plan.Fingerprint).
	Fingerprint string `json:"fingerprint"`
}

// Witness holds one witness's figures for a whole board size: sums over
// the cubes. A figure the witness does not compute is null.
type Witness struct {
	// Name identifies the witness ("dfs", "sat", "count", ...).
	Name string `json:"name"`
	// Sets lists what the witness enumerates in each cube: "all" (every
	// solution), "canonical" (one solution per class), "fix90" and
	// "fix180" (the solutions fixed by a turn); empty for a witness of
	// figures only.
	Sets []string `json:"sets"`
	// Total is the number of solutions it found.
	Total Figure `json:"total"`
	// Classes is the number of classes it found or implies.
	Classes Figure `json:"classes"`
	// Fix90 counts the solutions fixed by the quarter turn it found.
	Fix90 Figure `json:"fix90"`
	// Fix180 counts the solutions fixed by the half turn it found.
	Fix180 Figure `json:"fix180"`
	// Orbits splits its classes by orbit size; null when not computed.
	Orbits *Orbits `json:"orbits"`
	// Digest is the digest of its set of all solutions, summed over the
	// cubes; null for a witness without that set (figures only, or only
	// canonical or fixed solutions, whose evidence the checks compare
	// cube by cube).
	Digest *Digest `json:"digest"`
	// Seconds is the time the witness took.
	Seconds float64 `json:"seconds"`
	// Failed is the message of the panic or error that ended the
	// witness, if one did; its figures are then null.
	Failed string `json:"failed,omitempty"`
}

// SetEvidence is one witness's evidence for one of its sets in one cube.
type SetEvidence struct {
	// Witness names the witness.
	Witness string `json:"witness"`
	// Set is "all", "canonical", "fix90" or "fix180".
	Set string `json:"set"`
	CubeEvidence
}

// VerifyCube is what the witnesses of a verify run found in one cube of
// the plan: what a journal stores so that a later run can skip the cube.
type VerifyCube struct {
	// N is the board size.
	N int `json:"n"`
	// Index is the cube's position in the plan, from 0.
	Index int `json:"index"`
	// Prefix lists the 0-based columns of the queens of the cube's first
	// rows.
	Prefix []int `json:"prefix"`
	// Evidence holds each witness's evidence of each of its sets.
	Evidence []SetEvidence `json:"evidence"`
	// Failures lists the checks that failed within the cube, with the
	// cube named; empty when every check passed.
	Failures []Check `json:"failures"`
	// Certificate is the check of the cube's proof (verify --certify);
	// absent when no proof was checked.
	Certificate *CubeCertificate `json:"certificate,omitempty"`
}

// CubeCertificate records the check of one cube's proof, so that a
// resumed run or a merge counts it without the proof at hand.
type CubeCertificate struct {
	// Witness names the witness whose proof it was.
	Witness string `json:"witness"`
	// OK says whether the proof checked.
	OK bool `json:"ok"`
	// Solutions is the cube's count that the proof certifies.
	Solutions uint64 `json:"solutions"`
	// Lemmas counts the lemmas checked.
	Lemmas uint64 `json:"lemmas"`
	// ProofSHA256 is the SHA-256 digest of the proof in DRAT text, hex.
	ProofSHA256 string `json:"proof_sha256"`
}
