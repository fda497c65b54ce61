package judge

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// maxAllN bounds the problem of all solutions (14200 boards at n = 12).
const maxAllN = 12

// maxJSON bounds the output read in the LeetCode list notation.
const maxJSON = 64 << 20

// allProblem: every solution, in any order, as boards (LeetCode 51).
type allProblem struct{}

func (allProblem) Name() string { return "all" }
func (allProblem) Title() string {
	return "every solution, in any order, as boards of 'Q' and '.' (LeetCode 51)"
}
func (allProblem) Format() string {
	return `Input: one integer n, 1 ≤ n ≤ 12.
Output: every solution of size n exactly once, in any order, each as n
rows of n characters, 'Q' for the queen and '.' for an empty square; or
the same boards in LeetCode's list notation, [[".Q..","...Q",...],...],
which is recognised by its first character '['. For n = 2 and 3 the
output is empty (or []).
Tolerance: blank lines between boards (any number, or none), spaces and
tabs at the ends of a row, CR LF or LF are ignored.
PE: a row of another length or with another character, a board cut
short, a list that is not JSON. WA: a row of no queen or of several, two
queens attacking, a board given twice, a solution missing (the first one
missing in lexicographic order is named).
Answer file: optional; when given it is checked like an output.`
}

func (allProblem) Parse(input io.Reader) (Case, error) {
	s := newReader(input)
	n, err := readSize(s, 1, maxAllN)
	if err != nil {
		return nil, err
	}
	if err := endOfInput(s); err != nil {
		return nil, err
	}
	c := &allCase{n: n, want: map[string]bool{}, list: allSolutions(n)}
	for _, sol := range c.list {
		c.want[sol.Key()] = true
	}
	return c, nil
}

type allCase struct {
	n    int
	list []board.Solution // lexicographic
	want map[string]bool
}

// boards collects the boards of an output and judges each as it comes.
type boards struct {
	c    *allCase
	seen map[string]int // key → 1-based board number
}

// add judges the board k (1-based) of the given rows and lines.
func (b *boards) add(k int, rows [][]byte, lines []int) *Verdict {
	chk := NewChecker(b.c.n)
	for r, row := range rows {
		col, bad := gridRow(row, lines[r], b.c.n, fmt.Sprintf("row %d of board %d", r+1, k))
		if bad != nil {
			return bad
		}
		if err := chk.Place(col); err != nil {
			v := wrong(lines[r], "", "board %d: %v", k, err)
			return &v
		}
	}
	s := chk.Placement()
	if j, ok := b.seen[s.Key()]; ok {
		v := wrong(lines[0], "", "board %d repeats board %d", k, j)
		return &v
	}
	if !b.c.want[s.Key()] {
		v := fail("board %d (%v) is a valid placement that the search did not find: the checker is wrong", k, s)
		return &v
	}
	b.seen[s.Key()] = k
	return nil
}

// end judges the output once its boards are read.
func (b *boards) end(line int) Verdict {
	if len(b.seen) < len(b.c.list) {
		for _, s := range b.c.list {
			if _, ok := b.seen[s.Key()]; !ok {
				return wrong(line, "the board of "+s.String(), "the output holds %d of the %d solutions of size %d; the first one missing", len(b.seen), len(b.c.list), b.c.n)
			}
		}
	}
	return accept("all %d %s of size %d, each once", len(b.c.list), text.Plural(len(b.c.list), "solution"), b.c.n)
}

func (c *allCase) Check(out io.Reader) Verdict {
	br := bufio.NewReader(out)
	if blank, err := onlySpace(br); err != nil {
		return fail("reading the output: %v", err)
	} else if !blank {
		if p, err := br.Peek(1); err == nil && p[0] == '[' {
			return c.checkList(br)
		}
	}
	s := newReader(br)
	b := &boards{c: c, seen: map[string]int{}}
	rows := make([][]byte, 0, c.n)
	lines := make([]int, 0, c.n)
	for k := 1; ; k++ {
		rows, lines = rows[:0], lines[:0]
		for r := range c.n {
			row, line, bad, err := nextRow(s, 4*c.n+16)
			switch {
			case err == io.EOF && r == 0:
				return b.end(line)
			case err == io.EOF:
				return malformed(line, fmt.Sprintf("%d rows", c.n), "board %d ends after %d %s", k, r, text.Plural(r, "row"))
			case err != nil:
				return fail("reading the output: %v", err)
			case bad != nil:
				return *bad
			}
			rows = append(rows, slices.Clone(row))
			lines = append(lines, line)
		}
		if k > len(c.list) {
			return wrong(lines[0], "the end of the output", "board %d: size %d has only %d solutions", k, c.n, len(c.list))
		}
		if v := b.add(k, rows, lines); v != nil {
			return *v
		}
	}
}

// checkList judges the output in LeetCode's list notation.
func (c *allCase) checkList(r io.Reader) Verdict {
	data, err := io.ReadAll(io.LimitReader(r, maxJSON+1))
	if err != nil {
		return fail("reading the output: %v", err)
	}
	if len(data) > maxJSON {
		return malformed(1, "", "the list is longer than %d bytes", maxJSON)
	}
	var list [][]string
	if err := json.Unmarshal(data, &list); err != nil {
		return malformed(1, `a list of boards, [[".Q..","...Q",...],...]`, "the output is not a list of lists of strings: %v", err)
	}
	b := &boards{c: c, seen: map[string]int{}}
	for k, rows := range list {
		if len(rows) != c.n {
			return malformed(1, fmt.Sprintf("%d rows", c.n), "board %d has %d rows", k+1, len(rows))
		}
		if k >= len(c.list) {
			return wrong(1, "", "board %d: size %d has only %d solutions", k+1, c.n, len(c.list))
		}
		bs := make([][]byte, len(rows))
		lines := make([]int, len(rows))
		for i, row := range rows {
			bs[i] = []byte(row)
			lines[i] = 1
		}
		if v := b.add(k+1, bs, lines); v != nil {
			return *v
		}
	}
	return b.end(1)
}
