package dfs

import (
	"context"
	"testing"
)

// BenchmarkFrontier18 times the frontier counter, the second counter of a
// table row beyond n = 12 (its fixed counts by the pairs search), at
// n = 18 on one goroutine: go test -run '^$' -bench Frontier18
// -benchtime 1x ./dfs. It takes a minute or so of CPU time.
func BenchmarkFrontier18(b *testing.B) {
	for b.Loop() {
		c, err := CountFrontier(context.Background(), 18, CountOptions{Workers: 1})
		if err != nil {
			b.Fatal(err)
		}
		if c.Total != 666090624 || c.Fix180 != 18104 || c.Fix90 != 0 {
			b.Fatalf("n = 18: %+v", c)
		}
	}
}
