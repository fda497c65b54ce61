package judge

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// judgeCase is one output of one input, and its verdict.
type judgeCase struct {
	name     string
	input    string
	answer   string // "" for none
	output   string
	outcome  Outcome
	line     int    // the verdict's line; -1: any
	contains string // a part of the verdict's text
}

func runJudgeCases(t *testing.T, problem string, cases []judgeCase) {
	t.Helper()
	p, err := LookupProblem(problem)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := Files{Input: strings.NewReader(c.input), Output: strings.NewReader(c.output)}
			if c.answer != "" {
				f.Answer = strings.NewReader(c.answer)
			}
			v := Judge(p, f)
			if v.Outcome != c.outcome || c.line >= 0 && v.Line != c.line || !strings.Contains(v.Text(), c.contains) {
				t.Errorf("%v line %d %q; want %v line %d containing %q", v.Outcome, v.Line, v.Text(), c.outcome, c.line, c.contains)
			}
		})
	}
}

const (
	boards4   = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n"
	boards4r  = "..Q.\r\nQ...\r\n...Q\r\n.Q..\r\n.Q..  \r\n...Q\r\nQ...\r\n..Q.\r\n"
	leetcode4 = `[[".Q..","...Q","Q...","..Q."],["..Q.","Q...","...Q",".Q.."]]`
)

func TestProblemAll(t *testing.T) {
	runJudgeCases(t, "all", []judgeCase{
		{"right", "4\n", "", boards4, Accepted, 0, "all 2 solutions"},
		{"right, other order, CR LF, no blank line", "4", "", boards4r, Accepted, 0, ""},
		{"right, LeetCode's notation", "4", "", leetcode4, Accepted, 0, ""},
		{"right answer file", "4", boards4, boards4r, Accepted, 0, ""},
		{"n = 3: nothing", "3", "", "\n", Accepted, 0, "all 0 solutions"},
		{"n = 3: []", "3", "", "[]", Accepted, 0, ""},
		{"n = 1", "1", "", "Q", Accepted, 0, "all 1 solution of size 1"},
		{"one missing", "4", "", ".Q..\n...Q\nQ...\n..Q.\n", WrongAnswer, 4, "1 of the 2 solutions"},
		{"empty", "4", "", "", WrongAnswer, 1, "0 of the 2"},
		{"repeated", "4", "", ".Q..\n...Q\nQ...\n..Q.\n\n.Q..\n...Q\nQ...\n..Q.\n", WrongAnswer, 6, "board 2 repeats board 1"},
		{"attack", "4", "", "Q...\n..Q.\n.Q..\n...Q\n", WrongAnswer, 3, "on their anti-diagonal"},
		{"two queens in a row", "4", "", "QQ..\n...Q\nQ...\n..Q.\n", WrongAnswer, 1, "holds 2 queens"},
		{"too many boards", "4", "", boards4 + "\n" + boards4, WrongAnswer, 11, "only 2 solutions"},
		{"short row", "4", "", ".Q.\n...Q\nQ...\n..Q.\n", PresentationError, 1, "has 3 characters"},
		{"bad character", "4", "", ".Q..\n...Q\nQ.x.\n..Q.\n", PresentationError, 3, "character 3"},
		{"truncated board", "4", "", ".Q..\n...Q\n", PresentationError, -1, "board 1 ends after 2 rows"},
		{"bad JSON", "4", "", `[[".Q..",`, PresentationError, 1, "not a list"},
		{"JSON board of 3 rows", "4", "", `[[".Q..","...Q","Q..."]]`, PresentationError, 1, "has 3 rows"},
		{"long line", "4", "", strings.Repeat(".", 100000), PresentationError, 1, "longer than"},
		{"wrong answer file", "4", ".Q..\n...Q\nQ...\n..Q.\n", boards4, Fail, 0, "answer file fails its own check"},
		{"bad input", "13", "", boards4, Fail, 0, "1 ≤ n ≤ 12"},
		{"input with more", "4 5", "", boards4, Fail, 0, "after the input's end"},
		{"empty input", "", "", boards4, Fail, 0, "input is empty"},
	})
}

func TestProblemCount(t *testing.T) {
	runJudgeCases(t, "count", []judgeCase{
		{"LeetCode 52", "4\n", "", "2\n", Accepted, 0, "1 count right"},
		{"HDU 2553", "1\n8\n5\n0\n", "1\n92\n10\n", "1\r\n92\r\n10\r\n", Accepted, 0, "3 counts"},
		{"published beyond the search", "27\n", "", "234907967154122528\n", Accepted, 0, ""},
		{"no 0 at the end", "6 7", "", "4 40", Accepted, 0, ""},
		{"wrong", "1\n8\n5\n0\n", "", "1\n90\n10\n", WrongAnswer, 2, "case 2 (n = 8): 90 solutions; expected 92"},
		{"empty", "8", "", "", PresentationError, 1, "empty"},
		{"truncated", "1\n8\n5\n0\n", "", "1\n92\n", PresentationError, 2, "after 2 of the 3 counts"},
		{"extra", "8", "", "92 92", PresentationError, 1, `"92" after the 1 count;`},
		{"not a number", "8", "", "ninety-two", PresentationError, 1, "is no count"},
		{"negative", "8", "", "-92", PresentationError, 1, "is no count"},
		{"wrong answer file", "8", "90", "92", Fail, 0, "answer file fails"},
		{"n too large", "28", "", "1", Fail, 0, "no board size"},
		{"input after 0", "8 0 9", "", "92", Fail, 0, "after the input's end"},
		{"no case", "0", "", "", Fail, 0, "no test case"},
	})
}

func TestProblemOne(t *testing.T) {
	runJudgeCases(t, "one", []judgeCase{
		{"right", "8", "", "1 5 8 6 3 7 2 4", Accepted, 0, ""},
		{"right, with an answer", "8", "2 4 6 8 3 1 7 5\n", "1 5 8 6 3 7 2 4", Accepted, 0, ""},
		{"none", "2", "-1", "-1", Accepted, 0, ""},
		{"answer file attacks", "8", "1 2 3 4 5 6 7 8", "1 5 8 6 3 7 2 4", Fail, 0, "answer file fails its own check (WA)"},
		{"answer file says none", "8", "-1", "1 5 8 6 3 7 2 4", Fail, 0, "answer file"},
		{"input not a number", "eight", "", "1", Fail, 0, "no board size"},
		{"input 0", "0", "", "1", Fail, 0, "1 ≤ n ≤ 2000000"},
	})
}

func TestProblemComplete(t *testing.T) {
	in := "4\n.Q..\n....\n....\n....\n"
	empty20 := "20\n" + strings.Repeat(strings.Repeat(".", 20)+"\n", 20)
	s20, err := Construct(20)
	if err != nil {
		t.Fatal(err)
	}
	grid20 := string(board.AppendGrid(nil, s20))
	runJudgeCases(t, "complete", []judgeCase{
		{"right", in, "", ".Q..\n...Q\nQ...\n..Q.\n", Accepted, 0, "the 1 given one kept"},
		{"right, CR LF, blank lines", in, "", "\r\n.Q..\r\n\r\n...Q\r\nQ...\r\n..Q.\r\n\r\n", Accepted, 0, ""},
		{"given queen dropped", in, "", "..Q.\nQ...\n...Q\n.Q..\n", WrongAnswer, 1, "the given queen (row 1, col 2) is missing"},
		{"attack", in, "", ".Q..\n...Q\n..Q.\nQ...\n", WrongAnswer, 3, "attacks"},
		{"impossible, wrongly", in, "", "impossible\n", WrongAnswer, 1, "a completion exists"},
		{"impossible: the given queens attack", "4\nQ...\n.Q..\n....\n....\n", "", "Impossible\n", Accepted, 0, "share a diagonal"},
		{"impossible, searched", "4\nQ...\n....\n....\n....\n", "", "IMPOSSIBLE", Accepted, 0, "searched every solution"},
		{"impossible beyond the search, n = 20", empty20, "", "impossible", Fail, 0, "only for n ≤ 14"},
		{"impossible, refuted by the answer file, n = 20", empty20, grid20, "impossible", WrongAnswer, 1, "but a completion exists; expected a placement (the answer file holds one)"},
		{"a completion, n = 20, with the answer file's", empty20, grid20, grid20, Accepted, 0, "20 queens"},
		{"impossible and more", in, "", "impossible\n.Q..\n", PresentationError, 2, "after \"impossible\""},
		{"empty", in, "", "", PresentationError, 1, "empty"},
		{"truncated", in, "", ".Q..\n...Q\n", PresentationError, 2, "after 2 of the 4 rows"},
		{"extra row", in, "", ".Q..\n...Q\nQ...\n..Q.\n....\n", PresentationError, 5, "after the 4 rows"},
		{"bad row", in, "", ".Q..\n...Q\nQ..\n..Q.\n", PresentationError, 3, "has 3 characters"},
		{"answer file says impossible", in, "impossible", ".Q..\n...Q\nQ...\n..Q.\n", Fail, 0, "answer file fails its own check (WA)"},
		{"input rows short", "4\n.Q..\n....\n", "", "impossible", Fail, 0, "after 2 of the 4 rows"},
		{"input bad row", "2\nQ.\nq.\n", "", "impossible", Fail, 0, "not 2 characters"},
	})
}

func TestProblemP1219(t *testing.T) {
	right := "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n"
	runJudgeCases(t, "p1219", []judgeCase{
		{"right", "6", "", right, Accepted, 0, "the 4 lines right"},
		{"right, spacing, CR LF, blank end", "6", right, "2  4 6 1 3 5 \r\n\t3 6 2 5 1 4\r\n4 1 5 2 6 3\r\n4\r\n\r\n\r\n", Accepted, 0, ""},
		{"n = 4: two solutions", "4", "", "2 4 1 3\n3 1 4 2\n2\n", Accepted, 0, ""},
		{"wrong order", "6", "", "3 6 2 5 1 4\n2 4 6 1 3 5\n4 1 5 2 6 3\n4\n", WrongAnswer, 1, `expected "2 4 6 1 3 5"`},
		{"wrong total", "6", "", "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5\n", WrongAnswer, 4, `expected "4"`},
		{"short line", "6", "", "2 4 6 1 3\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n", PresentationError, 1, "holds 5 numbers"},
		{"not a number", "6", "", "2 4 6 1 3 x\n", PresentationError, 1, `"x" is no number`},
		{"truncated", "6", "", "2 4 6 1 3 5\n3 6 2 5 1 4\n", PresentationError, 3, "after 2 of the 4 lines"},
		{"blank line inside", "6", "", "2 4 6 1 3 5\n\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n", PresentationError, 2, "holds 0 numbers"},
		{"extra", "6", "", right + "5\n", PresentationError, 5, "after the expected output"},
		{"empty", "6", "", "", PresentationError, 1, "empty"},
		{"answer wrong", "6", "1 2 3 4 5 6\n", right, Fail, 0, "answer file"},
		{"n = 14", "14", "", right, Fail, 0, "1 ≤ n ≤ 13"},
	})
}

// uva11 is UVa 750's sample: the 8-queens solutions through row 1,
// column 1.
const uva11 = "SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n 1      1 5 8 6 3 7 2 4\n 2      1 6 8 3 7 4 2 5\n 3      1 7 4 6 8 2 5 3\n 4      1 7 5 8 2 4 6 3\n"

func TestProblemUVa750(t *testing.T) {
	two := uva11 + "\n" + uva11
	runJudgeCases(t, "uva750", []judgeCase{
		{"sample", "1\n\n1 1\n", "", uva11, Accepted, 0, "byte for byte"},
		{"sample, CR LF, blank end", "1\n\n1 1\n", uva11, strings.ReplaceAll(uva11, "\n", "\r\n") + "\r\n", Accepted, 0, ""},
		{"two datasets", "2\n\n1 1\n\n1 1\n", "", two, Accepted, 0, ""},
		{"no blank line between datasets", "2\n\n1 1\n\n1 1\n", "", uva11 + uva11, PresentationError, 8, `expected ""`},
		{"spacing", "1 1 1", "", strings.Replace(uva11, " 1      1 5", "1      1 5", 1), PresentationError, 4, "the spacing differs"},
		{"wrong solution", "1 1 1", "", strings.Replace(uva11, "1 5 8 6 3 7 2 4", "1 5 8 6 3 7 4 2", 1), WrongAnswer, 4, `expected " 1      1 5 8 6 3 7 2 4"`},
		{"missing solution", "1 1 1", "", strings.Replace(uva11, " 4      1 7 5 8 2 4 6 3\n", "", 1), WrongAnswer, 7, "ends at line 6"},
		{"extra line", "1 1 1", "", uva11 + " 5      1 1 1 1 1 1 1 1\n", WrongAnswer, 8, "after the expected output"},
		{"row and column apart", "1\n\n2 1\n", "", uva11, WrongAnswer, 4, `expected " 1      2 4 6 8 3 1 7 5"`},
		{"empty", "1 1 1", "", "", PresentationError, 1, "empty"},
		{"bad input", "1\n\n9 1\n", "", uva11, Fail, 0, "dataset 1"},
		{"missing dataset", "2\n\n1 1\n", "", uva11, Fail, 0, "dataset 2"},
	})
}

// panicky is a problem whose check panics.
type panicky struct{ oneProblem }

func (panicky) Parse(io.Reader) (Case, error) { return panicCase{}, nil }

type panicCase struct{}

func (panicCase) Check(io.Reader) Verdict { panic("boom") }

// failingReader fails after its text.
type failingReader struct{ r io.Reader }

func (f failingReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, errors.New("disk on fire")
	}
	return n, err
}

func TestJudgeNeverAcceptsItsOwnFailure(t *testing.T) {
	v := Judge(panicky{}, Files{Input: strings.NewReader("4"), Output: strings.NewReader("2 4 1 3")})
	if v.Outcome != Fail || !strings.Contains(v.Message, "boom") {
		t.Errorf("a panic: %v %q", v.Outcome, v.Text())
	}
	for _, p := range Problems() {
		in := map[string]string{"all": "4", "complete": "4\n....\n....\n....\n....\n", "count": "4", "one": "4", "p1219": "4", "uva750": "1 1 1"}[p.Name()]
		if in == "" {
			t.Fatalf("problem %s has no input here", p.Name())
		}
		v := Judge(p, Files{Input: strings.NewReader(in), Output: failingReader{strings.NewReader("2 4")}})
		if v.Outcome != Fail {
			t.Errorf("%s: a read error of the output: %v %q", p.Name(), v.Outcome, v.Text())
		}
		v = Judge(p, Files{Input: failingReader{strings.NewReader(in)}, Output: strings.NewReader("")})
		if v.Outcome != Fail {
			t.Errorf("%s: a read error of the input: %v %q", p.Name(), v.Outcome, v.Text())
		}
	}
	if v := Judge(oneProblem{}, Files{Input: strings.NewReader("4")}); v.Outcome != Fail {
		t.Errorf("no output: %v", v.Outcome)
	}
}

func TestRegistries(t *testing.T) {
	names := ProblemNames()
	for i, p := range Problems() {
		if p.Name() != names[i] || i > 0 && names[i-1] >= names[i] {
			t.Errorf("problems not sorted by name: %v", names)
		}
		if p.Title() == "" || !strings.HasPrefix(p.Format(), "Input: ") || !strings.Contains(p.Format(), "Tolerance: ") {
			t.Errorf("problem %s: its title or format is not documented", p.Name())
		}
		if q, err := LookupProblem(p.Name()); err != nil || q.Name() != p.Name() {
			t.Errorf("LookupProblem(%s): %v", p.Name(), err)
		}
	}
	if _, err := LookupProblem("nope"); err == nil || !strings.Contains(err.Error(), "count, one") {
		t.Errorf("LookupProblem(nope): %v", err)
	}
	cnames := ConventionNames()
	for i, c := range Conventions() {
		if c.Name() != cnames[i] || i > 0 && cnames[i-1] >= cnames[i] {
			t.Errorf("conventions not sorted by name: %v", cnames)
		}
		if c.FailCode() == 0 || c.FailCode() == 42 || c.FailCode() == 43 {
			t.Errorf("convention %s fails with %d, which accepts or judges", c.Name(), c.FailCode())
		}
		if _, err := LookupConvention(c.Name()); err != nil {
			t.Error(err)
		}
	}
	if _, err := LookupConvention("nope"); err == nil {
		t.Error("LookupConvention(nope) found one")
	}
}

// TestConventionsNeverPanic: a convention's Run with no streams at all (a
// write panics) or with a problem that panics returns its failure code.
func TestConventionsNeverPanic(t *testing.T) {
	dir := t.TempDir()
	in, out := dir+"/in", dir+"/out"
	for name, text := range map[string]string{in: "4\n", out: "2 4 1 3\n"} {
		if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	args := map[string][]string{"cms": {in, out, out}, "icpc": {in, out, dir}, "testlib": {in, out, out}}
	for _, c := range Conventions() {
		var stderr bytes.Buffer
		// The ICPC format writes no stream for an accepted output.
		want := map[string]int{"icpc": 42}[c.Name()]
		if want == 0 {
			want = c.FailCode()
		}
		if code := c.Run(oneProblem{}, args[c.Name()], Stdio{Stdin: strings.NewReader("2 4 1 3")}); code != want {
			t.Errorf("%s with no streams: exit %d, want %d", c.Name(), code, want)
		}
		std := Stdio{Stdin: strings.NewReader("2 4 1 3"), Stdout: io.Discard, Stderr: &stderr}
		if code := c.Run(panicky{}, args[c.Name()], std); code != c.FailCode() || !strings.Contains(stderr.String(), "boom") {
			t.Errorf("%s with a problem that panics: exit %d, stderr %q", c.Name(), code, stderr.String())
		}
	}
}
