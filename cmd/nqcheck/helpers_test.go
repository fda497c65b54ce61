package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
