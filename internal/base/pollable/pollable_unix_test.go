//go:build unix

package pollable

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/pollable/ptytest"
)

// nonblocking reports whether descriptor fd is in non-blocking mode.
func nonblocking(t *testing.T, fd uintptr) bool {
	t.Helper()
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, fd, syscall.F_GETFL, 0)
	if errno != 0 {
		t.Fatal(errno)
	}
	return flags&syscall.O_NONBLOCK != 0
}

// TestFilePipe: a pipe inherited in blocking mode ignores read deadlines;
// the file File returns honours them, and done puts the mode back.
func TestFilePipe(t *testing.T) {
	t.Parallel()
	var p [2]int
	if err := syscall.Pipe(p[:]); err != nil {
		t.Fatal(err)
	}
	in := os.NewFile(uintptr(p[0]), "stdin")
	out := os.NewFile(uintptr(p[1]), "writer")
	defer in.Close()
	defer out.Close()
	if err := in.SetReadDeadline(time.Now()); err == nil {
		t.Fatal("a blocking pipe took a read deadline: the test shows nothing")
	}
	r, done := File(in)
	if r == in {
		t.Fatal("File returned the blocking pipe itself")
	}
	if err := r.SetReadDeadline(time.Now()); err != nil {
		t.Fatalf("read deadline: %v", err)
	}
	if _, err := r.Read(make([]byte, 1)); !errors.Is(err, os.ErrDeadlineExceeded) {
		t.Fatalf("read past the deadline: %v, want os.ErrDeadlineExceeded", err)
	}
	done()
	if nonblocking(t, uintptr(p[0])) {
		t.Error("after done the pipe is still in non-blocking mode")
	}
	if _, err := out.Write([]byte("x")); err != nil {
		t.Fatal(err)
	}
	b := make([]byte, 1)
	if _, err := in.Read(b); err != nil || b[0] != 'x' {
		t.Errorf("the pipe reads %q, %v after done; want \"x\"", b, err)
	}
}

// TestFileRegular: a regular file comes back as it is.
func TestFileRegular(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, done := File(f)
	done()
	if r != f {
		t.Error("File replaced a regular file")
	}
}

// TestIsTerminal: a pseudo-terminal is a terminal; /dev/null, a
// character device too, is not, nor a pipe.
func TestIsTerminal(t *testing.T) {
	t.Parallel()
	_, tty := ptytest.Open(t)
	if !IsTerminal(tty) {
		t.Errorf("IsTerminal(%s) = false", tty.Name())
	}
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	if IsTerminal(null) {
		t.Errorf("IsTerminal(%s) = true", os.DevNull)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	if IsTerminal(r) {
		t.Error("IsTerminal(a pipe) = true")
	}
}
