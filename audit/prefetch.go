package audit

import (
	"iter"
	"sync"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/catch"
)

// The reference a listing in order is followed against is enumerated by
// a goroutine of its own, a batch of solutions ahead of the merge, so
// that on two cores the search runs beside the reading instead of taking
// turns with it (a pull of one solution at a time is a switch of
// coroutines, and the search costs as much as the reading of a line).

// prefetchBatch is how many solutions a batch holds; prefetchBuffers how
// many batches exist: one read, the others filled meanwhile.
const (
	prefetchBatch   = 4096
	prefetchBuffers = 3
)

// prefetch returns next, which returns the solutions of seq in order, a
// copy valid until the next call (ok false at the end), stop, which ends
// the goroutine and waits for it (once is enough; next must not be
// called after it), and errf, which returns a panic of seq as an error
// once next has reported the end.
func prefetch(seq iter.Seq[board.Solution]) (next func() (board.Solution, bool), stop func(), errf func() error) {
	full := make(chan []board.Solution, prefetchBuffers)
	free := make(chan []board.Solution, prefetchBuffers)
	done := make(chan struct{})
	for range prefetchBuffers {
		free <- make([]board.Solution, 0, prefetchBatch)
	}
	var (
		wg  sync.WaitGroup
		err error
	)
	wg.Go(func() {
		defer close(full)
		err = catch.Call("enumerating the reference", func() error { return produce(seq, full, free, done) })
	})
	var cur []board.Solution
	at := 0
	next = func() (board.Solution, bool) {
		if at == len(cur) {
			if cur != nil {
				free <- cur // room is kept for it: the batches are never more
			}
			b, ok := <-full
			if !ok {
				cur = nil
				return nil, false
			}
			cur, at = b, 0
		}
		at++
		return cur[at-1], true
	}
	var once sync.Once
	stop = func() {
		once.Do(func() {
			close(done)
			for range full {
				// Let the goroutine's last send end.
			}
			wg.Wait()
		})
	}
	errf = func() error {
		wg.Wait()
		return err
	}
	return next, stop, errf
}

// produce copies the solutions of seq into the batches of free and hands
// each full one, and the last, on to full, until seq ends or done is
// closed.
func produce(seq iter.Seq[board.Solution], full chan<- []board.Solution, free <-chan []board.Solution, done <-chan struct{}) error {
	var buf []board.Solution
	select {
	case buf = <-free:
	case <-done:
		return nil
	}
	// put hands on the batch, whole or the last one, and takes
	// the next; it reports false once stop was called.
	put := func() bool {
		select {
		case full <- buf:
			buf = nil
		case <-done:
			return false
		}
		select {
		case buf = <-free:
			buf = buf[:0]
			return true
		case <-done:
			return false
		}
	}
	// The solutions before a panic are handed on too.
	defer func() {
		if len(buf) > 0 {
			put()
		}
	}()
	for s := range seq {
		i := len(buf)
		if i < cap(buf) && cap(buf[:i+1][i]) >= len(s) {
			buf = buf[:i+1]
			buf[i] = append(buf[i][:0], s...) // the batch's own copy, reused
		} else {
			buf = append(buf, s.Clone())
		}
		if len(buf) == prefetchBatch && !put() {
			return nil
		}
	}
	return nil
}
