package unlock_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
)

func ExampleCount() {
	c := unlock.Count(0)
	fmt.Println(c[4], c[9], c.Total())
	// Output: 1624 140704 389112
}

func ExampleAnswers() {
	cases, err := unlock.ReadInput(strings.NewReader("2\n0\n1\n1 2\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := unlock.WriteAnswers(os.Stdout, unlock.Answers(cases)); err != nil {
		fmt.Println(err)
	}
	// Output:
	// 389112
	// 86405
}
