package dfs_test

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/dfs"
)

func ExampleCount() {
	for _, n := range []int{8, 12} {
		c, err := dfs.Count(context.Background(), n, dfs.CountOptions{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Printf("n=%d: %d solutions in %d classes; %d fixed by a quarter turn, %d by a half turn\n",
			c.N, c.Total, c.Classes(), c.Fix90, c.Fix180)
	}
	// Output:
	// n=8: 92 solutions in 12 classes; 0 fixed by a quarter turn, 4 by a half turn
	// n=12: 14200 solutions in 1787 classes; 8 fixed by a quarter turn, 80 by a half turn
}

func ExampleFrontierPlan() {
	p, err := dfs.FrontierPlan(10)
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := dfs.CountPlanned(context.Background(), p, dfs.CountOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("n=%d: %d solutions in %d classes\n", c.N, c.Total, c.Classes())
	// Output:
	// n=10: 724 solutions in 92 classes
}
