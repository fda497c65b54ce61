package drat

import (
	"bytes"
	"context"
	"errors"
	"io"
	"slices"
	"testing"
)

// FuzzCheck checks any formula with any proof. Neither may make the
// checker panic, and on formulas of at most 12 variables (the proof's
// own included), tried on every assignment, each lemma the checker
// accepted must keep a satisfiable clause set satisfiable: so a proof it
// accepts refutes its formula.
func FuzzCheck(f *testing.F) {
	f.Add([]byte(all4), []byte("1 0\n0\n"))
	f.Add([]byte(all4), []byte("4 0\nd 4 0\n1 0\n0\n"))
	f.Add([]byte("p cnf 3 3\n1 0\n-1 2 0\n-2 3 0\n"), []byte("2 0\nd 1 0\nd 2 0\n2 0\n"))
	f.Add([]byte("p cnf 3 3\n-1 2 0\n-2 3 0\n1 0\n"), []byte("d -1 2 0\n2 0\n"))
	f.Add([]byte("p cnf 1 2\n1 0\n-1 0\n"), []byte("d -1 0\n0\n"))
	f.Add([]byte(all4), AppendBinary(AppendBinary(nil, false, []int{1}), false, nil))
	f.Fuzz(func(t *testing.T, formula, proof []byte) {
		fm, err := ReadDIMACS(bytes.NewReader(formula))
		if err != nil {
			return
		}
		res, err := Check(context.Background(), fm, bytes.NewReader(proof), Options{})
		var le *LemmaError
		accepted := -1 // steps accepted: all of them, or those before the failing lemma
		switch {
		case err == nil, errors.Is(err, ErrNoEmptyClause):
		case errors.As(err, &le):
			accepted = le.Line
			if le.Line == 0 {
				accepted = int(le.Offset)
			}
		default:
			return
		}
		steps, ok := readSteps(proof)
		if !ok || fm.Vars > 12 {
			return
		}
		db := slices.Clone(fm.Clauses)
		vars := fm.Vars
		for _, st := range steps {
			at := st.line
			if st.line == 0 {
				at = int(st.offset)
			}
			if accepted >= 0 && at >= accepted {
				break
			}
			for _, l := range st.lits {
				vars = max(vars, abs(l))
			}
			if vars > 12 {
				return
			}
			if st.del {
				if i := slices.IndexFunc(db, func(c []int) bool { return sameSet(c, st.lits) }); i >= 0 {
					db = slices.Delete(db, i, i+1)
				}
				continue
			}
			before := satisfiable(db, vars)
			db = append(db, st.lits)
			if before && !satisfiable(db, vars) {
				t.Fatalf("lemma %v (proof line %d) makes a satisfiable clause set unsatisfiable; result %+v, %v", st.lits, st.line, res, err)
			}
			if len(st.lits) == 0 {
				break
			}
		}
	})
}

// readSteps reads every step of a proof, in the format Auto detects.
func readSteps(proof []byte) ([]step, bool) {
	rd, err := newStepReader(bytes.NewReader(proof), Auto)
	if err != nil {
		return nil, false
	}
	var out []step
	for {
		st, err := rd.next()
		if errors.Is(err, io.EOF) {
			return out, true
		}
		if err != nil {
			return out, true // the steps before a malformed one
		}
		st.lits = slices.Clone(st.lits)
		out = append(out, st)
	}
}

func sameSet(a, b []int) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(slices.Compact(x), slices.Compact(y))
}

// satisfiable tries every assignment of variables 1..vars.
func satisfiable(clauses [][]int, vars int) bool {
	for a := uint(0); a < 1<<vars; a++ {
		sat := true
		for _, c := range clauses {
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
			return true
		}
	}
	return false
}
