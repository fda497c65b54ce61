package unitplan

import (
	"context"
	"errors"
)

// Stopped reports whether err is ctx's end rather than a failure: the run
// it ended is stopped, not failed.
func Stopped(ctx context.Context, err error) bool { return err != nil && ctx.Err() != nil }

// ErrLast, returned by a size's function, ends the run of sizes after that
// size with no error: a shard runs one size only.
var ErrLast = errors.New("last size")

// Sizes runs size for each board size in order, the one stop rule of a
// run of sizes: it goes on until a size reports that it was stopped (then
// that size is returned as stoppedAt), one fails (its error is returned)
// or one returns ErrLast.
func Sizes(sizes []int, size func(n int) (stopped bool, err error)) (stoppedAt int, err error) {
	for _, n := range sizes {
		stopped, err := size(n)
		if stopped {
			stoppedAt = n
		}
		if errors.Is(err, ErrLast) {
			return stoppedAt, nil
		}
		if err != nil || stopped {
			return stoppedAt, err
		}
	}
	return 0, nil
}
