//go:build unix

package bound

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestOpenRegular: a regular file opens, also through a link and for
// writing; a FIFO (with no writer, whose ordinary open would wait for
// one, and opened read-write, which would then read forever), a device
// and a directory are refused at once, naming the path and what it is.
func TestOpenRegular(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, []byte("ab\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	fifo := filepath.Join(dir, "fifo")
	devLink := filepath.Join(dir, "zero")
	if err := os.Symlink(file, link); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", devLink); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		flag int
		want string // "" opens, else a part of the error
	}{
		{file, os.O_RDONLY, ""},
		{link, os.O_RDONLY, ""},
		{file, os.O_RDWR | os.O_APPEND, ""},
		{fifo, os.O_RDONLY, fifo + " is a FIFO, not a regular file"},
		{fifo, os.O_RDWR | os.O_CREATE, fifo + " is a FIFO, not a regular file"},
		{devLink, os.O_RDONLY, devLink + " is a character device, not a regular file"},
		{dir, os.O_RDONLY, dir + " is a directory, not a regular file"},
	} {
		f, err := OpenRegular(c.path, c.flag, 0o600)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: %v", c.path, err)
				continue
			}
			data := make([]byte, 4)
			n, err := f.Read(data)
			if c.flag&os.O_APPEND == 0 && (err != nil || string(data[:n]) != "ab\n") {
				t.Errorf("%s reads %q, %v", c.path, data[:n], err)
			}
			f.Close()
			continue
		}
		var nr *NotRegularError
		if err == nil || !errors.As(err, &nr) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s (flag %#x): %v, want a *NotRegularError %q", c.path, c.flag, err, c.want)
		}
		if f != nil {
			t.Errorf("%s: a file returned with the error", c.path)
		}
	}
	if _, err := ReadFile(fifo, 0, 10); err == nil || !strings.Contains(err.Error(), "is a FIFO") {
		t.Errorf("ReadFile of a FIFO: %v", err)
	}
	if data, err := ReadFile(link, 0, 10); err != nil || string(data) != "ab\n" {
		t.Errorf("ReadFile of a link: %q, %v", data, err)
	}
	if _, err := ReadFile(file, 0, 2); !IsError(err) {
		t.Errorf("ReadFile over the cap: %v", err)
	}
}
