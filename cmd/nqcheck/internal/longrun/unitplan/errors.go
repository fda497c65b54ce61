package unitplan

import (
	"errors"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/journal"
	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/result"
)

// CheckpointError is an error of a run's checkpoint journal. Bad reports
// bad input (a journal of another plan, a damaged one, a file that is no
// journal, or a record that does not fit its unit) as opposed to an I/O
// error or a journal in use.
type CheckpointError struct {
	// Err is the journal's error.
	Err error
	// Bad reports an error of the journal's content, not of I/O.
	Bad bool
}

// Error returns the message of the journal's error.
func (e *CheckpointError) Error() string { return e.Err.Error() }

// Unwrap returns the journal's error.
func (e *CheckpointError) Unwrap() error { return e.Err }

// OutError is an error writing a run's result file.
type OutError struct {
	// Err is the write's error.
	Err error
}

// Error returns the message of the write's error.
func (e *OutError) Error() string { return e.Err.Error() }

// Unwrap returns the write's error.
func (e *OutError) Unwrap() error { return e.Err }

// ErrorKind says what an error of a run with a checkpoint or a result
// file is about: "checkpoint" for a *CheckpointError, with bad set when
// its content is bad input; "out" for an *OutError; "" for any other.
func ErrorKind(err error) (kind string, bad bool) {
	var ce *CheckpointError
	var oe *OutError
	switch {
	case errors.As(err, &ce):
		return "checkpoint", ce.Bad
	case errors.As(err, &oe):
		return "out", false
	}
	return "", false
}

// openJournal opens the journal at path of plan id, whose units have
// keys, and returns the records it holds. Its errors are
// *CheckpointError, with Bad set for a journal of another plan, a
// damaged one, or one that is no regular file.
func openJournal[E any](path string, id result.PlanID, keys []string) (*journal.Journal[E], []result.UnitRecord[E], error) {
	jr, recs, err := journal.Open[E](path, id, keys)
	var pe *result.PlanError
	var ce *journal.CorruptError
	var nr *bound.NotRegularError
	var ne *journal.NotJournalError
	if err != nil {
		return nil, nil, &CheckpointError{Err: err, Bad: errors.As(err, &pe) || errors.As(err, &ce) || errors.As(err, &nr) || errors.As(err, &ne)}
	}
	return jr, recs, nil
}
