package cpmodel

import (
	"fmt"
	"strings"
)

// Language is the language a model is written in.
type Language int

// The languages. DIMACS names package encode's CNF family, which this
// package does not build; it is listed so that one flag can name every
// language.
const (
	DIMACS Language = iota
	MiniZinc
	SMTLIB
)

var languageNames = [...]string{"dimacs", "minizinc", "smtlib"}

// Languages returns every language, in a fixed order.
func Languages() []Language { return []Language{DIMACS, MiniZinc, SMTLIB} }

// String returns the language's name as the command line spells it.
func (l Language) String() string {
	if l >= 0 && int(l) < len(languageNames) {
		return languageNames[l]
	}
	return fmt.Sprintf("Language(%d)", int(l))
}

// ParseLanguage returns the language named s.
func ParseLanguage(s string) (Language, error) {
	for i, name := range languageNames {
		if s == name {
			return Language(i), nil
		}
	}
	return 0, fmt.Errorf("unknown language %q (want one of %s)", s, strings.Join(languageNames[:], ", "))
}

// Shape says how a model's printed values give the placement.
type Shape int

const (
	// Columns: n integers, the 1-based column of the queen of each row.
	Columns Shape = iota
	// Cells: n² values 0 or 1 (false or true), one per cell, row-major.
	Cells
)

// Encoding is one member of a language's family.
type Encoding struct {
	// Language is the language the member is written in.
	Language Language
	// Name is the member's name on the command line, unique within its
	// language.
	Name string
	// Summary describes it in one line.
	Summary string
	// Classes is true when its solutions are one per symmetry class (the
	// lexicographic leaders) rather than every solution.
	Classes bool
	// Shape says how its printed values give the placement.
	Shape Shape
}

// String names the member with its language: "minizinc pairwise".
func (e Encoding) String() string { return e.Language.String() + " " + e.Name }

var families = map[Language][]Encoding{
	MiniZinc: {
		{MiniZinc, "pairwise", "q[r] the column of row r; pairwise != on columns and both diagonals", false, Columns},
		{MiniZinc, "alldifferent", "q[r] the column of row r; all_different (its own file, all_different.mzn) on columns and both diagonals", false, Columns},
		{MiniZinc, "board", "a 0/1 board: each row and column sums to 1, each diagonal to at most 1", false, Cells},
		{MiniZinc, "lexleader", "pairwise plus lex-leader constraints against the 7 other symmetric images: one solution per class", true, Columns},
	},
	SMTLIB: {
		{SMTLIB, "lia", "QF_LIA: integers q1..qn in 1..n, distinct columns and diagonal sums and differences", false, Columns},
		{SMTLIB, "bool", "QF_UF: a Boolean per cell, a queen on each row, no two on a line", false, Cells},
		{SMTLIB, "bv", "QF_BV: bit-vectors q1..qn wide enough not to wrap, distinct columns and diagonals", false, Columns},
	},
}

// Encodings returns the members of language l's family, in a fixed order;
// none for DIMACS (see package encode).
func Encodings(l Language) []Encoding { return families[l] }

// Catalogue lists the members of l's family with their summaries, as flag
// help shows them.
func Catalogue(l Language) string {
	var parts []string
	for _, e := range Encodings(l) {
		parts = append(parts, e.Name+" ("+e.Summary+")")
	}
	return strings.Join(parts, "; ")
}

// ParseEncoding returns the member of l's family named s.
func ParseEncoding(l Language, s string) (Encoding, error) {
	var names []string
	for _, e := range Encodings(l) {
		if e.Name == s {
			return e, nil
		}
		names = append(names, e.Name)
	}
	if len(names) == 0 {
		return Encoding{}, fmt.Errorf("language %s has no model family here (DIMACS formulas are the CNF family)", l)
	}
	return Encoding{}, fmt.Errorf("unknown %s encoding %q (want one of %s)", l, s, strings.Join(names, ", "))
}

// ParseEncodings reads a comma-separated list of l's encoding names, or
// "all" for the whole family, without repeats.
func ParseEncodings(l Language, list string) ([]Encoding, error) {
	if strings.TrimSpace(list) == "all" {
		return Encodings(l), nil
	}
	var out []Encoding
	seen := map[string]bool{}
	for _, item := range strings.Split(list, ",") {
		e, err := ParseEncoding(l, strings.TrimSpace(item))
		if err != nil {
			return nil, err
		}
		if seen[e.Name] {
			return nil, fmt.Errorf("encoding %s is given twice", e.Name)
		}
		seen[e.Name] = true
		out = append(out, e)
	}
	return out, nil
}

// Model is one model of the family: an encoding for one board size.
type Model struct {
	// N is the board size.
	N int
	// Encoding is the member's encoding.
	Encoding Encoding
	// Text is the model: for MiniZinc a complete model whose output item
	// prints "q = [...]" (Columns) or "x = [...]" (Cells); for SMT-LIB the
	// options, logic, declarations and assertions, without any
	// check-sat (see Script and Query).
	Text string
	// Vars names the variables whose values give the placement, in order:
	// row by row for Columns, cell by cell row-major for Cells.
	Vars []string
	// Width is the bit width of a bit-vector model's variables, else 0.
	Width int
}

// Build returns the model of encoding e for an n×n board.
func Build(n int, e Encoding) (*Model, error) {
	if n < 1 {
		return nil, fmt.Errorf("cpmodel: board size %d is not positive", n)
	}
	m := &Model{N: n, Encoding: e}
	var b strings.Builder
	comment := "% "
	if e.Language == SMTLIB {
		comment = "; "
	}
	for _, line := range m.header() {
		b.WriteString(comment + line + "\n")
	}
	switch e.Language {
	case MiniZinc:
		m.miniZinc(&b)
	case SMTLIB:
		m.smtlib(&b)
	default:
		return nil, fmt.Errorf("cpmodel: no %s model family (DIMACS formulas are the CNF family)", e.Language)
	}
	m.Text = b.String()
	return m, nil
}

// header returns the model's comment lines: what it states and what its
// solutions are.
func (m *Model) header() []string {
	e := m.Encoding
	sols := fmt.Sprintf("solutions: one per solution of the %d-queens problem (OEIS A000170)", m.N)
	if e.Classes {
		sols = fmt.Sprintf("solutions: one per symmetry class of the %d-queens solutions, its lexicographic leader (OEIS A002562)", m.N)
	}
	place := "placement: q[r] (q<r> in SMT-LIB) is the 1-based column of the queen of the 1-based row r"
	if e.Shape == Cells {
		place = "placement: x[r,c] (x_<r>_<c> in SMT-LIB) is 1 (true) when the 1-based cell (r,c) holds a queen"
	}
	return []string{
		fmt.Sprintf("nqcheck N-Queens model: n = %d, language %s, encoding %s", m.N, e.Language, e.Name),
		fmt.Sprintf("encoding %s: %s", e.Name, e.Summary),
		sols + "; every other variable is defined by the placement",
		place,
	}
}
