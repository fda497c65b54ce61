package plan_test

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/internal/plan"
	"github.com/nqcheck/nqcheck/internal/unitplan/shard"
)

// Count runs the default method's plan for the 8×8 board, all of it.
func ExampleCount() {
	run, err := plan.Count(context.Background(), plan.Methods[0].Name, 8, plan.CountOptions{Shard: shard.Spec{Index: 0, Of: 1}, Figures: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(run.Counts.Total, run.Counts.Classes(), run.Stopped)
	// Output: 92 12 false
}
