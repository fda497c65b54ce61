package ptytest

import (
	"fmt"
	"os"
	"syscall"
	"testing"
	"unsafe"
)

// Open opens a pseudo-terminal and returns its two ends: term, where the
// test types (what it writes, the terminal's line discipline edits, so
// that a Ctrl-D at the start of a line ends one read), and tty, the
// terminal to give a program as its standard input. Both are closed when
// the test ends.
func Open(t testing.TB) (term, tty *os.File) {
	t.Helper()
	term, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { term.Close() })
	var n uint32
	unlock := int32(0)
	if err := ioctl(term, syscall.TIOCGPTN, unsafe.Pointer(&n)); err != nil {
		t.Skipf("no pseudo-terminal number: %v", err)
	}
	if err := ioctl(term, syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
		t.Skipf("cannot unlock the pseudo-terminal: %v", err)
	}
	tty, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("cannot open the pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	return term, tty
}

// ioctl runs request on f's descriptor with the argument at arg.
func ioctl(f *os.File, request uintptr, arg unsafe.Pointer) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var errno syscall.Errno
	if err := rc.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, request, uintptr(arg))
	}); err != nil {
		return err
	}
	if errno != 0 {
		return errno
	}
	return nil
}
