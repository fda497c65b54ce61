package junit

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestWriteAndClose: the file holds what Write writes and is closed; a
// nil file writes nothing and is no error.
func TestWriteAndClose(t *testing.T) {
	t.Parallel()
	if err := WriteAndClose(nil, sampleRun()); err != nil {
		t.Errorf("nil file: %v", err)
	}
	path := filepath.Join(t.TempDir(), "report.xml")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteAndClose(f, sampleRun()); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); !errors.Is(err, os.ErrClosed) {
		t.Errorf("closing again: %v, want os.ErrClosed (WriteAndClose closed it)", err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := write(t, sampleRun()); !bytes.Equal(data, want) {
		t.Errorf("the file holds\n%s\nwant\n%s", data, want)
	}
}
