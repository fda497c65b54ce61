package compare_test

import (
	"fmt"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
)

func ExampleSets() {
	dfs := []board.Solution{{1, 3, 0, 2}, {2, 0, 3, 1}} // 2 4 1 3 and 3 1 4 2, sorted
	other := dfs[1:]                                    // the second witness lost a solution
	c := compare.Sets("dfs", dfs, "other", other)
	fmt.Printf("%s %s: %v: %s\n", c.Name, c.Witnesses, c.OK, c.Detail)
	// Output:
	// set dfs/other: false: first difference: dfs has 2 4 1 3, other lacks it (1 only in dfs, 0 only in other)
}

func ExampleValid() {
	p := board.Solution{0, 1, 3, 2}.Placement() // 1 2 4 3
	fmt.Printf("%s: %v\n", compare.Describe(4, p), compare.Valid(4, p))
	// Output:
	// 1 2 4 3: queens at (row 1, col 1) and (row 2, col 2) attack along a diagonal
}
