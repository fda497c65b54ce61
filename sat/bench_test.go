package sat

import (
	"context"
	"fmt"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// The benchmarks report ns/model besides ns/op, so that sizes compare.

// BenchmarkModels runs the in-process Block loop on the whole formula,
// with and without the redundant column clauses. n = 12 without them takes
// half a minute per iteration: run it with -benchtime=1x.
func BenchmarkModels(b *testing.B) {
	for n := 8; n <= 12; n++ {
		for _, cols := range []bool{false, true} {
			b.Run(fmt.Sprintf("n=%d/columns=%v", n, cols), func(b *testing.B) {
				f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: cols})
				models := 0
				for b.Loop() {
					st, err := Models(context.Background(), f, Options{Project: n * n}, func([]encode.Var) error { return nil })
					if err != nil || st.Models != oeis.Q[n-1] {
						b.Fatalf("%d models, %v; want %d", st.Models, err, oeis.Q[n-1])
					}
					models += st.Models
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(models), "ns/model")
			})
		}
	}
}

// BenchmarkSplit runs the cubes of n one after the other in this process,
// as one worker does, at board.CubeRows(n) and the depths around it.
func BenchmarkSplit(b *testing.B) {
	for n := 10; n <= 13; n++ {
		for _, k := range []int{board.CubeRows(n) - 1, board.CubeRows(n), board.CubeRows(n) + 1} {
			for _, cols := range []bool{false, true} {
				if n == 13 && !cols {
					continue
				}
				b.Run(fmt.Sprintf("n=%d/k=%d/columns=%v", n, k, cols), func(b *testing.B) {
					f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: cols})
					cubes := QueensCubes(n, k)
					models := 0
					for b.Loop() {
						stats, err := Split(context.Background(), f, cubes, Options{Project: n * n}, func(int, []encode.Var) error { return nil })
						if err != nil {
							b.Fatal(err)
						}
						for _, st := range stats {
							models += st.Models
						}
					}
					if models != oeis.Q[n-1]*b.N {
						b.Fatalf("%d models in %d runs, want %d each", models, b.N, oeis.Q[n-1])
					}
					b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(models), "ns/model")
				})
			}
		}
	}
}

// BenchmarkParallel runs the cubes of n in 2 worker processes (this test
// binary, re-executed as a worker with the GOGC that nqcheck's worker
// sets), at board.CubeRows(n), with the column clauses: the SAT witness's path.
func BenchmarkParallel(b *testing.B) {
	for n := 10; n <= 13; n++ {
		b.Run(fmt.Sprintf("n=%d/workers=2", n), func(b *testing.B) {
			f := encode.QueensWith(n, encode.Options{ColumnAtLeastOne: true})
			cubes := QueensCubes(n, board.CubeRows(n))
			ws := &workers{mode: "serve", env: []string{"GOGC=400"}}
			models := 0
			for b.Loop() {
				_, err := Parallel(context.Background(), f, cubes, ParallelOptions{Options: Options{Project: n * n}, Workers: 2, Start: ws.start}, func(int, []encode.Var) error {
					models++
					return nil
				})
				if err != nil {
					b.Fatal(err)
				}
			}
			if models != oeis.Q[n-1]*b.N {
				b.Fatalf("%d models in %d runs, want %d each", models, b.N, oeis.Q[n-1])
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(models), "ns/model")
		})
	}
}
