package encode

import (
	"fmt"
	"strconv"
	"strings"
)

// Encoding names one member of the family of N-Queens encodings whose
// model sets are known: every member's models, projected on the placement
// variables, are the n-queens solutions (or, for LexLeaderClasses, one
// solution per symmetry class), and every auxiliary variable is defined by
// the placement, so that each projected model has exactly one extension
// and full and projected model counts agree.
type Encoding int

// The members of the family, in the order Encodings lists them.
const (
	// Pairwise is Queens(n): each row at least one queen, and one binary
	// clause per pair of cells on a row, column or diagonal.
	Pairwise Encoding = iota
	// PairwiseColumns is Pairwise plus the redundant clauses "each column
	// holds a queen" (QueensWith with ColumnAtLeastOne).
	PairwiseColumns
	// SeqCounter states every at-most-one by a sequential counter: on a
	// line x1..xk the auxiliary s(i) is x1 ∨ ... ∨ xi, defined by
	// s(i) ↔ s(i-1) ∨ xi, and s(i-1) → ¬xi. s(1) is x1 itself and s(k) is
	// not needed, so a line of k cells has k-2 auxiliaries.
	SeqCounter
	// Commander states every at-most-one by the commander encoding: the
	// line is cut into groups of three, each with a commander c ↔ (the OR
	// of its group) and pairwise clauses inside the group, and the
	// commanders are constrained the same way, recursively, down to four
	// or fewer, which are pairwise. A group of one cell is its own
	// commander.
	Commander
	// Product states every at-most-one by the product encoding: the k
	// cells of a line are laid on a p×q grid (p = ⌈√k⌉, q = ⌈k/p⌉), with
	// a row variable r(u) ↔ (the OR of the cells in grid row u) and a
	// column variable c(v) likewise; at most one r and at most one c,
	// recursively, down to four or fewer, which are pairwise.
	Product
	// LexLeaderClasses is LexLeader(n, NonIdentity): its models are the
	// canonical forms of the symmetry classes (board.Canonical).
	LexLeaderClasses
)

var encodingNames = [...]string{"pairwise", "pairwise-columns", "seqcounter", "commander", "product", "lexleader"}

var encodingSummaries = [...]string{
	"each row at least one queen; a binary clause per attacking pair",
	"pairwise plus the redundant clauses: each column at least one queen",
	"at-most-one of every line by a sequential counter",
	"at-most-one of every line by the commander encoding, in groups of 3",
	"at-most-one of every line by the product encoding",
	"pairwise plus lex-leader symmetry breaking: one model per symmetry class",
}

// Encodings returns every member of the family, in a fixed order.
func Encodings() []Encoding {
	out := make([]Encoding, len(encodingNames))
	for i := range out {
		out[i] = Encoding(i)
	}
	return out
}

// Catalogue lists every encoding with its summary, as flag help shows
// them: "pairwise (each row ...); pairwise-columns (...); ...".
func Catalogue() string {
	var names []string
	for _, e := range Encodings() {
		names = append(names, e.String()+" ("+e.Summary()+")")
	}
	return strings.Join(names, "; ")
}

// String returns the encoding's name as the command line spells it.
func (e Encoding) String() string {
	if e >= 0 && int(e) < len(encodingNames) {
		return encodingNames[e]
	}
	return "Encoding(" + strconv.Itoa(int(e)) + ")"
}

// Summary describes the encoding in one line.
func (e Encoding) Summary() string {
	if e >= 0 && int(e) < len(encodingSummaries) {
		return encodingSummaries[e]
	}
	return ""
}

// Classes reports whether the encoding's models are the symmetry classes
// (one canonical solution each) rather than all solutions.
func (e Encoding) Classes() bool { return e == LexLeaderClasses }

// ParseEncoding returns the encoding named s.
func ParseEncoding(s string) (Encoding, error) {
	for i, name := range encodingNames {
		if s == name {
			return Encoding(i), nil
		}
	}
	return 0, fmt.Errorf("unknown encoding %q (want one of %s)", s, strings.Join(encodingNames[:], ", "))
}

// ParseEncodings reads a comma-separated list of encoding names, or "all"
// for the whole family, without repeats.
func ParseEncodings(list string) ([]Encoding, error) {
	if strings.TrimSpace(list) == "all" {
		return Encodings(), nil
	}
	var out []Encoding
	seen := map[Encoding]bool{}
	for _, item := range strings.Split(list, ",") {
		e, err := ParseEncoding(strings.TrimSpace(item))
		if err != nil {
			return nil, err
		}
		if seen[e] {
			return nil, fmt.Errorf("encoding %s is given twice", e)
		}
		seen[e] = true
		out = append(out, e)
	}
	return out, nil
}

// Member is one formula of the family: an encoding of one board size,
// possibly shuffled.
type Member struct {
	// N is the board size.
	N int
	// Encoding is the member's encoding.
	Encoding Encoding
	// Shuffled is true when the variables were renamed and the clauses and
	// literals shuffled by the permutation of Seed (see Shuffle).
	Shuffled bool
	// Seed is the seed of the shuffle; meaningful when Shuffled.
	Seed uint64
	// CNF is the formula, with its comment header.
	CNF *CNF
	// Show lists the placement variables in row-major cell order: Show[i]
	// is the variable of the 0-based cell (i/N, i%N). Unshuffled, it is
	// 1..N²; every other variable is auxiliary.
	Show []Var
}

// Label names the member in messages: "seqcounter" or "seqcounter shuffle 7".
func (m *Member) Label() string {
	if m.Shuffled {
		return fmt.Sprintf("%s shuffle %d", m.Encoding, m.Seed)
	}
	return m.Encoding.String()
}

// Build returns the member of encoding e for an n×n board, unshuffled.
func Build(n int, e Encoding) (*Member, error) {
	if n < 1 {
		return nil, fmt.Errorf("encode: board size %d is not positive", n)
	}
	var f *CNF
	switch e {
	case Pairwise:
		f = Queens(n)
	case PairwiseColumns:
		f = QueensWith(n, Options{ColumnAtLeastOne: true})
	case SeqCounter, Commander, Product:
		f = &CNF{Vars: n * n}
		aux := &auxVars{next: Var(n*n + 1)}
		amo := map[Encoding]func(Sink, []Var, *auxVars){SeqCounter: seqCounter, Commander: commander, Product: product}[e]
		for r := 0; r < n; r++ {
			row := make(Clause, n)
			for c := 0; c < n; c++ {
				row[c] = Cell(n, r, c).Pos()
			}
			f.Add(row)
		}
		for _, line := range boardLines(n) {
			amo(f, line, aux)
		}
		f.Vars = max(f.Vars, int(aux.next)-1)
	case LexLeaderClasses:
		f = LexLeader(n, NonIdentity)
	default:
		return nil, fmt.Errorf("encode: unknown encoding %v", e)
	}
	m := &Member{N: n, Encoding: e, CNF: f, Show: make([]Var, n*n)}
	for i := range m.Show {
		m.Show[i] = Var(i + 1)
	}
	m.CNF.Comments = m.header()
	return m, nil
}

// header returns the member's comment lines: what it encodes, its
// variables and the projection line that model counters read.
func (m *Member) header() []string {
	n := m.N
	shuffle := "not shuffled"
	if m.Shuffled {
		shuffle = fmt.Sprintf("shuffled with seed %d (variables renamed, clauses and literals reordered)", m.Seed)
	}
	models := fmt.Sprintf("models: one per solution of the %d-queens problem (OEIS A000170)", n)
	if m.Encoding.Classes() {
		models = fmt.Sprintf("models: one per symmetry class of the %d-queens solutions, its lexicographic leader (OEIS A002562)", n)
	}
	placement := fmt.Sprintf("placement: variable x(r,c) = r*%d + c + 1 for 0-based row r and column c; variables above %d are auxiliary", n, n*n)
	if m.Shuffled {
		placement = fmt.Sprintf("placement: the k-th variable of the show line is the 0-based cell (r,c) with k = r*%d + c + 1; all others are auxiliary", n)
	}
	var show strings.Builder
	show.WriteString("p show")
	for _, v := range m.Show {
		show.WriteString(" ")
		show.WriteString(strconv.Itoa(int(v)))
	}
	show.WriteString(" 0")
	return []string{
		fmt.Sprintf("nqcheck N-Queens family: n = %d, encoding %s, %s", n, m.Encoding, shuffle),
		fmt.Sprintf("encoding %s: %s", m.Encoding, m.Encoding.Summary()),
		models + "; every auxiliary variable is defined by the placement, so projected and full model counts agree",
		placement,
		show.String(),
	}
}

// boardLines returns every line of an n×n board whose cells may hold at
// most one queen: rows, columns, diagonals and anti-diagonals, in the order
// QueensTo constrains them.
func boardLines(n int) [][]Var {
	var lines [][]Var
	for i := 0; i < n; i++ {
		var row, col []Var
		for j := 0; j < n; j++ {
			row = append(row, Cell(n, i, j))
			col = append(col, Cell(n, j, i))
		}
		lines = append(lines, row, col)
	}
	for k := 0; k <= 2*n-2; k++ {
		var diag, anti []Var
		for r := 0; r < n; r++ {
			if c := r - k + n - 1; c >= 0 && c < n {
				diag = append(diag, Cell(n, r, c))
			}
			if c := k - r; c >= 0 && c < n {
				anti = append(anti, Cell(n, r, c))
			}
		}
		lines = append(lines, diag, anti)
	}
	return lines
}

// auxVars hands out auxiliary variables in increasing order.
type auxVars struct{ next Var }

func (a *auxVars) fresh() Var {
	v := a.next
	a.next++
	return v
}

// pairwiseMax is the size up to which the commander and product
// encodings state an at-most-one pairwise.
const pairwiseMax = 4

// seqCounter adds the sequential counter's at-most-one of xs, with
// s(i) ↔ s(i-1) ∨ x(i) fully defined.
func seqCounter(dst Sink, xs []Var, aux *auxVars) {
	k := len(xs)
	if k <= 2 {
		AtMostOne(dst, xs)
		return
	}
	s := xs[0].Pos() // s(1) = x(1)
	for i := 1; i < k; i++ {
		x := xs[i].Pos()
		dst.Add(Clause{s.Not(), x.Not()}) // s(i-1) → ¬x(i)
		if i == k-1 {
			break
		}
		next := aux.fresh().Pos()
		dst.Add(Clause{s.Not(), next})    // s(i-1) → s(i)
		dst.Add(Clause{x.Not(), next})    // x(i) → s(i)
		dst.Add(Clause{next.Not(), s, x}) // s(i) → s(i-1) ∨ x(i)
		s = next
	}
}

// orOf adds the definition v ↔ (the OR of xs) to dst.
func orOf(dst Sink, v Var, xs []Var) {
	all := Clause{v.Neg()}
	for _, x := range xs {
		dst.Add(Clause{x.Neg(), v.Pos()})
		all = append(all, x.Pos())
	}
	dst.Add(all)
}

// commander adds the commander encoding's at-most-one of xs.
func commander(dst Sink, xs []Var, aux *auxVars) {
	if len(xs) <= pairwiseMax {
		AtMostOne(dst, xs)
		return
	}
	var cs []Var
	for i := 0; i < len(xs); i += 3 {
		g := xs[i:min(i+3, len(xs))]
		if len(g) == 1 {
			cs = append(cs, g[0])
			continue
		}
		AtMostOne(dst, g)
		c := aux.fresh()
		orOf(dst, c, g)
		cs = append(cs, c)
	}
	commander(dst, cs, aux)
}

// product adds the product encoding's at-most-one of xs.
func product(dst Sink, xs []Var, aux *auxVars) {
	k := len(xs)
	if k <= pairwiseMax {
		AtMostOne(dst, xs)
		return
	}
	p := 1
	for p*p < k {
		p++
	}
	q := (k + p - 1) / p
	rows := make([][]Var, p)
	cols := make([][]Var, q)
	for i, x := range xs {
		rows[i/q] = append(rows[i/q], x)
		cols[i%q] = append(cols[i%q], x)
	}
	side := func(groups [][]Var) []Var {
		var out []Var
		for _, g := range groups {
			switch len(g) {
			case 0:
			case 1:
				out = append(out, g[0])
			default:
				v := aux.fresh()
				orOf(dst, v, g)
				out = append(out, v)
			}
		}
		return out
	}
	rs := side(rows)
	cs := side(cols)
	product(dst, rs, aux)
	product(dst, cs, aux)
}
