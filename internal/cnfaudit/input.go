package cnfaudit

import (
	"errors"
	"fmt"
	"io"
	"os"

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
	if num == ColMajor {
		f.CNF = encode.Remap(cnf, encode.ColumnMajor(n))
	}
	return f, nil
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
	_, err := fmt.Fprintf(w, "audit-cnf: n = %d, %s: %d variables (%d placement, %d auxiliary), %d clauses, numbering %s\n",
		f.N, f.Name, f.Vars, f.N*f.N, f.Vars-f.N*f.N, f.Clauses, f.Numbering)
	return err
}
