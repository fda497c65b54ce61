package cpog

import (
	"bytes"
	"fmt"
	"io"
)

// The formulas of the tests are built here, apart from package encode: a
// second definition of the rules, which the published counts check.

// queens returns the N-Queens formula: each row a queen, then at most one
// queen on each pair of cells of a row, column or diagonal.
func queens(n int) *Formula {
	f := &Formula{Vars: n * n}
	cell := func(r, c int) int { return r*n + c + 1 }
	for r := 0; r < n; r++ {
		var cl []int
		for c := 0; c < n; c++ {
			cl = append(cl, cell(r, c))
		}
		f.Clauses = append(f.Clauses, cl)
	}
	for a := 0; a < n*n; a++ {
		for b := a + 1; b < n*n; b++ {
			r1, c1, r2, c2 := a/n, a%n, b/n, b%n
			if r1 == r2 || c1 == c2 || r1-c1 == r2-c2 || r1+c1 == r2+c2 {
				f.Clauses = append(f.Clauses, []int{-(a + 1), -(b + 1)})
			}
		}
	}
	return f
}

// fixed returns queens(n) plus x(r,c) ↔ x(g(r,c)) for the quarter turn
// (quarter true) or the half turn.
func fixed(n int, quarter bool) *Formula {
	f := queens(n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			r2, c2 := n-1-r, n-1-c
			if quarter {
				r2, c2 = c, n-1-r
			}
			a, b := r*n+c+1, r2*n+c2+1
			if a != b {
				f.Clauses = append(f.Clauses, []int{-a, b}, []int{a, -b})
			}
		}
	}
	return f
}

// solutions lists the models of f by brute force over the rows.
func solutions(n int, f *Formula) [][]int {
	var out [][]int
	cols := make([]int, n)
	var rec func(r int)
	rec = func(r int) {
		if r == n {
			if satisfies(n, f, cols) {
				out = append(out, append([]int(nil), cols...))
			}
			return
		}
		for c := 0; c < n; c++ {
			cols[r] = c
			ok := true
			for i := 0; i < r; i++ {
				d := cols[i] - c
				ok = ok && d != 0 && d != r-i && d != i-r
			}
			if ok {
				rec(r + 1)
			}
		}
	}
	rec(0)
	return out
}

func satisfies(n int, f *Formula, cols []int) bool {
	for _, cl := range f.Clauses {
		ok := false
		for _, l := range cl {
			v := l
			if v < 0 {
				v = -v
			}
			r, c := (v-1)/n, (v-1)%n
			ok = ok || (cols[r] == c) == (l > 0)
		}
		if !ok {
			return false
		}
	}
	return true
}

// list is Models over a slice.
type list struct{ ms [][]int }

func (l *list) Next() ([]int, error) {
	if len(l.ms) == 0 {
		return nil, io.EOF
	}
	m := l.ms[0]
	l.ms = l.ms[1:]
	return m, nil
}

// dimacs returns f in DIMACS.
func dimacs(f *Formula) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "p cnf %d %d\n", f.Vars, len(f.Clauses))
	for _, c := range f.Clauses {
		for _, l := range c {
			fmt.Fprintf(&b, "%d ", l)
		}
		b.WriteString("0\n")
	}
	return b.Bytes()
}
