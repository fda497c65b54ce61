package encode_test

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
	"github.com/nqcheck/nqcheck/sat"
)

// familyMax is the largest board size the family tests enumerate: 9 with
// NQCHECK_INTEGRATION=1 (as CI runs them) and without -short, else 8.
func familyMax() int {
	if testing.Short() || !integration.Enabled() {
		return 8
	}
	return 9
}

// familyMembers returns, for board size n, every encoding unshuffled and
// shuffled with two seeds.
func familyMembers(t *testing.T, n int) []*encode.Member {
	t.Helper()
	var out []*encode.Member
	for _, e := range encode.Encodings() {
		m, err := encode.Build(n, e)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m, m.Shuffle(1), m.Shuffle(uint64(n)<<32|0xdead))
	}
	return out
}

// reference returns the sorted solutions a member must have: all of them,
// or the canonical forms for the lex-leader encoding.
func reference(n int, e encode.Encoding) []board.Solution {
	if e.Classes() {
		return symCanonicalForms(n)
	}
	return dfs.All(n)
}

// modelSolutions reads a total assignment of m's variables (true lists the
// true ones) as a solution through m.Show, checks that the assignment
// satisfies the formula and that its auxiliaries are the ones unit
// propagation derives from the placement alone (the one extension), and
// returns the solution.
func modelSolution(m *encode.Member, prop *encode.Propagator, trueVars []encode.Var) (board.Solution, error) {
	vals := make([]encode.Value, m.CNF.Vars+1)
	for v := 1; v < len(vals); v++ {
		vals[v] = encode.False
	}
	for _, v := range trueVars {
		vals[v] = encode.True
	}
	if i := encode.Falsified(m.CNF, vals); i >= 0 {
		return nil, fmt.Errorf("model falsifies clause %d %v", i+1, m.CNF.Clauses[i])
	}
	n := m.N
	s := make(board.Solution, n)
	rows := 0
	fixed := make([]encode.Value, len(vals))
	for i, v := range m.Show {
		fixed[v] = vals[v]
		if vals[v] == encode.True {
			s[i/n] = i % n
			rows++
		}
	}
	if rows != n {
		return nil, fmt.Errorf("model has %d queens", rows)
	}
	if c := prop.Propagate(fixed); c >= 0 {
		return nil, fmt.Errorf("placement %v conflicts with clause %d by propagation", s, c+1)
	}
	for v := 1; v < len(vals); v++ {
		if fixed[v] != vals[v] {
			return nil, fmt.Errorf("placement %v: variable %d is %d in the model, %d by propagation", s, v, vals[v], fixed[v])
		}
	}
	return s, nil
}

// TestFamilyModelsGophersat enumerates every member for n = 1..8 (9
// without -short) with gophersat, on all variables (blocking the whole
// model), and checks that the models are the reference set once each: the
// projected count is Q(n) (the classes for lex-leader), and since each
// full model has a different projection, the full count is too. The
// shuffled members give the same set read through their Show.
func TestFamilyModelsGophersat(t *testing.T) {
	// Not parallel: gophersat keeps package-level state.
	for n := 1; n <= familyMax(); n++ {
		for _, m := range familyMembers(t, n) {
			want := reference(n, m.Encoding)
			prop := encode.NewPropagator(m.CNF)
			var got []board.Solution
			_, err := sat.Models(context.Background(), m.CNF, sat.Options{Exact: true}, func(vars []encode.Var) error {
				s, err := modelSolution(m, prop, vars)
				if err != nil {
					return err
				}
				got = append(got, s)
				return nil
			})
			if err != nil {
				t.Fatalf("n=%d %s: %v", n, m.Label(), err)
			}
			slices.SortFunc(got, board.Compare)
			if !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("n=%d %s: %d models, want %d (or a different set)", n, m.Label(), len(got), len(want))
			}
		}
	}
}

// TestFamilyModelsClasp does the same with clasp, a SAT solver written
// elsewhere; it runs only with NQCHECK_INTEGRATION=1, and then fails when
// clasp (Debian package clasp) is not installed.
func TestFamilyModelsClasp(t *testing.T) {
	t.Parallel()
	integration.Only(t, "runs clasp on every encoding of the family")
	clasp := integration.LookPath(t, "clasp")
	for n := 1; n <= familyMax(); n++ {
		for _, m := range familyMembers(t, n) {
			var in bytes.Buffer
			if err := encode.WriteDIMACS(&in, m.CNF); err != nil {
				t.Fatal(err)
			}
			var out string
			res, err := child.Run(context.Background(), child.Spec{Path: clasp, Args: []string{"-n", "0"}, Stdin: &in, Timeout: 5 * time.Minute},
				func(r io.Reader) error {
					b, err := io.ReadAll(r)
					out = string(b)
					return err
				})
			if err != nil || res.TimedOut || res.Cancelled || res.Truncated || (res.ExitCode != 20 && res.ExitCode != 30) {
				t.Fatalf("n=%d %s: clasp: %v, %+v", n, m.Label(), err, res)
			}
			prop := encode.NewPropagator(m.CNF)
			var got []board.Solution
			var model []encode.Var
			for _, line := range strings.Split(out, "\n") {
				if !strings.HasPrefix(line, "v ") {
					continue
				}
				for _, f := range strings.Fields(line[2:]) {
					x, err := strconv.Atoi(f)
					if err != nil {
						t.Fatalf("n=%d %s: clasp printed %q", n, m.Label(), line)
					}
					switch {
					case x > 0:
						model = append(model, encode.Var(x))
					case x == 0:
						s, err := modelSolution(m, prop, model)
						if err != nil {
							t.Fatalf("n=%d %s: clasp: %v", n, m.Label(), err)
						}
						got = append(got, s)
						model = nil
					}
				}
			}
			slices.SortFunc(got, board.Compare)
			if want := reference(n, m.Encoding); !slices.EqualFunc(got, want, slices.Equal) {
				t.Errorf("n=%d %s: clasp gives %d models, want %d (or a different set)", n, m.Label(), len(got), len(want))
			}
		}
	}
}

// TestAtMostOneExact checks each at-most-one encoding on one line of k
// cells, k = 1..12, over every assignment of the cells: when at most one
// is true, unit propagation from the cells alone sets every auxiliary
// without conflict (so the assignment has exactly one extension, and it
// satisfies the formula); when two are true, it finds a conflict (no
// extension). The line is the first row of a k×k board with the row's
// at-least-one clause dropped: Build's formula restricted to row 0's
// at-most-one is checked by taking only the clauses over row 0 and its
// auxiliaries.
func TestAtMostOneExact(t *testing.T) {
	t.Parallel()
	for _, e := range []encode.Encoding{encode.Pairwise, encode.SeqCounter, encode.Commander, encode.Product} {
		for k := 1; k <= 12; k++ {
			f := encode.AtMostOneCNF(e, k)
			prop := encode.NewPropagator(f)
			for bits := 0; bits < 1<<k; bits++ {
				vals := make([]encode.Value, f.Vars+1)
				ones := 0
				for i := 0; i < k; i++ {
					vals[i+1] = encode.False
					if bits>>i&1 == 1 {
						vals[i+1] = encode.True
						ones++
					}
				}
				c := prop.Propagate(vals)
				if ones > 1 {
					if c < 0 {
						t.Fatalf("%s k=%d: %0*b (two or more) propagates without conflict", e, k, k, bits)
					}
					continue
				}
				if c >= 0 {
					t.Fatalf("%s k=%d: %0*b conflicts at clause %v", e, k, k, bits, f.Clauses[c])
				}
				for v := 1; v <= f.Vars; v++ {
					if vals[v] == encode.Unset {
						t.Fatalf("%s k=%d: %0*b leaves auxiliary %d undetermined", e, k, k, bits, v)
					}
				}
				if i := encode.Falsified(f, vals); i >= 0 {
					t.Fatalf("%s k=%d: the extension of %0*b falsifies %v", e, k, k, bits, f.Clauses[i])
				}
			}
		}
	}
}

// TestShuffleReproducible checks that a seed always gives the same file,
// that two seeds give different ones, and that a shuffle renames every
// variable of the projection consistently with the header's show line.
func TestShuffleReproducible(t *testing.T) {
	t.Parallel()
	m, err := encode.Build(6, encode.SeqCounter)
	if err != nil {
		t.Fatal(err)
	}
	text := func(m *encode.Member) string {
		var b bytes.Buffer
		if err := encode.WriteDIMACS(&b, m.CNF); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	a, b, c := text(m.Shuffle(7)), text(m.Shuffle(7)), text(m.Shuffle(8))
	if a != b {
		t.Fatal("the same seed gave two formulas")
	}
	if a == c {
		t.Fatal("seeds 7 and 8 gave the same formula")
	}
	s := m.Shuffle(7)
	var show []string
	for _, v := range s.Show {
		show = append(show, strconv.Itoa(int(v)))
	}
	if !strings.Contains(a, "\nc p show "+strings.Join(show, " ")+" 0\n") || !strings.Contains(a, "seed 7") {
		t.Fatalf("header does not state the projection and the seed:\n%s", a[:min(len(a), 800)])
	}
	if slices.Equal(s.Show, m.Show) {
		t.Fatal("the shuffle left the placement variables in place")
	}
	if len(s.CNF.Clauses) != len(m.CNF.Clauses) || s.CNF.Vars != m.CNF.Vars {
		t.Fatal("the shuffle changed the formula's size")
	}
}

// TestFamilySizes pins the size of every member for n = 8, as the
// documentation quotes them.
func TestFamilySizes(t *testing.T) {
	t.Parallel()
	want := map[encode.Encoding][2]int{
		encode.Pairwise:         {64, 736},
		encode.PairwiseColumns:  {64, 744},
		encode.SeqCounter:       {232, 722},
		encode.Commander:        {142, 602},
		encode.Product:          {228, 800},
		encode.LexLeaderClasses: {337, 2374},
	}
	for _, e := range encode.Encodings() {
		m, err := encode.Build(8, e)
		if err != nil {
			t.Fatal(err)
		}
		got := [2]int{m.CNF.Vars, len(m.CNF.Clauses)}
		if got != want[e] {
			t.Errorf("%s, n = 8: %d variables, %d clauses; want %d, %d", e, got[0], got[1], want[e][0], want[e][1])
		}
	}
}

func TestParseEncodings(t *testing.T) {
	t.Parallel()
	all, err := encode.ParseEncodings("all")
	if err != nil || len(all) != len(encode.Encodings()) {
		t.Fatalf("all: %v, %v", all, err)
	}
	got, err := encode.ParseEncodings("product, pairwise")
	if err != nil || !slices.Equal(got, []encode.Encoding{encode.Product, encode.Pairwise}) {
		t.Fatalf("got %v, %v", got, err)
	}
	for _, bad := range []string{"", "pairwise,pairwise", "ladder"} {
		if _, err := encode.ParseEncodings(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
