package audit

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/nqcheck/nqcheck/board"
)

// The glyph reading reads boards by their cells, whatever a cell looks
// like, as one more reading of an output of Auto format (evidence.go):
//
//   - Segmentation: a row line is cut into cells by its bars ("|" between
//     cells) or, without bars, by white space (tabs expanded). A line of
//     k·n cells is a row of k boards side by side; with bars, a blank
//     piece between two boards ("|   |" where a board ends) is their gap.
//     Rule lines ("+---+---+") stand between rows; any other line ends the
//     boards being read. A board is n row lines in a row.
//   - Decoding: the empty cell is what most cells of the first row hold;
//     it is fixed for the whole output (at n = 1, where a row is one cell,
//     a cell is a queen when it holds a queen's symbol). Every other cell is a queen,
//     whatever its glyph ("Q", "(@)", "Q1" ... "Qn"), and its column is
//     its place among its board's cells, however wide they are drawn.
//
// A row with no queen or two is read as it is: the board is invalid. A
// line of numbers is no row (the listing readers read those), so that
// this reading never reads a permutation as a board.

// glyphState is the glyph reading's state: the empty cell's content,
// once known, and the rows of the boards being read.
type glyphState struct {
	empty   string
	known   bool
	byQueen bool         // n = 1: a queen is a cell that holds a queen's symbol
	k       int          // boards side by side in the rows being read
	rows    [][][]string // for each board beside the others, its rows' cells
	first   int64        // the line of the boards' first row
}

var (
	// ruleGlyphs are the characters of a rule line between rows.
	ruleLine = regexp.MustCompile(`^[-+=_|:. ]*[-=_]{2}[-+=_|:. ]*$`)
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

// glyphCells cuts a line into the cells of k boards of n columns side by
// side; ok is false for a line that is no such row.
func glyphCells(t []byte, n int) (cells []string, k int, ok bool) {
	s := strings.TrimRight(expandTabs(t), " ")
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
	defer a.glyphEnd(0)
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
	if len(t) > 0 && ruleLine.Match(t) && len(g.rows) > 0 {
		return // a rule between rows
	}
	if cells, k, ok := glyphCells(text, a.n); ok && a.glyphRowOK(cells, k) {
		a.rep.DataLines++
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
		}
		return
	}
	a.glyphEnd(no)
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

// glyphRowOK reports whether cells, the row of k boards, read in the
// output's notation: the empty cell, learnt from the first row (the
// content most of its cells hold), is in every board's row.
func (a *Auditor) glyphRowOK(cells []string, k int) bool {
	g := &a.glyph
	if !g.known && a.n == 1 {
		// One cell a board teaches no empty cell: the queen is a cell
		// that holds a queen's symbol, every other cell is empty.
		g.byQueen, g.known = true, true
		a.rep.Shape = "boards"
	}
	if !g.known {
		count := map[string]int{}
		for _, c := range cells {
			count[c]++
		}
		best := ""
		for _, c := range cells { // the first of the most frequent, for a fixed choice
			if count[c] > count[best] || best == "" {
				best = c
			}
		}
		if count[best] < k*(a.n-1) {
			return false
		}
		g.empty, g.known = best, true
		a.rep.Shape = "boards"
	}
	for b := range k {
		empties := 0
		for _, c := range cells[b*a.n : (b+1)*a.n] {
			if c == g.empty {
				empties++
			}
		}
		if empties == 0 && !g.byQueen {
			return false
		}
	}
	return true
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
				if g.byQueen && a.holdsQueen([]byte(cell)) || !g.byQueen && cell != g.empty {
					p = append(p, board.Cell{Row: r, Col: c})
					row.WriteByte('Q')
				} else {
					row.WriteByte('.')
				}
			}
			drawn = append(drawn, row.String())
		}
		a.placement(g.first, strings.Join(drawn, "/"), p, 0)
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
