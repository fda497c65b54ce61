package audit

import (
	"bytes"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A positional board row is drawn by position: one mark, the queen, among
// empty squares that may be spaces ("1    #", " .Q. ", "Q . ."), so that
// its cells cannot be told by separators. The queen's column follows
// from where the mark stands, by the board's geometry: the offset of
// its first square and the width of a square, taken from a line of file
// letters ("  a  b  c"), or from the row itself when it is drawn whole
// (its width n squares, the last one's space after its mark perhaps cut).

// positionalEmpties are the runes drawn for an empty square, or between
// squares, in a positional row.
const positionalEmpties = " \t.-_·□▫⬜"

// geometry is where a board's squares stand on a line: the first at
// offset, each width runes wide; width 0 when not known.
type geometry struct {
	offset, width int
}

// learnLetters takes the geometry from a line of file letters.
func (a *Auditor) learnLetters(raw []byte) {
	rs := []rune(string(raw))
	first, second := -1, -1
	for i, r := range rs {
		if !unicode.IsLetter(r) {
			continue
		}
		if first < 0 {
			first = i
		} else {
			second = i
			break
		}
	}
	switch {
	case first >= 0 && second > first:
		a.scr.geo = geometry{offset: first, width: second - first}
	case first >= 0 && a.n == 1:
		a.scr.geo = geometry{offset: first, width: 1}
	}
}

// positionalRow reads raw as a positional board row and returns its n
// cells: '_' for an empty square, the queen's symbol for the mark (the
// one given or learned, else 'Q'), since the mark is the queen whatever
// it is drawn with.
// A row with no mark is read only inside a board already begun, and only
// when the geometry places all of it.
func (a *Auditor) positionalRow(raw []byte) ([]byte, bool) {
	if a.n < 2 && a.scr.geo.width == 0 {
		return nil, false // one square: the drawing shows no geometry
	}
	rs := []rune(string(bytes.TrimRight(raw, "\r")))
	label := rankLabel(rs)
	mark, at := -1, 0
	for i := label; i < len(rs); i++ {
		if strings.ContainsRune(positionalEmpties, rs[i]) {
			continue
		}
		if mark >= 0 && i > mark+at {
			return nil, false // a second mark
		}
		if mark < 0 {
			mark = i
		}
		at = i - mark + 1
	}
	end := len(rs)
	for end > label && (rs[end-1] == ' ' || rs[end-1] == '\t') {
		end--
	}
	if mark < 0 && (len(a.grid.rows) == 0 || end == label) {
		return nil, false
	}
	if mark >= 0 && !isQueenMark(rs[mark:mark+at]) {
		return nil, false
	}
	g := a.scr.geo
	if g.width == 0 {
		// The row drawn whole: its squares share out its width, that of
		// the last one perhaps cut after its mark ("Q . . ." is 7 wide:
		// four squares of 2).
		w := len(rs) - label
		sq := (w + a.n - 1) / a.n
		if sq == 0 || w < a.n*sq-(sq-1) {
			return nil, false
		}
		g = geometry{offset: label, width: sq}
	}
	a.noteShape("rows drawn by position")
	cells := []rune(strings.Repeat("_", a.n))
	if mark >= 0 {
		c := (mark - g.offset) / g.width
		if mark < g.offset || c >= a.n {
			return nil, false
		}
		cells[c] = 'Q'
		if a.queen > 0 {
			cells[c] = a.queen
		}
	} else if end > g.offset+g.width*a.n {
		return nil, false
	}
	return []byte(string(cells)), true
}

// rankLabel returns the length of a rank number and the white space after
// it at the start of rs ("8 ", "12  "), or 0.
func rankLabel(rs []rune) int {
	i := 0
	for i < len(rs) && i < 2 && rs[i] >= '0' && rs[i] <= '9' {
		i++
	}
	if i == 0 || i >= len(rs) || rs[i] != ' ' {
		return 0
	}
	for i < len(rs) && rs[i] == ' ' {
		i++
	}
	return i
}

// isQueenMark reports whether m, a run of at most three runes that are no
// empty square, can be a queen: a symbol, a letter or a repeated letter,
// or a letter followed by digits ("Q1"); never a number, punctuation
// after a mark ("1:") or a word.
func isQueenMark(m []rune) bool {
	if len(m) == 0 || len(m) > 3 {
		return false
	}
	if !unicode.IsLetter(m[0]) && !unicode.Is(unicode.So, m[0]) && !strings.ContainsRune(knownQueens+"#", m[0]) {
		return false // a digit, a bracket, a comma: no queen
	}
	for _, r := range m[1:] {
		if unicode.IsLetter(r) && r != m[0] || unicode.IsDigit(r) && !unicode.IsLetter(m[0]) {
			return false
		}
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != m[0] {
			return false // punctuation after a mark: a label, "1:"
		}
	}
	return true
}

// cellGroup is one square drawn in brackets: "[Q]", "[ ]", "(Q)".
var cellGroup = regexp.MustCompile(`\[[^\[\]]*\]|\([^()]*\)`)

// wideRow reads a board row whose squares are drawn with several
// characters each: n bracketed groups ("[ ][Q][ ][ ]") or n tokens
// separated by white space (".. Q1 .. .."), each an empty square (only
// empty-square characters) or a queen (one mark, isQueenMark). It
// returns the row's n cells as positionalRow does. A row of empty
// squares only is read only inside a board already begun.
func (a *Auditor) wideRow(t []byte) ([]byte, bool) {
	var squares [][]byte
	if a.isFileLetters(t) {
		return nil, false
	}
	if groups := cellGroup.FindAll(t, -1); len(groups) == a.n && len(bytes.TrimSpace(cellGroup.ReplaceAll(t, nil))) == 0 {
		for _, g := range groups {
			squares = append(squares, g[1:len(g)-1])
		}
	} else if f := bytes.Fields(t); len(f) == a.n && slices.ContainsFunc(f, func(x []byte) bool { return utf8.RuneCount(x) > 1 }) {
		squares = f
	} else {
		return nil, false
	}
	cells := []rune(strings.Repeat("_", a.n))
	queens := 0
	for i, sq := range squares {
		sq = bytes.TrimSpace(sq)
		switch rs := []rune(string(sq)); {
		case len(bytes.Trim(sq, positionalEmpties)) == 0:
		case isQueenMark(rs):
			queens++
			cells[i] = 'Q'
			if a.queen > 0 {
				cells[i] = a.queen
			}
		default:
			return nil, false
		}
	}
	if queens == 0 && len(a.grid.rows) == 0 {
		return nil, false
	}
	a.noteShape("squares of several characters")
	return []byte(string(cells)), true
}
