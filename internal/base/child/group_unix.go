//go:build unix

package child

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
)

// setGroup makes the program the leader of a new process group.
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the program's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// groupAlive reports whether a process of the program's group is still
// there (a zombie not yet reaped counts).
func groupAlive(cmd *exec.Cmd) bool {
	if cmd.Process == nil {
		return false
	}
	err := syscall.Kill(-cmd.Process.Pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}

func signalOf(st *os.ProcessState) string {
	if ws, ok := st.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return ws.Signal().String()
	}
	return ""
}

// isBusy reports whether err is "text file busy": the program file is
// still open for writing somewhere.
func isBusy(err error) bool { return errors.Is(err, syscall.ETXTBSY) }

// readNow reads what pipe f holds without waiting: n bytes, or none and
// whether the pipe is still open for writing somewhere.
func readNow(f *os.File, b []byte) (n int, open bool, err error) {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, false, err
	}
	var rerr error
	if err := rc.Control(func(fd uintptr) {
		for {
			n, rerr = syscall.Read(int(fd), b)
			if rerr != syscall.EINTR {
				return
			}
		}
	}); err != nil {
		return 0, false, err
	}
	switch {
	case rerr == syscall.EAGAIN:
		return 0, true, nil
	case rerr != nil:
		return 0, false, rerr
	}
	return n, false, nil
}
