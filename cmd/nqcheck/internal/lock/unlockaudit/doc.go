// Package unlockaudit audits a program's answers to one input of the
// pattern lock exercise (hihoCoder 1054), `audit --problem unlock`: each
// case's answer against the number of its patterns, which the caller
// counted (cmd/nqcheck/internal/lock/unlock), and the run itself (a crash, the time
// limit, the output cap) when the program is run.
//
// Invariant: a wrong, missing, unreadable or extra answer is a finding,
// named by its line and case; an audit stopped before the end is
// incomplete, never a pass. The package prints nothing and never exits.
package unlockaudit
