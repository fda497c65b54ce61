package solveraudit

import (
	"fmt"

	"github.com/nqcheck/nqcheck/result"
)

// finish adds the findings that need the whole output: missing models,
// counts, and answers that contradict the reference.
func (a *auditor) finish() {
	want := len(a.chk.want)
	t := a.last
	switch {
	case a.tool.Counter && a.chk.printed == 0:
		if !t.HasClaim {
			a.add(Finding{Kind: Unreadable, Detail: "the counter stated no count (no \"s mc N\" or \"c s exact arb int N\" line)"})
			return
		}
	case a.noAnswer(t):
		// Not "0 models, as the formula has" for n = 2 or 3: a tool
		// that says nothing has not said UNSAT.
		detail := "no answer: no model, no count, no SAT or UNSAT status line, and exit status 0"
		if t.Status == Unknown {
			detail = fmt.Sprintf("no answer: the status line %d says UNKNOWN, and no model came", t.StatusLine)
		}
		a.add(Finding{Kind: Unreadable, Detail: detail})
		return
	default:
		a.chk.missing()
	}
	if t.HasClaim {
		a.c.Claimed = result.Known(t.Claimed)
		if t.Claimed != uint64(want) {
			a.add(Finding{Kind: WrongCount, Line: t.ClaimLine,
				Detail: fmt.Sprintf("the tool states %d models (%q) but the formula has %d", t.Claimed, t.ClaimText, want)})
		} else if a.chk.printed > 0 && a.chk.printed != want {
			a.add(Finding{Kind: WrongCount, Line: t.ClaimLine,
				Detail: fmt.Sprintf("the tool states %d models (%q) but printed %d", t.Claimed, t.ClaimText, a.chk.printed)})
		}
	}
	switch {
	case want > 0 && a.chk.printed == 0 && a.unsatLine > 0:
		a.add(Finding{Kind: UnsatClaimed, Call: a.unsatCall, Line: a.unsatLine,
			Detail: fmt.Sprintf("UNSAT claimed, but the formula has %d models", want)})
	case want > 0 && a.chk.printed == 0 && a.exitUnsat:
		a.add(Finding{Kind: UnsatClaimed, Call: a.unsatCall,
			Detail: fmt.Sprintf("exit status 20 (UNSAT), but the formula has %d models", want)})
	case want == 0 && t.SatLine > 0 && a.chk.printed == 0:
		a.add(Finding{Kind: SatClaimed, Line: t.SatLine, Detail: "SAT claimed for an unsatisfiable formula"})
	case want == 0 && a.chk.printed == 0 && t.Status == NoStatus && a.c.ExitCode == 10:
		a.add(Finding{Kind: SatClaimed, Detail: "exit status 10 (SAT) for an unsatisfiable formula"})
	}
}

// noAnswer reports whether the one run of a tool that prints every model
// (AllModels) ended without an answer: no model, no count, no SAT or
// UNSAT status line (UNKNOWN is none) and an exit status that says
// neither (0, not 10 or 20). The blocking loop finds this in its own run.
func (a *auditor) noAnswer(t Transcript) bool {
	return a.tool.Driver == AllModels && a.chk.printed == 0 && !t.HasClaim &&
		t.Status != Sat && t.Status != Unsat && a.c.ExitCode != 10 && a.c.ExitCode != 20
}
