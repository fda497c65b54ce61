package audit

import (
	"bytes"
	"io"
	"slices"
)

// detect reads up to five lines and picks the format of a line-based
// input: coords when the first line that is not blank starts with "(" or
// "The total"; count when the whole input is one number; board when the
// first line is a row of n cells of at most two symbols that is not a
// permutation; p1219 when the input has at most four lines and the last
// one that is not blank holds one token (for n = 1 the answer "1", "1"
// must have exactly two lines); lines otherwise. It returns the lines
// read, to be audited.
func (a *Auditor) detect(lr *lineReader) ([]line, error) {
	var ahead []line
	eof := false
	var readErr error
	for len(ahead) < 5 {
		l, err := a.nextLine(lr)
		if err == io.EOF {
			eof = true
			break
		}
		if err != nil {
			// Decide from the lines read; the error ends Read after them.
			readErr = err
			break
		}
		l.text = bytes.Clone(l.text)
		ahead = append(ahead, l)
		if len(ahead) == 1 && l.pairs == nil && opensList(l.text) {
			// Bracketed lists after text lines: read as the list format.
			a.rep.Format, a.rep.Detected = List, true
			return ahead, readErr
		}
	}
	ahead, err := a.classify(ahead, eof)
	if err != nil {
		return nil, err
	}
	return ahead, readErr
}

// classify picks the format from the first lines read, ahead; eof is
// true when they are the whole input.
func (a *Auditor) classify(ahead []line, eof bool) ([]line, error) {
	a.rep.Detected = true
	a.rep.Format = Lines
	var nonBlank []line
	for _, l := range ahead {
		if l.tooLong || len(bytes.TrimSpace(l.text)) > 0 {
			nonBlank = append(nonBlank, l)
		}
	}
	if len(nonBlank) == 0 || nonBlank[0].tooLong {
		return ahead, nil
	}
	t := bytes.TrimSpace(nonBlank[0].text)
	switch {
	case t[0] == '(' || bytes.HasPrefix(t, coordsTotalPrefix):
		a.rep.Format = Coords
		return ahead, nil
	case eof && len(nonBlank) == 1 && len(splitColumns(t)) == 1 && a.rep.ClaimsTotal == 0 && a.rep.Prefixes == 0:
		// One number alone (not after a label: "Solution 1: 1" at n = 1 is a solution).
		if _, ok := number(t); ok {
			a.rep.Format = Count
			if a.n == 1 && string(t) == "0" {
				a.add(nonBlank[0].no, Ambiguous, `"0" reads as a count of 0, which is wrong, or as the one solution written 0-based, which is right; --format count or --format lines decides`)
			}
			return ahead, nil
		}
	}
	if a.isGridRow(t) && a.gridLines(nonBlank) {
		a.rep.Format = Board
		return ahead, nil
	}
	if eof && len(ahead) <= 4 && a.rep.TextLines == 0 && a.rep.ClaimsTotal == 0 && !blankWithin(ahead) {
		// A P1219 answer: the first min(3, Q(n)) solutions, then the total.
		if err := a.startP1219(); err != nil {
			return nil, err
		}
		last := nonBlank[len(nonBlank)-1]
		one := a.n > 1 || (string(bytes.TrimSpace(nonBlank[0].text)) == "1" && string(bytes.TrimSpace(last.text)) == "1")
		_, total := number(bytes.TrimSpace(last.text))
		if !last.tooLong && total && len(nonBlank) == len(a.first)+1 && one && a.firstInOrder(nonBlank) {
			a.rep.Format = P1219
		}
		a.first = nil
	}
	return ahead, nil
}

// gridLines reports whether the first lines read are rows of boards: of
// n cells, with two symbols in all (one for n = 1), or a last number (the
// total).
func (a *Auditor) gridLines(lines []line) bool {
	var syms []rune
	for i, l := range lines {
		t := bytes.TrimSpace(l.text)
		cells, ok := gridCells(t, a.n)
		if _, isNum := number(t); !ok && isNum && i == len(lines)-1 {
			break
		}
		if !ok || l.tooLong {
			return false
		}
		for _, c := range cells {
			if !slices.Contains(syms, c) {
				syms = append(syms, c)
			}
		}
	}
	return len(syms) <= 2
}

// isGridRow reports whether text reads as a row of a board that holds one
// queen, and not as a permutation: n cells of two symbols, one of which is
// in one cell only (for n = 1, one cell that is not a number).
func (a *Auditor) isGridRow(text []byte) bool {
	cells, ok := gridCells(text, a.n)
	if !ok {
		return false
	}
	if a.n == 1 {
		_, isNum := number(text)
		return !isNum
	}
	if sizeColonCount.Match(text) {
		return false // "1 = 1" at n = 3: a row of a table of counts
	}
	counts := map[rune]int{}
	for _, c := range cells {
		counts[c]++
	}
	if len(counts) != 2 {
		return false
	}
	once := false
	for _, k := range counts {
		once = once || k == 1
	}
	if !once {
		return false
	}
	if vals, _, bad := parseColumns(text); bad < 0 && len(vals) == a.n {
		distinct := map[int]bool{}
		for _, v := range vals {
			distinct[v] = true
		}
		if len(distinct) == a.n {
			return false // a permutation, right or wrong
		}
	}
	return symbolCount(cells) <= 2
}

// opensList reports whether a data line starts a bracketed list: "[", or
// a "(" that opens a tuple of more than two numbers.
func opensList(t []byte) bool {
	t = bytes.TrimSpace(t)
	if len(t) == 0 {
		return false
	}
	if t[0] == '[' {
		return true
	}
	if t[0] != '(' || coordsStart.Match(t) {
		return false
	}
	group := t
	if end := bytes.IndexByte(t, ')'); end >= 0 {
		group = t[:end]
	}
	return bytes.Contains(group, []byte(","))
}

// firstInOrder reports whether the lines before the last are the first
// solutions in lexicographic order, 1-based, as a P1219 answer holds
// them; other lines are read as a listing.
func (a *Auditor) firstInOrder(lines []line) bool {
	for i, l := range lines[:len(lines)-1] {
		vals, _, bad := parseColumns(bytes.TrimSpace(l.text))
		if bad >= 0 || len(vals) != a.n {
			return false
		}
		for r, v := range vals {
			if v != a.first[i][r]+1 {
				return false
			}
		}
	}
	return true
}

// blankWithin reports whether a blank line stands between two lines that
// are not: a P1219 answer has none, a listing that separates its
// solutions does.
func blankWithin(lines []line) bool {
	seen, blank := false, false
	for _, l := range lines {
		switch {
		case !l.tooLong && len(bytes.TrimSpace(l.text)) == 0:
			blank = seen
		case blank:
			return true
		default:
			seen = true
		}
	}
	return false
}
