package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"

	"github.com/nqcheck/nqcheck/internal/base/pollable"
)

// maxLinks bounds the symbolic links Write follows from path to the file
// it writes, as the kernel bounds them for open.
const maxLinks = 40

// Write writes the file at path with write. A regular file, or a path
// that names nothing yet, is written atomically: to a temporary file in
// the same directory, synced, renamed over path, and the directory
// synced. A new file gets mode perm less the process's umask, as
// os.Create's files do (give 0o666 for an ordinary file); a file replaced
// keeps its permission bits, as a shell's > keeps them. On an error before the rename the temporary file is
// removed and path is left as it was; an error of the directory's sync
// comes after the rename, with path already replaced.
//
// A symbolic link is followed: the file it names is written as above and
// the link stays a link. Anything else that exists, a device node or a
// FIFO, is opened and written in place, never replaced, and an error of
// the write or of the close is returned; a FIFO is written only when a
// process has it open for reading, else the error is pollable.ErrNoReader
// at once (Write does not wait for a reader). A missing directory is an error;
// Write makes none.
func Write(path string, perm os.FileMode, write func(io.Writer) error) error {
	target, fi, err := resolve(path)
	if err != nil {
		return err
	}
	if fi != nil && !fi.Mode().IsRegular() {
		if fi.IsDir() {
			return fmt.Errorf("%s is a directory", target)
		}
		return writeInPlace(target, write)
	}
	if fi != nil {
		perm = fi.Mode().Perm()
	}
	return replace(target, perm, fi != nil, write)
}

// resolve follows the symbolic links from path to the name of the file
// Write writes, and returns it with its file info, nil when it does not
// exist yet. A link to a missing file resolves to that file's path, so
// that the write creates it.
func resolve(path string) (string, os.FileInfo, error) {
	for range maxLinks {
		fi, err := os.Lstat(path)
		if errors.Is(err, os.ErrNotExist) {
			return path, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&os.ModeSymlink == 0 {
			return path, fi, nil
		}
		to, err := os.Readlink(path)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(path), to)
		}
		path = to
	}
	return "", nil, fmt.Errorf("%s: more than %d symbolic links", path, maxLinks)
}

// writeInPlace writes a file that is not a regular one, a device node or
// a FIFO, in place: it can be neither replaced nor synced. The open does
// not wait (pollable.OpenNoWait): a FIFO that no process reads is an
// error at once, pollable.ErrNoReader, instead of an open that waits for
// a reader and would hold the run, signals and all, until one comes.
func writeInPlace(path string, write func(io.Writer) error) error {
	f, err := pollable.OpenNoWait(path, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// replace writes the regular file path atomically: a temporary file in
// its directory renamed over it. The temporary file is created with mode
// perm, which the umask reduces; exact, it is given perm itself (the mode
// of the file it replaces).
func replace(path string, perm os.FileMode, exact bool, write func(io.Writer) error) error {
	tmp, err := writeTemp(path, perm, exact, write)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	// From here on path holds the new file; an error says that the
	// rename may not survive a crash.
	return SyncDir(filepath.Dir(path))
}

// Create writes a new file at path atomically, as Write writes a regular
// file, but only where nothing is: the temporary file is linked to path
// (link(2), which follows no link and fails when path exists), then
// removed, instead of renamed over it. A file, a link (even to nothing)
// or anything else at path is an error that names it, and is left as it
// is. Where the file system makes no hard links, the temporary file is
// renamed to path once nothing is found there.
func Create(path string, perm os.FileMode, write func(io.Writer) error) error {
	tmp, err := writeTemp(path, perm, false, write)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	err = os.Link(tmp, path)
	if err != nil && !errors.Is(err, fs.ErrExist) {
		if _, lerr := os.Lstat(path); errors.Is(lerr, fs.ErrNotExist) {
			err = os.Rename(tmp, path)
		}
	}
	if errors.Is(err, fs.ErrExist) {
		return &ExistsError{Path: path}
	}
	if err != nil {
		return err
	}
	return SyncDir(filepath.Dir(path))
}

// ExistsError is Create's error when something is at its path already.
// It is fs.ErrExist (errors.Is).
type ExistsError struct {
	// Path is the path given to Create.
	Path string
}

// Error names the path.
func (e *ExistsError) Error() string {
	return e.Path + " exists already: it is created new, never written over"
}

// Is makes an *ExistsError fs.ErrExist.
func (e *ExistsError) Is(target error) bool { return target == fs.ErrExist }

// writeTemp writes a temporary file in path's directory with write,
// synced and closed, and returns its name; on an error it leaves none.
// The file is created with mode perm, which the umask reduces; exact, it
// is given perm itself.
func writeTemp(path string, perm os.FileMode, exact bool, write func(io.Writer) error) (name string, err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := createTemp(dir, "."+base+".", ".tmp", perm)
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := write(tmp); err != nil {
		return "", err
	}
	if exact {
		if err := tmp.Chmod(perm); err != nil {
			return "", err
		}
	}
	if err := tmp.Sync(); err != nil {
		return "", err
	}
	if err := tmp.Close(); err != nil {
		return "", err
	}
	return tmp.Name(), nil
}

// createTemp creates a new file in dir named prefix, a random number and
// suffix, with mode perm less the umask (os.CreateTemp gives 0600 whatever
// the umask).
func createTemp(dir, prefix, suffix string, perm os.FileMode) (*os.File, error) {
	for range 10000 {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64(), 36)+suffix)
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, os.ErrExist) {
			return f, err
		}
	}
	return nil, fmt.Errorf("%s: no free name for a temporary file", dir)
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
