package audit

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/board"
)

// Format is the layout of the audited output.
type Format int

const (
	// Auto reads the input every way side by side and keeps the reading
	// that explains the most of it (see the package doc).
	Auto Format = iota
	// Lines is one solution per line: 1-based columns separated by white
	// space, optionally followed by a line holding only the total.
	Lines
	// P1219 is the classic task's answer: the first three solutions in
	// lexicographic order (fewer when there are fewer), 1-based, then the
	// total on its own line.
	P1219
	// Coords is one solution per line as 0-based "(row col)" pairs, then
	// the line "The total of N Queen's solutions:X".
	Coords
	// Board is a grid of n rows of n cells per solution, written with two
	// symbols (a queen and an empty cell), with or without separators
	// between the cells; a board ends after n rows, and blank lines
	// between boards are optional. A last line may hold the total.
	Board
	// List is bracketed lists as Python, JSON, Java, JavaScript or Go
	// print them: lists of permutations, of board rows (strings, lists of
	// one-symbol strings or of 0/1 numbers), or of "(row, col)" pairs,
	// nested in any way, on one line or many. A number after the last
	// list is the total.
	List
	// Count is a bare count of the solutions: a single number.
	Count
)

var formatNames = []string{"auto", "lines", "p1219", "coords", "board", "list", "count"}

// String returns the format's name as the command line spells it.
func (f Format) String() string {
	if f < 0 || int(f) >= len(formatNames) {
		return fmt.Sprintf("Format(%d)", int(f))
	}
	return formatNames[f]
}

// ParseFormat returns the format named s: auto, lines, p1219, coords,
// board, list or count.
func ParseFormat(s string) (Format, error) {
	for i, name := range formatNames {
		if s == name {
			return Format(i), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q (want %s)", s, strings.Join(formatNames, ", "))
}

// aboutRun reports whether k says how the program that wrote the output
// ended.
func (k Kind) aboutRun() bool {
	return k == ProgramFailed || k == TimedOut || k == OutputCapped || k == NoOutput
}

// Base is how the columns of a listing are counted.
type Base int

const (
	// BaseAuto takes the base the data shows: 0-based when a solution
	// holds 0 and not n, 1-based when it holds n and not 0. P1219 answers
	// must be 1-based and coords 0-based whatever the data.
	BaseAuto Base = iota
	// ZeroBased requires columns counted from 0.
	ZeroBased
	// OneBased requires columns counted from 1.
	OneBased
)

// ParseBase reads the --base flag: auto, 0 or 1.
func ParseBase(s string) (Base, error) {
	switch s {
	case "auto":
		return BaseAuto, nil
	case "0":
		return ZeroBased, nil
	case "1":
		return OneBased, nil
	}
	return 0, fmt.Errorf("unknown base %q (want auto, 0 or 1)", s)
}

// ParseQueen reads the --queen flag: one symbol (a rune), or "" for none
// (0: the data decides).
func ParseQueen(s string) (rune, error) {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case s == "":
		return 0, nil
	case size != len(s) || r == utf8.RuneError:
		return 0, fmt.Errorf("%q is not one symbol", s)
	}
	return r, nil
}

// Kind classifies a finding.
type Kind int

// The kinds of finding, in the order the summary lists them.
const (
	// LineTooLong is a finding: a line exceeds the length limit; it is skipped.
	LineTooLong Kind = iota
	// BlankLine is a finding: an empty or all-white-space line among the solutions.
	BlankLine
	// Unparsable is a finding: a token that is not a whole number, or in the coords
	// format text that is not a "(row col)" pair.
	Unparsable
	// WrongLength is a finding: a line with other than n columns (or n pairs).
	WrongLength
	// WrongBase is a finding: the columns are 0-based where the format wants 1-based,
	// or the other way round. Reported once, on the line that shows it;
	// the audit then reads every line in the base detected.
	WrongBase
	// OutOfRange is a finding: a value outside the board.
	OutOfRange
	// Invalid is a finding: a placement that is not a solution (two queens attack, or a
	// row of a coords line is empty or doubled).
	Invalid
	// Duplicate is a finding: a solution listed before.
	Duplicate
	// Order is a finding: a solution that does not come after the previous one in
	// lexicographic order; the report says what order the lines follow.
	Order
	// NotFirstThree is a finding: in the P1219 format, a solution line that is not the
	// solution of its rank (first, second, third) in lexicographic order.
	NotFirstThree
	// Missing is a finding: solutions of the reference that the output lacks; one
	// finding that says how many and names the first few.
	Missing
	// NotInReference is a finding: a valid solution that the reference does not list.
	// It can only come from a faulty reference.
	NotInReference
	// WrongTotal is a finding: a total line whose number is not Q(n), or that is not of
	// the format's form.
	WrongTotal
	// NoTotal is a finding: the format requires a total line and there is none.
	NoTotal
	// AfterTotal is a finding: a line after the total.
	AfterTotal
	// WrongCount is a finding: a bare count that is not Q(n).
	WrongCount
	// Ambiguous is a finding: the input reads two ways that give different
	// verdicts; the detail names the flag that decides.
	Ambiguous
	// ProgramFailed is a finding of a program run: it exited with a
	// status other than 0 or was killed by a signal.
	ProgramFailed
	// TimedOut is a finding of a program run: it was killed at the time
	// limit.
	TimedOut
	// OutputCapped is a finding of a program run: it wrote more than the
	// output cap and was killed.
	OutputCapped
	// NoOutput is a finding of a program run: it printed nothing.
	NoOutput
	// TextLine is a finding with --strict: a line that is not data.
	TextLine

	numKinds
)

var kindNames = [numKinds]string{
	LineTooLong:    "line too long",
	BlankLine:      "blank line",
	Unparsable:     "unparsable token",
	WrongLength:    "wrong number of columns",
	WrongBase:      "wrong column base",
	OutOfRange:     "value out of range",
	Invalid:        "invalid placement",
	Duplicate:      "duplicate solution",
	Order:          "order violation",
	NotFirstThree:  "not the expected first-three solution",
	Missing:        "missing solutions",
	NotInReference: "solution not in the reference",
	WrongTotal:     "wrong total",
	NoTotal:        "missing total",
	AfterTotal:     "text after the total",
	WrongCount:     "count differs",
	Ambiguous:      "ambiguous input",
	ProgramFailed:  "program failed",
	TimedOut:       "timed out",
	OutputCapped:   "output over the cap",
	NoOutput:       "no output",
	TextLine:       "text line",
}

var kindIDs = [numKinds]string{
	LineTooLong:    "line_too_long",
	BlankLine:      "blank_line",
	Unparsable:     "unparsable",
	WrongLength:    "wrong_length",
	WrongBase:      "wrong_base",
	OutOfRange:     "out_of_range",
	Invalid:        "invalid",
	Duplicate:      "duplicate",
	Order:          "order",
	NotFirstThree:  "not_first_three",
	Missing:        "missing",
	NotInReference: "not_in_reference",
	WrongTotal:     "wrong_total",
	NoTotal:        "no_total",
	AfterTotal:     "after_total",
	WrongCount:     "wrong_count",
	Ambiguous:      "ambiguous",
	ProgramFailed:  "program_failed",
	TimedOut:       "timed_out",
	OutputCapped:   "output_capped",
	NoOutput:       "no_output",
	TextLine:       "text_line",
}

// ID returns the kind's identifier in JSON output: "duplicate",
// "wrong_count", ...
func (k Kind) ID() string {
	if k < 0 || k >= numKinds {
		return fmt.Sprintf("kind_%d", int(k))
	}
	return kindIDs[k]
}

// MarshalText writes the kind as its ID.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.ID()), nil }

// String returns the kind's name as reports print it.
func (k Kind) String() string {
	if k < 0 || k >= numKinds {
		return fmt.Sprintf("Kind(%d)", int(k))
	}
	return kindNames[k]
}

// Kinds returns every kind, in the order the summary lists them.
func Kinds() []Kind {
	ks := make([]Kind, numKinds)
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}

// Finding is one fault found in the output.
type Finding struct {
	// Line is the 1-based line number; 0 for a finding about the input as
	// a whole, such as missing solutions.
	Line int64
	// Kind classifies the finding.
	Kind Kind
	// Detail says what is wrong, in plain words.
	Detail string
	// Queens holds the queens of the solution the finding is about, as
	// read (0-based rows and columns), when the line held one board's
	// worth of them; nil otherwise.
	Queens board.Placement
}

// String formats f as "line 12: duplicate solution: ...", or "end of
// input: ..." for a finding about the whole input.
func (f Finding) String() string {
	where := "end of input"
	if f.Line > 0 {
		where = fmt.Sprintf("line %d", f.Line)
	}
	return fmt.Sprintf("%s: %s: %s", where, f.Kind, f.Detail)
}
