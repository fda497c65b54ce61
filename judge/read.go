package judge

import (
	"bufio"
	"errors"
	"io"
)

// maxToken bounds one whitespace-separated token: no number or word of
// these formats is longer, and a longer one is not read into memory.
const maxToken = 64

// errLong reports a token or a line longer than its bound.
var errLong = errors.New("too long")

// reader reads a text file token by token or line by line, counting
// lines. Tokens are separated by spaces, tabs, carriage returns, line
// feeds, vertical tabs and form feeds; a line ends at a line feed, and a
// carriage return just before it (or at the end of the file) is no part
// of it. A token or line returned is valid until the next call.
type reader struct {
	r    *bufio.Reader
	line int    // 1-based line of the next byte
	last int    // the line of the last token, 0 before the first
	buf  []byte // the last token or line
}

func newReader(r io.Reader) *reader {
	return &reader{r: bufio.NewReaderSize(r, 64<<10), line: 1}
}

func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == '\v' || b == '\f'
}

// token returns the next token and the line it stands on; io.EOF when
// only whitespace is left, errLong when it is longer than maxToken (the
// rest of it is skipped), or the read error.
func (s *reader) token() ([]byte, int, error) {
	var b byte
	var err error
	for {
		if b, err = s.r.ReadByte(); err != nil {
			return nil, s.line, err
		}
		if b == '\n' {
			s.line++
		}
		if !isSpace(b) {
			break
		}
	}
	line := s.line
	s.last = line
	s.buf = append(s.buf[:0], b)
	long := false
	for {
		b, err = s.r.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, line, err
		}
		if isSpace(b) {
			if b == '\n' {
				s.line++
			}
			break
		}
		if len(s.buf) < maxToken {
			s.buf = append(s.buf, b)
		} else {
			long = true
		}
	}
	if long {
		return s.buf, line, errLong
	}
	return s.buf, line, nil
}

// rest reports the first token left and its line, or ok false at the end
// of the file, with the line of the last token (1 when there is none);
// err is a read error.
func (s *reader) rest() (tok []byte, line int, ok bool, err error) {
	tok, line, err = s.token()
	switch {
	case err == io.EOF:
		return nil, max(s.last, 1), false, nil
	case err != nil && err != errLong:
		return nil, line, false, err
	}
	return tok, line, true, nil
}

// lineOf returns the next line (without its line feed and a carriage
// return before it) and its number; io.EOF at the end of the file, errLong
// when it is longer than limit bytes (the rest of it is skipped).
func (s *reader) lineOf(limit int) ([]byte, int, error) {
	s.buf = s.buf[:0]
	line := s.line
	long, any := false, false
	for {
		chunk, err := s.r.ReadSlice('\n')
		any = any || len(chunk) > 0
		if len(s.buf)+len(chunk) > limit+2 {
			long = true
			chunk = chunk[:max(0, min(len(chunk), limit+2-len(s.buf)))]
		}
		s.buf = append(s.buf, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && !any {
			return nil, line, io.EOF
		}
		if err != nil && err != io.EOF {
			return nil, line, err
		}
		break
	}
	s.line++
	if n := len(s.buf); n > 0 && s.buf[n-1] == '\n' {
		s.buf = s.buf[:n-1]
	}
	if n := len(s.buf); n > 0 && s.buf[n-1] == '\r' {
		s.buf = s.buf[:n-1]
	}
	if long || len(s.buf) > limit {
		return s.buf, line, errLong
	}
	return s.buf, line, nil
}

// parseInt reads tok as a decimal integer with an optional sign, of at
// most 18 digits.
func parseInt(tok []byte) (int64, bool) {
	neg := false
	if len(tok) > 0 && (tok[0] == '-' || tok[0] == '+') {
		neg = tok[0] == '-'
		tok = tok[1:]
	}
	if len(tok) == 0 || len(tok) > 18 {
		return 0, false
	}
	var v int64
	for _, c := range tok {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}

// trimSpace returns b without the spaces and tabs at its ends.
func trimSpace(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t') {
		b = b[1:]
	}
	for len(b) > 0 && (b[len(b)-1] == ' ' || b[len(b)-1] == '\t' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}
