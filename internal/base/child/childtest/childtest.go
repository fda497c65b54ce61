//go:build unix

package childtest

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// ReadPID returns the process id written in the file at path.
func ReadPID(t testing.TB, path string) int {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

// WaitGone waits, for up to a minute, until process pid is gone, and
// fails t if it is still running then. A killed process can stay a zombie
// of init for a moment; a zombie counts as gone.
func WaitGone(t testing.TB, pid int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute) // a bound for a loaded machine, not a measure
	for !Gone(pid) {
		if time.Now().After(deadline) {
			t.Fatalf("process %d is still running", pid)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// Gone reports whether process pid has ended: it no longer exists, or it
// is a zombie.
func Gone(pid int) bool {
	if syscall.Kill(pid, 0) != nil {
		return true
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true
	}
	// The state follows the command name, which is in parentheses and
	// may hold spaces.
	stat := string(b)
	f := strings.Fields(stat[strings.LastIndexByte(stat, ')')+1:])
	return len(f) > 0 && f[0] == "Z"
}
