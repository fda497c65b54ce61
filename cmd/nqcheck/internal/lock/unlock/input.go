package unlock

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nqcheck/nqcheck/internal/base/text"
)

// The bounds of the input ReadInput reads.
const (
	// MaxLine bounds the length of one input line, its newline included.
	MaxLine = 256
	// MaxCases bounds T, the number of cases.
	MaxCases = 100000
	// MaxSegmentLines bounds N, the number of segment lines of one case:
	// every segment of the grid in both directions, and some.
	MaxSegmentLines = 100
)

// quoted is how much of a bad token an error message quotes.
const quoted = 20

// InputError is an error in the input that ReadInput reads: its line and
// what is wrong.
type InputError struct {
	// Line is the 1-based line number.
	Line int
	// Text says what is wrong and what was wanted.
	Text string
}

// Error returns "line L: TEXT".
func (e *InputError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Text) }

// ReadInput reads the exercise's input from r: a line holding T, the
// number of cases, then for each case a line holding N and N lines each
// holding two points x y, a segment seen. Numbers on a line are separated
// by white space; blank lines are skipped; nothing but blank lines may
// follow the last case. It returns each case's set of segments, in input
// order (a segment given twice, or in both directions, counts once). An
// error is an *InputError naming the line, or an error reading r.
func ReadInput(r io.Reader) ([]Set, error) {
	in := &lines{s: bufio.NewScanner(r)}
	in.s.Buffer(make([]byte, 0, MaxLine), MaxLine)
	f, err := in.next("the number of cases T", 1)
	if err != nil {
		return nil, err
	}
	t, err := in.number(f[0], "the number of cases T", 0, MaxCases)
	if err != nil {
		return nil, err
	}
	var cases []Set // grows with the cases read, not with T
	for c := 1; c <= t; c++ {
		what := fmt.Sprintf("case %d's number of segments N", c)
		if f, err = in.next(what, 1); err != nil {
			return nil, err
		}
		n, err := in.number(f[0], what, 0, MaxSegmentLines)
		if err != nil {
			return nil, err
		}
		var set Set
		for j := 1; j <= n; j++ {
			what := fmt.Sprintf("case %d's segment %d of %d, two points x y", c, j, n)
			if f, err = in.next(what, 2); err != nil {
				return nil, err
			}
			x, err := in.number(f[0], "a point", 1, Points)
			if err != nil {
				return nil, err
			}
			y, err := in.number(f[1], "a point", 1, Points)
			if err != nil {
				return nil, err
			}
			seg, err := NewSegment(x, y)
			if err != nil {
				return nil, in.fail("%v: want two different points", err)
			}
			set = set.Add(seg)
		}
		cases = append(cases, set)
	}
	if f, err := in.next("", 0); err != nil {
		return nil, err
	} else if f != nil {
		return nil, in.fail("extra line %q after the last of the %d cases", text.Clip(string(bytes.Join(f, []byte(" "))), quoted), t)
	}
	return cases, nil
}

// lines reads the input line by line.
type lines struct {
	s    *bufio.Scanner
	line int // the number of the last line read
}

// fail returns an *InputError on the last line read.
func (in *lines) fail(format string, a ...any) error {
	return &InputError{Line: in.line, Text: fmt.Sprintf(format, a...)}
}

// next returns the fields of the next line that is not blank, which must
// hold want of them; at the end of the input it fails naming what was
// wanted, or with want 0 returns nil.
func (in *lines) next(what string, want int) ([][]byte, error) {
	for in.s.Scan() {
		in.line++
		f := bytes.Fields(in.s.Bytes())
		switch {
		case len(f) == 0:
			continue
		case want == 0:
			return f, nil
		case len(f) != want:
			return nil, in.fail("%d numbers where %s should be", len(f), what)
		}
		return f, nil
	}
	if err := in.s.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &InputError{Line: in.line + 1, Text: fmt.Sprintf("longer than %d bytes", MaxLine)}
		}
		return nil, fmt.Errorf("cannot read the input: %w", err)
	}
	if want == 0 {
		return nil, nil
	}
	return nil, &InputError{Line: in.line + 1, Text: fmt.Sprintf("the input ends where %s should be", what)}
}

// number parses field f as an integer in lo..hi.
func (in *lines) number(f []byte, what string, lo, hi int) (int, error) {
	v, err := strconv.Atoi(string(f))
	if err != nil {
		return 0, in.fail("%q is not an integer: want %s, %d to %d", text.Clip(string(f), quoted), what, lo, hi)
	}
	if v < lo || v > hi {
		return 0, in.fail("%d is outside %d..%d: want %s", v, lo, hi, what)
	}
	return v, nil
}

// WriteAnswers writes each answer on a line of its own, as the exercise
// wants them, and returns the first write error.
func WriteAnswers(w io.Writer, answers []uint64) error {
	bw := bufio.NewWriter(w)
	for _, a := range answers {
		bw.WriteString(strconv.FormatUint(a, 10))
		bw.WriteByte('\n')
	}
	return bw.Flush()
}
