package audit

// The shapes of a data line that hold letters or need the untrimmed line
// are values of one registry, lineShapes, tried in its order by the
// screen (dataShape): the first that reads the line says what it is. A
// new shape is a function in a file of its own and one line here.

// lineShape reads raw, a line, and t, the line trimmed, as one shape of
// data, and reports whether it is one.
type lineShape func(a *Auditor, raw, t []byte) (screened, bool)

// lineShapes are the shapes, in the order they are tried: a board on one
// line first (its slashes and bars would read as a row's), then pairs of
// every kind, then the rows of boards drawn in other ways.
var lineShapes = []lineShape{
	trimmed((*Auditor).oneLineBoardShape), // ".Q../...Q/Q.../..Q." (boardline.go)
	trimmed((*Auditor).chess),             // "a2 b4 c1 d3" (pairs.go)
	trimmed((*Auditor).objects),           // {"row": 0, "col": 1}
	trimmed(func(_ *Auditor, t []byte) (screened, bool) { return labelledPairs(t) }),
	trimmed((*Auditor).pairsLine),
	trimmed((*Auditor).colonPairs),
	boardRowOf(func(a *Auditor, _, t []byte) ([]byte, bool) { return a.quotedCells(t) }),        // [ '#', 'Q', '#', '#' ] (columns.go)
	boardRowOf(func(a *Auditor, _, t []byte) ([]byte, bool) { return t, a.packedLetterRow(t) }), // "bQbb" (boardline.go)
	boardRowOf((*Auditor).boardRow), // "|Q|_|_|", spaces as squares (screen.go)
	boardRowOf(func(a *Auditor, _, t []byte) ([]byte, bool) { return a.wideRow(t) }), // squares of several characters (positional.go)
	boardRowOf(func(a *Auditor, raw, t []byte) ([]byte, bool) {
		if _, cells := gridCells(t, a.n); cells {
			return nil, false // its separators tell its cells: no row by position
		}
		return a.positionalRow(raw) // one mark among squares that may be spaces
	}),
}

// trimmed is a shape that reads the trimmed line alone.
func trimmed(read func(a *Auditor, t []byte) (screened, bool)) lineShape {
	return func(a *Auditor, _, t []byte) (screened, bool) { return read(a, t) }
}

// boardRowOf is a shape that reads a line as a board's row: its cells.
func boardRowOf(read func(a *Auditor, raw, t []byte) ([]byte, bool)) lineShape {
	return func(a *Auditor, raw, t []byte) (screened, bool) {
		row, ok := read(a, raw, t)
		if !ok {
			return screened{}, false
		}
		return screened{kind: lineData, text: row, row: true}, true
	}
}

// dataShape reads the shapes that hold letters or need the untrimmed
// line (lineShapes).
func (a *Auditor) dataShape(raw, t []byte) (screened, bool) {
	for _, read := range lineShapes {
		if s, ok := read(a, raw, t); ok {
			return s, true
		}
	}
	return screened{}, false
}
