package audit

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
)

// Queens named one a line by their row and column, as the glyph reading
// (glyph.go) reads them beside the boards.

// pairLine is a line that names one queen by its row and column.
type pairLine struct {
	no       int64
	text     []byte
	row, col int
	text2    string // a line naming a column: its words, the number left out
}

// queenAt is a line that names one queen by two numbers at its end, its
// row and its column, after words that hold no number: "Q at 0 2",
// "queen: (1, 3)", "2 4".
var queenAt = regexp.MustCompile(`^[^\d]*?(\d+)\s*[,;]?\s*(\d+)\s*\)?$`)

// glyphPair reads a line that names one queen by its row and column, the
// rows of one solution one a line in order: 0 to n-1 or 1 to n, the base
// learnt from the first such line for the whole output. It reports
// whether the line was one; n of them in a row make a solution.
func (a *Auditor) glyphPair(no int64, text []byte) bool {
	g := &a.glyph
	t := bytes.TrimSpace(text)
	m := queenAt.FindSubmatch(t)
	if m == nil || a.n == 2 {
		return false
	}
	r, _ := number(m[1])
	c, _ := number(m[2])
	if !g.pairKnown && len(g.pairRun) == 0 && (r == 0 || r == 1) {
		g.pairBase, g.pairKnown = r, true
	}
	if !g.pairKnown || r != g.pairBase+len(g.pairRun) || c < g.pairBase || c >= g.pairBase+a.n {
		return false
	}
	g.pairRun = append(g.pairRun, pairLine{no: no, text: bytes.Clone(t), row: r, col: c})
	if len(g.pairRun) < a.n {
		return true
	}
	var p board.Placement
	var texts []string
	for _, l := range g.pairRun {
		p = append(p, board.Cell{Row: l.row - g.pairBase, Col: l.col - g.pairBase})
		texts = append(texts, fmt.Sprintf("%d %d", l.row, l.col))
	}
	first := g.pairRun[0].no
	g.pairRun = g.pairRun[:0]
	a.rep.DataLines += int64(a.n)
	a.placement(first, strings.Join(texts, ", "), p, g.pairBase)
	return true
}

// queenCol is a line that names one queen by one number, its column,
// among words that hold no other number: "queen placed at 3", "Column 2".
var queenCol = regexp.MustCompile(`^([^\d]*?\pL[^\d]*?)(\d+)([^\d]*)$`)

// glyphCol reads a line that names one queen by its column alone, the
// rows implied by the order of the lines: a run of lines that read the
// same but for their number. It reports whether the line joins the run.
// A run is read when it ends (glyphColsEnd).
func (a *Auditor) glyphCol(no int64, text []byte) bool {
	g := &a.glyph
	t := bytes.TrimSpace(text)
	m := queenCol.FindSubmatch(t)
	if m == nil || a.n < 4 {
		a.glyphColsEnd()
		return false
	}
	tmpl := string(m[1]) + "#" + string(m[3])
	if g.colKnown && tmpl != g.colTemplate {
		a.glyphColsEnd()
		return false
	}
	if len(g.colRun) > 0 && tmpl != g.colRun[0].text2 {
		a.glyphColsEnd()
		if g.colKnown && tmpl != g.colTemplate {
			return false
		}
	}
	c, _ := number(m[2])
	g.colRun = append(g.colRun, pairLine{no: no, text: bytes.Clone(t), col: c, text2: tmpl})
	return true
}

// glyphColsEnd ends a run of lines that name queens by their column:
// n lines a solution, the run a whole number of solutions, each a column
// once, in the range of the column base (learnt from the first run read:
// 0-based when it holds a 0). The first run read fixes the words for the
// whole output. A run that is none is read as lines of text.
func (a *Auditor) glyphColsEnd() {
	g := &a.glyph
	run := g.colRun
	g.colRun = nil
	if len(run) == 0 {
		return
	}
	if g.colKnown && len(run)%a.n != 0 {
		// The words learnt, the count wrong: a solution cut short or
		// too long.
		a.rep.DataLines += int64(len(run))
		a.add(run[0].no, WrongLength, fmt.Sprintf("%d lines naming a queen's column from here, want a multiple of %d", len(run), a.n))
		return
	}
	if !g.colKnown && !a.colRunReads(run) {
		for _, l := range run {
			a.glyphText(l.no, l.text)
		}
		return
	}
	if !g.colKnown {
		g.colKnown, g.colTemplate, g.colBase = true, run[0].text2, 1
		for _, l := range run {
			if l.col == 0 {
				g.colBase = 0
			}
		}
	}
	for i := 0; i < len(run); i += a.n {
		var p board.Placement
		var texts []string
		for r, l := range run[i : i+a.n] {
			p = append(p, board.Cell{Row: r, Col: l.col - g.colBase})
			texts = append(texts, strconv.Itoa(l.col))
		}
		a.rep.DataLines += int64(a.n)
		a.placement(run[i].no, strings.Join(texts, " "), p, g.colBase)
	}
}

// colRunReads reports whether run, the first of its kind, teaches the
// notation: a whole number of solutions named one queen a line by their
// column, every column in the range of one base. Once it is learnt,
// every run of the same words is read, right or wrong.
func (a *Auditor) colRunReads(run []pairLine) bool {
	if len(run)%a.n != 0 {
		return false
	}
	zero, top := false, false
	for _, l := range run {
		if l.col > a.n {
			return false
		}
		zero, top = zero || l.col == 0, top || l.col == a.n
	}
	return !(zero && top) // one base
}

// glyphPairsEnd reads the lines of a solution listed one queen a line
// that ended before its n queens as lines of their own, and ends a run
// of queens named by their column.
func (a *Auditor) glyphPairsEnd() {
	g := &a.glyph
	run := g.pairRun
	g.pairRun = nil
	for _, l := range run {
		a.glyphText(l.no, l.text)
	}
	a.glyphColsEnd()
}
