package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

// boardLines returns the cells of every line of an n×n board that may hold at
// most one queen: rows, columns, diagonals and anti-diagonals of two cells
// or more. It is the test's own enumeration, apart from package encode's.
func boardLines(n int) (rows, others [][]encode.Var) {
	for i := range n {
		var row, col []encode.Var
		for j := range n {
			row = append(row, encode.Cell(n, i, j))
			col = append(col, encode.Cell(n, j, i))
		}
		rows = append(rows, row)
		others = append(others, col)
	}
	for d := -(n - 1); d <= n-1; d++ { // r - c = d
		var diag []encode.Var
		for r := range n {
			if c := r - d; c >= 0 && c < n {
				diag = append(diag, encode.Cell(n, r, c))
			}
		}
		if len(diag) > 1 {
			others = append(others, diag)
		}
	}
	for s := 0; s <= 2*n-2; s++ { // r + c = s
		var anti []encode.Var
		for r := range n {
			if c := s - r; c >= 0 && c < n {
				anti = append(anti, encode.Cell(n, r, c))
			}
		}
		if len(anti) > 1 {
			others = append(others, anti)
		}
	}
	return rows, others
}

// sequentialQueens encodes n-queens with a sequential counter for every
// at-most-one constraint: for a line x1..xk it adds auxiliary variables
// s1..s(k-1), where si means "a queen among x1..xi", and the clauses
// ¬xi ∨ si, ¬s(i-1) ∨ si and ¬xi ∨ ¬s(i-1). skip, when not negative,
// leaves out the clause ¬xi ∨ ¬s(i-1) for i = 2 of that line, which lets
// the line's first two cells both hold a queen.
func sequentialQueens(n int, skip int) *encode.CNF {
	f := &encode.CNF{Vars: n * n}
	rows, others := boardLines(n)
	for _, row := range rows {
		cl := make(encode.Clause, len(row))
		for i, v := range row {
			cl[i] = v.Pos()
		}
		f.Add(cl)
	}
	for li, line := range append(rows, others...) {
		k := len(line)
		if k < 2 {
			continue
		}
		s := make([]encode.Var, k) // s[1..k-1]
		for i := 1; i < k; i++ {
			f.Vars++
			s[i] = encode.Var(f.Vars)
		}
		for i := 1; i <= k; i++ {
			x := line[i-1]
			if i < k {
				f.Add(encode.Clause{x.Neg(), s[i].Pos()})
			}
			if i > 1 {
				if i < k {
					f.Add(encode.Clause{s[i-1].Neg(), s[i].Pos()})
				}
				if !(li == skip && i == 2) {
					f.Add(encode.Clause{x.Neg(), s[i-1].Neg()})
				}
			}
		}
	}
	return f
}

// without returns a copy of f without the clause c.
func without(f *encode.CNF, c encode.Clause) *encode.CNF {
	g := &encode.CNF{Vars: f.Vars}
	for _, cl := range f.Clauses {
		if !slices.Equal(cl, c) {
			g.Clauses = append(g.Clauses, cl)
		}
	}
	return g
}

// with returns a copy of f with the clause c added.
func with(f *encode.CNF, c encode.Clause) *encode.CNF {
	g := &encode.CNF{Vars: f.Vars, Clauses: slices.Clone(f.Clauses)}
	g.Add(c)
	return g
}

func TestAuditCNF(t *testing.T) {
	type want struct {
		exact, sound, complete, count bool
		text                          []string // parts of the written report
	}
	exact := want{exact: true, sound: true, complete: true, count: true}
	tests := []struct {
		name string
		n    int
		cnf  *encode.CNF
		want want
	}{
		{"queens n=1", 1, encode.Queens(1), exact},
		{"queens n=2 (no solution)", 2, encode.Queens(2), exact},
		{"queens n=3 (no solution)", 3, encode.Queens(3), exact},
		{"queens n=4", 4, encode.Queens(4), exact},
		{"queens n=6", 6, encode.Queens(6), exact},
		{"queens n=8", 8, encode.Queens(8), want{exact: true, sound: true, complete: true, count: true,
			text: []string{"(c) distinct projected models: 92 = Q(8)"}}},
		{"sequential counter n=1", 1, sequentialQueens(1, -1), exact},
		{"sequential counter n=3", 3, sequentialQueens(3, -1), exact},
		{"sequential counter n=5", 5, sequentialQueens(5, -1), exact},
		{"sequential counter n=7", 7, sequentialQueens(7, -1), exact},
		{"sequential counter read column-major", 6, encode.Remap(sequentialQueens(6, -1), encode.ColumnMajor(6)), exact},
		{"diagonal clause removed", 6, without(encode.Queens(6), encode.Clause{-1, -8}), want{complete: true,
			text: []string{"(a) every model is a valid placement: NO", "queens at (row 1, col 1) and (row 2, col 2) attack along a diagonal",
				"(c) distinct projected models: more than Q(6) = 4", "verdict: NOT an exact"}}},
		{"anti-diagonal clause removed", 6, without(encode.Queens(6), encode.Clause{-4, -9}), want{complete: true,
			text: []string{"queens at (row 1, col 4) and (row 2, col 3) attack along an anti-diagonal"}}},
		{"row clause removed", 4, without(encode.Queens(4), encode.Clause{1, 2, 3, 4}), want{complete: true,
			text: []string{"row 1 holds no queen"}}},
		{"column clause removed", 6, without(encode.Queens(6), encode.Clause{-1, -7}), want{complete: true,
			text: []string{"along a column"}}},
		{"sequential counter with a gap", 6, sequentialQueens(6, 6+2), want{complete: true, // column 3
			text: []string{"attack along a column"}}},
		{"a solution excluded", 6, with(encode.Queens(6), encode.Clause{-2}), want{sound: true, count: false,
			text: []string{`(b) every solution extends to a model: NO, the CNF excludes 1 of the 4 solutions; first difference: solutions has 2 4 6 1 3 5, cnf lacks it`,
				"(c) distinct projected models: 3, but Q(6) = 4"}}},
		{"unsatisfiable", 4, with(with(encode.Queens(4), encode.Clause{1}), encode.Clause{-1}), want{sound: true,
			text: []string{"excludes 2 of the 2 solutions", "(c) distinct projected models: 0, but Q(4) = 2"}}},
		{"no clauses", 2, &encode.CNF{Vars: 4}, want{complete: true,
			text: []string{"(a) every model is a valid placement: NO, at least 1 invalid placement", "more than Q(2) = 0 (enumeration stopped at 1)"}}},
		{"asymmetric clause removed", 6, without(encode.Queens(6), encode.Clause{-2, -9}), want{complete: true,
			text: []string{"the CNF allows 2 3 6 4 1 5: queens at (row 1, col 2) and (row 2, col 3) attack along a diagonal"}}},
		{"asymmetric clause removed, read column-major", 6, encode.Remap(without(encode.Queens(6), encode.Clause{-2, -9}), encode.ColumnMajor(6)), want{complete: true,
			text: []string{"the CNF allows 5 1 2 4 6 3: queens at (row 2, col 1) and (row 3, col 2) attack along a diagonal"}}},
		{"excludes one, allows another", 6, with(without(encode.Queens(6), encode.Clause{-1, -8}), encode.Clause{-2}), want{
			text: []string{"(a) every model is a valid placement: NO", "(b) every solution extends to a model: NO, the CNF excludes 1 of the 4"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := auditCNF(context.Background(), tt.cnf, tt.n)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			a.write(&out)
			got := want{exact: a.exact(), sound: a.soundOK(), complete: a.completeOK(), count: a.countOK()}
			if got.exact != tt.want.exact || got.sound != tt.want.sound || got.complete != tt.want.complete || got.count != tt.want.count {
				t.Errorf("exact %v, (a) %v, (b) %v, (c) %v; want %v, %v, %v, %v\n%s",
					got.exact, got.sound, got.complete, got.count, tt.want.exact, tt.want.sound, tt.want.complete, tt.want.count, out.String())
			}
			for _, s := range tt.want.text {
				if !strings.Contains(out.String(), s) {
					t.Errorf("report lacks %q:\n%s", s, out.String())
				}
			}
		})
	}
}

// TestAuditCNFExitCodes runs the command on files.
func TestAuditCNFExitCodes(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, f *encode.CNF) string {
		var b bytes.Buffer
		if err := encode.WriteDIMACS(&b, f); err != nil {
			t.Fatal(err)
		}
		return writeFile(t, dir, name, b.String())
	}
	q5 := write("q5.cnf", encode.Queens(5))
	seq5 := write("seq5.cnf", sequentialQueens(5, -1))
	colmajor := write("col.cnf", encode.Remap(sequentialQueens(5, -1), encode.ColumnMajor(5)))
	broken := write("broken.cnf", without(encode.Queens(6), encode.Clause{-1, -8}))
	malformed := writeFile(t, dir, "malformed.cnf", "p cnf 25 2\n1 2 0\n3 x 0\n")
	unterminated := writeFile(t, dir, "unterminated.cnf", "p cnf 25 1\n1 2\n")
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"own encoding", []string{"-n", "5", q5}, exitOK, "verdict: an exact N-Queens encoding", ""},
		{"sequential counter", []string{"-n", "5", seq5}, exitOK, "(25 placement, 72 auxiliary)", ""},
		{"column-major with --map", []string{"-n", "5", "--map", "colmajor", colmajor}, exitOK, "numbering colmajor", ""},
		{"diagonal removed", []string{"-n", "6", broken}, exitMismatch, "NOT an exact", ""},
		{"malformed", []string{"-n", "5", malformed}, exitUsage, "", `malformed DIMACS: line 3: "x" is not an integer literal`},
		{"unterminated", []string{"-n", "5", unterminated}, exitUsage, "", "line 2: clause is not terminated by 0"},
		{"too few variables", []string{"-n", "6", q5}, exitUsage, "", "the header declares 25 variables, fewer than the 36 placement variables of n = 6"},
		{"no file", []string{"-n", "5"}, exitUsage, "", "no CNF file given"},
		{"two files", []string{"-n", "5", q5, q5}, exitUsage, "", "audit-cnf reads one file"},
		{"missing file", []string{"-n", "5", filepath.Join(dir, "nope.cnf")}, exitUsage, "", "cannot read the CNF"},
		{"no n", []string{q5}, exitUsage, "", "-n is required"},
		{"bad map", []string{"-n", "5", "--map", "diagonal", q5}, exitUsage, "", `unknown numbering "diagonal"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"audit-cnf"}, tt.args...), &stdout, &stderr)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tt.code, stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String(), tt.stdout) || !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stdout %q, stderr %q; want %q and %q", stdout.String(), stderr.String(), tt.stdout, tt.stderr)
			}
			if code == exitUsage && strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("a usage error must be one line, got %q", stderr.String())
			}
		})
	}
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestSequentialQueensShape pins sequentialQueens's size, so that the
// "auxiliary" count in the tests above means what it says: a line of k
// cells takes k-1 auxiliary variables, so the n rows and n columns take
// n(n-1) each, and the diagonals of one direction (2 to n cells, n cells
// once) take 2·(1+...+(n-2)) + (n-1) = (n-1)², in all 2(n-1)(2n-1).
func TestSequentialQueensShape(t *testing.T) {
	for n := 1; n <= 6; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			f := sequentialQueens(n, -1)
			aux := 2 * (n - 1) * (2*n - 1)
			if f.Vars != n*n+aux {
				t.Errorf("%d variables, want %d placement and %d auxiliary", f.Vars, n*n, aux)
			}
		})
	}
}

// completable reports, by brute force over all permutations, whether two
// queens at a and b (rows ra < rb) can be completed to a board with one
// queen per row and column on which no other pair attacks diagonally.
func completable(n, ra, ca, rb, cb int) bool {
	cols := make([]int, n)
	used := make([]bool, n)
	var place func(r int) bool
	place = func(r int) bool {
		if r == n {
			return true
		}
		for c := 0; c < n; c++ {
			if used[c] || (r == ra && c != ca) || (r == rb && c != cb) {
				continue
			}
			ok := true
			for p := 0; p < r && ok; p++ {
				if p == ra && r == rb {
					continue // the pair whose clause was removed
				}
				d := cols[p] - c
				ok = d != r-p && d != p-r
			}
			if !ok {
				continue
			}
			cols[r], used[c] = c, true
			if place(r + 1) {
				return true
			}
			used[c] = false
		}
		return false
	}
	return place(0)
}

// TestAuditCNFEveryDiagonalClause removes each diagonal and anti-diagonal
// clause of the n = 6 encoding in turn. Where the two queens of the clause
// can be completed to an otherwise valid board, audit-cnf must exit 3 and
// name them and their line; where they cannot, the clause was redundant
// and the CNF is still exact (exit 0).
func TestAuditCNFEveryDiagonalClause(t *testing.T) {
	const n = 6
	f := encode.Queens(n)
	dir := t.TempDir()
	exact, broken := 0, 0
	for _, c := range f.Clauses {
		if len(c) != 2 {
			continue
		}
		ra, ca, _ := encode.Square(n, c[0].Var())
		rb, cb, _ := encode.Square(n, c[1].Var())
		var line string
		switch {
		case ra-ca == rb-cb:
			line = "a diagonal"
		case ra+ca == rb+cb:
			line = "an anti-diagonal"
		default:
			continue // a row or column clause
		}
		var cnf bytes.Buffer
		if err := encode.WriteDIMACS(&cnf, without(f, c)); err != nil {
			t.Fatal(err)
		}
		path := writeFile(t, dir, "cut.cnf", cnf.String())
		var stdout, stderr bytes.Buffer
		code := run([]string{"audit-cnf", "-n", strconv.Itoa(n), path}, &stdout, &stderr)
		if !completable(n, ra, ca, rb, cb) {
			exact++
			if code != exitOK {
				t.Errorf("clause %v is redundant, but audit-cnf exits %d:\n%s", c, code, stdout.String())
			}
			continue
		}
		broken++
		want := fmt.Sprintf("queens at (row %d, col %d) and (row %d, col %d) attack along %s", ra+1, ca+1, rb+1, cb+1, line)
		if code != exitMismatch || !strings.Contains(stdout.String(), want) {
			t.Errorf("without clause %v: exit %d, want 3 with %q:\n%s", c, code, want, stdout.String())
		}
	}
	if exact != 72 || broken != 38 {
		t.Errorf("%d redundant and %d needed diagonal clauses; want 72 and 38", exact, broken)
	}
}
