package audit

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/internal/base/text"
)

// This file reads what the list reader's brackets hold: each list as it
// closes (a board row, a (row, col) pair, a permutation, a solution of
// pairs or rows) and what it adds to its parent. list.go reads the bytes.

// frame is one open list: what it holds so far, at most one board's
// worth.
type frame struct {
	open       byte
	line       int64 // where it opened
	nums       []int // its numbers, at most n+1 kept
	nNums      int
	strs       int       // strings and bare words
	cells      []rune    // strings of one symbol: the list is a board row
	lists      int       // lists it holds
	pairs      []int     // (row, col) pairs it holds, as row, col, ...
	pairLine   int64     // where the first pair opened
	rows       []gridRow // board rows it holds: strings, or lists of cells
	bools      int       // of its numbers, booleans read as 0 and 1
	colons     int       // in braces, the colons between keys and values
	scalarLine int64
	scalar     string // its first number or string, for a finding
	// sized: its first item is the number n, before any list: the size
	// a tuple names beside its solution, (4, [1, 3, 0, 2]).
	sized bool
	bad   bool // a finding was given: nothing more to read
	words bool // a list of the program's words, not of a board
}

// top returns the innermost open list, or nil.
func (a *Auditor) top() *frame {
	st := a.list.stack
	if len(st) == 0 {
		return nil
	}
	return st[len(st)-1]
}

// listFinding adds a finding and marks the innermost list as read no
// further.
func (a *Auditor) listFinding(no int64, k Kind, detail string) {
	if a.totalSeen {
		a.add(no, AfterTotal, fmt.Sprintf("text follows the total on line %d", a.totalLine))
		return
	}
	if f := a.top(); f != nil {
		if f.bad {
			return
		}
		f.bad = true
	}
	a.add(no, k, detail)
}

func (a *Auditor) openList(no int64, c byte) {
	if no != a.list.dataLine {
		a.rep.DataLines++
		a.scr.dataSeen++
		a.list.dataLine = no
	}
	if a.totalSeen {
		a.listFinding(no, AfterTotal, "")
		return
	}
	if a.list.skip > 0 || len(a.list.stack) >= maxDepth {
		if a.list.skip == 0 {
			a.listFinding(no, Unparsable, fmt.Sprintf("lists nested more than %d deep", maxDepth))
		}
		a.list.skip++
		return
	}
	if f := a.top(); f != nil {
		f.lists++
	}
	a.list.key = ""
	a.list.stack = append(a.list.stack, &frame{open: c, line: no})
}

// closer returns the bracket that closes open.
func closer(open byte) byte {
	switch open {
	case '(':
		return ')'
	case '{':
		return '}'
	}
	return ']'
}

func (a *Auditor) closeList(no int64, c byte) {
	if a.list.skip > 0 {
		a.list.skip--
		return
	}
	f := a.top()
	if f == nil {
		a.listFinding(no, Unparsable, fmt.Sprintf("%q closes no list", c))
		return
	}
	if closer(f.open) != c {
		a.listFinding(no, Unparsable, fmt.Sprintf("%q closes the %q opened on line %d", c, f.open, f.line))
	}
	a.list.stack = a.list.stack[:len(a.list.stack)-1]
	p := a.top()
	if p == nil {
		p = &a.list.root
		a.list.lists++
	}
	a.endFrame(f, p)
}

// scalar reads a number (a bare word that is one) or a string.
func (a *Auditor) scalar(no int64, text []byte, bare bool) {
	if a.list.skip > 0 {
		return
	}
	f := a.top()
	if f == nil {
		a.topScalar(no, text, bare)
		return
	}
	if f.bad || f.words {
		return
	}
	if f.open == '{' && a.list.isKey && bare && f.lists > 0 {
		return // a key of a map whose values are solutions: {1: [1, 3, 5, 0, 2, 4], 2: ...}
	}
	if !bare && f.strs == 0 && f.nNums == 0 && f.lists == 0 && len(f.rows) == 0 && len(a.list.stack) == 1 && wordy(text) {
		// A list that opens with a string of many letters, such as
		// the program's arguments ('/usr/bin/node', its path, n):
		// text, whatever follows in it.
		f.words = true
		return
	}
	if f.scalar == "" {
		f.scalar, f.scalarLine = string(text), no
		v, ok := number(text)
		f.sized = ok && bare && v == a.n && f.lists == 0 && f.strs == 0
	}
	if bare {
		switch string(text) {
		case "Array", "Object":
			a.listFinding(no, Unparsable, fmt.Sprintf("%s: console.log shows lists nested more than two deep as [%s]; print them with JSON.stringify", quote(text), text))
			return
		case "...":
			a.listFinding(no, Unparsable, `"..." : the list is cut short, as console.log does after 100 items ("... N more items"); print it with JSON.stringify`)
			return
		}
	}
	_, isNum := number(text)
	_, isBool := boolValue(text)
	isNum = (isNum || isBool) && bare
	switch {
	case f.lists > 0:
		a.listFinding(no, Unparsable, fmt.Sprintf("%s among lists", quote(text)))
		return
	case isNum && f.strs > 0:
		a.listFinding(no, Unparsable, fmt.Sprintf("item %d: %s is a number among strings", f.strs+1, quote(text)))
		return
	case !isNum && f.nNums > 0:
		a.listFinding(no, Unparsable, fmt.Sprintf("item %d: %s is not a whole number", f.nNums+1, quote(text)))
		return
	}
	if bare && a.listNumber(f, text) {
		return
	}
	f.strs++
	cells, _ := gridCells(text, a.n)
	switch {
	case utf8.RuneCount(text) == 1 && len(cells) == 1:
		f.cells = append(f.cells, cells[0])
		if len(f.cells) > a.n {
			a.listFinding(no, WrongLength, fmt.Sprintf("a row of more than %d cells", a.n))
		}
	case len(cells) == a.n:
		f.rows = append(f.rows, gridRow{line: no, cells: cells})
		if len(f.rows) == a.n {
			a.grid.rows = f.rows
			a.endBoard(0)
			f.rows = f.rows[:0]
		}
	default:
		a.listFinding(no, Unparsable, fmt.Sprintf("%s is not a row of %d cells", quote(text), a.n))
	}
}

// topScalar reads a number or a string outside every list: the value of
// a key of a JSON document, a solution as a string of digits, or the
// total after the lists.
func (a *Auditor) topScalar(no int64, text []byte, bare bool) {
	if a.list.key != "" {
		// The value of a key of a JSON document: a count when the key
		// says so, else skipped.
		key := a.list.key
		a.list.key = ""
		if _, ok := number(text); ok && bare && keyCount.MatchString(key) {
			a.record(no, text, claimNumber(text))
		}
		return
	}
	if d, ok := digitString(text, a.n); ok && bare {
		// A solution as a string of digits ("1357246") beside the
		// lists: its board, perhaps, follows as lists of cells.
		vals, toks, bad := parseColumns(d)
		a.columnsLine(no, vals, toks, bad)
		return
	}
	if _, ok := number(text); ok && bare && a.list.lists > 0 && !a.totalSeen {
		// The total, after the lists.
		a.totalSeen, a.totalLine, a.totalNumber = true, no, true
		a.totalText = string(text)
		a.totalValue, _ = parseTotal(text)
		return
	}
	a.listFinding(no, Unparsable, fmt.Sprintf("%s outside the lists", quote(text)))
}

// endFrame reads a list that closed, whose parent is p (the root at the
// top).
func (a *Auditor) endFrame(f, p *frame) {
	if f.bad {
		return
	}
	if f.words {
		a.record(f.line, []byte("[...]"), screened{kind: lineText})
		return
	}
	switch {
	case f.open == '{' && f.colons > 0 && f.lists > 0 && f.strs == 0:
		// A map whose values are solutions: its keys label them.
	case f.lists > 0 && f.sized && f.nNums == 1 && f.strs == 0:
		// The size beside the solution: a label.
	case f.lists > 0 && (f.nNums > 0 || f.strs > 0):
		a.add(f.scalarLine, Unparsable, fmt.Sprintf("%s among lists", quote([]byte(f.scalar))))
		return
	case f.nNums > 0 && f.strs > 0:
		a.add(f.scalarLine, Unparsable, fmt.Sprintf("a list of both numbers and strings, from %s", quote([]byte(f.scalar))))
		return
	case f.open == '{' && f.colons > 0 && f.lists == 0 && f.strs == 0:
		// A map of rows to columns, {0: 1, 1: 3, 2: 0, 3: 2}: its
		// (key, value) pairs are the queens.
		if 2*f.colons != f.nNums || f.nNums > 2*a.n {
			a.add(f.line, WrongLength, fmt.Sprintf("a map of %d entries, want %d rows", f.colons, a.n))
			return
		}
		f.pairs, f.pairLine = f.nums, f.line
	case f.nNums > 0:
		a.numberList(f, p)
	case len(f.cells) > 0 && a.n == 1 && p == &a.list.root:
		// n = 1: ['Q'] is a board of one row.
		a.childRow(p, gridRow{line: f.line, cells: f.cells})
	case len(f.cells) > 0 && p == &a.list.root && 2*len(f.cells) < a.n && !a.holdsQueen([]byte(string(f.cells))):
		// A short list of strings with no queen, such as the program's
		// arguments: no board row, and too far from one to be a damaged
		// row.
		a.record(f.line, []byte("["+string(f.cells)+"]"), screened{kind: lineText})
		return
	case len(f.cells) > 0:
		if len(f.cells) != a.n {
			a.add(f.line, WrongLength, fmt.Sprintf("a row of %d %s, want %d", len(f.cells), text.Plural(int64(len(f.cells)), "cell"), a.n))
			return
		}
		a.childRow(p, gridRow{line: f.line, cells: f.cells})
	case f.nNums == 0 && f.strs == 0 && f.lists == 0 && len(f.pairs) == 0:
		if p != &a.list.root {
			a.add(f.line, WrongLength, fmt.Sprintf("an empty list, want %d columns", a.n))
		}
	}
	if len(f.pairs) > 0 {
		a.pairList(f)
	}
	if len(f.rows) > 0 {
		a.grid.rows = f.rows
		a.endBoard(0)
	}
}

// numberList reads a list of numbers: a (row, col) pair, a row of a 0/1
// board, or a permutation.
func (a *Auditor) numberList(f, p *frame) {
	k := f.nNums
	if k == 2 && a.n != 2 {
		if len(p.pairs) == 0 {
			p.pairLine = f.line
		}
		p.pairs = append(p.pairs, f.nums...)
		switch {
		case p == &a.list.root && len(p.pairs) == 2*a.n:
			a.pairList(p)
			p.pairs = p.pairs[:0]
		case len(p.pairs) > 2*a.n:
			p.bad = true
			a.add(p.line, WrongLength, fmt.Sprintf("more than %d pairs", a.n))
		}
		return
	}
	if k == a.n && (a.n >= 3 || f.bools == k) {
		zeroOne, ones := true, 0
		for _, v := range f.nums {
			zeroOne = zeroOne && (v == 0 || v == 1)
			if v == 1 {
				ones++
			}
		}
		if zeroOne {
			cells := make([]rune, a.n)
			for i, v := range f.nums {
				cells[i] = rune('0' + v)
			}
			a.queen, a.empty = '1', '0'
			a.childRow(p, gridRow{line: f.line, cells: cells})
			return
		}
	}
	if a.rep.Shape == "" {
		a.rep.Shape = "permutations"
	}
	if k != a.n {
		a.wrongSize(k)
		a.add(f.line, WrongLength, fmt.Sprintf("%d columns, want %d", k, a.n))
		return
	}
	a.solution(f.line, permText(f.nums), f.nums, shapePerm)
}

// childRow adds a board row that a list of cells made to its parent.
func (a *Auditor) childRow(p *frame, r gridRow) {
	p.rows = append(p.rows, r)
	if len(p.rows) == a.n {
		a.grid.rows = p.rows
		a.endBoard(0)
		p.rows = nil
	}
}

// pairList reads the (row, col) pairs a list held as one solution.
func (a *Auditor) pairList(f *frame) {
	if a.rep.Shape == "" {
		a.rep.Shape = "coords pairs"
	}
	if len(f.pairs) != 2*a.n {
		if len(f.pairs) < 2*a.n && a.pairStep(f.pairLine, f.pairs) {
			return
		}
		a.wrongSize(len(f.pairs) / 2)
		a.add(f.pairLine, WrongLength, fmt.Sprintf("%d pairs, want %d", len(f.pairs)/2, a.n))
		return
	}
	var b strings.Builder
	for i := 0; i < len(f.pairs); i += 2 {
		fmt.Fprintf(&b, "(%d, %d)", f.pairs[i], f.pairs[i+1])
	}
	a.solution(f.pairLine, b.String(), f.pairs, shapePairs)
}

// permText writes a permutation as a list: "[1, 3, 0, 2]".
func permText(vals []int) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, v := range vals {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(valueText(v))
	}
	b.WriteByte(']')
	return b.String()
}

// endList reports the lists the input left open.
func (a *Auditor) endList() {
	st := a.list.stack
	if len(st) > 0 {
		a.add(st[0].line, Unparsable, fmt.Sprintf("the %q opened on line %d is never closed: the output ends inside a list", st[0].open, st[0].line))
	}
	a.list.stack = nil
	root := &a.list.root
	if len(root.pairs) > 0 {
		a.pairList(root)
		root.pairs = nil
	}
	if len(root.rows) > 0 {
		a.grid.rows = root.rows
		a.endBoard(0)
		root.rows = nil
	}
	a.grid.rows = nil
}

// listNumber adds text, a bare word, to f's numbers when it is one (a
// boolean is a board cell, 0 or 1) and reports whether it was.
func (a *Auditor) listNumber(f *frame, text []byte) bool {
	v, ok := number(text)
	if b, isBool := boolValue(text); isBool && f.strs == 0 {
		// A row of a board as booleans: [False, True, False, False].
		v, ok = b, true
		f.bools++
	}
	if !ok {
		return false
	}
	f.nNums++
	if len(f.nums) <= 2*a.n+1 {
		f.nums = append(f.nums, v)
	}
	return true
}

// boolValue reads a boolean as a board's cell: 1 for true, 0 for false.
func boolValue(text []byte) (int, bool) {
	switch string(text) {
	case "True", "true", "TRUE", "T", "#t":
		return 1, true
	case "False", "false", "FALSE", "F", "#f":
		return 0, true
	}
	return 0, false
}

// wordy reports whether a string holds more than four distinct
// characters other than white space: a word or a path, while a row of a
// board holds its queen, its empty square and perhaps a separator.
func wordy(text []byte) bool {
	var seen []rune
	for _, r := range string(text) {
		if unicode.IsSpace(r) || slices.Contains(seen, r) {
			continue
		}
		if seen = append(seen, r); len(seen) > 4 {
			return true
		}
	}
	return false
}
