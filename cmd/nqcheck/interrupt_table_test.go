//go:build linux

package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// childrenOf lists the processes whose parent is pid, from /proc.
func childrenOf(pid int) []int {
	entries, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, state, ok := procStat(child); ok && ppid == pid && state != "Z" {
			out = append(out, child)
		}
	}
	return out
}

// TestInterruptTable sends SIGINT to a running "table" while its SAT
// workers enumerate n = 13, and checks the contract: the row done is
// printed, the interrupted row is marked incomplete, the exit code is 4,
// and neither the process nor any of its worker processes survives.
func TestInterruptTable(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes and lets them run for seconds")
	}
	row12 := regexp.MustCompile(`^12,14200,1787,`)
	p := startNqcheck(t, row12, "table", "-n", "12-13", "--sat-max", "13", "--format", "csv", "--quiet")
	p.awaitLine(t, 2*time.Minute, "the row of n = 12")
	pid := p.cmd.Process.Pid
	var workers []int
	for deadline := time.Now().Add(30 * time.Second); len(workers) == 0 && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
		workers = childrenOf(pid)
	}
	if len(workers) == 0 {
		t.Fatalf("no SAT worker process seen for n = 13:\n%s", p.output())
	}
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	code, out := p.wait(t, time.Minute)
	if code != cli.ExitIncomplete {
		t.Errorf("exit code %d, want %d; stderr:\n%s", code, cli.ExitIncomplete, p.stderr.String())
	}
	if !regexp.MustCompile(`(?m)^12,14200,1787,.*,true,$`).MatchString(out) {
		t.Errorf("the completed row n = 12 is missing:\n%s", out)
	}
	if !regexp.MustCompile(`(?m)^13,.*,false,interrupted: its figures are unknown$`).MatchString(out) {
		t.Errorf("the interrupted row n = 13 is not marked incomplete:\n%s", out)
	}
	if !strings.Contains(p.stderr.String(), "nqcheck table: stopped during n = 13: interrupt signal received") {
		t.Errorf("stderr %q does not name the stop", p.stderr.String())
	}
	// wait has seen nqcheck itself end; its workers must be gone too.
	for _, w := range workers {
		if _, state, ok := procStat(w); ok && state != "Z" {
			t.Errorf("worker process %d survived the interrupt (state %s)", w, state)
		}
	}
}
