package audit

import (
	"errors"
	"iter"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// counting yields the solutions {i, i+1, i+2} for i from 0 to k−1, in
// one buffer it changes (as the searches do), and panics after the
// panicAt-th when panicAt > 0; ended records that it returned.
func counting(k, panicAt int, ended *bool) iter.Seq[board.Solution] {
	return func(yield func(board.Solution) bool) {
		defer func() { *ended = true }()
		s := make(board.Solution, 3)
		for i := range k {
			if panicAt > 0 && i == panicAt {
				panic("the reference broke")
			}
			s[0], s[1], s[2] = i, i+1, i+2
			if !yield(s) {
				return
			}
		}
	}
}

// TestPrefetchGivesTheSequence checks that every solution comes, in
// order and whole, across several batches, and then the end.
func TestPrefetchGivesTheSequence(t *testing.T) {
	t.Parallel()
	var ended bool
	k := 3*prefetchBatch + 17
	next, stop, errf := prefetch(counting(k, 0, &ended))
	defer stop()
	for i := range k {
		s, ok := next()
		if !ok || !slices.Equal(s, board.Solution{i, i + 1, i + 2}) {
			t.Fatalf("solution %d: %v, %v", i, s, ok)
		}
	}
	if s, ok := next(); ok {
		t.Fatalf("after the end: %v", s)
	}
	if err := errf(); err != nil || !ended {
		t.Errorf("error %v, ended %v", err, ended)
	}
}

// TestPrefetchStopsEarly checks that stop ends the sequence's goroutine
// when only a few solutions were read: the sequence has returned when
// stop does.
func TestPrefetchStopsEarly(t *testing.T) {
	t.Parallel()
	var ended bool
	next, stop, _ := prefetch(counting(100*prefetchBatch, 0, &ended))
	for range 5 {
		if _, ok := next(); !ok {
			t.Fatal("the sequence ended early")
		}
	}
	stop()
	stop() // twice is harmless
	if !ended {
		t.Error("the sequence still runs after stop")
	}
}

// TestPrefetchPanic checks that a panic of the sequence ends it and
// comes back from errf as a catch.Panic, after the solutions before it.
func TestPrefetchPanic(t *testing.T) {
	t.Parallel()
	var ended bool
	next, stop, errf := prefetch(counting(10, 3, &ended))
	defer stop()
	n := 0
	for _, ok := next(); ok; _, ok = next() {
		n++
	}
	var p *catch.Panic
	if err := errf(); n != 3 || !errors.As(err, &p) {
		t.Errorf("%d solutions, then %v", n, err)
	}
}
