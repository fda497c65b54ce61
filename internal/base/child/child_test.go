//go:build unix

package child

import (
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/catch"
	"github.com/nqcheck/nqcheck/internal/base/child/childtest"
)

func needSh(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh on this machine:", err)
	}
}

func readAll(dst *string) func(io.Reader) error {
	return func(r io.Reader) error {
		b, err := io.ReadAll(r)
		*dst = string(b)
		return err
	}
}

func TestRunOutputAndExit(t *testing.T) {
	t.Parallel()
	needSh(t)
	var got string
	out, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "cat; echo oops >&2; exit 7"}, Stdin: strings.NewReader("hello\n")}, readAll(&got))
	if err != nil {
		t.Fatal(err)
	}
	if got != "hello\n" || out.ExitCode != 7 || strings.TrimSpace(string(out.Stderr)) != "oops" || out.TimedOut || out.Cancelled || out.Truncated {
		t.Fatalf("got %q, outcome %+v", got, out)
	}
}

// panicReader gives its first part, then panics.
type panicReader struct{ first []byte }

func (r *panicReader) Read(p []byte) (int, error) {
	if len(r.first) == 0 {
		panic("injected in a read")
	}
	n := copy(p, r.first)
	r.first = r.first[n:]
	return n, nil
}

// TestRunStdinPanics: a panic in the Read of Spec.Stdin, which a goroutine
// of os/exec calls, ends the program's input and is Run's error, however
// the program ends, not the end of the test process.
func TestRunStdinPanics(t *testing.T) {
	t.Parallel()
	needSh(t)
	for _, exit := range []string{"0", "5"} {
		var got string
		out, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "cat; exit " + exit}, Stdin: &panicReader{first: []byte("part\n")}}, readAll(&got))
		var p *catch.Panic
		if !errors.As(err, &p) || err.Error() != "reading the standard input of sh panicked: injected in a read" {
			t.Fatalf("exit %s: err = %v, want the panic of the standard input", exit, err)
		}
		if got != "part\n" || strconv.Itoa(out.ExitCode) != exit || out.TimedOut || out.Cancelled || out.Truncated {
			t.Errorf("exit %s: got %q, outcome %+v", exit, got, out)
		}
	}
}

// TestRunTimeoutKillsGroup starts a program that leaves a grandchild
// behind and hangs; the timeout must end both. The timeout may come
// before the program has started its grandchild on a busy machine: then
// the run is tried again with twice the timeout, so that the test does
// not depend on the machine's speed.
func TestRunTimeoutKillsGroup(t *testing.T) {
	t.Parallel()
	needSh(t)
	for timeout := 200 * time.Millisecond; ; timeout *= 2 {
		pidFile := filepath.Join(t.TempDir(), "pid")
		var got string
		out, err := Run(context.Background(), Spec{
			Path:    "sh",
			Args:    []string{"-c", "sleep 60 & echo $! > " + pidFile + "; echo started; sleep 60"},
			Timeout: timeout,
		}, readAll(&got))
		if err != nil {
			t.Fatal(err)
		}
		if !out.TimedOut || (got != "started\n" && got != "") {
			t.Fatalf("timeout %v: got %q, outcome %+v", timeout, got, out)
		}
		// A pid in the file: the grandchild was started, and must be
		// killed. No file, or one still empty, names no process yet.
		if b, err := os.ReadFile(pidFile); err == nil && strings.TrimSpace(string(b)) != "" {
			childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
		}
		if got == "started\n" {
			return
		}
		if timeout > time.Minute {
			t.Fatalf("the program never printed within a timeout of %v", timeout)
		}
	}
}

func TestRunOutputCap(t *testing.T) {
	t.Parallel()
	needSh(t)
	var got string
	out, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "yes"}, MaxOutput: 1000}, readAll(&got))
	if err != nil {
		t.Fatal(err)
	}
	if !out.Truncated || len(got) != 1000 || out.OutputBytes != 1000 {
		t.Fatalf("read %d bytes, outcome %+v", len(got), out)
	}
}

func TestRunCancelled(t *testing.T) {
	t.Parallel()
	needSh(t)
	ctx, cancel := context.WithCancel(context.Background())
	var got string
	out, err := Run(ctx, Spec{Path: "sh", Args: []string{"-c", "echo x; sleep 60"}}, func(r io.Reader) error {
		buf := make([]byte, 2)
		_, err := io.ReadFull(r, buf)
		got = string(buf)
		cancel()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if !out.Cancelled || got != "x\n" {
		t.Fatalf("got %q, outcome %+v", got, out)
	}
}

func TestRunMissingProgram(t *testing.T) {
	t.Parallel()
	_, err := Run(context.Background(), Spec{Path: "/nonexistent/program"}, func(io.Reader) error { return nil })
	if err == nil {
		t.Fatal("no error for a missing program")
	}
}

// strayScript starts a process in a session of its own, out of the
// program's group, that holds its standard output and error, and writes
// its pid to pidFile, then prints "out" and does what rest says.
func strayScript(t *testing.T, pidFile, rest string) []string {
	t.Helper()
	needSh(t)
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid on this machine:", err)
	}
	t.Cleanup(func() {
		// The stray is out of Run's reach: the test ends it.
		pid := childtest.ReadPID(t, pidFile)
		_ = syscall.Kill(pid, syscall.SIGKILL)
		childtest.WaitGone(t, pid)
	})
	return []string{"-c", "setsid sleep 120 & echo $! > " + pidFile + "; echo out; " + rest}
}

// TestRunStrayHoldsOutput: a program that exits, or times out, or whose
// run is cancelled, while a process it started in another session holds
// its output: Run returns, with what was printed, and says that the
// output was held (Run must not read for ever).
func TestRunStrayHoldsOutput(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, rest string
		timeout    time.Duration
		cancel     bool
	}{
		{"exits", "exit 3", 0, false},
		{"times out", "sleep 120", 200 * time.Millisecond, false},
		{"cancelled", "sleep 120", 0, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			pidFile := filepath.Join(t.TempDir(), "pid")
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var got string
			out, err := Run(ctx, Spec{Path: "sh", Args: strayScript(t, pidFile, c.rest), Timeout: c.timeout, Grace: 100 * time.Millisecond},
				func(r io.Reader) error {
					line := make([]byte, 4)
					if _, err := io.ReadFull(r, line); err != nil {
						return err
					}
					if c.cancel {
						cancel()
					}
					rest, err := io.ReadAll(r)
					got = string(line) + string(rest)
					return err
				})
			if err != nil {
				t.Fatal(err)
			}
			if got != "out\n" || out.TimedOut != (c.timeout > 0) || out.Cancelled != c.cancel {
				t.Errorf("got %q, outcome %+v", got, out)
			}
			if !c.cancel && !out.Held {
				t.Errorf("Held is false: %+v", out)
			}
			if c.name == "exits" && out.ExitCode != 3 {
				t.Errorf("exit code %d, want 3", out.ExitCode)
			}
		})
	}
}

// TestRunStrayWritesForEver: a process left in another session that
// writes without end after the program exits: the reading still stops,
// after at most maxDrain bytes past the grace.
func TestRunStrayWritesForEver(t *testing.T) {
	t.Parallel()
	needSh(t)
	if _, err := exec.LookPath("setsid"); err != nil {
		t.Skip("no setsid on this machine:", err)
	}
	pidFile := filepath.Join(t.TempDir(), "pid")
	t.Cleanup(func() {
		pid := childtest.ReadPID(t, pidFile)
		_ = syscall.Kill(pid, syscall.SIGKILL)
		childtest.WaitGone(t, pid)
	})
	type result struct {
		out Outcome
		err error
	}
	ended := make(chan result, 1)
	go func() {
		out, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "setsid yes & echo $! > " + pidFile}, Grace: 100 * time.Millisecond},
			func(r io.Reader) error {
				// A reader slower than yes, so that the pipe is never
				// found empty.
				_, err := io.Copy(io.Discard, slowReader{r})
				return err
			})
		ended <- result{out, err}
	}()
	select {
	case r := <-ended:
		if r.err != nil || !r.out.Held || r.out.ExitCode != 0 {
			t.Errorf("outcome %+v, %v; want the output held", r.out, r.err)
		}
	case <-time.After(time.Minute): // a bound for a loaded machine, not a measure
		t.Fatal("Run still reads a minute later")
	}
}

// slowReader reads at most 1 KiB a millisecond: a full pipe of 64 KiB
// holds 64 ms of its reading.
type slowReader struct{ r io.Reader }

func (s slowReader) Read(p []byte) (int, error) {
	time.Sleep(time.Millisecond)
	return s.r.Read(p[:min(len(p), 1024)])
}

// TestRunGroupChildHoldsOutput: a program that exits while a background
// process it started in its own group holds its output: the grace after
// the exit, Run kills the group, that process with it, and the output is
// not held, since nothing outside the group holds it (before, the pipe
// was found open in the instant the killed process took to end, and the
// run was reported as held by a process out of Run's reach), many times
// over, so that the instant is met.
func TestRunGroupChildHoldsOutput(t *testing.T) {
	t.Parallel()
	needSh(t)
	for i := range 20 {
		pidFile := filepath.Join(t.TempDir(), "pid")
		var got string
		out, err := Run(context.Background(), Spec{Path: "sh", Args: []string{"-c", "sleep 120 & echo $! > " + pidFile + "; echo out"}, Grace: 10 * time.Millisecond}, readAll(&got))
		if err != nil {
			t.Fatal(err)
		}
		if got != "out\n" || out.Held || out.ExitCode != 0 {
			t.Fatalf("run %d: got %q, outcome %+v; want the output whole, not held", i, got, out)
		}
		childtest.WaitGone(t, childtest.ReadPID(t, pidFile))
	}
}
