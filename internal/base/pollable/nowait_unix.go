//go:build unix

package pollable

import (
	"errors"
	"os"
	"syscall"
)

// OpenNoWait opens path as os.OpenFile does, but without waiting: the
// open is non-blocking (O_NONBLOCK), so that a FIFO opens at once for
// reading and, for writing, only when a process has it open for reading
// (else the error is ErrNoReader). The file is then put back in blocking
// mode, as an ordinary open leaves it.
func OpenNoWait(path string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := os.OpenFile(path, flag|syscall.O_NONBLOCK, perm)
	if errors.Is(err, syscall.ENXIO) && flag&(os.O_WRONLY|os.O_RDWR) != 0 {
		if fi, serr := os.Stat(path); serr == nil && fi.Mode()&os.ModeNamedPipe != 0 {
			return nil, &os.PathError{Op: "open", Path: path, Err: ErrNoReader}
		}
	}
	if err != nil {
		return nil, err
	}
	rc, err := f.SyscallConn()
	if err == nil {
		var serr error
		err = rc.Control(func(fd uintptr) { serr = syscall.SetNonblock(int(fd), false) })
		if err == nil {
			err = serr
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}
