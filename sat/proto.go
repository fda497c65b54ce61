package sat

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"github.com/nqcheck/nqcheck/encode"
)

// ProtocolVersion is the version number a problem message carries.
const ProtocolVersion = 3

// MaxLine bounds the length of one protocol line, its newline included.
const MaxLine = 1 << 20

// Kind is the kind of a protocol message.
type Kind int

// The message kinds. MsgProblem, MsgClause and MsgCube go from the parent to a
// worker; MsgModel, MsgLemma, MsgDone and MsgFail from a worker to the
// parent.
const (
	// MsgProblem opens a job stream: version, variable count, clause count,
	// projection and the Exact option.
	MsgProblem Kind = iota + 1
	// MsgClause is one clause of the formula; Message.Clauses of them follow
	// the problem message.
	MsgClause
	// MsgCube asks the worker to enumerate one cube.
	MsgCube
	// MsgModel is one model of the cube being enumerated.
	MsgModel
	// MsgDone ends a cube's models, with the cube's statistics.
	MsgDone
	// MsgFail reports that the worker could not enumerate a cube.
	MsgFail
	// MsgLemma is one lemma of the proof of a cube's final Unsat, sent
	// before the cube's done message when the problem asks for proofs.
	MsgLemma
)

var kindNames = [...]string{MsgProblem: "problem", MsgClause: "clause", MsgCube: "cube", MsgModel: "model", MsgDone: "done", MsgFail: "fail", MsgLemma: "lemma"}

// String returns the kind's verb, the first word of its line.
func (k Kind) String() string {
	if k >= MsgProblem && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", int(k))
}

// Message is one line of the protocol. Which fields a message uses depends
// on its Kind; the others are zero.
type Message struct {
	// Kind says what the message is, and which fields it uses.
	Kind Kind
	// ID numbers the cube (MsgCube, MsgModel, MsgDone, MsgFail).
	ID int
	// Vars is the formula's variable count (MsgProblem).
	Vars int
	// Clauses is the number of MsgClause messages that follow (MsgProblem).
	Clauses int
	// Project is Options.Project, the projection of models (MsgProblem).
	Project int
	// Exact is Options.Exact, the blocking of whole projected assignments
	// (MsgProblem).
	Exact bool
	// Mode is Options.Mode, how each cube is enumerated (MsgProblem).
	Mode Mode
	// Proof asks the worker for the proof of each cube's final Unsat
	// (MsgProblem): Options.OnProof is set.
	Proof bool
	// Lits holds a clause's literals (MsgClause), a cube's (MsgCube) or a
	// lemma's (MsgLemma, none for the empty clause).
	Lits []encode.Lit
	// True holds a model's true projected variables (MsgModel), as the
	// engine returned them.
	True []encode.Var
	// Stats are the cube's statistics (MsgDone).
	Stats Stats
	// Text explains a failure (MsgFail).
	Text string
}

// maxInt bounds every number of the protocol: ids, counts and variables.
const maxInt = 1<<31 - 1

// AppendMessage appends m's line, newline included, to dst. It fails on a
// message that Reader would reject: an unknown kind, a negative or
// oversized number, a zero literal or variable.
func AppendMessage(dst []byte, m Message) ([]byte, error) {
	if err := m.check(); err != nil {
		return dst, err
	}
	dst = append(dst, m.Kind.String()...)
	num := func(x int) {
		dst = append(dst, ' ')
		dst = strconv.AppendInt(dst, int64(x), 10)
	}
	switch m.Kind {
	case MsgProblem:
		num(ProtocolVersion)
		num(m.Vars)
		num(m.Clauses)
		num(m.Project)
		if m.Exact {
			num(1)
		} else {
			num(0)
		}
		num(int(m.Mode))
		num(b2i(m.Proof))
	case MsgClause:
		for _, l := range m.Lits {
			num(int(l))
		}
	case MsgCube, MsgLemma:
		num(m.ID)
		for _, l := range m.Lits {
			num(int(l))
		}
	case MsgModel:
		num(m.ID)
		for _, v := range m.True {
			num(int(v))
		}
	case MsgDone:
		num(m.ID)
		num(m.Stats.Models)
		num(m.Stats.Solves)
	case MsgFail:
		num(m.ID)
		dst = append(dst, ' ')
		dst = strconv.AppendQuoteToASCII(dst, m.Text)
	}
	return append(dst, '\n'), nil
}

// check reports whether m can be written.
func (m Message) check() error {
	inRange := func(what string, x int) error {
		if x < 0 || x > maxInt {
			return fmt.Errorf("%s %d is out of range", what, x)
		}
		return nil
	}
	lits := func(ls []encode.Lit) error {
		for _, l := range ls {
			if l == 0 || l < -maxInt {
				return fmt.Errorf("literal %d is not a literal", l)
			}
		}
		return nil
	}
	switch m.Kind {
	case MsgProblem:
		var mode error
		if m.Mode != Block && m.Mode != Enumerate {
			mode = fmt.Errorf("mode %d is unknown", int(m.Mode))
		}
		return errors.Join(inRange("variable count", m.Vars), inRange("clause count", m.Clauses), inRange("projection", m.Project), mode)
	case MsgClause:
		return lits(m.Lits)
	case MsgCube, MsgLemma:
		return errors.Join(inRange("cube id", m.ID), lits(m.Lits))
	case MsgModel:
		for _, v := range m.True {
			if v == 0 || v > maxInt {
				return fmt.Errorf("variable %d is not a variable", v)
			}
		}
		return inRange("cube id", m.ID)
	case MsgDone:
		return errors.Join(inRange("cube id", m.ID), inRange("model count", m.Stats.Models), inRange("solve count", m.Stats.Solves))
	case MsgFail:
		return inRange("cube id", m.ID)
	}
	return fmt.Errorf("unknown message kind %v", m.Kind)
}

// ProtocolError reports a malformed protocol line.
type ProtocolError struct {
	// Line is the 1-based number of the offending line.
	Line int
	// Msg says what is wrong with it.
	Msg string
}

// Error returns "protocol line N: reason".
func (e *ProtocolError) Error() string {
	return fmt.Sprintf("protocol line %d: %s", e.Line, e.Msg)
}

// Reader decodes protocol messages, one per line.
type Reader struct {
	r    *bufio.Reader
	line int
	buf  []byte
}

// NewReader returns a Reader that reads messages from r.
func NewReader(r io.Reader) *Reader {
	return &Reader{r: bufio.NewReaderSize(r, 64<<10)}
}

// Read returns the next message. At the end of the input it returns
// io.EOF; a malformed line, including a last line without its newline,
// gives a *ProtocolError; a read error is returned as is.
func (r *Reader) Read() (Message, error) {
	line, err := r.readLine()
	if err != nil {
		return Message{}, err
	}
	m, msg := parseMessage(line)
	if msg != "" {
		return Message{}, &ProtocolError{Line: r.line, Msg: msg}
	}
	return m, nil
}

func (r *Reader) readLine() ([]byte, error) {
	r.buf = r.buf[:0]
	for {
		chunk, err := r.r.ReadSlice('\n')
		if len(r.buf)+len(chunk) > MaxLine {
			r.line++
			return nil, &ProtocolError{Line: r.line, Msg: fmt.Sprintf("line longer than %d bytes", MaxLine)}
		}
		r.buf = append(r.buf, chunk...)
		switch {
		case err == nil:
			r.line++
			return r.buf[:len(r.buf)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(r.buf) == 0:
			return nil, io.EOF
		case errors.Is(err, io.EOF):
			r.line++
			return nil, &ProtocolError{Line: r.line, Msg: "last line lacks its newline (truncated stream)"}
		default:
			return nil, err
		}
	}
}

// parseMessage decodes one line without its newline; msg is empty on
// success and describes the fault otherwise. Every number is parsed before
// any is judged, so a line with a malformed number reports that first.
// A model line, one per model, is parsed straight into its variables: its
// one allocation is the Message's True.
func parseMessage(line []byte) (m Message, msg string) {
	verb, rest, _ := bytes.Cut(line, []byte{' '})
	if m.Kind = kindOf(verb); m.Kind == 0 {
		return m, fmt.Sprintf("unknown message %q", shorten(verb))
	}
	args := len(rest) > 0 || bytes.IndexByte(line, ' ') >= 0
	switch m.Kind {
	case MsgFail:
		return m, m.parseFail(rest)
	case MsgModel:
		return m, m.parseModel(rest, args)
	}
	var buf [8]int64 // enough for every kind but long clauses, cubes and lemmas
	var nums []int64
	if args {
		if nums, msg = parseNumbers(m.Kind, rest, buf[:0]); msg != "" {
			return m, msg
		}
	}
	return m, m.setNumbers(nums)
}

// kindOf returns the kind a message's verb names, 0 for none.
func kindOf(verb []byte) Kind {
	for k := MsgProblem; int(k) < len(kindNames); k++ {
		if string(verb) == kindNames[k] {
			return k
		}
	}
	return 0
}

// parseFail decodes the fields of a fail message: a cube id and a quoted
// text.
func (m *Message) parseFail(rest []byte) string {
	id, text, ok := bytes.Cut(rest, []byte{' '})
	if !ok {
		return "fail: want a cube id and a quoted text"
	}
	x, msg := parseNumber(m.Kind, id)
	if msg != "" {
		return msg
	}
	if x < 0 {
		return fmt.Sprintf("fail: cube id %d is negative", x)
	}
	m.ID = int(x)
	var err error
	if m.Text, err = strconv.Unquote(string(text)); err != nil || text[0] != '"' {
		return fmt.Sprintf("fail: text %q is not a quoted string", shorten(text))
	}
	return ""
}

// parseModel decodes the fields of a model message, a cube id and the
// model's true variables, into m.ID and m.True (nil when there are none).
// args says whether the line has fields at all.
func (m *Message) parseModel(rest []byte, args bool) string {
	if !args {
		return "model: want a cube id"
	}
	idField, vars, more := bytes.Cut(rest, []byte{' '})
	id, msg := parseNumber(m.Kind, idField)
	if msg != "" {
		return msg
	}
	bad := int64(1) // the first field that is not a variable, if any
	if more {
		m.True = make([]encode.Var, 0, bytes.Count(vars, []byte{' '})+1)
		for f := range bytes.SplitSeq(vars, []byte{' '}) {
			x, msg := parseNumber(m.Kind, f)
			if msg != "" {
				return msg
			}
			if x <= 0 && bad > 0 {
				bad = x
			}
			m.True = append(m.True, encode.Var(x))
		}
	}
	if s := negative(m.Kind, "cube id", id); s != "" {
		return s
	}
	m.ID = int(id)
	if bad <= 0 {
		return fmt.Sprintf("model: %d is not a variable", bad)
	}
	return ""
}

// parseNumbers appends the space-separated numbers of rest to nums.
func parseNumbers(k Kind, rest []byte, nums []int64) ([]int64, string) {
	for f := range bytes.SplitSeq(rest, []byte{' '}) {
		x, msg := parseNumber(k, f)
		if msg != "" {
			return nil, msg
		}
		nums = append(nums, x)
	}
	return nums, ""
}

// setNumbers judges the numbers of a problem, clause, cube, lemma or done
// message and sets m's fields from them.
func (m *Message) setNumbers(nums []int64) (msg string) {
	switch m.Kind {
	case MsgProblem:
		return m.setProblem(nums)
	case MsgClause:
		m.Lits, msg = literals(m.Kind, nums)
	case MsgCube, MsgLemma:
		if len(nums) < 1 {
			return fmt.Sprintf("%v: want a cube id", m.Kind)
		}
		if s := negative(m.Kind, "cube id", nums[0]); s != "" {
			return s
		}
		m.ID = int(nums[0])
		m.Lits, msg = literals(m.Kind, nums[1:])
	case MsgDone:
		if len(nums) != 3 {
			return wantNumbers(m.Kind, 3, len(nums))
		}
		for i, what := range []string{"cube id", "model count", "solve count"} {
			if s := negative(m.Kind, what, nums[i]); s != "" {
				return s
			}
		}
		m.ID, m.Stats.Models, m.Stats.Solves = int(nums[0]), int(nums[1]), int(nums[2])
	}
	return msg
}

// setProblem judges the seven numbers of a problem message and sets m's
// fields from them.
func (m *Message) setProblem(nums []int64) string {
	if len(nums) != 7 {
		return wantNumbers(m.Kind, 7, len(nums))
	}
	if nums[0] != ProtocolVersion {
		return fmt.Sprintf("problem: protocol version %d, want %d", nums[0], ProtocolVersion)
	}
	for i, what := range []string{"variable count", "clause count", "projection"} {
		if s := negative(m.Kind, what, nums[i+1]); s != "" {
			return s
		}
	}
	if nums[4] != 0 && nums[4] != 1 {
		return fmt.Sprintf("problem: exact flag %d, want 0 or 1", nums[4])
	}
	if nums[5] != int64(Block) && nums[5] != int64(Enumerate) {
		return fmt.Sprintf("problem: mode %d, want %d (block) or %d (enumerate)", nums[5], Block, Enumerate)
	}
	if nums[6] != 0 && nums[6] != 1 {
		return fmt.Sprintf("problem: proof flag %d, want 0 or 1", nums[6])
	}
	m.Vars, m.Clauses, m.Project, m.Exact, m.Mode, m.Proof = int(nums[1]), int(nums[2]), int(nums[3]), nums[4] == 1, Mode(nums[5]), nums[6] == 1
	return ""
}

// wantNumbers says that a message of kind k holds got numbers, not want.
func wantNumbers(k Kind, want, got int) string {
	return fmt.Sprintf("%v: want %d numbers, got %d", k, want, got)
}

// negative says that the field what of a message of kind k is negative,
// "" when x is not.
func negative(k Kind, what string, x int64) string {
	if x < 0 {
		return fmt.Sprintf("%v: %s %d is negative", k, what, x)
	}
	return ""
}

// literals converts the numbers of a message of kind k to literals, nil
// for none; 0 is no literal.
func literals(k Kind, xs []int64) ([]encode.Lit, string) {
	if len(xs) == 0 {
		return nil, ""
	}
	out := make([]encode.Lit, len(xs))
	for i, x := range xs {
		if x == 0 {
			return nil, fmt.Sprintf("%v: literal 0", k)
		}
		out[i] = encode.Lit(x)
	}
	return out, ""
}

// parseNumber parses one field in its canonical decimal form: no sign but
// a minus, no leading zero, within ±maxInt.
func parseNumber(k Kind, f []byte) (int64, string) {
	x, err := strconv.ParseInt(string(f), 10, 64)
	if err != nil || len(f) == 0 || f[0] == '+' || (len(f) > 1 && (f[0] == '0' || (f[0] == '-' && f[1] == '0'))) {
		return 0, fmt.Sprintf("%v: %q is not a number", k, shorten(f))
	}
	if x > maxInt || x < -maxInt {
		return 0, fmt.Sprintf("%v: %d is out of range", k, x)
	}
	return x, ""
}

func shorten(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "..."
	}
	return string(b)
}
