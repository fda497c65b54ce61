package junit_test

import (
	"os"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/junit"
	"github.com/nqcheck/nqcheck/compare"
)

func Example() {
	// The checks of one witness for n = 4 that gave the same solution twice.
	rep := &compare.SizeChecks{N: 4, Checks: []compare.Check{
		{Name: "valid", Witnesses: "dfs", OK: true},
		{Name: "distinct", Witnesses: "dfs", Detail: "dfs returned 2 4 1 3 more than once"},
		{Name: "order", Witnesses: "dfs", Detail: "dfs solution #2 (2 4 1 3) does not come after #1 (2 4 1 3) in lexicographic order"},
	}}
	junit.Write(os.Stdout, junit.Run{
		Name:    "nqcheck verify",
		Reports: []*compare.SizeChecks{rep},
		Seconds: map[int]float64{4: 0.003},
	})
	// Output:
	// <?xml version="1.0" encoding="UTF-8"?>
	// <testsuites name="nqcheck verify" tests="3" failures="2" errors="0" time="0.003">
	//   <testsuite name="nqcheck verify" tests="3" failures="2" errors="0" skipped="0" time="0.003">
	//     <testcase name="valid dfs" classname="nqcheck.n4" time="0.001"></testcase>
	//     <testcase name="distinct dfs" classname="nqcheck.n4" time="0.001">
	//       <failure message="dfs returned 2 4 1 3 more than once" type="distinct">dfs returned 2 4 1 3 more than once</failure>
	//     </testcase>
	//     <testcase name="order dfs" classname="nqcheck.n4" time="0.001">
	//       <failure message="dfs solution #2 (2 4 1 3) does not come after #1 (2 4 1 3) in lexicographic order" type="order">dfs solution #2 (2 4 1 3) does not come after #1 (2 4 1 3) in lexicographic order</failure>
	//     </testcase>
	//   </testsuite>
	// </testsuites>
}
