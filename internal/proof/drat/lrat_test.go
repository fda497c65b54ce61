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
	"strings"
	"testing"
)

// toLRAT checks proof against f with LRAT output and returns the LRAT.
func toLRAT(t *testing.T, f *Formula, proof []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	if _, err := Check(context.Background(), f, bytes.NewReader(proof), Options{LRAT: &out}); err != nil {
		t.Fatalf("check with LRAT output: %v", err)
	}
	return out.Bytes()
}

// peer runs the checker the environment variable env names on the files,
// or skips with the reason when it names none; it returns the output.
func peer(t *testing.T, env string, args ...string) (string, error) {
	t.Helper()
	bin := os.Getenv(env)
	if bin == "" {
		t.Skipf("%s is not set: it names the peer checker's binary (bench/certify.sh builds it)", env)
	}
	out, err := exec.Command(bin, args...).CombinedOutput()
	return string(out), err
}

// files writes f and the proof into a new directory.
func files(t *testing.T, f *Formula, proof []byte, name string) (string, string) {
	t.Helper()
	dir := t.TempDir()
	var b bytes.Buffer
	if err := WriteDIMACS(&b, f); err != nil {
		t.Fatal(err)
	}
	cnf, p := filepath.Join(dir, "f.cnf"), filepath.Join(dir, name)
	if err := os.WriteFile(cnf, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, proof, 0o644); err != nil {
		t.Fatal(err)
	}
	return cnf, p
}

func TestLRATSmall(t *testing.T) {
	t.Parallel()
	f, err := ReadDIMACS(strings.NewReader(all4))
	if err != nil {
		t.Fatal(err)
	}
	lrat := toLRAT(t, f, []byte("1 0\n0\n"))
	if want := "5 1 0 1 2 0\n6 0 5 3 4 0\n"; string(lrat) != want && !strings.HasPrefix(string(lrat), "5 1 0") {
		t.Errorf("LRAT %q, want like %q", lrat, want)
	}
	if _, err := CheckLRAT(context.Background(), f, bytes.NewReader(lrat)); err != nil {
		t.Fatalf("%q: %v", lrat, err)
	}
	// A hint dropped: the lemma no longer follows.
	var le *LemmaError
	if _, err := CheckLRAT(context.Background(), f, strings.NewReader("5 1 0 1 0\n6 0 5 3 4 0\n")); !errors.As(err, &le) || le.Line != 1 {
		t.Errorf("a hint short: %v, want a LemmaError on line 1", err)
	}
	if _, err := CheckLRAT(context.Background(), f, strings.NewReader("5 1 0 1 2 0\n")); !errors.Is(err, ErrNoEmptyClause) {
		t.Errorf("no empty clause: %v", err)
	}
	if _, err := CheckLRAT(context.Background(), f, strings.NewReader("5 1 0 -1 0\n")); err == nil || !strings.Contains(err.Error(), "RAT") {
		t.Errorf("a RAT hint: %v", err)
	}
	if _, err := CheckLRAT(context.Background(), f, strings.NewReader("4 d 1 0\n5 1 0 1 2 0\n")); err == nil {
		t.Error("a hint to a deleted clause passes")
	}
}

// TestLRATCadical turns cadical's proofs (DRUP, text and binary) into
// LRAT, which CheckLRAT, and the peers where they are built, accept;
// with a formula clause left out, the LRAT fails.
func TestLRATCadical(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("cadical"); err != nil {
		t.Skip("cadical is not installed (Debian package cadical)")
	}
	r := rand.New(rand.NewPCG(34, 2))
	var cases []*Formula
	for range 6 {
		cases = append(cases, random3SAT(r, 50, 300))
	}
	cases = append(cases, pigeonhole(5))
	checked := 0
	for i, f := range cases {
		for _, arg := range []string{"--binary=false", "--binary=true"} {
			code, proof := cadical(t, f, arg)
			if code != 20 {
				continue
			}
			lrat := toLRAT(t, f, proof)
			res, err := CheckLRAT(context.Background(), f, bytes.NewReader(lrat))
			if err != nil {
				t.Fatalf("case %d %s: CheckLRAT: %v", i, arg, err)
			}
			checked++
			if res.Hints == 0 {
				t.Errorf("case %d: no hint followed", i)
			}
			weak := &Formula{Vars: f.Vars, Clauses: f.Clauses[1:]}
			if _, err := CheckLRAT(context.Background(), weak, bytes.NewReader(lrat)); err == nil {
				t.Errorf("case %d: the LRAT passes with the first clause dropped and the numbers shifted", i)
			}
		}
	}
	if checked < 6 {
		t.Errorf("only %d proofs checked", checked)
	}
}

// TestLRATPeers has cake_lpr (CAKE_LPR) and drat-trim (DRAT_TRIM) check
// what this package checks: cadical's proofs of pigeonhole formulas and
// their LRAT form.
func TestLRATPeers(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("cadical"); err != nil {
		t.Skip("cadical is not installed (Debian package cadical)")
	}
	for _, tc := range []struct{ env, file string }{{"CAKE_LPR", "f.lrat"}, {"DRAT_TRIM", "f.drat"}} {
		t.Run(tc.env, func(t *testing.T) {
			t.Parallel()
			for h := 4; h <= 6; h++ {
				f := pigeonhole(h)
				_, proof := cadical(t, f, "--binary=false")
				data := proof
				if tc.env == "CAKE_LPR" {
					data = toLRAT(t, f, proof)
				}
				cnf, p := files(t, f, data, tc.file)
				out, err := peer(t, tc.env, cnf, p)
				if err != nil || !strings.Contains(out, "s VERIFIED") {
					t.Errorf("pigeonhole %d: %s rejects: %v\n%s", h, tc.env, err, out)
				}
				broken := bytes.Replace(data, []byte(fmt.Sprintf("\n%d ", len(f.Clauses)+2)), []byte(fmt.Sprintf("\n%d 9999 ", len(f.Clauses)+2)), 1)
				if tc.env == "CAKE_LPR" && !bytes.Equal(broken, data) {
					cnf, p := files(t, f, broken, tc.file)
					if out, err := peer(t, tc.env, cnf, p); err == nil && strings.Contains(out, "s VERIFIED") {
						t.Errorf("pigeonhole %d: cake_lpr accepts a lemma with a literal of no clause:\n%s", h, out)
					}
				}
			}
		})
	}
}
