package verify

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
)

// existsError is the error of a file of a bundle found where the bundle
// was to create it: it is fs.ErrExist (errors.Is), with its own message.
type existsError string

func (e existsError) Error() string { return string(e) }

// Is makes an existsError fs.ErrExist.
func (e existsError) Is(target error) bool { return target == fs.ErrExist }

// noBundleFiles returns an existsError that names the
// first entry of dir named as a cube's file is (cube-*.cnf, cube-*.drat),
// whatever it is: a file or a link there would stop the bundle's write
// once the work is done.
func noBundleFiles(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		for _, pattern := range []string{"cube-*.cnf", "cube-*.drat"} {
			if ok, _ := path.Match(pattern, e.Name()); ok {
				return existsError(fmt.Sprintf("%s holds %s already: a bundle's files are created new, in a directory without them", dir, e.Name()))
			}
		}
	}
	return nil
}

// createNew writes data to a new file at path, created exclusively
// (O_CREATE|O_EXCL, which follows no link): a file or a link already at
// path, left as it is, is an error that names it.
func createNew(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return existsError(fmt.Sprintf("%s exists already: a bundle's files are created new, never written over or through a link", path))
	}
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
