package cli

import (
	"os"
	"path/filepath"
)

// NamedFile is a file a command reads (an input) or writes (an output),
// and what names it in messages: a flag, or the checkpoint's journal.
type NamedFile struct {
	what, path string
	output     bool
}

// Input names a file a command reads; "" and "-" (standard input) name
// none.
func Input(what, path string) NamedFile { return NamedFile{what: what, path: path} }

// Output names a file a command writes; "" and "-" (standard output) name
// none.
func Output(what, path string) NamedFile { return NamedFile{what: what, path: path, output: true} }

// SameFiles refuses (a usage error, exit 2) an output that is the same
// file as an input or as another output, which the command would write
// over: through another name, a symbolic or a hard link too (os.SameFile).
// An output that does not exist yet is the same file as another only
// under the same name, its directory's links resolved: a journal not yet
// made is one. The code is −1 to go on.
func (c *Command) SameFiles(files ...NamedFile) int {
	for i, a := range files {
		for _, b := range files[:i] {
			if !a.output && !b.output || !SameFile(a.path, b.path) {
				continue
			}
			out, other := a, b
			if !a.output {
				out, other = b, a
			}
			role := "reads"
			if other.output {
				role = "writes"
			}
			return c.Usage("%s %s is the same file as %s %s, which this run %s: give another file", out.what, out.path, other.what, other.path, role)
		}
	}
	return -1
}

// SameFile reports whether the paths a and b name one file (through
// another name or a link too); "" and "-" name none.
func SameFile(a, b string) bool {
	if a == "" || b == "" || a == "-" || b == "-" {
		return false
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return os.SameFile(fa, fb)
	}
	ra, okA := resolved(a)
	rb, okB := resolved(b)
	return okA && okB && ra == rb
}

// resolved returns path made absolute, its symbolic links resolved, a
// link to a file not yet made included, and whether its directory exists.
func resolved(path string) (string, bool) {
	for range 40 { // as many links as a system follows
		target, err := os.Readlink(path)
		if err != nil {
			break // not a link
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(path), target)
		}
		path = target
	}
	dir, err := filepath.EvalSymlinks(filepath.Dir(path))
	if err != nil {
		return "", false
	}
	dir, err = filepath.Abs(dir)
	if err != nil {
		return "", false
	}
	return filepath.Join(dir, filepath.Base(path)), true
}

// JournalFile names the checkpoint's journal at path ("" without one) as
// an input.
func JournalFile(path string) NamedFile {
	return Input("the journal of --checkpoint", path)
}
