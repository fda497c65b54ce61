//go:build unix

package verify

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBundleFilesCreatedNew: a bundle's files are created exclusively. A
// link to a file outside the directory, in the place of a cube's formula,
// a proof or the manifest, is refused by CreateBundle when it is there
// first, and by the write itself when it comes after: the error names
// it, and the file the link names keeps its bytes (before, the formula
// was written through the link).
func TestBundleFilesCreatedNew(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"cube-00000.cnf", "cube-00000.drat", ManifestName} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			root := t.TempDir()
			victim := filepath.Join(root, "victim")
			if err := os.WriteFile(victim, []byte("precious"), 0o600); err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(root, "bundle")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			link := filepath.Join(dir, name)
			if err := os.Symlink("../victim", link); err != nil {
				t.Fatal(err)
			}
			if _, err := CreateBundle(dir); !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), name) && name != ManifestName {
				t.Errorf("CreateBundle with %s there: %v, want an error naming it", name, err)
			}
			// The link comes after CreateBundle looked.
			if err := os.Remove(link); err != nil {
				t.Fatal(err)
			}
			b, err := CreateBundle(dir)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink("../victim", link); err != nil {
				t.Fatal(err)
			}
			// The run stops at a cube's write, the manifest's at Close.
			_, err = Run(context.Background(), 6, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: true, Bundle: b})
			if cerr := b.Close(); err == nil {
				err = cerr
			}
			if !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), link+" exists already") {
				t.Errorf("a bundle with %s linked out: %v, want an error naming it", name, err)
			}
			if data, err := os.ReadFile(victim); err != nil || string(data) != "precious" {
				t.Errorf("the file outside the bundle was written: %q, %v", data[:min(len(data), 40)], err)
			}
		})
	}
}
