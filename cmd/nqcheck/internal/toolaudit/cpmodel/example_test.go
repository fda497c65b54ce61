package cpmodel_test

import (
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
)

// The SMT-LIB integer model of the 4-queens problem asks for one model;
// blocking each placement found and asking again enumerates all of them.
func ExampleModel_Script() {
	e, _ := cpmodel.ParseEncoding(cpmodel.SMTLIB, "lia")
	m, _ := cpmodel.Build(4, e)
	fmt.Print(m.Block([]int{2, 4, 1, 3}))
	fmt.Print(m.Query())
	// Output:
	// (assert (not (and (= q1 2) (= q2 4) (= q3 1) (= q4 3))))
	// (check-sat)
	// (get-value (q1 q2 q3 q4))
}
