package audit

import (
	"bytes"
	"fmt"
	"regexp"
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

// glyphPairsEnd reads the lines of a solution listed one queen a line
// that ended before its n queens as lines of their own.
func (a *Auditor) glyphPairsEnd() {
	g := &a.glyph
	run := g.pairRun
	g.pairRun = nil
	for _, l := range run {
		a.glyphText(l.no, l.text)
	}
}
