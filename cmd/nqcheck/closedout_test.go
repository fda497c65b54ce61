//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
)

// closingScript writes a program that prints head, writes its pid to a
// file, closes its standard output and sleeps five minutes; it returns
// the program and the pid file. The test kills the program if it failed
// to.
func closingScript(t *testing.T, head string) (prog, pidFile string) {
	t.Helper()
	dir := t.TempDir()
	pidFile = filepath.Join(dir, "pid")
	t.Cleanup(func() {
		if b, err := os.ReadFile(pidFile); err == nil {
			if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && !childtest.Gone(pid) {
				_ = syscall.Kill(-pid, syscall.SIGKILL)
			}
		}
	})
	return writeScript(t, dir, "closes.sh", head+"echo $$ > "+strconv.Quote(pidFile)+".new\nmv "+strconv.Quote(pidFile)+".new "+strconv.Quote(pidFile)+"\nexec >/dev/null\nsleep 300\n"), pidFile
}

// TestClosedOutputStillLimited: a program under audit that closes its
// standard output and runs on is still killed at --timeout, and by a
// signal, and nqcheck exits at once, leaving nothing behind (before, the
// limit and the signals were watched only while the output was open).
// The program sleeps five minutes; nqcheck must end within one.
func TestClosedOutputStillLimited(t *testing.T) {
	t.Parallel()
	t.Run("audit --run --timeout", func(t *testing.T) {
		t.Parallel()
		prog, pidFile := closingScript(t, "echo '2 4 1 3'; echo '3 1 4 2'\n")
		p := startNqcheck(t, nil, "audit", "-n", "4", "--run", "--timeout", "1s", "--", prog)
		code, out := p.wait(t, time.Minute)
		if code != cli.ExitMismatch || !strings.Contains(out, "killed after 1s") {
			t.Errorf("exit %d, want 3 and the time limit; stdout:\n%s%s", code, out, p.stderr.String())
		}
		childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
	})
	t.Run("audit --run, signal", func(t *testing.T) {
		t.Parallel()
		prog, pidFile := closingScript(t, "echo '2 4 1 3'; echo '3 1 4 2'\n")
		p := startNqcheck(t, nil, "audit", "-n", "4", "--run", "--timeout", "10m", "--", prog)
		awaitFile(t, pidFile)
		if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
			t.Fatal(err)
		}
		code, out := p.wait(t, time.Minute)
		if code != cli.ExitIncomplete {
			t.Errorf("exit %d, want 4; stdout:\n%s%s", code, out, p.stderr.String())
		}
		childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
	})
	t.Run("audit-solver --timeout", func(t *testing.T) {
		t.Parallel()
		prog, pidFile := closingScript(t, "")
		p := startNqcheck(t, nil, "audit-solver", "-n", "4", "--encodings", "pairwise", "--seeds", "none", "--timeout", "1s", "--", prog, "{}")
		code, out := p.wait(t, time.Minute)
		if code != cli.ExitIncomplete || !strings.Contains(out, "killed after 1s (the time limit)") {
			t.Errorf("exit %d, want 4 and the time limit; stdout:\n%s%s", code, out, p.stderr.String())
		}
		childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
	})
}
