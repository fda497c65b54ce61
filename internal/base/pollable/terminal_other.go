//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package pollable

import "os"

// IsTerminal reports whether f is a terminal; where nqcheck does not ask
// the terminal driver, a character device counts as one.
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
