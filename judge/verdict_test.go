package judge

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestOneLine: a message is one line of at most 500 bytes and three dots,
// never cut inside a character.
func TestOneLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"a\nb\r\tc\x7f", "a b  c "},
		{strings.Repeat("x", 500), strings.Repeat("x", 500)},
		{strings.Repeat("x", 501), strings.Repeat("x", 500) + "..."},
		{strings.Repeat("x", 499) + "×", strings.Repeat("x", 499) + "..."},
		{strings.Repeat("x", 498) + "×y", strings.Repeat("x", 498) + "×..."},
	} {
		got := oneLine(c.in)
		if got != c.want || !utf8.ValidString(got) {
			t.Errorf("oneLine(%d bytes ending %q) = %d bytes ending %q; want %d bytes ending %q",
				len(c.in), c.in[max(0, len(c.in)-6):], len(got), got[max(0, len(got)-6):], len(c.want), c.want[max(0, len(c.want)-6):])
		}
	}
}

// TestContestantText: the contestant's text of a verdict leaves out what
// was expected when that is the answer (a wrong answer's, a PE's count or
// line of solutions) and keeps it when it only shows the format.
func TestContestantText(t *testing.T) {
	for _, c := range []struct {
		problem, input, output string
		outcome                Outcome
		judges, not, contains  string // in the judges' text; not in the contestant's; in it
	}{
		{"count", "8", "ninety-two", PresentationError, "expected 92", "92", `"ninety-two" is no count`},
		{"count", "1\n8\n0", "1", PresentationError, "expected 92", "92", "after 1 of the 2 counts"},
		{"count", "8", "", PresentationError, "expected 92", "92", "the output is empty"},
		{"count", "8", "90", WrongAnswer, "expected 92", "92", "90 solutions"},
		{"p1219", "6", "2 4 6 1 3 x\n", PresentationError, `expected "2 4 6 1 3 5"`, "2 4 6 1 3 5", `"x" is no number`},
		{"p1219", "6", "2 4 6 1 3 5\n", PresentationError, `expected "3 6 2 5 1 4"`, "3 6 2 5 1 4", "ends after 1 of the 4 lines"},
		{"uva750", "1 1 1", strings.Replace(uva11, " 1      1 5", "1      1 5", 1), PresentationError,
			`expected " 1      1 5 8 6 3 7 2 4"`, "expected", "the spacing differs"},
		{"one", "8", "1 5 8 x", PresentationError, "expected the column of row 4, an integer from 1 to 8", "\x00", "expected the column of row 4, an integer from 1 to 8"},
		{"all", "4", ".Q.\n...Q\nQ...\n..Q.\n", PresentationError, "expected 4 characters", "\x00", "expected 4 characters"},
	} {
		p, err := LookupProblem(c.problem)
		if err != nil {
			t.Fatal(err)
		}
		v := Judge(p, Files{Input: strings.NewReader(c.input), Output: strings.NewReader(c.output)})
		got := contestantText(v)
		if v.Outcome != c.outcome || !strings.Contains(v.Text(), c.judges) || strings.Contains(got, c.not) || !strings.Contains(got, c.contains) {
			t.Errorf("%s %q: %v; judges read %q, the contestant %q; want %q for the judges, no %q for the contestant, and %q",
				c.problem, c.output, v.Outcome, v.Text(), got, c.judges, c.not, c.contains)
		}
	}
}
