package solveraudit

import "github.com/nqcheck/nqcheck/result"

// The findings and cases of an audit are the JSON contract of
// audit-solver, whose types are package result's; these are their names
// here.
type (
	// Kind is the kind of a finding.
	Kind = result.SolverKind
	// Finding is one departure of a tool from the known answer.
	Finding = result.SolverFinding
	// Case is the audit of one tool on one formula.
	Case = result.SolverCase
)

// The kinds of findings (see result.SolverKind).
const (
	Invalid         = result.SolverInvalid
	AuxInconsistent = result.SolverAuxInconsistent
	Partial         = result.SolverPartial
	Duplicate       = result.SolverDuplicate
	Missing         = result.SolverMissing
	WrongCount      = result.SolverWrongCount
	UnsatClaimed    = result.SolverUnsatClaimed
	SatClaimed      = result.SolverSatClaimed
	Unreadable      = result.SolverUnreadable
	Crash           = result.SolverCrash
	Timeout         = result.SolverTimeout
	OutputCap       = result.SolverOutputCap
)
