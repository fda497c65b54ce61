//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package pollable

import (
	"os"
	"syscall"
	"unsafe"
)

// IsTerminal reports whether f is a terminal: whether the terminal
// driver answers for it (a character device such as /dev/null is not
// one).
func IsTerminal(f *os.File) bool {
	rc, err := f.SyscallConn()
	if err != nil {
		return false
	}
	var t syscall.Termios
	ok := false
	rc.Control(func(fd uintptr) {
		_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, fd, ioctlGetTermios, uintptr(unsafe.Pointer(&t)))
		ok = errno == 0
	})
	return ok
}
