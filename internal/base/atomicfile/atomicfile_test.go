package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestWrite(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "page.html")
	if err := Write(path, 0o644, func(w io.Writer) error {
		_, err := io.WriteString(w, "new")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil || string(b) != "new" {
		t.Fatalf("read back %q, %v; want \"new\"", b, err)
	}
	fi, err := os.Stat(path)
	if want := createdMode(t, 0o644); err != nil || fi.Mode().Perm() != want {
		t.Fatalf("mode %v, %v; want %v", fi.Mode(), err, want)
	}
	onlyFile(t, dir, "page.html")
}

// createdMode returns the mode os.OpenFile gives a new file of mode perm
// in this process: perm less the umask, which it does not change.
func createdMode(t *testing.T, perm os.FileMode) os.FileMode {
	t.Helper()
	probe := filepath.Join(t.TempDir(), "probe")
	f, err := os.OpenFile(probe, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	return fi.Mode().Perm()
}

// TestWriteModes: a new file gets the mode perm less the umask, as a file
// os.Create makes (os.CreateTemp's 0600 is not kept, nor perm given
// whatever the umask); a file replaced keeps its own mode.
func TestWriteModes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	fresh := filepath.Join(dir, "fresh.json")
	if err := Write(fresh, 0o666, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(fresh); err != nil || fi.Mode().Perm() != createdMode(t, 0o666) {
		t.Errorf("new file: mode %v, %v; want %v, 0666 less the umask", fi.Mode(), err, createdMode(t, 0o666))
	}
	kept := filepath.Join(dir, "kept.json")
	if err := os.WriteFile(kept, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(kept, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := Write(kept, 0o666, writeString("new")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(kept); err != nil || fi.Mode().Perm() != 0o640 {
		t.Errorf("replaced file: mode %v, %v; want its own 0640", fi.Mode(), err)
	}
	onlyFile(t, dir, "fresh.json", "kept.json")
}

func TestWriteFailureKeepsTheOldFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "page.html")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("boom")
	err := Write(path, 0o644, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Write = %v, want %v", err, boom)
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Fatalf("the file holds %q after a failed write, want \"old\"", b)
	}
	onlyFile(t, dir, "page.html")
}

func TestWriteBadDirectory(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "missing", "page.html")
	if err := Write(path, 0o644, func(io.Writer) error { return nil }); err == nil {
		t.Fatal("Write into a missing directory succeeded")
	}
}

// onlyFile fails unless dir holds exactly the files names, in their
// order: no temporary file is left.
func onlyFile(t *testing.T, dir string, names ...string) {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range es {
		got = append(got, e.Name())
	}
	if !slices.Equal(got, names) {
		t.Fatalf("directory holds %v, want only %v", got, names)
	}
}

func writeString(s string) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := io.WriteString(w, s)
		return err
	}
}

// TestWriteThroughSymlink: a link, to a file or to a name not made yet,
// stays a link, and the file it names gets the content.
func TestWriteThroughSymlink(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	target := filepath.Join(dir, "sub", "page.html")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ link, to, target string }{
		{"page.html", "sub/page.html", target},
		{"hop.html", "page.html", target}, // a link to a link
		{"new.html", filepath.Join(dir, "sub", "new.html"), filepath.Join(dir, "sub", "new.html")},
	} {
		link := filepath.Join(dir, c.link)
		if err := os.Symlink(c.to, link); err != nil {
			t.Fatal(err)
		}
		if err := Write(link, 0o644, writeString("new "+c.link)); err != nil {
			t.Fatalf("Write(%s) = %v", c.link, err)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("%s is no longer a link: %v, %v", c.link, fi.Mode(), err)
		}
		if b, err := os.ReadFile(c.target); err != nil || string(b) != "new "+c.link {
			t.Errorf("the link's target holds %q, %v; want %q", b, err, "new "+c.link)
		}
	}
	onlyFile(t, filepath.Join(dir, "sub"), "new.html", "page.html")
}

// TestWriteDevice: a character device is written in place, through a link
// to it so that the test needs no root and cannot replace the real node;
// /dev/full's failed write is an error.
func TestWriteDevice(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, c := range []struct {
		dev  string
		fail bool
	}{{"/dev/null", false}, {"/dev/full", true}} {
		if fi, err := os.Stat(c.dev); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Skipf("%s is not a character device here: %v", c.dev, err)
		}
		link := filepath.Join(dir, filepath.Base(c.dev))
		if err := os.Symlink(c.dev, link); err != nil {
			t.Fatal(err)
		}
		err := Write(link, 0o644, writeString("page"))
		if (err != nil) != c.fail {
			t.Errorf("Write(link to %s) = %v, want failure %v", c.dev, err, c.fail)
		}
		if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("the link to %s was replaced: %v, %v", c.dev, fi.Mode(), err)
		}
	}
	onlyFile(t, dir, "full", "null")
}

func TestWriteDirectory(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := Write(dir, 0o644, writeString("x")); err == nil {
		t.Fatal("Write over a directory succeeded")
	}
}
