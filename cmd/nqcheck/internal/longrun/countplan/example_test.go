package countplan_test

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
)

// Count runs the default method's plan for the 8×8 board, all of it.
func ExampleCount() {
	run, err := countplan.Count(context.Background(), countplan.Methods[0].Name, 8, countplan.Options{Shard: shard.Spec{Index: 0, Of: 1}, Figures: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(run.Counts.Total, run.Counts.Classes(), run.Stopped)
	// Output: 92 12 false
}
