package unlock

import "testing"

// BenchmarkCount counts every pattern with no segment given.
func BenchmarkCount(b *testing.B) {
	for b.Loop() {
		if Count(0).Total() != KnownTotal {
			b.Fatal("wrong total")
		}
	}
}

// BenchmarkCountSegments counts the patterns holding two segments, where
// the search prunes.
func BenchmarkCountSegments(b *testing.B) {
	s := Set(0).Add(Segment{1, 2}).Add(Segment{5, 9})
	for b.Loop() {
		Count(s)
	}
}
