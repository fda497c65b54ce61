package cpog

import (
	"bytes"
	"fmt"
	"io"
	"testing"
)

// BenchmarkWrite writes the proof of the N-Queens formula, compared with
// its models, for n = 8, 10 and 12: the time and bytes per model.
func BenchmarkWrite(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		f := queens(n)
		sols := solutions(n, f)
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var st Stats
			for b.Loop() {
				var err error
				if st, err = Write(io.Discard, n, f, &list{sols}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(st.Models), "ns/model")
			b.ReportMetric(float64(st.Bytes)/float64(st.Models), "B/model")
			b.ReportMetric(float64(st.Bytes), "B/proof")
		})
	}
}

// BenchmarkCheck checks the proof of the N-Queens formula for n = 8, 10
// and 12 with Check.
func BenchmarkCheck(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		f := queens(n)
		var proof bytes.Buffer
		if _, err := Write(&proof, n, f, nil); err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Check(f, bytes.NewReader(proof.Bytes())); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
