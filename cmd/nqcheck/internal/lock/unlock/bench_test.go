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

// BenchmarkAnswers answers 100 different cases.
func BenchmarkAnswers(b *testing.B) {
	var cases []Set
	for a := 1; a <= Points && len(cases) < 100; a++ {
		for c := 1; c <= Points; c++ {
			if a != c {
				cases = append(cases, Set(0).Add(Segment{min(a, c), max(a, c)}).Add(Segment{1, 5}))
			}
		}
	}
	for b.Loop() {
		Answers(cases)
	}
}
