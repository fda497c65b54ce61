package audit

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/board"
)

// The glyph reading reads boards by their cells, whatever a cell looks
// like, as one more reading of an output of Auto format (evidence.go):
//
//   - Segmentation: a row line is cut into cells by its bars ("|" or a
//     box-drawing bar between cells; one character a cell when a frame
//     holds n characters) or,
//     without bars, by white space (tabs expanded). A line of k·n cells
//     is a row of k boards side by side; with bars, a blank piece between
//     two boards ("|   |" where a board ends) is their gap. Rule lines
//     ("+---+---+") stand between rows, and the columns numbered under a
//     board are no row; any other line ends the boards being read. A row
//     may be drawn over two text lines, a board is n rows in a row.
//   - Decoding: the empty cell is learnt once, with the lines a row
//     takes, from the first two row lines of the output: the content
//     most of their cells hold, or on a chequered board one content for
//     each colour; it is fixed for the whole output (at n = 1, where a
//     row is one cell, a cell is a queen when it holds a mark that no
//     empty square is drawn with). Every other cell is a queen, whatever its glyph ("Q",
//     "(@)", "Q1" ... "Qn"), and its column is its place among its
//     board's cells, however wide they are drawn.
//
// A row with no queen or two is read as it is: the board is invalid. A
// line of numbers is no row (the listing readers read those), so that
// this reading never reads a permutation as a board.

// glyphState is the glyph reading's state: the empty cell's content,
// once known, and the rows of the boards being read.
type glyphState struct {
	// empty is the empty cell; on a chequered board, empty[(r+c)%2] is
	// the empty cell of row r, column c (chequer), else empty[0].
	empty   [2]string
	chequer bool
	known   bool
	byQueen bool // n = 1: a queen is a cell that holds a mark (marksQueen)
	// tall is how many text lines a row is drawn over (1 or 2), learnt
	// with the empty cell from the first two row lines; half is the
	// first of them, or the first line of a tall row, waiting.
	tall      int
	half      []string
	halfK     int
	halfLine  int64
	halfText  []byte
	k         int          // boards side by side in the rows being read
	rows      [][][]string // for each board beside the others, its rows' cells
	first     int64        // the line of the boards' first row
	boardDone bool         // the line before ended a board
	// A solution listed one queen a line, "Q at 0 2": its lines so far
	// (pairRun) and the row base, learnt from the first.
	pairRun   []pairLine
	pairBase  int
	pairKnown bool
	// A solution listed one queen a line by its column alone, the rows
	// implied by the order ("queen placed at 3"): the lines of the run
	// so far, and the words around the number and the column base, both
	// learnt from the first run read.
	colRun      []pairLine
	colTemplate string
	colBase     int
	colSwap     bool // the first of a line's two numbers is the column
	colKnown    bool
}

var (
	// ruleGlyphs are the characters of a rule line between rows.
	ruleLine = regexp.MustCompile(`^(?:[-+=_|:. ]*[-=_]{2}[-+=_|:. ]*|[-+|: ─━═│┃║┼┬┴├┤╋┳┻┣┫╬╦╩╠╣╭╮╰╯┌┐└┘┏┓┗┛╔╗╚╝]*[─━═][-+|: ─━═│┃║┼┬┴├┤╋┳┻┣┫╬╦╩╠╣╭╮╰╯┌┐└┘┏┓┗┛╔╗╚╝]*)$`)
	// boxBars are the vertical bars of box-drawing characters, read as "|";
	// variation selectors, which only choose how the character before
	// them is drawn ("⬛️" is "⬛" and U+FE0F), are left out.
	boxBars = strings.NewReplacer("│", "|", "┃", "|", "║", "|", "\uFE0F", "", "\uFE0E", "")
	// numberCell is a cell that is a number: a listing's, not a board's.
	numberCell = regexp.MustCompile(`^[-+]?\d+[.,;]?$`)
	// quotedItem is one quoted item of a list printed one a line: a
	// program's arguments, as Node prints them ("  '4'").
	quotedItem = regexp.MustCompile(`^'[^']*',?$|^"[^"]*",?$`)
	// bracketCells is a row of cells each in brackets.
	bracketCells = regexp.MustCompile(`^(\[[^\[\]]*\])+$`)
)

// expandTabs expands the tabs of t to stops every eight columns.
func expandTabs(t []byte) string {
	if bytes.IndexByte(t, '\t') < 0 {
		return string(t)
	}
	var b strings.Builder
	col := 0
	for _, r := range string(t) {
		if r == '\t' {
			for {
				b.WriteByte(' ')
				col++
				if col%8 == 0 {
					break
				}
			}
			continue
		}
		b.WriteRune(r)
		col++
	}
	return b.String()
}

// packedChequer reports whether t is a row of a chequered board drawn
// one character a cell with no separator: n characters, one of which
// stands once (the queen), the others two that alternate from column to
// column. A board of two symbols so drawn is the board reader's.
func packedChequer(t string, n int) bool {
	r := []rune(t)
	if len(r) != n || n < 4 {
		return false
	}
	count := map[rune]int{}
	for _, c := range r {
		count[c]++
	}
	if len(count) != 3 {
		return false
	}
	var at [2]rune
	for i, c := range r {
		if count[c] == 1 {
			continue // the queen
		}
		switch p := i % 2; {
		case at[p] == 0:
			at[p] = c
		case at[p] != c:
			return false
		}
	}
	return at[0] != at[1]
}

// glyphCells cuts a line into the cells of k boards of n columns side by
// side; ok is false for a line that is no such row.
func glyphCells(t []byte, n int) (cells []string, k int, ok bool) {
	s := strings.TrimRight(boxBars.Replace(expandTabs(t)), " ")
	if strings.TrimSpace(s) == "" {
		return nil, 0, false
	}
	if bracketCells.MatchString(strings.TrimSpace(s)) {
		// "[ ][Q][ ][ ]", "[0][1][0][0]": a cell in brackets.
		inner := strings.TrimSpace(s)
		cells = strings.Split(inner[1:len(inner)-1], "][")
	} else if strings.Count(s, "|") >= 2 {
		i, j := strings.Index(s, "|"), strings.LastIndex(s, "|")
		pieces := strings.Split(s[i+1:j], "|")
		if len(pieces) == 1 && n > 1 && utf8.RuneCountInString(pieces[0]) == n {
			// "|Q# # # #|": one character a cell between two bars.
			pieces = strings.Split(pieces[0], "")
		}
		if len(pieces)%n != 0 {
			// Boards side by side: one blank piece between each two.
			kk := (len(pieces) + 1) / (n + 1)
			if kk < 2 || kk*(n+1)-1 != len(pieces) {
				return nil, 0, false
			}
			var kept []string
			for p, piece := range pieces {
				if (p+1)%(n+1) == 0 {
					if strings.TrimSpace(piece) != "" {
						return nil, 0, false
					}
					continue
				}
				kept = append(kept, piece)
			}
			pieces = kept
		}
		cells = pieces
	} else if t := strings.TrimSpace(s); n > 1 && packedChequer(t, n) {
		// A chequered board drawn one character a cell, side by side:
		// "□♛■□", "WQWB".
		cells = strings.Split(t, "")
	} else if n > 1 {
		cells = strings.Fields(s)
	} else {
		return nil, 0, false // at n = 1 only a framed cell is a row: any word is one cell
	}
	if len(cells) == 0 || len(cells)%n != 0 {
		return nil, 0, false
	}
	numbers := 0
	values := map[string]bool{}
	for i, c := range cells {
		cells[i] = strings.TrimSpace(c)
		if numberCell.MatchString(cells[i]) {
			numbers++
			values[cells[i]] = true
		}
	}
	if 2*numbers > len(cells) && len(values) > 2 {
		return nil, 0, false // a line of numbers: a permutation, not 0/1 cells
	}
	return cells, len(cells) / n, true
}

// readGlyph reads the whole output as boards by their cells.
func (a *Auditor) readGlyph(lr *lineReader) error {
	defer func() {
		a.glyphFlush()
		a.glyphEnd(0)
		a.glyphPairsEnd()
	}()
	for {
		l, err := lr.next()
		if err != nil {
			if err.Error() == "EOF" {
				return nil
			}
			return err
		}
		a.rep.Lines = l.no
		if l.no%progressEvery == 0 {
			if err := a.tick(Reading, l.no); err != nil {
				return err
			}
		}
		if l.tooLong {
			a.glyphFlush()
			a.glyphEnd(l.no)
			a.add(l.no, LineTooLong, fmt.Sprintf("%d bytes, more than the limit of %d; skipped", l.length, a.opt.MaxLine))
			if l.endless {
				return nil
			}
			continue
		}
		a.glyphLine(l.no, l.text)
	}
}

// glyphLine reads one line.
func (a *Auditor) glyphLine(no int64, text []byte) {
	g := &a.glyph
	t := bytes.TrimSpace(text)
	ended := g.boardDone
	g.boardDone = false
	cells, k, isRow := glyphCells(text, a.n)
	if isRow && g.half != nil && k == g.halfK {
		if !g.known {
			a.glyphLearn(no, text, cells, k)
			return
		}
		// The second line of a tall row.
		row, at := joinCells(g.half, cells), g.halfLine
		g.half = nil
		if a.glyphRowOK(row, k) {
			a.glyphAdd(at, row, k, 2)
			return
		}
	}
	if len(t) > 0 && ruleLine.Match(t) && (len(g.rows) > 0 || g.half != nil) {
		return // a rule between rows
	}
	if isRow {
		switch {
		case !g.known && a.n > 1:
			a.glyphFlush()
			g.half, g.halfK, g.halfLine, g.halfText = cells, k, no, bytes.Clone(text)
			return
		case !g.known:
			// One cell a board teaches no empty cell: the queen is a
			// cell that holds a mark, every other cell is empty.
			g.byQueen, g.known, g.tall = true, true, 1
			a.rep.Shape = "boards"
		case g.tall == 2 && g.half == nil:
			if a.glyphFits(cells, k) {
				g.half, g.halfK, g.halfLine = cells, k, no
				return
			}
		}
		if g.tall == 1 && a.glyphRowOK(cells, k) {
			a.glyphAdd(no, cells, k, 1)
			return
		}
	}
	a.glyphFlush()
	a.glyphEnd(no)
	switch {
	case ended && columnIndex(t, a.n):
		return // the columns numbered under a board
	case ended && len(t) > 0 && ruleLine.Match(t):
		g.boardDone = true // the board's frame: the columns' numbers may follow
	}
	a.glyphOther(no, text)
}

// glyphOther reads a line that is no row of the boards: a queen named
// by its row and column (glyphPair), or a line of text or another
// notation.
func (a *Auditor) glyphOther(no int64, text []byte) {
	if a.glyphPair(no, text) {
		return
	}
	if a.glyphCol(no, text) {
		return
	}
	a.glyphPairsEnd()
	a.glyphText(no, text)
}

// glyphText reads a line that is neither a row nor a queen named.
func (a *Auditor) glyphText(no int64, text []byte) {
	t := bytes.TrimSpace(text)
	if len(t) == 0 || ruleLine.Match(t) || allLabels(t) || quotedItem.Match(t) {
		return // a quoted item alone is a line of a list printed one item a line
	}
	s := a.screen(text)
	switch s.kind {
	case lineClaim:
		a.record(no, text, s)
		return
	case lineData:
		// Data of another notation: this reading cannot read it, and
		// says so (it is sound only if it skips no data).
		a.rep.DataLines++
		a.add(no, Unparsable, fmt.Sprintf("%s is no row of boards of %d cells", quote(t), a.n))
		return
	}
	a.record(no, text, screened{kind: lineText, note: s.note})
}

// glyphAdd adds a row of k boards read from lines text lines from line
// no on, and audits the boards once they have n rows.
func (a *Auditor) glyphAdd(no int64, cells []string, k, lines int) {
	g := &a.glyph
	a.glyphPairsEnd()
	a.rep.DataLines += int64(lines)
	if g.k != k && len(g.rows) > 0 {
		a.glyphEnd(no)
	}
	if len(g.rows) == 0 {
		g.k, g.first = k, no
		g.rows = make([][][]string, k)
	}
	for b := range k {
		g.rows[b] = append(g.rows[b], cells[b*a.n:(b+1)*a.n])
	}
	if len(g.rows[0]) == a.n {
		a.glyphBoards()
		g.boardDone = true
	}
}

// allLabels reports whether t holds only labels of boards: "1:", "#2".
func allLabels(t []byte) bool {
	for _, f := range bytes.Fields(t) {
		marked := f[0] == '#' || bytes.HasSuffix(f, []byte(":")) || bytes.HasSuffix(f, []byte(")"))
		if !marked || !isLabelToken(bytes.TrimRight(bytes.TrimPrefix(f, []byte("#")), ")")) {
			return false
		}
	}
	return true
}

// glyphRowOK reports whether cells, a row of k boards, read in the
// output's notation: every board's row holds an empty cell where the
// empty cell learnt stands.
func (a *Auditor) glyphRowOK(cells []string, k int) bool {
	g := &a.glyph
	if g.byQueen {
		return true
	}
	return g.known && fitsEmpty(cells, k, a.n, a.glyphRow(k), g.empty, g.chequer)
}

// glyphFits reports whether cells can be the first line of a row of k
// boards drawn over two lines: on a chequered board, its cells hold the
// colours' contents.
func (a *Auditor) glyphFits(cells []string, k int) bool {
	g := &a.glyph
	r := a.glyphRow(k)
	for b := range k {
		for c, cell := range cells[b*a.n : (b+1)*a.n] {
			if top, _, _ := strings.Cut(emptyAt(g.empty, g.chequer, r, c), "\n"); cell == top {
				return true
			}
		}
	}
	return false
}

// glyphRow returns the index, in its board, of the next row of k boards.
func (a *Auditor) glyphRow(k int) int {
	g := &a.glyph
	if len(g.rows) == 0 || g.k != k {
		return 0
	}
	return len(g.rows[0])
}

// glyphBoards audits the boards whose n rows were read.
func (a *Auditor) glyphBoards() {
	g := &a.glyph
	for _, rows := range g.rows {
		var p board.Placement
		var drawn []string
		for r, cells := range rows {
			var row strings.Builder
			for c, cell := range cells {
				if g.byQueen && marksQueen(cell) || !g.byQueen && cell != emptyAt(g.empty, g.chequer, r, c) {
					p = append(p, board.Cell{Row: r, Col: c})
					row.WriteByte('Q')
				} else {
					row.WriteByte('.')
				}
			}
			drawn = append(drawn, row.String())
		}
		a.drawn = true
		a.placement(g.first, strings.Join(drawn, "/"), p, 0)
		a.drawn = false
	}
	g.rows = nil
}

// glyphEnd ends the boards being read at line at (0: the end of the
// input): fewer than n rows are a finding.
func (a *Auditor) glyphEnd(at int64) {
	g := &a.glyph
	if len(g.rows) == 0 {
		return
	}
	rows := len(g.rows[0])
	g.rows = nil
	if at == 0 {
		at = g.first
	}
	a.add(g.first, WrongLength, fmt.Sprintf("a board of %d rows, want %d (its rows end on line %d)", rows, a.n, at))
}

// marksQueen reports whether cell, the one cell of a board of n = 1,
// holds a queen: a letter or symbol that no empty square is drawn with
// ("Q", "O", "(@)"), not only blanks and empty squares' symbols.
func marksQueen(cell string) bool {
	for _, r := range cell {
		if r != ' ' && !strings.ContainsRune(knownEmpties+"()[]", r) {
			return true
		}
	}
	return false
}
