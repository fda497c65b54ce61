package shard

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadEndlessFile: a result file that never ends, /dev/zero, is a
// *FileError without a read, as no regular file (merge /dev/zero must
// not grow without end); a regular file of zeros larger than MaxSize is
// one after a bounded read.
func TestReadEndlessFile(t *testing.T) {
	t.Parallel()
	if fi, err := os.Stat("/dev/zero"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skipf("no /dev/zero here: %v", err)
	}
	_, err := Read[ev]("/dev/zero")
	var fe *FileError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "/dev/zero: a character device, not a regular file") {
		t.Errorf("Read = %v, want a *FileError: no regular file", err)
	}
	if _, err := ReadPlan("/dev/zero"); !errors.As(err, &fe) || !strings.Contains(err.Error(), "not a regular file") {
		t.Errorf("ReadPlan = %v, want a *FileError: no regular file", err)
	}
	sparse := filepath.Join(t.TempDir(), "sparse.json")
	if err := os.WriteFile(sparse, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(sparse, MaxSize+1); err != nil { // holes: no disk used
		t.Fatal(err)
	}
	if _, err := Read[ev](sparse); !errors.As(err, &fe) || !strings.Contains(err.Error(), "line 1 is longer than 1048576 bytes") {
		t.Errorf("Read = %v, want a *FileError of the line's length", err)
	}
	if _, err := ReadPlan(sparse); !errors.As(err, &fe) || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("ReadPlan = %v, want a *FileError of the line's length", err)
	}
}
