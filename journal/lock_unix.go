//go:build unix

package journal

import (
	"errors"
	"os"
	"syscall"
)

// lock takes an exclusive advisory lock on f for as long as it is open;
// it fails at once with ErrLocked when another process holds one.
func lock(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return ErrLocked
	}
	return err
}
