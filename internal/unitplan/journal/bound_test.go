package journal

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenEndlessJournal: a journal that is an endless device, through a
// link to /dev/zero, is a *CorruptError after a bounded read (bug 20).
func TestOpenEndlessJournal(t *testing.T) {
	t.Parallel()
	if fi, err := os.Stat("/dev/zero"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skipf("no /dev/zero here: %v", err)
	}
	path := filepath.Join(t.TempDir(), "journal")
	if err := os.Symlink("/dev/zero", path); err != nil {
		t.Fatal(err)
	}
	_, _, err := Open[ev](path, testPlan(8, "bitmask"), testKeys)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Line != 1 || !strings.Contains(err.Error(), "longer than 1048576 bytes") {
		t.Fatalf("Open = %v, want a *CorruptError of line 1", err)
	}
}
