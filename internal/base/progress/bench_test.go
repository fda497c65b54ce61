package progress

import (
	"io"
	"testing"
)

// BenchmarkUpdate measures the cost of an Update between two drawings:
// what a witness pays per board while a status line is shown.
func BenchmarkUpdate(b *testing.B) {
	r := New(io.Discard, Options{})
	r.Start("bench", "units")
	defer r.Clear()
	for i := 0; b.Loop(); i++ {
		r.Update(i, 1<<30)
	}
}

// BenchmarkUpdateNil measures the cost when no line is shown.
func BenchmarkUpdateNil(b *testing.B) {
	var r *Reporter
	for i := 0; b.Loop(); i++ {
		r.Update(i, 1<<30)
	}
}
