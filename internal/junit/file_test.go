package junit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFile: no path writes nothing; a file is created at once and holds
// the report after Write; Close before Write leaves it empty, and a
// second Write or Close does nothing.
func TestFile(t *testing.T) {
	t.Parallel()
	none, err := Create("")
	if none != nil || err != nil {
		t.Fatalf("no path: %v, %v", none, err)
	}
	if err := none.Write(sampleRun()); err != nil || none.Close() != nil {
		t.Errorf("a nil File: %v", err)
	}

	dir := t.TempDir()
	path := filepath.Join(dir, "r.xml")
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("not created at once: %v", err)
	}
	if err := f.Write(sampleRun()); err != nil {
		t.Fatal(err)
	}
	if err := f.Write(Run{Name: "again"}); err != nil || f.Close() != nil {
		t.Errorf("after Write: %v", err)
	}
	data, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(data), "<testsuites") || strings.Contains(string(data), "again") {
		t.Errorf("file: %v\n%s", err, data)
	}

	early := filepath.Join(dir, "early.xml")
	if f, err = Create(early); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Write(sampleRun()); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(early); err != nil || len(data) != 0 {
		t.Errorf("closed early: %v, %d bytes", err, len(data))
	}

	if _, err := Create(filepath.Join(dir, "no", "such", "dir.xml")); err == nil || !strings.HasPrefix(err.Error(), "--junit: open ") {
		t.Errorf("a bad path: %v, want an error naming --junit", err)
	}
}
