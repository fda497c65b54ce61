package compare_test

import (
	"fmt"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
)

func ExampleWitnesses() {
	var a, b []board.Placement
	for _, s := range []board.Solution{{1, 3, 0, 2}, {2, 0, 3, 1}} { // 2 4 1 3 and 3 1 4 2
		a = append(a, s.Placement())
	}
	b = append(b, a[1]) // the second witness lost a solution
	r := compare.Witnesses(4,
		compare.Witness{Name: "dfs", Ordered: true, Boards: a},
		compare.Witness{Name: "other", Boards: b})
	fmt.Println(r.Verdict())
	for _, c := range r.Failures() {
		fmt.Printf("%s %s: %s\n", c.Name, c.Witnesses, c.Detail)
	}
	// Output:
	// MISMATCH
	// count dfs/other: dfs has 2 boards, other has 1
	// set dfs/other: first difference: dfs has 2 4 1 3, other lacks it (1 only in dfs, 0 only in other)
}
