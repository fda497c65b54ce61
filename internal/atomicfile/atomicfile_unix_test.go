//go:build unix

package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestWriteFIFO: a FIFO is written in place, and its reader gets the
// content.
func TestWriteFIFO(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	// A reader opened without blocking lets Write's open return at once.
	r, err := syscall.Open(fifo, syscall.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(r)
	if err := Write(fifo, 0o644, writeString("through the pipe")); err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	n, _ := syscall.Read(r, buf)
	if got := string(buf[:max(n, 0)]); got != "through the pipe" {
		t.Errorf("the reader got %q", got)
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO was replaced: %v, %v", fi.Mode(), err)
	}
	onlyFile(t, dir, "pipe")
}
