package drat

import (
	"bytes"
	"context"
	"testing"
)

// FuzzCheckLRAT: CheckLRAT never accepts an LRAT proof of a satisfiable
// formula (of at most 12 variables, decided by trying every assignment).
func FuzzCheckLRAT(f *testing.F) {
	f.Add([]byte(all4), []byte("5 1 0 1 2 0\n6 0 5 3 4 0\n"))
	f.Add([]byte(all4), []byte("5 1 0 1 2 0\n5 d 1 2 0\n6 0 5 3 4 0\n"))
	f.Add([]byte("p cnf 2 3\n1 2 0\n-1 0\n-2 0\n"), []byte("4 0 2 3 1 0\n"))
	f.Add([]byte("p cnf 2 2\n1 2 0\n-1 2 0\n"), []byte("3 2 0 1 2 0\n4 0 3 3 0\n"))
	f.Fuzz(func(t *testing.T, formula, proof []byte) {
		fm, err := ReadDIMACS(bytes.NewReader(formula))
		if err != nil || fm.Vars > 12 {
			return
		}
		if _, err := CheckLRAT(context.Background(), fm, bytes.NewReader(proof)); err == nil && satisfiable(fm.Clauses, fm.Vars) {
			t.Fatalf("CheckLRAT accepts %q for the satisfiable %q", proof, formula)
		}
	})
}

// FuzzLRATWriter: the LRAT that Check writes for a DRUP proof it accepts
// is accepted by CheckLRAT, a checker apart.
func FuzzLRATWriter(f *testing.F) {
	f.Add([]byte(all4), []byte("1 0\n0\n"))
	f.Add([]byte("p cnf 2 4\n1 2 1 0\n1 -2 0\n-1 2 2 0\n-1 -2 -1 0\n"), []byte("1 0\nd 1 2 1 0\n0\n"))
	f.Add([]byte(all4), []byte("4 0\nd 4 0\n1 0\n0\n"))
	f.Add([]byte("p cnf 3 3\n1 0\n-1 2 0\n-2 3 0\n"), []byte("2 0\nd 1 0\nd 2 0\n2 0\n"))
	f.Add([]byte("p cnf 1 2\n1 0\n-1 0\n"), []byte("d -1 0\n0\n"))
	f.Add([]byte("p cnf 3 4\n1 2 0\n-1 2 0\n1 -2 0\n-1 -2 3 0\n"), []byte("1 0\nd 1 2 0\n2 0\n0\n"))
	f.Fuzz(func(t *testing.T, formula, proof []byte) {
		fm, err := ReadDIMACS(bytes.NewReader(formula))
		if err != nil || len(fm.Clauses) > 200 {
			return
		}
		var out bytes.Buffer
		res, err := Check(context.Background(), fm, bytes.NewReader(proof), Options{LRAT: &out})
		if err != nil || res.RAT > 0 {
			return
		}
		if _, err := CheckLRAT(context.Background(), fm, bytes.NewReader(out.Bytes())); err != nil {
			t.Fatalf("Check accepts %q for %q, and CheckLRAT rejects its LRAT %q: %v", proof, formula, out.Bytes(), err)
		}
	})
}
