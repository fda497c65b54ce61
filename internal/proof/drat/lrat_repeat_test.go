package drat

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// repeatLiterals returns f with literals written twice: in every third
// clause its first literal again at its end, in every fifth its last
// one again at its front; and one tautology with a literal twice.
func repeatLiterals(f *Formula) *Formula {
	out := &Formula{Vars: f.Vars}
	for i, c := range f.Clauses {
		c = slices.Clone(c)
		if i%3 == 0 && len(c) > 0 {
			c = append(c, c[0])
		}
		if i%5 == 0 && len(c) > 0 {
			c = append([]int{c[len(c)-1]}, c...)
		}
		out.Clauses = append(out.Clauses, c)
	}
	out.Clauses = append(out.Clauses, []int{1, -1, 1})
	return out
}

// TestLRATRepeatedLiterals: a formula whose clauses repeat a literal
// gets LRAT that a checker reading each clause as written (as cake_lpr
// does: a literal twice, not false, is two) accepts: the clauses are
// first restated without the repeats, and the hints name those. Before,
// the LRAT of "1 1 0 / -1 0" named clause 1 as unit, and cake_lpr
// rejected it.
func TestLRATRepeatedLiterals(t *testing.T) {
	t.Parallel()
	f, err := ReadDIMACS(strings.NewReader("p cnf 1 2\n1 1 0\n-1 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := CheckLRAT(context.Background(), f, strings.NewReader("3 0 1 2 0\n")); err == nil || !strings.Contains(err.Error(), "not unit") {
		t.Errorf("the hint of clause 1 1 as a unit passes: %v", err)
	}
	lrat := toLRAT(t, f, []byte("0\n"))
	if want := "3 1 0 1 0\n3 d 1 0\n4 0 3 2 0\n"; string(lrat) != want {
		t.Errorf("LRAT %q, want %q", lrat, want)
	}
	if _, err := CheckLRAT(context.Background(), f, bytes.NewReader(lrat)); err != nil {
		t.Errorf("%q: %v", lrat, err)
	}
	cases := []*Formula{repeatLiterals(pigeonhole(4))}
	r := rand.New(rand.NewPCG(43, 13))
	for range 4 {
		cases = append(cases, repeatLiterals(random3SAT(r, 40, 260)))
	}
	_, haveCadical := exec.LookPath("cadical")
	cake := os.Getenv("CAKE_LPR")
	checked := 0
	for i, f := range cases {
		if haveCadical != nil {
			continue
		}
		code, proof := cadical(t, f, "--binary=false")
		if code != 20 {
			continue
		}
		lrat := toLRAT(t, f, proof)
		if _, err := CheckLRAT(context.Background(), f, bytes.NewReader(lrat)); err != nil {
			t.Errorf("case %d: CheckLRAT: %v", i, err)
		}
		checked++
		if cake != "" {
			cnf, p := files(t, f, lrat, "f.lrat")
			if out, err := exec.Command(cake, cnf, p).CombinedOutput(); err != nil || !strings.Contains(string(out), "s VERIFIED") {
				t.Errorf("case %d: cake_lpr rejects: %v\n%s", i, err, out)
			}
		}
	}
	if haveCadical == nil && checked < 2 {
		t.Errorf("only %d proofs checked", checked)
	}
}
