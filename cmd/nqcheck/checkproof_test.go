package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
)

// unsatFormulas returns random 3-SAT formulas past the threshold, for
// which cadical finds proofs, and pigeonhole formulas.
func unsatFormulas(r *rand.Rand, count int) []*drat.Formula {
	var out []*drat.Formula
	for h := 4; h <= 6; h++ {
		p := func(i, j int) int { return i*h + j + 1 }
		f := &drat.Formula{Vars: (h + 1) * h}
		for i := 0; i <= h; i++ {
			var c []int
			for j := range h {
				c = append(c, p(i, j))
			}
			f.Clauses = append(f.Clauses, c)
		}
		for j := range h {
			for i := 0; i <= h; i++ {
				for k := i + 1; k <= h; k++ {
					f.Clauses = append(f.Clauses, []int{-p(i, j), -p(k, j)})
				}
			}
		}
		out = append(out, f)
	}
	for len(out) < count {
		f := &drat.Formula{Vars: 50}
		for range 280 {
			var c []int
			for len(c) < 3 {
				v := 1 + r.IntN(f.Vars)
				if !containsVar(c, v) {
					c = append(c, v*(1-2*r.IntN(2)))
				}
			}
			f.Clauses = append(f.Clauses, c)
		}
		out = append(out, f)
	}
	return out
}

func containsVar(c []int, v int) bool {
	for _, l := range c {
		if l == v || l == -v {
			return true
		}
	}
	return false
}

// checkProof runs check-proof in this process; it returns the exit code
// and what it printed.
func checkProof(args ...string) (int, string) {
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"check-proof"}, args...), &stdout, &stderr)
	return code, stdout.String() + stderr.String()
}

// TestCheckProofAgreesWithDratTrim: on cadical's proofs of 20
// unsatisfiable formulas, and on each proof less one of its lemmas (up to
// 12 a proof), check-proof and drat-trim -f (DRAT_TRIM) give the same
// verdict; the LRAT that --lrat writes for each whole proof is accepted
// by cake_lpr (CAKE_LPR), half of the formulas with a literal written
// twice in some clauses. Without cadical the test is skipped; without a
// peer, its comparison is.
func TestCheckProofAgreesWithDratTrim(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("cadical"); err != nil {
		t.Skip("cadical is not installed (Debian package cadical)")
	}
	trim, cake := os.Getenv("DRAT_TRIM"), os.Getenv("CAKE_LPR")
	if trim == "" && cake == "" {
		t.Skip("neither DRAT_TRIM nor CAKE_LPR is set: they name the peers' binaries (bench/certify.sh builds them)")
	}
	r := rand.New(rand.NewPCG(20, 34))
	dir := t.TempDir()
	unsat, compared, rejected, peerMissed, lratChecked := 0, 0, 0, 0, 0
	for i, f := range unsatFormulas(r, 40) {
		if unsat == 20 {
			break
		}
		if i%2 == 1 {
			// A literal written twice, in every third clause: the
			// LRAT must restate those clauses for cake_lpr.
			for k := 0; k < len(f.Clauses); k += 3 {
				f.Clauses[k] = append(f.Clauses[k], f.Clauses[k][0])
			}
		}
		cnf := filepath.Join(dir, fmt.Sprintf("f%d.cnf", i))
		var b bytes.Buffer
		if err := drat.WriteDIMACS(&b, f); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(cnf, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		proof := filepath.Join(dir, fmt.Sprintf("f%d.drat", i))
		if err := exec.Command("cadical", "-q", "--no-binary", cnf, proof).Run(); err == nil || !strings.Contains(err.Error(), "exit status 20") {
			continue // satisfiable, or cadical failed: no proof
		}
		unsat++
		if cake != "" {
			lrat := filepath.Join(dir, fmt.Sprintf("f%d.lrat", i))
			if code, out := checkProof("--lrat", lrat, cnf, proof); code != cli.ExitOK {
				t.Fatalf("%s: check-proof --lrat exits %d: %s", cnf, code, out)
			}
			if out, err := exec.Command(cake, cnf, lrat).CombinedOutput(); err != nil || !strings.Contains(string(out), "s VERIFIED UNSAT") {
				t.Errorf("%s: cake_lpr rejects the LRAT of check-proof: %v\n%s", cnf, err, out)
			}
		}
		if trim == "" {
			continue
		}
		data, err := os.ReadFile(proof)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(data), "\n")
		variants := [][]string{lines}
		var lemmas []int
		for k, l := range lines {
			if l != "" && !strings.HasPrefix(l, "d ") {
				lemmas = append(lemmas, k)
			}
		}
		r.Shuffle(len(lemmas), func(a, b int) { lemmas[a], lemmas[b] = lemmas[b], lemmas[a] })
		for _, k := range lemmas[:min(12, len(lemmas))] {
			variants = append(variants, append(append([]string{}, lines[:k]...), lines[k+1:]...))
		}
		for v, ls := range variants {
			p := filepath.Join(dir, fmt.Sprintf("f%d-%d.drat", i, v))
			if err := os.WriteFile(p, []byte(strings.Join(ls, "")), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out := checkProof(cnf, p)
			if code == cli.ExitOK && cake != "" && v > 0 {
				lrat := p + ".lrat"
				// A proof with a RAT lemma has no LRAT here (exit 2).
				if code, _ := checkProof("--lrat", lrat, cnf, p); code == cli.ExitOK {
					if out, err := exec.Command(cake, cnf, lrat).CombinedOutput(); err != nil || !strings.Contains(string(out), "s VERIFIED UNSAT") {
						t.Errorf("%s: cake_lpr rejects the LRAT of check-proof: %v\n%s", p, err, out)
					}
					lratChecked++
				}
			}
			peer, _ := exec.Command(trim, cnf, p, "-f").CombinedOutput()
			theirs := strings.Contains(string(peer), "s VERIFIED")
			compared++
			switch {
			case code != cli.ExitOK && code != cli.ExitMismatch:
				t.Errorf("%s: check-proof exits %d: %s", p, code, out)
			case code == cli.ExitMismatch && !theirs:
				rejected++
			case code == cli.ExitOK && !theirs && naiveCheck(f, ls):
				// drat-trim misses a RAT pivot that holds (see
				// naiveCheck): the proof is valid.
				peerMissed++
			case (code == cli.ExitOK) != theirs:
				t.Errorf("%s: check-proof exits %d (%s), drat-trim -f says verified = %v:\n%s", p, code, out, theirs, peer)
			}
		}
	}
	if unsat < 20 {
		t.Fatalf("only %d unsatisfiable formulas", unsat)
	}
	t.Logf("%d formulas, %d proofs compared with drat-trim -f: %d rejected by both, %d accepted by check-proof and a naive checker and rejected by drat-trim, the rest accepted by both; cake_lpr accepts the LRAT of %d of the variants too", unsat, compared, rejected, peerMissed, lratChecked)
}

// naiveCheck is a third checker, for the proofs that check-proof accepts
// and drat-trim rejects: a clause list, unit propagation by sweeps over
// it, every deletion done, each lemma RUP or RAT on any of its literals,
// and the empty clause written or following by propagation at the end.
func naiveCheck(f *drat.Formula, lines []string) bool {
	db := append([][]int{}, f.Clauses...)
	for _, line := range lines {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		del := fields[0] == "d"
		if del {
			fields = fields[1:]
		}
		var c []int
		for _, x := range fields[:len(fields)-1] {
			var l int
			fmt.Sscan(x, &l)
			c = append(c, l)
		}
		if del {
			for i, d := range db {
				if sameClause(d, c) {
					db = append(db[:i:i], db[i+1:]...)
					break
				}
			}
			continue
		}
		if !naiveRUP(db, c) && !naiveRAT(db, c) {
			return false
		}
		if len(c) == 0 {
			return true
		}
		db = append(db, c)
	}
	return naiveRUP(db, nil)
}

func sameClause(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for _, l := range a {
		if !slices.Contains(b, l) {
			return false
		}
	}
	return true
}

// naiveRUP: the negation of c, propagated by sweeps over db, conflicts.
func naiveRUP(db [][]int, c []int) bool {
	val := map[int]bool{}
	for _, l := range c {
		if v, ok := val[abs(l)]; ok && v == (l > 0) {
			return true
		}
		val[abs(l)] = l < 0
	}
	for changed := true; changed; {
		changed = false
		for _, d := range db {
			free, unit, sat := 0, 0, false
			for _, l := range d {
				v, ok := val[abs(l)]
				switch {
				case !ok:
					free, unit = free+1, l
				case v == (l > 0):
					sat = true
				}
			}
			switch {
			case sat:
			case free == 0:
				return true
			case free == 1:
				val[abs(unit)], changed = unit > 0, true
			}
		}
	}
	return false
}

// naiveRAT: c is RAT on one of its literals with respect to db.
func naiveRAT(db [][]int, c []int) bool {
	for _, p := range c {
		ok := true
		for _, d := range db {
			if !slices.Contains(d, -p) {
				continue
			}
			r := append([]int{}, c...)
			for _, l := range d {
				if l != -p {
					r = append(r, l)
				}
			}
			if !naiveRUP(db, r) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestCheckProofLRATRepeatedLiteral: --lrat on a CNF whose clause writes
// a literal twice restates the clause without the repeat and names the
// restatement in the hints, which cake_lpr (CAKE_LPR, where set) accepts
// (before, the LRAT named "1 1 0" as a unit clause and cake_lpr rejected
// it, while check-proof said VERIFIED).
func TestCheckProofLRATRepeatedLiteral(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cnf := writeFile(t, dir, "f.cnf", "p cnf 1 2\n1 1 0\n-1 0\n")
	proof := writeFile(t, dir, "f.drat", "0\n")
	lrat := filepath.Join(dir, "f.lrat")
	if code, out := checkProof("--lrat", lrat, cnf, proof); code != cli.ExitOK || !strings.Contains(out, "VERIFIED") {
		t.Fatalf("exit %d: %s", code, out)
	}
	data, err := os.ReadFile(lrat)
	if err != nil {
		t.Fatal(err)
	}
	if want := "3 1 0 1 0\n3 d 1 0\n4 0 3 2 0\n"; string(data) != want {
		t.Errorf("LRAT %q, want %q", data, want)
	}
	if cake := os.Getenv("CAKE_LPR"); cake != "" {
		if out, err := exec.Command(cake, cnf, lrat).CombinedOutput(); err != nil || !strings.Contains(string(out), "s VERIFIED UNSAT") {
			t.Errorf("cake_lpr rejects the LRAT: %v\n%s", err, out)
		}
	}
}
