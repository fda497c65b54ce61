//go:build unix

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// nqcheckProcess is the test binary started as nqcheck (NQCHECK_MAIN=1,
// see TestMain), with its standard output read line by line as it comes.
type nqcheckProcess struct {
	cmd    *exec.Cmd
	mu     sync.Mutex
	lines  []string
	stderr syncBuffer
	seen   chan struct{} // closed when a line matches the awaited pattern
	eof    chan struct{} // closed when standard output is at its end
	exited chan struct{} // closed when the process has ended and been waited for
	err    error         // cmd.Wait's error, set before exited is closed
}

func startNqcheck(t *testing.T, await *regexp.Regexp, args ...string) *nqcheckProcess {
	t.Helper()
	return startNqcheckEnv(t, nil, await, args...)
}

// startNqcheckEnv is startNqcheck with env added to the environment.
func startNqcheckEnv(t *testing.T, env []string, await *regexp.Regexp, args ...string) *nqcheckProcess {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p := &nqcheckProcess{cmd: exec.Command(exe, args...), seen: make(chan struct{}), eof: make(chan struct{}), exited: make(chan struct{})}
	p.cmd.Env = append(append(os.Environ(), "NQCHECK_MAIN=1"), env...)
	p.cmd.Stderr = &p.stderr
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		// Never leave the process behind, whatever happened.
		select {
		case <-p.exited:
		default:
			p.cmd.Process.Kill()
			<-p.exited
		}
	})
	go func() {
		defer func() {
			close(p.eof)
			// Wait only once standard output is read to its end.
			p.err = p.cmd.Wait()
			close(p.exited)
		}()
		sc := bufio.NewScanner(out)
		matched := false
		for sc.Scan() {
			p.mu.Lock()
			p.lines = append(p.lines, sc.Text())
			p.mu.Unlock()
			if !matched && await != nil && await.MatchString(sc.Text()) {
				matched = true
				close(p.seen)
			}
		}
	}()
	return p
}

// syncBuffer is a strings.Builder that one goroutine may write while
// another reads it.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

// Write appends p.
func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns what was written so far.
func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// awaitStderr waits, at most limit, until standard error holds want.
func (p *nqcheckProcess) awaitStderr(t *testing.T, limit time.Duration, want string) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !strings.Contains(p.stderr.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("standard error never said %q; it holds:\n%s", want, p.stderr.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// wait waits for the process to end and be reaped, at most limit, and
// returns its exit code and its whole standard output. When it returns, the
// process is gone.
func (p *nqcheckProcess) wait(t *testing.T, limit time.Duration) (int, string) {
	t.Helper()
	select {
	case <-p.exited:
	case <-time.After(limit):
		t.Fatalf("nqcheck still running %v after the stop; stdout so far:\n%s", limit, p.output())
	}
	var exit *exec.ExitError
	if p.err != nil && !errors.As(p.err, &exit) {
		t.Fatal(p.err)
	}
	return p.cmd.ProcessState.ExitCode(), p.output()
}

// awaitLine waits, at most limit, for a line of standard output to match
// the pattern startNqcheck was given, and fails the test if the output
// ends or the time runs out first; what names the line.
func (p *nqcheckProcess) awaitLine(t *testing.T, limit time.Duration, what string) {
	t.Helper()
	select {
	case <-p.seen:
	case <-p.eof:
		select {
		case <-p.seen: // the line came just before the end
		default:
			t.Fatalf("nqcheck ended before %s:\n%s%s", what, p.output(), p.stderr.String())
		}
	case <-time.After(limit):
		t.Fatalf("no %s after %v:\n%s", what, limit, p.output())
	}
}

func (p *nqcheckProcess) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Join(p.lines, "\n") + "\n"
}

// TestInterrupt starts "verify -n 1-14", which takes far longer than the
// test, stops it by a signal or by --timeout, and checks the contract: the
// sizes done are printed, the interrupted one is named, the exit code is
// 4, and the process is gone within a minute (wait).
func TestInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes and lets them run for seconds")
	}
	row8 := regexp.MustCompile(`^  8          92        12  pass `)
	tests := []struct {
		name   string
		args   []string
		signal os.Signal // nil: --timeout stops it
		reason string
		json   bool
	}{
		{"SIGINT", nil, os.Interrupt, "interrupt signal received", false},
		{"SIGTERM", nil, syscall.SIGTERM, "terminated signal received", false},
		{"timeout", []string{"--timeout", "1s"}, nil, "timeout after 1s", false},
		{"SIGINT json junit", []string{"--json", "--quiet"}, os.Interrupt, "interrupt signal received", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			junitPath := filepath.Join(t.TempDir(), "report.xml")
			args := append([]string{"verify", "-n", "1-14", "--junit", junitPath}, tt.args...)
			await := row8
			if tt.json {
				await = nil // JSON comes out only at the end
			}
			p := startNqcheck(t, await, args...)
			start := time.Now()
			if tt.signal != nil {
				if await != nil {
					p.awaitLine(t, 2*time.Minute, "the row of n = 8")
				} else {
					// verify starts its SAT workers once its signals are
					// handled: a signal sent before might kill it.
					awaitChild(t, p.cmd.Process.Pid, 2*time.Minute)
				}
				if err := p.cmd.Process.Signal(tt.signal); err != nil {
					t.Fatal(err)
				}
			}
			code, out := p.wait(t, time.Minute)
			defer func() {
				if t.Failed() {
					t.Logf("stopped after %v; stdout:\n%s", time.Since(start).Round(time.Millisecond), out)
				}
			}()
			if code != cli.ExitIncomplete {
				t.Errorf("exit code %d, want %d (incomplete); stderr:\n%s", code, cli.ExitIncomplete, p.stderr.String())
			}
			if !strings.Contains(p.stderr.String(), "nqcheck verify: stopped during n = ") ||
				!strings.Contains(p.stderr.String(), tt.reason) {
				t.Errorf("stderr %q does not name the stop and %q", p.stderr.String(), tt.reason)
			}
			var stoppedAt, done int
			if tt.json {
				stoppedAt, done = checkInterruptedJSON(t, out, tt.reason)
			} else {
				stoppedAt, done = checkInterruptedText(t, out, tt.reason)
			}
			if stoppedAt < 1 || stoppedAt > 14 || done != stoppedAt-1 {
				t.Errorf("stopped at n = %d with %d sizes done, want n - 1", stoppedAt, done)
			}
			if tt.signal != nil && !tt.json && stoppedAt < 9 {
				t.Errorf("stopped at n = %d, but the signal came after n = 8 was done", stoppedAt)
			}
			checkInterruptedJUnit(t, junitPath, stoppedAt, tt.reason)
		})
	}
}

// checkInterruptedText checks the text output of an interrupted run and
// returns the interrupted size and the number of sizes done.
func checkInterruptedText(t *testing.T, out, reason string) (stoppedAt, done int) {
	t.Helper()
	// A stop during n = 1 (a --timeout on a busy machine) has no size
	// done.
	re := regexp.MustCompile(`(?m)^INCOMPLETE: (.*) during n = (\d+); (?:(\d+) of 14 sizes done: all witnesses agree|no size done)$`)
	m := re.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no INCOMPLETE line in:\n%s", out)
	}
	if m[1] != reason {
		t.Errorf("reason %q, want %q", m[1], reason)
	}
	stoppedAt, _ = strconv.Atoi(m[2])
	if m[3] != "" {
		done, _ = strconv.Atoi(m[3])
	}
	for n := 1; n < stoppedAt; n++ {
		if !regexp.MustCompile(`(?m)^ *` + strconv.Itoa(n) + ` +\d+ +\d+  pass `).MatchString(out) {
			t.Errorf("no pass row for n = %d, done before the stop", n)
		}
	}
	if !regexp.MustCompile(`(?m)^ *` + m[2] + ` +- +- +incomplete `).MatchString(out) {
		t.Errorf("no incomplete row for n = %s", m[2])
	}
	return stoppedAt, done
}

// checkInterruptedJSON checks the JSON output of an interrupted run.
func checkInterruptedJSON(t *testing.T, out, reason string) (stoppedAt, done int) {
	t.Helper()
	var doc struct {
		Verdict     string `json:"verdict"`
		Complete    *bool  `json:"complete"`
		Interrupted *struct {
			N       int      `json:"n"`
			Reason  string   `json:"reason"`
			Signal  string   `json:"signal"`
			Seconds *float64 `json:"seconds"`
		} `json:"interrupted"`
		Results []struct {
			N       int    `json:"n"`
			Verdict string `json:"verdict"`
		} `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if doc.Verdict != "incomplete" || doc.Complete == nil || *doc.Complete || doc.Interrupted == nil || doc.Interrupted.Seconds == nil {
		t.Fatalf("want verdict incomplete, complete false and interrupted {n, reason, seconds}, got:\n%s", out)
	}
	if got := doc.Interrupted.Signal + " signal received"; doc.Interrupted.Reason != "signal" || got != reason {
		t.Errorf("reason %q, signal %q, want %q", doc.Interrupted.Reason, doc.Interrupted.Signal, reason)
	}
	for i, r := range doc.Results {
		if r.N != i+1 || r.Verdict != "pass" {
			t.Errorf("result %d: n = %d, verdict %v", i, r.N, r.Verdict)
		}
	}
	return doc.Interrupted.N, len(doc.Results)
}

// checkInterruptedJUnit checks that the JUnit report of an interrupted run
// holds the sizes done, passed, and one error for the interrupted size.
func checkInterruptedJUnit(t *testing.T, path string, stoppedAt int, reason string) {
	t.Helper()
	doc := readJUnit(t, path)
	s := doc.Suites[0]
	if s.Failures != "0" || s.Errors != "1" || s.Tests != strconv.Itoa(len(s.Cases)) {
		t.Errorf("testsuite tests=%s failures=%s errors=%s with %d testcases; want 0 failures, 1 error", s.Tests, s.Failures, s.Errors, len(s.Cases))
	}
	last := s.Cases[len(s.Cases)-1]
	if last.Name != "complete" || last.ClassName != "nqcheck.n"+strconv.Itoa(stoppedAt) || last.Error == nil ||
		!strings.Contains(last.Error.Message, reason) {
		t.Errorf("last testcase = %+v, want the error for n = %d", last, stoppedAt)
	}
	for n := 1; n < stoppedAt; n++ {
		if !hasCase(s.Cases, "nqcheck.n"+strconv.Itoa(n), "set dfs/sat") {
			t.Errorf("no set check for n = %d", n)
		}
	}
}

func hasCase(cases []junitCase, class, name string) bool {
	for _, c := range cases {
		if c.ClassName == class && c.Name == name {
			return true
		}
	}
	return false
}

// awaitChild waits until process pid has a child process, or fails the
// test after limit (a bound for a loaded machine, not a measure). Where
// there is no /proc to look in, it waits a second.
func awaitChild(t *testing.T, pid int, limit time.Duration) {
	t.Helper()
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		time.Sleep(time.Second)
		return
	}
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		stats, _ := filepath.Glob("/proc/[0-9]*/stat")
		for _, f := range stats {
			b, err := os.ReadFile(f)
			if err != nil {
				continue // gone meanwhile
			}
			// The parent's pid is the second field after the command's
			// name, which ends at the last ')'.
			if i := bytes.LastIndexByte(b, ')'); i >= 0 {
				if f := strings.Fields(string(b[i+1:])); len(f) > 1 && f[1] == strconv.Itoa(pid) {
					return
				}
			}
		}
	}
	t.Fatalf("process %d started no child within %v", pid, limit)
}
