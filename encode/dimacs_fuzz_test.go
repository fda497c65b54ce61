package encode

import (
	"bytes"
	"errors"
	"slices"
	"testing"
)

// FuzzReadDIMACS reads arbitrary bytes: ReadDIMACS never panics, fails only
// with a *ParseError that names a line of the input, and what it accepts
// keeps every literal within the header's variables and survives a round
// trip through WriteDIMACS.
func FuzzReadDIMACS(f *testing.F) {
	var queens bytes.Buffer
	if err := WriteDIMACS(&queens, Queens(4)); err != nil {
		f.Fatal(err)
	}
	f.Add(queens.Bytes())
	f.Add([]byte("p cnf 3 2\n1 -2 0\n2 3\n-1 0\n"))
	f.Add([]byte("c only a comment\n"))
	f.Add([]byte("p cnf 2 1\n1 2 0\n%\n0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cnf, err := ReadDIMACS(bytes.NewReader(data))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			lines := bytes.Count(data, []byte("\n")) + 1
			if pe.Line < 1 || pe.Line > lines {
				t.Fatalf("error on line %d of a %d-line input: %v", pe.Line, lines, err)
			}
			return
		}
		for i, c := range cnf.Clauses {
			for _, l := range c {
				if l == 0 || int(l.Var()) > cnf.Vars {
					t.Fatalf("clause %d holds literal %d, header declares %d variables", i+1, l, cnf.Vars)
				}
			}
		}
		var out bytes.Buffer
		if err := WriteDIMACS(&out, &CNF{Vars: cnf.Vars, Clauses: cnf.Clauses}); err != nil {
			t.Fatal(err)
		}
		again, err := ReadDIMACS(&out)
		if err != nil {
			t.Fatalf("reading back what WriteDIMACS wrote: %v\n%s", err, out.String())
		}
		if again.Vars != cnf.Vars || !slices.EqualFunc(again.Clauses, cnf.Clauses, func(a, b Clause) bool { return slices.Equal(a, b) }) {
			t.Fatalf("round trip changed the formula")
		}
	})
}
