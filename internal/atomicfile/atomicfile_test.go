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
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Fatalf("mode %v, %v; want 0644", fi.Mode(), err)
	}
	onlyFile(t, dir, "page.html")
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
