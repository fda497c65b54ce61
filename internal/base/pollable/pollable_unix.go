//go:build unix

package pollable

import (
	"os"
	"syscall"
)

// File returns a reader of standard input f that read deadlines can
// interrupt when f is a pipe or a terminal: a duplicate of its descriptor
// in non-blocking mode. done closes it and puts the mode back, so that
// whatever shares the pipe or the terminal after nqcheck finds it as it
// was. A regular file, never blocked for long, comes back as it is.
func File(f *os.File) (r *os.File, done func()) {
	nothing := func() {}
	if fi, err := f.Stat(); err != nil || fi.Mode().IsRegular() {
		return f, nothing
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return f, nothing
	}
	dup := -1
	rc.Control(func(fd uintptr) {
		if d, err := syscall.Dup(int(fd)); err == nil {
			dup = d
		}
	})
	if dup < 0 {
		return f, nothing
	}
	if err := syscall.SetNonblock(dup, true); err != nil {
		syscall.Close(dup)
		return f, nothing
	}
	r = os.NewFile(uintptr(dup), f.Name())
	return r, func() {
		if rc, err := r.SyscallConn(); err == nil {
			rc.Control(func(fd uintptr) { syscall.SetNonblock(int(fd), false) })
		}
		r.Close()
	}
}
