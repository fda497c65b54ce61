package nqcheck

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// The documentation test. Every fenced block with the info string
// "console" in README.md, bench/README.md and docs/**/*.md is a transcript
// ("console needs=clasp,picosat" marks a block that also runs those
// programs, "console integration" one that is slow; such a block runs only
// with NQCHECK_INTEGRATION=1, where a missing program fails the test, and
// is otherwise skipped and kept as it is; "console peers=drat-trim" marks
// a block that runs programs built from their sources by a bench script,
// which no package installs: it runs where they are in PATH and is
// skipped, and kept, where one is not, with the variable set or not):
// a line starting with "$ " is a shell command (a line ending in a
// backslash continues it on the next line), and the lines after it, up to
// the next command or the end of the block, are what it prints: its
// standard output, then its standard error, then "[exit N]" when its exit
// status N is not 0. TestDocs runs every command with sh -c, block by
// block, each block in a fresh directory holding a copy of docs/examples/,
// with a freshly built nqcheck first in PATH, and compares what it prints
// with the transcript.
//
// The comparison is byte for byte, with one exception: wall times differ
// from run to run, so a number with two or more decimals followed by "s"
// (0.02s), the value of a JSON field named "seconds" or ending in
// "_seconds", and the value of an XML attribute time="..." match any
// number. A standard output or error that does not end in a newline is
// compared as if it did.
//
// go test -run TestDocs -update rewrites the transcripts in place with what
// the commands print now; a transcript that still matches (wall times
// aside) is left as it is.

var update = flag.Bool("update", false, "rewrite the output of the console blocks in README.md, bench/README.md and docs/ with what the commands print now, and docs/img/imports.svg (TestImportGraph)")

// docTimeout bounds each command's wall time, so that a command that hangs
// fails its block instead of the whole test binary.
const docTimeout = 60 * time.Second

// docOutputCap bounds what one command may print.
const docOutputCap = 1 << 20

// exampleDir holds the input files the documentation's commands use.
const exampleDir = "docs/examples"

// docCommand is one "$ " command of a console block and the output the
// transcript shows for it.
type docCommand struct {
	line  int      // 1-based line of the command in the file
	src   []string // the command's lines as written, "$ " included
	shell string   // the command as sh -c receives it
	want  []string // the output lines the transcript shows
}

// docBlock is one console block of a Markdown file.
type docBlock struct {
	line        int      // 1-based line of the opening fence
	first       int      // 0-based index of the block's first content line
	end         int      // 0-based index of the closing fence
	indent      string   // the fence's indentation, stripped from every line
	needs       []string // programs besides sh and nqcheck the block runs
	peers       []string // programs built from sources, run where they are in PATH
	integration bool     // runs only with NQCHECK_INTEGRATION=1: marked so, or it needs programs
	cmds        []docCommand
}

// docFiles returns the Markdown files whose console blocks are run, sorted.
func docFiles(t *testing.T) []string {
	t.Helper()
	files := []string{"README.md"}
	if _, err := os.Stat("bench/README.md"); err == nil {
		files = append(files, "bench/README.md")
	}
	err := filepath.WalkDir("docs", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			files = append(files, filepath.ToSlash(path))
		}
		return nil
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	slices.Sort(files)
	return files
}

// fence reports whether line opens or closes a code fence: its character
// ('`' or '~'), its length, and the info string after it.
func fence(line string) (ch byte, n int, info string, ok bool) {
	s := strings.TrimLeft(line, " \t")
	if !strings.HasPrefix(s, "```") && !strings.HasPrefix(s, "~~~") {
		return 0, 0, "", false
	}
	ch = s[0]
	for n < len(s) && s[n] == ch {
		n++
	}
	return ch, n, strings.TrimSpace(s[n:]), true
}

// parseDoc finds the console blocks of a Markdown file's lines. Blocks
// fenced otherwise, and what they hold, are skipped.
func parseDoc(name string, lines []string) ([]docBlock, error) {
	var blocks []docBlock
	for i := 0; i < len(lines); i++ {
		ch, n, info, ok := fence(lines[i])
		if !ok {
			continue
		}
		indent := lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], " \t"))]
		// The block ends at a fence of the same character, at least as
		// long, with nothing after it.
		end := -1
		for j := i + 1; j < len(lines); j++ {
			if c, m, rest, ok := fence(lines[j]); ok && c == ch && m >= n && rest == "" {
				end = j
				break
			}
		}
		if end < 0 {
			return nil, fmt.Errorf("%s:%d: a code fence that is never closed", name, i+1)
		}
		if words := strings.Fields(info); ch == '`' && len(words) > 0 && words[0] == "console" {
			b := docBlock{line: i + 1, first: i + 1, end: end, indent: indent}
			for _, w := range words[1:] {
				if w == "integration" {
					b.integration = true
					continue
				}
				if peers, ok := strings.CutPrefix(w, "peers="); ok && peers != "" {
					b.peers = append(b.peers, strings.Split(peers, ",")...)
					continue
				}
				tools, ok := strings.CutPrefix(w, "needs=")
				if !ok || tools == "" {
					return nil, fmt.Errorf("%s:%d: %q after console: the only words allowed there are integration, needs=PROGRAM[,PROGRAM...] and peers=PROGRAM[,PROGRAM...]", name, i+1, w)
				}
				b.needs = append(b.needs, strings.Split(tools, ",")...)
				b.integration = true
			}
			if err := b.parse(name, lines); err != nil {
				return nil, err
			}
			blocks = append(blocks, b)
		}
		i = end
	}
	return blocks, nil
}

// parse reads the block's commands and their transcripts.
func (b *docBlock) parse(name string, lines []string) error {
	for i := b.first; i < b.end; i++ {
		line := strings.TrimPrefix(lines[i], b.indent)
		if !strings.HasPrefix(line, "$ ") {
			if len(b.cmds) == 0 {
				return fmt.Errorf("%s:%d: a console block must start with a \"$ \" command, not %q", name, i+1, line)
			}
			last := &b.cmds[len(b.cmds)-1]
			last.want = append(last.want, line)
			continue
		}
		c := docCommand{line: i + 1, src: []string{line}, shell: strings.TrimPrefix(line, "$ ")}
		for strings.HasSuffix(line, `\`) && i+1 < b.end {
			i++
			line = strings.TrimPrefix(lines[i], b.indent)
			c.src = append(c.src, line)
			c.shell += "\n" + line
		}
		if strings.TrimSpace(c.shell) == "" {
			return fmt.Errorf("%s:%d: an empty command", name, c.line)
		}
		b.cmds = append(b.cmds, c)
	}
	return nil
}

// wallTime matches what differs between two runs of the same command: a
// wall time in text (0.02s), in JSON ("seconds": 0.003) or in JUnit XML
// (time="0.063").
var wallTime = regexp.MustCompile(`\b\d+\.\d\d+s\b|("(?:[a-z0-9_]*_)?seconds": ?)-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|( time=")[0-9.]+(")`)

// maskTimes replaces every wall time in s by a fixed mark.
func maskTimes(s string) string {
	return wallTime.ReplaceAllString(s, "${1}${2}<time>${3}")
}

// transcript is what a run printed, as a console block shows it.
func transcript(stdout, stderr []byte, code int) []string {
	var out []string
	for _, b := range [][]byte{stdout, stderr} {
		if len(b) == 0 {
			continue
		}
		s := strings.TrimSuffix(string(b), "\n")
		out = append(out, strings.Split(s, "\n")...)
	}
	if code != 0 {
		out = append(out, fmt.Sprintf("[exit %d]", code))
	}
	return out
}

// copyTree copies the regular files under src into dst, keeping their
// permission bits.
func copyTree(dst, src string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, info.Mode().Perm())
	})
}

// buildNqcheck builds cmd/nqcheck into a temporary directory and returns
// that directory.
func buildNqcheck(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("the go command is not in PATH, so nqcheck cannot be built: %v", err)
	}
	dir := t.TempDir()
	exe := "nqcheck"
	if runtime.GOOS == "windows" {
		exe += ".exe"
	}
	var out bytes.Buffer
	o, err := child.Run(context.Background(), child.Spec{
		Path:       goTool,
		Args:       []string{"build", "-o", filepath.Join(dir, exe), "./cmd/nqcheck"},
		Timeout:    10 * time.Minute,
		MaxOutput:  docOutputCap,
		StderrTail: docOutputCap,
	}, func(r io.Reader) error { _, err := io.Copy(&out, r); return err })
	if err != nil {
		t.Fatalf("go build ./cmd/nqcheck: %v", err)
	}
	if o.ExitCode != 0 || o.TimedOut || o.Cancelled || o.Truncated {
		t.Fatalf("go build ./cmd/nqcheck: exit %d (timed out: %v)\n%s%s", o.ExitCode, o.TimedOut, out.Bytes(), o.Stderr)
	}
	return dir
}

// runDoc runs one command in dir and returns its transcript, or an error
// when it could not run, hung, printed too much or was killed by a signal.
func runDoc(name string, c docCommand, dir string, env []string) ([]string, error) {
	var stdout bytes.Buffer
	o, err := child.Run(context.Background(), child.Spec{
		Path:       "sh",
		Args:       []string{"-c", c.shell},
		Dir:        dir,
		Env:        env,
		Timeout:    docTimeout,
		MaxOutput:  docOutputCap,
		StderrTail: docOutputCap,
	}, func(r io.Reader) error { _, err := io.Copy(&stdout, r); return err })
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s:%d: running %q: %v", name, c.line, c.shell, err)
	case o.TimedOut:
		return nil, fmt.Errorf("%s:%d: %q did not finish within %v; keep documented examples short", name, c.line, c.shell, docTimeout)
	case o.Truncated:
		return nil, fmt.Errorf("%s:%d: %q printed more than %d bytes; keep documented examples short", name, c.line, c.shell, docOutputCap)
	case o.ExitCode < 0:
		return nil, fmt.Errorf("%s:%d: %q was ended by signal %s", name, c.line, c.shell, o.Signal)
	}
	return transcript(stdout.Bytes(), o.Stderr, o.ExitCode), nil
}

// replay runs the block's commands one after the other in dir and returns
// a description of each transcript that differs from what its command
// prints now. With update, it replaces those transcripts instead and
// reports whether it replaced any.
func replay(name string, b *docBlock, dir string, env []string, update bool) (diffs []string, changed bool, err error) {
	for ci := range b.cmds {
		c := &b.cmds[ci]
		got, err := runDoc(name, *c, dir, env)
		if err != nil {
			return diffs, changed, err
		}
		if sameTranscript(c.want, got) {
			continue
		}
		if !update {
			diffs = append(diffs, fmt.Sprintf("%s:%d: the output of %q differs from the transcript (- transcript, + now; go test -run TestDocs -update rewrites it):\n%s",
				name, c.line, c.shell, lineDiff(c.want, got, c.line+len(c.src))))
			continue
		}
		for _, s := range got {
			if strings.HasPrefix(s, "$ ") || strings.HasPrefix(strings.TrimLeft(s, " \t"), "```") {
				return diffs, changed, fmt.Errorf("%s:%d: %q prints the line %q, which a console block cannot hold", name, c.line, c.shell, s)
			}
		}
		c.want = got
		changed = true
	}
	return diffs, changed, nil
}

// docEnv is the environment the documented commands run in: bin first in
// PATH, dir as home and temporary directory, the C locale, UTC.
func docEnv(bin, dir string) []string {
	return []string{
		"PATH=" + bin + string(os.PathListSeparator) + os.Getenv("PATH"),
		"HOME=" + dir,
		"TMPDIR=" + dir,
		"LC_ALL=C",
		"TZ=UTC",
	}
}

// lineDiff describes how got differs from want, line by line ("-" a line
// only in want, "+" a line only in got), each want line with its line
// number in the file (first is the number of want's first line).
func lineDiff(want, got []string, first int) string {
	// Longest common subsequence of the masked lines, by dynamic
	// programming; transcripts are short.
	mw := make([]string, len(want))
	for i, s := range want {
		mw[i] = maskTimes(s)
	}
	mg := make([]string, len(got))
	for i, s := range got {
		mg[i] = maskTimes(s)
	}
	lcs := make([][]int, len(want)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(got)+1)
	}
	for i := len(want) - 1; i >= 0; i-- {
		for j := len(got) - 1; j >= 0; j-- {
			if mw[i] == mg[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var b strings.Builder
	i, j := 0, 0
	for i < len(want) || j < len(got) {
		switch {
		case i < len(want) && j < len(got) && mw[i] == mg[j]:
			fmt.Fprintf(&b, "  %5d   %s\n", first+i, want[i])
			i++
			j++
		case i < len(want) && (j == len(got) || lcs[i+1][j] >= lcs[i][j+1]):
			fmt.Fprintf(&b, "  %5d - %s\n", first+i, want[i])
			i++
		default:
			fmt.Fprintf(&b, "        + %s\n", got[j])
			j++
		}
	}
	return b.String()
}

// sameTranscript reports whether got matches want, wall times aside.
func sameTranscript(want, got []string) bool {
	return slices.EqualFunc(want, got, func(a, b string) bool { return maskTimes(a) == maskTimes(b) })
}

// TestDocs runs every command of every console block in the documentation
// and compares its output with the transcript; with -update it rewrites
// the transcripts that differ.
func TestDocs(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("the documented commands are POSIX shell commands")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skipf("no sh to run the documented commands: %v", err)
	}
	binDir := buildNqcheck(t)
	examples, err := filepath.Abs(exampleDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range docFiles(t) {
		t.Run(strings.ReplaceAll(name, "/", "_"), func(t *testing.T) {
			t.Parallel()
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(string(data), "\n")
			blocks, err := parseDoc(name, lines)
			if err != nil {
				t.Fatal(err)
			}
			changed := false
			for bi := range blocks {
				b := &blocks[bi]
				t.Run("line"+strconv.Itoa(b.line), func(t *testing.T) {
					if b.integration {
						integration.Only(t, fmt.Sprintf("%s:%d runs %s; its transcript is kept as it is", name, b.line, strings.Join(append([]string{"nqcheck"}, b.needs...), ", ")))
					}
					for _, tool := range b.needs {
						integration.LookPath(t, tool)
					}
					for _, peer := range b.peers {
						if _, err := exec.LookPath(peer); err != nil {
							t.Skipf("%s:%d runs %s, built from its sources (bench/certify.sh), which is not in PATH; its transcript is kept as it is", name, b.line, peer)
						}
					}
					dir := t.TempDir()
					if err := copyTree(dir, examples); err != nil {
						t.Fatalf("copying %s: %v", exampleDir, err)
					}
					diffs, updated, err := replay(name, b, dir, docEnv(binDir, dir), *update)
					for _, d := range diffs {
						t.Error(d)
					}
					if err != nil {
						t.Fatal(err)
					}
					if updated {
						t.Logf("%s:%d: updated the block's output", name, b.line)
						changed = true
					}
				})
			}
			if !changed {
				return
			}
			if err := os.WriteFile(name, []byte(strings.Join(rewrite(lines, blocks), "\n")), 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// rewrite returns the file's lines with every console block's content
// replaced by its commands and their transcripts.
func rewrite(lines []string, blocks []docBlock) []string {
	var out []string
	next := 0
	for _, b := range blocks {
		out = append(out, lines[next:b.first]...)
		for _, c := range b.cmds {
			for _, s := range append(slices.Clone(c.src), c.want...) {
				if s == "" {
					out = append(out, "")
				} else {
					out = append(out, b.indent+s)
				}
			}
		}
		next = b.end
	}
	return append(out, lines[next:]...)
}

// TestDocsParse checks the transcript reader and writer on a small file:
// fences of other languages are left alone, continuation lines stay with
// their command, and rewriting an unchanged file gives it back.
func TestDocsParse(t *testing.T) {
	t.Parallel()
	src := strings.Join([]string{
		"# Title",
		"```sh",
		"$ not run",
		"```",
		"````markdown",
		"```console",
		"$ not run either",
		"```",
		"````",
		"  ```console",
		"  $ echo a \\",
		"  b",
		"  a b",
		"  $ false",
		"  [exit 1]",
		"  ```",
		"",
	}, "\n")
	lines := strings.Split(src, "\n")
	blocks, err := parseDoc("x.md", lines)
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 1 {
		t.Fatalf("found %d console blocks, want 1", len(blocks))
	}
	b := blocks[0]
	if b.line != 10 || len(b.cmds) != 2 {
		t.Fatalf("block at line %d with %d commands, want line 10 with 2", b.line, len(b.cmds))
	}
	if c := b.cmds[0]; c.line != 11 || c.shell != "echo a \\\nb" || !slices.Equal(c.want, []string{"a b"}) {
		t.Errorf("first command: line %d, shell %q, want %q", c.line, c.shell, c.want)
	}
	if c := b.cmds[1]; c.line != 14 || c.shell != "false" || !slices.Equal(c.want, []string{"[exit 1]"}) {
		t.Errorf("second command: line %d, shell %q, want %q", c.line, c.shell, c.want)
	}
	if got := strings.Join(rewrite(lines, blocks), "\n"); got != src {
		t.Errorf("rewriting an unchanged file changed it:\n%s", got)
	}
	if _, err := parseDoc("x.md", []string{"```console", "output first", "```"}); err == nil {
		t.Error("a console block that starts with output was accepted")
	}
	if _, err := parseDoc("x.md", []string{"```console", "$ true"}); err == nil {
		t.Error("an unclosed fence was accepted")
	}
	blocks, err = parseDoc("x.md", []string{"```console needs=clasp,picosat", "$ clasp --version", "```"})
	if err != nil || len(blocks) != 1 || !slices.Equal(blocks[0].needs, []string{"clasp", "picosat"}) || !blocks[0].integration {
		t.Errorf("needs=clasp,picosat: blocks %v, error %v", blocks, err)
	}
	blocks, err = parseDoc("x.md", []string{"```console peers=drat-trim,cake_lpr", "$ drat-trim", "```"})
	if err != nil || len(blocks) != 1 || !slices.Equal(blocks[0].peers, []string{"drat-trim", "cake_lpr"}) || blocks[0].integration {
		t.Errorf("peers=drat-trim,cake_lpr: blocks %v, error %v", blocks, err)
	}
	blocks, err = parseDoc("x.md", []string{"```console integration", "$ true", "```"})
	if err != nil || len(blocks) != 1 || len(blocks[0].needs) != 0 || !blocks[0].integration {
		t.Errorf("integration: blocks %v, error %v", blocks, err)
	}
	blocks, err = parseDoc("x.md", []string{"```console", "$ true", "```"})
	if err != nil || len(blocks) != 1 || blocks[0].integration {
		t.Errorf("a plain block: blocks %v, error %v", blocks, err)
	}
	if _, err := parseDoc("x.md", []string{"```console clasp", "$ true", "```"}); err == nil {
		t.Error("an unknown word after console was accepted")
	}
}

// TestDocsTranscript checks how a run becomes a transcript and which
// differences count.
func TestDocsTranscript(t *testing.T) {
	t.Parallel()
	got := transcript([]byte("out\n"), []byte("err"), 3)
	if want := []string{"out", "err", "[exit 3]"}; !slices.Equal(got, want) {
		t.Errorf("transcript = %q, want %q", got, want)
	}
	if got := transcript(nil, nil, 0); len(got) != 0 {
		t.Errorf("transcript of a silent success = %q, want nothing", got)
	}
	tests := []struct {
		a, b string
		same bool
	}{
		{"  8   92  pass      0.02s", "  8   92  pass      0.31s", true},
		{"  8   92  pass      0.02s", "  8   93  pass      0.02s", false},
		{`"seconds": 0.003,`, `"seconds": 12,`, true},
		{`"fixed_seconds": 0`, `"fixed_seconds": 0.5`, true},
		{`{"n":8,"seconds":0.039}`, `{"n":8,"seconds":1.5}`, true},
		{`"count": 92`, `"count": 91`, false},
		{`<testcase time="0.001">`, `<testcase time="0.25">`, true},
		{"timeout after 3s", "timeout after 4s", false},
		{"exit 0", "exit 1", false},
	}
	for _, tc := range tests {
		if got := sameTranscript([]string{tc.a}, []string{tc.b}); got != tc.same {
			t.Errorf("sameTranscript(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.same)
		}
	}
	d := lineDiff([]string{"a", "b", "c"}, []string{"a", "x", "c"}, 7)
	if !strings.Contains(d, "      8 - b\n") || !strings.Contains(d, "        + x\n") {
		t.Errorf("lineDiff does not name line 8's b and the new x:\n%s", d)
	}
}

// TestDocsExamples checks that every example file is named in a page of
// the documentation (its own index in docs/examples/README.md aside), and
// that the reference table among them is the
// repository's own.
func TestDocsExamples(t *testing.T) {
	t.Parallel()
	checkExampleIndex(t)
	var text strings.Builder
	for _, name := range docFiles(t) {
		if strings.HasPrefix(name, exampleDir+"/") {
			continue // the examples' own index names them all
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		text.Write(data)
	}
	err := filepath.WalkDir(exampleDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || path == filepath.Join(exampleDir, "README.md") {
			return err
		}
		rel, err := filepath.Rel(exampleDir, path)
		if err != nil {
			return err
		}
		if !strings.Contains(text.String(), filepath.ToSlash(rel)) {
			t.Errorf("%s is named nowhere in the documentation", path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestDocsOEISExample holds docs/examples/oeis.tsv, the table of
// published values the documentation's commands read, to the module's
// one file of them (package internal/oeis); -update writes it from there.
func TestDocsOEISExample(t *testing.T) {
	path := filepath.Join(exampleDir, "oeis.tsv")
	if *update {
		if err := os.WriteFile(path, []byte(oeis.TSV), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != oeis.TSV {
		t.Errorf("%s is not the published values of internal/oeis; go test -run TestDocsOEISExample -update writes it", path)
	}
}

// checkExampleIndex checks that the table of docs/examples/README.md has
// one row per file of docs/examples ("| `name` | what it is | used in |"),
// and no row of a file that is not there.
func checkExampleIndex(t *testing.T) {
	t.Helper()
	index, err := os.ReadFile(filepath.Join(exampleDir, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := map[string]int{}
	for _, line := range strings.Split(string(index), "\n") {
		if rest, ok := strings.CutPrefix(line, "| `"); ok {
			if name, _, ok := strings.Cut(rest, "` |"); ok {
				rows[name]++
			}
		}
	}
	entries, err := os.ReadDir(exampleDir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]bool{}
	for _, e := range entries {
		if name := e.Name(); name != "README.md" {
			files[name] = true
			if rows[name] != 1 {
				t.Errorf("%s/README.md has %d rows for %s, want 1", exampleDir, rows[name], name)
			}
		}
	}
	for name := range rows {
		if !files[name] {
			t.Errorf("%s/README.md has a row for %s, which is not in %s", exampleDir, name, exampleDir)
		}
	}
}

// TestDocsReplay runs a small block: its transcripts match, a wrong one is
// reported with its file and line, -update replaces it, and an output that
// a block cannot hold is refused.
func TestDocsReplay(t *testing.T) {
	t.Parallel()
	if runtime.GOOS == "windows" {
		t.Skip("the documented commands are POSIX shell commands")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skipf("no sh to run the documented commands: %v", err)
	}
	src := []string{
		"```console",
		"$ echo out; echo err >&2; exit 3",
		"out",
		"err",
		"[exit 3]",
		"$ printf 'no newline'",
		"no newline",
		"$ echo kept > f.txt",
		"$ cat f.txt",
		"kept",
		"$ echo took 0.25s",
		"took 0.01s",
		"```",
	}
	parse := func() docBlock {
		t.Helper()
		blocks, err := parseDoc("x.md", src)
		if err != nil || len(blocks) != 1 {
			t.Fatalf("parseDoc: %d blocks, %v", len(blocks), err)
		}
		return blocks[0]
	}
	dir := t.TempDir()
	b := parse()
	diffs, changed, err := replay("x.md", &b, dir, docEnv(t.TempDir(), dir), false)
	if err != nil || changed || len(diffs) != 0 {
		t.Fatalf("replay of a correct block: diffs %q, changed %v, error %v", diffs, changed, err)
	}

	src[3] = "error"
	b = parse()
	diffs, _, err = replay("x.md", &b, t.TempDir(), docEnv(t.TempDir(), dir), false)
	if err != nil || len(diffs) != 1 || !strings.HasPrefix(diffs[0], "x.md:2: ") || !strings.Contains(diffs[0], "      4 - error\n") {
		t.Fatalf("replay of a wrong transcript: diffs %q, error %v", diffs, err)
	}
	diffs, changed, err = replay("x.md", &b, t.TempDir(), docEnv(t.TempDir(), dir), true)
	if err != nil || !changed || len(diffs) != 0 || !slices.Equal(b.cmds[0].want, []string{"out", "err", "[exit 3]"}) {
		t.Fatalf("update of a wrong transcript: want %q, diffs %q, changed %v, error %v", b.cmds[0].want, diffs, changed, err)
	}

	b = parse()
	b.cmds = []docCommand{{line: 1, src: []string{"$ echo '$ x'"}, shell: "echo '$ x'"}}
	if _, _, err := replay("x.md", &b, t.TempDir(), docEnv(t.TempDir(), dir), true); err == nil {
		t.Error("an output line that starts with \"$ \" was written into a block")
	}
}
