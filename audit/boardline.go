package audit

import (
	"bytes"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/board"
)

// A board written on one line, its rows split by a slash or a bar:
// ".Q../...Q/Q.../..Q." (as nqcheck itself names solutions) or
// "| . Q . . | . . . Q | Q . . . | . . Q . |", or with no separator, n·n
// cells row after row ("0100000110000010"). The line is n rows of n
// cells, spaces between cells left out, of at most two symbols. The
// queen and the empty cell are the board reader's (grid.go): given by
// --queen, or told by the first board read (pickQueen) and then fixed
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
	return rows, count, len(count) <= 2
}

// oneLineQueens returns the queens of a board on one line, its rows and
// symbols as oneLineBoard returns them, taking the queen and the empty
// cell from the boards read before, or telling them from this one and
// keeping them; false when they cannot be told or the board holds
// another symbol.
func (a *Auditor) oneLineQueens(rows [][]rune, count map[rune]int) (board.Placement, bool) {
	if a.queen == 0 {
		syms := make([]rune, 0, 2)
		for c := range count {
			syms = append(syms, c)
		}
		slices.Sort(syms)
		q := pickQueen(syms, count, a.n)
		if q == 0 || len(syms) < 2 {
			return nil, false
		}
		a.queen = q
		for _, c := range syms {
			if c != q {
				a.empty = c
			}
		}
	}
	var p board.Placement
	for r, row := range rows {
		for c, x := range row {
			switch x {
			case a.queen:
				p = append(p, board.Cell{Row: r, Col: c})
			case a.empty:
			default:
				if a.empty != 0 {
					return nil, false // a third symbol: no board of these
				}
			}
		}
	}
	return p, true
}

// oneLineBoardText returns the board on one line that t is or ends
// with after a label ("Solution 1: .Q../...Q/Q.../..Q.", "1) ...").
func (a *Auditor) oneLineBoardText(t []byte) ([]byte, bool) {
	if _, _, ok := oneLineBoard(t, a.n); ok {
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
	_, _, ok := oneLineBoard(rest, a.n)
	return rest, ok
}

// oneLineBoardLine audits text as a board on one line, if it is one, and
// reports whether it was.
func (a *Auditor) oneLineBoardLine(no int64, text []byte) bool {
	rows, count, ok := oneLineBoard(text, a.n)
	if !ok {
		return false
	}
	p, ok := a.oneLineQueens(rows, count)
	if !ok {
		return false
	}
	a.noteShape("boards on one line")
	a.placement(no, string(bytes.TrimSpace(text)), p, 0)
	return true
}

// packedLetters reports whether t is a board row drawn one letter a cell
// with no separator, which reads as a word ("bQbb", "xxQx"): n letters of
// two kinds, a queen's symbol (holdsQueen) once and the other n−1 times,
// or, once the boards' symbols are known, any n of them.
func (a *Auditor) packedLetters(t []byte) bool {
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
