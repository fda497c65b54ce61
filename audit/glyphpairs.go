package audit

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/nqcheck/nqcheck/board"
)

// Queens named one a line by their row and column, as the glyph reading
// (glyph.go) reads them beside the boards.

// pairLine is a line that names one queen by its row and column.
type pairLine struct {
	no       int64
	text     []byte
	row, col int
	words    string // a line naming a column: its words, the numbers left out
}

// queenAt is a line that names one queen by two numbers at its end, its
// row and its column, after words that hold no number: "Q at 0 2",
// "queen: (1, 3)", "2 4".
var queenAt = regexp.MustCompile(`^[^\d]*?(\d+)\s*[,;]?\s*(\d+)\s*\)?$`)

// chessAt is a line that names one queen by its square in chess notation
// at its end, after words or a bullet that hold no number: "- d1",
// "Queen on c3". The rank is the row, 1-based; the file the column.
var chessAt = regexp.MustCompile(`^(?:[^\d]*[^\dA-Za-z])?([A-Za-z][1-9]\d?)$`)

// glyphPair reads a line that names one queen by its row and column (or
// by its chess square), the rows of one solution one a line in order: 0
// to n-1 or 1 to n, the base learnt from the first such line for the
// whole output. It reports whether the line was one; n of them in a row
// make a solution.
func (a *Auditor) glyphPair(no int64, text []byte) bool {
	g := &a.glyph
	t := bytes.TrimSpace(text)
	if a.n == 2 {
		return false
	}
	r, c, ok := a.queenNamed(t)
	if !ok {
		return false
	}
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

// queenNamed reads t as naming one queen: by two numbers at its end, its
// row and its column as written, or by a chess square (chessSquare), its
// rank and its file counted from 1.
func (a *Auditor) queenNamed(t []byte) (r, c int, ok bool) {
	if m := queenAt.FindSubmatch(t); m != nil {
		r, _ = number(m[1])
		c, _ = number(m[2])
		return r, c, true
	}
	m := chessAt.FindSubmatch(t)
	if m == nil {
		return 0, 0, false
	}
	rank, file, ok := chessSquare(m[1], a.n)
	return rank, file + 1, ok
}

// numberTemplate returns the words of a line with its whole numbers
// written "#", and the numbers: "queen placed at 3" is "queen placed at
// #" and [3].
func numberTemplate(t []byte) (string, []int) {
	var b strings.Builder
	var nums []int
	for i := 0; i < len(t); {
		if !isDigit(t[i]) {
			b.WriteByte(t[i])
			i++
			continue
		}
		j := i + 1
		for j < len(t) && isDigit(t[j]) {
			j++
		}
		b.WriteByte('#')
		v, ok := number(t[i:j])
		if !ok {
			v = -1
		}
		nums = append(nums, v)
		i = j
	}
	return b.String(), nums
}

// glyphCol reads a line that names one queen by its column, with or
// without its row, one queen a line, the rows in the order of the lines:
// a run of lines that read the same but for their numbers ("queen placed
// at 3", "Row 1: Queen at column 2", "Placing queen 1 in column 2", or a
// bare number). It reports whether the line joins the run. A run is read
// when it ends (glyphColsEnd).
func (a *Auditor) glyphCol(no int64, text []byte) bool {
	g := &a.glyph
	t := bytes.TrimSpace(text)
	tmpl, nums := numberTemplate(t)
	bare := tmpl == "#"
	small := a.n < 4 && !(a.n == 1 && len(nums) == 2 && colWord.MatchString(tmpl))                                // at n = 1, "queen 1 in column 1"
	marked := bytes.ContainsFunc(t, unicode.IsLetter) || len(nums) == 2 && bytes.ContainsFunc(t, unicode.IsPunct) // "[0] => 1"
	if small || len(nums) == 0 || len(nums) > 2 || slices.Contains(nums, -1) || !bare && !marked {
		return false // glyphOther ends the run
	}
	if len(g.colRun) > 0 && tmpl != g.colRun[0].words {
		a.glyphColsEnd() // other words: the run ends, and may teach the notation
	}
	if g.colKnown && tmpl != g.colTemplate {
		return false
	}
	l := pairLine{no: no, text: bytes.Clone(t), words: tmpl, row: -1, col: nums[0]}
	if len(nums) == 2 {
		l.row, l.col = nums[0], nums[1]
	}
	g.colRun = append(g.colRun, l)
	return true
}

// glyphColsEnd ends a run of lines that name queens by their column:
// n lines a solution, the run a whole number of solutions (a run of bare
// numbers exactly one). The first run read fixes the notation for the
// whole output: its words, which of two numbers is the row (the one that
// counts the rows in order, from 0 or 1; the column is then counted from
// the same base) and, with one number, the column base (0 when the run
// holds a 0, else 1). A run that is none is read as lines of text.
func (a *Auditor) glyphColsEnd() {
	g := &a.glyph
	run := g.colRun
	g.colRun = nil
	if len(run) == 0 {
		return
	}
	bare := run[0].words == "#"
	if g.colKnown && len(run)%a.n != 0 && !bare {
		// The words learnt, the count wrong: a solution cut short or
		// too long.
		a.rep.DataLines += int64(len(run))
		a.add(run[0].no, WrongLength, fmt.Sprintf("%d lines naming a queen's column from here, want a multiple of %d", len(run), a.n))
		return
	}
	if !g.colKnown && !a.colRunLearn(run) || bare && len(run) != a.n {
		for _, l := range run {
			a.glyphText(l.no, l.text)
		}
		return
	}
	for i := 0; i < len(run); i += a.n {
		var p board.Placement
		var texts []string
		for r, l := range run[i : i+a.n] {
			col := l.col
			if g.colSwap {
				col = l.row
			}
			p = append(p, board.Cell{Row: r, Col: col - g.colBase})
			texts = append(texts, strconv.Itoa(col))
		}
		a.rep.DataLines += int64(a.n)
		a.placement(run[i].no, strings.Join(texts, " "), p, g.colBase)
	}
}

// colRunLearn learns the notation from run, the first run of its kind,
// and reports whether it teaches one: a whole number of solutions, every
// column in the range of one base and, with two numbers a line, one of
// them counting the rows in order. Once it is learnt, every run of the
// same words is read, right or wrong.
func (a *Auditor) colRunLearn(run []pairLine) bool {
	g := &a.glyph
	if len(run)%a.n != 0 {
		return false
	}
	base, swap := 1, false
	if run[0].row >= 0 {
		// Two numbers: which counts the rows?
		counts := func(v func(pairLine) int) (int, bool) {
			b := v(run[0])
			if b != 0 && b != 1 {
				return 0, false
			}
			for i, l := range run {
				if v(l) != b+i%a.n {
					return 0, false
				}
			}
			return b, true
		}
		if b, ok := counts(func(l pairLine) int { return l.row }); ok {
			base = b
		} else if b, ok := counts(func(l pairLine) int { return l.col }); ok {
			base, swap = b, true
		} else {
			return false
		}
	}
	zero, top := false, false
	for _, l := range run {
		c := l.col
		if swap {
			c = l.row
		}
		if c < 0 || c > a.n {
			return false
		}
		zero, top = zero || c == 0, top || c == a.n
	}
	if zero && top {
		return false // no one base
	}
	if run[0].row < 0 && zero {
		base = 0
	}
	if run[0].row >= 0 && (zero && base == 1 || top && base == 0) {
		return false // the columns are not counted as the rows are
	}
	g.colKnown, g.colTemplate, g.colBase, g.colSwap = true, run[0].words, base, swap
	return true
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
