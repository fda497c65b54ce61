package encode

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/bound"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// MaxVars bounds the variable count a DIMACS header may declare.
const MaxVars = 1 << 24

// MaxLine bounds the length of one line of a DIMACS file, MaxInput the
// size of the whole file and MaxComments that of its comment lines, in
// bytes: ReadDIMACS stops with a *ParseError at the first byte over any.
// An N-Queens CNF of n = 32 takes a few megabytes.
const (
	MaxLine     = 1 << 20
	MaxInput    = 1 << 28
	MaxComments = 1 << 20
)

// quoted is how many bytes of a bad header a *ParseError quotes.
const quoted = 80

// WriteDIMACS writes f in DIMACS CNF format: its comments as "c" lines, the
// "p cnf" header, then one clause per line, each ended by 0.
func WriteDIMACS(w io.Writer, f *CNF) error {
	bw := bufio.NewWriter(w)
	for _, c := range f.Comments {
		for _, line := range strings.Split(c, "\n") {
			fmt.Fprintf(bw, "c %s\n", line)
		}
	}
	fmt.Fprintf(bw, "p cnf %d %d\n", f.Vars, len(f.Clauses))
	buf := make([]byte, 0, 64)
	for _, cl := range f.Clauses {
		buf = buf[:0]
		for _, l := range cl {
			buf = strconv.AppendInt(buf, int64(l), 10)
			buf = append(buf, ' ')
		}
		buf = append(buf, '0', '\n')
		if _, err := bw.Write(buf); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// ParseError reports malformed DIMACS input.
type ParseError struct {
	Line int    // 1-based line number
	Msg  string // what is wrong
}

// Error returns "line N: reason".
func (e *ParseError) Error() string {
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// ReadDIMACS parses a DIMACS CNF file. It skips a UTF-8 byte order mark
// at its start, and accepts comment lines ("c ...") anywhere, one "p cnf VARS CLAUSES" header before the first clause, clauses
// that span lines, and an optional "%" line that ends the data. It rejects
// anything else with a *ParseError naming the line: a missing or repeated
// header, a token that is not an integer, a literal whose variable exceeds
// the header's count, a last clause without its terminating 0, and a clause
// count that differs from the header's (a clause more than it declares is
// an error at once), a line longer than MaxLine, a file larger than
// MaxInput and comments longer than MaxComments. Comments are kept.
func ReadDIMACS(r io.Reader) (*CNF, error) {
	br := bufio.NewReader(bound.NewReader(r, MaxLine, MaxInput))
	f := &CNF{}
	var (
		lineNo   int
		header   bool
		done     bool
		comments int // bytes of the comment lines
		cl       = clauseReader{f: f}
	)
	for !done {
		line, err := br.ReadString('\n')
		if be := (*bound.Error)(nil); errors.As(err, &be) {
			return nil, &ParseError{int(be.Line), be.Cap()}
		}
		if err != nil && err != io.EOF {
			return nil, err
		}
		if line == "" && err == io.EOF {
			break
		}
		lineNo++
		if lineNo == 1 {
			// A UTF-8 byte order mark, as some editors write, is not
			// part of the first line.
			line = strings.TrimPrefix(line, "\ufeff")
		}
		trimmed := strings.TrimSpace(strings.TrimRight(line, "\r\n"))
		switch {
		case trimmed == "":
		case trimmed[0] == 'c' && (len(trimmed) == 1 || trimmed[1] == ' ' || trimmed[1] == '\t'):
			comments += len(trimmed)
			if comments > MaxComments {
				return nil, &ParseError{lineNo, fmt.Sprintf("the comments are longer than %d bytes in all", MaxComments)}
			}
			f.Comments = append(f.Comments, strings.TrimSpace(trimmed[1:]))
		case trimmed[0] == '%':
			done = true
		case trimmed[0] == 'p':
			if header {
				return nil, &ParseError{lineNo, "second \"p\" header"}
			}
			v, c, err := parseHeader(lineNo, trimmed)
			if err != nil {
				return nil, err
			}
			header, f.Vars, cl.declared = true, v, c
		default:
			if !header {
				return nil, &ParseError{lineNo, fmt.Sprintf("clause data %q before the \"p cnf\" header", text.Clip(trimmed, 40))}
			}
			if err := cl.addLine(lineNo, trimmed); err != nil {
				return nil, err
			}
		}
		if err == io.EOF {
			break
		}
	}
	if !header {
		return nil, &ParseError{max(lineNo, 1), "no \"p cnf\" header"}
	}
	if cl.cur != nil {
		return nil, &ParseError{cl.curStarted, "clause is not terminated by 0"}
	}
	if len(f.Clauses) != cl.declared {
		return nil, &ParseError{max(lineNo, 1), fmt.Sprintf("header declares %d clauses, but the file has %d", cl.declared, len(f.Clauses))}
	}
	return f, nil
}

// clauseReader collects the clauses of a DIMACS file's data lines into f.
type clauseReader struct {
	f          *CNF
	declared   int    // the clause count of the header
	cur        Clause // the clause read so far, nil between clauses
	curStarted int    // line where the current clause began
}

// addLine reads the literals of data line lineNo (trimmed): each 0 ends
// a clause, which may continue over lines.
func (cl *clauseReader) addLine(lineNo int, trimmed string) error {
	f := cl.f
	for _, tok := range strings.Fields(trimmed) {
		x, err := strconv.ParseInt(tok, 10, 32)
		if err != nil {
			return &ParseError{lineNo, fmt.Sprintf("%q is not an integer literal", text.Clip(tok, 40))}
		}
		if x == 0 {
			if len(f.Clauses) == cl.declared {
				return &ParseError{lineNo, fmt.Sprintf("header declares %d clauses, but the file has more", cl.declared)}
			}
			f.Clauses = append(f.Clauses, cl.cur)
			cl.cur = nil
			continue
		}
		if x > int64(f.Vars) || -x > int64(f.Vars) {
			return &ParseError{lineNo, fmt.Sprintf("literal %d refers to variable %d, but the header declares %d variables", x, abs64(x), f.Vars)}
		}
		if cl.cur == nil {
			cl.curStarted = lineNo
			cl.cur = make(Clause, 0, 4)
		}
		cl.cur = append(cl.cur, Lit(x))
	}
	return nil
}

// parseHeader reads the "p cnf VARS CLAUSES" header on line lineNo.
func parseHeader(lineNo int, trimmed string) (vars, clauses int, err error) {
	fields := strings.Fields(trimmed)
	if len(fields) != 4 || fields[0] != "p" || fields[1] != "cnf" {
		return 0, 0, &ParseError{lineNo, fmt.Sprintf("header %q is not of the form \"p cnf VARS CLAUSES\"", text.Clip(trimmed, quoted))}
	}
	v, err1 := strconv.Atoi(fields[2])
	c, err2 := strconv.Atoi(fields[3])
	if err1 != nil || v < 0 {
		return 0, 0, &ParseError{lineNo, fmt.Sprintf("variable count %q is not a non-negative integer", text.Clip(fields[2], quoted))}
	}
	if err2 != nil || c < 0 {
		return 0, 0, &ParseError{lineNo, fmt.Sprintf("clause count %q is not a non-negative integer", text.Clip(fields[3], quoted))}
	}
	if v > MaxVars {
		return 0, 0, &ParseError{lineNo, fmt.Sprintf("variable count %d exceeds the limit of %d", v, MaxVars)}
	}
	return v, c, nil
}

// IsParseError reports whether err is a *ParseError.
func IsParseError(err error) bool {
	var pe *ParseError
	return errors.As(err, &pe)
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
