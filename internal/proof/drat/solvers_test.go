package drat

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// random3SAT returns a random 3-SAT formula of vars variables and clauses
// clauses, three distinct variables each.
func random3SAT(r *rand.Rand, vars, clauses int) *Formula {
	f := &Formula{Vars: vars}
	for range clauses {
		var c []int
		for len(c) < 3 {
			v := 1 + r.IntN(vars)
			if containsVar(c, v) {
				continue
			}
			if r.IntN(2) == 0 {
				v = -v
			}
			c = append(c, v)
		}
		f.Clauses = append(f.Clauses, c)
	}
	return f
}

func containsVar(c []int, v int) bool {
	for _, l := range c {
		if abs(l) == v {
			return true
		}
	}
	return false
}

// pigeonhole returns the formula "holes+1 pigeons in holes holes, one
// pigeon a hole at most": unsatisfiable, and hard for resolution.
func pigeonhole(holes int) *Formula {
	p := func(i, j int) int { return i*holes + j + 1 }
	f := &Formula{Vars: (holes + 1) * holes}
	for i := 0; i <= holes; i++ {
		var c []int
		for j := 0; j < holes; j++ {
			c = append(c, p(i, j))
		}
		f.Clauses = append(f.Clauses, c)
	}
	for j := 0; j < holes; j++ {
		for i := 0; i <= holes; i++ {
			for k := i + 1; k <= holes; k++ {
				f.Clauses = append(f.Clauses, []int{-p(i, j), -p(k, j)})
			}
		}
	}
	return f
}

// cadical runs cadical on f with the extra arguments; it returns the
// exit status (10 SAT, 20 UNSAT) and the proof it wrote.
func cadical(t *testing.T, f *Formula, args ...string) (int, []byte) {
	t.Helper()
	dir := t.TempDir()
	cnf, proof := filepath.Join(dir, "f.cnf"), filepath.Join(dir, "f.drat")
	var b bytes.Buffer
	if err := WriteDIMACS(&b, f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cnf, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("cadical", append(append([]string{"-q"}, args...), cnf, proof)...)
	err := cmd.Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		t.Fatalf("cadical: %v", err)
	}
	out, err := os.ReadFile(proof)
	if err != nil {
		t.Fatal(err)
	}
	return ee.ExitCode(), out
}

// TestCadicalProofs checks cadical's proofs, text and binary, of random
// unsatisfiable 3-SAT formulas and of pigeonhole formulas; the same
// proofs checked against a satisfiable part of their formula must fail.
func TestCadicalProofs(t *testing.T) {
	t.Parallel()
	integration.LookPath(t, "cadical") // Debian package cadical
	r := rand.New(rand.NewPCG(23, 1))
	type instance struct {
		name string
		f    *Formula
	}
	var cases []instance
	for i := range 8 {
		cases = append(cases, instance{fmt.Sprintf("random-%d", i), random3SAT(r, 60, 330)})
	}
	for h := 4; h <= 6; h++ {
		cases = append(cases, instance{fmt.Sprintf("pigeonhole-%d", h), pigeonhole(h)})
	}
	unsat, deletions := 0, 0
	for _, tc := range cases {
		for _, format := range []struct {
			arg  string
			want Format
		}{{"--binary=false", Text}, {"--binary=true", Binary}} {
			code, proof := cadical(t, tc.f, format.arg)
			if code == 10 {
				continue // satisfiable: no proof to check
			}
			if code != 20 {
				t.Fatalf("%s: cadical exits %d", tc.name, code)
			}
			unsat++
			res, err := Check(context.Background(), tc.f, bytes.NewReader(proof), Options{})
			if err != nil {
				t.Fatalf("%s %s: %v", tc.name, format.arg, err)
			}
			if res.Lemmas == 0 {
				t.Errorf("%s: no lemma checked", tc.name)
			}
			deletions += res.Deletions
			weak := satisfiablePart(t, tc.f)
			if _, err := Check(context.Background(), weak, bytes.NewReader(proof), Options{Format: format.want}); err == nil {
				t.Errorf("%s %s: the proof passes on a satisfiable part of its formula", tc.name, format.arg)
			}
		}
	}
	if deletions == 0 {
		t.Error("cadical's proofs deleted nothing; the test means to check deletions")
	}
	if unsat < 12 {
		t.Errorf("only %d unsatisfiable runs; the test needs more", unsat)
	}
}

// satisfiablePart returns the longest satisfiable prefix of the
// formula's clauses, found by bisection with cadical (a prefix of a
// satisfiable prefix is satisfiable).
func satisfiablePart(t *testing.T, f *Formula) *Formula {
	t.Helper()
	lo, hi := 0, len(f.Clauses) // the prefix of lo clauses is satisfiable, of hi not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if code, _ := cadical(t, &Formula{Vars: f.Vars, Clauses: f.Clauses[:mid]}); code == 10 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return &Formula{Vars: f.Vars, Clauses: f.Clauses[:lo]}
}
