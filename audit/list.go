package audit

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
)

// maxDepth bounds how deeply lists may nest.
const maxDepth = 32

// quotedChess matches a list of chess squares as strings: "['a1', ".
var quotedChess = regexp.MustCompile(`^\[\s*['"][a-zA-Z][1-9][0-9]?['"]`)

// coordsStart matches the start of a coords line: a "(row col)" pair.
var coordsStart = regexp.MustCompile(`^\(\s*-?\d+\s*,?\s*-?\d+\s*\)`)

// rIndex is R's print of a vector or a matrix: "[1] 2 4 1 3", a matrix's
// header "     [,1] [,2]" or a row "[1,]    0    1": an index in brackets,
// then no other bracket on the line.
var rIndex = regexp.MustCompile(`^(?:\[\d+,?\][ \t]+[^\[\]\n]*|(?:\[,\d+\][ \t]*)+)(?:\r?\n|$)`)

// sniff looks at the start of the input, without consuming it, for a
// bracketed list: List when the first character that is not white space
// opens one ("[", or a "(" that does not start a coords pair); Auto
// otherwise, for the line-based detection to decide.
func sniff(br *bufio.Reader) (Format, error) {
	// Wait for the first bytes only: a program may print a line and
	// think for a long time before the next.
	if _, err := br.Peek(1); err != nil && err != io.EOF {
		return Auto, &ReadError{1, err}
	}
	b, _ := br.Peek(br.Buffered())
	t := bytes.TrimLeft(b, " \t\r\n")
	if len(t) == 0 {
		return Auto, nil
	}
	// Up to the first closing bracket: the first list's items.
	first := t
	if i := bytes.IndexByte(t, ']'); i >= 0 {
		first = t[:i]
	}
	if bytes.Equal(bytes.TrimSpace(first), []byte("{")) || bytes.HasPrefix(t, []byte("{\n")) {
		return List, nil // a JSON document: its lists are read, its keys skipped
	}
	switch t[0] {
	case '[':
		if rIndex.Match(t) {
			return Auto, nil // R's index labels: the line reader reads the rows
		}
		if bytes.ContainsAny(first, "{}") || quotedChess.Match(t) {
			return Auto, nil // objects or chess squares: the line reader reads them
		}
		return List, nil
	case '(':
		// A coords line, unless its first group holds more than two
		// numbers separated by commas, as a tuple prints.
		group := t
		if end := bytes.IndexByte(t, ')'); end >= 0 {
			group = t[:end]
		}
		if coordsStart.Match(t) || !bytes.Contains(group, []byte(",")) {
			return Coords, nil
		}
		return List, nil
	}
	return Auto, nil
}

// listState is the state of the list reader.
type listState struct {
	stack []*frame
	root  frame // what the top-level lists make: rows, pairs
	lists int   // top-level lists closed
	// skip counts the lists open beyond maxDepth: they are read no
	// further, so that memory stays bounded however deep the input nests.
	skip int
	// dataLine is the last line a list opened on, to count the data lines.
	dataLine int64
	// key is the key of a JSON document whose value comes next.
	key string
	// tok holds the bare word being read.
	tok []byte
	// objectOpen is true when the input ended inside an object, right
	// after a line end.
	objectOpen bool
	// isKey is true while the word being read is a key of a map, a
	// colon after it.
	isKey bool
}

// readList reads the list format, token by token: a line may be as long
// as the input, only a token is bounded by MaxLine.
func (a *Auditor) readList(br *bufio.Reader, lineNo int64) error {
	err := a.readListTokens(br, lineNo)
	if errors.Is(err, errEndless) {
		return nil
	}
	return err
}

// errEndless ends the reading of a list at a token over MaxSkipped, once
// it is a finding (Options.endlessStops).
var errEndless = errors.New("audit: an endless token")

// endless returns the error of a token over MaxSkipped on line no: a
// *ReadError, or errEndless after a finding when Options.endlessStops.
func (a *Auditor) endless(no int64) error {
	if !a.opt.endlessStops {
		return &ReadError{no, errSkipped}
	}
	a.listFinding(no, LineTooLong, fmt.Sprintf("a token of more than %d bytes: not an output of solutions; the output was read no further", MaxSkipped))
	a.rep.Lines = no
	return errEndless
}

// readListTokens is readList, but for the end at an endless token.
func (a *Auditor) readListTokens(br *bufio.Reader, lineNo int64) error {
	a.list = &listState{}
	last := byte('\n')
	var bytesRead int64
	for {
		c, err := br.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return &ReadError{lineNo, err}
		}
		bytesRead++
		// A listing may be one long line: look at the context by bytes,
		// and by lines before a text line is skipped.
		if bytesRead%(1<<20) == 0 || (last == '\n' && lineNo%progressEvery == 0) {
			if err := a.tick(Reading, lineNo); err != nil {
				return err
			}
		}
		if last == '\n' {
			a.rep.Lines = lineNo
			if len(a.list.stack) == 0 && a.list.skip == 0 {
				br.UnreadByte()
				took, err := a.listText(br, lineNo)
				if err != nil {
					return err
				}
				if took {
					lineNo++
					continue
				}
				// The line's first byte, after a label cut off.
				if c, err = br.ReadByte(); err == io.EOF {
					break
				} else if err != nil {
					return &ReadError{lineNo, err}
				}
			}
		}
		last = c
		switch c {
		case '\n':
			lineNo++
		case ':':
			if f := a.top(); f != nil && f.open == '{' {
				f.colons++ // {0: 1, 1: 3, ...}: a map of rows to columns
			}
		case ' ', '\t', '\r', ',', ';', '\v', '\f': // ";" separates OCaml's and F#'s items
		case '{', '}':
			nl, err := a.listBrace(br, c, lineNo)
			if err != nil {
				return err
			}
			lineNo += nl
			if nl > 0 && a.list.objectOpen {
				last = '\n' // the input ended inside an object, after a line end
			}
		case '[', '(':
			a.openList(lineNo, c)
		case ']', ')':
			a.closeList(lineNo, c)
		case '\'', '"':
			nl, err := a.listString(br, c, lineNo)
			if err != nil {
				return err
			}
			lineNo += nl
			if nl > 0 {
				last = '\n'
			}
		default:
			if last, err = a.listWord(br, c, lineNo); err != nil {
				return err
			}
		}
	}
	if last != '\n' {
		a.rep.Lines = lineNo
	} else {
		a.rep.Lines = lineNo - 1
	}
	return nil
}

// listLabelCut skips a label before a list at the start of b, a line:
// "Solution 2: [[1, 3], ...", a prompt, or a variable bound to it, as
// Prolog's top level prints "L = [2,4,1,3] ;". It reports whether it
// cut one.
func (a *Auditor) listLabelCut(b []byte, no int64, br *bufio.Reader) (bool, error) {
	i := bytes.IndexAny(b, "[(")
	if i <= 0 || bytes.ContainsAny(b[:i], "])}{") {
		return false, nil
	}
	prefix := bytes.TrimSpace(b[:i])
	if !hasWord(prefix) && !bytes.HasSuffix(prefix, []byte(":")) && !bytes.HasSuffix(prefix, []byte("=")) {
		return false, nil
	}
	a.rep.Prefixes++
	if a.rep.PrefixLine == 0 {
		a.rep.PrefixLine, a.rep.Prefix = no, clip(prefix)
	}
	_, err := br.Discard(i)
	return true, err
}

// boolsOnly reports whether line holds brackets and booleans only: a
// board's rows as lists of booleans.
func boolsOnly(line []byte) bool {
	toks := bytes.FieldsFunc(line, func(r rune) bool { return strings.ContainsRune(" \t,;[](){}", r) })
	for _, t := range toks {
		if _, ok := boolValue(t); !ok {
			return false
		}
	}
	return len(toks) > 0
}

// listBrace reads a brace, c: a tuple opening or closing, an object in a
// list, or a finding. It returns the line endings it consumed.
func (a *Auditor) listBrace(br *bufio.Reader, c byte, lineNo int64) (int64, error) {
	switch {
	case c == '{' && a.tupleOpens(br):
		// A tuple, {4, [2, 0, 3, 1]} or {0, 1}: a list of its own.
		a.openList(lineNo, c)
	case c == '}' && a.top() != nil && a.top().open == '{':
		a.closeList(lineNo, c)
	case c == '{' && len(a.list.stack) > 0:
		// An object in a list: {"row": 0, "col": 1}.
		return a.listObject(br, lineNo)
	case len(a.list.stack) > 0:
		a.listFinding(lineNo, Unparsable, fmt.Sprintf("%q inside a list", c))
	}
	return 0, nil
}

// tupleOpens reports whether the "{" just read opens a tuple of values
// (Erlang's and Elixir's {4, [2, 0, 3, 1]}), not a JSON document: what
// follows it is a number, a list or a tuple.
func (a *Auditor) tupleOpens(br *bufio.Reader) bool {
	b, _ := br.Peek(64)
	b = bytes.TrimLeft(b, " \t\r\n")
	return len(b) > 0 && (isDigit(b[0]) || b[0] == '[' || b[0] == '{')
}

// listString reads a quoted string that opens with quote q on line
// lineNo: a key of a JSON document, or a scalar of the list it is in. It
// returns the number of line endings it consumed; an error is a read
// error.
func (a *Auditor) listString(br *bufio.Reader, q byte, lineNo int64) (int64, error) {
	s, nl, err := readQuoted(br, q, a.opt.MaxLine)
	if errors.Is(err, errSkipped) {
		return 0, a.endless(lineNo)
	}
	if err != nil && !errors.Is(err, errUnterminated) && !errors.Is(err, errTooLong) {
		return 0, &ReadError{lineNo, err}
	}
	switch {
	case err != nil:
		a.listFinding(lineNo, Unparsable, fmt.Sprintf("a string starting %s %v", quote(append([]byte{q}, s...)), err))
	case len(a.list.stack) == 0 && nextIsColon(br):
		a.list.key = string(s) // a key of a JSON document
	default:
		a.scalar(lineNo, s, false)
	}
	return nl, nil
}

// listWord reads the bare word or number that starts with c on line
// lineNo, up to a delimiter, and returns its last byte. A word longer
// than MaxLine is a finding and skipped; one longer than MaxSkipped ends
// the read.
func (a *Auditor) listWord(br *bufio.Reader, c byte, lineNo int64) (byte, error) {
	tok := append(a.list.tok[:0], c)
	defer func() { a.list.tok = tok }()
	for length := 1; ; length++ {
		b, err := br.Peek(1)
		if err != nil || isDelimiter(b[0]) {
			break
		}
		if length > MaxSkipped {
			return 0, a.endless(lineNo)
		}
		br.ReadByte()
		if len(tok) <= a.opt.MaxLine {
			tok = append(tok, b[0])
		}
	}
	if len(tok) > a.opt.MaxLine {
		a.listFinding(lineNo, LineTooLong, fmt.Sprintf("a token of more than %d bytes; skipped", a.opt.MaxLine))
		return tok[len(tok)-1], nil
	}
	if b, err := br.Peek(1); err == nil && b[0] == '(' && functorName.Match(tok) {
		// A constructor's or a functor's name, "pos(4, 3)", "Q(0, 1)": the
		// group after it is the value.
		return tok[len(tok)-1], nil
	}
	f := a.top()
	a.list.isKey = f != nil && f.open == '{' && nextIsColon(br)
	a.scalar(lineNo, tok, true)
	a.list.isKey = false
	return tok[len(tok)-1], nil
}

// functorName is a name written right before the parenthesis of its
// arguments.
var functorName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.]*$`)

// errUnterminated and errTooLong are the faults of a quoted string.
var (
	errUnterminated = errors.New("ends before its closing quote")
	errTooLong      = errors.New("is too long")
)

// readQuoted reads a string after its opening quote q, with backslash
// escapes, up to the closing quote on the same line; it returns its text
// and the number of line endings consumed (1 when it is unterminated).
func readQuoted(br *bufio.Reader, q byte, max int) ([]byte, int64, error) {
	var s []byte
	long := false
	for length := 0; ; length++ {
		if length > MaxSkipped {
			return s, 0, errSkipped
		}
		c, err := br.ReadByte()
		if err == io.EOF {
			return s, 0, errUnterminated
		}
		if err != nil {
			return s, 0, err
		}
		switch c {
		case q:
			if long {
				return s, 0, errTooLong
			}
			return s, 0, nil
		case '\n':
			return s, 1, errUnterminated
		case '\\':
			e, err := br.ReadByte()
			if err != nil {
				return s, 0, errUnterminated
			}
			if e == '\n' {
				return s, 1, errUnterminated
			}
			c = e
		}
		if len(s) >= max {
			long = true // read on to the closing quote, keeping nothing more
			continue
		}
		s = append(s, c)
	}
}

// keyCount matches a key of a JSON document that holds the count.
var keyCount = regexp.MustCompile(`(?i)count|total|number|^solutions$`)

// nextIsColon reports whether the next character that is not a space or a
// tab is ":".
func nextIsColon(br *bufio.Reader) bool {
	for k := 1; k <= 16; k++ {
		b, _ := br.Peek(k)
		if len(b) < k {
			return false
		}
		switch b[k-1] {
		case ' ', '\t':
			continue
		case ':':
			return true
		}
		return false
	}
	return false
}

// isDelimiter reports whether c ends a bare word or a number.
func isDelimiter(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ',', ';', '[', ']', '(', ')', '\'', '"', '\v', '\f', ':', '{', '}':
		return true
	}
	return false
}

// listText reads the line that starts at br, outside every list: when it
// holds no bracket and is text or a claim, it records it, consumes it and
// reports true.
func (a *Auditor) listText(br *bufio.Reader, no int64) (bool, error) {
	k := 64
	var b []byte
	for {
		var err error
		b, err = br.Peek(k)
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			b = b[:i+1]
			break
		}
		if err != nil && err != io.EOF && !errors.Is(err, bufio.ErrBufferFull) {
			return false, &ReadError{no, err}
		}
		if err == io.EOF {
			break // the last line, without a line ending
		}
		if err != nil || k >= br.Size() {
			// A line longer than the buffer: read as list tokens, after
			// the label or prompt before its first list.
			_, err := a.listLabelCut(b, no, br)
			return false, err
		}
		k = min(2*k, br.Size())
	}
	if u, ok := unwrapPrint(bytes.TrimSpace(bytes.TrimRight(b, "\r\n"))); ok {
		// Python 2's print of a sentence and its values: text, or a
		// claim, when it holds no list.
		if s := a.screen(u); s.kind != lineData {
			a.record(no, u, s)
			_, err := br.Discard(len(b))
			return true, err
		}
	}
	if line := bytes.TrimRight(b, "\r\n"); isProgress(line) {
		// A progress bar or report: text, whatever brackets it holds.
		a.record(no, line, screened{kind: lineText})
		_, err := br.Discard(len(b))
		return true, err
	}
	if line := bytes.TrimRight(b, "\r\n"); hasWord(line) && !bytes.ContainsAny(line, "0123456789'\"") && !boolsOnly(line) {
		// Words with no number and no string: text, whatever brackets
		// it holds ("val queens : int -> (int * int) list list").
		a.record(no, line, screened{kind: lineText})
		_, err := br.Discard(len(b))
		return true, err
	}
	if cut, err := a.listLabelCut(b, no, br); cut || err != nil {
		return false, err
	}
	if bytes.ContainsAny(b, "[](){}") {
		return false, nil
	}
	text := bytes.TrimRight(b, "\r\n")
	s := a.screen(text)
	if s.kind == lineData {
		return false, nil
	}
	a.record(no, text, s)
	_, err := br.Discard(len(b))
	return true, err
}

// maxObject bounds an object read in a list, in bytes.
const maxObject = 1 << 10

// listObject reads an object in a list, its "{" read: one of two numbers
// ({"row": 0, "col": 1}, QueenPosition { rowIndex: 0, columnIndex: 1 })
// is a (row, col) pair of the list, as objects() reads them on a line.
// It returns the line endings it consumed.
func (a *Auditor) listObject(br *bufio.Reader, lineNo int64) (int64, error) {
	var body []byte
	var nl int64
	for {
		c, err := br.ReadByte()
		if err == io.EOF {
			a.listFinding(lineNo, Unparsable, "an object that does not close")
			a.list.objectOpen = len(body) > 0 && body[len(body)-1] == '\n'
			return nl, nil
		}
		if err != nil {
			return nl, &ReadError{lineNo + nl, err}
		}
		if c == '}' {
			break
		}
		if c == '\n' {
			nl++
		}
		if c == '{' || len(body) >= maxObject {
			a.listFinding(lineNo, Unparsable, "an object nested or too long to be a queen's square")
			return nl, nil
		}
		body = append(body, c)
	}
	nums := numberRE.FindAll(body, -1)
	if len(nums) != 2 {
		a.listFinding(lineNo, Unparsable, fmt.Sprintf("an object of %d numbers, want a row and a column", len(nums)))
		return nl, nil
	}
	f := &frame{line: lineNo, nNums: 2}
	for _, x := range nums {
		v, _ := number(x)
		f.nums = append(f.nums, v)
	}
	a.numberList(f, a.top())
	return nl, nil
}
