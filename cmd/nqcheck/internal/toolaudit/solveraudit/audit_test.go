package solveraudit_test

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
	"github.com/nqcheck/nqcheck/result"
)

// fakeTool returns the test binary as a fake solver committing fault mode,
// reading the CNF from a file when file is set, else from standard input.
func fakeTool(t *testing.T, mode string, driver solveraudit.Driver, file bool) solveraudit.Tool {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	if file {
		args = []string{solveraudit.FileArg}
	}
	// The fault goes through the environment, which a Tool has no field
	// for: a wrapper script sets it.
	dir := t.TempDir()
	script := filepath.Join(dir, "fake-"+mode)
	body := "#!/bin/sh\n" + fakeEnv + "=" + mode + " exec " + strconv.Quote(exe) + " \"$@\"\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	return solveraudit.Tool{Name: "fake-" + mode, Driver: driver, Path: script, Args: args}
}

func member(t *testing.T, n int, e encode.Encoding, seed *uint64) *encode.Member {
	t.Helper()
	m, err := encode.Build(n, e)
	if err != nil {
		t.Fatal(err)
	}
	if seed != nil {
		m = m.Shuffle(*seed)
	}
	return m
}

func audit(t *testing.T, tool solveraudit.Tool, m *encode.Member, lim solveraudit.Limits) *solveraudit.Case {
	t.Helper()
	if lim.TempDir == "" {
		lim.TempDir = t.TempDir()
	}
	if lim.Timeout == 0 {
		lim.Timeout = 2 * time.Minute
	}
	c, err := solveraudit.Audit(context.Background(), tool, m, solveraudit.Reference(m.N, m.Encoding), lim)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func kinds(c *solveraudit.Case) string {
	var ks []string
	for _, f := range c.Findings {
		ks = append(ks, string(f.Kind))
	}
	return strings.Join(ks, ",")
}

// TestFakeSolvers runs each fake solver and checks the finding it must
// give, the case's verdict, and that the finding names the member.
func TestFakeSolvers(t *testing.T) {
	t.Parallel()
	seven := uint64(7)
	tests := []struct {
		mode    string
		driver  solveraudit.Driver
		file    bool
		counter bool
		n       int
		enc     encode.Encoding
		seed    *uint64
		kinds   string // the findings' kinds, in order
		witness string // a part of the first finding's solution or detail
		verdict result.Verdict
	}{
		{"good", solveraudit.AllModels, false, false, 6, encode.Pairwise, nil, "", "", result.Pass},
		{"good", solveraudit.AllModels, true, false, 6, encode.SeqCounter, &seven, "", "", result.Pass},
		{"clasp", solveraudit.AllModels, true, false, 6, encode.Commander, nil, "", "", result.Pass},
		{"good", solveraudit.AllModels, true, false, 3, encode.Product, nil, "", "", result.Pass},
		{"good", solveraudit.AllModels, false, false, 7, encode.LexLeaderClasses, &seven, "", "", result.Pass},
		{"drop", solveraudit.AllModels, false, false, 6, encode.Product, &seven, "missing", "4 1 5 2 6 3", result.Fail},
		{"drop", solveraudit.AllModels, false, false, 8, encode.LexLeaderClasses, nil, "missing", "2 4 6 8 3 1 7 5", result.Fail},
		{"repeat", solveraudit.AllModels, true, false, 6, encode.SeqCounter, nil, "duplicate", "output line 4 again", result.Fail},
		{"invalid", solveraudit.AllModels, true, false, 5, encode.Commander, &seven, "invalid-model,missing", "row 1 holds 2 queens", result.Fail},
		{"aux", solveraudit.AllModels, true, false, 5, encode.SeqCounter, nil, "aux-inconsistent,missing", "auxiliary variable", result.Fail},
		{"aux", solveraudit.AllModels, true, false, 5, encode.LexLeaderClasses, &seven, "aux-inconsistent,missing", "auxiliary variable", result.Fail},
		{"garbage", solveraudit.AllModels, true, false, 4, encode.Pairwise, nil, "unreadable", `"SOLUTION FOUND!!"`, result.Fail},
		{"unsat", solveraudit.AllModels, true, false, 4, encode.Pairwise, nil, "missing,unsat-claimed", "2 4 1 3", result.Fail},
		{"unsat", solveraudit.AllModels, true, false, 3, encode.Pairwise, nil, "", "", result.Pass},
		{"mc", solveraudit.AllModels, true, true, 8, encode.SeqCounter, &seven, "", "", result.Pass},
		{"exact", solveraudit.AllModels, true, true, 7, encode.LexLeaderClasses, nil, "", "", result.Pass},
		{"mc-wrong", solveraudit.AllModels, true, true, 8, encode.Product, nil, "wrong-count", "states 93 models", result.Fail},
		{"good", solveraudit.AllModels, true, true, 5, encode.Pairwise, nil, "", "", result.Pass},
		{"unsat", solveraudit.AllModels, true, true, 5, encode.Pairwise, nil, "unreadable", "stated no count", result.Fail},
		{"partial", solveraudit.AllModels, true, false, 4, encode.SeqCounter, &seven, "partial-model,partial-model,missing", "gives no value to variable", result.Fail},
		{"placement", solveraudit.AllModels, true, false, 6, encode.Product, &seven, "", "", result.Pass},
		{"placement", solveraudit.AllModels, true, false, 6, encode.LexLeaderClasses, nil, "", "", result.Pass},
		{"crash", solveraudit.AllModels, true, false, 6, encode.Pairwise, nil, "crash", "exit status 134", result.Fail},
		{"one", solveraudit.Blocking, true, false, 6, encode.SeqCounter, &seven, "", "", result.Pass},
		{"one", solveraudit.Blocking, false, false, 2, encode.Pairwise, nil, "", "", result.Pass},
		{"one", solveraudit.Blocking, true, false, 5, encode.LexLeaderClasses, nil, "", "", result.Pass},
		{"one-stuck", solveraudit.Blocking, true, false, 6, encode.Commander, nil, "duplicate", "output line 2 again", result.Fail},
		{"unsat", solveraudit.Blocking, true, false, 5, encode.Pairwise, nil, "missing,unsat-claimed", "1 3 5 2 4", result.Fail},
		// A tool that says nothing has not said UNSAT, not even for
		// n = 2 or 3 (it passed there), whatever the driver.
		{"silent", solveraudit.AllModels, false, false, 2, encode.Pairwise, nil, "unreadable", "no answer: no model, no count, no SAT or UNSAT status line", result.Fail},
		{"silent", solveraudit.AllModels, true, false, 3, encode.SeqCounter, &seven, "unreadable", "no answer", result.Fail},
		{"silent", solveraudit.AllModels, true, false, 5, encode.Pairwise, nil, "unreadable", "no answer", result.Fail},
		{"silent", solveraudit.AllModels, true, true, 3, encode.Pairwise, nil, "unreadable", "stated no count", result.Fail},
		{"silent", solveraudit.Blocking, true, false, 2, encode.Pairwise, nil, "unreadable", "neither a model nor UNSAT", result.Fail},
		{"silent", solveraudit.Blocking, false, false, 3, encode.Product, nil, "unreadable", "neither a model nor UNSAT", result.Fail},
		{"unknown", solveraudit.AllModels, true, false, 2, encode.Pairwise, nil, "unreadable", "status line 1 says UNKNOWN", result.Fail},
		{"exit10", solveraudit.AllModels, true, false, 3, encode.Pairwise, nil, "sat-claimed", "exit status 10 (SAT)", result.Fail},
	}
	for _, tc := range tests {
		name := tc.mode + "/" + tc.driver.String() + "/" + strconv.Itoa(tc.n) + "/" + tc.enc.String()
		if tc.seed != nil {
			name += "/shuffled"
		}
		if tc.counter {
			name += "/counter"
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tool := fakeTool(t, tc.mode, tc.driver, tc.file)
			tool.Counter = tc.counter
			m := member(t, tc.n, tc.enc, tc.seed)
			c := audit(t, tool, m, solveraudit.Limits{})
			if got := kinds(c); got != tc.kinds {
				t.Fatalf("findings %q, want %q: %+v", got, tc.kinds, c.Findings)
			}
			if c.Verdict != tc.verdict {
				t.Errorf("verdict %s, want %s", c.Verdict, tc.verdict)
			}
			if !c.Complete {
				t.Errorf("case incomplete")
			}
			if len(c.Findings) == 0 {
				if v, ok := c.Models.Value(); !tc.counter && (!ok || v != c.Expected) {
					t.Errorf("models %v, want %d", c.Models, c.Expected)
				}
				return
			}
			f := c.Findings[0]
			if !strings.Contains(f.Solution+" "+f.Detail, tc.witness) {
				t.Errorf("first finding %q does not name %q", f.String(), tc.witness)
			}
			if f.N != tc.n || f.Encoding != tc.enc.String() || (tc.seed == nil) != (f.Seed == nil) || (f.Seed != nil && *f.Seed != *tc.seed) {
				t.Errorf("finding %q does not name the member", f.String())
			}
		})
	}
}

// TestShellFakes runs the fake solvers written as shell scripts in
// testdata.
func TestShellFakes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		script         string
		n              int
		kinds, witness string
	}{
		{"unsat.sh", 8, "missing,unsat-claimed", "UNSAT claimed"},
		{"exit20.sh", 6, "missing,unsat-claimed", "exit status 20 (UNSAT), but the formula has 4 models"},
		{"garbage.sh", 8, "unreadable,missing", "Solution: 1 5 8 6 3 7 2 4"},
		{"garbage.sh", 3, "unreadable,sat-claimed", "SAT claimed for an unsatisfiable formula"},
		{"segv.sh", 8, "crash", "out of cheese"},
	}
	for _, tc := range tests {
		t.Run(tc.script+"/"+strconv.Itoa(tc.n), func(t *testing.T) {
			t.Parallel()
			path, _ := filepath.Abs(filepath.Join("testdata", tc.script))
			c := audit(t, solveraudit.Tool{Name: tc.script, Path: path}, member(t, tc.n, encode.Pairwise, nil), solveraudit.Limits{})
			if got := kinds(c); got != tc.kinds {
				t.Fatalf("findings %q, want %q: %+v", got, tc.kinds, c.Findings)
			}
			all := ""
			for _, f := range c.Findings {
				all += f.String() + "\n"
			}
			if !strings.Contains(all, tc.witness) {
				t.Errorf("findings do not name %q:\n%s", tc.witness, all)
			}
		})
	}
}

// TestHangKilled runs a solver that hangs and leaves a child behind: the
// run must end at the timeout as an incomplete case with a timeout
// finding, and the child must be gone.
func TestHangKilled(t *testing.T) {
	t.Parallel()
	path, _ := filepath.Abs(filepath.Join("testdata", "hang.sh"))
	pidFile := filepath.Join(t.TempDir(), "pid")
	tool := solveraudit.Tool{Name: "hang", Path: path, Args: []string{pidFile}}
	c := audit(t, tool, member(t, 6, encode.Pairwise, nil), solveraudit.Limits{Timeout: 300 * time.Millisecond})
	if got := kinds(c); got != "timeout" {
		t.Fatalf("findings %q, want timeout: %+v", got, c.Findings)
	}
	if c.Complete || c.Verdict != result.Incomplete {
		t.Errorf("complete %v, verdict %s; want an incomplete case", c.Complete, c.Verdict)
	}
	if !strings.Contains(c.Findings[0].Detail, "killed after 300ms") {
		t.Errorf("finding %q", c.Findings[0].String())
	}
	// The group was killed, the hanging solver's child with it.
	childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
}

// TestOutputCap kills a run at the output cap: the case is incomplete and
// says so, and no model is reported missing.
func TestOutputCap(t *testing.T) {
	t.Parallel()
	c := audit(t, fakeTool(t, "good", solveraudit.AllModels, true), member(t, 6, encode.Pairwise, nil), solveraudit.Limits{MaxOutput: 300})
	if got := kinds(c); got != "output-cap" || c.Complete || c.Verdict != result.Incomplete {
		t.Fatalf("findings %q, complete %v, verdict %s", got, c.Complete, c.Verdict)
	}
}

// TestCancelled stops an audit from the caller: the case is incomplete
// with no finding, and the hanging tool is gone.
func TestCancelled(t *testing.T) {
	t.Parallel()
	path, _ := filepath.Abs(filepath.Join("testdata", "hang.sh"))
	pidFile := filepath.Join(t.TempDir(), "pid")
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for {
			if _, err := os.Stat(pidFile); err == nil {
				cancel()
				return
			}
			time.Sleep(5 * time.Millisecond)
		}
	}()
	m := member(t, 5, encode.Pairwise, nil)
	c, err := solveraudit.Audit(ctx, solveraudit.Tool{Name: "hang", Path: path, Args: []string{pidFile}}, m,
		solveraudit.Reference(5, encode.Pairwise), solveraudit.Limits{TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if c.Complete || c.Verdict != result.Incomplete || c.FindingsTotal != 0 {
		t.Fatalf("case %+v", c)
	}
	// The tool may have been stopped before it wrote its child's pid.
	b, _ := os.ReadFile(pidFile)
	if pid, _ := strconv.Atoi(strings.TrimSpace(string(b))); pid > 0 {
		childtest.WaitGone(t, pid)
	}
}

// TestTempFilesRemoved checks that the CNF and result files are gone once
// Audit returns.
func TestTempFilesRemoved(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tool := fakeTool(t, "one", solveraudit.Blocking, true)
	tool.Args = append(tool.Args, solveraudit.OutArg)
	c := audit(t, tool, member(t, 5, encode.Pairwise, nil), solveraudit.Limits{TempDir: dir})
	if c.Verdict != result.Pass || c.Calls != 11 {
		t.Fatalf("verdict %s after %d calls: %+v", c.Verdict, c.Calls, c.Findings)
	}
	left, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 0 {
		t.Fatalf("left behind: %v", left)
	}
}

// TestMaxFindings lists only the first findings but counts them all, and
// the verdict follows every one.
func TestMaxFindings(t *testing.T) {
	t.Parallel()
	c := audit(t, fakeTool(t, "invalid", solveraudit.AllModels, true), member(t, 6, encode.Pairwise, nil), solveraudit.Limits{MaxFindings: 1})
	if len(c.Findings) != 1 || c.FindingsTotal != 2 || c.Verdict != result.Fail || c.Findings[0].Kind != solveraudit.Invalid {
		t.Fatalf("findings %+v, total %d, verdict %s", c.Findings, c.FindingsTotal, c.Verdict)
	}
}

// TestResultFileCap: a result file larger than MaxOutput is an output-cap
// finding after a bounded read (the file is not read whole,
// however large).
func TestResultFileCap(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := filepath.Join(dir, "big.sh")
	// 5000 bytes of "v 1" lines in the result file, none on stdout.
	body := "#!/bin/sh\ni=0\nwhile [ $i -lt 1250 ]; do echo 'v 1'; i=$((i+1)); done > \"$1\"\nexit 10\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	tool := solveraudit.Tool{Name: "big", Driver: solveraudit.Blocking, Path: script, Args: []string{solveraudit.OutArg}}
	c := audit(t, tool, member(t, 4, encode.Pairwise, nil), solveraudit.Limits{MaxOutput: 1000})
	if kinds(c) != "output-cap" || !strings.Contains(c.Findings[0].Detail, "result file is larger than 1000 bytes") {
		t.Fatalf("findings %+v, want the output cap of the result file", c.Findings)
	}
}
