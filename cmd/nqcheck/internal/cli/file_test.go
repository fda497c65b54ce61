package cli

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteFile(t *testing.T) {
	t.Parallel()
	write := func(w io.Writer) error {
		_, err := io.WriteString(w, "<p>page</p>\n")
		return err
	}
	var stdout bytes.Buffer
	if err := WriteFile("-", &stdout, write); err != nil || stdout.String() != "<p>page</p>\n" {
		t.Fatalf(`WriteFile("-") = %v, stdout %q`, err, stdout.String())
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "page.html")
	stdout.Reset()
	if err := WriteFile(path, &stdout, write); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil || string(b) != "<p>page</p>\n" || stdout.Len() != 0 {
		t.Fatalf("file %q, %v, stdout %q; want the page in the file only", b, err, stdout.String())
	}
	probe, err := os.Create(filepath.Join(t.TempDir(), "probe")) // 0666 less the umask
	if err != nil {
		t.Fatal(err)
	}
	probe.Close()
	want, err := os.Stat(probe.Name())
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != want.Mode().Perm() {
		t.Errorf("mode %v, %v; want %v, as os.Create makes a file", fi.Mode(), err, want.Mode().Perm())
	}
	boom := errors.New("boom")
	err = WriteFile(path, &stdout, func(w io.Writer) error {
		io.WriteString(w, "half")
		return boom
	})
	if !errors.Is(err, boom) || !strings.HasPrefix(err.Error(), "writing "+path+": ") {
		t.Errorf("failed write: %v, want the error naming %s", err, path)
	}
	if b, _ := os.ReadFile(path); string(b) != "<p>page</p>\n" {
		t.Errorf("a failed write changed the file to %q", b)
	}
	if es, _ := os.ReadDir(dir); len(es) != 1 {
		t.Errorf("directory holds %d files, want the page only", len(es))
	}
	missing := filepath.Join(dir, "no", "page.html")
	if err := WriteFile(missing, &stdout, write); err == nil || !strings.Contains(err.Error(), "writing "+missing) {
		t.Errorf("write into a missing directory: %v", err)
	}
}
