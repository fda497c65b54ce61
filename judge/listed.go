package judge

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
)

// maxP1219N bounds P1219's n: the count is computed on the spot.
const maxP1219N = countOnTheSpot

// p1219Shown is the number of solutions P1219 prints before the total.
const p1219Shown = 3

// p1219Problem: Luogu P1219, the first three solutions and the total.
type p1219Problem struct{}

func (p1219Problem) Name() string { return "p1219" }
func (p1219Problem) Title() string {
	return "the first three solutions in lexicographic order and the total (Luogu P1219, USACO Checker Challenge)"
}
func (p1219Problem) Format() string {
	return `Input: one integer n, 1 ≤ n ≤ 13 (the problem sets 6 ≤ n ≤ 13).
Output: the first three solutions in lexicographic order (all of them
when there are fewer), one a line, as the 1-based columns of the queens
of rows 1 to n separated by spaces; then a line holding the number of
solutions.
Tolerance: any number of spaces or tabs between and around the numbers
of a line, CR LF or LF, and blank lines at the end are ignored; lines
are not: each solution and the total stand on their own line.
PE: a line with another number of numbers, a token that is no number, a
blank line before the end, a missing or extra line. WA: a wrong column
or total (the line and what it should hold are named).
Answer file: optional; when given it is checked like an output.`
}

func (p1219Problem) Parse(input io.Reader) (Case, error) {
	s := newReader(input)
	n, err := readSize(s, 1, maxP1219N)
	if err != nil {
		return nil, err
	}
	if err := endOfInput(s); err != nil {
		return nil, err
	}
	total, err := solutionCount(n)
	if err != nil {
		return nil, err
	}
	c := &linesCase{}
	for _, sol := range dfs.First(n, p1219Shown) {
		c.want = append(c.want, strings.TrimSuffix(string(board.AppendColumns(nil, sol)), "\n"))
	}
	c.want = append(c.want, strconv.FormatUint(total, 10))
	return c, nil
}

// linesCase judges an output whose every line is known: the lines' words
// must match, the spacing within a line is free unless exact.
type linesCase struct {
	want  []string
	exact bool // the lines must match byte for byte (after line endings)
}

// outputLines reads the lines of out, each without its line ending, up to
// the first line holding more than whitespace past the first limit lines
// (the rest is not read), and drops the blank lines at the end. A line
// longer than 4096 bytes is a PE, as are a thousand blank lines past
// limit.
func outputLines(out io.Reader, limit int) ([]string, *Verdict, error) {
	s := newReader(out)
	var lines []string
	for {
		b, line, err := s.lineOf(4096)
		if err == io.EOF {
			break
		}
		if err == errLong {
			v := malformed(line, "", "a line longer than 4096 characters")
			return nil, &v, nil
		}
		if err != nil {
			return nil, nil, err
		}
		lines = append(lines, string(b))
		if len(lines) > limit && len(bytes.TrimSpace(b)) > 0 {
			return lines, nil, nil
		}
		if len(lines) > limit+1000 {
			v := malformed(line, "the end of the output", "a thousand blank lines after the expected output")
			return nil, &v, nil
		}
	}
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines, nil, nil
}

func (c *linesCase) Check(out io.Reader) Verdict {
	got, bad, err := outputLines(out, len(c.want))
	if err != nil {
		return fail("reading the output: %v", err)
	}
	if bad != nil {
		return *bad
	}
	if len(got) == 0 {
		return malformedAnswer(1, strconv.Quote(c.want[0]), "the output is empty")
	}
	if c.exact {
		return c.checkExact(got)
	}
	for i, want := range c.want {
		if i == len(got) {
			return malformedAnswer(i+1, strconv.Quote(want), "the output ends after %d of the %d lines", i, len(c.want))
		}
		g, w := strings.Fields(got[i]), strings.Fields(want)
		for _, tok := range g {
			if _, ok := parseUint([]byte(tok)); !ok {
				return malformedAnswer(i+1, strconv.Quote(want), "%s is no number", quote([]byte(tok)))
			}
		}
		if len(g) != len(w) {
			return malformedAnswer(i+1, strconv.Quote(want), "the line holds %d numbers", len(g))
		}
		if strings.Join(g, " ") != strings.Join(w, " ") {
			return wrong(i+1, strconv.Quote(want), "%q", strings.TrimSpace(got[i]))
		}
	}
	if len(got) > len(c.want) {
		return malformed(len(c.want)+1, "the end of the output", "%q after the expected output", got[len(c.want)])
	}
	return accept("the %d lines right", len(c.want))
}

// checkExact judges got against the wanted lines byte for byte: where the
// words of the whole output match but the spacing does not, a PE at the
// first line that differs; where the words differ, a WA at the line of
// the first word that differs.
func (c *linesCase) checkExact(got []string) Verdict {
	type word struct {
		text string
		line int
	}
	words := func(lines []string) []word {
		var out []word
		for i, l := range lines {
			for _, w := range strings.Fields(l) {
				out = append(out, word{w, i})
			}
		}
		return out
	}
	gw, ww := words(got), words(c.want)
	for i := range max(len(gw), len(ww)) {
		switch {
		case i == len(gw):
			return wrong(len(got)+1, strconv.Quote(c.want[ww[i].line]), "the output ends at line %d", len(got))
		case i == len(ww):
			return wrong(gw[i].line+1, "the end of the output", "%s after the expected output", quote([]byte(gw[i].text)))
		case gw[i].text != ww[i].text:
			return wrong(gw[i].line+1, strconv.Quote(c.want[ww[i].line]), "%q", got[gw[i].line])
		}
	}
	for i := range max(len(got), len(c.want)) {
		switch {
		case i == len(got):
			return malformedAnswer(i+1, strconv.Quote(c.want[i]), "the output ends here")
		case i == len(c.want):
			return malformed(i+1, "the end of the output", "%q after the expected output", got[i])
		case got[i] != c.want[i]:
			return malformedAnswer(i+1, strconv.Quote(c.want[i]), "the spacing differs: %q", got[i])
		}
	}
	return accept("the %d lines right, byte for byte", len(c.want))
}

// uva750Problem: UVa 750, the 8-queens solutions through one square.
type uva750Problem struct{}

// maxUVaCases bounds the datasets of one UVa 750 input.
const maxUVaCases = 1000

func (uva750Problem) Name() string { return "uva750" }
func (uva750Problem) Title() string {
	return "the 8-queens solutions through a given square, numbered, in lexicographic order (UVa 750, 8 Queens Chess Problem)"
}
func (uva750Problem) Format() string {
	return `Input: the number of datasets k (1 ≤ k ≤ 1000), then k datasets, each two
integers: the row and the column (1 to 8) of a queen, usually after a
blank line. Whitespace between the numbers is free.
Output, exactly as UVa prints it: for each dataset the two header lines
"SOLN       COLUMN" and " #      1 2 3 4 5 6 7 8", a blank line, then
every 8-queens solution with a queen on that square, in lexicographic
order, one a line: the solution's number printed as %2d, six spaces, and
the rows of the queens of columns 1 to 8 separated by single spaces; a
blank line between datasets.
Tolerance: CR LF or LF, and blank lines at the very end; nothing else.
PE: the words are right but the spacing or the blank lines differ (the
first line that differs is named, with the line expected). WA: a word
differs (the line of the first one that differs is named, with the line
expected).
Answer file: optional; when given it is checked like an output.`
}

func (uva750Problem) Parse(input io.Reader) (Case, error) {
	s := newReader(input)
	k, err := readSize(s, 1, maxUVaCases)
	if err != nil {
		return nil, fmt.Errorf("the number of datasets: %v", err)
	}
	sols := allSolutions(8) // lexicographic
	var want []string
	for d := range k {
		var sq [2]int
		for i := range sq {
			v, err := readSize(s, 1, 8)
			if err != nil {
				return nil, fmt.Errorf("dataset %d: %v", d+1, err)
			}
			sq[i] = v
		}
		if d > 0 {
			want = append(want, "")
		}
		want = append(want, "SOLN       COLUMN", " #      1 2 3 4 5 6 7 8", "")
		// A solution read column by column (the row of the queen of
		// column c) is a solution: the set is closed under the
		// reflection in the main diagonal.
		num := 0
		for _, sol := range sols {
			if sol[sq[1]-1] == sq[0]-1 {
				num++
				want = append(want, fmt.Sprintf("%2d      %s", num, sol))
			}
		}
	}
	if err := endOfInput(s); err != nil {
		return nil, err
	}
	return &linesCase{want: want, exact: true}, nil
}
