package result

import "fmt"

// SolverKind is the kind of a finding of audit-solver.
type SolverKind string

// The kinds of findings of audit-solver.
const (
	// SolverInvalid: a model whose placement is not a solution, or that
	// falsifies a clause of the formula.
	SolverInvalid SolverKind = "invalid-model"
	// SolverAuxInconsistent: a model whose auxiliary values differ from the ones
	// the encoding's definitions give its placement.
	SolverAuxInconsistent SolverKind = "aux-inconsistent"
	// SolverPartial: a model that gives no value to a variable that the
	// placement does not determine.
	SolverPartial SolverKind = "partial-model"
	// SolverDuplicate: a model printed a second time (projected).
	SolverDuplicate SolverKind = "duplicate"
	// SolverMissing: a solution (or class) that no model gave.
	SolverMissing SolverKind = "missing"
	// SolverWrongCount: a count the tool states (s mc, s SOLUTIONS, c Models, an
	// exact count line) that differs from the known answer, or a blocking
	// loop that returned more models than exist.
	SolverWrongCount SolverKind = "wrong-count"
	// SolverUnsatClaimed: UNSAT claimed (by an s line or exit status 20, with no
	// model) for a satisfiable formula.
	SolverUnsatClaimed SolverKind = "unsat-claimed"
	// SolverSatClaimed: SAT claimed for an unsatisfiable formula.
	SolverSatClaimed SolverKind = "sat-claimed"
	// SolverUnreadable: an output line that is none of the formats read, or no
	// answer at all.
	SolverUnreadable SolverKind = "unreadable"
	// SolverCrash: the tool ended by a signal or with an exit status other than
	// 0, 10, 20 or 30, or could not be started.
	SolverCrash SolverKind = "crash"
	// SolverTimeout: the run was killed at the time limit. It makes the case
	// incomplete, not failed: a slow tool is not a wrong one.
	SolverTimeout SolverKind = "timeout"
	// SolverOutputCap: the run was killed at the output cap; incomplete, like
	// SolverTimeout.
	SolverOutputCap SolverKind = "output-cap"
)

// Stops reports whether the kind marks a run cut short by a limit rather
// than a fault of the tool: such a finding makes its case incomplete.
func (k SolverKind) Stops() bool { return k == SolverTimeout || k == SolverOutputCap }

// SolverFinding is one departure of a tool from the known answer.
type SolverFinding struct {
	// Kind is the finding's kind.
	Kind SolverKind `json:"kind"`
	// Tool names the audited tool.
	Tool string `json:"tool"`
	// N is the board size.
	N int `json:"n"`
	// Encoding names the family member.
	Encoding string `json:"encoding"`
	// Seed is the shuffle seed, or null for an unshuffled member.
	Seed *uint64 `json:"seed"`
	// Call is the 1-based run of the tool the finding comes from (the
	// blocking loop runs it once per model); 1 for other drivers.
	Call int `json:"call"`
	// Line is the 1-based line of the tool's output the finding is about,
	// or 0.
	Line int `json:"line"`
	// Solution is the witness: the placement as 1-based (row, column)
	// cells for an invalid model, else the solution as its 1-based
	// columns row by row; empty when there is none.
	Solution string `json:"solution"`
	// Detail says what is wrong, in plain words.
	Detail string `json:"detail"`
}

// String writes the finding on one line, naming everything needed to
// reproduce it.
func (f SolverFinding) String() string {
	where := fmt.Sprintf("n=%d %s", f.N, f.Encoding)
	if f.Seed != nil {
		where += fmt.Sprintf(" shuffle %d", *f.Seed)
	}
	at := ""
	switch {
	case f.Line > 0 && f.Call > 1:
		at = fmt.Sprintf(" (call %d, output line %d)", f.Call, f.Line)
	case f.Line > 0:
		at = fmt.Sprintf(" (output line %d)", f.Line)
	case f.Call > 1:
		at = fmt.Sprintf(" (call %d)", f.Call)
	}
	sol := ""
	if f.Solution != "" {
		sol = " [" + f.Solution + "]"
	}
	return fmt.Sprintf("%s: %s %s%s: %s%s", f.Tool, where, f.Kind, at, f.Detail, sol)
}

// SolverCase is the audit of one tool on one formula: the JSON row of
// audit-solver.
type SolverCase struct {
	// Tool names the audited tool (a preset's name or the command).
	Tool string `json:"tool"`
	// N is the board size.
	N int `json:"n"`
	// Encoding names the family member's encoding; a constraint or SMT
	// model's is prefixed with its language ("minizinc pairwise").
	Encoding string `json:"encoding"`
	// Seed is the shuffle seed, or null for an unshuffled member.
	Seed *uint64 `json:"seed"`
	// Vars and Clauses are the formula's size; 0 for a constraint or SMT
	// model (AuditModel).
	Vars    int `json:"vars"`
	Clauses int `json:"clauses"`
	// Expected is the known number of projected models: Q(n), or the
	// number of classes for the lex-leader member.
	Expected uint64 `json:"expected"`
	// Printed counts the models the tool printed, whatever they were.
	Printed int `json:"printed"`
	// Models counts the distinct valid models among them; unknown for a
	// counter that printed none.
	Models Figure `json:"models"`
	// Claimed is the count the tool stated itself (s mc, c s exact arb
	// int, s SOLUTIONS, clasp's c Models), unknown when it stated none.
	Claimed Figure `json:"claimed"`
	// Status is the last answer the tool gave: "sat", "unsat", "unknown",
	// or "" when it gave none.
	Status string `json:"status"`
	// ExitCode is the exit status of the tool's last run (-1 after a
	// signal; 0 for a tool inside nqcheck).
	ExitCode int `json:"exit_code"`
	// Calls counts the runs of the tool.
	Calls int `json:"calls"`
	// Seconds is the case's wall time.
	Seconds float64 `json:"seconds"`
	// Complete is true when every run ended by itself within the limits.
	Complete bool `json:"complete"`
	// Verdict is pass (no finding), fail (a finding) or incomplete
	// (stopped, no finding in the part read).
	Verdict Verdict `json:"verdict"`
	// FindingsTotal counts every finding; Findings lists the first ones.
	FindingsTotal int `json:"findings_total"`
	// Findings lists the findings, at most the audit's limit of them.
	Findings []SolverFinding `json:"findings"`
	// ProofLemmas counts the lemmas of the DRAT proofs of the tool's
	// UNSAT answers that were checked (ProofArg); absent without proofs.
	ProofLemmas int `json:"proof_lemmas,omitempty"`
}

// Failed reports whether the case holds a finding that is a fault of the
// tool (not a stop).
func (c *SolverCase) Failed() bool { return c.Verdict == Fail }
