package result_test

import (
	"fmt"
	"os"

	"github.com/nqcheck/nqcheck/result"
)

// A figure may be unknown: it prints as null in JSON and "-" in text,
// and a sum that would wrap is an error, never a wrong number.
func ExampleFigure() {
	a, b := result.Known(92), result.Known(352)
	sum, err := a.Plus(b)
	fmt.Println(sum, err)
	var unknown result.Figure
	fmt.Println(unknown, unknown.IsKnown())
	_, err = result.Known(1<<64 - 1).Plus(result.Known(1))
	fmt.Println(err != nil)
	// Output:
	// 444 <nil>
	// - false
	// true
}

// Every --json output is one envelope: the command, the version, whether
// the run is complete, its verdict and one result per size or input.
func ExampleWrite() {
	rep := result.New[result.Figure]("example")
	rep.Version = "v0.0.0"
	rep.Complete, rep.Verdict = true, result.Pass
	rep.Results = []result.Figure{result.Known(92), {}}
	if err := result.Write(os.Stdout, rep); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {
	//   "command": "example",
	//   "version": "v0.0.0",
	//   "complete": true,
	//   "verdict": "pass",
	//   "results": [
	//     92,
	//     null
	//   ]
	// }
}
