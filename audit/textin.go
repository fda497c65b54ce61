package audit

import (
	"bufio"
	"bytes"
	"io"
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
// text.

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
	tag    []byte // the start of what may be an HTML line break, "<br"
	breaks int64  // HTML line breaks read as line ends
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
	return &textIn{src: bufio.NewReaderSize(r, 64<<10)}
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
			if bytes.IndexByte(p[:n], 0x1b) < 0 && bytes.IndexByte(p[:n], '\r') < 0 && bytes.IndexByte(p[:n], '<') < 0 && len(t.tag) == 0 {
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

// endCR ends with "\n" a carriage return that ends the input, and passes
// on the start of a tag that ends it.
func (t *textIn) endCR() {
	if t.err != nil && len(t.tag) > 0 {
		t.out = append(t.out, t.tag...)
		t.tag = t.tag[:0]
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
			switch lineBreakTag(t.tag) {
			case tagPartial:
				continue
			case tagBreak:
				out = append(out, '\n')
				t.breaks++
				t.tag = t.tag[:0]
				continue
			}
			// No line break: what came before c passes as it is, and c
			// is read anew.
			out = append(out, t.tag[:len(t.tag)-1]...)
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
			out = append(out, c)
		}
	}
	return out
}

// What the start of a tag is, so far.
const (
	tagNone    = iota // no line break
	tagPartial        // the start of one
	tagBreak          // a whole line break: "<br>", "<br/>", "<BR />"
)

// lineBreakTag says whether b, which begins with "<", is HTML's line
// break, or may be one once more bytes come.
func lineBreakTag(b []byte) int {
	const most = len("<br   />")
	for i, c := range b {
		switch {
		case i == 0:
		case i == 1 && (c == 'b' || c == 'B'), i == 2 && (c == 'r' || c == 'R'):
		case i >= 3 && (c == ' ' || c == '/') && i < most-1:
		case i >= 3 && c == '>':
			if i == len(b)-1 {
				return tagBreak
			}
			return tagNone
		default:
			return tagNone
		}
	}
	return tagPartial
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
	return out
}
