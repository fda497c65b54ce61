package solveraudit

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/internal/base/text"
)

// Solution is one solution as a constraint or SMT solver printed it: the
// values of the model's placement variables, in the order of
// cpmodel.Model.Vars (a column per row, or 0/1 per cell).
type Solution struct {
	// Line is the output line where it was printed (it began).
	Line int
	// Vals holds the values; Set[i] is false for a variable the output
	// gave no value.
	Vals []int
	Set  []bool
}

// MiniZincTranscript is what a MiniZinc run's output said, besides its
// solutions.
type MiniZincTranscript struct {
	// Lines counts the lines read.
	Lines int
	// CompleteLine is the line of "==========" (the search ended, every
	// solution printed), 0 if none.
	CompleteLine int
	// UnsatLine is the line of "=====UNSATISFIABLE=====", 0 if none.
	UnsatLine int
	// ErrorLine is the line of "=====ERROR=====", 0 if none.
	ErrorLine int
	// Claims holds the numbers of solutions the statistics (--statistics)
	// stated, MiniZinc's "%%%mzn-stat: nSolutions=N" and the solver's
	// "%%%mzn-stat: solutions=N", in order.
	Claims []Claim
	// Bad holds the first unreadable lines (at most 5); BadTotal counts
	// them all.
	Bad      []BadLine
	BadTotal int
}

func (t *MiniZincTranscript) bad(line int, raw, why string) {
	t.BadTotal++
	if len(t.Bad) < maxBad {
		t.Bad = append(t.Bad, BadLine{Line: line, Text: text.Clip(raw, 80), Why: why})
	}
}

// ReadMiniZinc reads the output of a MiniZinc run on model m (its output
// item prints "q = [...]" or "x = [...]", each solution followed by
// "----------") and calls visit with each solution when its separator
// comes. Lines it cannot read are collected in the transcript; the error
// is visit's or a read error. Lines longer than MaxLine are unreadable.
func ReadMiniZinc(in io.Reader, m *cpmodel.Model, visit func(Solution) error) (MiniZincTranscript, error) {
	var t MiniZincTranscript
	br := bufio.NewReaderSize(in, 64<<10)
	var cur *Solution
	curText := ""
	line := 0
	for {
		raw, err := readLine(br)
		if err == io.EOF {
			break
		}
		line++
		t.Lines = line
		if errors.Is(err, errLongLine) {
			t.bad(line, raw, fmt.Sprintf("the line is longer than %d bytes", MaxLine))
			continue
		}
		if err != nil {
			return t, err
		}
		s := strings.TrimSpace(raw)
		switch {
		case strings.HasPrefix(s, "%%%mzn-stat: nSolutions=") || strings.HasPrefix(s, "%%%mzn-stat: solutions="):
			_, number, _ := strings.Cut(s, "=")
			v, err := strconv.ParseUint(number, 10, 64)
			if err != nil {
				t.bad(line, raw, fmt.Sprintf("%q is not a count in 0..2^64-1", text.Clip(number, 30)))
				continue
			}
			t.Claims = append(t.Claims, Claim{Line: line, Count: v, Text: text.Clip(s, 80)})
		case s == "" || strings.HasPrefix(s, "%"):
		case s == "----------":
			if cur == nil {
				t.bad(line, raw, "a solution separator with no solution before it")
				continue
			}
			sol := *cur
			cur = nil
			if err := visit(sol); err != nil {
				return t, err
			}
		case s == "==========":
			t.CompleteLine = line
		case s == "=====UNSATISFIABLE=====":
			t.UnsatLine = line
		case s == "=====ERROR=====":
			t.ErrorLine = line
		case strings.HasPrefix(s, "====="):
			t.bad(line, raw, "a final status this audit does not expect for a satisfaction problem")
		default:
			sol, why := miniZincSolution(m, s)
			if why != "" {
				t.bad(line, raw, why)
				continue
			}
			if cur != nil {
				t.bad(line, curText, fmt.Sprintf("the solution printed here has no ---------- after it before the next one (line %d)", line))
			}
			sol.Line = line
			cur, curText = &sol, raw
		}
	}
	if cur != nil {
		t.bad(cur.Line, curText, "the solution printed here has no ---------- after it before the end of the output")
	}
	return t, nil
}

// miniZincSolution reads a solution line, "q = [2, 4, 1, 3]" (or with
// x for a board), or says why it cannot.
func miniZincSolution(m *cpmodel.Model, s string) (Solution, string) {
	name, want := "q", m.N
	if m.Encoding.Shape == cpmodel.Cells {
		name, want = "x", m.N*m.N
	}
	rest, ok := strings.CutPrefix(s, name+" = [")
	if !ok {
		return Solution{}, fmt.Sprintf("not a solution line (%s = [...]), separator or final status", name)
	}
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, ";"), "]")
	var fields []string
	if strings.TrimSpace(rest) != "" {
		fields = strings.Split(rest, ",")
	}
	if len(fields) != want {
		return Solution{}, fmt.Sprintf("%d values, but the model has %d", len(fields), want)
	}
	sol := Solution{Vals: make([]int, want), Set: make([]bool, want)}
	for i, f := range fields {
		f = strings.TrimSpace(f)
		switch f {
		case "true":
			sol.Vals[i] = 1
		case "false":
			sol.Vals[i] = 0
		default:
			v, err := strconv.Atoi(f)
			if err != nil {
				return Solution{}, fmt.Sprintf("value %d, %q, is not an integer", i+1, text.Clip(f, 20))
			}
			sol.Vals[i] = v
		}
		sol.Set[i] = true
	}
	return sol, ""
}

// Claim is a number of solutions a tool stated.
type Claim struct {
	// Line is its output line, Text the line.
	Line int
	Text string
	// Count is the number stated.
	Count uint64
}

// sexp is an S-expression of an SMT solver's answer: an atom, or a list.
type sexp struct {
	atom   string
	list   []sexp
	isList bool
}

// smtReader reads an SMT solver's answers one at a time: a bare symbol
// (sat, unsat, unknown, ...) or an S-expression that may span lines, each
// line at most MaxLine bytes and each answer at most MaxLine bytes.
type smtReader struct {
	br   *bufio.Reader
	line int
}

func newSMTReader(r io.Reader) *smtReader {
	return &smtReader{br: bufio.NewReaderSize(r, 64<<10)}
}

// answer is one answer: its first line, its text and its tree; Why is set
// when it could not be read (the text is then the first line's).
type answer struct {
	Line int
	Text string
	Tree sexp
	Why  string
}

// next returns the next answer, or io.EOF at the end of the output.
func (r *smtReader) next() (answer, error) {
	var b strings.Builder
	start, depth, inString, inQuoted := 0, 0, false, false
	for {
		raw, err := readLine(r.br)
		if err == io.EOF {
			if start == 0 {
				return answer{}, io.EOF
			}
			return answer{Line: start, Text: text.Clip(b.String(), 80), Why: "the answer that begins here is not closed before the end of the output"}, nil
		}
		r.line++
		if errors.Is(err, errLongLine) {
			return answer{Line: r.line, Text: text.Clip(raw, 80), Why: fmt.Sprintf("the line is longer than %d bytes", MaxLine)}, nil
		}
		if err != nil {
			return answer{}, err
		}
		if start == 0 && strings.TrimSpace(raw) == "" {
			continue
		}
		if start == 0 {
			start = r.line
		}
		if b.Len()+len(raw) > MaxLine {
			return answer{Line: start, Text: text.Clip(b.String(), 80), Why: fmt.Sprintf("the answer is longer than %d bytes", MaxLine)}, nil
		}
		b.WriteString(raw)
		b.WriteByte('\n')
		for i := 0; i < len(raw); i++ {
			switch c := raw[i]; {
			case inString:
				inString = c != '"'
			case inQuoted:
				inQuoted = c != '|'
			case c == '"':
				inString = true
			case c == '|':
				inQuoted = true
			case c == ';':
				i = len(raw) // a comment to the end of the line
			case c == '(':
				depth++
			case c == ')':
				depth--
			}
		}
		if depth <= 0 && !inString && !inQuoted {
			s := strings.TrimSpace(b.String())
			tree, why := parseSexp(s)
			return answer{Line: start, Text: text.Clip(s, 80), Tree: tree, Why: why}, nil
		}
	}
}

// parseSexp parses one S-expression, or says why it cannot.
func parseSexp(s string) (sexp, string) {
	toks := tokenize(s)
	if len(toks) == 0 {
		return sexp{}, "an empty answer"
	}
	var stack [][]sexp
	var top []sexp
	for _, tok := range toks {
		switch tok {
		case "(":
			stack = append(stack, top)
			top = nil
		case ")":
			if len(stack) == 0 {
				return sexp{}, "a closing parenthesis without its opening one"
			}
			l := sexp{list: top, isList: true}
			top = append(stack[len(stack)-1], l)
			stack = stack[:len(stack)-1]
		default:
			top = append(top, sexp{atom: tok})
		}
	}
	if len(stack) != 0 {
		return sexp{}, "an opening parenthesis without its closing one"
	}
	if len(top) != 1 {
		return sexp{}, fmt.Sprintf("%d expressions on the line where one answer was expected", len(top))
	}
	return top[0], ""
}

// tokenize cuts s into parentheses, strings, quoted symbols and atoms,
// dropping comments.
func tokenize(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == ';':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '(' || c == ')':
			toks = append(toks, string(c))
			i++
		case c == '"' || c == '|':
			j := i + 1
			for j < len(s) && s[j] != c {
				j++
			}
			toks = append(toks, s[i:min(j+1, len(s))])
			i = j + 1
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\n\r();\"|", rune(s[j])) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks
}

// smtValue reads the value term of a get-value or define-fun answer: a
// numeral, (- k), true or false, #b..., #x... or (_ bvK W).
func smtValue(e sexp) (int, bool) {
	if !e.isList {
		switch a := e.atom; {
		case a == "true":
			return 1, true
		case a == "false":
			return 0, true
		case strings.HasPrefix(a, "#b"):
			return bigInt(a[2:], 2)
		case strings.HasPrefix(a, "#x"):
			return bigInt(a[2:], 16)
		default:
			return bigInt(a, 10)
		}
	}
	l := e.list
	switch {
	case len(l) == 2 && !l[0].isList && l[0].atom == "-":
		v, ok := smtValue(l[1])
		return -v, ok
	case len(l) == 3 && !l[0].isList && l[0].atom == "_" && !l[1].isList && strings.HasPrefix(l[1].atom, "bv"):
		return bigInt(l[1].atom[2:], 10)
	}
	return 0, false
}

// bigInt reads digits in base; values beyond an int are refused.
func bigInt(digits string, base int) (int, bool) {
	if digits == "" || strings.HasPrefix(digits, "-") || strings.HasPrefix(digits, "+") {
		return 0, false
	}
	v, ok := new(big.Int).SetString(digits, base)
	if !ok || !v.IsInt64() || v.Int64() > 1<<40 {
		return 0, false
	}
	return int(v.Int64()), true
}

// smtSolution reads the values of m's placement variables from a
// get-value answer ((q1 2) (q2 4) ...) or a get-model answer
// ((define-fun q1 () Int 2) ...), possibly wrapped in (model ...). Why
// says why it cannot; variables it does not name are left unset.
func smtSolution(m *cpmodel.Model, a answer) (Solution, string) {
	index := map[string]int{}
	for i, v := range m.Vars {
		index[v] = i
	}
	sol := Solution{Line: a.Line, Vals: make([]int, len(m.Vars)), Set: make([]bool, len(m.Vars))}
	if !a.Tree.isList {
		return sol, "not a value list ((name value) ...) nor a model"
	}
	items := a.Tree.list
	if len(items) > 0 && !items[0].isList && items[0].atom == "model" {
		items = items[1:]
	}
	for _, it := range items {
		if !it.isList {
			return sol, fmt.Sprintf("%q is not a (name value) pair nor a define-fun", text.Clip(it.atom, 20))
		}
		var name, val sexp
		switch l := it.list; {
		case len(l) == 2:
			name, val = l[0], l[1]
		case len(l) == 5 && !l[0].isList && l[0].atom == "define-fun":
			name, val = l[1], l[4]
		default:
			return sol, "an entry that is neither (name value) nor (define-fun name () sort value)"
		}
		if name.isList {
			return sol, "an entry whose name is not a symbol"
		}
		i, ok := index[strings.Trim(name.atom, "|")]
		if !ok {
			continue // another variable of the model
		}
		v, ok := smtValue(val)
		if !ok {
			return sol, fmt.Sprintf("the value of %s is not a number, a Boolean or a bit-vector constant", m.Vars[i])
		}
		if sol.Set[i] && sol.Vals[i] != v {
			return sol, fmt.Sprintf("%s is given two values", m.Vars[i])
		}
		sol.Vals[i], sol.Set[i] = v, true
	}
	return sol, ""
}
