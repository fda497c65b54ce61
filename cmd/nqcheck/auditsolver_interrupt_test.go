//go:build unix

package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
)

// TestAuditSolverInterrupt stops audit-solver by SIGINT while the tool
// under audit hangs (with a child of its own): the tool and its child are
// killed, the formulas done are kept, the report says incomplete and the
// exit status is 4.
func TestAuditSolverInterrupt(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	// The fake answers n = 2 (UNSAT, right) and hangs on n = 3.
	hang := writeScript(t, dir, "hang.sh", `if grep -q 'n = 2,' "$1"; then echo "s UNSATISFIABLE"; exit 20; fi
sleep 300 &
echo $! > `+strconv.Quote(pidFile)+`
sleep 300
`)
	p := startNqcheck(t, regexp.MustCompile(`^2 +pairwise`), "audit-solver", "-n", "2,3", "--encodings", "pairwise", "--seeds", "none",
		"--timeout", "0", "--", hang, "{}")
	p.awaitLine(t, time.Minute, "the row of n = 2")
	deadline := time.Now().Add(time.Minute)
	for {
		if b, err := os.ReadFile(pidFile); err == nil && strings.HasSuffix(string(b), "\n") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the fake solver did not start its child")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	code, out := p.wait(t, time.Minute)
	if code != cli.ExitIncomplete {
		t.Fatalf("exit %d, want 4:\n%s%s", code, out, p.stderr.String())
	}
	if !strings.Contains(out, "verdict: incomplete: 2 formulas × 1 tool, no finding") {
		t.Errorf("output:\n%s", out)
	}
	b, _ := os.ReadFile(pidFile)
	pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	childtest.WaitGone(t, pid)
}
