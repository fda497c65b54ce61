package audit

import (
	"bytes"
	"slices"
	"unicode/utf8"
)

// The shapes of a line of columns that the screen (screen.go) reads
// before its other rules: bracketed, joined by dashes or arrows, written
// as letters, and the prose prefix cut off before the data.

// columnsShape reads a line that is the n columns of a solution in one
// of the plain shapes: in brackets of any kind ("[1, 3, 0, 2]", "(1, 3,
// 0, 2)", "<1, 3, 0, 2>"), joined by dashes or arrows ("2-4-1-3",
// "2 -> 4 -> 1 -> 3"), or as letters ("B D A C").
func (a *Auditor) columnsShape(t []byte) (screened, bool) {
	if bracketed.Match(t) || angled.Match(t) {
		if inner := bytes.TrimSpace(t[1 : len(t)-1]); allNumbers(inner) && len(splitColumns(inner)) == a.n {
			return screened{kind: lineData, text: inner}, true
		}
	}
	if chained.Match(t) {
		if u := chainSep.ReplaceAll(t, []byte(" ")); len(splitColumns(u)) == a.n {
			return screened{kind: lineData, text: u}, true
		}
	}
	return a.letterColumns(t)
}

// letterColumns reads a line of n letters, one a row, each the column of
// its row's queen counted from A: "B D A C". Only the first n letters of
// the alphabet, all of one case, so that no board's symbols (Q, X) and no
// word reads so.
func (a *Auditor) letterColumns(t []byte) (screened, bool) {
	if i := bytes.LastIndexByte(t, ':'); i >= 0 && solutionLabel.Match(bytes.TrimSpace(t[:i+1])) {
		t = bytes.TrimSpace(t[i+1:]) // "Solution 1: bdac"
	}
	f := bytes.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '\t' || r == ',' })
	if a.n >= 4 && len(f) == 1 && len(f[0]) == a.n && letterPermutation(f[0], a.n, slices.Contains(a.rep.Notations, "column letters")) {
		// "bdac": one letter a row, packed.
		w := f[0]
		f = f[:0]
		for i := range w {
			f = append(f, w[i:i+1])
		}
	}
	if a.n < 4 || len(f) != a.n {
		return screened{}, false
	}
	var pairs []int
	upper := isASCIILetter(f[0][0]) && f[0][0] < 'a'
	for r, x := range f {
		if len(x) != 1 || !isASCIILetter(x[0]) || (x[0] < 'a') != upper {
			return screened{}, false
		}
		c := int(x[0]|0x20) - 'a'
		if c >= a.n {
			return screened{}, false
		}
		pairs = append(pairs, r, c)
	}
	inOrder := true
	for i := 0; i < len(pairs); i += 2 {
		inOrder = inOrder && pairs[i] == pairs[i+1]
	}
	if inOrder {
		return screened{}, false // "a b c d": the files named under a board
	}
	return screened{kind: lineData, text: t, pairs: pairs, shape: "column letters", fixed: true}, true
}

// letterPermutation reports whether w, n letters of one case, names a column
// from A in each: all of them distinct (a permutation, which few words
// are), or, once the output has shown the notation (known), any of the
// first n letters.
func letterPermutation(w []byte, n int, known bool) bool {
	var seen uint32
	upper := w[0] < 'a'
	for _, x := range w {
		if !isASCIILetter(x) || (x < 'a') != upper {
			return false
		}
		c := int(x|0x20) - 'a'
		if c >= n {
			return false
		}
		if seen&(1<<c) != 0 && !known {
			return false
		}
		seen |= 1 << c
	}
	return true
}

// cutPrefix reads t as data after a prose prefix ending at a ":", "=",
// ">" or a word: numbers (n or more, or in brackets), or a board row.
func (a *Auditor) cutPrefix(t []byte) (screened, bool) {
	if m := leadingLabel.FindIndex(t); m != nil {
		// "1) 2, 4, 1, 3", "3. 2 4 1 3", "#2 3 1 4 2": a number that
		// labels the solution after it.
		if tail := t[m[1]:]; len(splitColumns(tail)) >= min(2, a.n) && allNumbers(tail) {
			return screened{kind: lineData, text: tail, prefix: bytes.TrimSpace(t[:m[1]])}, true
		}
	}
	for i := len(t) - 1; i >= 0; i-- {
		c := t[i]
		cut := c == ':' || c == '=' || c == '>'
		if !cut && i > 0 && (isASCIILetter(c) && isASCIILetter(t[i-1]) || c >= utf8.RuneSelf && t[i-1] >= utf8.RuneSelf) {
			cut = true // after a word, in ASCII or another script or encoding
		}
		if !cut {
			continue
		}
		tail := bytes.TrimSpace(t[i+1:])
		if len(tail) == 0 {
			return screened{}, false
		}
		if hasWord(tail) {
			return screened{}, false
		}
		prefix := bytes.TrimSpace(t[:i+1])
		if !hasWord(prefix) && c != ':' || bytes.ContainsAny(prefix, "[{") {
			return screened{}, false // a label holds no list: "{1: {1: [1, 3, 0, 2]}, 2: {2:" is data
		}
		if opensList(tail) && !bracketed.Match(tail) {
			return screened{kind: lineData, text: tail, prefix: prefix}, true // a list: the list reader reads it
		}
		if bracketed.Match(tail) {
			tail = bytes.TrimSpace(tail[1 : len(tail)-1])
		}
		one := a.n == 1 && (solutionLabel.Match(prefix) || isLabelToken(prefix) && bytes.HasSuffix(prefix, []byte(":")) ||
			!hasTotalCue(prefix) && !isDigit(prefix[0]) && bytes.ContainsFunc(prefix, func(r rune) bool { return r >= utf8.RuneSelf }))
		if (len(splitColumns(tail)) >= 2 || one) && allNumbers(tail) {
			return screened{kind: lineData, text: tail, prefix: prefix}, true
		}
		if !a.holdsQueen(tail) {
			return screened{}, false
		}
		if row, ok := a.boardRow(tail, tail); ok {
			return screened{kind: lineData, text: row, prefix: prefix}, true
		}
		if _, isNum := number(tail); !isNum && a.isGridRow(tail) {
			return screened{kind: lineData, text: tail, prefix: prefix}, true
		}
		if s, ok := a.pairsLine(tail); ok {
			s.prefix = prefix
			return s, true
		}
		return screened{}, false
	}
	return screened{}, false
}

// quotedCells reads a board row printed as a list of n one-character
// strings, as console.log and Python print them: "[ '#', 'Q', '#', '#' ]".
// It returns the row's cells side by side.
func (a *Auditor) quotedCells(t []byte) ([]byte, bool) {
	if len(t) < 2 || t[0] != '[' || t[len(t)-1] != ']' {
		return nil, false
	}
	items := bytes.Split(t[1:len(t)-1], []byte(","))
	if len(items) != a.n {
		return nil, false
	}
	var row []byte
	for _, it := range items {
		it = bytes.TrimSpace(it)
		if len(it) < 3 || it[0] != it[len(it)-1] || it[0] != '\'' && it[0] != '"' || utf8.RuneCount(it[1:len(it)-1]) != 1 {
			return nil, false
		}
		row = append(row, it[1:len(it)-1]...)
	}
	return row, true
}
