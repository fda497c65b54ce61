package cnfaudit

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/encode"
)

// Numbering is how a CNF numbers its placement variables 1..n².
type Numbering string

// The numberings of the placement variables, for board size n and the
// 0-based cell (r, c).
const (
	RowMajor Numbering = "rowmajor" // variable r·n+c+1, as package encode numbers them
	ColMajor Numbering = "colmajor" // variable c·n+r+1
)

// ParseNumbering returns the numbering named s: rowmajor or colmajor.
func ParseNumbering(s string) (Numbering, error) {
	if num := Numbering(s); num == RowMajor || num == ColMajor {
		return num, nil
	}
	return "", fmt.Errorf("unknown numbering %q (want rowmajor or colmajor)", s)
}

// InputKind says why a CNF cannot be decided.
type InputKind int

const (
	// Unopenable: the file cannot be opened.
	Unopenable InputKind = iota
	// Unreadable: reading it failed.
	Unreadable
	// Malformed: it is not DIMACS CNF (encode.ParseError).
	Malformed
	// TooFewVars: its header declares fewer variables than the board has
	// cells.
	TooFewVars
	// BadShow: its projection comment ("c p show ... 0") does not list
	// n² distinct variables of the formula.
	BadShow
)

// InputError is a CNF that cannot be decided, of one of the kinds of
// InputKind. Its message names the input and what is wrong.
type InputError struct {
	Kind InputKind
	Err  error // the underlying error; nil for TooFewVars
	msg  string
}

// Error returns the message.
func (e *InputError) Error() string { return e.msg }

// Unwrap returns the underlying error.
func (e *InputError) Unwrap() error { return e.Err }

// Formula is a CNF read for Decide.
type Formula struct {
	// Name names it: its path, or "-" for standard input.
	Name string
	// N is the board size it is read for; Numbering the numbering of its
	// placement variables in the file.
	N         int
	Numbering Numbering
	// Vars and Clauses are its header's variable count and its number of
	// clauses.
	Vars, Clauses int
	// Renamed says that the file's projection comment ("c p show ... 0",
	// as nqcheck dimacs --shuffle writes it) named other variables than
	// 1..n² in order: its k-th variable was read as placement variable k.
	Renamed bool
	// CNF is the formula, its placement variables numbered row-major.
	CNF *encode.CNF
}

// ReadFormula reads the DIMACS CNF of board size n from the file at path,
// or from stdin when path is "-", its placement variables numbered by num.
// Every error is an *InputError.
func ReadFormula(path string, stdin io.Reader, n int, num Numbering) (*Formula, error) {
	in := stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, &InputError{Kind: Unopenable, Err: err, msg: fmt.Sprintf("cannot read the CNF: %v", err)}
		}
		defer f.Close()
		in = f
	}
	cnf, err := encode.ReadDIMACS(in)
	switch {
	case encode.IsParseError(err):
		return nil, &InputError{Kind: Malformed, Err: err, msg: fmt.Sprintf("%s: malformed DIMACS: %v", path, err)}
	case err != nil:
		return nil, &InputError{Kind: Unreadable, Err: err, msg: fmt.Sprintf("cannot read %s: %v", path, err)}
	case cnf.Vars < n*n:
		return nil, &InputError{Kind: TooFewVars, msg: fmt.Sprintf("%s: the header declares %d variables, fewer than the %d placement variables of n = %d",
			path, cnf.Vars, n*n, n)}
	}
	f := &Formula{Name: path, N: n, Numbering: num, Vars: cnf.Vars, Clauses: len(cnf.Clauses), CNF: cnf}
	show, err := showVars(cnf.Comments)
	if err == nil && show != nil && len(show) != n*n {
		err = fmt.Errorf("it lists %d variables, not the %d placement variables of n = %d", len(show), n*n, n)
	}
	if err != nil {
		return nil, &InputError{Kind: BadShow, Err: err, msg: fmt.Sprintf("%s: the c p show line: %v", path, err)}
	}
	if show != nil {
		var ok bool
		if f.CNF, ok, err = throughShow(cnf, show); err != nil {
			return nil, &InputError{Kind: BadShow, Err: err, msg: fmt.Sprintf("%s: the c p show line: %v", path, err)}
		}
		f.Renamed = ok
	}
	if num == ColMajor {
		f.CNF = encode.Remap(f.CNF, encode.ColumnMajor(n))
	}
	return f, nil
}

// showVars returns the variables of the projection comments ("p show v1
// v2 ... 0", one list per comment line), in order; nil when there is none.
func showVars(comments []string) ([]encode.Var, error) {
	var show []encode.Var
	for _, c := range comments {
		fields := strings.Fields(c)
		if len(fields) < 2 || fields[0] != "p" || fields[1] != "show" {
			continue
		}
		fields = fields[2:]
		if len(fields) == 0 || fields[len(fields)-1] != "0" {
			return nil, errors.New("it does not end with 0")
		}
		for _, w := range fields[:len(fields)-1] {
			v, err := strconv.Atoi(w)
			if err != nil || v <= 0 {
				return nil, fmt.Errorf("%q is not a variable", w)
			}
			show = append(show, encode.Var(v))
		}
		if show == nil {
			show = []encode.Var{}
		}
	}
	return show, nil
}

// throughShow renames cnf's variables so that show[k] becomes k+1, the
// others keeping their order above len(show); it reports whether that
// renamed any.
func throughShow(cnf *encode.CNF, show []encode.Var) (*encode.CNF, bool, error) {
	to := make([]encode.Var, cnf.Vars+1)
	renamed := false
	for k, v := range show {
		switch {
		case int(v) > cnf.Vars:
			return nil, false, fmt.Errorf("variable %d is above the header's %d", v, cnf.Vars)
		case to[v] != 0:
			return nil, false, fmt.Errorf("it lists variable %d twice", v)
		}
		to[v] = encode.Var(k + 1)
		renamed = renamed || int(v) != k+1
	}
	if !renamed {
		return cnf, false, nil
	}
	next := encode.Var(len(show) + 1)
	for v := 1; v <= cnf.Vars; v++ {
		if to[v] == 0 {
			to[v] = next
			next++
		}
	}
	return encode.Remap(cnf, func(v encode.Var) encode.Var { return to[v] }), true, nil
}

// IsInputError reports whether err is an *InputError.
func IsInputError(err error) bool {
	var ie *InputError
	return errors.As(err, &ie)
}

// WriteHeader writes the line that says what was read: the board size,
// the name, the variables (placement and auxiliary), the clauses and the
// numbering.
func (f *Formula) WriteHeader(w io.Writer) error {
	through := ""
	if f.Renamed {
		through = " after the c p show line's renaming"
	}
	_, err := fmt.Fprintf(w, "audit-cnf: n = %d, %s: %d variables (%d placement, %d auxiliary), %d clauses, numbering %s%s\n",
		f.N, f.Name, f.Vars, f.N*f.N, f.Vars-f.N*f.N, f.Clauses, f.Numbering, through)
	return err
}
