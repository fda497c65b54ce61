package audit

import (
	"bytes"
	"regexp"
	"strconv"
)

// claimOf reads the total a sentence states. Numbers that name the board
// size ("for 8", "8 queens", "8x8", "n = 8", "queen 8") are not the
// total; when more than one number is left and the words do not say which
// is the total, the sentence is text with a note.
func (a *Auditor) claimOf(t []byte) screened {
	if m := queenTotal.FindSubmatch(t); m != nil {
		return claimNumber(m[1])
	}
	locs := numberRE.FindAllIndex(t, -1)
	var cands [][2]int
	for _, l := range locs {
		if isDecimalPart(t, l) || a.namesSize(t, l) || positionBefore.Match(t[:l[0]]) {
			continue
		}
		cands = append(cands, [2]int{l[0], l[1]})
	}
	switch len(cands) {
	case 0:
		return screened{kind: lineText} // no number, or only the board size
	case 1:
		return claimNumber(t[cands[0][0]:cands[0][1]])
	}
	// Several numbers: the one the words mark as the total, if one alone.
	var marked [][2]int
	for _, c := range cands {
		before := bytes.ToLower(bytes.TrimSpace(t[:c[0]]))
		after := bytes.ToLower(bytes.TrimSpace(t[c[1]:]))
		if bytes.HasSuffix(before, []byte("total")) || bytes.HasSuffix(before, []byte("total:")) ||
			bytes.HasSuffix(before, []byte("solutions")) || bytes.HasSuffix(before, []byte("solutions:")) ||
			bytes.HasPrefix(after, []byte("solutions")) || bytes.HasPrefix(after, []byte("ways")) ||
			(len(after) == 0 || bytes.Equal(after, []byte("."))) && (bytes.HasSuffix(before, []byte(" is")) || bytes.HasSuffix(before, []byte(" are")) ||
				bytes.HasSuffix(before, []byte(":")) || bytes.HasSuffix(before, []byte("="))) {
			marked = append(marked, c)
		}
	}
	if len(marked) == 1 {
		return claimNumber(t[marked[0][0]:marked[0][1]])
	}
	return screened{kind: lineText, note: "it holds several numbers and its words do not say which is the total; neither is checked"}
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
	sizeAfter  = regexp.MustCompile(`(?i)^\s*(-?\s*queens?\b|[x×*]\s*\d|by\s*\d)`)
)

// namesSize reports whether the number at l names the board size: it is
// n, and the words around it say so.
func (a *Auditor) namesSize(t []byte, l []int) bool {
	if v, ok := number(t[l[0]:l[1]]); !ok || v != a.n {
		return false
	}
	return sizeBefore.Match(t[:l[0]]) || sizeAfter.Match(t[l[1]:])
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
