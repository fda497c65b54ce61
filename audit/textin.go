package audit

import (
	"bufio"
	"bytes"
	"html"
	"io"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Programs write their output in more than one way: UTF-16 (PowerShell's
// ">" redirection, with a byte order mark), UTF-8 with a byte order mark,
// lines ended by a carriage return alone (old Mac files, progress
// counters), colours and cursor moves as ANSI escape sequences, lines
// ended by HTML's line break "<br>" (output meant for a browser). None of
// these is part of what the output says: textIn reads the input as UTF-8
// lines ended by "\n", with the escape sequences left out and each "<br>"
// a line end, and says what it changed, so that the readers see only the
// text. An HTML table (a board drawn for a browser, or a table of counts)
// is read as what a browser shows: a line per row ("<tr>"), its cells
// ("<td>", "<th>") separated by a space, each written as its text with
// entities decoded ("&nbsp;" is a space, "&#9819;" a queen), a cell with
// no text as the name of the element it shows ("<img …>" is "img") or
// else its class ("<td class="queen">" is "queen"), or "." when it shows
// nothing; a blank line after each table. Other tags pass as they are.

// textIn is the input as the readers read it.
type textIn struct {
	src *bufio.Reader

	started bool
	utf16   int // 0: UTF-8; 1: UTF-16 little endian; 2: big endian
	bom     bool
	odd     []byte // UTF-16: a byte of a code unit not read yet
	high    rune   // UTF-16: a high surrogate waiting for its low half
	err     error  // the source's error, returned once out is empty

	esc    int  // the escape sequence being left out: escNone, ...
	cr     bool // a carriage return waits for the next byte
	out    []byte
	buf    []byte
	crOnly int64  // lines ended by a carriage return alone
	ansi   int64  // escape sequences left out
	tag    []byte // the start of what may be an HTML tag, "<td"
	breaks int64  // HTML line breaks read as line ends
	html   htmlTable
}

// htmlTable is the state of an HTML table being read as text.
type htmlTable struct {
	rows     int64 // rows read
	inTable  bool  // between a table's rows: white space is left out
	inRow    bool  // inside a row: white space between cells is left out
	implicit bool  // the row was begun by a cell, and ends with its line
	inCell   bool
	cells    int    // cells of the row written
	cell     []byte // the text of the open cell
	element  string // the first element named in the open cell
	class    string // the open cell's class attribute
	last     byte   // the last byte passed on, '\n' at the start
}

// The states of an escape sequence being left out.
const (
	escNone = iota
	escStart
	escCSI
	escOSC
	escOSCEnd
)

// newTextIn returns the input r as the readers read it.
func newTextIn(r io.Reader) *textIn {
	return &textIn{src: bufio.NewReaderSize(r, 64<<10), html: htmlTable{last: '\n'}}
}

// start looks at the first bytes for a byte order mark, or the zero bytes
// of UTF-16 text without one.
func (t *textIn) start() {
	t.started = true
	head, _ := t.src.Peek(64)
	switch {
	case bytes.HasPrefix(head, bom):
		t.src.Discard(len(bom))
		t.bom = true
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		t.src.Discard(2)
		t.utf16, t.bom = 1, true
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		t.src.Discard(2)
		t.utf16, t.bom = 2, true
	default:
		t.utf16 = zeroPattern(head)
	}
}

// zeroPattern recognises UTF-16 text without a byte order mark: ASCII
// characters, each with a zero byte after (1, little endian) or before
// (2, big endian) it; 0 otherwise.
func zeroPattern(head []byte) int {
	if len(head) < 4 {
		return 0
	}
	head = head[:len(head)&^1]
	var even, odd int
	for i, c := range head {
		if c == 0 {
			if i%2 == 0 {
				even++
			} else {
				odd++
			}
		}
	}
	half := len(head) / 2
	switch {
	case odd == half && even == 0:
		return 1
	case even == half && odd == 0:
		return 2
	}
	return 0
}

// Read reads the text.
func (t *textIn) Read(p []byte) (int, error) {
	if !t.started {
		t.start()
	}
	if len(p) == 0 {
		return 0, nil
	}
	for len(t.out) == 0 {
		if t.err != nil {
			return 0, t.err
		}
		if t.utf16 == 0 && !t.cr && t.esc == escNone {
			// The common case: plain text is passed on as it is.
			n, err := t.src.Read(p)
			if t.passes(p[:n]) {
				if n > 0 {
					t.html.last = p[n-1]
				}
				return n, err
			}
			t.err = err
			t.out = t.filter(t.out[:0], p[:n])
			t.endCR()
			continue
		}
		if cap(t.buf) == 0 {
			t.buf = make([]byte, 32<<10)
		}
		n, err := t.src.Read(t.buf[:cap(t.buf)])
		t.err = err
		chunk := t.buf[:n]
		if t.utf16 != 0 {
			chunk = t.decode(chunk)
			if err != nil && (len(t.odd) > 0 || t.high != 0) {
				// The input ends inside a character: a replacement
				// character, not silence.
				chunk = utf8.AppendRune(chunk, utf8.RuneError)
				t.odd, t.high = nil, 0
			}
		}
		t.out = t.filter(t.out[:0], chunk)
		t.endCR()
	}
	n := copy(p, t.out)
	t.out = t.out[n:]
	return n, nil
}

// passes reports whether b passes as it is: no escape, carriage return
// or tag in it, none begun before it, and no table open.
func (t *textIn) passes(b []byte) bool {
	h := &t.html
	return bytes.IndexByte(b, 0x1b) < 0 && bytes.IndexByte(b, '\r') < 0 && bytes.IndexByte(b, '<') < 0 &&
		len(t.tag) == 0 && !h.inTable && !h.inRow && !h.inCell
}

// endCR ends with "\n" a carriage return that ends the input, and passes
// on the start of a tag, or the cell, that ends it.
func (t *textIn) endCR() {
	if t.err != nil && len(t.tag) > 0 {
		t.out = t.text(t.out, t.tag...)
		t.tag = t.tag[:0]
	}
	if t.err != nil && t.html.inCell {
		t.out = t.html.endCell(t.out)
	}
	if len(t.out) > 0 {
		t.html.last = t.out[len(t.out)-1]
	}
	if t.err != nil && t.cr {
		t.out = append(t.out, '\n')
		t.cr = false
		t.crOnly++
	}
}

// decode makes UTF-8 of the UTF-16 bytes b, keeping an odd byte and a
// high surrogate for the next call.
func (t *textIn) decode(b []byte) []byte {
	var out []byte
	if len(t.odd) > 0 {
		b = append(t.odd, b...)
		t.odd = nil
	}
	for ; len(b) >= 2; b = b[2:] {
		u := rune(b[0]) | rune(b[1])<<8
		if t.utf16 == 2 {
			u = rune(b[1]) | rune(b[0])<<8
		}
		switch {
		case t.high != 0:
			r := utf16.DecodeRune(t.high, u)
			t.high = 0
			if r == utf8.RuneError {
				out = utf8.AppendRune(out, utf8.RuneError)
				if !utf16.IsSurrogate(u) {
					out = utf8.AppendRune(out, u)
				}
				continue
			}
			out = utf8.AppendRune(out, r)
		case u >= 0xD800 && u < 0xDC00:
			t.high = u
		default:
			out = utf8.AppendRune(out, u)
		}
	}
	if len(b) == 1 {
		t.odd = []byte{b[0]}
	}
	return out
}

// filter appends b to out with the escape sequences left out and every
// line ended by "\n".
func (t *textIn) filter(out, b []byte) []byte {
	for _, c := range b {
		if t.cr {
			t.cr = false
			if c != '\n' {
				out = append(out, '\n')
				t.crOnly++
			}
		}
		switch t.esc {
		case escStart:
			switch c {
			case '[':
				t.esc = escCSI
			case ']':
				t.esc = escOSC
			default:
				t.esc = escNone // a two-byte sequence
			}
			continue
		case escCSI:
			if c >= 0x40 && c <= 0x7E {
				t.esc = escNone
			}
			continue
		case escOSC:
			switch c {
			case 0x07:
				t.esc = escNone
			case 0x1b:
				t.esc = escOSCEnd
			}
			continue
		case escOSCEnd:
			t.esc = escNone
			continue
		}
		if len(t.tag) > 0 || c == '<' {
			t.tag = append(t.tag, c)
			name, closing, state := htmlTag(t.tag)
			if state == tagPartial {
				continue
			}
			if state == tagWhole {
				out = t.element(out, name, closing)
				t.tag = t.tag[:0]
				continue
			}
			// No tag: what came before c passes as it is, and c is read
			// anew.
			out = t.text(out, t.tag[:len(t.tag)-1]...)
			t.tag = t.tag[:0]
			if c == '<' {
				t.tag = append(t.tag, c)
				continue
			}
		}
		switch c {
		case 0x1b:
			t.esc = escStart
			t.ansi++
		case '\r':
			t.cr = true
		default:
			out = t.text(out, c)
		}
	}
	if len(out) > 0 {
		t.html.last = out[len(out)-1]
	}
	return out
}

// text appends the text b to out, or to the open cell: inside a row and
// outside its cells, white space is left out (a table written one cell a
// line is still a row a line).
func (t *textIn) text(out []byte, b ...byte) []byte {
	h := &t.html
	switch {
	case h.inCell:
		if len(h.cell) < maxCell {
			h.cell = append(h.cell, b...)
		}
		return out
	case h.inRow || h.inTable:
		for i, c := range b {
			switch {
			case c == '\n' && h.implicit:
				return t.text(h.endRow(out), b[i+1:]...)
			case c == ' ' || c == '\t' || c == '\n':
			case h.inRow:
				out = append(out, c)
			default:
				// Text between rows: the table was left unclosed.
				h.inTable = false
				return append(h.lineStart(out), b[i:]...)
			}
		}
		return out
	}
	return append(out, b...)
}

// maxCell bounds the text kept of a table's cell.
const maxCell = 256

// element acts on a whole tag: a line break ends the line, the table's
// tags make rows and cells, a tag inside a cell is left out (its name
// kept when it is the cell's first), and any other passes as it is.
func (t *textIn) element(out []byte, name string, closing bool) []byte {
	h := &t.html
	switch name {
	case "br":
		if h.inCell {
			return t.text(out, ' ')
		}
		t.breaks++
		return append(out, '\n')
	case "table":
		out = h.endRow(h.endCell(out))
		h.inTable = !closing
		if !closing {
			return h.lineStart(out)
		}
		return append(h.lineStart(out), '\n')
	case "tr":
		out = h.endRow(h.endCell(out))
		if !closing {
			h.inRow, h.implicit, h.cells = true, false, 0
			return h.lineStart(out)
		}
		return out
	case "td", "th":
		out = h.endCell(out)
		if !closing {
			if !h.inRow {
				h.inRow, h.implicit, h.cells = true, true, 0
				out = h.lineStart(out)
			}
			h.inCell, h.cell, h.element = true, h.cell[:0], ""
			h.class = tagAttr(t.tag, "class")
		}
		return out
	}
	if h.inCell {
		if !closing && h.element == "" {
			h.element = name
		}
		return out
	}
	return append(out, t.tag...)
}

// lineStart ends the line out has begun, if any.
func (h *htmlTable) lineStart(out []byte) []byte {
	last := h.last
	if len(out) > 0 {
		last = out[len(out)-1]
	}
	if last != '\n' {
		out = append(out, '\n')
	}
	return out
}

// endRow ends an open row's line.
func (h *htmlTable) endRow(out []byte) []byte {
	if !h.inRow {
		return out
	}
	h.inRow, h.implicit = false, false
	h.rows++
	return h.lineStart(out)
}

// endCell writes the open cell: its text, entities decoded and white
// space left out, else the name of its first element, else its class,
// else ".".
func (h *htmlTable) endCell(out []byte) []byte {
	if !h.inCell {
		return out
	}
	h.inCell = false
	text := strings.Join(strings.Fields(html.UnescapeString(string(h.cell))), "")
	switch {
	case text != "":
	case h.element != "":
		text = h.element
	case h.class != "":
		text = h.class
	default:
		text = "."
	}
	if h.cells > 0 {
		out = append(out, ' ')
	}
	h.cells++
	return append(out, text...)
}

// tagAttr returns the value of the attribute name of a whole tag, its
// white space left out ("queen" of <td class="queen">), or "".
func tagAttr(tag []byte, name string) string {
	s := strings.ToLower(string(tag))
	for i := 0; ; {
		j := strings.Index(s[i:], name+"=")
		if j < 0 {
			return ""
		}
		i += j
		if c := s[i-1]; c != ' ' && c != '\t' {
			i += len(name)
			continue
		}
		v := s[i+len(name)+1:]
		if q := v[0]; q == '"' || q == '\'' {
			v, _, _ = strings.Cut(v[1:], string(q))
		} else if k := strings.IndexAny(v, " \t/>"); k >= 0 {
			v = v[:k]
		}
		return strings.Join(strings.Fields(html.UnescapeString(v)), "-")
	}
}

// What the start of a tag is, so far.
const (
	tagNone    = iota // no tag
	tagPartial        // the start of one
	tagWhole          // a whole tag
)

// maxTag bounds the length of a tag, maxName that of its name: longer
// ones are text.
const (
	maxTag  = 512
	maxName = 16
)

// htmlTag says whether b, which begins with "<", is an HTML tag ("<br>",
// "</td>", "<img src=…>"), or may be one once more bytes come, and if it
// is one, its name in lower case and whether it closes an element. b is
// read a byte at a time: each of its shorter prefixes was found partial,
// so past the name only its last byte is new and looked at.
func htmlTag(b []byte) (name string, closing bool, state int) {
	i := 1
	if len(b) > 1 && b[1] == '/' {
		closing, i = true, 2
	}
	start := i
	for ; i < len(b); i++ {
		c := b[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if (letter || i > start && c >= '0' && c <= '9') && i-start < maxName {
			continue
		}
		if i == start || c != '>' && c != ' ' && c != '/' && c != '\t' {
			return "", false, tagNone
		}
		break
	}
	switch last := b[len(b)-1]; {
	case i == len(b):
		return "", false, tagPartial
	case last == '>':
		return strings.ToLower(string(b[start:i])), closing, tagWhole
	case last == '<' || last == '\n' || last == '\r' || last == 0x1b || len(b) >= maxTag:
		return "", false, tagNone // an escape or a line end is read as such
	}
	return "", false, tagPartial
}

// notes says what the reading of the input changed.
func (t *textIn) notes() []string {
	var out []string
	switch {
	case t.utf16 != 0:
		order := [...]string{"", "little", "big"}[t.utf16]
		how := "without a byte order mark"
		if t.bom {
			how = "with a byte order mark"
		}
		out = append(out, "the input is UTF-16 ("+order+" endian, "+how+"); it was read as text")
	}
	if t.crOnly > 0 {
		out = append(out, "lines ended by a carriage return alone were read as lines")
	}
	if t.ansi > 0 {
		out = append(out, "ANSI escape sequences (colours, cursor moves) were left out")
	}
	if t.breaks > 0 {
		out = append(out, "HTML line breaks (<br>) were read as line ends; the line numbers count them")
	}
	if t.html.rows > 0 {
		out = append(out, "HTML tables were read as text: a line for each row, its cells' text separated by spaces (a cell with no text written as its element's name, such as img, or its class, or as \".\" when empty); the line numbers count the rows")
	}
	return out
}
