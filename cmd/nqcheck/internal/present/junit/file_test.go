package junit

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFile: no path writes nothing; Create checks the path and writes
// nothing, so a report already there stays until Write replaces it
// whole; Close before Write leaves the old report as it was, and a second
// Write or Close does nothing; a bad path fails at Create.
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
	if err := os.WriteFile(path, []byte("the old report"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(path); err != nil || string(data) != "the old report" {
		t.Fatalf("Create changed the old report: %q, %v", data, err)
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
	if err := os.WriteFile(early, []byte("the old report"), 0o644); err != nil {
		t.Fatal(err)
	}
	if f, err = Create(early); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Write(sampleRun()); err != nil {
		t.Fatal(err)
	}
	if data, err := os.ReadFile(early); err != nil || string(data) != "the old report" {
		t.Errorf("closed early: %q, %v; want the old report", data, err)
	}
	if f, err = Create(filepath.Join(dir, "none.xml")); err != nil || f.Close() != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "none.xml")); !os.IsNotExist(err) {
		t.Errorf("a report closed early was made: %v", err)
	}

	for _, bad := range []string{filepath.Join(dir, "no", "such", "dir.xml"), dir, filepath.Join(path, "x.xml")} {
		if _, err := Create(bad); err == nil || !strings.HasPrefix(err.Error(), "--junit: ") {
			t.Errorf("a bad path %s: %v, want an error naming --junit", bad, err)
		}
	}
}
