package solveraudit_test

import (
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
)

// ReadMiniZinc hands out each solution at its separator and notes the
// final status and the count the statistics state.
func ExampleReadMiniZinc() {
	e, _ := cpmodel.ParseEncoding(cpmodel.MiniZinc, "pairwise")
	m, _ := cpmodel.Build(4, e)
	out := "q = [2, 4, 1, 3]\n----------\nq = [3, 1, 4, 2]\n----------\n==========\n%%%mzn-stat: nSolutions=2\n"
	t, err := solveraudit.ReadMiniZinc(strings.NewReader(out), m, func(s solveraudit.Solution) error {
		fmt.Println("solution at line", s.Line, s.Vals)
		return nil
	})
	fmt.Println(t.CompleteLine, t.Claims[0].Count, t.BadTotal, err)
	// Output:
	// solution at line 1 [2 4 1 3]
	// solution at line 3 [3 1 4 2]
	// 5 2 0 <nil>
}

// ParseFamilies splits --encodings between the languages the tools read.
func ExampleParseFamilies() {
	tools := []solveraudit.Tool{{Name: "gecode", Language: cpmodel.MiniZinc}, {Name: "z3", Language: cpmodel.SMTLIB}}
	cnf, models, err := solveraudit.ParseFamilies("pairwise,lia", tools)
	fmt.Println(len(cnf), models, err)
	// Output:
	// 0 [minizinc pairwise smtlib lia] <nil>
}
