package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	// NQCHECK_WORKER=sat makes the test binary a SAT worker (run checks
	// it), and NQCHECK_MAIN=1 makes it run as nqcheck, for tests that
	// start it as a process of its own (to send it signals).
	if os.Getenv(workerEnv) == "sat" || os.Getenv("NQCHECK_MAIN") == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"nqcheck": main,
	})
}

// TestScripts runs the command-line scripts in testdata/script at the
// repository root: each is a golden test of nqcheck's output and exit code.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "../../testdata/script",
	})
}

// TestExitCodes checks run's exit code contract: 0 agree, 2 usage error.
func TestExitCodes(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string // a part of the expected standard error
	}{
		{"default", nil, exitOK, ""},
		{"verify range", []string{"verify", "-n", "1-6"}, exitOK, ""},
		{"verify list", []string{"verify", "-n", "4,6"}, exitOK, ""},
		{"help", []string{"help"}, exitOK, ""},
		{"help verify", []string{"help", "verify"}, exitOK, ""},
		{"verify -h", []string{"verify", "-h"}, exitOK, ""},
		{"n zero", []string{"verify", "-n", "0"}, exitUsage, "n = 0 is outside 1..32"},
		{"n word", []string{"verify", "-n", "abc"}, exitUsage, `"abc" is not a board size`},
		{"n too big", []string{"verify", "-n", "33"}, exitUsage, "n = 33 is outside 1..32"},
		{"empty range", []string{"verify", "-n", "5-3"}, exitUsage, "range 5-3 is empty"},
		{"repeated n", []string{"verify", "-n", "4,4"}, exitUsage, "given twice"},
		{"empty n", []string{"verify", "-n", ""}, exitUsage, "-n is empty"},
		{"unknown flag", []string{"verify", "--bogus"}, exitUsage, "flag provided but not defined: -bogus"},
		{"bad mode", []string{"verify", "--sat=walk"}, exitUsage, `unknown SAT mode "walk"`},
		{"stray argument", []string{"verify", "8"}, exitUsage, `unexpected argument "8"`},
		{"unknown command", []string{"frobnicate"}, exitUsage, `unknown command "frobnicate"`},
		{"help unknown", []string{"help", "frobnicate"}, exitUsage, `unknown command "frobnicate"`},
		{"dimacs bad n", []string{"dimacs", "-n", "x"}, exitUsage, `"x" is not a board size`},
		{"enumerate helper duplicates", []string{"verify", "-n", "5", "--sat=enumerate"}, exitMismatch, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRun(t, tt.args, tt.code, "", tt.stderr)
		})
	}
}

// checkRun runs nqcheck with args and checks the exit code, that the
// standard output and error contain the given parts, and that a usage error
// is one line. It returns the standard error.
func checkRun(t *testing.T, args []string, code int, stdoutPart, stderrPart string) string {
	t.Helper()
	return checkRunStdin(t, "", args, code, stdoutPart, stderrPart)
}

// checkRunStdin is checkRun with the standard input stdin.
func checkRunStdin(t *testing.T, stdin string, args []string, code int, stdoutPart, stderrPart string) string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	got := env{stdin: strings.NewReader(stdin), stdout: &stdout, stderr: &stderr}.run(args)
	if got != code {
		t.Fatalf("run(%q) = %d, want %d\nstdout:\n%s\nstderr:\n%s", args, got, code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), stdoutPart) {
		t.Errorf("stdout %q does not contain %q", stdout.String(), stdoutPart)
	}
	if !strings.Contains(stderr.String(), stderrPart) {
		t.Errorf("stderr %q does not contain %q", stderr.String(), stderrPart)
	}
	if code == exitUsage && strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("a usage error must be one line, got %q", stderr.String())
	}
	return stderr.String()
}
