package encode

import (
	"fmt"
	"strconv"

	"github.com/nqcheck/nqcheck/board"
)

// Var is a propositional variable, numbered from 1.
type Var uint32

// Lit is a literal: a variable or its negation. Its value is the DIMACS
// form, +v or -v; 0 is not a literal.
type Lit int32

// Pos returns the positive literal of v.
func (v Var) Pos() Lit { return Lit(v) }

// Neg returns the negative literal of v.
func (v Var) Neg() Lit { return -Lit(v) }

// Not returns the negation of l.
func (l Lit) Not() Lit { return -l }

// Var returns the variable of l.
func (l Lit) Var() Var {
	if l < 0 {
		return Var(-l)
	}
	return Var(l)
}

// Positive reports whether l is a positive literal.
func (l Lit) Positive() bool { return l > 0 }

// Dimacs returns l as a DIMACS integer.
func (l Lit) Dimacs() int { return int(l) }

// String returns the DIMACS form of l.
func (l Lit) String() string { return strconv.Itoa(int(l)) }

// Clause is a disjunction of literals.
type Clause []Lit

// Sink receives clauses. *CNF is a Sink; so is anything that feeds a solver
// or a writer.
type Sink interface {
	Add(c Clause)
}

// CNF is a formula in conjunctive normal form.
type CNF struct {
	// Vars is the number of variables: every literal's variable is in 1..Vars.
	Vars int
	// Clauses holds the clauses in the order they were added.
	Clauses []Clause
	// Comments are written as "c" lines at the top of a DIMACS file.
	Comments []string
}

// Add appends c to f and raises f.Vars to cover its variables. The clause
// is not copied.
func (f *CNF) Add(c Clause) {
	for _, l := range c {
		if v := int(l.Var()); v > f.Vars {
			f.Vars = v
		}
	}
	f.Clauses = append(f.Clauses, c)
}

// Cell returns the placement variable of the 0-based cell (r, c) on an n×n
// board: r·n + c + 1.
func Cell(n, r, c int) Var {
	return Var(r*n + c + 1)
}

// Square returns the 0-based cell of placement variable v on an n×n board;
// ok is false when v is not a placement variable (outside 1..n²).
func Square(n int, v Var) (r, c int, ok bool) {
	if v < 1 || int(v) > n*n {
		return 0, 0, false
	}
	i := int(v) - 1
	return i / n, i % n, true
}

// Placement returns the cells of the placement variables among vars, the
// true variables of a model, on an n×n board (Square), in the order of
// vars: ascending variables give a sorted Placement. Auxiliary variables
// are skipped.
func Placement(n int, vars []Var) board.Placement {
	p := make(board.Placement, 0, len(vars))
	for _, v := range vars {
		if r, c, ok := Square(n, v); ok {
			p = append(p, board.Cell{Row: r, Col: c})
		}
	}
	return p
}

// Queens returns the N-Queens CNF for an n×n board.
func Queens(n int) *CNF {
	f := &CNF{Comments: Header(n)}
	QueensTo(f, n)
	f.Vars = max(f.Vars, n*n)
	return f
}

// Header returns the comment lines that describe the N-Queens encoding of
// size n and its variable mapping.
func Header(n int) []string {
	return []string{
		fmt.Sprintf("N-Queens, n = %d: each row exactly one queen; each column, diagonal and anti-diagonal at most one (pairwise)", n),
		fmt.Sprintf("variable x(r,c) = r*%d + c + 1 for 0-based row r and column c; variables 1..%d", n, n*n),
	}
}

// QueensTo adds the N-Queens clauses for an n×n board to dst: for each row
// one clause that it holds a queen, then for each pair of cells on one row,
// column, diagonal or anti-diagonal a clause that they do not both hold one.
func QueensTo(dst Sink, n int) {
	for r := 0; r < n; r++ {
		row := make(Clause, n)
		for c := 0; c < n; c++ {
			row[c] = Cell(n, r, c).Pos()
		}
		dst.Add(row)
	}
	lines := boardLines(n)
	for _, line := range lines {
		AtMostOne(dst, line)
	}
}

// AtMostOne adds to dst the pairwise clauses ¬a ∨ ¬b for every pair of vs.
func AtMostOne(dst Sink, vs []Var) {
	for i := 0; i < len(vs); i++ {
		for j := i + 1; j < len(vs); j++ {
			dst.Add(Clause{vs[i].Neg(), vs[j].Neg()})
		}
	}
}
