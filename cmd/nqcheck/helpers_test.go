package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

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
