package audit

import (
	"bytes"
	"regexp"
	"strings"
)

// A table of counts has a row per board size. Written "size : count"
// (sizeColonCountLine, as the lines reader meets it), each row is read
// alone; under a header that names its columns, the rows follow it:
//
//	 N:            Total       Unique    hh:mm:ss
//	 8:               92           12    00:00:00
//
// The header says which column holds the total; the row of size n states
// it, a claim checked against Q(n), and the rows of other sizes are text.
// The columns are matched by their order: a row has one cell per column
// of the header. A row that does not is no row of the table, and the
// table ends at the first line that is neither a row, a rule nor blank.

// countColumns is the header of a table of counts, once seen: how many
// columns follow the size, and which of them holds the total.
type countColumns struct {
	cells int
	total int
}

var (
	// tableSizeHead is the header's first cell: the size.
	tableSizeHead = regexp.MustCompile(`(?i)^(n|size|queens?|board)[:|]?$`)
	// tableTotalWord names a column of totals, tableClassWord one of
	// symmetry classes; tableQualifier is a word that says which count
	// the noun after it is ("Total Solutions", "Unique Solutions").
	tableTotalWord = regexp.MustCompile(`(?i)^(total|solutions?|sols?|count|answers?|results?|all|number)[:|]?$`)
	tableClassWord = regexp.MustCompile(`(?i)^(unique|fundamental|distinct|classes)[:|]?$`)
	tableQualifier = regexp.MustCompile(`(?i)^(total|unique|fundamental|distinct|all|number|num|no\.?)$`)
	tableNoun      = regexp.MustCompile(`(?i)^(solutions?|sols?|answers?|results?|count|of)[:|]?$`)
	// tableRow is a row: the size, maybe a colon or a bar, then cells.
	tableRow = regexp.MustCompile(`^([1-9]\d?)\s*[:|]?\s+(\S.*)$`)
)

// tableCells splits a row into its cells: words between white space or
// bars.
func tableCells(t []byte) [][]byte {
	return bytes.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '\t' || r == '|' })
}

// headerColumns splits a header into its columns, each a list of words:
// between bars when it has bars, else a word each, a qualifier and the
// nouns after it ("Total Solutions", "Number of solutions") together.
func headerColumns(t []byte) [][][]byte {
	var cols [][][]byte
	if bytes.IndexByte(t, '|') >= 0 {
		for _, c := range bytes.Split(t, []byte("|")) {
			if w := bytes.Fields(c); len(w) > 0 {
				cols = append(cols, w)
			}
		}
		return cols
	}
	words := bytes.Fields(t)
	for i := 0; i < len(words); i++ {
		col := [][]byte{words[i]}
		if tableQualifier.Match(words[i]) {
			for i+1 < len(words) && tableNoun.Match(words[i+1]) {
				i++
				col = append(col, words[i])
			}
		}
		cols = append(cols, col)
	}
	return cols
}

// countHeader reads t as the header of a table of counts: the size's
// column, then columns, one of them the total's (words of a total and
// none of the symmetry classes).
func countHeader(t []byte) (countColumns, bool) {
	cols := headerColumns(t)
	if len(cols) < 2 || len(cols[0]) != 1 || !tableSizeHead.Match(cols[0][0]) {
		return countColumns{}, false
	}
	h := countColumns{cells: len(cols) - 1, total: -1}
	for i, col := range cols[1:] {
		total, class := false, false
		for _, w := range col {
			total = total || tableTotalWord.Match(w)
			class = class || tableClassWord.Match(w)
		}
		if total && !class && h.total < 0 {
			h.total = i
		}
	}
	return h, h.total >= 0
}

// countTableLine reads t as the header or a row of a table of counts,
// and reports whether it was one.
func (a *Auditor) countTableLine(t []byte) (screened, bool) {
	if a.scr.table == nil {
		if h := bytes.TrimLeft(t, "| \t"); len(h) == 0 || strings.IndexByte("nNsSqQbB", h[0]) < 0 || bytes.ContainsAny(t, "0123456789") || !hasWord(t) {
			return screened{}, false // no header: a header's cells are words
		}
		h, ok := countHeader(t)
		if !ok {
			return screened{}, false
		}
		a.scr.table = &h
		return screened{kind: lineText}, true
	}
	if len(t) == 0 {
		return screened{}, false
	}
	if len(bytes.Trim(t, "-=+|: \t")) == 0 {
		return screened{kind: lineText}, true // a rule under the header
	}
	m := tableRow.FindSubmatch(bytes.TrimLeft(t, "| \t"))
	var cells [][]byte
	if m != nil {
		cells = tableCells(m[2])
	}
	if len(cells) != a.scr.table.cells {
		a.scr.table = nil // the table has ended
		return screened{}, false
	}
	if _, ok := number(cells[a.scr.table.total]); !ok {
		a.scr.table = nil
		return screened{}, false
	}
	return a.sizeRow(m[1], cells[a.scr.table.total]), true
}

// sizeRow is a row of a table of counts, of the size and its count
// written as size and count: the row of size n states the total, the
// rows of other sizes are text.
func (a *Auditor) sizeRow(size, count []byte) screened {
	if v, ok := number(size); !ok || v != a.n {
		return screened{kind: lineText}
	}
	return claimNumber(count)
}

// sizeColonCountLine reads text as a row of a table of counts, "8 : 92",
// if it is one at n ≥ 2 (one number after a colon is no solution there,
// and at n = 2 and 3 no solution is): the size's row states the total,
// another size's row is text. It reports whether it was.
func (a *Auditor) sizeColonCountLine(no int64, text []byte) bool {
	if a.n < 2 || !bytes.ContainsAny(text, ":=") {
		return false
	}
	m := sizeColonCount.FindSubmatch(text)
	if m == nil {
		return false
	}
	a.flushPendingTotal()
	a.rep.DataLines-- // a claim or text, not data
	if s := a.sizeRow(m[1], m[2]); s.kind == lineClaim {
		a.record(no, m[2], s)
	} else {
		a.record(no, text, s)
	}
	return true
}

// sizeColonCount is a size, a colon or "=", and a count: "8 : 92".
var sizeColonCount = regexp.MustCompile(`^([1-9]\d?)\s*[:=]\s*(\d+)$`)
