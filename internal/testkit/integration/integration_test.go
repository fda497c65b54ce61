package integration

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// recorder is a testing.TB that records how a test would end instead of
// ending it.
type recorder struct {
	testing.TB
	skipped, failed string
}

func (r *recorder) Helper()                           {}
func (r *recorder) Skip(args ...any)                  { r.skipped = fmt.Sprint(args...) }
func (r *recorder) Skipf(format string, args ...any)  { r.skipped = fmt.Sprintf(format, args...) }
func (r *recorder) Fatalf(format string, args ...any) { r.failed = fmt.Sprintf(format, args...) }

// TestMissingProgram: a missing program skips by default and fails with
// the integration tests asked for; a present one is found either way.
func TestMissingProgram(t *testing.T) {
	t.Parallel()
	const missing = "nqcheck-no-such-program-here"
	for _, enabled := range []bool{false, true} {
		var r recorder
		if p := lookPath(&r, enabled, missing); p != "" {
			t.Errorf("enabled %v: found %q", enabled, p)
		}
		ended := r.skipped
		if enabled {
			ended = r.failed
		}
		if !strings.Contains(ended, missing+" is not installed") || (r.skipped != "") == (r.failed != "") {
			t.Errorf("enabled %v: skipped %q, failed %q; want the one %s naming the program", enabled, r.skipped, r.failed,
				map[bool]string{false: "skip", true: "failure"}[enabled])
		}
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, enabled := range []bool{false, true} {
		var r recorder
		// A name with a slash is looked up as a path, not in PATH.
		if p := lookPath(&r, enabled, exe); p != exe || r.skipped != "" || r.failed != "" {
			t.Errorf("enabled %v: lookPath(%s) = %q, skipped %q, failed %q", enabled, filepath.Base(exe), p, r.skipped, r.failed)
		}
	}
}

// TestOnly: an integration test skips by default, naming the variable,
// and runs when asked for.
func TestOnly(t *testing.T) {
	t.Parallel()
	var r recorder
	only(&r, false, "runs a solver")
	if !strings.Contains(r.skipped, Env+"=1") || !strings.Contains(r.skipped, "runs a solver") || r.failed != "" {
		t.Errorf("skipped %q, failed %q", r.skipped, r.failed)
	}
	r = recorder{}
	only(&r, true, "runs a solver")
	if r.skipped != "" || r.failed != "" {
		t.Errorf("asked for: skipped %q, failed %q", r.skipped, r.failed)
	}
}
