package audit

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// A board written on one line, its rows split by a slash or a bar:
// ".Q../...Q/Q.../..Q." (as nqcheck itself names solutions) or
// "| . Q . . | . . . Q | Q . . . | . . Q . |", or with no separator, n·n
// cells row after row ("0100000110000010"). The line is n rows of n
// cells, spaces between cells left out, of two symbols. It is read as
// the board reader reads a board (grid.go, board): its queen and empty
// cell given by --queen, or told by the first board read and then fixed
// for the whole output, so every board is read alike. Each queen's cell
// is a queen: a row with none, or with two, makes the board invalid,
// never another reading.

// oneLineBoard returns the rows of the line text if it is a board of n
// rows on one line, and the number of times each symbol occurs.
func oneLineBoard(text []byte, n int) ([][]rune, map[rune]int, bool) {
	if n < 4 || len(text) < n*n {
		// Too few cells to tell the queen from the empty squares, or too
		// few bytes for n·n cells (a permutation's line, at once).
		return nil, nil, false
	}
	var fields [][]byte
	switch {
	case bytes.IndexByte(text, '/') >= 0:
		fields = bytes.Split(bytes.TrimSpace(text), []byte{'/'})
	case bytes.IndexByte(text, '|') >= 0:
		fields = bytes.Split(bytes.TrimSpace(text), []byte{'|'})
	default:
		// No separator: n·n cells, row after row ("1000000000000010...").
		cells := []rune(string(bytes.Join(bytes.Fields(text), nil)))
		if len(cells) != n*n {
			return nil, nil, false
		}
		for r := range n {
			fields = append(fields, []byte(string(cells[r*n:(r+1)*n])))
		}
	}
	if len(fields) == n+2 && len(bytes.TrimSpace(fields[0])) == 0 && len(bytes.TrimSpace(fields[n+1])) == 0 {
		fields = fields[1 : n+1] // "| row | ... | row |"
	}
	if len(fields) != n {
		return nil, nil, false
	}
	rows := make([][]rune, n)
	count := map[rune]int{}
	for r, f := range fields {
		for _, c := range string(f) {
			if unicode.IsSpace(c) {
				continue
			}
			if c == utf8.RuneError || unicode.IsDigit(c) && c != '0' && c != '1' {
				return nil, nil, false
			}
			rows[r] = append(rows[r], c)
			count[c]++
		}
		if len(rows[r]) != n {
			return nil, nil, false
		}
	}
	return rows, count, true
}

// oneLineRows returns the rows of text if it is a board on one line of
// two symbols, or of the boards' own once they are known: a line of one
// symbol ("----|----|----|----") is a rule, not a board.
func (a *Auditor) oneLineRows(text []byte) ([][]rune, bool) {
	rows, count, ok := oneLineBoard(text, a.n)
	if !ok {
		return nil, false
	}
	if a.queen > 0 && a.empty > 0 {
		return rows, count[a.queen]+count[a.empty] == a.n*a.n
	}
	return rows, len(count) == 2
}

// oneLineBoardText returns the board on one line that t is or ends
// with after a label ("Solution 1: .Q../...Q/Q.../..Q.", "1) ...").
func (a *Auditor) oneLineBoardText(t []byte) ([]byte, bool) {
	if _, ok := a.oneLineRows(t); ok {
		return t, true
	}
	rest := t
	if i := bytes.LastIndexByte(t, ':'); i >= 0 {
		rest = t[i+1:]
	} else if m := leadingLabel.FindIndex(t); m != nil {
		rest = t[m[1]:]
	}
	rest = bytes.TrimSpace(rest)
	if len(rest) == len(t) {
		return nil, false
	}
	_, ok := a.oneLineRows(rest)
	return rest, ok
}

// oneLineBoardShape is the screen's shape of a board on one line.
func (a *Auditor) oneLineBoardShape(t []byte) (screened, bool) {
	b, ok := a.oneLineBoardText(t)
	if !ok {
		return screened{}, false
	}
	return screened{kind: lineData, text: b}, true
}

// oneLineBoardLine audits text as a board on one line, if it is one, as
// the board reader audits a board (board), and reports whether it was.
func (a *Auditor) oneLineBoardLine(no int64, text []byte) bool {
	rows, ok := a.oneLineRows(text)
	if !ok {
		return false
	}
	grid := make([]gridRow, len(rows))
	for r, cells := range rows {
		grid[r] = gridRow{line: no, cells: cells}
	}
	a.noteShape("boards on one line")
	a.board(grid)
	return true
}

// packedLetterRow reports whether t is a board row drawn one letter a cell
// with no separator, which reads as a word ("bQbb", "xxQx"): n letters of
// two kinds, a queen's symbol (holdsQueen) once and the other n−1 times,
// or, once the boards' symbols are known, any n of them.
func (a *Auditor) packedLetterRow(t []byte) bool {
	if a.n < 4 || utf8.RuneCount(t) != a.n || !hasWord(t) {
		return false
	}
	count := map[rune]int{}
	for _, r := range string(t) {
		if !unicode.IsLetter(r) {
			return false
		}
		count[r]++
	}
	if a.queen > 0 && a.empty > 0 && count[a.queen]+count[a.empty] == a.n {
		return true // the boards' own symbols, learnt: any row of them
	}
	if len(count) != 2 {
		return false
	}
	for r, k := range count {
		if k == 1 && a.holdsQueen([]byte(string(r))) {
			return true
		}
	}
	return false
}
