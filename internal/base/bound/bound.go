package bound

import (
	"bytes"
	"errors"
	"fmt"
	"io"
)

// Error says which cap an input went over.
type Error struct {
	// Line is the 1-based number of the line that went over a cap.
	Line int64
	// MaxLine is the line cap it went over, or 0 when it went over the
	// total cap, MaxTotal.
	MaxLine, MaxTotal int64
}

// Error says which line went over which cap.
func (e *Error) Error() string {
	if e.MaxLine > 0 {
		return fmt.Sprintf("line %d is longer than %d bytes", e.Line, e.MaxLine)
	}
	return fmt.Sprintf("the input is larger than %d bytes (at line %d)", e.MaxTotal, e.Line)
}

// Cap says which cap was gone over, without the line's number, for an
// error that names the line itself: "the line is longer than 1024 bytes"
// or "the input is larger than 4096 bytes".
func (e *Error) Cap() string {
	if e.MaxLine > 0 {
		return fmt.Sprintf("the line is longer than %d bytes", e.MaxLine)
	}
	return fmt.Sprintf("the input is larger than %d bytes", e.MaxTotal)
}

// IsError reports whether err is, or wraps, an *Error.
func IsError(err error) bool {
	var e *Error
	return errors.As(err, &e)
}

// Reader reads from an input within a cap on the length of a line (its
// bytes before the "\n") and on the whole input's size; a cap of 0 is no
// cap.
type Reader struct {
	r                 io.Reader
	maxLine, maxTotal int64
	line              int64 // the number of the line being read, from 1
	inLine, total     int64 // bytes of the line being read, of all lines
	err               error // an *Error, once a cap is hit
}

// NewReader returns a Reader of r with the caps maxLine and maxTotal.
func NewReader(r io.Reader, maxLine, maxTotal int64) *Reader {
	return &Reader{r: r, maxLine: maxLine, maxTotal: maxTotal, line: 1}
}

// Read reads from the input; the bytes up to the first one over a cap are
// returned, then the *Error.
func (b *Reader) Read(p []byte) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	if b.maxTotal > 0 {
		// One byte over the cap tells a full input from a larger one.
		if rest := b.maxTotal + 1 - b.total; int64(len(p)) > rest {
			p = p[:rest]
		}
	}
	n, err := b.r.Read(p)
	for i := 0; i < n; {
		j := bytes.IndexByte(p[i:n], '\n')
		end := n
		if j >= 0 {
			end = i + j
		}
		b.inLine += int64(end - i)
		if b.maxLine > 0 && b.inLine > b.maxLine {
			b.err = &Error{Line: b.line, MaxLine: b.maxLine}
			kept := end - int(b.inLine-b.maxLine)
			b.total += int64(kept)
			return kept, b.err
		}
		if j < 0 {
			break
		}
		b.line++
		b.inLine = 0
		i = end + 1
	}
	b.total += int64(n)
	if b.maxTotal > 0 && b.total > b.maxTotal {
		b.err = &Error{Line: b.line, MaxTotal: b.maxTotal}
		return n - 1, b.err
	}
	return n, err
}

// ReadAll reads the whole input of r within the caps, as io.ReadAll.
func ReadAll(r io.Reader, maxLine, maxTotal int64) ([]byte, error) {
	return io.ReadAll(NewReader(r, maxLine, maxTotal))
}
