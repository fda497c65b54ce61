package solveraudit_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
	"github.com/nqcheck/nqcheck/result"
)

// bogusProver is a tool that answers UNSAT to anything, with a proof of
// one line, the empty clause, that proves nothing.
func bogusProver(t *testing.T) solveraudit.Tool {
	t.Helper()
	script := filepath.Join(t.TempDir(), "bogus")
	body := "#!/bin/sh\nprintf '0\\n' > \"$2\"\necho 's UNSATISFIABLE'\nexit 20\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return solveraudit.Tool{Name: "bogus", Driver: solveraudit.AllModels, Path: script, Args: []string{solveraudit.FileArg, solveraudit.ProofArg}}
}

// TestBogusProof: an UNSAT answer whose proof proves nothing is a
// finding that names the lemma, on an unsatisfiable formula (where the
// answer itself is right) and on a satisfiable one.
func TestBogusProof(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n     int
		kinds string
	}{
		{2, "bad-proof"},
		{4, "bad-proof,missing,unsat-claimed"},
	} {
		c := audit(t, bogusProver(t), member(t, tc.n, encode.Pairwise, nil), solveraudit.Limits{})
		if c.Verdict != result.Fail || kinds(c) != tc.kinds {
			t.Fatalf("n = %d: verdict %v, findings %v", tc.n, c.Verdict, c.Findings)
		}
		if d := c.Findings[0].Detail; !strings.Contains(d, "proof line 1: lemma 0 (the empty clause) does not follow by unit propagation") {
			t.Errorf("n = %d: detail %q", tc.n, d)
		}
	}
}

// TestSilentProver: with a proof file in its arguments, a tool that
// writes nothing, neither an answer nor a proof, is unreadable on the
// unsatisfiable sizes too (it passed them: no UNSAT answer, so no proof
// to check, and no model, as the formula has none).
func TestSilentProver(t *testing.T) {
	t.Parallel()
	script := filepath.Join(t.TempDir(), "silent")
	if err := os.WriteFile(script, []byte("#!/bin/sh\ncat \"$1\" > /dev/null\nexit 0\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	tool := solveraudit.Tool{Name: "silent", Driver: solveraudit.AllModels, Path: script, Args: []string{solveraudit.FileArg, solveraudit.ProofArg}}
	for _, n := range []int{2, 3, 4} {
		c := audit(t, tool, member(t, n, encode.Pairwise, nil), solveraudit.Limits{})
		if c.Verdict != result.Fail || kinds(c) != "unreadable" || !strings.Contains(c.Findings[0].Detail, "no answer") {
			t.Errorf("n = %d: verdict %v, findings %v", n, c.Verdict, c.Findings)
		}
	}
}

// TestCadicalProof checks cadical's proofs of every final UNSAT of the
// blocking loop, and of the unsatisfiable sizes.
func TestCadicalProof(t *testing.T) {
	t.Parallel()
	integration.LookPath(t, "cadical") // Debian package cadical
	p, err := solveraudit.LookupPreset("cadical")
	if err != nil {
		t.Fatal(err)
	}
	tool, err := solveraudit.WithProof(p.Tool)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 6; n++ {
		for _, e := range []encode.Encoding{encode.Pairwise, encode.SeqCounter} {
			c := audit(t, tool, member(t, n, e, nil), solveraudit.Limits{})
			if c.Verdict != result.Pass || c.ProofLemmas == 0 {
				t.Errorf("n = %d %v: verdict %v, %d lemmas, findings %v", n, e, c.Verdict, c.ProofLemmas, c.Findings)
			}
		}
	}
}

func TestWithProof(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"gophersat", "clasp"} {
		p, err := solveraudit.LookupPreset(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := solveraudit.WithProof(p.Tool); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	tool := solveraudit.Tool{Name: "mine", Path: "x", Args: []string{solveraudit.FileArg, "--proof=" + solveraudit.ProofArg}}
	if got, err := solveraudit.WithProof(tool); err != nil || len(got.Args) != 2 {
		t.Errorf("a tool with {proof}: %v %v", got, err)
	}
}
