package judge_test

import (
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/judge"
)

// A program's answer to "place 8 queens", judged as a checker would.
func ExampleJudge() {
	p, err := judge.LookupProblem("one")
	if err != nil {
		panic(err)
	}
	for _, out := range []string{"1 5 8 6 3 7 2 4\n", "1 2 3 4 5 6 7 8\n", "1 5 8\n"} {
		v := judge.Judge(p, judge.Files{Input: strings.NewReader("8\n"), Output: strings.NewReader(out)})
		fmt.Println(v.Outcome, v.Text())
	}
	// Output:
	// OK 8 queens, none attacked
	// WA line 1: the queen of row 2 (column 2) attacks the queen of row 1 (column 1) on their diagonal
	// PE line 1: the output ends after 3 of the 8 columns
}

// One placement of a million queens, built and checked in linear time.
func ExampleConstruct() {
	s, err := judge.Construct(1_000_000)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(s), judge.CheckPlacement(s))
	s[2] = s[1]
	fmt.Println(judge.CheckPlacement(s))
	// Output:
	// 1000000 <nil>
	// the queen of row 3 (column 4) attacks the queen of row 2 (column 4) on their column
}
