package junit_test

import (
	"os"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/junit"
)

func Example() {
	// A witness for n = 4 that gives the same solution twice.
	s := board.Solution{1, 3, 0, 2}.Placement()
	rep := compare.Witnesses(4, compare.Witness{Name: "dfs", Ordered: true, Boards: []board.Placement{s, s}})
	junit.Write(os.Stdout, junit.Run{
		Name:    "nqcheck verify",
		Reports: []*compare.Report{rep},
		Seconds: map[int]float64{4: 0.003},
	})
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <testsuites name="nqcheck verify" tests="3" failures="2" errors="0" time="0.003">
	//   <testsuite name="nqcheck verify" tests="3" failures="2" errors="0" skipped="0" time="0.003">
	//     <testcase name="valid dfs" classname="nqcheck.n4" time="0.001"></testcase>
	//     <testcase name="distinct dfs" classname="nqcheck.n4" time="0.001">
	//       <failure message="1 duplicate boards; first: dfs board 2 4 1 3 came 2 times, first as #1" type="distinct">1 duplicate boards; first: dfs board 2 4 1 3 came 2 times, first as #1</failure>
	//     </testcase>
	//     <testcase name="order dfs" classname="nqcheck.n4" time="0.001">
	//       <failure message="dfs solution #2 (2 4 1 3) does not come after #1 (2 4 1 3) in lexicographic order" type="order">dfs solution #2 (2 4 1 3) does not come after #1 (2 4 1 3) in lexicographic order</failure>
	//     </testcase>
	//   </testsuite>
	// </testsuites>
}
