package encode

import (
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/board"
)

// NonIdentity lists the 7 symmetries of the square other than the
// identity, in the order of board.Symmetries. LexLeader breaks all of them.
var NonIdentity = slices.Clone(board.Symmetries[1:])

// Images returns the map of the symmetry g on the placement variables of
// an n×n board: m[v] is the variable of the cell that g moves the cell of
// v to (m[0] is unused). It is this package's own definition of the
// symmetries, apart from board.Symmetry.Cell, which the DFS side and
// compare use, so that a wrong rotation on one side shows as a
// disagreement: every symmetry is a word in two generators acting on the
// 0-based row-major index i = v-1, T (the transpose, i ↦ (i mod n)·n +
// i div n) and F (the mirror of the columns, i ↦ i - 2·(i mod n) + n - 1),
// applied from left to right: rot90 = TF (turn clockwise), rot180 = TFTF,
// rot270 = TFTFTF, flip-cols = F, flip-rows = FTFTF, transpose = T and
// anti-diagonal = FTF. It panics on a symmetry that is not one of the 8.
func Images(n int, g board.Symmetry) []Var {
	word := map[board.Symmetry]string{
		board.Identity: "", board.Rot90: "TF", board.Rot180: "TFTF", board.Rot270: "TFTFTF",
		board.FlipCols: "F", board.FlipRows: "FTFTF", board.Transpose: "T", board.AntiDiag: "FTF",
	}
	w, ok := word[g]
	if !ok {
		panic(fmt.Sprintf("encode: unknown symmetry %d", int(g)))
	}
	m := make([]Var, n*n+1)
	for i := 0; i < n*n; i++ {
		j := i
		for _, gen := range w {
			if gen == 'T' {
				j = (j%n)*n + j/n
			} else {
				j = j - 2*(j%n) + n - 1
			}
		}
		m[i+1] = Var(j + 1)
	}
	return m
}

// InvariantTo adds to dst the clauses x(r,c) ↔ x(g(r,c)) for every cell
// (r, c) of an n×n board that g moves (g as Images defines it): two binary clauses per cell. Together
// with QueensTo its models are exactly the solutions that g maps to
// themselves. Cells that g fixes add nothing.
func InvariantTo(dst Sink, n int, g board.Symmetry) {
	m := Images(n, g)
	for v := 1; v <= n*n; v++ {
		a, b := Var(v), m[v]
		if a == b {
			continue
		}
		dst.Add(Clause{a.Neg(), b.Pos()})
		dst.Add(Clause{a.Pos(), b.Neg()})
	}
}

// Fixed returns the N-Queens CNF for an n×n board with the invariance
// clauses of g (see InvariantTo): its models are the solutions fixed by g.
// It has no auxiliary variables.
func Fixed(n int, g board.Symmetry) *CNF {
	f := Queens(n)
	f.Comments = append(f.Comments, fmt.Sprintf("invariance under %v: x(r,c) <-> x(%v(r,c)) for every cell it moves", g, g))
	InvariantTo(f, n, g)
	return f
}

// LexLeaderTo adds to dst, for each symmetry g in syms, clauses stating
// that the placement bit vector X is lexicographically greater than or
// equal to its image g(X), and returns the last variable it used (first-1
// when it needed none).
//
// X lists the placement variables in row-major order, x(0,0), x(0,1), ...,
// and true counts as greater than false. g(X) is the bit vector of the
// image placement: its bit at cell q is the bit of X at the cell that g
// maps to q. On solutions, the largest bit vector of an orbit is the
// lexicographically smallest column vector, that is board.Canonical's
// canonical form, so with all 7 non-identity symmetries the models of
// Queens plus these clauses are exactly the canonical forms.
//
// The comparison is a chain of "still equal" auxiliaries, numbered from
// first upward, symmetry after symmetry in the order of syms. For one
// symmetry, let p(1) < p(2) < ... < p(k) be the cells where the comparison
// can differ: cell j is skipped when g(X) has there the bit of X at j itself
// (g fixes the cell), and when g swaps j with an earlier cell i (i < j,
// g(i) = j and g(j) = i), because equality at i already implies equality at
// j. The chain has k-1 variables e(1) ... e(k-1), with e(t) true exactly
// when X and g(X) agree on p(1) ... p(t); each is fully defined by the
// placement (e(t) ↔ e(t-1) ∧ (x ↔ y), e(0) being true), so the models
// projected on the placement variables and the full models are in one to
// one correspondence. The order constraint is, for t = 1..k,
// e(t-1) → (x ≥ y) at p(t): ¬e(t-1) ∨ x ∨ ¬y.
//
// The identity and any symmetry that fixes every cell (n = 1) add nothing.
func LexLeaderTo(dst Sink, n int, first Var, syms []board.Symmetry) (last Var) {
	next := first
	m := n * n
	src := make([]int, m) // src[q] = the cell of X whose bit g(X) has at q
	for _, g := range syms {
		img := Images(n, g)
		for v := 1; v <= m; v++ {
			src[img[v]-1] = v - 1
		}
		var pos []int
		for j := 0; j < m; j++ {
			i := src[j]
			if i == j || (i < j && src[i] == j) {
				continue
			}
			pos = append(pos, j)
		}
		var prev Lit // e(t-1); 0 stands for true
		for t, j := range pos {
			x := Var(j + 1).Pos() // Cell(n, j/n, j%n)
			y := Var(src[j] + 1).Pos()
			dst.Add(guard(prev, x, y.Not()))
			if t == len(pos)-1 {
				break
			}
			e := next.Pos()
			next++
			// e → e(t-1), e → (x ↔ y), and e(t-1) ∧ (x ↔ y) → e.
			if prev != 0 {
				dst.Add(Clause{e.Not(), prev})
			}
			dst.Add(Clause{e.Not(), x.Not(), y})
			dst.Add(Clause{e.Not(), y.Not(), x})
			dst.Add(guard(prev, x, y, e))
			dst.Add(guard(prev, x.Not(), y.Not(), e))
			prev = e
		}
	}
	return next - 1
}

// guard returns the clause ¬prev ∨ lits, or lits alone when prev is 0
// (true).
func guard(prev Lit, lits ...Lit) Clause {
	if prev == 0 {
		return Clause(lits)
	}
	return append(Clause{prev.Not()}, lits...)
}

// LexLeader returns the N-Queens CNF for an n×n board with the lex-leader
// clauses of syms (see LexLeaderTo), auxiliaries numbered from n²+1. With
// syms = NonIdentity its models are exactly one solution per symmetry
// class, the class's board.Canonical form.
func LexLeader(n int, syms []board.Symmetry) *CNF {
	f := Queens(n)
	f.Comments = append(f.Comments, fmt.Sprintf("lex-leader: X >=lex g(X) (row-major, true > false) for g in %v; auxiliaries from %d", syms, n*n+1))
	last := LexLeaderTo(f, n, Var(n*n+1), syms)
	f.Vars = max(f.Vars, int(last))
	return f
}
