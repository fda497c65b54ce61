package audit

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// maxClaims bounds the claims a report keeps; every claim is checked.
const maxClaims = 20

// maxNotes bounds the notes a report keeps.
const maxNotes = 10

// screenState is what the screen holds between lines: objects of a
// solution printed one a line, boards printed side by side.
type screenState struct {
	queue      []line // lines made, waiting to be read
	pairs      []int  // objects read so far, row, col, ...
	pairsLine  int64
	pairsText  []byte
	shape      string // the notation of the pairs
	fixed      bool
	side       [][]byte // the rows of boards side by side read so far
	sideLine   int64
	sideGroups int
	geo        geometry // where the squares of positional rows stand
	// dataSeen counts the data lines the screen has passed on (or taken,
	// side by side), before a reader reads them.
	dataSeen int64
	// words is where the screen stands in a list printed one item a
	// line: wordsOpen after a line "[" alone, wordsIn within a list
	// whose first item is a word (wordsList).
	words int8
	// table is the header of a table of counts being read
	// (counttable.go), nil outside one.
	table *countColumns
}

const (
	wordsOpen = 1 + iota
	wordsIn
)

// nextLine returns the next data line: text lines and claims are
// recorded and skipped, a prose prefix is cut off, other notations are
// read into pairs. Its text is valid until the following call.
func (a *Auditor) nextLine(lr *lineReader) (line, error) {
	st := &a.scr
	for {
		if len(st.queue) > 0 {
			l := st.queue[0]
			st.queue = st.queue[1:]
			return l, nil
		}
		l, err := lr.next()
		if err == nil && lr.no%progressEvery == 0 {
			// Text lines are skipped here: the context and the progress
			// are looked at here too.
			if err := a.tick(Reading, lr.no); err != nil {
				return l, err
			}
		}
		if err != nil {
			if len(st.pairs) > 0 {
				a.flushObjects()
				continue
			}
			if len(st.side) > 0 {
				a.flushSide()
				continue
			}
			return l, err
		}
		if l.tooLong {
			return l, nil
		}
		if len(st.pairs) == 0 && len(st.side) == 0 && a.plainPermutation(l.text) {
			a.scr.dataSeen++
			a.headingBefore(true)
			return l, nil // a listing's line: nothing else reads it
		}
		if a.sideBySide(l) {
			a.scr.dataSeen++
			continue
		}
		s := a.screen(l.text)
		if (s.shape == "objects" || s.shape == "chess squares") && (len(st.pairs) > 0 || len(s.pairs) < 2*a.n) &&
			(len(st.pairs) == 0 || st.shape == s.shape) {
			if len(st.pairs) == 0 {
				st.pairsLine, st.pairsText, st.shape, st.fixed = l.no, bytes.Clone(s.text), s.shape, s.fixed
			}
			st.pairs = append(st.pairs, s.pairs...)
			a.rep.Lines = l.no
			if len(st.pairs) >= 2*a.n {
				a.flushObjects()
			}
			continue
		}
		if len(st.pairs) > 0 {
			a.flushObjects()
			st.queue = append(st.queue, l)
			if s.kind != lineData {
				st.queue = st.queue[:len(st.queue)-1]
				a.record(l.no, l.text, s)
				continue
			}
			st.queue[len(st.queue)-1] = a.dataLine(l, s)
			continue
		}
		if s.kind != lineData {
			a.rep.Lines = l.no
			a.record(l.no, l.text, s)
			continue
		}
		return a.dataLine(l, s), nil
	}
}

// dataLine makes the line a format reader reads of a data line.
func (a *Auditor) dataLine(l line, s screened) line {
	if len(bytes.TrimSpace(s.text)) > 0 || s.pairs != nil {
		a.scr.dataSeen++
	}
	a.headingBefore(len(bytes.TrimSpace(s.text)) > 0)
	if len(s.prefix) > 0 {
		a.rep.Prefixes++
		if a.rep.PrefixLine == 0 {
			a.rep.PrefixLine, a.rep.Prefix = l.no, clip(s.prefix)
		}
	}
	if s.pairs != nil {
		a.noteShape(s.shape)
		l.pairs, l.fixed, l.shape = s.pairs, s.fixed, s.shape
	}
	l.text, l.row = s.text, s.row
	return l
}

// flushObjects makes a data line of the objects read.
func (a *Auditor) flushObjects() {
	st := &a.scr
	st.dataSeen++
	a.noteShape(st.shape)
	l := line{no: st.pairsLine, text: st.pairsText, pairs: st.pairs, shape: st.shape, fixed: st.fixed}
	st.pairs, st.pairsText = nil, nil
	st.queue = append(st.queue, l)
}

// sideBySide reads boards printed side by side: lines of two groups or
// more of n cells each, separated by white space. It reports whether it
// took the line.
func (a *Auditor) sideBySide(l line) bool {
	st := &a.scr
	if a.n < 4 || a.nota().traits().tokens {
		return false
	}
	f := bytes.Fields(l.text)
	ok := len(f) >= 2
	for _, g := range f {
		cells, isRow := gridCells(g, a.n)
		ok = ok && isRow && len(g) >= a.n && symbolCount(cells) <= 2 && !bytes.ContainsAny(g, " |,")
	}
	if ok && len(st.side) > 0 && len(f) != st.sideGroups {
		a.flushSide()
	}
	if !ok {
		if len(st.side) > 0 {
			a.flushSide()
		}
		return false
	}
	if len(st.side) == 0 {
		st.sideLine, st.sideGroups = l.no, len(f)
	}
	st.side = append(st.side, bytes.Clone(l.text))
	a.rep.Lines = l.no
	if len(st.side) == a.n {
		a.flushSide()
	}
	return true
}

// flushSide queues the boards read side by side, one after the other.
func (a *Auditor) flushSide() {
	st := &a.scr
	a.noteShape("boards side by side")
	rows := make([][][]byte, len(st.side))
	for i, r := range st.side {
		rows[i] = bytes.Fields(r)
	}
	for g := 0; g < st.sideGroups; g++ {
		for i, r := range rows {
			text := []byte{}
			if g < len(r) {
				text = r[g]
			}
			st.queue = append(st.queue, line{no: st.sideLine + int64(i), text: text})
		}
		if len(rows) == a.n {
			continue
		}
		// A short board ends here: a blank line on its last row's line.
		st.queue = append(st.queue, line{no: st.sideLine + int64(len(rows)) - 1, text: []byte{}})
	}
	st.side = nil
}

// noteShape records a notation read.
func (a *Auditor) noteShape(s string) {
	if !slices.Contains(a.rep.Notations, s) {
		a.rep.Notations = append(a.rep.Notations, s)
	}
}

// record records a text line or a claim.
func (a *Auditor) record(no int64, text []byte, s screened) {
	if s.kind == lineClaim && a.heading(text, s.claim) {
		s = screened{kind: lineText}
	}
	if s.kind == lineClaim {
		a.rep.ClaimsTotal++
		if len(a.rep.Claims) < maxClaims {
			a.rep.Claims = append(a.rep.Claims, result.Claim{Line: no, Value: s.claim, Classes: s.classes})
		}
		a.claimCheck = append(a.claimCheck, claimAt{line: no, value: s.claim, classes: s.classes, template: templateOf(text), text: clip(bytes.TrimSpace(text))})
		a.maybeHeading(text, s.claim)
		if len(a.claimCheck) > 2*maxClaims {
			a.compactClaims()
		}
		return
	}
	a.headingBefore(false)
	if s.note == "" {
		a.noteLatent(no, text)
	}
	a.partNone = a.partNone || s.partNone
	if !a.exampleSaid && a.rep.Solutions < 2 {
		// Only an output of one solution is a count with an example
		// (countWithExample): after two, no line is looked at.
		a.exampleSaid = exampleCue.Match(text)
	}
	a.rep.TextLines++
	a.noteNumText(no, text)
	if a.rep.TextLine == 0 {
		a.rep.TextLine, a.rep.TextExample = no, clip(bytes.TrimSpace(text))
	}
	if s.note != "" && len(a.rep.Notes) < maxNotes {
		a.rep.Notes = append(a.rep.Notes, fmt.Sprintf("line %d: %s: %s", no, quote(bytes.TrimSpace(text)), s.note))
	}
	if a.opt.Strict {
		a.add(no, TextLine, fmt.Sprintf("%s is not data (--strict)", quote(bytes.TrimSpace(text))))
	}
}

// claimAt is a claim waiting for Q(n).
type claimAt struct {
	line     int64
	value    int64
	classes  bool
	template string // the sentence's template (headings.go)
	text     string // the sentence, clipped
}

// compactClaims keeps, of the claims waiting, the first of each value:
// the findings name the first line that states a wrong total.
func (a *Auditor) compactClaims() {
	var out []claimAt
	for _, c := range a.claimCheck {
		if !slices.ContainsFunc(out, func(o claimAt) bool { return o.value == c.value && o.classes == c.classes }) {
			out = append(out, c)
		}
	}
	if len(out) > 2*maxClaims {
		out = out[:2*maxClaims]
		a.claimsDropped = true
	}
	a.claimCheck = out
}

// checkClaims checks the claims against q and reports whether they all
// hold.
func (a *judge) checkClaims(q int64) bool {
	before := a.rep.Count(WrongTotal)
	classes := int64(-1)
	for _, c := range a.claimCheck {
		what := fmt.Sprintf("%d", c.value)
		if c.value < 0 {
			what = "a number too large"
		}
		if c.classes {
			if classes < 0 {
				classes = a.classCount()
			}
			if c.value != classes {
				a.add(c.line, WrongTotal, fmt.Sprintf("the output says there are %s symmetry classes (fundamental solutions), but there are %d", what, classes))
			}
			continue
		}
		if c.value != q {
			a.add(c.line, WrongTotal, fmt.Sprintf("the output says the total is %s, but Q(%d) = %d", what, a.n, q))
		}
	}
	if a.claimsDropped {
		a.add(0, WrongTotal, "the output states more than 40 different totals; not all were checked")
	}
	return a.rep.Count(WrongTotal) == before
}

// clip shortens text for a report.
func clip(text []byte) string {
	const max = 60
	if len(text) > max {
		return string(text[:max]) + "..."
	}
	return string(text)
}

// pairsData audits a line read as (row, col) pairs from another notation.
func (a *Auditor) pairsData(l line) {
	if len(l.pairs) != 2*a.n {
		a.wrongSize(len(l.pairs) / 2)
		a.add(l.no, WrongLength, fmt.Sprintf("%d %s read, want %d", len(l.pairs)/2, l.shape, a.n))
		return
	}
	if !l.fixed {
		a.solution(l.no, string(bytes.TrimSpace(l.text)), l.pairs, shapePairs)
		return
	}
	p := make(board.Placement, 0, a.n)
	for i := 0; i < len(l.pairs); i += 2 {
		r, c := l.pairs[i], l.pairs[i+1]
		if r < 0 || r >= a.n || c < 0 || c >= a.n {
			a.add(l.no, OutOfRange, fmt.Sprintf("square %c%d is off the %dx%d board", 'a'+c, r+1, a.n, a.n))
			return
		}
		p = append(p, board.Cell{Row: r, Col: c})
	}
	slices.SortFunc(p, func(x, y board.Cell) int {
		if x.Row != y.Row {
			return x.Row - y.Row
		}
		return x.Col - y.Col
	})
	a.placement(l.no, string(bytes.TrimSpace(l.text)), p, 0)
}

// note adds a note to the report, at most maxNotes of them.
func (a *Auditor) note(s string) {
	if len(a.rep.Notes) < maxNotes {
		a.rep.Notes = append(a.rep.Notes, s)
	}
}

// onlyClaims reports whether the output states its total in sentences
// and lists no solution: a count written in words.
func (a *Auditor) onlyClaims() bool {
	return a.rep.DataLines == 0 && a.rep.Solutions == 0 && a.list == nil && len(a.claimCheck) > 0
}

// partialHint says, for a listing that lacks solutions, when it holds
// exactly one solution or one per symmetry class, and names the flag that
// accepts it.
func (a *Auditor) partialHint(q int64) string {
	if a.rep.Solutions == 1 && q > 1 {
		return fmt.Sprintf("; the output shows 1 of the %d solutions: if it prints one by design, --some checks it as a partial listing", q)
	}
	if a.classKeys != nil && !a.classOverflow && int64(len(a.classKeys)) == a.rep.Solutions && a.rep.Solutions > 1 {
		if c := a.classCount(); c == a.rep.Solutions {
			return fmt.Sprintf("; the output shows %d of the %d solutions, one per symmetry class: --classes checks such a listing, --some a partial one", c, q)
		}
	}
	return ""
}

// maxTextTemplates bounds the words of text lines with numbers remembered.
const maxTextTemplates = 64

// noteNumText remembers a text line that holds numbers and is no
// solution's heading when its words, the numbers left out, repeat those
// of another such line ("queen placed at 3", "queen placed at 1"):
// data-like lines in a notation no reader knows. A sentence said once
// is none.
func (a *Auditor) noteNumText(no int64, text []byte) {
	t := bytes.TrimSpace(text)
	if !bytes.ContainsAny(t, "0123456789") || isLabel(t) {
		return
	}
	tmpl, _ := numberTemplate(t)
	if a.textTemplates == nil {
		a.textTemplates = map[string]int64{}
	}
	first, seen := a.textTemplates[tmpl]
	switch {
	case !seen && len(a.textTemplates) < maxTextTemplates:
		a.textTemplates[tmpl] = no
		return
	case !seen:
		return
	}
	if first > 0 {
		// The second line of these words: the first counts too.
		a.textTemplates[tmpl] = 0
		a.addNumText(first)
	}
	a.addNumText(no)
}

// addNumText counts a data-like text line.
func (a *Auditor) addNumText(no int64) {
	a.numTexts++
	if len(a.numText) < unreadShown {
		a.numText = append(a.numText, no)
	}
}
