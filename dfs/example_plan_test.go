package dfs_test

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/dfs"
)

// ExampleBitmaskPlan counts a board size unit by unit, as a resumed run or
// a set of shards does, and adds the units up.
func ExampleBitmaskPlan() {
	p, err := dfs.BitmaskPlan(8)
	if err != nil {
		fmt.Println(err)
		return
	}
	// Count every unit, on 2 workers; a resumed run would pass only the
	// units its journal lacks.
	todo := make([]int, len(p.Units))
	for i := range todo {
		todo[i] = i
	}
	counts := make([]dfs.UnitCount, len(p.Units))
	err = p.Run(context.Background(), todo, 2, func(i int, c dfs.UnitCount) error {
		counts[i] = c
		return nil
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := p.Figures(counts)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s v%d, n = %d, %d units: first units %q, %q, %q\n", p.Method, p.Version, p.N, len(p.Units), p.Units[0].Key, p.Units[1].Key, p.Units[2].Key)
	fmt.Printf("%d solutions in %d classes\n", c.Total, c.Classes())
	// Output:
	// bitmask v1, n = 8, 123 units: first units "fix180", "fix90", "0 2 4 6"
	// 92 solutions in 12 classes
}
