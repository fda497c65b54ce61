package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/cli"
)

// TestOutputFileKinds runs every flag that names an output file with a
// symbolic link to a regular file, to /dev/null and to /dev/full, and
// with a missing directory: the link stays a link and its target gets
// the output; /dev/full's failed write exits 1 with one line; a missing
// directory is an error and is not made (bug 20: each link and device
// node was replaced by a regular file, and --out made the directories).
func TestOutputFileKinds(t *testing.T) {
	for _, dev := range []string{"/dev/null", "/dev/full"} {
		if fi, err := os.Stat(dev); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Skipf("%s is not a character device here: %v", dev, err)
		}
	}
	dir := t.TempDir()
	listing := writeFile(t, dir, "four.txt", "2 4 1 3\n3 1 4 2\n")
	commands := []struct {
		name string
		args func(out string) []string
	}{
		{"report --out", func(out string) []string { return []string{"report", "-n", "4-5", "--quiet", "--out", out} }},
		{"verify --html", func(out string) []string { return []string{"verify", "-n", "5", "--workers", "0", "--html", out} }},
		{"audit --html", func(out string) []string { return []string{"audit", "-n", "4", "--html", out, listing} }},
		{"count --out", func(out string) []string { return []string{"count", "-n", "6", "--out", out} }},
		{"verify --out", func(out string) []string { return []string{"verify", "-n", "5", "--workers", "0", "--out", out} }},
	}
	for i, cmd := range commands {
		t.Run(cmd.name, func(t *testing.T) {
			sub := filepath.Join(dir, string(rune('a'+i)))
			if err := os.Mkdir(sub, 0o755); err != nil {
				t.Fatal(err)
			}
			target := writeFile(t, sub, "target", "old")
			for _, c := range []struct {
				to   string
				code int
			}{{"target", cli.ExitOK}, {"/dev/null", cli.ExitOK}, {"/dev/full", cli.ExitError}} {
				link := filepath.Join(sub, "link-"+filepath.Base(c.to))
				if err := os.Symlink(c.to, link); err != nil {
					t.Fatal(err)
				}
				var stdout, stderr bytes.Buffer
				code := env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}.run(cmd.args(link))
				if code != c.code {
					t.Errorf("link to %s: exit %d, want %d; stderr %q", c.to, code, c.code, stderr.String())
				}
				if code != cli.ExitOK && strings.Count(stderr.String(), "\n") != 1 {
					t.Errorf("link to %s: stderr %q, want one line", c.to, stderr.String())
				}
				if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
					t.Errorf("the link to %s was replaced: %v, %v", c.to, fi.Mode(), err)
				}
			}
			if b, err := os.ReadFile(target); err != nil || len(b) < 10 {
				t.Errorf("the link's target holds %q, %v; want the output", b, err)
			}
			missing := filepath.Join(sub, "no", "such", "out")
			var stdout, stderr bytes.Buffer
			code := env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr}.run(cmd.args(missing))
			if (code != cli.ExitError && code != cli.ExitUsage) || strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("missing directory: exit %d, stderr %q; want 1 or 2 and one line", code, stderr.String())
			}
			if _, err := os.Stat(filepath.Join(sub, "no")); err == nil {
				t.Errorf("the missing directory was made")
			}
		})
	}
}
