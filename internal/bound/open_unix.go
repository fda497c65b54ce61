//go:build unix

package bound

import (
	"os"
	"syscall"
)

// nonblock opens a FIFO without waiting for its other end.
const nonblock = syscall.O_NONBLOCK

// setBlocking puts f back in blocking mode.
func setBlocking(f *os.File) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var serr error
	if err := rc.Control(func(fd uintptr) { serr = syscall.SetNonblock(int(fd), false) }); err != nil {
		return err
	}
	return serr
}
