package encode_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/sat"
)

// symModels enumerates f with the SAT engine, projected on the placement
// variables of an n×n board (or on all variables, exactly, when all is
// set), and returns the models as sorted solutions. It fails the test on a
// model that is not one queen per row or that comes twice.
func symModels(t *testing.T, n int, f *encode.CNF, all bool) []board.Solution {
	t.Helper()
	opt := sat.Options{Project: n * n}
	if all {
		opt = sat.Options{Exact: true}
	}
	var out []board.Solution
	seen := map[string]bool{}
	_, err := sat.Models(context.Background(), f, opt, func(vars []encode.Var) error {
		s := make(board.Solution, n)
		rows := 0
		for _, v := range vars {
			r, c, ok := encode.Square(n, v)
			if !ok {
				continue // an auxiliary of an unprojected model
			}
			s[r] = c
			rows++
		}
		if rows != n {
			return fmt.Errorf("model %v does not have one queen per row", vars)
		}
		if seen[s.Key()] {
			return fmt.Errorf("model %v comes twice", s)
		}
		seen[s.Key()] = true
		out = append(out, s)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(out, board.Compare)
	return out
}

// symCanonicalForms returns the sorted canonical forms of the classes of
// n-queens solutions, by board.Canonical.
func symCanonicalForms(n int) []board.Solution {
	var out []board.Solution
	for _, s := range dfs.All(n) {
		if c, _ := board.Canonical(s); board.Compare(c, s) == 0 {
			out = append(out, s)
		}
	}
	return out
}

func symEqual(a, b []board.Solution) bool {
	return slices.EqualFunc(a, b, func(x, y board.Solution) bool { return board.Compare(x, y) == 0 })
}

func TestFixedModels(t *testing.T) {
	for _, g := range []board.Symmetry{board.Rot90, board.Rot180} {
		ref := oeis.Fix90
		if g == board.Rot180 {
			ref = oeis.Fix180
		}
		for n := 1; n <= 10; n++ {
			t.Run(fmt.Sprintf("%v/n=%d", g, n), func(t *testing.T) {
				var want []board.Solution
				for _, s := range dfs.All(n) {
					if board.Compare(g.Apply(s), s) == 0 {
						want = append(want, s)
					}
				}
				got := symModels(t, n, encode.Fixed(n, g), false)
				if len(got) != ref[n-1] {
					t.Errorf("%d models, want %d", len(got), ref[n-1])
				}
				if !symEqual(got, want) {
					t.Errorf("models %v, want the solutions fixed by %v: %v", got, g, want)
				}
			})
		}
	}
}

func TestLexLeaderModels(t *testing.T) {
	for n := 1; n <= 9; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			f := encode.LexLeader(n, encode.NonIdentity)
			want := symCanonicalForms(n)
			projected := symModels(t, n, f, false)
			if len(projected) != oeis.Classes[n-1] {
				t.Errorf("%d projected models, want %d classes", len(projected), oeis.Classes[n-1])
			}
			if !symEqual(projected, want) {
				t.Errorf("projected models %v, want the canonical forms %v", projected, want)
			}
			full := symModels(t, n, f, true)
			if !symEqual(full, projected) {
				t.Errorf("full models %v differ from projected models %v", full, projected)
			}
		})
	}
}

// symPropagate assigns the placement variables of s on an n×n board and runs
// unit propagation on f. It returns false on a conflict; else the
// assignment of every variable (index v, 0 for unassigned) and whether
// every clause is satisfied.
func symPropagate(n int, f *encode.CNF, s board.Solution) (ok bool, val []int8, satisfied bool) {
	val = make([]int8, f.Vars+1)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			val[encode.Cell(n, r, c)] = -1
		}
		val[encode.Cell(n, r, s[r])] = 1
	}
	value := func(l encode.Lit) int8 {
		v := val[l.Var()]
		if !l.Positive() {
			v = -v
		}
		return v
	}
	for changed := true; changed; {
		changed = false
		for _, cl := range f.Clauses {
			var free encode.Lit
			nfree, done := 0, false
			for _, l := range cl {
				switch value(l) {
				case 1:
					done = true
				case 0:
					nfree++
					free = l
				}
			}
			switch {
			case done:
			case nfree == 0:
				return false, val, false
			case nfree == 1:
				if free.Positive() {
					val[free.Var()] = 1
				} else {
					val[free.Var()] = -1
				}
				changed = true
			}
		}
	}
	for _, cl := range f.Clauses {
		if !slices.ContainsFunc(cl, func(l encode.Lit) bool { return value(l) == 1 }) {
			return true, val, false
		}
	}
	return true, val, true
}

// TestLexLeaderPropagation proves the lex-leader clauses without a SAT
// engine: for every solution s and every set of symmetries tried, unit
// propagation from s's placement either finds a conflict or assigns every
// auxiliary and satisfies every clause (so the auxiliaries are determined
// by the placement), and the clauses accept s exactly when s is
// lexicographically no greater (as a column vector) than its image under
// each symmetry of the set.
func TestLexLeaderPropagation(t *testing.T) {
	sets := map[string][]board.Symmetry{"all": encode.NonIdentity}
	for _, g := range board.Symmetries {
		sets[g.String()] = []board.Symmetry{g}
	}
	for i, g := range encode.NonIdentity {
		sets["all but "+g.String()] = slices.Delete(slices.Clone(encode.NonIdentity), i, i+1)
	}
	names := make([]string, 0, len(sets))
	for name := range sets {
		names = append(names, name)
	}
	slices.Sort(names)
	for n := 1; n <= 9; n++ {
		sols := dfs.All(n)
		for _, name := range names {
			syms := sets[name]
			t.Run(fmt.Sprintf("n=%d/%s", n, name), func(t *testing.T) {
				f := encode.LexLeader(n, syms)
				for _, s := range sols {
					want := true
					for _, g := range syms {
						if board.Compare(s, g.Apply(s)) > 0 {
							want = false
						}
					}
					ok, val, satisfied := symPropagate(n, f, s)
					if ok != want {
						t.Fatalf("solution %v: accepted = %v, want %v", s, ok, want)
					}
					if !ok {
						continue
					}
					if !satisfied {
						t.Fatalf("solution %v: propagation ends without a conflict but leaves a clause unsatisfied", s)
					}
					if i := slices.Index(val[1:], 0); i >= 0 {
						t.Fatalf("solution %v: variable %d is not determined by the placement", s, i+1)
					}
				}
			})
		}
	}
}

func TestLexLeaderNumbering(t *testing.T) {
	for _, n := range []int{1, 2, 5, 8} {
		for _, syms := range [][]board.Symmetry{nil, {board.Identity}, {board.Rot90}, {board.Transpose, board.Rot180}, encode.NonIdentity} {
			t.Run(fmt.Sprintf("n=%d/%v", n, syms), func(t *testing.T) {
				var cnf encode.CNF
				first := encode.Var(n*n + 1)
				last := encode.LexLeaderTo(&cnf, n, first, syms)
				used := map[encode.Var]bool{}
				for _, cl := range cnf.Clauses {
					for _, l := range cl {
						used[l.Var()] = true
					}
				}
				for v := encode.Var(1); v <= last; v++ {
					if v >= first && !used[v] {
						t.Errorf("auxiliary %d (of %d..%d) is not used", v, first, last)
					}
				}
				for v := range used {
					if v > last {
						t.Errorf("variable %d lies above the returned last %d", v, last)
					}
				}
				f := encode.LexLeader(n, syms)
				if f.Vars != max(n*n, int(last)) {
					t.Errorf("LexLeader has %d variables, want %d", f.Vars, max(n*n, int(last)))
				}
				identityOnly := len(syms) == 0 || (len(syms) == 1 && syms[0] == board.Identity)
				if (identityOnly || n == 1) && len(cnf.Clauses) != 0 {
					t.Errorf("%d clauses, want none", len(cnf.Clauses))
				}
				if !identityOnly && n > 1 && len(cnf.Clauses) == 0 {
					t.Errorf("no clauses")
				}
			})
		}
	}
}

// TestLexLeaderDropOne checks the lex-leader CNF of n = 8 with one
// symmetry left out: its models are exactly the solutions no greater than
// their images under the 6 symmetries kept (found by brute force), and
// without the 90° rotation there are more than the 12 classes. (Without
// the 180° rotation or the vertical mirror there are still exactly 12: the
// other constraints happen to exclude every other image for n = 8.)
func TestLexLeaderDropOne(t *testing.T) {
	const n = 8
	sols := dfs.All(n)
	for i, g := range encode.NonIdentity {
		t.Run("without "+g.String(), func(t *testing.T) {
			syms := slices.Delete(slices.Clone(encode.NonIdentity), i, i+1)
			var want []board.Solution
			for _, s := range sols {
				if !slices.ContainsFunc(syms, func(h board.Symmetry) bool { return board.Compare(s, h.Apply(s)) > 0 }) {
					want = append(want, s)
				}
			}
			got := symModels(t, n, encode.LexLeader(n, syms), false)
			if !symEqual(got, want) {
				t.Errorf("models %v, want %v", got, want)
			}
			if len(got) < oeis.Classes[n-1] {
				t.Errorf("%d models, fewer than the %d classes", len(got), oeis.Classes[n-1])
			}
			if g == board.Rot90 && len(got) <= oeis.Classes[n-1] {
				t.Errorf("%d models without %v, want more than %d", len(got), g, oeis.Classes[n-1])
			}
		})
	}
}

func TestInvariantTo(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		g       board.Symmetry
		clauses int
	}{
		{"identity", 5, board.Identity, 0},
		{"rot180 odd", 5, board.Rot180, 2 * 24},
		{"rot180 even", 4, board.Rot180, 2 * 16},
		{"rot90 odd", 5, board.Rot90, 2 * 24},
		{"flip-cols odd", 5, board.FlipCols, 2 * 20},
		{"n=1", 1, board.Rot90, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var f encode.CNF
			encode.InvariantTo(&f, tt.n, tt.g)
			if len(f.Clauses) != tt.clauses {
				t.Errorf("%d clauses, want %d", len(f.Clauses), tt.clauses)
			}
			if f.Vars > tt.n*tt.n {
				t.Errorf("uses variable %d above n² = %d", f.Vars, tt.n*tt.n)
			}
		})
	}
}

func BenchmarkLexLeaderModels(b *testing.B) {
	for _, n := range []int{8, 10} {
		f := encode.LexLeader(n, encode.NonIdentity)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				count := 0
				_, err := sat.Models(context.Background(), f, sat.Options{Project: n * n}, func([]encode.Var) error {
					count++
					return nil
				})
				if err != nil || count != oeis.Classes[n-1] {
					b.Fatalf("%d models, %v", count, err)
				}
			}
		})
	}
}

func ExampleLexLeader() {
	for _, n := range []int{6, 8} {
		f := encode.LexLeader(n, encode.NonIdentity)
		var reps []board.Solution
		sat.Models(context.Background(), f, sat.Options{Project: n * n}, func(vars []encode.Var) error {
			s := make(board.Solution, n)
			for _, v := range vars {
				r, c, _ := encode.Square(n, v)
				s[r] = c
			}
			reps = append(reps, s)
			return nil
		})
		slices.SortFunc(reps, board.Compare)
		fmt.Printf("n = %d: %d variables, %d classes, first %v\n", n, f.Vars, len(reps), reps[0])
	}
	// Output:
	// n = 6: 185 variables, 1 classes, first 2 4 6 1 3 5
	// n = 8: 337 variables, 12 classes, first 1 5 8 6 3 7 2 4
}

func ExampleFixed() {
	n := 8
	f := encode.Fixed(n, board.Rot180)
	sat.Models(context.Background(), f, sat.Options{Project: n * n}, func(vars []encode.Var) error {
		s := make(board.Solution, n)
		for _, v := range vars {
			r, c, _ := encode.Square(n, v)
			s[r] = c
		}
		fmt.Println(s)
		return nil
	})
	// Unordered output:
	// 4 6 8 2 7 1 3 5
	// 6 4 7 1 8 2 5 3
	// 3 5 2 8 1 7 4 6
	// 5 3 1 7 2 8 6 4
}

// TestImagesMatchBoard checks encode's own symmetry maps against
// board.Symmetry.Cell, the definition the DFS side and compare use, for
// every n up to 12, every symmetry and every cell; and that each map is a
// permutation of the placement variables.
func TestImagesMatchBoard(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		for _, g := range board.Symmetries {
			m := encode.Images(n, g)
			if len(m) != n*n+1 {
				t.Fatalf("n = %d, %v: %d entries, want %d", n, g, len(m), n*n+1)
			}
			hit := make([]bool, n*n+1)
			for r := 0; r < n; r++ {
				for c := 0; c < n; c++ {
					r2, c2 := g.Cell(n, r, c)
					if got, want := m[encode.Cell(n, r, c)], encode.Cell(n, r2, c2); got != want {
						t.Errorf("n = %d, %v: cell (%d,%d) goes to variable %d, board says %d", n, g, r, c, got, want)
					}
					hit[m[encode.Cell(n, r, c)]] = true
				}
			}
			for v := 1; v <= n*n; v++ {
				if !hit[v] {
					t.Errorf("n = %d, %v: variable %d is no cell's image", n, g, v)
				}
			}
		}
	}
}
