package bound

import (
	"fmt"
	"io/fs"
	"os"

	"github.com/nqcheck/nqcheck/internal/base/pollable"
)

// NotRegularError is the error of an input that must be a regular file
// and is something else: a FIFO, a device, a socket or a directory.
type NotRegularError struct {
	// Path is the path as given.
	Path string
	// Mode is the file's type bits (fs.FileMode.Type).
	Mode fs.FileMode
}

// Error says what the file is: "d/zz.json is a FIFO, not a regular file".
func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", e.Path, Kind(e.Mode))
}

// Kind names the type of a file mode in a message: "a FIFO", "a
// character device", "a directory", "a regular file".
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "a regular file"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// OpenRegular opens path, with flag and perm as os.OpenFile takes them,
// as an input that must be a regular file. The open never waits: a FIFO
// is opened without blocking for its other end, then refused, as a
// device, a socket or a directory is, with a *NotRegularError. A
// symbolic link is followed. The file returned is in blocking mode, as an
// ordinary open leaves it (pollable.OpenNoWait).
func OpenRegular(path string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := pollable.OpenNoWait(path, flag, perm)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = &NotRegularError{Path: path, Mode: fi.Mode().Type()}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadFile reads the regular file at path (OpenRegular) within the caps
// maxLine and maxTotal (ReadAll).
func ReadFile(path string, maxLine, maxTotal int64) ([]byte, error) {
	f, err := OpenRegular(path, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAll(f, maxLine, maxTotal)
}
