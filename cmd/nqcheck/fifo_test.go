//go:build unix

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// runWithin runs nqcheck with args in this process and returns its exit
// code and standard error; a run that has not ended after a minute (a
// bound for a loaded machine, not a measure) waits for something that
// never comes: it is left running, and the code is -1.
func runWithin(args ...string) (int, string) {
	type ended struct {
		code           int
		stdout, stderr string
	}
	done := make(chan ended, 1)
	go func() {
		var stdout, stderr bytes.Buffer
		code := env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}.run(args)
		done <- ended{code, stdout.String(), stderr.String()}
	}()
	select {
	case e := <-done:
		return e.code, e.stderr
	case <-time.After(time.Minute):
		return -1, "still running after a minute: it waits on the FIFO"
	}
}

// mkfifo makes a FIFO at path.
func mkfifo(t *testing.T, path string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestFIFOs: a FIFO where nqcheck reads or writes a file never holds a
// run. Where the input must be a regular file (a result file of merge, a
// checkpoint journal) it is refused at once with exit 2, naming it; an
// audit's input may be a FIFO, and a run stopped while it waits for the
// FIFO's writer ends with exit 4; an --out FIFO that no process reads is
// refused with exit 2 instead of waited on, one with a reader gets the
// file. Before, each waited in open(2) for the FIFO's other end, and the
// first SIGTERM was swallowed.
func TestFIFOs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mkfifo(t, filepath.Join(dir, "results", "zz.json"))
	countCk := filepath.Join(dir, "count-ck")
	mkfifo(t, filepath.Join(countCk, countJournal))
	verifyCk := filepath.Join(dir, "verify-ck")
	mkfifo(t, filepath.Join(verifyCk, verifyJournal))
	listing := mkfifo(t, filepath.Join(dir, "listing"))
	out := mkfifo(t, filepath.Join(dir, "out.json"))
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"merge", filepath.Join(dir, "results")}, cli.ExitUsage, "zz.json: a FIFO, not a regular file"},
		{[]string{"count", "-n", "8", "--checkpoint", countCk}, cli.ExitUsage, "--checkpoint: " + filepath.Join(countCk, countJournal) + " is a FIFO, not a regular file"},
		{[]string{"verify", "-n", "6", "--witness", "dfs,dfs-iter", "--checkpoint", verifyCk}, cli.ExitUsage, filepath.Join(verifyCk, verifyJournal) + " is a FIFO, not a regular file"},
		{[]string{"audit", "-n", "8", "--timeout", "20ms", listing}, cli.ExitIncomplete, "nqcheck audit: stopped during n = 8: timeout after 20ms"},
		{[]string{"count", "-n", "8", "--out", out}, cli.ExitUsage, "a FIFO that no process has open for reading"},
	} {
		if code, stderr := runWithin(c.args...); code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("nqcheck %q: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
	// A reader opened without blocking has the FIFO open: it gets the file.
	r, err := syscall.Open(out, syscall.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Close(r)
	if code, stderr := runWithin("count", "-n", "6", "--out", out); code != cli.ExitOK {
		t.Fatalf("count --out to a FIFO with a reader: exit %d, %s", code, stderr)
	}
	buf := make([]byte, 64<<10)
	n, _ := syscall.Read(r, buf)
	if !bytes.Contains(buf[:max(n, 0)], []byte(`"format": "nqcheck-shard"`)) {
		t.Errorf("the FIFO's reader got %q", buf[:max(n, 0)])
	}
}
