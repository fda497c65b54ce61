//go:build unix

package main

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/pollable"
)

// signalRun starts nqcheck with args, stdin and its standard output in a
// file; it sends sig once ready, given that file's path, says so, and
// returns the exit code, the output and the standard error. It waits at
// most a minute for each step: a bound for a loaded machine, not a
// measure.
func signalRun(t *testing.T, sig os.Signal, stdin string, ready func(outPath, stderrLine string) bool, args ...string) (int, []byte, string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	outPath := filepath.Join(t.TempDir(), "out")
	out, err := os.Create(outPath)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), "NQCHECK_MAIN=1")
	cmd.Stdin, cmd.Stdout = strings.NewReader(stdin), out
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	t.Cleanup(func() {
		select {
		case <-exited:
		default:
			cmd.Process.Kill()
			<-exited
		}
	})
	lines := make(chan string, 100)
	var stderr bytes.Buffer
	go func() {
		sc := bufio.NewScanner(errPipe)
		for sc.Scan() {
			stderr.WriteString(sc.Text() + "\n")
			lines <- sc.Text()
		}
		close(lines)
		cmd.Wait()
		close(exited)
	}()
	deadline := time.Now().Add(time.Minute)
	for line := ""; !ready(outPath, line); {
		if time.Now().After(deadline) {
			t.Fatal("nqcheck never got ready for the signal")
		}
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatal("nqcheck ended before the signal")
			}
			line = l
		case <-time.After(10 * time.Millisecond):
		}
	}
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	for range lines {
	}
	select {
	case <-exited:
	case <-time.After(time.Minute):
		t.Fatal("nqcheck still running a minute after the signal")
	}
	b, err := os.ReadFile(outPath)
	if err != nil {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), b, stderr.String()
}

// TestSignalList: SIGINT or SIGTERM to list -n 20 ends it with exit 4,
// the solutions listed so far whole, each on a line, and the stop noted
// (not exit 130 or 143 with the last line cut, as a
// signal left to its default gives).
func TestSignalList(t *testing.T) {
	t.Parallel()
	solution := regexp.MustCompile(`^([0-9]+ ){19}[0-9]+$`)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		code, out, stderr := signalRun(t, sig, "", func(outPath, _ string) bool {
			fi, err := os.Stat(outPath)
			return err == nil && fi.Size() > 0
		}, "list", "-n", "20")
		if code != cli.ExitIncomplete || !strings.Contains(stderr, "nqcheck list: stopped during n = 20: ") {
			t.Errorf("%v: exit %d, want 4; stderr %q", sig, code, stderr)
		}
		if len(out) == 0 || out[len(out)-1] != '\n' {
			t.Fatalf("%v: the output does not end with a whole line: ...%q", sig, out[max(0, len(out)-80):])
		}
		for i, l := range strings.Split(strings.TrimSuffix(string(out), "\n"), "\n") {
			if !solution.MatchString(l) {
				t.Fatalf("%v: line %d %q is not a solution", sig, i+1, l)
			}
		}
	}
}

// TestSignalP1219: a signal while p1219 counts Q(20) ends it with exit 4
// and no partial answer (not exit 130 or 143, as a signal left to its
// default gives).
func TestSignalP1219(t *testing.T) {
	t.Parallel()
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		code, out, stderr := signalRun(t, sig, "20\n", func(_, line string) bool {
			return strings.Contains(line, "warning: counting")
		}, "p1219")
		if code != cli.ExitIncomplete || len(out) != 0 || !strings.Contains(stderr, "nqcheck p1219: stopped during n = 20: ") {
			t.Errorf("%v: exit %d, want 4; stdout %q, stderr %q", sig, code, out, stderr)
		}
	}
}

// TestSignalDimacs: a SIGTERM that comes while dimacs writes (held up by
// a reader that has read one byte and waits) does not cut the formula:
// the whole formula comes out, a note says at once that the signal was
// received, and the exit code is 4, as for every stopped command.
func TestSignalDimacs(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "dimacs", "-n", "32")
	cmd.Env = append(os.Environ(), "NQCHECK_MAIN=1")
	errPipe, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Standard error, line by line: the note that the signal was
	// received comes while the formula (larger than a pipe holds) waits
	// to be read.
	var stderr bytes.Buffer
	received := make(chan struct{})
	stderrDone := make(chan struct{})
	go func() {
		defer close(stderrDone)
		sc := bufio.NewScanner(errPipe)
		once := false
		for sc.Scan() {
			stderr.WriteString(sc.Text() + "\n")
			if !once && strings.Contains(sc.Text(), "finishing the output") {
				once = true
				close(received)
			}
		}
		if !once {
			close(received)
		}
	}()
	first := make([]byte, 1)
	if _, err := out.Read(first); err != nil { // the signals are held before the first byte
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	<-received
	var rest bytes.Buffer
	if _, err := rest.ReadFrom(out); err != nil {
		t.Fatal(err)
	}
	<-stderrDone
	err = cmd.Wait()
	code := cmd.ProcessState.ExitCode()
	if code != cli.ExitIncomplete || !strings.Contains(stderr.String(), "stopped: terminated signal received") {
		t.Fatalf("exit %d (%v), want %d; stderr:\n%s", code, err, cli.ExitIncomplete, stderr.String())
	}
	var want bytes.Buffer
	if c := (env{stdout: &want, stderr: &bytes.Buffer{}}).run([]string{"dimacs", "-n", "32"}); c != 0 {
		t.Fatalf("dimacs in this process: exit %d", c)
	}
	if got := append(first, rest.Bytes()...); !bytes.Equal(got, want.Bytes()) {
		t.Errorf("the formula written under the signal differs from the whole formula (%d bytes, want %d)", len(got), want.Len())
	}
}

// TestSignalBeforeTheRun: a SIGTERM that comes right after the start,
// before the command's run has begun — here while verify reads its
// --expect file, a FIFO whose writer (the test) has opened it and writes
// nothing — ends nqcheck with exit 4 and a note, not with the default
// action of the signal (exit 143): main's first step catches SIGINT and
// SIGTERM for the whole process.
func TestSignalBeforeTheRun(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(t.TempDir(), "expect.tsv")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "verify", "-n", "8", "--expect", fifo)
	cmd.Env = append(os.Environ(), "NQCHECK_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-exited
	})
	// The open for writing returns once nqcheck has the FIFO open for
	// reading: it is in main, reading its flags.
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute) // a bound for a loaded machine
	defer cancel()
	w, err := pollable.OpenFile(ctx, fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatalf("nqcheck never opened --expect: %v; stderr %q", err, stderr.String())
	}
	defer w.Close()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case <-exited:
	case <-time.After(time.Minute):
		t.Fatal("nqcheck still runs a minute after the signal")
	}
	if code := cmd.ProcessState.ExitCode(); code != cli.ExitIncomplete || stderr.String() != "nqcheck: stopped: terminated signal received\n" {
		t.Errorf("exit %d (%v), stderr %q; want 4 and the note", code, cmd.ProcessState, stderr.String())
	}
}
