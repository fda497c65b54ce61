package solveraudit

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// MaxLine bounds the length of one output line; a longer line is
// unreadable.
const MaxLine = 1 << 20

// Format selects how output lines are read.
type Format int

const (
	// Competition reads the SAT competition format: "s" status lines, "v"
	// model lines (a model may span lines and ends with 0; one run may
	// print several models), "c" comments, clasp's "c Answer: k"
	// separators, picosat's "s SOLUTIONS k", and the counts of model
	// counters ("s mc N", "c s exact arb int N").
	Competition Format = iota
	// Bare reads minisat's result file: a first line SAT, UNSAT or INDET,
	// then the model as literal lines without a "v" prefix, ended with 0.
	Bare
)

// Status is a tool's answer.
type Status string

// The answers a status line or result file gives.
const (
	NoStatus Status = ""
	Sat      Status = "sat"
	Unsat    Status = "unsat"
	Unknown  Status = "unknown"
)

// Model is one model as printed: the value of each variable it names.
type Model struct {
	// Line is the output line where the model began.
	Line int
	// Vals is indexed by variable (Vals[0] unused); encode.Unset for the
	// variables the model does not name.
	Vals []encode.Value
}

// Transcript is what a run's output said, besides its models.
type Transcript struct {
	// Lines counts the lines read.
	Lines int
	// Status is the last status line's answer, StatusLine its line.
	Status     Status
	StatusLine int
	// UnsatLine is the line of the first UNSAT answer, 0 if none.
	UnsatLine int
	// SatLine is the line of the first SAT answer, 0 if none.
	SatLine int
	// HasClaim is true when the tool stated a count; Claimed is the last
	// one, ClaimLine its line and ClaimText the line itself.
	HasClaim  bool
	Claimed   uint64
	ClaimLine int
	ClaimText string
	// Bad holds the first unreadable lines (at most 5); BadTotal counts
	// them all.
	Bad      []BadLine
	BadTotal int
}

// BadLine is an output line that could not be read.
type BadLine struct {
	// Line is its 1-based number.
	Line int
	// Text is the line, cut to 80 bytes.
	Text string
	// Why says what is wrong with it.
	Why string
}

const maxBad = 5

// reader reads one run's output.
type reader struct {
	vars      int
	t         Transcript
	cur       []encode.Value // the model being read, nil between models
	start     int            // its first line
	startText string         // and that line's text
	visit     func(Model) error
}

func (r *reader) bad(line int, raw, why string) {
	r.t.BadTotal++
	if len(r.t.Bad) < maxBad {
		r.t.Bad = append(r.t.Bad, BadLine{Line: line, Text: text.Clip(raw, 80), Why: why})
	}
}

// closeOpen reports a model left without its terminating 0 at a boundary
// (another model's start, a status line, the end of the output) and drops
// it.
func (r *reader) closeOpen(line int, where string) {
	if r.cur != nil {
		r.bad(r.start, r.startText, fmt.Sprintf("the model that begins here has no terminating 0 before %s (line %d)", where, line))
		r.cur = nil
	}
}

// literals reads the literals of fields into the current model.
func (r *reader) literals(line int, text string, fields []string) error {
	for _, f := range fields {
		x, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			r.bad(line, text, fmt.Sprintf("%q is not a literal", f))
			r.cur = nil
			return nil
		}
		if x == 0 {
			if r.cur == nil {
				r.cur = make([]encode.Value, r.vars+1)
				r.start, r.startText = line, text
			}
			m := Model{Line: r.start, Vals: r.cur}
			r.cur = nil
			if err := r.visit(m); err != nil {
				return err
			}
			continue
		}
		v := x
		if v < 0 {
			v = -v
		}
		if v > int64(r.vars) {
			r.bad(line, text, fmt.Sprintf("literal %d names variable %d, outside the formula's 1..%d", x, v, r.vars))
			r.cur = nil
			return nil
		}
		if r.cur == nil {
			r.cur = make([]encode.Value, r.vars+1)
			r.start, r.startText = line, text
		}
		val := encode.True
		if x < 0 {
			val = encode.False
		}
		if old := r.cur[v]; old != encode.Unset && old != val {
			r.bad(line, text, fmt.Sprintf("variable %d is given both values in one model", v))
			r.cur = nil
			return nil
		}
		r.cur[v] = val
	}
	return nil
}

func (r *reader) status(line int, s Status) {
	r.t.Status, r.t.StatusLine = s, line
	switch s {
	case Unsat:
		if r.t.UnsatLine == 0 {
			r.t.UnsatLine = line
		}
	case Sat:
		if r.t.SatLine == 0 {
			r.t.SatLine = line
		}
	}
}

func (r *reader) claim(line int, text, number string) {
	v, err := strconv.ParseUint(number, 10, 64)
	if err != nil {
		r.bad(line, text, fmt.Sprintf("%q is not a count in 0..2^64-1", number))
		return
	}
	r.t.Claimed, r.t.HasClaim, r.t.ClaimLine, r.t.ClaimText = v, true, line, text
}

// errLongLine marks a line over MaxLine; it is reported as a BadLine.
var errLongLine = errors.New("line longer than the limit")

// Read reads a run's output in format f for a formula of vars variables,
// calls visit with each model as it ends (the Vals slice is visit's), and
// returns what else the output said. Lines it cannot read are collected in
// the transcript, not returned as errors; the error is visit's or a read
// error.
func Read(in io.Reader, f Format, vars int, visit func(Model) error) (Transcript, error) {
	r := &reader{vars: vars, visit: visit}
	br := bufio.NewReaderSize(in, 64<<10)
	line := 0
	for {
		text, err := readLine(br)
		if err == io.EOF {
			break
		}
		line++
		r.t.Lines = line
		if errors.Is(err, errLongLine) {
			r.bad(line, text, fmt.Sprintf("the line is longer than %d bytes", MaxLine))
			r.cur = nil
			continue
		}
		if err != nil {
			return r.t, err
		}
		if err := r.line(f, line, text); err != nil {
			return r.t, err
		}
	}
	r.closeOpen(line+1, "the end of the output")
	return r.t, nil
}

// readLine returns the next line without its end, errLongLine (with the
// line's first bytes) when it exceeds MaxLine, or io.EOF.
func readLine(br *bufio.Reader) (string, error) {
	var b []byte
	long := false
	for {
		chunk, err := br.ReadSlice('\n')
		if len(b)+len(chunk) > MaxLine {
			if !long {
				b = append(b, chunk[:min(len(chunk), 100)]...)
			}
			long = true
		} else if !long {
			b = append(b, chunk...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF && len(b) == 0 && !long {
			return "", io.EOF
		}
		if err != nil && err != io.EOF {
			return "", err
		}
		s := strings.TrimRight(string(b), "\r\n")
		if long {
			return s, errLongLine
		}
		return s, nil
	}
}

func (r *reader) line(f Format, line int, text string) error {
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return nil
	}
	fields := strings.Fields(trimmed)
	if f == Bare {
		switch trimmed {
		case "SAT":
			r.status(line, Sat)
			return nil
		case "UNSAT":
			r.status(line, Unsat)
			return nil
		case "INDET":
			r.status(line, Unknown)
			return nil
		}
		return r.literals(line, text, fields)
	}
	switch fields[0] {
	case "c":
		switch {
		case len(fields) >= 2 && fields[1] == "Answer:":
			r.closeOpen(line, "clasp's next answer")
		case len(fields) == 6 && fields[1] == "s" && fields[2] == "exact" && fields[3] == "arb" && fields[4] == "int":
			r.claim(line, text, fields[5])
		case len(fields) == 4 && fields[1] == "Models" && fields[2] == ":" && !strings.HasSuffix(fields[3], "+"):
			r.claim(line, text, fields[3]) // clasp's summary; "N+" means it stopped early
		}
		return nil
	case "Answer:":
		r.closeOpen(line, "clasp's next answer")
		return nil
	case "v":
		return r.literals(line, text, fields[1:])
	case "s":
		r.closeOpen(line, "a status line")
		switch {
		case len(fields) == 2 && fields[1] == "SATISFIABLE":
			r.status(line, Sat)
		case len(fields) == 2 && fields[1] == "UNSATISFIABLE":
			r.status(line, Unsat)
		case len(fields) == 2 && (fields[1] == "UNKNOWN" || fields[1] == "INDETERMINATE"):
			r.status(line, Unknown)
		case len(fields) == 3 && (fields[1] == "SOLUTIONS" || fields[1] == "mc"):
			r.claim(line, text, fields[2])
		default:
			r.bad(line, text, "not a status line this audit reads (s SATISFIABLE, s UNSATISFIABLE, s UNKNOWN, s SOLUTIONS N, s mc N)")
		}
		return nil
	}
	r.bad(line, text, `not a line of the SAT competition format ("c", "s" or "v")`)
	return nil
}
