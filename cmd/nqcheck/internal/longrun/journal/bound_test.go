package journal

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/base/bound"
)

// TestOpenEndlessJournal: a journal linked to an endless device,
// /dev/zero, is refused without a read, as no regular file (a read
// would never end); a regular file of zeros larger than MaxSize is a
// *CorruptError after a bounded read.
func TestOpenEndlessJournal(t *testing.T) {
	t.Parallel()
	if fi, err := os.Stat("/dev/zero"); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		t.Skipf("no /dev/zero here: %v", err)
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "journal")
	if err := os.Symlink("/dev/zero", path); err != nil {
		t.Fatal(err)
	}
	_, _, err := Open[ev](path, testPlan(8, "bitmask"), testKeys)
	var nr *bound.NotRegularError
	if !errors.As(err, &nr) || !strings.Contains(err.Error(), path+" is a character device, not a regular file") {
		t.Fatalf("Open = %v, want a *bound.NotRegularError", err)
	}
	sparse := filepath.Join(dir, "sparse")
	if err := os.WriteFile(sparse, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(sparse, MaxSize+1); err != nil { // holes: no disk used
		t.Fatal(err)
	}
	_, _, err = Open[ev](sparse, testPlan(8, "bitmask"), testKeys)
	var ce *CorruptError
	if !errors.As(err, &ce) || ce.Line != 1 || !strings.Contains(err.Error(), "longer than 1048576 bytes") {
		t.Fatalf("Open = %v, want a *CorruptError of line 1", err)
	}
}
