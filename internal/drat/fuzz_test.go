package drat

import (
	"bytes"
	"context"
	"testing"
)

// FuzzCheck checks any formula with any proof. Neither may make the
// checker panic, and a proof it accepts must refute its formula: a formula
// of at most 12 variables is tried on every assignment.
func FuzzCheck(f *testing.F) {
	f.Add([]byte(all4), []byte("1 0\n0\n"))
	f.Add([]byte(all4), []byte("4 0\nd 4 0\n1 0\n0\n"))
	f.Add([]byte("p cnf 3 3\n1 0\n-1 2 0\n-2 3 0\n"), []byte("2 0\nd 1 0\nd 2 0\n2 0\n"))
	f.Add([]byte("p cnf 1 2\n1 0\n-1 0\n"), []byte("d -1 0\n0\n"))
	f.Add([]byte(all4), AppendBinary(AppendBinary(nil, false, []int{1}), false, nil))
	f.Fuzz(func(t *testing.T, formula, proof []byte) {
		fm, err := ReadDIMACS(bytes.NewReader(formula))
		if err != nil {
			return
		}
		_, err = Check(context.Background(), fm, bytes.NewReader(proof), Options{})
		if err != nil || fm.Vars > 12 {
			return
		}
		if a, ok := satisfying(fm); ok {
			t.Fatalf("the proof is accepted, but the assignment %b satisfies the formula", a)
		}
	})
}

// satisfying tries every assignment of the formula's variables.
func satisfying(f *Formula) (uint, bool) {
	for a := uint(0); a < 1<<f.Vars; a++ {
		sat := true
		for _, c := range f.Clauses {
			ok := false
			for _, l := range c {
				if (a>>(abs(l)-1)&1 == 1) == (l > 0) {
					ok = true
					break
				}
			}
			if !ok {
				sat = false
				break
			}
		}
		if sat {
			return a, true
		}
	}
	return 0, false
}
