//go:build unix

package pollable

import (
	"context"
	"os"
	"syscall"
)

// OpenFile opens path as os.OpenFile does, until ctx is done: an open
// that waits, as a FIFO's waits for its other end, then returns ctx's
// cause. A FIFO's open is woken by opening its other end without
// blocking, then closing it, so that no goroutine is left waiting; for
// anything else the open is left to return in the background, and the
// file it returns is closed.
func OpenFile(ctx context.Context, path string, flag int, perm os.FileMode) (*os.File, error) {
	if err := ctx.Err(); err != nil {
		return nil, context.Cause(ctx)
	}
	type opened struct {
		f   *os.File
		err error
	}
	done := make(chan opened, 1)
	go func() {
		f, err := os.OpenFile(path, flag, perm)
		done <- opened{f, err}
	}()
	select {
	case o := <-done:
		return o.f, o.err
	case <-ctx.Done():
	}
	other := os.O_WRONLY
	if flag&(os.O_WRONLY|os.O_RDWR) != 0 {
		other = os.O_RDONLY
	}
	if fi, err := os.Stat(path); err == nil && fi.Mode()&os.ModeNamedPipe != 0 {
		if w, err := os.OpenFile(path, other|syscall.O_NONBLOCK, 0); err == nil {
			o := <-done
			w.Close()
			if o.f != nil {
				o.f.Close()
			}
			return nil, context.Cause(ctx)
		}
	}
	go func() {
		if o := <-done; o.f != nil {
			o.f.Close()
		}
	}()
	return nil, context.Cause(ctx)
}
