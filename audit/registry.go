package audit

import "bytes"

// The readers of the formats are values in one registry, notations, one
// per Format, behind one interface. The judge (judge.go) and the screen
// (screen.go) ask the reader of the format being read what they need to
// know about it; neither tests the format itself. A new notation is one
// type implementing notation and one line of the registry.

// notation is the reader of one format: how its data lines are read into
// solutions, and the few rules of the format the judge asks about.
type notation interface {
	// traits returns the fixed properties of the format.
	traits() traits
	// forcedBase returns the column base the format requires whatever
	// the data shows (P1219: 1), or -1 when the data decides.
	forcedBase() int
	// givenBase returns the base the format requires when it was given
	// by --format (coords: 0), or -1.
	givenBase() int
	// ownsLine reports whether the screen must hand t, a sentence, to the
	// reader as data: the format's own total line.
	ownsLine(t []byte) bool
	// start prepares the reading, before the first line.
	start(a *Auditor) error
	// line reads one data line that is not blank; text is trimmed.
	line(a *Auditor, no int64, text []byte)
	// blank reads a blank line.
	blank(a *Auditor, no int64)
	// finish checks what only the whole input tells.
	finish(a *Auditor) error
}

// traits are the fixed properties of a format.
type traits struct {
	detects   bool // the format is detected from the data (auto)
	tokens    bool // read token by token, not line by line (lists)
	grid      bool // solutions are grids: a blank line separates them, no base is reported
	endsBoard bool // a board left open ends with the input
	prefix    bool // lists only the first solutions in lexicographic order, then the total
	count     bool // a bare count, no listing: no missing solutions are reported
	strict    bool // given, every line is data: sentences are not screened
	coords    bool // written as "(row col)" pairs
	pairs     bool // reads the (row, col) pairs of other notations
	quietEnd  bool // blank lines after its total are no finding
	lines     bool // one permutation a line, among which board rows may stand
	assumed   int  // the column base before the data shows one
}

// notations is the registry: the reader of each format.
var notations = [...]notation{
	Auto:   autoNotation{},
	Lines:  linesNotation{},
	P1219:  p1219Notation{},
	Coords: coordsNotation{},
	Board:  boardNotation{},
	List:   listNotation{},
	Count:  countNotation{},
}

// notationOf returns the reader of format f; an unknown format reads as
// auto.
func notationOf(f Format) notation {
	if f < 0 || int(f) >= len(notations) {
		return notations[Auto]
	}
	return notations[f]
}

// nota returns the reader of the format being read.
func (a *Auditor) nota() notation { return notationOf(a.rep.Format) }

// plain gives a notation the default rules: the data decides the base,
// nothing to prepare, blank lines are findings only with --strict, and the
// end checks a listing.
type plain struct{}

func (plain) forcedBase() int        { return -1 }
func (plain) givenBase() int         { return -1 }
func (plain) ownsLine(t []byte) bool { return false }
func (plain) start(*Auditor) error   { return nil }
func (plain) blank(a *Auditor, no int64) {
	if a.opt.Strict {
		a.add(no, BlankLine, "an empty line (--strict)")
	}
}
func (plain) finish(a *Auditor) error { return a.finishListing() }

// autoNotation is the format not yet known: it is detected from the
// first lines, then read as the format detected; until then it reads as
// lines.
type autoNotation struct{ linesNotation }

func (autoNotation) traits() traits {
	t := linesNotation{}.traits()
	t.detects = true
	return t
}

func (autoNotation) ownsLine(t []byte) bool {
	return bytes.HasPrefix(t, coordsTotalPrefix) && totalLine.Match(t)
}

// linesNotation reads one solution a line: n columns.
type linesNotation struct{ plain }

func (linesNotation) traits() traits { return traits{pairs: true, lines: true, assumed: 1} }

func (linesNotation) line(a *Auditor, no int64, text []byte) { a.linesLine(no, text) }

// p1219Notation reads the P1219 answer: the first three solutions, then
// the total.
type p1219Notation struct{ plain }

func (p1219Notation) traits() traits {
	return traits{prefix: true, strict: true, assumed: 1}
}
func (p1219Notation) forcedBase() int                        { return 1 }
func (p1219Notation) start(a *Auditor) error                 { return a.startP1219() }
func (p1219Notation) line(a *Auditor, no int64, text []byte) { a.p1219Line(no, text) }
func (p1219Notation) finish(a *Auditor) error                { return a.finishP1219() }

// coordsNotation reads "(row col)" pairs, then the line "The total of N
// Queen's solutions:X".
type coordsNotation struct{ plain }

func (coordsNotation) traits() traits {
	return traits{strict: true, coords: true, pairs: true}
}
func (coordsNotation) givenBase() int                         { return 0 }
func (coordsNotation) ownsLine(t []byte) bool                 { return bytes.HasPrefix(t, coordsTotalPrefix) }
func (coordsNotation) line(a *Auditor, no int64, text []byte) { a.coordsLine(no, text) }

// boardNotation reads grids of n rows of n cells.
type boardNotation struct{ plain }

func (boardNotation) traits() traits {
	return traits{grid: true, endsBoard: true, pairs: true, quietEnd: true}
}
func (boardNotation) line(a *Auditor, no int64, text []byte) { a.boardLine(no, text) }
func (boardNotation) blank(a *Auditor, no int64)             { a.boardBlank(no) }

// listNotation reads bracketed lists, token by token (list.go).
type listNotation struct{ plain }

func (listNotation) traits() traits                         { return traits{tokens: true, endsBoard: true} }
func (listNotation) line(a *Auditor, no int64, text []byte) { a.linesLine(no, text) }

// countNotation reads a bare count.
type countNotation struct{ plain }

func (countNotation) traits() traits {
	return traits{count: true, strict: true, quietEnd: true, assumed: 1}
}
func (countNotation) line(a *Auditor, no int64, text []byte) { a.countLine(no, text) }
func (countNotation) blank(*Auditor, int64)                  {}
func (countNotation) finish(a *Auditor) error                { return a.finishCount() }
