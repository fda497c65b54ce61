//go:build unix

package child

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/catch"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
)

// closedScript prints a line, writes the pid of its shell to pidFile,
// closes its standard output and error, makes pidFile+".closed" (so a
// test can tell that the output was closed before the program was
// killed) and sleeps far longer than any test waits.
func closedScript(t *testing.T, pidFile string) []string {
	killLeftover(t, pidFile)
	return []string{"-c", "echo out; echo $$ > " + pidFile + "; exec >/dev/null 2>&1; : > " + pidFile + ".closed; sleep 300"}
}

// killLeftover has a test that failed leave nothing running: at its end,
// the process group of the shell whose pid is in pidFile is killed.
func killLeftover(t *testing.T, pidFile string) {
	t.Cleanup(func() {
		if b, err := os.ReadFile(pidFile); err == nil {
			if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil && !childtest.Gone(pid) {
				_ = syscall.Kill(-pid, syscall.SIGKILL)
			}
		}
	})
}

// runBounded runs Run in a goroutine and fails t if it has not returned
// within two minutes, or returned an error: a bound for a loaded machine,
// not a measure (the programs sleep 300 seconds).
func runBounded(t *testing.T, ctx context.Context, s Spec, read func(io.Reader) error) Outcome {
	t.Helper()
	out, err := runBoundedErr(t, ctx, s, read)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// runBoundedErr is runBounded that returns Run's error.
func runBoundedErr(t *testing.T, ctx context.Context, s Spec, read func(io.Reader) error) (Outcome, error) {
	t.Helper()
	type result struct {
		out Outcome
		err error
	}
	ended := make(chan result, 1)
	go func() {
		out, err := Run(ctx, s, read)
		ended <- result{out, err}
	}()
	select {
	case r := <-ended:
		return r.out, r.err
	case <-time.After(2 * time.Minute):
		t.Fatal("Run has not returned within two minutes")
	}
	return Outcome{}, nil
}

// TestRunTimeoutAfterOutputClosed: a program that closes its standard
// output and goes on running is still killed at the time limit (the limit
// is watched until the program has exited, not until its output ends).
// A run whose limit came before the program closed its output (a loaded
// machine) tests nothing of that; it is run again with four times the
// limit, so the test holds at any speed.
func TestRunTimeoutAfterOutputClosed(t *testing.T) {
	t.Parallel()
	needSh(t)
	for limit := 300 * time.Millisecond; ; limit *= 4 {
		pidFile := filepath.Join(t.TempDir(), "pid")
		var got string
		out := runBounded(t, context.Background(), Spec{Path: "sh", Args: closedScript(t, pidFile), Timeout: limit}, readAll(&got))
		if !out.TimedOut {
			t.Fatalf("limit %v: got %q, outcome %+v; want the run timed out", limit, got, out)
		}
		if b, err := os.ReadFile(pidFile); err == nil && len(b) > 0 && b[len(b)-1] == '\n' {
			childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
		} // else killed before it wrote its pid
		if _, err := os.Stat(pidFile + ".closed"); err == nil {
			if got != "out\n" {
				t.Errorf("limit %v: got %q, want the line printed before the output was closed", limit, got)
			}
			return
		}
		if limit > time.Minute {
			t.Fatalf("the program did not close its output within %v", limit)
		}
	}
}

// TestRunCancelAfterOutputClosed: the caller's context, ended after the
// program closed its output (a signal), kills the program at once.
func TestRunCancelAfterOutputClosed(t *testing.T) {
	t.Parallel()
	needSh(t)
	pidFile := filepath.Join(t.TempDir(), "pid")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := runBounded(t, ctx, Spec{Path: "sh", Args: closedScript(t, pidFile)}, func(r io.Reader) error {
		_, err := io.Copy(io.Discard, r)
		// The output has ended, the program has not: the cancel comes
		// after the reading, as a signal would (its delay is no measure:
		// the test passes with any).
		time.AfterFunc(100*time.Millisecond, cancel)
		return err
	})
	if !out.Cancelled {
		t.Errorf("outcome %+v; want the run cancelled", out)
	}
	childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
}

// TestEndAll: EndAll, called while the program runs on with its output
// closed, kills it with its group, and Run returns. EndAll kills every
// program that Run runs in this process, so the test is not parallel:
// the parallel tests start only after it has ended.
func TestEndAll(t *testing.T) {
	needSh(t)
	pidFile := filepath.Join(t.TempDir(), "pid")
	out := runBounded(t, context.Background(), Spec{Path: "sh", Args: closedScript(t, pidFile)}, func(r io.Reader) error {
		_, err := io.Copy(io.Discard, r)
		// The pid file is written before the output is closed.
		EndAll()
		return err
	})
	if out.Signal != "killed" || out.TimedOut || out.Cancelled {
		t.Errorf("outcome %+v; want the program killed", out)
	}
	childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
}

// TestRunReadPanics: a panic in read is Run's error, a *catch.Panic, and
// the program is killed with its group, not left running.
func TestRunReadPanics(t *testing.T) {
	t.Parallel()
	needSh(t)
	pidFile := filepath.Join(t.TempDir(), "pid")
	killLeftover(t, pidFile)
	_, err := runBoundedErr(t, context.Background(), Spec{Path: "sh", Args: []string{"-c", "echo $$ > " + pidFile + "; echo out; sleep 300"}}, func(r io.Reader) error {
		_, _ = io.ReadFull(r, make([]byte, 4))
		panic("injected in read")
	})
	var p *catch.Panic
	if !errors.As(err, &p) || err.Error() != "reading the output of sh panicked: injected in read" {
		t.Fatalf("err = %v, want the panic of read", err)
	}
	childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
}
