package judge

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/reference"
)

// countOnTheSpot is the largest n whose count the checker computes with
// package dfs while it judges (a few milliseconds); larger counts, to
// maxCountN, are the published values of package reference.
const countOnTheSpot = 13

// maxCountN is the largest n of the count problem: the published values
// end there.
const maxCountN = 27

// maxCases bounds the test cases of one input of the count problem.
const maxCases = 100000

// solutionCount returns Q(n), the number of solutions of size n: counted
// by dfs up to countOnTheSpot, and there compared with the published
// value; beyond, the published value.
func solutionCount(n int) (uint64, error) {
	pub, ok := reference.Published().Row(n)
	var want uint64
	if ok {
		want, ok = pub[reference.Total]
	}
	if n > countOnTheSpot {
		if !ok {
			return 0, fmt.Errorf("n = %d: no published count", n)
		}
		return want, nil
	}
	c, err := dfs.Count(context.Background(), n, dfs.CountOptions{})
	if err != nil {
		return 0, err
	}
	if ok && c.Total != want {
		return 0, fmt.Errorf("n = %d: the search counts %d solutions, the published value is %d", n, c.Total, want)
	}
	return c.Total, nil
}

// countProblem: the number of solutions, for one or several sizes.
type countProblem struct{}

func (countProblem) Name() string { return "count" }
func (countProblem) Title() string {
	return "the number of solutions Q(n), one or several sizes per input (LeetCode 52, HDU 2553)"
}
func (countProblem) Format() string {
	return `Input: one or more integers n, 1 ≤ n ≤ 27, one test case each, up to the
end of the file or a 0, which ends the input (HDU 2553); a single n is
LeetCode 52. At most 100000 cases.
Output: for each case, in order, the number of solutions Q(n).
Tolerance: the numbers may be separated by any whitespace (one per line
as the problems print them, or not; CR LF or LF); leading and trailing
whitespace is ignored.
PE: a token that is no integer, fewer or more numbers than cases, an
empty output. WA: a wrong count (the case, its n and Q(n) are named).
Answer file: optional; when given it is checked like an output.`
}

func (countProblem) Parse(input io.Reader) (Case, error) {
	s := newReader(input)
	var c countCase
	for {
		tok, line, ok, err := s.rest()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		v, isInt := parseInt(tok)
		if !isInt || v < 0 || v > maxCountN {
			return nil, fmt.Errorf("line %d: %s is no board size from 1 to %d (or 0, the end)", line, quote(tok), maxCountN)
		}
		if v == 0 {
			if err := endOfInput(s); err != nil {
				return nil, err
			}
			break
		}
		if len(c.sizes) == maxCases {
			return nil, fmt.Errorf("line %d: more than %d cases", line, maxCases)
		}
		c.sizes = append(c.sizes, int(v))
	}
	if len(c.sizes) == 0 {
		return nil, fmt.Errorf("no test case: the input holds no n")
	}
	c.want = map[int]uint64{}
	for _, n := range c.sizes {
		if _, ok := c.want[n]; ok {
			continue
		}
		q, err := solutionCount(n)
		if err != nil {
			return nil, err
		}
		c.want[n] = q
	}
	return &c, nil
}

type countCase struct {
	sizes []int
	want  map[int]uint64
}

func (c *countCase) Check(out io.Reader) Verdict {
	s := newReader(out)
	for i, n := range c.sizes {
		want := strconv.FormatUint(c.want[n], 10)
		tok, line, ok, err := s.rest()
		switch {
		case err != nil:
			return fail("reading the output: %v", err)
		case !ok && i == 0:
			return malformedAnswer(line, want, "the output is empty")
		case !ok:
			return malformedAnswer(line, want, "the output ends after %d of the %d counts (case %d, n = %d, is missing)", i, len(c.sizes), i+1, n)
		}
		v, isInt := parseUint(tok)
		if !isInt {
			return malformedAnswer(line, want, "case %d (n = %d): %s is no count", i+1, n, quote(tok))
		}
		if v != c.want[n] {
			return wrong(line, want, "case %d (n = %d): %d solutions", i+1, n, v)
		}
	}
	if tok, line, ok, err := s.rest(); err != nil {
		return fail("reading the output: %v", err)
	} else if ok {
		return malformed(line, "the end of the output", "%s after the %d %s", quote(tok), len(c.sizes), text.Plural(len(c.sizes), "count"))
	}
	return accept("%d %s right", len(c.sizes), text.Plural(len(c.sizes), "count"))
}

// parseUint reads tok as a decimal count: digits only, as large as an
// uint64 holds.
func parseUint(tok []byte) (uint64, bool) {
	if len(tok) == 0 || tok[0] < '0' || tok[0] > '9' {
		return 0, false
	}
	v, err := strconv.ParseUint(string(tok), 10, 64)
	return v, err == nil
}
