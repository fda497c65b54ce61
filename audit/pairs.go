package audit

import (
	"bytes"
	"regexp"
	"strings"
)

// The notations of (row, col) pairs the screen reads: chess squares,
// objects, pairs named by their axis, bare "r,c" pairs.

// chess reads squares in chess notation: "a1 b5 c8 ...", or the same
// quoted in a list, after an optional label ending in ":". A queen per
// file (or per rank) makes a placement whichever axis is the row: the
// audit takes ranks as rows.
func (a *Auditor) chess(t []byte) (screened, bool) {
	body, prefix := t, []byte(nil)
	if i := bytes.LastIndexByte(t, ':'); i >= 0 {
		body, prefix = t[i+1:], bytes.TrimSpace(t[:i+1])
	}
	toks := bytes.FieldsFunc(body, func(r rune) bool { return strings.ContainsRune(" \t,;[]()'\"", r) })
	if len(toks) == 0 || len(toks) > 2*a.n+2 || (len(toks) < 2 && a.n > 1) {
		return screened{}, false
	}
	var pairs []int
	for _, tok := range toks {
		rank, file, ok := chessSquare(tok, a.n)
		if !ok {
			return screened{}, false
		}
		pairs = append(pairs, rank-1, file)
	}
	return screened{kind: lineData, text: bytes.TrimSpace(body), prefix: prefix, pairs: pairs, shape: "chess squares", fixed: true}, true
}

// chessSquare reads tok as a square in chess notation, "d1": its rank
// (from 1) and its file (from 0). A letter past the last file of a chess
// board and of a board of n files names no square ("Q1" is a queen
// numbered 1).
func chessSquare(tok []byte, n int) (rank, file int, ok bool) {
	if len(tok) < 2 || len(tok) > 3 || !isASCIILetter(tok[0]) || tok[1] < '1' || tok[1] > '9' || (len(tok) == 3 && !isDigit(tok[2])) {
		return 0, 0, false
	}
	if file = int(tok[0]|0x20) - 'a'; file >= max(8, n) {
		return 0, 0, false
	}
	rank, _ = number(tok[1:])
	return rank, file, true
}

// objects reads n objects of two numbers each ({"row":0,"col":1},
// QueenPosition { rowIndex: 0, columnIndex: 1 }): the first number is
// the row, the second the column.
func (a *Auditor) objects(t []byte) (screened, bool) {
	objs := objectRE.FindAll(t, -1)
	if len(objs) == 0 {
		return screened{}, false
	}
	var pairs []int
	for _, o := range objs {
		nums := numberRE.FindAll(o, -1)
		if len(nums) != 2 {
			return screened{}, false
		}
		for _, x := range nums {
			v, _ := number(x)
			pairs = append(pairs, v)
		}
	}
	return screened{kind: lineData, text: t, pairs: pairs, shape: "objects"}, true
}

var (
	// rowLabel and colLabel are a row's and a column's number named by
	// its axis: "row=1", "col: 3", "x=2", and after a whole word with no
	// sign, "Row 0", "Column 2".
	rowLabel = regexp.MustCompile(`(?i)\b(?:(?:row|rank)\s*[=:]?|(?:r|y)\s*[=:])\s*(\d+)\b`)
	colLabel = regexp.MustCompile(`(?i)\b(?:(?:col|column|file)\s*[=:]?|(?:c|x)\s*[=:])\s*(\d+)\b`)
)

// labelledPairs reads the queens of a line whose numbers are named by
// their axis, in either order: "col=0; row=1", "row: 2, column: 4". A
// solution's n queens may stand on one line or one a line (as objects).
func labelledPairs(t []byte) (screened, bool) {
	rows, cols := rowLabel.FindAllSubmatch(t, -1), colLabel.FindAllSubmatch(t, -1)
	if len(rows) == 0 || len(rows) != len(cols) {
		return screened{}, false
	}
	rest := rowLabel.ReplaceAll(colLabel.ReplaceAll(t, nil), nil)
	if hasWord(rest) || numberRE.Match(rest) {
		return screened{}, false // more than the pairs
	}
	var pairs []int
	for i := range rows {
		r, _ := number(rows[i][1])
		c, _ := number(cols[i][1])
		pairs = append(pairs, r, c)
	}
	return screened{kind: lineData, text: t, pairs: pairs, shape: "objects"}, true
}

// colonPair is a (row, col) pair written with a colon, spaced or not:
// "1 : 2", "3:1".
var colonPair = regexp.MustCompile(`(\d+)[ \t]*:[ \t]*(\d+)`)

// colonPairs reads the n queens of a line written as "r : c" pairs, after
// a label that holds no number: "Row : Column = 1 : 2	2 : 4	3 : 1	4 : 3".
// The label's axis words, when it names both, say which number is the
// row; else the first is.
func (a *Auditor) colonPairs(t []byte) (screened, bool) {
	ms := colonPair.FindAllSubmatchIndex(t, -1)
	if len(ms) != a.n {
		return screened{}, false
	}
	label := bytes.TrimSpace(t[:ms[0][0]])
	r, c := rowWord.FindIndex(label), colWord.FindIndex(label)
	if numberRE.Match(label) || a.n == 1 && (r == nil || c == nil) {
		return screened{}, false // at n = 1, one pair is a queen only under both axes' names
	}
	for i, m := range ms {
		end := len(t)
		if i+1 < len(ms) {
			end = ms[i+1][0]
		}
		if gap := bytes.Trim(t[m[1]:end], " \t,;|"); len(gap) > 0 {
			return screened{}, false // more than the pairs
		}
	}
	colFirst := r != nil && c != nil && c[0] < r[0]
	var pairs []int
	for _, m := range ms {
		x, _ := number(t[m[2]:m[3]])
		y, _ := number(t[m[4]:m[5]])
		if colFirst {
			x, y = y, x
		}
		pairs = append(pairs, x, y)
	}
	return screened{kind: lineData, text: bytes.TrimSpace(t[ms[0][0]:]), prefix: label, pairs: pairs, shape: "pairs"}, true
}

var (
	// rowWord and colWord name an axis in a label.
	rowWord = regexp.MustCompile(`(?i)\b(?:rows?|ranks?)\b`)
	colWord = regexp.MustCompile(`(?i)\b(?:col|cols|columns?|files?)\b`)
)

// pairsLine reads "r,c" pairs separated by white space: "0,0 1,6 2,4",
// "0->0 1->6", "R1C1 R2C7".
func (a *Auditor) pairsLine(t []byte) (screened, bool) {
	f := bytes.Fields(t)
	if len(f) < min(2, a.n) {
		return screened{}, false
	}
	var pairs []int
	for _, x := range f {
		m := barePair.FindSubmatch(x)
		if m == nil {
			return screened{}, false
		}
		if m[1] == nil {
			m = m[2:] // "R1C2"
		}
		r, _ := number(m[1])
		c, _ := number(m[2])
		pairs = append(pairs, r, c)
	}
	return screened{kind: lineData, text: t, pairs: pairs, shape: "pairs"}, true
}
