package junit

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/nqcheck/nqcheck/internal/base/atomicfile"
)

// File is a report file: its path is checked at the start of a run, so
// that a bad path fails before any work, and the report is written at its
// end, atomically, as the other report files are: a reader finds the
// previous report or the whole new one, never half of one.
type File struct {
	path string // "" once written or closed
}

// Create checks path, the value of a --junit flag, for a report written
// at the end of the run: its directory must exist, and path must not be
// a directory. It writes nothing: a report already at path stays until
// Write replaces it. It returns a nil *File, which writes nothing, when
// path is "". Its errors, and Write's, name the flag.
func Create(path string) (*File, error) {
	if path == "" {
		return nil, nil
	}
	dir, err := os.Stat(filepath.Dir(path))
	if err == nil && !dir.IsDir() {
		err = fmt.Errorf("%s is not a directory", filepath.Dir(path))
	}
	if fi, serr := os.Stat(path); err == nil && serr == nil && fi.IsDir() {
		err = fmt.Errorf("%s is a directory", path)
	}
	if err != nil {
		return nil, fmt.Errorf("--junit: %w", err)
	}
	return &File{path: path}, nil
}

// Write writes run to the file atomically (atomicfile.Write: a temporary
// file renamed over the path, so that a failed write, a full disk
// included, leaves the previous report as it was) and returns the error;
// nothing for a nil *File or a File already written or closed.
func (f *File) Write(run Run) error {
	if f == nil || f.path == "" {
		return nil
	}
	path := f.path
	f.path = ""
	if err := atomicfile.Write(path, 0o644, func(w io.Writer) error { return Write(w, run) }); err != nil {
		return fmt.Errorf("--junit: writing %s: %w", path, err)
	}
	return nil
}

// Close ends the file without writing a report (the run ended early): a
// report already at the path stays as it was. Nothing for a nil *File or
// a File already written or closed.
func (f *File) Close() error {
	if f != nil {
		f.path = ""
	}
	return nil
}
