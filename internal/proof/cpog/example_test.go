package cpog_test

import (
	"bytes"
	"fmt"

	"github.com/nqcheck/nqcheck/internal/proof/cpog"
)

// The two solutions of the 4-queens puzzle as a CPOG proof, checked.
func ExampleWrite() {
	n := 4
	f := &cpog.Formula{Vars: n * n}
	for r := 0; r < n; r++ { // each row a queen
		f.Clauses = append(f.Clauses, []int{r*n + 1, r*n + 2, r*n + 3, r*n + 4})
	}
	for a := 0; a < n*n; a++ { // no two on a row, column or diagonal
		for b := a + 1; b < n*n; b++ {
			dr, dc := b/n-a/n, b%n-a%n
			if dr == 0 || dc == 0 || dr == dc || dr == -dc {
				f.Clauses = append(f.Clauses, []int{-a - 1, -b - 1})
			}
		}
	}
	var proof bytes.Buffer
	st, err := cpog.Write(&proof, n, f, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, err := cpog.Check(f, &proof)
	fmt.Println(st.Models, "models;", st.Nodes, "nodes;", st.Lemmas, "lemmas; checked:", res.Count, err)
	// Output: 2 models; 15 nodes; 21 lemmas; checked: 2 <nil>
}
