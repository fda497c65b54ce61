package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
)

// Write writes the file at path with write: to a temporary file in the
// same directory, synced, given mode perm, renamed over path, and the
// directory synced. On an error before the rename the temporary file is
// removed and path is left as it was; an error of the directory's sync
// comes after the rename, with path already replaced.
func Write(path string, perm os.FileMode, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return err
	}
	if err := tmp.Chmod(perm); err != nil {
		return err
	}
	if err := tmp.Sync(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	// From here on path holds the new file; an error says that the
	// rename may not survive a crash.
	return SyncDir(dir)
}

// SyncDir syncs directory dir, so that a file created or renamed in it
// survives a crash. A file system that cannot sync a directory is no
// error.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}
