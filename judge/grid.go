package judge

import (
	"fmt"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// A grid row is n characters, '.' for an empty square and 'Q' for a
// queen; spaces, tabs and a carriage return at its ends are no part of it.

// gridRow reads the row of a grid of size n: the column of its one queen,
// or a verdict (PE for a malformed row, WA for a row of no queen or of
// several). what names the row in messages ("row 3 of board 2").
func gridRow(row []byte, line, n int, what string) (int, *Verdict) {
	row = trimSpace(row)
	if len(row) != n {
		v := malformed(line, fmt.Sprintf("%d characters", n), "%s has %d characters", what, len(row))
		return 0, &v
	}
	col, queens := -1, 0
	for i, c := range row {
		switch c {
		case 'Q':
			queens++
			if col < 0 {
				col = i
			}
		case '.':
		default:
			v := malformed(line, "'.' or 'Q'", "%s: character %d is %q", what, i+1, c)
			return 0, &v
		}
	}
	if queens != 1 {
		v := wrong(line, "one queen", "%s holds %d queens", what, queens)
		return 0, &v
	}
	return col, nil
}

// nextRow returns the next line of s that holds more than spaces and tabs,
// or io.EOF with the number of the last such line (1 when there is none);
// a line longer than limit is a PE.
func nextRow(s *reader, limit int) ([]byte, int, *Verdict, error) {
	for {
		row, line, err := s.lineOf(limit)
		if err == errLong {
			v := malformed(line, "", "a line longer than %d characters", limit)
			return nil, line, &v, nil
		}
		if err == io.EOF {
			return nil, max(s.last, 1), nil, err
		}
		if err != nil {
			return nil, line, nil, err
		}
		if len(trimSpace(row)) > 0 {
			s.last = line
			return row, line, nil, nil
		}
	}
}

// completeProblem: one placement that completes a partial board.
type completeProblem struct{}

// maxCompleteN bounds the board of the completion problem; maxSearchN
// the board on which the checker can confirm that no completion exists.
const (
	maxCompleteN = 1000
	maxSearchN   = 14
)

func (completeProblem) Name() string { return "complete" }
func (completeProblem) Title() string {
	return "one placement of n queens holding the queens already on a partial board, or \"impossible\""
}
func (completeProblem) Format() string {
	return `Input: n, 1 ≤ n ≤ 1000, then n rows of n characters: '.' for an empty
square, 'Q' for a queen placed already (any number of them, possibly
none). Blank lines are skipped.
Output: n rows of n characters, '.' and 'Q', one queen per row, no two
attacking, every queen of the input kept; or the single word
"impossible" (any case) when no such placement exists.
Tolerance: spaces and tabs at the ends of a row, CR LF or LF, and blank
lines anywhere are ignored.
PE: a row of another length or with another character, too few or too
many rows, an empty output. WA: a row of no queen or of several, two
queens attacking, a queen of the input missing, "impossible" when a
completion exists, or a placement when none does.
"impossible" is confirmed by the queens of the input attacking each
other, by an answer file holding a completion (which refutes it), or by
a full search for n ≤ 14; otherwise the checker cannot confirm it and
fails rather than guess.
Answer file: optional; when given it is checked like an output.`
}

type completeCase struct {
	n     int
	fixed []board.Cell // the queens of the input, by row
	clash string       // why the queens of the input cannot all stay, or ""
	// known is a completion Check has accepted (the answer file's, which
	// Judge checks first), or nil: it refutes a later "impossible" at any
	// n, where the search stops at maxSearchN.
	known board.Solution
}

func (completeProblem) Parse(input io.Reader) (Case, error) {
	s := newReader(input)
	n, err := readSize(s, 1, maxCompleteN)
	if err != nil {
		return nil, err
	}
	c := &completeCase{n: n}
	for r := range n {
		row, line, bad, err := nextRow(s, 4*n+16)
		switch {
		case err == io.EOF:
			return nil, fmt.Errorf("the input ends after %d of the %d rows", r, n)
		case err != nil:
			return nil, err
		case bad != nil:
			return nil, fmt.Errorf("line %d: %s", line, bad.Message)
		}
		row = trimSpace(row)
		if len(row) != n || strings.Trim(string(row), ".Q") != "" {
			return nil, fmt.Errorf("line %d: row %d is not %d characters '.' and 'Q'", line, r+1, n)
		}
		for col, ch := range row {
			if ch == 'Q' {
				c.fixed = append(c.fixed, board.Cell{Row: r, Col: col})
			}
		}
	}
	c.clash = clash(n, c.fixed)
	return c, endOfInput(s)
}

// clash returns how two of the cells attack each other, or "".
func clash(n int, cells []board.Cell) string {
	rows, cols := map[int]board.Cell{}, map[int]board.Cell{}
	diag, anti := map[int]board.Cell{}, map[int]board.Cell{}
	for _, q := range cells {
		for _, l := range []struct {
			seen map[int]board.Cell
			key  int
			name string
		}{{rows, q.Row, "row"}, {cols, q.Col, "column"}, {diag, q.Row - q.Col + n, "diagonal"}, {anti, q.Row + q.Col, "anti-diagonal"}} {
			if p, ok := l.seen[l.key]; ok {
				return fmt.Sprintf("the given queens %v and %v share a %s", p, q, l.name)
			}
			l.seen[l.key] = q
		}
	}
	return ""
}

func (c *completeCase) Check(out io.Reader) Verdict {
	s := newReader(out)
	first, line, bad, err := nextRow(s, 4*c.n+16)
	switch {
	case err == io.EOF:
		return malformed(line, "", "the output is empty; expected %d rows or \"impossible\"", c.n)
	case err != nil:
		return fail("reading the output: %v", err)
	case bad != nil && !strings.EqualFold(string(trimSpace(first)), "impossible"):
		return *bad
	}
	if strings.EqualFold(string(trimSpace(first)), "impossible") {
		if v := c.rest(s, "\"impossible\""); v != nil {
			return *v
		}
		return c.checkImpossible(line)
	}
	k := NewChecker(c.n)
	var ownLine []int
	for r := 0; r < c.n; r++ {
		if r > 0 {
			first, line, bad, err = nextRow(s, 4*c.n+16)
			switch {
			case err == io.EOF:
				return malformed(line, "", "the output ends after %d of the %d rows", r, c.n)
			case err != nil:
				return fail("reading the output: %v", err)
			case bad != nil:
				return *bad
			}
		}
		col, bad := gridRow(first, line, c.n, fmt.Sprintf("row %d", r+1))
		if bad != nil {
			return *bad
		}
		if err := k.Place(col); err != nil {
			return wrong(line, "", "%v", err)
		}
		ownLine = append(ownLine, line)
	}
	if v := c.rest(s, fmt.Sprintf("the %d rows", c.n)); v != nil {
		return *v
	}
	for _, q := range c.fixed {
		if got := k.Placement()[q.Row]; got != q.Col {
			return wrong(ownLine[q.Row], fmt.Sprintf("the queen in column %d", q.Col+1), "row %d: the given queen %v is missing (the row's queen is in column %d)", q.Row+1, q, got+1)
		}
	}
	if c.clash != "" {
		return fail("a valid placement keeps every given queen, but %s: the checker is wrong", c.clash)
	}
	c.known = k.Placement()
	return accept("%d %s, none attacked, the %d given %s kept", c.n, text.Plural(c.n, "queen"), len(c.fixed), text.Plural(len(c.fixed), "one"))
}

// rest is a PE when s holds another non-blank line.
func (c *completeCase) rest(s *reader, after string) *Verdict {
	row, line, _, err := nextRow(s, 4*c.n+16)
	if err == io.EOF {
		return nil
	}
	if err != nil {
		v := fail("reading the output: %v", err)
		return &v
	}
	v := malformed(line, "the end of the output", "%s after %s", quote(trimSpace(row)), after)
	return &v
}

// checkImpossible judges the claim that no completion exists.
func (c *completeCase) checkImpossible(line int) Verdict {
	if c.clash != "" {
		return accept("no completion: %s", c.clash)
	}
	if c.known != nil {
		return wrong(line, "a placement (the answer file holds one)", "\"impossible\", but a completion exists")
	}
	if c.n > maxSearchN {
		return fail("the output says \"impossible\" for n = %d; the checker confirms that only for n ≤ %d (or when the given queens attack each other)", c.n, maxSearchN)
	}
	if s, ok := completion(c.n, c.fixed); ok {
		return wrong(line, "a placement such as "+s.String(), "\"impossible\", but a completion exists")
	}
	return accept("no completion exists (searched every solution of size %d)", c.n)
}
