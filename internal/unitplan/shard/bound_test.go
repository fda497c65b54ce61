package shard

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestReadEndlessFile: a result file that never ends, /dev/zero, is a
// *FileError after a bounded read (bug 20: merge /dev/zero grew without
// end).
func TestReadEndlessFile(t *testing.T) {
	t.Parallel()
	if fi, err := os.Stat("/dev/zero"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skipf("no /dev/zero here: %v", err)
	}
	_, err := Read[ev]("/dev/zero")
	var fe *FileError
	if !errors.As(err, &fe) || !strings.Contains(err.Error(), "line 1 is longer than 1048576 bytes") {
		t.Errorf("Read = %v, want a *FileError of the line's length", err)
	}
	if _, err := ReadPlan("/dev/zero"); !errors.As(err, &fe) || !strings.Contains(err.Error(), "longer than") {
		t.Errorf("ReadPlan = %v, want a *FileError of the line's length", err)
	}
}
