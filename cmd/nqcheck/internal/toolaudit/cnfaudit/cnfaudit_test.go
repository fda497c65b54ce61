package cnfaudit

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

// workerEnv makes the test binary a SAT worker (sat.Serve on standard
// input and output), for the tests that enumerate in worker processes.
const workerEnv = "CNFAUDIT_TEST_WORKER"

// TestMain serves one stream of SAT cubes (sat.ServeWorker) and exits when
// workerEnv is "1", and runs the tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) == "1" {
		if err := sat.ServeWorker(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startWorker returns the command of one worker: this test binary.
var startWorker = func() (*exec.Cmd, error) { return sat.SelfCommand(nil, workerEnv+"=1") }

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

// loneQueen returns the CNF whose one model is a queen at cell 1 (row 1,
// column 1) of the n×n board and no other queen.
func loneQueen(n int) *encode.CNF {
	f := &encode.CNF{Vars: n * n}
	f.Add(encode.Clause{1})
	for v := 2; v <= n*n; v++ {
		f.Add(encode.Clause{encode.Lit(-v)})
	}
	return f
}

// The tests of this package run one after the other: gophersat keeps
// package-level state, so two solvers must not run at once in one process.

func TestDecide(t *testing.T) {
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
		// One model, and fewer than Q(4) = 2: the enumeration ends, and
		// its one model, a lone queen at (row 1, col 1), is invalid.
		{"one invalid model, fewer than Q", 4, loneQueen(4), want{
			text: []string{"(a) every model is a valid placement: NO, 1 invalid placement", "row 2 holds no queen",
				"(c) distinct projected models: 1, but Q(4) = 2", "verdict: NOT an exact"}}},
		{"excludes one, allows another", 6, with(without(encode.Queens(6), encode.Clause{-1, -8}), encode.Clause{-2}), want{
			text: []string{"(a) every model is a valid placement: NO", "(b) every solution extends to a model: NO, the CNF excludes 1 of the 4"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := Decide(context.Background(), tt.cnf, tt.n, Options{CubeRows: -1})
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			if err := a.WriteText(&out); err != nil {
				t.Fatal(err)
			}
			got := want{exact: a.Exact(), sound: a.Sound(), complete: a.Complete(), count: a.CountOK()}
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

// TestDecideEveryDiagonalClause removes each diagonal and anti-diagonal
// clause of the n = 6 encoding in turn. Where the two queens of the clause
// can be completed to an otherwise valid board, the CNF is not exact and
// the report names them and their line; where they cannot, the clause was
// redundant and the CNF is still exact.
func TestDecideEveryDiagonalClause(t *testing.T) {
	const n = 6
	f := encode.Queens(n)
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
		res, err := Decide(context.Background(), without(f, c), n, Options{CubeRows: -1})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := res.WriteText(&out); err != nil {
			t.Fatal(err)
		}
		if !completable(n, ra, ca, rb, cb) {
			exact++
			if !res.Exact() {
				t.Errorf("clause %v is redundant, but the CNF without it is not exact:\n%s", c, out.String())
			}
			continue
		}
		broken++
		want := fmt.Sprintf("queens at (row %d, col %d) and (row %d, col %d) attack along %s", ra+1, ca+1, rb+1, cb+1, line)
		if !res.NotExact() || !strings.Contains(out.String(), want) {
			t.Errorf("without clause %v: want not exact with %q:\n%s", c, want, out.String())
		}
	}
	if exact != 72 || broken != 38 {
		t.Errorf("%d redundant and %d needed diagonal clauses; want 72 and 38", exact, broken)
	}
}

// TestDecideSplitsAgree decides formulas with cubes of 0, 1 and 2 rows, in
// this process and in worker processes: the report must be the same,
// whatever the split and whatever order the workers answer in (the
// split must not change what is decided).
func TestDecideSplitsAgree(t *testing.T) {
	q8 := encode.Queens(8)
	tests := []struct {
		name  string
		n     int
		cnf   *encode.CNF
		exact bool
		text  string // a part of the report
	}{
		{"queens n=8", 8, q8, true, "(c) distinct projected models: 92 = Q(8)"},
		{"sequential counter n=7", 7, sequentialQueens(7, -1), true, "(b) every solution extends to a model: yes, all 40"},
		{"diagonal clause removed", 8, without(q8, encode.Clause{-1, -10}), false,
			"queens at (row 1, col 1) and (row 2, col 2) attack along a diagonal"},
		{"row clause removed", 7, without(encode.Queens(7), encode.Clause{8, 9, 10, 11, 12, 13, 14}), false, "row 2 holds no queen"},
		{"a solution excluded", 8, with(q8, encode.Clause{-1}), false, "(c) distinct projected models: 88, but Q(8) = 92"},
		{"no clauses", 4, &encode.CNF{Vars: 16}, false, "(a) every model is a valid placement: NO, at least 1 invalid placement"},
	}
	configs := []struct {
		name string
		opt  Options
	}{
		{"whole formula", Options{CubeRows: 0}},
		{"1 row", Options{CubeRows: 1}},
		{"2 rows", Options{CubeRows: 2}},
		{"2 rows, 2 workers", Options{CubeRows: 2, Workers: 2, Start: startWorker}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var first string
			for i, cfg := range configs {
				res, err := Decide(context.Background(), tt.cnf, tt.n, cfg.opt)
				if err != nil {
					t.Fatalf("%s: %v", cfg.name, err)
				}
				var out bytes.Buffer
				if err := res.WriteText(&out); err != nil {
					t.Fatal(err)
				}
				if res.Exact() != tt.exact || res.NotExact() == tt.exact {
					t.Errorf("%s: exact %v, not exact %v; want exact %v\n%s", cfg.name, res.Exact(), res.NotExact(), tt.exact, out.String())
				}
				if !strings.Contains(out.String(), tt.text) {
					t.Errorf("%s: report lacks %q:\n%s", cfg.name, tt.text, out.String())
				}
				if cfg.opt.Workers > 1 && tt.n >= 7 && res.Workers != 2 {
					t.Errorf("%s: %d workers started, want 2", cfg.name, res.Workers)
				}
				if i == 0 {
					first = out.String()
				} else if out.String() != first {
					t.Errorf("%s: report\n%s\ndiffers from the whole formula's\n%s", cfg.name, out.String(), first)
				}
			}
		})
	}
}

// TestDecideStops checks that a done context stops the decision: the
// result says why and what was seen, and nothing is decided that was not.
func TestDecideStops(t *testing.T) {
	for _, workers := range []int{0, 2} {
		t.Run(fmt.Sprintf("workers=%d", workers), func(t *testing.T) {
			ctx, cancel := context.WithTimeoutCause(context.Background(), time.Hour, fmt.Errorf("test stop"))
			seen := 0
			res, err := Decide(ctx, encode.Queens(8), 8, Options{CubeRows: 2, Workers: workers, Start: startWorker,
				Progress: func(done, total int) {
					seen = done
					if total != 92 {
						t.Errorf("progress total %d, want 92", total)
					}
					if done == 10 {
						cancel()
					}
				}})
			cancel()
			if err != nil {
				t.Fatal(err)
			}
			if res.Stopped == nil || res.Stopped.Error() != "context canceled" && res.Stopped.Error() != "test stop" {
				t.Errorf("Stopped = %v, want the context's cause", res.Stopped)
			}
			if res.Exact() || res.NotExact() || res.Enumerated || res.Models < 10 || seen < 10 {
				t.Errorf("exact %v, not exact %v, enumerated %v, %d models (progress %d): want an undecided stop after 10",
					res.Exact(), res.NotExact(), res.Enumerated, res.Models, seen)
			}
			var out bytes.Buffer
			res.WriteText(&out)
			if !strings.Contains(out.String(), "verdict: incomplete") {
				t.Errorf("report lacks the incomplete verdict:\n%s", out.String())
			}
		})
	}
}

// TestDecideStopKeepsAFinding stops the decision of a formula without
// clauses right after its first model, which is an invalid placement: the
// finding stands although the run stopped.
func TestDecideStopKeepsAFinding(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	res, err := Decide(ctx, &encode.CNF{Vars: 64}, 8, Options{CubeRows: 2, Progress: func(done, _ int) { cancel() }})
	if err != nil {
		t.Fatal(err)
	}
	if res.Stopped == nil || res.Invalid != 1 || !res.NotExact() || res.Example == nil {
		t.Errorf("stopped %v, %d invalid, not exact %v, example %v; want a stop with the invalid model found",
			res.Stopped, res.Invalid, res.NotExact(), res.Example)
	}
}

// TestDecideMemoryFollowsTheClauses decides a one-clause formula whose
// header declares encode.MaxVars variables: the bytes allocated must
// follow the clauses (a header-sized allocation made
// audit-cnf grow to 4.2 GB on it). It measures
// allocated bytes, not time.
func TestDecideMemoryFollowsTheClauses(t *testing.T) {
	f, err := encode.ReadDIMACS(strings.NewReader("p cnf 16777216 1\n1 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	res, err := Decide(context.Background(), f, 1, Options{CubeRows: -1})
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Exact() {
		t.Errorf("x1 is not found an exact encoding of n = 1")
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 8<<20 {
		t.Errorf("deciding a 2-line formula allocated %d bytes, want under 8 MiB", got)
	}
}

// BenchmarkDecide decides the plain encoding in this process, as one
// whole-formula loop (cube rows 0: every model enumerated in one solver)
// and with the cube split audit-cnf picks.
func BenchmarkDecide(b *testing.B) {
	for _, n := range []int{8, 10} {
		f := encode.Queens(n)
		for _, rows := range []int{0, -1} {
			b.Run(fmt.Sprintf("n=%d/cube-rows=%d", n, rows), func(b *testing.B) {
				for b.Loop() {
					res, err := Decide(context.Background(), f, n, Options{CubeRows: rows})
					if err != nil || !res.Exact() {
						b.Fatalf("Decide: %v, exact %v", err, res != nil && res.Exact())
					}
				}
			})
		}
	}
}
