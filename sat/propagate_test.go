package sat

import (
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

// TestPropagationAgreesWithEncode checks the propagation that simplifies
// a cube's formula (cubeFormula.propagate) against package encode's
// Propagator, which the solver audit uses: the two are kept apart on
// purpose (see cubeFormula.propagate), so they are tested against each
// other. On every member of the family and every cube of two rows, both
// must find a conflict or neither, and without one assign the same
// variables the same values.
func TestPropagationAgreesWithEncode(t *testing.T) {
	t.Parallel()
	for _, e := range encode.Encodings() {
		for _, n := range []int{4, 5, 6} {
			m, err := encode.Build(n, e)
			if err != nil {
				t.Fatal(err)
			}
			f := m.CNF
			t.Run(fmt.Sprintf("%v/n=%d", e, n), func(t *testing.T) {
				cf := newCubeFormula(f.Clauses, f.Vars)
				prop := encode.NewPropagator(f)
				for _, c := range QueensCubes(n, 2) {
					vals := make([]encode.Value, f.Vars+1)
					for _, l := range c.Lits {
						vals[l.Var()] = encode.True
					}
					conflict := prop.Propagate(vals) >= 0
					ok := cf.propagate(c.Lits)
					if ok == conflict {
						t.Errorf("%v: sat finds a conflict: %v, encode: %v", c, !ok, conflict)
					}
					if ok {
						for v := 1; v <= f.Vars; v++ {
							if got, want := cf.value[v], int8(vals[v]); got != want {
								t.Errorf("%v: variable %d is %d in sat, %d in encode", c, v, got, want)
							}
						}
					}
					cf.reset()
				}
			})
		}
	}
}
