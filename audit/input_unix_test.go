//go:build unix

package audit

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestInputStops: a read of standard input blocked on a pipe inherited
// in blocking mode ends when the context is done, and Close leaves the
// pipe in blocking mode.
func TestInputStops(t *testing.T) {
	t.Parallel()
	var p [2]int
	if err := syscall.Pipe(p[:]); err != nil {
		t.Fatal(err)
	}
	stdin := os.NewFile(uintptr(p[0]), "stdin")
	w := os.NewFile(uintptr(p[1]), "writer") // open: the read would block for ever
	defer stdin.Close()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	in, err := OpenInput(ctx, "-", stdin)
	if err != nil {
		t.Fatal(err)
	}
	read := make(chan error, 1)
	go func() {
		_, err := in.Read(make([]byte, 1))
		read <- err
	}()
	cancel()
	select {
	case err := <-read:
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Errorf("read: %v, want os.ErrDeadlineExceeded", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the read still blocks a minute after the context ended")
	}
	in.Close()
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, uintptr(p[0]), syscall.F_GETFL, 0)
	if errno != 0 || flags&syscall.O_NONBLOCK != 0 {
		t.Errorf("after Close standard input is in mode %#x (%v), want blocking", flags, errno)
	}
}
