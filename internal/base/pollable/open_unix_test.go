//go:build unix

package pollable

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestOpenFileFIFO: an open of a FIFO that waits for its other end, for
// reading or for writing, returns the context's cause once the context is
// done, and leaves the FIFO open by no one (the woken open is closed);
// with the other end there it opens.
func TestOpenFileFIFO(t *testing.T) {
	t.Parallel()
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, flag := range []int{os.O_RDONLY, os.O_WRONLY} {
		ctx, cancel := context.WithCancelCause(context.Background())
		stop := errors.New("stopped")
		time.AfterFunc(10*time.Millisecond, func() { cancel(stop) })
		if f, err := OpenFile(ctx, fifo, flag, 0); !errors.Is(err, stop) || f != nil {
			t.Errorf("flag %#x: %v, %v; want the cause", flag, f, err)
		}
		// No reader is left: a write open without waiting fails.
		if fd, err := syscall.Open(fifo, syscall.O_WRONLY|syscall.O_NONBLOCK, 0); !errors.Is(err, syscall.ENXIO) {
			if err == nil {
				syscall.Close(fd)
			}
			t.Errorf("flag %#x: the FIFO is still open for reading: %v", flag, err)
		}
	}
	r, err := syscall.Open(fifo, syscall.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(r)
	f, err := OpenFile(context.Background(), fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatalf("with a reader: %v", err)
	}
	f.Close()
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := OpenFile(done, fifo, os.O_WRONLY, 0); !errors.Is(err, context.Canceled) {
		t.Errorf("a context done first: %v", err)
	}
}

// TestOpenNoWait: a write open of a FIFO that no process reads fails at
// once with ErrNoReader; with a reader, and for a regular file, the file
// opens in blocking mode.
func TestOpenNoWait(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenNoWait(fifo, os.O_WRONLY, 0); !errors.Is(err, ErrNoReader) {
		t.Errorf("no reader: %v, want ErrNoReader", err)
	}
	r, err := syscall.Open(fifo, syscall.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(r)
	for _, path := range []string{fifo, filepath.Join(dir, "file")} {
		f, err := OpenNoWait(path, os.O_WRONLY|os.O_CREATE, 0o600)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		// Not f.Fd, which puts the file in blocking mode itself.
		rc, err := f.SyscallConn()
		if err != nil {
			t.Fatal(err)
		}
		var nb bool
		if err := rc.Control(func(fd uintptr) { nb = nonblocking(t, fd) }); err != nil {
			t.Fatal(err)
		}
		if nb {
			t.Errorf("%s is left in non-blocking mode", path)
		}
		f.Close()
	}
}
