//go:build unix

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
)

// TestAuditInterrupt stops audits of large sizes by a signal: the run
// that counts Q(18) for a P1219 answer, and a --run whose program hangs.
// Both exit 4, keep what was done, and leave no process behind.
func TestAuditInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes and lets them run for a second")
	}
	t.Run("p1219 n=18", func(t *testing.T) {
		// The input is a pipe that audit opens once it handles signals:
		// the signal comes once it has warned, after the open, during the
		// count of Q(18).
		fifo := filepath.Join(t.TempDir(), "in")
		if err := syscall.Mkfifo(fifo, 0o600); err != nil {
			t.Fatal(err)
		}
		p := startNqcheck(t, nil, "audit", "-n", "18", "--format", "p1219", fifo)
		for i := 0; ; i++ {
			w, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0)
			if err == nil {
				w.Close() // an empty answer
				break
			}
			if i == 6000 {
				t.Fatalf("audit never opened its input: %v", err)
			}
			time.Sleep(10 * time.Millisecond)
		}
		p.awaitStderr(t, time.Minute, "warning: n = 18")
		if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
			t.Fatal(err)
		}
		code, out := p.wait(t, time.Minute)
		if code != cli.ExitIncomplete || !strings.Contains(out, "stopped before the end") {
			t.Errorf("exit %d, want 4; stdout:\n%s", code, out)
		}
		if !strings.Contains(p.stderr.String(), "warning: n = 18") || !strings.Contains(p.stderr.String(), "stopped during n = 18: interrupt signal received") {
			t.Errorf("stderr:\n%s", p.stderr.String())
		}
	})
	t.Run("run hangs", func(t *testing.T) {
		dir := t.TempDir()
		pids := filepath.Join(dir, "pids")
		script := writeFile(t, dir, "prog.sh", "if [ \"$1\" -ge 9 ]; then sleep 300 & echo $! >> "+pids+"; echo $$ >> "+pids+"; wait; fi\necho 92\n")
		p := startNqcheck(t, regexp.MustCompile(`^  8  pass `), "audit", "-n", "8-9", "--run", "--timeout", "5m", "--", "sh", script, "{n}")
		p.awaitLine(t, 2*time.Minute, "the row of n = 8")
		// Wait for the program of n = 9 to have started its child.
		for i := 0; ; i++ {
			if data, _ := os.ReadFile(pids); len(strings.Fields(string(data))) == 2 {
				break
			}
			if i == 6000 {
				t.Fatal("the program of n = 9 never started")
			}
			time.Sleep(10 * time.Millisecond)
		}
		if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
			t.Fatal(err)
		}
		code, out := p.wait(t, time.Minute)
		if code != cli.ExitIncomplete || !strings.Contains(out, "  8  pass ") || strings.Contains(out, "  9  ") {
			t.Errorf("exit %d, want 4, with the row of n = 8 only; stdout:\n%s", code, out)
		}
		if !strings.Contains(p.stderr.String(), "stopped during n = 9: interrupt signal received") {
			t.Errorf("stderr:\n%s", p.stderr.String())
		}
		data, _ := os.ReadFile(pids)
		for _, f := range strings.Fields(string(data)) {
			pid, err := strconv.Atoi(f)
			if err != nil {
				t.Fatalf("pid %q: %v", f, err)
			}
			childtest.WaitGone(t, pid)
		}
	})
}
