package drat

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// Format is the form of a proof file.
type Format int

// The formats.
const (
	// Auto tells text from binary by the proof's first bytes: a binary
	// proof starts with 'a', or with 'd' and a byte other than a blank; a
	// text one with a literal, a comment or "d ". (A binary proof that
	// starts by deleting a clause whose first literal is 16 or −4 reads
	// as text: say Binary.)
	Auto Format = iota
	// Text is the DRAT text format: "l1 l2 ... 0" adds a lemma,
	// "d l1 l2 ... 0" deletes a clause, a line starting with 'c' is a
	// comment.
	Text
	// Binary is the binary DRAT format: 'a' or 'd', then each literal l as
	// the unsigned number 2|l|+(1 if l<0), 7 bits a byte, low bits first,
	// the high bit set on every byte but the last, then a 0 byte.
	Binary
)

// String returns "auto", "text" or "binary".
func (f Format) String() string {
	switch f {
	case Auto:
		return "auto"
	case Text:
		return "text"
	case Binary:
		return "binary"
	}
	return fmt.Sprintf("Format(%d)", int(f))
}

// maxLits bounds the literals of one step of a binary proof, as MaxLine
// bounds a text line.
const maxLits = MaxLine / 2

// step is one line of a proof: a lemma or a deletion, its literals in the
// order written.
type step struct {
	del    bool
	lits   []int
	line   int   // text: the line of its first token
	offset int64 // binary: the offset of its first byte
}

// stepReader reads the steps of a proof.
type stepReader interface {
	// next returns the next step, io.EOF at the end of the proof, or a
	// *SyntaxError.
	next() (step, error)
}

// newStepReader detects the format when asked to and returns its reader.
func newStepReader(r io.Reader, f Format) (stepReader, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	if f == Auto {
		head, err := br.Peek(2)
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, err
		}
		f = Text
		if len(head) > 0 && (head[0] == 'a' || head[0] == 'd' && len(head) > 1 && head[1] != ' ' && head[1] != '\t') {
			f = Binary
		}
	}
	if f == Binary {
		return &binaryReader{r: br}, nil
	}
	return &textReader{in: &lines{r: br, what: "proof"}}, nil
}

// textReader reads a text proof. A step may span lines; it is named by
// the line of its first token.
type textReader struct {
	in     *lines
	fields [][]byte // the tokens of the current line not yet read
	lits   []int
}

func (t *textReader) next() (step, error) {
	st := step{}
	started := false
	t.lits = t.lits[:0]
	for {
		for len(t.fields) == 0 {
			line, err := t.in.next()
			if errors.Is(err, io.EOF) {
				if started {
					return st, t.in.errorf("the last step lacks its terminating 0")
				}
				return st, io.EOF
			}
			if err != nil {
				return st, err
			}
			t.fields = bytes.Fields(line)
			if len(t.fields) > 0 && t.fields[0][0] == 'c' {
				if started {
					return st, t.in.errorf("a comment inside a step")
				}
				t.fields = nil
			}
		}
		tok := t.fields[0]
		t.fields = t.fields[1:]
		if !started {
			started, st.line = true, t.in.line
			if string(tok) == "d" {
				st.del = true
				continue
			}
		}
		x, ok := literal(tok)
		if !ok {
			return st, t.in.errorf("%q is not a literal", clip(tok))
		}
		if x == 0 {
			st.lits = t.lits
			return st, nil
		}
		t.lits = append(t.lits, x)
	}
}

// binaryReader reads a binary proof.
type binaryReader struct {
	r      *bufio.Reader
	offset int64
	lits   []int
}

func (b *binaryReader) errorf(at int64, format string, a ...any) error {
	return &SyntaxError{What: "proof", Offset: at, Msg: fmt.Sprintf(format, a...)}
}

func (b *binaryReader) next() (step, error) {
	st := step{offset: b.offset}
	c, err := b.r.ReadByte()
	if errors.Is(err, io.EOF) {
		return st, io.EOF
	}
	if err != nil {
		return st, err
	}
	b.offset++
	switch c {
	case 'a':
	case 'd':
		st.del = true
	default:
		return st, b.errorf(st.offset, "byte 0x%02x starts a step; want 'a' or 'd'", c)
	}
	b.lits = b.lits[:0]
	for {
		at := b.offset
		var u uint64
		for shift := 0; ; shift += 7 {
			c, err := b.r.ReadByte()
			if errors.Is(err, io.EOF) {
				return st, b.errorf(at, "the proof ends inside a step")
			}
			if err != nil {
				return st, err
			}
			b.offset++
			if shift >= 35 {
				return st, b.errorf(at, "a literal longer than 5 bytes")
			}
			u |= uint64(c&0x7f) << shift
			if c&0x80 == 0 {
				break
			}
		}
		if u == 0 {
			st.lits = b.lits
			return st, nil
		}
		v := u >> 1
		if v == 0 || v > maxVar {
			return st, b.errorf(at, "literal code %d names no variable", u)
		}
		if len(b.lits) == maxLits {
			return st, b.errorf(st.offset, "a step of more than %d literals", maxLits)
		}
		if u&1 == 1 {
			b.lits = append(b.lits, -int(v))
		} else {
			b.lits = append(b.lits, int(v))
		}
	}
}

// AppendText appends one step of a text proof: "l1 ... 0\n", or
// "d l1 ... 0\n" for a deletion.
func AppendText(dst []byte, del bool, lits []int) []byte {
	if del {
		dst = append(dst, 'd', ' ')
	}
	return appendClause(dst, lits)
}
