package cnfaudit_test

import (
	"context"
	"os"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cnfaudit"
	"github.com/nqcheck/nqcheck/encode"
)

func ExampleDecide() {
	// The 4×4 encoding without the clause that keeps cells (0,1) and
	// (1,2), variables 2 and 7, off one diagonal.
	f := encode.Queens(4)
	cut := &encode.CNF{Vars: f.Vars}
	for _, c := range f.Clauses {
		if len(c) != 2 || c[0] != -2 || c[1] != -7 {
			cut.Add(c)
		}
	}
	res, err := cnfaudit.Decide(context.Background(), cut, 4, cnfaudit.Options{CubeRows: -1})
	if err != nil {
		panic(err)
	}
	res.WriteText(os.Stdout)
	// Output:
	// (a) every model is a valid placement: NO, at least 1 invalid placement; the CNF allows 2 3 1 4: queens at (row 1, col 2) and (row 2, col 3) attack along a diagonal
	// (b) every solution extends to a model: yes, all 2
	// (c) distinct projected models: more than Q(4) = 2 (enumeration stopped at 3)
	// verdict: NOT an exact N-Queens encoding
}
