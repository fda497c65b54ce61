package audit

import (
	"bytes"
	"fmt"
	"strings"
)

// How the glyph reading (glyph.go) learns its notation from the data: the
// empty cell, on a chequered board one a colour, and the text lines a row
// takes, once for the whole output.

// glyphLearn learns the empty cell and how many text lines a row takes
// from the first two row lines of the output: the one waiting (g.half)
// and cells, on line no. They are two rows when the two show the empty
// cell together; else one row drawn over two lines when joined they show
// it; else the first is a row alone when it shows it by itself, and else
// it is no row and the second waits in its place.
func (a *Auditor) glyphLearn(no int64, text []byte, cells []string, k int) {
	g := &a.glyph
	first, firstK, firstLine, firstText := g.half, g.halfK, g.halfLine, g.halfText
	g.half = nil
	if empty, chequer, ok := learnEmpty([][]string{first, cells}, k, a.n); ok && firstK == k {
		a.glyphKnow(empty, chequer, 1)
		a.glyphAdd(firstLine, first, k, 1)
		a.glyphAdd(no, cells, k, 1)
		return
	}
	if firstK == k {
		joined := joinCells(first, cells)
		if empty, chequer, ok := learnEmpty([][]string{joined}, k, a.n); ok {
			a.glyphKnow(empty, chequer, 2)
			a.glyphAdd(firstLine, joined, k, 2)
			return
		}
	}
	if empty, chequer, ok := learnEmpty([][]string{first}, firstK, a.n); ok {
		a.glyphKnow(empty, chequer, 1)
		a.glyphAdd(firstLine, first, firstK, 1)
		if a.glyphRowOK(cells, k) {
			a.glyphAdd(no, cells, k, 1)
			return
		}
		a.glyphEnd(no)
		a.glyphOther(no, text)
		return
	}
	a.glyphOther(firstLine, firstText)
	g.half, g.halfK, g.halfLine, g.halfText = cells, k, no, bytes.Clone(text)
}

// glyphFlush reads the row line waiting, when no line joins it: before
// the empty cell is known, as a row alone if it shows one, else as a
// line of its own; after, as a row cut short.
func (a *Auditor) glyphFlush() {
	g := &a.glyph
	if g.half == nil {
		return
	}
	first, firstK, firstLine, firstText := g.half, g.halfK, g.halfLine, g.halfText
	g.half = nil
	if g.known {
		a.add(firstLine, WrongLength, fmt.Sprintf("the first of the %d lines of a row, alone", g.tall))
		return
	}
	if empty, chequer, ok := learnEmpty([][]string{first}, firstK, a.n); ok {
		a.glyphKnow(empty, chequer, 1)
		a.glyphAdd(firstLine, first, firstK, 1)
		return
	}
	a.glyphOther(firstLine, firstText)
}

// glyphKnow fixes the empty cell and the lines of a row for the whole
// output.
func (a *Auditor) glyphKnow(empty [2]string, chequer bool, tall int) {
	g := &a.glyph
	g.empty, g.chequer, g.tall, g.known = empty, chequer, tall, true
	a.rep.Shape = "boards"
}

// joinCells joins two lines' cells column by column: the cells of a row
// drawn over two lines.
func joinCells(top, bottom []string) []string {
	out := make([]string, len(top))
	for i := range top {
		out[i] = top[i] + "\n" + bottom[i]
	}
	return out
}

// learnEmpty learns the empty cell from the first rows of k boards
// side by side (rows[r] holds row r of each): the content most of their
// cells hold, all but one a row in each board; or, on a chequered board,
// the contents most cells of each colour hold, all but one a row in each
// board and at least two, neither a number.
func learnEmpty(rows [][]string, k, n int) (empty [2]string, chequer, ok bool) {
	type at struct{ r, i int }
	var cells []string
	var where []at
	for r, row := range rows {
		if len(row) != k*n {
			return empty, false, false
		}
		for i, c := range row {
			cells = append(cells, c)
			where = append(where, at{r, i})
		}
	}
	queens := len(rows) * k // at most one a row in each board
	if best, c, size := mostFrequent(cells, func(int) bool { return true }); c >= size-queens {
		return [2]string{best, best}, false, true
	}
	for p := range 2 {
		best, c, size := mostFrequent(cells, func(j int) bool { return (where[j].r+where[j].i%n)%2 == p })
		if c < size-queens || c < 2 || numberCell.MatchString(best) {
			return empty, false, false
		}
		empty[p] = best
	}
	return empty, true, empty[0] != empty[1]
}

// mostFrequent returns the content most of the cells that in selects
// hold (the first of them, for a fixed choice), how many hold it, and
// how many cells in selects.
func mostFrequent(cells []string, in func(int) bool) (best string, most, size int) {
	count := map[string]int{}
	for i, c := range cells {
		if !in(i) {
			continue
		}
		size++
		count[c]++
		if count[c] > count[best] {
			best = c
		}
	}
	return best, count[best], size
}

// fitsEmpty reports whether cells, row r of k boards, hold an empty cell
// in every board.
func fitsEmpty(cells []string, k, n, r int, empty [2]string, chequer bool) bool {
	for b := range k {
		empties := 0
		for c, cell := range cells[b*n : (b+1)*n] {
			if cell == emptyAt(empty, chequer, r, c) {
				empties++
			}
		}
		if empties == 0 {
			return false
		}
	}
	return true
}

// emptyAt returns the empty cell of row r, column c.
func emptyAt(empty [2]string, chequer bool, r, c int) string {
	if chequer {
		return empty[(r+c)%2]
	}
	return empty[0]
}

// columnIndex reports whether t numbers the columns of a board of n: 0 to
// n-1 or 1 to n in order, written together or apart.
func columnIndex(t []byte, n int) bool {
	digits := strings.Join(strings.Fields(string(t)), "")
	var from0, from1 strings.Builder
	for c := range n {
		fmt.Fprint(&from0, c)
		fmt.Fprint(&from1, c+1)
	}
	return n > 1 && (digits == from0.String() || digits == from1.String())
}
