package judge

import (
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/text"
)

// Outcome is the kind of a verdict.
type Outcome int

// The outcomes, in the order the conventions know them.
const (
	// Accepted: the output is right.
	Accepted Outcome = iota
	// WrongAnswer: the output is readable and its content is wrong.
	WrongAnswer
	// PresentationError: the output does not follow the format (not a
	// number where one is due, too short, too long, a malformed row).
	PresentationError
	// Fail: the checker could not judge (bad input or answer file, a read
	// error, an internal error). Never an accept.
	Fail
)

// String names the outcome: "OK", "WA", "PE" or "FAIL".
func (o Outcome) String() string {
	switch o {
	case Accepted:
		return "OK"
	case WrongAnswer:
		return "WA"
	case PresentationError:
		return "PE"
	}
	return "FAIL"
}

// Verdict is the judgement of one output.
type Verdict struct {
	// Outcome is the kind of the verdict.
	Outcome Outcome
	// Message says what was found, in one line: what is wrong, or what
	// was checked when the output is right.
	Message string
	// Line is the 1-based line of the output where the first wrong thing
	// stands; 0 when no line is at fault (or the output is right).
	Line int
	// Expected is what was expected there, when one thing is right; "".
	Expected string
	// answer: Expected is (part of) the answer, not only its format, so
	// the contestant's text leaves it out (contestantText).
	answer bool
}

// Text returns the verdict's message in one line: the line number first
// when there is one, what was expected last.
func (v Verdict) Text() string {
	var b strings.Builder
	if v.Line > 0 {
		fmt.Fprintf(&b, "line %d: ", v.Line)
	}
	b.WriteString(v.Message)
	if v.Expected != "" {
		fmt.Fprintf(&b, "; expected %s", v.Expected)
	}
	return oneLine(b.String())
}

// oneLine replaces the line breaks and other control characters of s by
// spaces and cuts it to 500 bytes and "..." (text.Clip: between two
// characters), so that a message from the output cannot break a
// convention's one-line report.
func oneLine(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c < ' ' || c == 0x7f {
			b[i] = ' '
		}
	}
	return text.Clip(string(b), 500)
}

// accept, wrong, malformed and fail build verdicts.
func accept(format string, a ...any) Verdict {
	return Verdict{Outcome: Accepted, Message: fmt.Sprintf(format, a...)}
}

func wrong(line int, expected, format string, a ...any) Verdict {
	return Verdict{Outcome: WrongAnswer, Line: line, Expected: expected, Message: fmt.Sprintf(format, a...)}
}

func malformed(line int, expected, format string, a ...any) Verdict {
	return Verdict{Outcome: PresentationError, Line: line, Expected: expected, Message: fmt.Sprintf(format, a...)}
}

// malformedAnswer is malformed where expected is the answer itself (a
// count, a line of solutions): the judges see it, the contestant does
// not.
func malformedAnswer(line int, expected, format string, a ...any) Verdict {
	v := malformed(line, expected, format, a...)
	v.answer = true
	return v
}

func fail(format string, a ...any) Verdict {
	return Verdict{Outcome: Fail, Message: fmt.Sprintf(format, a...)}
}

// quote shows a token of the output in a message: quoted, cut short.
func quote(tok []byte) string {
	const max = 40
	if len(tok) > max {
		return fmt.Sprintf("%q...", tok[:max])
	}
	return fmt.Sprintf("%q", tok)
}
