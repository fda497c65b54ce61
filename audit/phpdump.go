package audit

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"regexp"
)

// PHP prints an array as a dump, one entry a line under its key:
// print_r ("Array", "(", "    [0] => 2", ")"), var_dump ("array(4) {",
// "  [0]=>", "  int(2)", "}") and var_export ("array (", "  0 => 2,",
// ")"). An array of solutions is a dump of dumps. dumpIn reads such a
// dump as the list it is: each opening line becomes "[", each closing
// one "]", each entry its value alone, and each line that holds a key
// alone an empty line, so that the list reader reads it and every
// finding keeps the line number of the input. It changes nothing outside
// a dump, which begins only with one of PHP's own opening lines, and
// nothing of a line longer than it looks at.

// dumpLineMax is the longest line dumpIn looks at; longer ones pass as
// they are.
const dumpLineMax = 256

// The lines of PHP's dumps, trimmed.
var (
	dumpVarOpen    = regexp.MustCompile(`^(?:\[[^\]]*\]=>\s*)?array\(\d+\) \{$`) // var_dump: "array(4) {"
	dumpVarKey     = regexp.MustCompile(`^\[[^\]]*\]=>$`)                        // var_dump: "[0]=>"
	dumpVarValue   = regexp.MustCompile(`^(?:int|float|bool)\(([^()]*)\)$`)      // var_dump: "int(2)", "bool(true)"
	dumpVarString  = regexp.MustCompile(`^string\(\d+\) (".*")$`)                // var_dump: `string(1) "Q"`
	dumpRKey       = regexp.MustCompile(`^\[[^\]]*\] => ?`)                      // print_r: "[0] => "
	dumpExportOpen = regexp.MustCompile(`^(?:(?:'[^']*'|\d+) => ?)?array \($`)   // var_export: "array (", "0 => array ("
	dumpExportKey  = regexp.MustCompile(`^(?:'[^']*'|\d+) => ?`)                 // var_export: "0 => "
)

// dumpIn is the input with PHP's dumps read as lists.
type dumpIn struct {
	src   *bufio.Reader
	out   []byte
	err   error
	long  bool   // the rest of a line longer than dumpLineMax passes as it is
	open  []byte // the dumps open: 'r' print_r, 'v' var_dump, 'e' var_export
	line  []byte // the line being rewritten, held apart from src's buffer
	array bool   // the line before was print_r's "Array", and "(" follows
	lines int64  // the lines of dumps read as lists
}

// newDumpIn returns r with PHP's dumps read as lists.
func newDumpIn(r io.Reader) *dumpIn { return &dumpIn{src: bufio.NewReaderSize(r, 64<<10)} }

// Read reads the input, each line of a dump rewritten: a line, waiting
// for it if need be, then every whole line already buffered, so that the
// readers see at once all that the input has given (a line held back
// would wait for the next write of a program that is still running).
func (d *dumpIn) Read(p []byte) (int, error) {
	for len(d.out) == 0 {
		if d.err != nil {
			return 0, d.err
		}
		d.next()
		for d.err == nil && len(d.out) < len(p) && d.wholeLineBuffered() {
			d.next()
		}
	}
	n := copy(p, d.out)
	d.out = d.out[n:]
	return n, nil
}

// wholeLineBuffered reports whether a whole line is buffered, to be read
// without waiting, and no long line is being passed on.
func (d *dumpIn) wholeLineBuffered() bool {
	if d.long || d.src.Buffered() == 0 {
		return false
	}
	b, _ := d.src.Peek(d.src.Buffered())
	return bytes.IndexByte(b, '\n') >= 0
}

// next appends to d.out the next line, rewritten, or the next part of a
// line longer than the buffer or than dumpLineMax, as it is.
func (d *dumpIn) next() {
	line, err := d.src.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		err = nil
	}
	d.err = err
	whole := len(line) > 0 && line[len(line)-1] == '\n'
	if d.long || !whole && d.err == nil || len(line) > dumpLineMax {
		d.out = append(d.out, line...)
		d.long = !whole && d.err == nil
		return
	}
	if len(d.open) == 0 && !d.array && !mayOpenDump(line) {
		d.out = append(d.out, line...) // outside a dump: as it is, at once
		return
	}
	d.line = append(d.line[:0], line...)
	d.out = d.rewrite(d.out, d.line)
}

// mayOpenDump reports whether line, with its line end, may be one of the
// lines that open a dump: print_r's "Array", var_dump's "array(4) {",
// var_export's "array (". Every other line outside a dump passes with no
// further look.
func mayOpenDump(line []byte) bool {
	t := bytes.TrimRight(line, " \t\r\n")
	if len(t) == 0 {
		return false
	}
	switch t[len(t)-1] {
	case '{', '(':
		return true
	}
	return bytes.HasSuffix(t, []byte("Array"))
}

// rewrite appends to out the line as the list reader is to read it.
func (d *dumpIn) rewrite(out, line []byte) []byte {
	t := bytes.TrimSpace(line)
	end := line[len(bytes.TrimRight(line, "\r\n")):]
	v, ok := d.dumpLine(t)
	if !ok {
		return append(out, line...)
	}
	d.lines++
	out = append(out, v...)
	return append(out, end...)
}

// dumpLine returns what the trimmed line t of the input says in a list,
// and whether it is a line of a dump.
func (d *dumpIn) dumpLine(t []byte) ([]byte, bool) {
	top := byte(0)
	if len(d.open) > 0 {
		top = d.open[len(d.open)-1]
	}
	switch {
	case string(t) == "Array" && (top == 'r' || d.nextIs("(")):
		d.array = true
		return nil, true // the "(" below opens it
	case string(t) == "(" && d.array:
		d.array = false
		d.open = append(d.open, 'r')
		return []byte("["), true
	case dumpVarOpen.Match(t):
		d.open = append(d.open, 'v')
		return []byte("["), true
	case dumpExportOpen.Match(t):
		d.open = append(d.open, 'e')
		return []byte("["), true
	}
	switch top {
	case 'r':
		if string(t) == ")" {
			d.open = d.open[:len(d.open)-1]
			return []byte("]"), true
		}
		if loc := dumpRKey.FindIndex(t); loc != nil {
			if string(t[loc[1]:]) == "Array" {
				d.array = true
				return nil, true
			}
			return t[loc[1]:], true
		}
	case 'v':
		if string(t) == "}" {
			d.open = d.open[:len(d.open)-1]
			return []byte("]"), true
		}
		if dumpVarKey.Match(t) {
			return nil, true
		}
		if m := dumpVarValue.FindSubmatch(t); m != nil {
			return m[1], true
		}
		if m := dumpVarString.FindSubmatch(t); m != nil {
			return m[1], true
		}
	case 'e':
		if string(t) == ")" || string(t) == ")," {
			d.open = d.open[:len(d.open)-1]
			return []byte("]"), true
		}
		if loc := dumpExportKey.FindIndex(t); loc != nil {
			return t[loc[1]:], true
		}
	}
	return nil, false
}

// nextIs reports whether the next line of the input, trimmed, is s. It
// waits for no more than that line: a program may print "Array" and then
// think before the next line, which is read when it comes.
func (d *dumpIn) nextIs(s string) bool {
	for k := 1; ; k++ {
		k = max(k, min(d.src.Buffered(), 64)) // what is buffered, at once
		head, err := d.src.Peek(k)
		if i := bytes.IndexByte(head, '\n'); i >= 0 {
			return string(bytes.TrimSpace(head[:i])) == s
		}
		if err != nil || k >= 64 {
			return false
		}
	}
}

// note says what dumpIn changed, if anything.
func (d *dumpIn) note() string {
	if d.lines == 0 {
		return ""
	}
	return "PHP's array dumps (print_r, var_dump, var_export) were read as lists"
}
