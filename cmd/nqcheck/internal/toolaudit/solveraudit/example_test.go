package solveraudit_test

import (
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
)

// Read takes clasp's layout: answers separated by "c Answer:" lines, and
// its model count in a comment.
func ExampleRead() {
	out := "c Answer: 1\nv -1 2 0\nc Answer: 2\nv 1 -2 0\ns SATISFIABLE\nc Models         : 2\n"
	t, err := solveraudit.Read(strings.NewReader(out), solveraudit.Competition, 2, func(m solveraudit.Model) error {
		fmt.Println("model at line", m.Line, "x1 =", m.Vals[1])
		return nil
	})
	fmt.Println(t.Status, t.Claimed, t.HasClaim, t.BadTotal, err)
	// Output:
	// model at line 2 x1 = -1
	// model at line 4 x1 = 1
	// sat 2 true 0 <nil>
}
