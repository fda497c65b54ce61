package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/encode"
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

// checkGone fails unless process pid has ended, or is a zombie waiting
// for its parent, within a minute: a killed process may take a moment to
// go.
func checkGone(t *testing.T, pid int) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(10 * time.Millisecond) {
		if _, state, ok := procStat(pid); !ok || state == "Z" {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("process %d is still running", pid)
			return
		}
	}
}
