package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// TestOutputFileKinds runs every flag that names an output file with a
// symbolic link to a regular file, to /dev/null and to /dev/full, and
// with a missing directory: the link stays a link and its target gets
// the output; /dev/full's failed write exits 1 with one line; a missing
// directory is an error and is not made (no link or device node
// is replaced by a regular file, and --out makes no directory).
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

// TestOutputIsInput: an output flag that names a file the run reads (the
// checkpoint's journal, made or not yet, the --expect table, the audited
// listing) or another output, under its name, through a symbolic link,
// a dangling one or a hard link, is a usage error, and the file is left
// as it was; another file is fine.
func TestOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	table := writeFile(t, dir, "oeis.tsv", "n\tA000170\n6\t4\n")
	hard := filepath.Join(dir, "hard.tsv")
	if err := os.Link(table, hard); err != nil {
		t.Fatal(err)
	}
	soft := filepath.Join(dir, "soft.tsv")
	fresh := filepath.Join(dir, "fresh") // a checkpoint directory without its journal yet
	if err := os.Mkdir(fresh, 0o755); err != nil {
		t.Fatal(err)
	}
	made := filepath.Join(dir, "made")
	dangling := filepath.Join(dir, "dangling")
	listing := writeFile(t, dir, "five.txt", "1 3 5 2 4\n")
	for _, err := range []error{os.Symlink(table, soft), os.Symlink(filepath.Join(made, verifyJournal), dangling)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	checkRun(t, []string{"count", "-n", "6", "--checkpoint", made}, cli.ExitOK, "", "")
	journal := filepath.Join(made, countJournal)
	before, err := os.ReadFile(journal)
	if err != nil {
		t.Fatal(err)
	}
	dfsSide := []string{"verify", "-n", "6", "--witness", "dfs,dfs-iter"}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"count --out, a journal not yet made", []string{"count", "-n", "6", "--checkpoint", fresh, "--out", filepath.Join(fresh, countJournal)},
			"--out " + filepath.Join(fresh, countJournal) + " is the same file as the journal of --checkpoint"},
		{"count --out, the journal", []string{"count", "-n", "6", "--checkpoint", made, "--out", journal}, "the journal of --checkpoint " + journal + ", which this run reads"},
		{"count --out, --expect", []string{"count", "-n", "6", "--expect", table, "--out", table}, "the same file as --expect " + table},
		{"verify --junit, --expect", append(dfsSide, "--expect", table, "--junit", table), "--junit " + table + " is the same file as --expect"},
		{"verify --html, a link to --expect", append(dfsSide, "--expect", table, "--html", soft), "--html " + soft + " is the same file as --expect"},
		{"verify --out, a hard link to --expect", append(dfsSide, "--expect", hard, "--out", table), "--out " + table + " is the same file as --expect " + hard},
		{"verify --out, a dangling link to the journal", append(dfsSide, "--checkpoint", made, "--out", dangling), "--out " + dangling + " is the same file as the journal of --checkpoint"},
		{"verify --html, --junit", append(dfsSide, "--junit", filepath.Join(dir, "x.xml"), "--html", filepath.Join(dir, "x.xml")), "which this run writes"},
		{"audit --html, the listing", []string{"audit", "-n", "5", listing, "--html", listing}, "--html " + listing + " is the same file as the input " + listing},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRun(t, tt.args, cli.ExitUsage, "", tt.want)
		})
	}
	if b, err := os.ReadFile(table); err != nil || string(b) != "n\tA000170\n6\t4\n" {
		t.Errorf("the table holds %q, %v", b, err)
	}
	if b, err := os.ReadFile(journal); err != nil || string(b) != string(before) {
		t.Errorf("the journal holds %q, %v", b, err)
	}
	if b, err := os.ReadFile(listing); err != nil || string(b) != "1 3 5 2 4\n" {
		t.Errorf("the listing holds %q, %v", b, err)
	}
	if _, err := os.Stat(filepath.Join(fresh, countJournal)); err == nil {
		t.Error("the refused run made its journal")
	}
	checkRun(t, []string{"count", "-n", "6", "--checkpoint", made, "--out", filepath.Join(dir, "other.json")}, cli.ExitOK, "", "")
}
