//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
)

// strayScript writes a program that starts a process in a session of its
// own, out of reach of the kill of its process group, holding its output;
// the process writes its pid to dir/pid, which the test's cleanup kills.
// Then the program does what rest says.
func strayScript(t *testing.T, dir, rest string) (script, pidFile string) {
	t.Helper()
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid on this machine:", err)
	}
	pidFile = filepath.Join(dir, "pid")
	t.Cleanup(func() {
		if _, err := os.Stat(pidFile); err != nil {
			return // the program never ran
		}
		pid := childtest.ReadPID(t, pidFile)
		_ = syscall.Kill(pid, syscall.SIGKILL)
		childtest.WaitGone(t, pid)
	})
	// The pid file appears whole (a rename), so that one seen is never
	// read empty.
	return writeScript(t, dir, "stray.sh", "setsid sleep 300 &\necho $! > '"+pidFile+".part' && mv '"+pidFile+".part' '"+pidFile+"'\n"+rest), pidFile
}

// awaitFile waits, at most a minute, for the file at path to exist.
func awaitFile(t *testing.T, path string) {
	t.Helper()
	for i := 0; ; i++ {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if i == 6000 {
			t.Fatalf("%s never appeared", path)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// TestAuditRunStray: a program that prints its answer and exits, leaving
// a process in another session that holds its output, is audited to the
// end and the stray process is a finding (the audit must not
// wait on the held output for ever, past --timeout).
func TestAuditRunStray(t *testing.T) {
	t.Parallel()
	script, _ := strayScript(t, t.TempDir(), "printf '2 4 1 3\\n3 1 4 2\\n'\n")
	p := startNqcheck(t, nil, "audit", "-n", "4", "--run", "--timeout", "2s", "--", script, "{n}")
	// A bound for a loaded machine, not a measure: without the fix the
	// run never ends.
	code, out := p.wait(t, time.Minute)
	if code != cli.ExitMismatch || !strings.Contains(out, "still held its output") {
		t.Errorf("exit %d, want 3 with the finding; stdout:\n%s%s", code, out, p.stderr.String())
	}
}

// TestAuditSolverStraySignal: SIGTERM to audit-solver while the solver
// hangs and a process it started in another session holds its output:
// audit-solver stops at once, exits 4 and leaves no temporary CNF (the
// first SIGTERM must not be lost, leaving the run hung and the CNF behind).
func TestAuditSolverStraySignal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	if err := os.Mkdir(tmp, 0o755); err != nil {
		t.Fatal(err)
	}
	script, pidFile := strayScript(t, dir, "echo 'c thinking'\nsleep 300\n")
	p := startNqcheckEnv(t, []string{"TMPDIR=" + tmp}, nil, "audit-solver", "-n", "5", "--encodings", "pairwise", "--seeds", "none", "--", script, "{}")
	awaitFile(t, pidFile)
	if es, _ := os.ReadDir(tmp); len(es) != 1 {
		t.Fatalf("the temporary directory holds %d files, want the CNF", len(es))
	}
	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	code, out := p.wait(t, time.Minute)
	if code != cli.ExitIncomplete {
		t.Errorf("exit %d, want 4; stdout:\n%s%s", code, out, p.stderr.String())
	}
	if es, _ := os.ReadDir(tmp); len(es) != 0 {
		t.Errorf("the temporary directory still holds %v", es)
	}
}
