package audit

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// gridSeparator reports whether r separates the cells of a board row.
func gridSeparator(r rune) bool {
	switch r {
	case ' ', '\t', '|', ',', ';':
		return true
	}
	return false
}

// gridCells returns the cells of a board row: its runes other than
// separators; ok is false when there are not n of them.
func gridCells(text []byte, n int) (cells []rune, ok bool) {
	if utf8.RuneCount(text) > 4*n+4 {
		return nil, false
	}
	for len(text) > 0 {
		r, size := utf8.DecodeRune(text)
		text = text[size:]
		if !gridSeparator(r) {
			cells = append(cells, r)
		}
	}
	return cells, len(cells) == n
}

// symbolCount returns how many distinct symbols cells holds.
func symbolCount(cells []rune) int {
	var seen []rune
	for _, c := range cells {
		if !slices.Contains(seen, c) {
			seen = append(seen, c)
		}
	}
	return len(seen)
}

// knownQueens and knownEmpties are the symbols programs commonly print for
// a queen and an empty cell.
const (
	knownQueens  = "Qq♛♕1XxK*@"
	knownEmpties = ".-0·_o□■#+"
)

// gridRow is one row of a board as read: its cells, or nil when the line
// could not be read as a row (a finding was given).
type gridRow struct {
	line  int64
	cells []rune
}

// gridBuf holds the rows of the board being read: at most n.
type gridBuf struct {
	rows []gridRow
}

// boardLine reads one line of the board format.
func (a *Auditor) boardLine(no int64, text []byte) {
	cells, ok := gridCells(text, a.n)
	if _, isNum := number(text); isNum && len(a.grid.rows) == 0 && (!ok || !a.knownSymbols(cells)) && !zeroOneRow(text, a.n) {
		if a.nothingRead() {
			a.leadingTotal(no, text) // the total stated before the boards
			return
		}
		// A number after the boards: the total.
		a.totalSeen, a.totalLine, a.totalNumber = true, no, true
		a.totalText = string(text)
		a.totalValue, _ = parseTotal(text)
		return
	}
	if vals, toks, bad := parseColumns(text); !a.isGridRow(text) && bad < 0 && len(vals) == a.n && len(a.grid.rows) == 0 && a.n > 1 {
		// A permutation among the boards: a solution line.
		a.columnsLine(no, vals, toks, bad)
		return
	}
	if !ok {
		a.add(no, Unparsable, fmt.Sprintf("%s is not a row of %d cells", quote(text), a.n))
		cells = nil
	}
	a.addRow(no, cells)
}

// knownSymbols reports whether the board symbols are known and cells uses
// only them. A queen given (--queen) is known alone: at n = 1 its one
// cell is a row.
func (a *Auditor) knownSymbols(cells []rune) bool {
	if a.queen == 0 || a.empty == 0 && a.opt.Queen == 0 {
		return false
	}
	for _, c := range cells {
		if c != a.queen && (a.empty == 0 || c != a.empty) {
			return false
		}
	}
	return true
}

// addRow adds a row to the board being read, and audits the board once it
// has n rows.
func (a *Auditor) addRow(no int64, cells []rune) {
	a.grid.rows = append(a.grid.rows, gridRow{line: no, cells: slices.Clone(cells)})
	if len(a.grid.rows) == a.n {
		a.endBoard(0)
	}
}

// boardBlank reads a blank line of the board format: between boards it
// is allowed; inside one it ends the board short.
func (a *Auditor) boardBlank(no int64) {
	if len(a.grid.rows) > 0 {
		a.endBoard(no)
	}
}

// endBoard audits the board being read; fewer than n rows are a finding,
// made on line at (0: where the input or the list ended).
func (a *Auditor) endBoard(at int64) {
	rows := a.grid.rows
	a.grid.rows = a.grid.rows[:0]
	if len(rows) == 0 {
		return
	}
	if len(rows) < a.n {
		where := "the input ends"
		if at > 0 {
			where = fmt.Sprintf("line %d ends it", at)
		}
		a.add(rows[0].line, WrongLength, fmt.Sprintf("a board of %d %s, want %d (%s)", len(rows), text.Plural(int64(len(rows)), "row"), a.n, where))
		return
	}
	for _, r := range rows {
		if r.cells == nil {
			return // an unreadable row, reported already
		}
	}
	a.board(rows)
}

// board audits n rows read as one board.
func (a *Auditor) board(rows []gridRow) {
	no := rows[0].line
	if a.rep.Shape == "" {
		a.rep.Shape = "boards"
	}
	if !a.learnSymbols(rows) {
		return
	}
	a.rep.Queen = a.queen
	if a.empty > 0 {
		a.rep.Empty = a.empty
	}
	var p board.Placement
	for r, row := range rows {
		for c, x := range row.cells {
			switch x {
			case a.queen:
				p = append(p, board.Cell{Row: r, Col: c})
			case a.empty:
			default:
				a.add(row.line, Unparsable, fmt.Sprintf("%q in row %d is neither the queen %q nor the empty cell %q", x, r+1, a.queen, a.empty))
				return
			}
		}
	}
	a.drawn = true
	a.placement(no, boardText(rows), p, 0)
	a.drawn = false
}

// learnSymbols decides which symbol is the queen and which the empty cell,
// from the option, the known symbols, or the symbol rarer in a row; it
// reports false (after a finding) when the board cannot be read.
func (a *Auditor) learnSymbols(rows []gridRow) bool {
	if a.queen != 0 && a.empty != 0 {
		return true
	}
	var syms []rune
	counts := map[rune]int{}
	for _, row := range rows {
		for _, c := range row.cells {
			if counts[c] == 0 {
				syms = append(syms, c)
			}
			counts[c]++
		}
	}
	if len(syms) > 2 {
		a.add(rows[0].line, Unparsable, fmt.Sprintf("a board of %d symbols (%s): want two, a queen and an empty cell", len(syms), quote([]byte(string(syms)))))
		return false
	}
	if len(syms) == 1 && a.n > 1 {
		// One symbol: all queens or all empty, not a solution either way.
		s := syms[0]
		allQueens := s == a.queen || (a.queen == 0 && strings.ContainsRune(knownQueens, s) && !strings.ContainsRune(knownEmpties, s))
		var p board.Placement
		if allQueens {
			for r := range rows {
				for c := range rows[r].cells {
					p = append(p, board.Cell{Row: r, Col: c})
				}
			}
		}
		a.placement(rows[0].line, boardText(rows), p, 0)
		return false
	}
	queen := a.queen
	if queen == 0 {
		queen = pickQueen(syms, counts, a.n)
	}
	if queen == 0 && (a.n == 2 || a.n == 3) {
		// No board of this size is a solution: whichever symbol is the
		// queen, the board is invalid, so the choice changes no verdict.
		queen = syms[0]
		if len(a.rep.Notes) < maxNotes {
			a.rep.Notes = append(a.rep.Notes, fmt.Sprintf("the boards use %s: %s is taken for the queen; at n = %d no board is a solution, whichever symbol the queen is", quote([]byte(string(syms))), quote([]byte(string(queen))), a.n))
		}
	}
	if queen == 0 {
		a.add(rows[0].line, Ambiguous, fmt.Sprintf("the boards use %s: which one is the queen cannot be told from them; --queen decides", quote([]byte(string(syms)))))
		return false
	}
	a.queen = queen
	for _, s := range syms {
		if s != queen {
			a.empty = s
		}
	}
	if a.empty == 0 {
		// n = 1 and the one cell holds the queen: any other symbol is the
		// empty cell; none is needed.
		a.empty = -1
	}
	return true
}

// boardText writes rows as the report quotes a board: its rows joined by
// slashes.
func boardText(rows []gridRow) string {
	texts := make([]string, len(rows))
	for r, row := range rows {
		texts[r] = string(row.cells)
	}
	return strings.Join(texts, "/")
}

// pickQueen returns the queen among syms: a known queen symbol, the other
// of a known empty one, or (n ≥ 3) the rarer one, seen n times; 0 when the
// data cannot tell.
func pickQueen(syms []rune, counts map[rune]int, n int) rune {
	isQ := func(r rune) bool { return strings.ContainsRune(knownQueens, r) }
	isE := func(r rune) bool { return strings.ContainsRune(knownEmpties, r) }
	switch len(syms) {
	case 1:
		if n == 1 && !isE(syms[0]) {
			return syms[0]
		}
		if isQ(syms[0]) && !isE(syms[0]) {
			return syms[0]
		}
		return 0
	case 2:
		x, y := syms[0], syms[1]
		switch {
		case isQ(x) && !isQ(y):
			return x
		case isQ(y) && !isQ(x):
			return y
		case isE(x) && !isE(y):
			return y
		case isE(y) && !isE(x):
			return x
		case n >= 3 && counts[x] == n && counts[y] != n:
			return x
		case n >= 3 && counts[y] == n && counts[x] != n:
			return y
		}
	}
	return 0
}

// zeroOneRow reports whether text is a row of a 0/1 board written without
// separators: n ≥ 2 digits, each 0 or 1, one of them 1.
func zeroOneRow(text []byte, n int) bool {
	if n < 2 || len(text) != n || bytes.Count(text, []byte("1")) != 1 {
		return false
	}
	return len(bytes.Trim(text, "01")) == 0
}

// boardRowInListing reads, in the lines format, a row of a board drawn
// among the solution lines (a solution followed by its picture, as many
// programs print): a row the screen read from a drawing, or one of
// symbols that are not all digits. It reports whether it took the line.
func (a *Auditor) boardRowInListing(l line, text []byte) bool {
	if !l.row && (len(bytes.Trim(text, "0123456789 ,\t")) == 0 || !a.isGridRow(text)) {
		return false
	}
	cells, ok := gridCells(text, a.n)
	if !ok {
		return false
	}
	a.addRow(l.no, cells)
	return true
}
