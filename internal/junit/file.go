package junit

import (
	"fmt"
	"os"
)

// File is a report file: created at the start of a run, so that a bad
// path fails before any work, and written at its end.
type File struct {
	f *os.File
}

// Create creates the report file at path, the value of a --junit flag;
// it returns a nil *File, which writes nothing, when path is "". Its
// errors, and Write's, name the flag.
func Create(path string) (*File, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--junit: %w", err)
	}
	return &File{f: f}, nil
}

// Write writes run to the file and closes it, and returns the first
// error; nothing for a nil *File or a File already written or closed.
func (f *File) Write(run Run) error {
	if f == nil || f.f == nil {
		return nil
	}
	err := Write(f.f, run)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("--junit: %w", err)
	}
	return nil
}

// Close closes the file without writing a report (the run ended early);
// nothing for a nil *File or a File already written or closed.
func (f *File) Close() error {
	if f == nil || f.f == nil {
		return nil
	}
	err := f.f.Close()
	f.f = nil
	return err
}
