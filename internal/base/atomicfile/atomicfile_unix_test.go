//go:build unix

package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
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

// TestCreate: Create writes a new file; a file, a link to a file outside
// or a link to nothing in its place is an error naming the path, and is
// left as it is, the file it names untouched; no temporary file stays.
func TestCreate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	fresh := filepath.Join(sub, "new.json")
	if err := Create(fresh, 0o640, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(fresh); err != nil || string(data) != "new" {
		t.Errorf("new file: %q, %v", data, err)
	}
	if fi, err := os.Stat(fresh); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, %v; want 0640", fi.Mode(), err)
	}
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("precious"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../victim", filepath.Join(sub, "link.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../nothing", filepath.Join(sub, "dangling.json")); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"new.json", "link.json", "dangling.json"} {
		path := filepath.Join(sub, name)
		err := Create(path, 0o644, writeString("overwritten"))
		if err == nil || !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), path+" exists already") {
			t.Errorf("%s: %v, want an error naming it", name, err)
		}
	}
	if data, err := os.ReadFile(victim); err != nil || string(data) != "precious" {
		t.Errorf("the link's target was written: %q, %v", data, err)
	}
	if _, err := os.Lstat(filepath.Join(dir, "nothing")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the dangling link's target was made: %v", err)
	}
	onlyFile(t, sub, "dangling.json", "link.json", "new.json")
}
