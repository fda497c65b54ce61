//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// TestJUnitAtomic: every command with --junit writes its report as
// --out and --html are written, atomically. With the file size limited
// (ulimit -f 1, as a full disk), the report cannot be written: the run
// exits 1 naming --junit, and the previous report is there as it was,
// with no temporary file left (before, the report was created, empty, at
// the start of the run, and the failed write left half an XML file in
// place of the old one).
func TestJUnitAtomic(t *testing.T) {
	t.Parallel()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		args []string
	}{
		{"verify", []string{"verify", "-n", "1-8", "--witness", "dfs,dfs-iter"}},
		{"audit", []string{"audit", "-n", "4-10", "--run", "--", "env", "NQCHECK_MAIN=1", exe, "list", "-n", "{n}"}},
		{"audit-solver", []string{"audit-solver", "-n", "1-3", "--preset", "gophersat"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			report := writeFile(t, dir, "report.xml", "<old report/>\n")
			args := append([]string{c.args[0], "--junit", report}, c.args[1:]...)
			var full exec.Cmd
			full.Path = "/bin/sh"
			full.Args = append([]string{"sh", "-c", `ulimit -f 1 && exec "$@"`, "sh", exe}, args...)
			full.Env = append(os.Environ(), "NQCHECK_MAIN=1")
			var stderr bytes.Buffer
			full.Stdout, full.Stderr = &bytes.Buffer{}, &stderr
			_ = full.Run()
			if code := full.ProcessState.ExitCode(); code != cli.ExitError || !strings.Contains(stderr.String(), "--junit: writing "+report+": ") {
				t.Errorf("with the file size limited: exit %d, stderr %q; want 1 and the --junit error", code, stderr.String())
			}
			if data, err := os.ReadFile(report); err != nil || string(data) != "<old report/>\n" {
				t.Errorf("the old report became %q (%v)", data[:min(len(data), 60)], err)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 1 {
				t.Errorf("the directory holds %d files, want only the report", len(entries))
			}
			// Without the limit, the report is replaced whole.
			var out bytes.Buffer
			run(args, &out, &out)
			if data, err := os.ReadFile(report); err != nil || !bytes.HasPrefix(data, []byte("<?xml")) || !bytes.HasSuffix(data, []byte("</testsuites>\n")) {
				t.Errorf("the new report: %q...%q (%v)", data[:min(len(data), 40)], data[max(0, len(data)-40):], err)
			}
		})
	}
}
