package drat

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// MaxLine bounds the length of one line of a DIMACS file or of a text
// proof, its newline included.
const MaxLine = 1 << 20

// maxVar is the largest variable number DIMACS allows a literal: the
// literals are 32-bit signed numbers.
const maxVar = 1<<31 - 1

// Formula is a CNF formula in DIMACS numbering: variables from 1, a
// literal v or −v.
type Formula struct {
	// Vars is the variable count the header declares.
	Vars int
	// Clauses are the clauses, each a list of nonzero literals.
	Clauses [][]int
}

// SyntaxError reports malformed input: a DIMACS file, or a proof.
type SyntaxError struct {
	// What names the input: "formula" or "proof".
	What string
	// Line is the 1-based line number (for a binary proof, 0).
	Line int
	// Offset is the byte offset in a binary proof, else 0.
	Offset int64
	// Msg says what is wrong.
	Msg string
}

// Error returns "formula line N: reason", or "proof byte N: reason" for a
// binary proof.
func (e *SyntaxError) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s byte %d: %s", e.What, e.Offset, e.Msg)
	}
	return fmt.Sprintf("%s line %d: %s", e.What, e.Line, e.Msg)
}

// lines reads a text input line by line, each at most MaxLine bytes.
type lines struct {
	r    *bufio.Reader
	what string
	line int
	buf  []byte
}

func newLines(r io.Reader, what string) *lines {
	return &lines{r: bufio.NewReaderSize(r, 64<<10), what: what}
}

// next returns the next line without its end ("\n" or "\r\n"), or io.EOF.
func (l *lines) next() ([]byte, error) {
	l.buf = l.buf[:0]
	for {
		chunk, err := l.r.ReadSlice('\n')
		if len(l.buf)+len(chunk) > MaxLine {
			l.line++
			return nil, l.errorf("line longer than %d bytes", MaxLine)
		}
		l.buf = append(l.buf, chunk...)
		switch {
		case err == nil:
			l.line++
			return bytes.TrimSuffix(l.buf[:len(l.buf)-1], []byte{'\r'}), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(l.buf) == 0:
			return nil, io.EOF
		case errors.Is(err, io.EOF):
			l.line++
			return bytes.TrimSuffix(l.buf, []byte{'\r'}), nil
		default:
			return nil, err
		}
	}
}

func (l *lines) errorf(format string, a ...any) error {
	return &SyntaxError{What: l.what, Line: l.line, Msg: fmt.Sprintf(format, a...)}
}

// literal parses one token as a DIMACS literal or the terminating 0.
func literal(tok []byte) (int, bool) {
	if len(tok) == 0 || len(tok) > 11 || tok[0] == '+' {
		return 0, false
	}
	x, err := strconv.ParseInt(string(tok), 10, 64)
	if err != nil || x > maxVar || x < -maxVar {
		return 0, false
	}
	return int(x), true
}

// ReadDIMACS reads a formula in DIMACS CNF: comment lines ("c ...")
// anywhere, one "p cnf VARS CLAUSES" header before the first clause, then
// clauses of literals each ended by 0, which may span lines; a "%" line
// ends the data. It fails with a *SyntaxError naming the line on a missing
// or repeated header, a token that is not a literal, a variable beyond the
// header's count, a last clause without its 0, or a clause count other
// than the header's.
func ReadDIMACS(r io.Reader) (*Formula, error) {
	in := newLines(r, "formula")
	f := &Formula{}
	header := false
	clauses := 0
	var cur []int
	for {
		line, err := in.next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if in.line == 1 {
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
		}
		fields := bytes.Fields(line)
		if len(fields) == 0 || fields[0][0] == 'c' {
			continue
		}
		if string(fields[0]) == "%" {
			break
		}
		if fields[0][0] == 'p' {
			if header {
				return nil, in.errorf("a second header")
			}
			v, c, ok := parseHeader(fields)
			if !ok {
				return nil, in.errorf("header %q is not \"p cnf VARS CLAUSES\"", clip(line))
			}
			header, f.Vars, clauses = true, v, c
			f.Clauses = make([][]int, 0, min(clauses, 1<<16))
			continue
		}
		if !header {
			return nil, in.errorf("a clause before the \"p cnf\" header")
		}
		for _, tok := range fields {
			x, ok := literal(tok)
			switch {
			case !ok:
				return nil, in.errorf("%q is not a literal", clip(tok))
			case x == 0:
				f.Clauses = append(f.Clauses, cur)
				cur = nil
			case abs(x) > f.Vars:
				return nil, in.errorf("literal %d is beyond the header's %d variables", x, f.Vars)
			default:
				cur = append(cur, x)
			}
		}
	}
	switch {
	case !header:
		return nil, &SyntaxError{What: "formula", Line: in.line, Msg: "no \"p cnf\" header"}
	case cur != nil:
		return nil, &SyntaxError{What: "formula", Line: in.line, Msg: "the last clause lacks its terminating 0"}
	case len(f.Clauses) != clauses:
		return nil, &SyntaxError{What: "formula", Line: in.line, Msg: fmt.Sprintf("%d clauses, the header says %d", len(f.Clauses), clauses)}
	}
	return f, nil
}

// parseHeader parses "p cnf VARS CLAUSES".
func parseHeader(fields [][]byte) (vars, clauses int, ok bool) {
	if len(fields) != 4 || string(fields[0]) != "p" || string(fields[1]) != "cnf" {
		return 0, 0, false
	}
	v, ok1 := literal(fields[2])
	c, err := strconv.Atoi(string(fields[3]))
	if !ok1 || v < 0 || err != nil || c < 0 || fields[3][0] == '+' {
		return 0, 0, false
	}
	return v, c, true
}

// WriteDIMACS writes f in DIMACS CNF: the header, then one clause a line.
func WriteDIMACS(w io.Writer, f *Formula) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "p cnf %d %d\n", f.Vars, len(f.Clauses))
	var buf []byte
	for _, c := range f.Clauses {
		buf = appendClause(buf[:0], c)
		if _, err := bw.Write(buf); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// appendClause appends "l1 l2 ... 0\n".
func appendClause(dst []byte, c []int) []byte {
	for _, l := range c {
		dst = strconv.AppendInt(dst, int64(l), 10)
		dst = append(dst, ' ')
	}
	return append(dst, '0', '\n')
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// clip shortens a token or line quoted in a message.
func clip(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "..."
	}
	return string(b)
}
