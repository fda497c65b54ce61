package dfs

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkCountFrontier times the frontier counter on one goroutine, so
// that its figures compare with BenchmarkCountBitmask's.
func BenchmarkCountFrontier(b *testing.B) {
	for _, n := range []int{12, 14, 15, 16} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := CountFrontier(context.Background(), n, CountOptions{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCountBitmask times Count, the bitmask counter, on one
// goroutine.
func BenchmarkCountBitmask(b *testing.B) {
	for _, n := range []int{12, 14, 15, 16} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Count(context.Background(), n, CountOptions{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
