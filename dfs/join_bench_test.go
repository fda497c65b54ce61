package dfs

import (
	"context"
	"fmt"
	"math/bits"
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

// BenchmarkRowOnes times the count of the row tables' test (n ≥ 19) over
// six rows of 1,024 words each: the Go loop and, where the CPU has AVX2,
// rowOnesMid.
func BenchmarkRowOnes(b *testing.B) {
	const words = 1024
	var rows [6][]uint64
	for i := range rows {
		rows[i] = make([]uint64, words)
		for w := range rows[i] {
			rows[i][w] = uint64(w*(i+3)) * 0x9e3779b97f4a7c15
		}
	}
	b.Run("go", func(b *testing.B) {
		for b.Loop() {
			c := 0
			for w := range words {
				c += bits.OnesCount64(rows[0][w] | rows[1][w] | rows[2][w] | rows[3][w] | rows[4][w] | rows[5][w])
			}
			sinkInt = c
		}
	})
	b.Run("avx2", func(b *testing.B) {
		if !haveMid {
			b.Skip("this CPU has no AVX2")
		}
		for b.Loop() {
			sinkInt = rowOnesMid(&rows[0][0], &rows[1][0], &rows[2][0], &rows[3][0], &rows[4][0], &rows[5][0], words)
		}
	})
}

// sinkInt keeps a benchmark's result alive.
var sinkInt int
