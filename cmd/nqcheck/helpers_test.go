package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/verify"
)

// writeFile writes text into the file name of dir and returns its path.
func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// writeCNF writes f in DIMACS into the file name of dir and returns its
// path.
func writeCNF(t *testing.T, dir, name string, f *encode.CNF) string {
	t.Helper()
	var b bytes.Buffer
	if err := encode.WriteDIMACS(&b, f); err != nil {
		t.Fatal(err)
	}
	return writeFile(t, dir, name, b.String())
}

// writeScript writes an executable shell script into dir and returns its
// path.
func writeScript(t *testing.T, dir, name, body string) string {
	t.Helper()
	path := writeFile(t, dir, name, "#!/bin/sh\n"+body)
	if err := os.Chmod(path, 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// failCase is one run of nqcheck that must exit code with want in its
// standard error.
type failCase struct {
	name string
	args []string
	code int
	want string
}

// checkFailures runs each case as a parallel subtest and, once they have
// all ended, checks that dir, where the cases' output files would go,
// holds nothing: a failed run leaves no file behind.
func checkFailures(t *testing.T, dir string, tests []failCase) {
	t.Helper()
	// Parallel subtests run after this function returns: the check of dir
	// waits for them as a cleanup.
	t.Cleanup(func() {
		if entries, err := os.ReadDir(dir); err != nil || len(entries) != 0 {
			t.Errorf("files left behind in %s: %v %v", dir, entries, err)
		}
	})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			if code := run(tc.args, &stdout, &stderr); code != tc.code || !strings.Contains(stderr.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), tc.code, tc.want)
			}
		})
	}
}

// procStat returns the parent and the state of process pid; ok is false
// when there is no such process.
func procStat(pid int) (ppid int, state string, ok bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, "", false
	}
	// The command name, in parentheses, may hold spaces: the fields that
	// follow its closing parenthesis are state, ppid, ...
	s := string(b)
	fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(fields) < 2 {
		return 0, "", false
	}
	ppid, _ = strconv.Atoi(fields[1])
	return ppid, fields[0], true
}

// journalLines returns the journal's whole lines.
func journalLines(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	} else {
		return nil
	}
	return strings.Split(s, "\n")
}

// eachJournalCut cuts the journal of a finished run at every byte offset
// of its last record, as a kill during that write would leave it, each
// cut into a directory of its own, and calls resume there with the number
// of records the cut journal holds whole (done) and the run's units.
// After each resume the journal must be whole again.
func eachJournalCut(t *testing.T, journal string, resume func(dir string, cut, done, units int)) {
	t.Helper()
	data, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Base(journal)
	lastStart := bytes.LastIndexByte(data[:len(data)-1], '\n') + 1
	units := bytes.Count(data, []byte("\n")) - 1
	for cut := lastStart; cut <= len(data); cut++ {
		dir := t.TempDir()
		writeFile(t, dir, name, string(data[:cut]))
		done := units - 1
		if cut == len(data) {
			done = units
		}
		resume(dir, cut, done, units)
		if got := journalLines(t, filepath.Join(dir, name)); len(got) != 1+units {
			t.Fatalf("cut at %d: resumed journal has %d lines, want %d", cut, len(got), 1+units)
		}
	}
}

// killWhenJournaled runs nqcheck with args as a process of its own, kills
// it with SIGKILL once its journal at path holds a few records (long
// before the end), and returns how many records the journal kept.
func killWhenJournaled(t *testing.T, path string, args ...string) int {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out, err := child.Run(ctx, child.Spec{Path: exe, Args: args, Env: append(os.Environ(), "NQCHECK_MAIN=1"), Timeout: 5 * time.Minute},
		func(io.Reader) error {
			for {
				if b, err := os.ReadFile(path); err == nil && bytes.Count(b, []byte("\n")) > 3 {
					cancel() // the group is killed with SIGKILL
					return nil
				}
				time.Sleep(2 * time.Millisecond)
			}
		})
	if err != nil {
		t.Fatal(err)
	}
	if !out.Cancelled || out.Signal != "killed" {
		t.Fatalf("%q was not killed: %+v", args, out)
	}
	return len(journalLines(t, path)) - 1
}

// classesOf8 are the 12 classes of solutions of n = 8 (A002562), each as
// the smallest of its images under the 8 symmetries of the square, in
// increasing order, with 1-based columns: worked out apart from this
// project's code, by rotating and reflecting the 92 solutions.
var classesOf8 = []string{
	"1 5 8 6 3 7 2 4", "1 6 8 3 7 4 2 5", "2 4 6 8 3 1 7 5", "2 5 7 1 3 8 6 4",
	"2 5 7 4 1 8 6 3", "2 6 1 7 4 8 3 5", "2 6 8 3 1 4 7 5", "2 7 3 6 8 5 1 4",
	"2 7 5 8 1 4 6 3", "3 5 2 8 1 7 4 6", "3 5 8 4 1 7 2 6", "3 6 2 5 8 1 7 4",
}

// checkClassesOf8 fails unless boards, drawn on a page, are classesOf8 in
// that order.
func checkClassesOf8(t *testing.T, boards []board.Placement) {
	t.Helper()
	if len(boards) != len(classesOf8) {
		t.Fatalf("%d class boards, want %d", len(boards), len(classesOf8))
	}
	for i, p := range boards {
		if s, ok := p.Solution(8); !ok || s.String() != classesOf8[i] {
			t.Errorf("class board #%d is %v, want %s", i+1, p, classesOf8[i])
		}
	}
}

// mustPlan returns verify.NewPlan(n, rows), failing the test on an error.
func mustPlan(t testing.TB, n, rows int) verify.Plan {
	t.Helper()
	p, err := verify.NewPlan(n, rows)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
