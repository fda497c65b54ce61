//go:build !unix

package pollable

import "os"

// OpenNoWait opens path as os.OpenFile does: where there is no FIFO, no
// open waits.
func OpenNoWait(path string, flag int, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(path, flag, perm)
}
