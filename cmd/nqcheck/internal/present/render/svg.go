package render

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
)

// Mark says how a queen is drawn.
type Mark int

const (
	// Plain is a queen of a board with nothing to point out.
	Plain Mark = iota
	// Attacking is a queen that another queen attacks: drawn red.
	Attacking
	// Missing is a queen that a witness or an output lacks: drawn hollow
	// and dashed, where it should stand.
	Missing
)

// Queen is one queen on a drawn board.
type Queen struct {
	// Row and Col are 0-based.
	Row, Col int
	// Mark says how it is drawn.
	Mark Mark
}

// Attack is a line drawn between two queens that attack each other.
type Attack struct {
	// A and B are the cells of the two queens.
	A, B board.Cell
}

// Board is what a drawn board shows. Queens off the board are not drawn.
type Board struct {
	// N is the board size.
	N int
	// Queens are the queens to draw.
	Queens []Queen
	// Attacks are the lines to draw between attacking queens.
	Attacks []Attack
	// EmptyRows are rows shaded because they hold no queen.
	EmptyRows []int
	// Label names the board for a reader and in the SVG title, such as
	// "n = 8, class 1: 1 5 8 6 3 7 2 4".
	Label string
}

// SolutionBoard returns the board of a solution given as 0-based columns,
// row by row, every queen Plain. A negative column leaves its row empty
// and shaded.
func SolutionBoard(cols []int) Board {
	b := Board{N: len(cols)}
	for r, c := range cols {
		if c < 0 {
			b.EmptyRows = append(b.EmptyRows, r)
			continue
		}
		b.Queens = append(b.Queens, Queen{Row: r, Col: c})
	}
	return b
}

// MarkAll returns b with every queen marked m.
func (b Board) MarkAll(m Mark) Board {
	qs := make([]Queen, len(b.Queens))
	for i, q := range b.Queens {
		q.Mark = m
		qs[i] = q
	}
	b.Queens = qs
	return b
}

// MarkAttack returns b with the queens at cells x and y marked Attacking
// and a line drawn between them. b itself is not changed.
func (b Board) MarkAttack(x, y board.Cell) Board {
	qs := make([]Queen, len(b.Queens))
	for i, q := range b.Queens {
		if (q.Row == x.Row && q.Col == x.Col) || (q.Row == y.Row && q.Col == y.Col) {
			q.Mark = Attacking
		}
		qs[i] = q
	}
	b.Queens = qs
	b.Attacks = append(append([]Attack(nil), b.Attacks...), Attack{A: x, B: y})
	return b
}

// Colours of the drawings, shared with the pages' CSS.
const (
	lightSquare = "#f3e6cc"
	darkSquare  = "#b98a5e"
	queenFill   = "#1d1d1d"
	attackRed   = "#d01c1c"
	missingBlue = "#1769c2"
)

// unit is the side of one square in a board's own coordinates.
const unit = 10

// queenPath is a crown in a unit×unit square whose top left corner is the
// origin.
const queenPath = "M1.8 7.7L0.9 2.9L3.2 5.1L3.8 1.7L5 4.7L6.2 1.7L6.8 5.1L9.1 2.9L8.2 7.7Z" +
	"M1.8 8.2H8.2V9.2H1.8Z"

// esc escapes s for XML text and attribute values, its control
// characters replaced (see printable).
func esc(s string) string { return html.EscapeString(printable(s)) }

// num formats v for SVG in its shortest decimal form.
func num(v float64) string {
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// appendBoard appends b as an <svg> element px pixels wide at (x, y) of
// its parent; with xmlns it declares the SVG namespace, for a document of
// its own or for HTML.
func appendBoard(sb *strings.Builder, b Board, x, y, px float64, xmlns bool) {
	n := b.N
	side := n * unit
	sb.WriteString("<svg")
	if xmlns {
		sb.WriteString(` xmlns="http://www.w3.org/2000/svg"`)
	}
	if x != 0 || y != 0 {
		fmt.Fprintf(sb, ` x="%s" y="%s"`, num(x), num(y))
	}
	fmt.Fprintf(sb, ` width="%s" height="%s" viewBox="0 0 %d %d" role="img" class="board"`, num(px), num(px), side, side)
	if b.Label != "" {
		fmt.Fprintf(sb, ` aria-label="%s"`, esc(b.Label))
	}
	sb.WriteString(">")
	if b.Label != "" {
		fmt.Fprintf(sb, "<title>%s</title>", esc(b.Label))
	}
	fmt.Fprintf(sb, `<rect width="%d" height="%d" fill="%s"/>`, side, side, lightSquare)
	if n > 1 {
		fmt.Fprintf(sb, `<path fill="%s" d="`, darkSquare)
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				if (r+c)%2 == 1 {
					fmt.Fprintf(sb, "M%d %dh%dv%dh-%dz", c*unit, r*unit, unit, unit, unit)
				}
			}
		}
		sb.WriteString(`"/>`)
	}
	for _, r := range b.EmptyRows {
		if r >= 0 && r < n {
			fmt.Fprintf(sb, `<rect class="empty-row" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.35"/>`,
				r*unit, side, unit, attackRed)
		}
	}
	for _, q := range b.Queens {
		if q.Row < 0 || q.Row >= n || q.Col < 0 || q.Col >= n {
			continue
		}
		tr := fmt.Sprintf(`transform="translate(%d %d)"`, q.Col*unit, q.Row*unit)
		switch q.Mark {
		case Attacking:
			fmt.Fprintf(sb, `<path class="queen attacking" %s d="%s" fill="%s" stroke="#fff" stroke-width="0.4"/>`, tr, queenPath, attackRed)
		case Missing:
			fmt.Fprintf(sb, `<path class="queen missing" %s d="%s" fill="none" stroke="%s" stroke-width="0.7" stroke-dasharray="1 0.6"/>`, tr, queenPath, missingBlue)
			fmt.Fprintf(sb, `<circle %s cx="5" cy="5" r="4.6" fill="none" stroke="%s" stroke-width="0.5" stroke-dasharray="1.2 0.8"/>`, tr, missingBlue)
		default:
			fmt.Fprintf(sb, `<path class="queen" %s d="%s" fill="%s" stroke="#fff" stroke-width="0.4"/>`, tr, queenPath, queenFill)
		}
	}
	for _, a := range b.Attacks {
		h := unit / 2
		fmt.Fprintf(sb, `<line class="attack" x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.1" stroke-linecap="round" stroke-opacity="0.8"/>`,
			a.A.Col*unit+h, a.A.Row*unit+h, a.B.Col*unit+h, a.B.Row*unit+h, attackRed)
	}
	sb.WriteString("</svg>")
}

// BoardSVG returns b as an <svg> element px pixels wide, with the SVG
// namespace declared, for an HTML page or an SVG document of its own.
func BoardSVG(b Board, px int) string {
	var sb strings.Builder
	appendBoard(&sb, b, 0, 0, float64(px), true)
	return sb.String()
}

// SheetOptions lay out a Sheet.
type SheetOptions struct {
	// Square is the side of one square in pixels; 0 means 20.
	Square int
	// Width is the width the sheet aims at in pixels; 0 means 960. A
	// sheet is never narrower than one board.
	Width int
	// Captions is the number of caption lines under each board.
	Captions int
	// CaptionWidth is the width in pixels the longest caption line needs;
	// a board's place in the grid is at least that wide.
	CaptionWidth int
}

// Sheet writes one SVG document that draws boards of one size in a grid,
// in the order they are added, each with its caption lines below it. Its
// size is fixed by the number of boards announced to NewSheet, so that
// boards stream through it without being held.
type Sheet struct {
	w        *bufio.Writer
	n, count int
	added    int
	perRow   int
	boardPx  int
	cellW    int
	cellH    int
	captions int
	err      error
}

// Layout constants of a sheet, in pixels.
const (
	sheetGap    = 16 // between boards and around the sheet
	captionLine = 15 // height of one caption line
	captionFont = 12
)

// NewSheet starts a sheet of count boards of size n on w and writes the
// document's header.
func NewSheet(w io.Writer, n, count int, opt SheetOptions) (*Sheet, error) {
	if n < 1 {
		return nil, fmt.Errorf("render: board size %d is below 1", n)
	}
	if count < 0 {
		return nil, fmt.Errorf("render: %d boards is negative", count)
	}
	sq := opt.Square
	if sq <= 0 {
		sq = 20
	}
	width := opt.Width
	if width <= 0 {
		width = 960
	}
	s := &Sheet{w: bufio.NewWriterSize(w, 64<<10), n: n, count: count, captions: opt.Captions}
	s.boardPx = n * sq
	s.cellW = max(s.boardPx, opt.CaptionWidth, 60) + sheetGap
	s.cellH = s.boardPx + 4 + opt.Captions*captionLine + sheetGap
	s.perRow = max(1, (width-sheetGap)/s.cellW)
	if count < s.perRow {
		s.perRow = max(1, count)
	}
	rows := (count + s.perRow - 1) / s.perRow
	totalW := sheetGap + s.perRow*s.cellW
	totalH := sheetGap + max(rows, 1)*s.cellH
	_, s.err = fmt.Fprintf(s.w, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+
		`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="%d">`+"\n"+
		`<rect width="%d" height="%d" fill="#ffffff"/>`+"\n",
		totalW, totalH, totalW, totalH, captionFont, totalW, totalH)
	if s.err != nil {
		return nil, s.err
	}
	return s, nil
}

// Add draws b in the next place of the grid, with up to the sheet's
// number of caption lines under it. b must have the sheet's size.
func (s *Sheet) Add(b Board, captions ...string) error {
	if s.err != nil {
		return s.err
	}
	if b.N != s.n {
		return fmt.Errorf("render: a board of size %d on a sheet of size %d", b.N, s.n)
	}
	if s.added == s.count {
		return fmt.Errorf("render: more than the %d boards announced", s.count)
	}
	if len(captions) > s.captions {
		return fmt.Errorf("render: %d caption lines, the sheet has room for %d", len(captions), s.captions)
	}
	col, row := s.added%s.perRow, s.added/s.perRow
	x := sheetGap + col*s.cellW
	y := sheetGap + row*s.cellH
	var sb strings.Builder
	sb.WriteString("<g>")
	appendBoard(&sb, b, float64(x), float64(y), float64(s.boardPx), false)
	for i, line := range captions {
		fmt.Fprintf(&sb, `<text x="%d" y="%d">%s</text>`, x, y+s.boardPx+4+(i+1)*captionLine-3, esc(line))
	}
	sb.WriteString("</g>\n")
	_, s.err = s.w.WriteString(sb.String())
	s.added++
	return s.err
}

// Close ends the document and flushes it. It fails when fewer boards were
// added than announced.
func (s *Sheet) Close() error {
	if s.err != nil {
		return s.err
	}
	if s.added != s.count {
		return fmt.Errorf("render: %d boards drawn, %d announced", s.added, s.count)
	}
	if _, err := s.w.WriteString("</svg>\n"); err != nil {
		return err
	}
	return s.w.Flush()
}
