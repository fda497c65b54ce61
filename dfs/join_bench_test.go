package dfs

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkCountJoin times the join counter on one goroutine, so that its
// figures compare with BenchmarkCountFrontier's.
func BenchmarkCountJoin(b *testing.B) {
	for _, n := range []int{12, 14, 15, 16, 17, 18} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := CountJoin(context.Background(), n, CountOptions{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
