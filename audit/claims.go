package audit

import (
	"bytes"
	"regexp"
	"slices"
	"strconv"
)

// claimOf reads the total a sentence states. Numbers that name the board
// size ("for 8", "8 queens", "8x8", "n = 8", "queen 8") are not the
// total; when more than one number is left and the words do not say which
// is the total, the sentence is text with a note. A sentence that names
// another size ("There are 10 solutions to the 5 queens problem", a row
// of a table of counts) states no total of this one: it is text.
func (a *Auditor) claimOf(t []byte) screened {
	if m := queenTotal.FindSubmatch(t); m != nil {
		size := m[1]
		if size == nil {
			size = m[2]
		}
		return a.sizeRow(size, m[3])
	}
	cands, other := a.countCandidates(t)
	if other {
		return screened{kind: lineText}
	}
	switch len(cands) {
	case 0:
		if v, ok := wordCount(t); ok {
			return screened{kind: lineClaim, claim: v, text: t} // "ninety-two solutions"
		}
		return screened{kind: lineText} // no number, or only the board size
	case 1:
		return claimNumber(t[cands[0][0]:cands[0][1]])
	}
	// Several numbers: the one the words mark as the total, if one alone.
	var marked [][2]int
	for _, c := range cands {
		before := bytes.ToLower(bytes.TrimSpace(t[:c[0]]))
		after := bytes.ToLower(bytes.TrimSpace(t[c[2]:]))
		if countBefore.Match(before) || bytes.HasPrefix(after, []byte("solutions")) || bytes.HasPrefix(after, []byte("ways")) ||
			(len(after) == 0 || bytes.Equal(after, []byte("."))) && (bytes.HasSuffix(before, []byte(" is")) || bytes.HasSuffix(before, []byte(" are")) ||
				bytes.HasSuffix(before, []byte(":")) || bytes.HasSuffix(before, []byte("="))) {
			marked = append(marked, [2]int{c[0], c[1]})
		}
	}
	if len(marked) == 1 {
		return claimNumber(t[marked[0][0]:marked[0][1]])
	}
	return screened{kind: lineText, note: "it holds several numbers and its words do not say which is the total; neither is checked"}
}

var (
	// countRE finds the numbers of a sentence, whole or decimal.
	countRE = regexp.MustCompile(`\d+(?:\.\d+)?`)
	// countBefore ends the words that mark the number after them as the
	// total: "total:", "solutions found =", "number of solutions".
	countBefore = regexp.MustCompile(`(total|solutions?|found|count|number\s+of\s+\w+|ways|answers?)\s*(is|are|was|were)?\s*[:=]?$`)
	// referenceBefore ends the words that mark the number after them as
	// a figure the program compares with, not its own total, or as the
	// size of a selection shown ("the first 5 solutions").
	referenceBefore = regexp.MustCompile(`(?i)(expected|expect|should\s+be|correct|reference|known|wanted|want|oeis|actual)\s*(value|answer|total|count)?\s*(is|was)?\s*[:=]?\s*$|` +
		`(?i)\b(first|last|next|top|these|those|following|some|showing|show|print|printing|display|displaying|only)\s*$`)
	// unitAfter starts the unit of a measure that is no count: a time, a
	// size, a share.
	unitAfter = regexp.MustCompile(`(?i)^\s*(ms|s|sec|secs|seconds?|millis\w*|µs|us|ns|mins?|minutes?|h|hours?|%|[kmg]i?b|bytes?)\b|^\s*%`)
	// measureBefore ends the words of a measure that is no count: a time,
	// a memory size.
	// boundBefore compares the number after it, a bound ("boards < 4",
	// "fewer than 4 queens"): no count of solutions.
	boundBefore   = regexp.MustCompile(`(?i)(?:[<>≤≥]=?|\b(?:less|fewer|smaller|greater|larger|bigger)\s+than)\s*$`)
	measureBefore = regexp.MustCompile(`(?i)\b(time|took|elapsed|duration|memory|seconds|speed|rate)\s*(taken|used)?\s*(is|was)?\s*[:=]?\s*$`)
)

// countCandidates returns the numbers of t that may be its total, each as
// the span of its whole part and the end of the number: not the board
// size, not a place on the board, not a measure (a time, a size), not a
// figure the program compares with, not part of a word or of a decimal
// with a fraction. A decimal whose fraction is zero ("91.0") is a whole
// number. other reports a number that the words name a board size and
// that is not n.
func (a *Auditor) countCandidates(t []byte) (cands [][3]int, other bool) {
	size := false // a number named the board size: one does at most
	for _, l := range countRE.FindAllIndex(t, -1) {
		end := l[1]
		if i := bytes.IndexByte(t[l[0]:l[1]], '.'); i >= 0 {
			if len(bytes.Trim(t[l[0]+i+1:l[1]], "0")) > 0 {
				continue // a decimal: a time, a share
			}
			end = l[0] + i
		}
		w := []int{l[0], end}
		if !size && a.namesSize(t, w) {
			size = true
			continue
		}
		if isDecimalPart(t, []int{l[0], l[1]}) || positionBefore.Match(t[:l[0]]) ||
			referenceBefore.Match(t[:l[0]]) || measureBefore.Match(t[:l[0]]) || boundBefore.Match(t[:l[0]]) || unitAfter.Match(t[l[1]:]) {
			continue
		}
		if a.namesOtherSize(t, w) {
			return nil, true
		}
		cands = append(cands, [3]int{l[0], end, l[1]})
	}
	return cands, false
}

// claimNumber makes a claim of a number as written.
func claimNumber(tok []byte) screened {
	v, err := strconv.ParseInt(string(tok), 10, 64)
	if err != nil {
		v = -1 // too large: no count equals it
	}
	return screened{kind: lineClaim, claim: v, text: tok}
}

// isDecimalPart reports whether the number at l is part of a decimal
// ("0.25", "1.5e3") or of a word ("x86", "n2").
func isDecimalPart(t []byte, l []int) bool {
	if l[0] > 0 && (t[l[0]-1] == '.' || isASCIILetter(t[l[0]-1])) && !(l[0] >= 2 && t[l[0]-1] == 'x' && isDigit(t[l[0]-2])) {
		return l[0] < 2 || isDigit(t[l[0]-2]) || isASCIILetter(t[l[0]-1])
	}
	if l[1] < len(t)-1 && t[l[1]] == '.' && isDigit(t[l[1]+1]) {
		return true
	}
	return false
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// sizeBefore and sizeAfter are the words around a number that name the
// board size.
var (
	sizeBefore = regexp.MustCompile(`(?i)(\bq\s*\(\s*|\bn\s*=|\bn\s*:|size\s*(of|=|:)?|\bfor\s*(n\s*=)?|\bqueens?\s*[=:]?|\d\s*[x×*]|\bboard\s*(of)?)\s*$`)
	sizeAfter  = regexp.MustCompile(`(?i)^\s*(-?\s*(queens?|reines?|reinas?|rainhas?|damen|dames?|regine|koningin(nen)?|hetman(ów|y)?|ферз\pL*|皇后)(\P{L}|$)|[x×*]\s*\d|by\s*\d)`)
)

// namesSize reports whether the number at l names the board size: it is
// n, and the words around it say so.
func (a *Auditor) namesSize(t []byte, l []int) bool {
	if v, ok := number(t[l[0]:l[1]]); !ok || v != a.n {
		return false
	}
	return sizeBefore.Match(t[:l[0]]) || sizeAfter.Match(t[l[1]:])
}

// otherSizeBefore ends the words before a number that name it a board
// size beyond doubt: not "queens:" nor "for", which may come before a
// total ("Queens: 92", "for 92 ways").
var otherSizeBefore = regexp.MustCompile(`(?i)(\bn\s*=|\bn\s*:|\bsize\s*(of|=|:)?|\d\s*[x×*]|\bboard\s*(of)?)\s*$`)

// namesOtherSize reports whether the number at l names a board size that
// is not n: the words around it say it is a size ("5 queens", "n = 5",
// "5x5").
func (a *Auditor) namesOtherSize(t []byte, l []int) bool {
	if v, ok := number(t[l[0]:l[1]]); !ok || v == a.n {
		return false
	}
	return otherSizeBefore.Match(t[:l[0]]) || sizeAfter.Match(t[l[1]:])
}

// unwrapPrint reads a line that ends with the repr of a tuple holding a
// string, as Python 2's print statement writes "print 'text', value":
// it returns what comes before the tuple, then its items as the print
// statement of Python 3 would write them (strings unquoted, escapes such
// as \n as spaces), separated by spaces.
func unwrapPrint(t []byte) ([]byte, bool) {
	loc := printTuple.FindIndex(t)
	if loc == nil || !bytes.ContainsAny(t[loc[0]:], "'\"") {
		return nil, false
	}
	out := bytes.TrimSpace(t[:loc[0]])
	for _, m := range tupleItem.FindAllSubmatch(t[loc[0]:], -1) {
		item := m[3]
		if m[3] == nil {
			item = append(m[1], m[2]...)
			item = bytes.ReplaceAll(bytes.ReplaceAll(item, []byte(`\n`), []byte(" ")), []byte(`\t`), []byte(" "))
		}
		if item = bytes.TrimSpace(item); len(item) > 0 {
			out = append(append(out, ' '), item...)
		}
	}
	return bytes.TrimSpace(out), true
}

// A count with no listing is read as a count, even when its words are
// not those of a total ("Find 92 soluntions", "N queens puzzle:92"): a
// text line with one number that may be the total, after a word of
// counting or as the value of a label, is remembered, and taken as the
// claim of an output that holds no data and no other claim.

// latentCue marks a sentence whose one number may be a count.
var latentCue = regexp.MustCompile(`(?i)(find|found|solu|soln|total|count|number|nombre|n[uú]mero|anzahl|possib|ways|answer|result)|[:=]\s*\d+\s*\.?\s*$`)

// latentCount is the text line that states a count if nothing else does.
type latentCount struct {
	lines int // how many such lines were read
	line  int64
	value int64
	text  []byte
}

// noteLatent remembers the text line t as a count, when it may be one.
func (a *Auditor) noteLatent(no int64, t []byte) {
	t = bytes.TrimSpace(t)
	if !latentCue.Match(t) || isLabel(t) && !bytes.ContainsAny(t, ":=") {
		return // "Solution 2" names a solution, it counts none
	}
	cands, other := a.countCandidates(t)
	if other || len(cands) != 1 {
		return
	}
	a.latent.lines++
	if a.latent.lines == 1 {
		s := claimNumber(t[cands[0][0]:cands[0][1]])
		a.latent.line, a.latent.value, a.latent.text = no, s.claim, bytes.Clone(t)
	}
}

// latentClaim makes the claim of the one count a text line stated, when
// the output holds no data and no other claim.
func (a *Auditor) latentClaim() {
	if a.latent.lines != 1 || a.rep.DataLines > 0 || a.rep.Solutions > 0 || a.list != nil || len(a.claimCheck) > 0 {
		return
	}
	a.rep.TextLines--
	if a.rep.TextLine == a.latent.line {
		a.rep.TextLine, a.rep.TextExample = 0, ""
	}
	a.record(a.latent.line, a.latent.text, screened{kind: lineClaim, claim: a.latent.value})
}

// dropBareNumbers makes text lines of the bare numbers read as totals
// (the claims of template "#" before the listing, and a last lone number
// waiting to be the total line) when a sentence with count words states
// the total after them: a claim needs count words, and beside one, bare
// numbers are the program's other output (a trace, a counter). Only when
// n ≥ 2 and every such number has fewer digits than n, so that none can
// be a solution, of this size or another, written as a string of digits.
func (a *Auditor) dropBareNumbers() {
	if a.n < 2 {
		return
	}
	short := func(v int64) bool { return v >= 0 && len(strconv.FormatInt(v, 10)) < a.n }
	worded := slices.ContainsFunc(a.claimCheck, func(c claimAt) bool { return c.template != "#" })
	if worded && !slices.ContainsFunc(a.claimCheck, func(c claimAt) bool { return c.template == "#" && !short(c.value) }) {
		a.dropHeadingClaims("#")
	}
	after := slices.ContainsFunc(a.claimCheck, func(c claimAt) bool { return c.template != "#" && c.line > a.totalLine })
	if a.pendingTotal && after && short(a.totalValue) {
		a.pendingTotal = false
		a.rep.DataLines--
		a.rep.TextLines++
	}
}
