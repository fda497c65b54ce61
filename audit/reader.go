package audit

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// DefaultMaxLine is the default limit on a line's length in bytes, its
// line ending excluded. A solution line of the largest board takes a few
// hundred bytes.
const DefaultMaxLine = 64 << 10

// ReadError reports that the input could not be read.
type ReadError struct {
	Line int64 // the line being read
	Err  error
}

// Error returns "reading line N: reason".
func (e *ReadError) Error() string {
	return fmt.Sprintf("reading line %d: %v", e.Line, e.Err)
}

// Unwrap returns the underlying error.
func (e *ReadError) Unwrap() error { return e.Err }

// MaxSkipped bounds a line, or a token of the list format, that is too
// long to audit and is skipped as a finding: one longer than that is no
// output of a program but an endless input, such as /dev/zero, and the
// reading stops with a *ReadError.
const MaxSkipped = 1 << 26

// errSkipped is the fault of a line or token over MaxSkipped.
var errSkipped = fmt.Errorf("longer than %d bytes: not an output of solutions", MaxSkipped)

// line is one input line.
type line struct {
	no      int64
	text    []byte // without the line ending; nil when tooLong
	tooLong bool
	length  int64 // bytes, line ending excluded
	// pairs holds the (row, col) pairs read from another notation (chess
	// squares, bare pairs, objects): row, col, ...; nil for other lines.
	pairs []int
	fixed bool   // the pairs are 0-based as read
	shape string // the notation they were read from
	row   bool   // a board row the screen read from another drawing
	// endless is true for a line over MaxSkipped that ended the reading
	// (Options.endlessStops).
	endless bool
}

// lineReader reads lines through a buffer of fixed size: a longer line is
// consumed in pieces and reported as too long, never held whole.
type lineReader struct {
	br  *bufio.Reader
	max int
	no  int64
	// stop makes a line over MaxSkipped the last one read, too long,
	// instead of a *ReadError; ended is then true.
	stop, ended bool
}

func newLineReader(r io.Reader, max int) *lineReader {
	// Room for the longest accepted line and a "\r\n" ending.
	return &lineReader{br: bufio.NewReaderSize(r, max+2), max: max}
}

// next returns the next line. Its text is valid until the following call.
// At the end of the input it returns io.EOF.
func (lr *lineReader) next() (line, error) {
	if lr.ended {
		return line{}, io.EOF
	}
	chunk, err := lr.br.ReadSlice('\n')
	if len(chunk) == 0 && err == io.EOF {
		return line{}, io.EOF
	}
	lr.no++
	l := line{no: lr.no}
	if errors.Is(err, bufio.ErrBufferFull) {
		// Too long: count the rest of the line and drop it.
		l.tooLong = true
		l.length = int64(len(chunk))
		for errors.Is(err, bufio.ErrBufferFull) {
			if l.length > MaxSkipped {
				if lr.stop {
					lr.ended, l.endless = true, true
					return l, nil
				}
				return l, &ReadError{lr.no, errSkipped}
			}
			chunk, err = lr.br.ReadSlice('\n')
			l.length += int64(len(chunk))
		}
		l.length -= int64(len(endOfLine(chunk)))
		if err != nil && err != io.EOF {
			return l, &ReadError{lr.no, err}
		}
		return l, nil
	}
	if err != nil && err != io.EOF {
		return l, &ReadError{lr.no, err}
	}
	l.text = chunk[:len(chunk)-len(endOfLine(chunk))]
	l.length = int64(len(l.text))
	if len(l.text) > lr.max {
		l.tooLong, l.text = true, nil
	}
	return l, nil
}

// endOfLine returns the line ending at the end of chunk: "\n", "\r\n" or
// nothing.
func endOfLine(chunk []byte) []byte {
	switch {
	case bytes.HasSuffix(chunk, []byte("\r\n")):
		return chunk[len(chunk)-2:]
	case bytes.HasSuffix(chunk, []byte("\n")):
		return chunk[len(chunk)-1:]
	}
	return nil
}
