//go:build unix

package main

import (
	"os"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// TestAuditCNFInterrupt starts audit-cnf on the n = 14 encoding, which
// takes far longer than the test, in worker processes, stops it by a
// signal or by --timeout, and checks the contract: exit 4, the checks
// marked not decided, the stop named on standard error, and the process
// gone within a minute: audit-cnf honours --timeout and the signals,
// not a kill only.
func TestAuditCNFInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes and stops them while they decide")
	}
	integration.Only(t, "keeps two SAT workers busy on n = 14 until each stop")
	path := writeCNF(t, t.TempDir(), "q14.cnf", encode.Queens(14))
	header := regexp.MustCompile(`^audit-cnf: n = 14, `)
	tests := []struct {
		name   string
		args   []string
		signal os.Signal
		reason string
	}{
		{"SIGINT", nil, os.Interrupt, "interrupt signal received"},
		{"SIGTERM", nil, syscall.SIGTERM, "terminated signal received"},
		{"timeout", []string{"--timeout", "1s"}, nil, "timeout after 1s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"audit-cnf", "-n", "14", "--workers", "2", "--quiet", path}, tt.args...)
			p := startNqcheck(t, header, args...)
			if tt.signal != nil {
				// The header comes before the decision; a worker process
				// is the sign that the decision is under way.
				p.awaitLine(t, time.Minute, "the header line")
				awaitChild(t, p.cmd.Process.Pid, time.Minute)
				if err := p.cmd.Process.Signal(tt.signal); err != nil {
					t.Fatal(err)
				}
			}
			code, out := p.wait(t, time.Minute)
			if code != cli.ExitIncomplete {
				t.Errorf("exit code %d, want 4; stdout:\n%s\nstderr:\n%s", code, out, p.stderr.String())
			}
			if !strings.Contains(out, "verdict: incomplete, stopped before the decision: "+tt.reason) {
				t.Errorf("stdout lacks the incomplete verdict with %q:\n%s", tt.reason, out)
			}
			if want := "nqcheck audit-cnf: stopped before the decision: " + tt.reason + "\n"; p.stderr.String() != want {
				t.Errorf("stderr %q, want %q", p.stderr.String(), want)
			}
		})
	}
}

// TestMismatchWinsOverInterrupt runs "verify -n 5-14" with a reference
// table that is wrong for n = 5, waits for n = 5's MISMATCH row, then
// interrupts it: exit 3, the mismatch wins over the stop. It waits for
// the row rather than assuming that n = 5 ends within a time limit, which
// a slow or busy machine overruns.
func TestMismatchWinsOverInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process and lets it run")
	}
	row5 := regexp.MustCompile(`^  5 .* fail`)
	p := startNqcheck(t, row5, "verify", "-n", "5-14", "--quiet", "--expect", changedTable(t, 5, 1, "11"))
	p.awaitLine(t, 2*time.Minute, "the row of n = 5")
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	code, out := p.wait(t, time.Minute)
	if code != cli.ExitMismatch {
		t.Errorf("exit %d, want 3; stderr %q", code, p.stderr.String())
	}
	for _, part := range []string{"expect dfs: n = 5: A000170 expected 11, got 10\n", "INCOMPLETE: interrupt signal received during n = ",
		"sizes done: MISMATCH: the figures differ from the reference values\n"} {
		if !strings.Contains(out, part) {
			t.Errorf("stdout lacks %q:\n%s", part, out)
		}
	}
}
