package audit

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

func (a *Auditor) process(l line) {
	a.rep.Lines = max(a.rep.Lines, l.no)
	if a.totalSeen {
		what := quote(bytes.TrimSpace(l.text))
		if a.totalNumber && a.totalText != "" && string(bytes.TrimSpace(l.text)) == a.totalText {
			return // the total printed again, as it was: no new statement
		}
		switch {
		case l.tooLong:
			what = fmt.Sprintf("a line of %d bytes", l.length)
		case len(bytes.TrimSpace(l.text)) == 0:
			if a.nota().traits().quietEnd {
				return // trailing blank lines after a count or boards
			}
			if !a.opt.Strict {
				return
			}
			what = "an empty line"
		}
		a.add(l.no, AfterTotal, fmt.Sprintf("%s follows the total on line %d", what, a.totalLine))
		return
	}
	if l.endless {
		a.add(l.no, LineTooLong, fmt.Sprintf("more than %d bytes with no line end: not an output of solutions; the output was read no further", MaxSkipped))
		return
	}
	if l.tooLong {
		a.add(l.no, LineTooLong, fmt.Sprintf("%d bytes, more than the limit of %d; skipped", l.length, a.opt.MaxLine))
		return
	}
	text := bytes.TrimSpace(l.text)
	nt := a.nota()
	if len(text) == 0 {
		nt.blank(a, l.no)
		return
	}
	tr := nt.traits()
	if a.header != nil {
		h := a.header
		a.header = nil
		if l.row || a.isGridRow(text) && !allNumbers(text) {
			// The columns numbered over the board that begins here.
			a.record(h.no, bytes.TrimSpace(h.text), screened{kind: lineText})
		} else {
			a.processData(*h, bytes.TrimSpace(h.text), nt, tr)
		}
	}
	if (tr.lines || tr.grid) && len(a.grid.rows) == 0 && l.pairs == nil && columnNumbers(text, a.n) {
		a.header = &line{no: l.no, text: bytes.Clone(l.text)}
		return
	}
	a.processData(l, text, nt, tr)
}

// flushHeader reads a line held as a board's header that no board
// followed: a solution line.
func (a *Auditor) flushHeader() {
	if h := a.header; h != nil {
		a.header = nil
		nt := a.nota()
		a.processData(*h, bytes.TrimSpace(h.text), nt, nt.traits())
	}
}

// columnNumbers reports whether text is the columns' numbers in order,
// 0 to n-1 or 1 to n (n ≥ 2): the header of a board, or a solution
// that is never right (its queens share a diagonal).
func columnNumbers(text []byte, n int) bool {
	if n < 2 {
		return false
	}
	// Every data line is asked: the tokens are read in place, and the
	// first that breaks the sequence ends the look.
	k, first := 0, 0
	for tok, i := nextColumn(text, 0); i >= 0; tok, i = nextColumn(text, i) {
		v, ok := number(tok)
		switch {
		case !ok, k == 0 && v > 1, k > 0 && v != first+k, k == n:
			return false
		case k == 0:
			first = v
		}
		k++
	}
	return k == n
}

// processData reads a data line that is not blank; text is trimmed.
func (a *Auditor) processData(l line, text []byte, nt notation, tr traits) {
	a.rep.DataLines++
	if tr.lines && a.boardRowInListing(l, text) {
		return
	}
	if len(a.grid.rows) > 0 && tr.lines {
		a.endBoard(l.no) // a board of the listing ends before its n rows
	}
	if l.pairs != nil && tr.pairs {
		if tr.grid {
			a.endBoard(l.no)
		}
		a.pairsData(l)
		return
	}
	nt.line(a, l.no, text)
}

// countLine reads the count format's one line: a bare number.
func (a *Auditor) countLine(no int64, text []byte) {
	if _, ok := number(text); !ok {
		a.add(no, Unparsable, fmt.Sprintf("%s is not a count: want one whole number", quote(firstToken(text))))
		a.totalSeen, a.totalLine = true, no
		return
	}
	a.totalSeen, a.totalLine, a.countAt = true, no, no
	a.totalText = string(text)
	a.totalValue, a.totalNumber = parseTotal(text)
}

// parseTotal reads a total as written; when it does not fit in an int64
// it returns -1, which no count equals, and false: the report then quotes
// it as written.
func parseTotal(text []byte) (int64, bool) {
	v, err := strconv.ParseInt(string(text), 10, 64)
	if err != nil {
		return -1, false
	}
	return v, true
}

// firstToken returns the first white-space separated token of text.
func firstToken(text []byte) []byte {
	if f := bytes.Fields(text); len(f) > 0 {
		return f[0]
	}
	return text
}

func (a *Auditor) coordsLine(no int64, text []byte) {
	if bytes.HasPrefix(text, coordsTotalPrefix) {
		a.totalSeen, a.totalLine, a.totalNumber = true, no, false
		m := totalLine.FindSubmatch(text)
		if m == nil {
			a.add(no, WrongTotal, fmt.Sprintf("%s is not of the form \"The total of %d Queen's solutions:X\"", quote(text), a.n))
			return
		}
		if nn, err := strconv.Atoi(string(m[1])); err != nil || nn != a.n {
			a.add(no, WrongTotal, fmt.Sprintf("the total line names board size %s, the audit is for n = %d", m[1], a.n))
			return
		}
		a.totalText = string(m[2])
		a.totalValue, _ = parseTotal(m[2])
		a.totalNumber = true // checked at the end, against Q(n)
		return
	}
	vals, err := parseCoords(text)
	if err != nil {
		a.add(no, Unparsable, err.Error())
		return
	}
	if len(vals) != 2*a.n {
		if len(vals) < 2*a.n && a.pairStep(no, vals) {
			return
		}
		a.wrongSize(len(vals) / 2)
		a.add(no, WrongLength, fmt.Sprintf("%d pairs, want %d", len(vals)/2, a.n))
		return
	}
	a.solution(no, string(text), vals, shapePairs)
}

func (a *Auditor) linesLine(no int64, text []byte) {
	if a.oneLineBoardLine(no, text) {
		return
	}
	if d, ok := digitString(text, a.n); ok {
		text = d
	}
	if a.sizeColonCountLine(no, text) {
		return
	}
	vals, toks, bad := parseColumns(text)
	a.flushPendingTotal()
	if bad < 0 && len(vals) == 2 && a.n >= 4 && vals[0] == a.n {
		// "8 92": the size and its count, as a table of counts prints
		// them; two numbers are no solution of a board this large.
		a.leadingTotal(no, toks[1])
		return
	}
	if bad < 0 && len(vals) == 1 && (a.n > 1 || a.rep.BaseLine != 0 && vals[0] != a.base) {
		// A lone number: the total if it is the last line. At n = 1 it
		// is a solution, unless the column base is known and the
		// number is no column in it ("0", then the total "1").
		a.pendingTotal, a.totalLine, a.totalNumber = true, no, true
		a.pendingRecords = a.records
		a.totalText = string(toks[0])
		a.totalValue, _ = parseTotal(toks[0])
		return
	}
	a.columnsLine(no, vals, toks, bad)
}

// columnsLine audits a solution line of the lines or p1219 format, as
// parseColumns read it.
func (a *Auditor) columnsLine(no int64, vals []int, toks [][]byte, bad int) {
	if bad >= 0 {
		a.add(no, Unparsable, fmt.Sprintf("column %d: %s is not a whole number", bad+1, quote(toks[bad])))
		return
	}
	if len(vals) != a.n {
		a.wrongSize(len(vals))
		a.add(no, WrongLength, fmt.Sprintf("%d columns, want %d", len(vals), a.n))
		return
	}
	a.solution(no, joinColumns(toks), vals, shapePerm)
}

// joinColumns returns the tokens separated by one space each, in one
// allocation.
func joinColumns(toks [][]byte) string {
	size := len(toks) - 1
	for _, t := range toks {
		size += len(t)
	}
	var b strings.Builder
	b.Grow(max(size, 0))
	for i, t := range toks {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.Write(t)
	}
	return b.String()
}

// wrongSize notes a solution of k columns, for the hint that the output
// is for another board size.
func (a *Auditor) wrongSize(k int) {
	a.others++
	switch {
	case a.others == 1:
		a.other = k
	case a.other != k:
		a.other = -1
	}
}

// otherSizeHint says, when no solution of size n was read and every one
// read had the same other size, that the output may be for that size.
func (a *Auditor) otherSizeHint() string {
	if a.rep.Solutions > 0 || a.others == 0 || a.other <= 1 {
		return ""
	}
	return fmt.Sprintf("; all %d solutions read are of size %d: is this the output for n = %d?", a.others, a.other, a.other)
}

// flushPendingTotal reports a lone number followed by more lines: not a
// total, but a line with one column.
//
// Before any solution, the lone number is the total stated first: it is
// checked against Q(n) as a claim.
func (a *Auditor) flushPendingTotal() {
	if !a.pendingTotal {
		return
	}
	a.pendingTotal = false
	if v, ok := number([]byte(a.totalText)); ok && v <= 1 && a.records > a.pendingRecords {
		// A lone 0 or 1 right before a solution read in another
		// notation (pairs, a board): its label, as a lone heading is,
		// and the first of the counter's sequence (headings.go).
		a.heading([]byte(a.totalText), int64(v))
		a.record(a.totalLine, []byte(a.totalText), screened{kind: lineText})
		return
	}
	if v, ok := number([]byte(a.totalText)); a.nothingRead() || ok && (int64(v) == a.rep.Solutions || int64(v) == a.rep.Solutions+1) {
		// The total stated first, or a counter of the solutions: a claim,
		// which the whole sequence may show to be a label (headings.go).
		a.leadingTotal(a.totalLine, []byte(a.totalText))
		return
	}
	a.add(a.totalLine, WrongLength, fmt.Sprintf("1 column, want %d (a total must be the last line)", a.n))
}

// nothingRead reports whether no solution, right or wrong, was read yet.
func (a *Auditor) nothingRead() bool {
	return a.rep.Solutions == 0 && a.rep.Total() == 0
}

// leadingTotal records a bare number before the listing as the total it
// states, a claim checked against Q(n).
func (a *Auditor) leadingTotal(no int64, text []byte) {
	a.rep.DataLines-- // read as a data line: a claim, or a heading's number
	a.record(no, text, claimNumber(text))
}

// digitString reads a permutation written as one string of n digits
// ("15863724"), as programs print them for n ≤ 9, and for n = 10 counted
// from 0 ("0257948136"), into the columns separated by spaces; ok is
// false for any other text.
func digitString(text []byte, n int) ([]byte, bool) {
	if n < 4 || n > 10 || len(text) != n {
		return nil, false
	}
	out := make([]byte, 0, 2*n)
	for i, c := range text {
		if !isDigit(c) {
			return nil, false
		}
		if i > 0 {
			out = append(out, ' ')
		}
		out = append(out, c)
	}
	return out, true
}

func (a *Auditor) p1219Line(no int64, text []byte) {
	toks := splitColumns(text)
	if a.solutionLines >= len(a.first) || (len(toks) == 1 && a.n > 1) {
		a.totalSeen, a.totalLine = true, no
		a.p1219Total = bytes.Clone(text) // checked at the end, once Q(n) is known
		return
	}
	a.solutionLines++
	vals, toks, bad := parseColumns(text)
	a.columnsLine(no, vals, toks, bad)
}

// checkP1219Total checks the P1219 answer's total line against q.
func (a *Auditor) checkP1219Total(q int64) {
	text := a.p1219Total
	toks := splitColumns(text)
	no := a.totalLine
	if len(toks) == 0 {
		toks = [][]byte{text} // separators only
	}
	switch _, ok := number(toks[0]); {
	case len(toks) != 1:
		a.add(no, WrongTotal, fmt.Sprintf("%s where the total %d belongs: the answer lists only the first %d solutions", quote(text), q, len(a.first)))
	case !ok:
		a.add(no, WrongTotal, fmt.Sprintf("the output gives %s as the total, which is not a number; Q(%d) = %d", quote(toks[0]), a.n, q))
	default:
		if v, fits := parseTotal(toks[0]); !fits || v != q {
			a.add(no, WrongTotal, fmt.Sprintf("the output says the total is %s, but Q(%d) = %d", toks[0], a.n, q))
		}
	}
}
