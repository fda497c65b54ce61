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

// Each formula of a bundle is a file stem+".cnf" with its proof in
// stem+".drat": the stem of a cube is cube-NNNNN (its index), the others'
// are "cover" and the symmetric enumerations' names (certSyms).
const (
	cnfExt   = ".cnf"
	proofExt = ".drat"
)

// formulaFiles names the formula of stem and its proof.
func formulaFiles(stem string) BundleFile {
	return BundleFile{CNF: stem + cnfExt, Proof: stem + proofExt}
}

// cubeStem is the stem of the files of the cube of index i.
func cubeStem(i int) string { return fmt.Sprintf("cube-%05d", i) }

// bundlePatterns are the names of every file a bundle writes, as
// path.Match patterns, the manifest's last.
func bundlePatterns() []string {
	stems := []string{"cube-*", "cover"}
	for _, s := range certSyms {
		stems = append(stems, s.name)
	}
	var out []string
	for _, stem := range stems {
		f := formulaFiles(stem)
		out = append(out, f.CNF, f.Proof)
	}
	return append(out, ManifestName)
}

// noBundleFiles returns an existsError that names the first entry of dir
// named as a file of a bundle is (bundlePatterns), whatever it is: a file
// or a link there would stop the bundle's write once the work is done.
func noBundleFiles(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	patterns := bundlePatterns()
	for _, e := range entries {
		for _, pattern := range patterns {
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
