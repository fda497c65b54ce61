//go:build unix

package audit

import (
	"context"
	"errors"
	"io"
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/pollable/ptytest"
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

// TestInputTerminal: standard input that is a terminal is said to be one
// (the command's hint), and one Ctrl-D ends it: the end is read once and
// kept, where a terminal would wait for more input after it. The reads
// are bounded by a context, so that a read that waits fails the test
// instead of hanging it.
func TestInputTerminal(t *testing.T) {
	t.Parallel()
	term, tty := ptytest.Open(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a bound that only catches a hang
	defer cancel()
	in, err := OpenInput(ctx, "-", tty)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if !in.Terminal {
		t.Fatal("a terminal is not said to be one")
	}
	if _, err := term.Write([]byte("2 4 1 3\n3 1 4 2\n\x04")); err != nil { // the lines, then Ctrl-D
		t.Fatal(err)
	}
	got, err := io.ReadAll(in)
	if err != nil || string(got) != "2 4 1 3\n3 1 4 2\n" {
		t.Fatalf("read %q, %v", got, err)
	}
	if n, err := in.Read(make([]byte, 8)); n != 0 || err != io.EOF {
		t.Errorf("a read after the end: %d, %v; want 0, io.EOF at once", n, err)
	}

	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	w.Close()
	piped, err := OpenInput(ctx, "-", r)
	if err != nil {
		t.Fatal(err)
	}
	defer piped.Close()
	if piped.Terminal {
		t.Error("a pipe is said to be a terminal")
	}
}
