//go:build unix

package childtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGone: this process runs; a killed child that is not yet reaped, a
// zombie, is gone.
func TestGone(t *testing.T) {
	t.Parallel()
	if Gone(os.Getpid()) {
		t.Fatal("this process counts as gone")
	}
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep on this machine:", err)
	}
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	pid := cmd.Process.Pid
	if Gone(pid) {
		t.Errorf("the running child %d counts as gone", pid)
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	WaitGone(t, pid)
}

func TestReadPID(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "pid")
	if err := os.WriteFile(path, []byte(" 4321\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := ReadPID(t, path); got != 4321 {
		t.Errorf("ReadPID = %d, want 4321", got)
	}
}
