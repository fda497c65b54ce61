package judge

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Problem is one N-Queens exercise a judge sets: how its input is
// written, what its output must say, and how an output is judged.
type Problem interface {
	// Name is the problem's name on the command line ("one", "count").
	Name() string
	// Title says in one line what the problem asks and where it is set.
	Title() string
	// Format documents the input format, the output contract and the
	// whitespace and line-ending tolerance, as a problem statement would.
	Format() string
	// Parse reads one input file. An error means the input is not one of
	// this problem's: the judge's fault, a Fail.
	Parse(input io.Reader) (Case, error)
}

// Case is one parsed input, ready to judge outputs.
type Case interface {
	// Check judges one output. It reads out once, to its end or to the
	// first fault, and never panics on what out holds.
	Check(out io.Reader) Verdict
}

// problems is the registry, sorted by name.
var problems = []Problem{allProblem{}, completeProblem{}, countProblem{}, oneProblem{}, p1219Problem{}, uva750Problem{}}

// Problems returns the problems, sorted by name.
func Problems() []Problem { return slices.Clone(problems) }

// LookupProblem returns the problem named name.
func LookupProblem(name string) (Problem, error) {
	for _, p := range problems {
		if p.Name() == name {
			return p, nil
		}
	}
	return nil, fmt.Errorf("unknown problem %q; the problems are %s", name, strings.Join(ProblemNames(), ", "))
}

// ProblemNames returns the problems' names, sorted.
func ProblemNames() []string {
	names := make([]string, len(problems))
	for i, p := range problems {
		names[i] = p.Name()
	}
	return names
}

// Files are the three files a judge hands a checker.
type Files struct {
	// Input is the test's input.
	Input io.Reader
	// Answer is the judge's answer for it, or nil. When it holds more
	// than whitespace it is judged like an output first and must be
	// accepted: a wrong answer file is a Fail, never trusted.
	Answer io.Reader
	// Output is the program's output.
	Output io.Reader
}

// Judge judges f.Output for problem p: it parses f.Input, checks
// f.Answer (when it holds anything), then judges f.Output. Whatever goes
// wrong on the judge's side, a panic included, is a Fail.
func Judge(p Problem, f Files) (v Verdict) {
	defer func() {
		if r := recover(); r != nil {
			v = fail("internal error of the checker: %v", r)
		}
	}()
	if f.Input == nil || f.Output == nil {
		return fail("no input or no output to judge")
	}
	c, err := p.Parse(f.Input)
	if err != nil {
		return fail("the input file is not one of problem %s: %v", p.Name(), err)
	}
	if f.Answer != nil {
		ans := bufio.NewReader(f.Answer)
		blank, err := onlySpace(ans)
		if err != nil {
			return fail("reading the answer file: %v", err)
		}
		if !blank {
			if av := c.Check(ans); av.Outcome != Accepted {
				return fail("the answer file fails its own check (%s): %s", av.Outcome, av.Text())
			}
		}
	}
	return c.Check(f.Output)
}

// onlySpace reports whether r holds only whitespace, reading no further
// than its first other byte, which it leaves unread.
func onlySpace(r *bufio.Reader) (bool, error) {
	for {
		b, err := r.ReadByte()
		if err == io.EOF {
			return true, nil
		}
		if err != nil {
			return false, err
		}
		if !isSpace(b) {
			return false, r.UnreadByte()
		}
	}
}

// readSize reads the board size, the first token of an input, and checks
// it lies in [lo, hi].
func readSize(s *reader, lo, hi int) (int, error) {
	tok, line, err := s.token()
	if err == io.EOF {
		return 0, fmt.Errorf("the input is empty; expected the board size")
	}
	if err != nil && err != errLong {
		return 0, err
	}
	v, ok := parseInt(tok)
	if !ok || err == errLong {
		return 0, fmt.Errorf("line %d: %s is no board size", line, quote(tok))
	}
	if v < int64(lo) || v > int64(hi) {
		return 0, fmt.Errorf("line %d: n = %d; this problem takes %d ≤ n ≤ %d", line, v, lo, hi)
	}
	return int(v), nil
}

// endOfInput fails when s holds more than whitespace.
func endOfInput(s *reader) error {
	tok, line, ok, err := s.rest()
	if err != nil {
		return err
	}
	if ok {
		return fmt.Errorf("line %d: %s after the input's end", line, quote(tok))
	}
	return nil
}

// oneProblem: one placement of n queens for any n.
type oneProblem struct{}

func (oneProblem) Name() string { return "one" }
func (oneProblem) Title() string {
	return "one placement of n queens, for any n up to 2,000,000 (constructive and local-search exercises)"
}
func (oneProblem) Format() string {
	return `Input: one integer n, 1 ≤ n ≤ 2000000.
Output: n integers, the 1-based column of the queen of row 1, row 2, ...,
row n, such that no two queens share a column or a diagonal; or, when no
placement exists (n = 2 and n = 3), the single integer -1.
Tolerance: the integers may be separated by any whitespace (spaces, tabs,
line breaks, CR LF or LF); leading and trailing whitespace is ignored.
PE: a token that is no integer, fewer or more than n integers, an empty
output. WA: a column off the board, two queens attacking (the first row
whose queen attacks an earlier one, and that queen, are named), -1 when a
placement exists, anything but -1 when none does.
Answer file: optional; when given it is checked like an output.`
}

func (oneProblem) Parse(input io.Reader) (Case, error) {
	s := newReader(input)
	n, err := readSize(s, 1, MaxPlacement)
	if err != nil {
		return nil, err
	}
	return oneCase(n), endOfInput(s)
}

type oneCase int

func (c oneCase) Check(out io.Reader) Verdict { return CheckOnePlacement(int(c), out) }
