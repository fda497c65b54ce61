package integration

import (
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// Env is the environment variable that asks for the integration tests.
const Env = "NQCHECK_INTEGRATION"

// Enabled reports whether the integration tests were asked for: Env is 1.
func Enabled() bool {
	return os.Getenv(Env) == "1"
}

// Only skips t unless the integration tests were asked for; why says what
// the test runs that keeps it out of the default run.
func Only(t testing.TB, why string) {
	t.Helper()
	only(t, Enabled(), why)
}

func only(t testing.TB, enabled bool, why string) {
	t.Helper()
	if !enabled {
		t.Skipf("integration test (%s): %s=1 runs it", why, Env)
	}
}

// LookPath returns the path of the program name as exec.LookPath finds
// it. When there is none, it skips t, or with the integration tests asked
// for it fails t.
func LookPath(t testing.TB, name string) string {
	t.Helper()
	return lookPath(t, Enabled(), name)
}

func lookPath(t testing.TB, enabled bool, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		unavailable(t, enabled, fmt.Sprintf("%s is not installed: %v", name, err))
	}
	return p
}

// Unavailable ends t for a reason outside the code under test, such as a
// program that is missing or cannot run here: it skips t, or with the
// integration tests asked for it fails t.
func Unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	unavailable(t, Enabled(), fmt.Sprintf(format, args...))
}

func unavailable(t testing.TB, enabled bool, msg string) {
	t.Helper()
	if enabled {
		t.Fatalf("%s (with %s=1 every integration test must run)", msg, Env)
		return
	}
	t.Skip(msg)
}
