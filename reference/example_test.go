package reference_test

import (
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/reference"
)

func Example() {
	ref, err := reference.Parse(strings.NewReader("# n, solutions, classes\nn\tA000170\tA002562\n8\t92\t12\n9\t352\t46\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	got := []reference.Row{
		{N: 8, Values: reference.Values{reference.Total: 92, reference.Classes: 12}},
		{N: 9, Values: reference.Values{reference.Total: 351, reference.Classes: 46}},
	}
	for _, d := range reference.Compare(ref, got) {
		fmt.Println(d)
	}
	// Output:
	// n = 9: A000170 expected 352, got 351
}

func ExampleParse_error() {
	_, err := reference.Parse(strings.NewReader("n\tA000170\n8\tninety-two\n"))
	fmt.Println(err)
	// Output:
	// line 2, column 2 (A000170): "ninety-two" is not a non-negative integer
}
