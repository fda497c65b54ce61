package result

import (
	"encoding/json"
	"fmt"
	"io"
)

// Version is the tool version every envelope carries.
const Version = "0.2.0"

// Verdict is the outcome of a whole command run.
type Verdict string

// The verdicts. Their exit codes are 0, 3, 4 and 2.
const (
	// Pass: every check passed, or an audit found nothing.
	Pass Verdict = "pass"
	// Fail: a mismatch between witnesses, a failed identity, or a finding.
	Fail Verdict = "fail"
	// Incomplete: stopped (signal or --timeout) with no failure in the
	// part done.
	Incomplete Verdict = "incomplete"
	// Unreadable: an audit whose input no reading explains, so that it
	// says nothing of the answer (unreadable input: exit 2).
	Unreadable Verdict = "unreadable"
)

// Interruption says why and when a run stopped before its end.
type Interruption struct {
	// Reason is "signal" or "timeout".
	Reason string `json:"reason"`
	// Signal names the signal ("interrupt", "terminated") when Reason is
	// "signal".
	Signal string `json:"signal,omitempty"`
	// Seconds is how long the run had been going when it stopped.
	Seconds float64 `json:"seconds"`
	// N is the board size in progress when the run stopped; 0 when
	// none was.
	N int `json:"n,omitempty"`
}

// Envelope is the outer shape of every command's --json output: one object,
// whatever the command.
type Envelope[T any] struct {
	// Command is the subcommand that ran ("verify", "count", ...).
	Command string `json:"command"`
	// Version is the tool version, Version.
	Version string `json:"version"`
	// Complete is true when every requested unit of work finished.
	Complete bool `json:"complete"`
	// Verdict is the run's outcome.
	Verdict Verdict `json:"verdict"`
	// Results holds one entry per board size or input, in request order;
	// it is always an array.
	Results []T `json:"results"`
	// Interrupted is set when the run stopped early.
	Interrupted *Interruption `json:"interrupted,omitempty"`
}

// New returns an Envelope for command with no results yet.
func New[T any](command string) Envelope[T] {
	return Envelope[T]{Command: command, Version: Version, Results: []T{}}
}

// Write writes r as indented JSON followed by a newline and returns the
// first write error.
func Write[T any](w io.Writer, r Envelope[T]) error {
	if r.Results == nil {
		r.Results = []T{}
	}
	if r.Version == "" {
		r.Version = Version
	}
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("encoding the %s report: %w", r.Command, err)
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return err
}

// VerdictOf is the verdict of a run that failed or not and completed or
// not: a failure wins over a stop (it is the more important result).
func VerdictOf(failed, complete bool) Verdict {
	switch {
	case failed:
		return Fail
	case !complete:
		return Incomplete
	}
	return Pass
}
