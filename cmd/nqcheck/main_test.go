package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	// NQCHECK_WORKER=sat makes the test binary a SAT worker (run checks
	// it), and NQCHECK_MAIN=1 makes it run as nqcheck, for tests that
	// start it as a process of its own (to send it signals).
	if os.Getenv(workerEnv) == "sat" || os.Getenv("NQCHECK_MAIN") == "1" {
		main() // as the nqcheck binary does, its signal handling first
	}
	testscript.Main(m, map[string]func(){
		"nqcheck": main,
	})
}

// TestScripts runs the command-line scripts in testdata/script at the
// repository root: each is a golden test of nqcheck's output and exit code.
// The condition [integration] holds with NQCHECK_INTEGRATION=1: a script,
// or a part of one, that runs external programs starts with
// "[!integration] skip".
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir: "../../testdata/script",
		Condition: func(cond string) (bool, error) {
			if cond == "integration" {
				return integration.Enabled(), nil
			}
			return false, fmt.Errorf("unknown condition %q", cond)
		},
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
		{"default", nil, cli.ExitOK, ""},
		{"verify range", []string{"verify", "-n", "1-6"}, cli.ExitOK, ""},
		{"verify list", []string{"verify", "-n", "4,6"}, cli.ExitOK, ""},
		{"help", []string{"help"}, cli.ExitOK, ""},
		{"help verify", []string{"help", "verify"}, cli.ExitOK, ""},
		{"verify -h", []string{"verify", "-h"}, cli.ExitOK, ""},
		{"n zero", []string{"verify", "-n", "0"}, cli.ExitUsage, "n = 0 is outside 1..32"},
		{"n word", []string{"verify", "-n", "abc"}, cli.ExitUsage, `"abc" is not a board size`},
		{"n too big", []string{"verify", "-n", "33"}, cli.ExitUsage, "n = 33 is outside 1..32"},
		{"empty range", []string{"verify", "-n", "5-3"}, cli.ExitUsage, "range 5-3 is empty"},
		{"repeated n", []string{"verify", "-n", "4,4"}, cli.ExitUsage, "given twice"},
		{"empty n", []string{"verify", "-n", ""}, cli.ExitUsage, "-n: nothing given: want a size such as 8"},
		{"unknown flag", []string{"verify", "--bogus"}, cli.ExitUsage, "flag provided but not defined: --bogus"},
		{"bad mode", []string{"verify", "--sat=walk"}, cli.ExitUsage, `unknown SAT mode "walk"`},
		{"stray argument", []string{"verify", "8"}, cli.ExitUsage, `unexpected argument "8"`},
		{"unknown command", []string{"frobnicate"}, cli.ExitUsage, `unknown command "frobnicate"`},
		{"audit one unreadable", []string{"audit", "--problem", "one", "-n", "8", "."}, cli.ExitUsage, "cannot read"},
		{"audit one missing", []string{"audit", "--problem", "one", "-n", "8", "no-such-file"}, cli.ExitUsage, "cannot read the input"},
		{"audit one wrong", []string{"audit", "--problem", "one", "-n", "4", "--run", "--", "sh", "-c", "echo 1 2 3 4"}, cli.ExitMismatch, ""},
		{"audit one right", []string{"audit", "--problem", "one", "-n", "4", "--run", "--", "sh", "-c", "echo 2 4 1 3"}, cli.ExitOK, ""},
		{"help unknown", []string{"help", "frobnicate"}, cli.ExitUsage, `unknown command "frobnicate"`},
		{"dimacs bad n", []string{"dimacs", "-n", "x"}, cli.ExitUsage, `"x" is not a board size`},
		{"enumerate helper duplicates", []string{"verify", "-n", "5", "--sat=enumerate"}, cli.ExitMismatch, ""},
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
	if code == cli.ExitUsage && strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("a usage error must be one line, got %q", stderr.String())
	}
	return stderr.String()
}

// flagLine matches a flag's line in a command's help.
var flagLine = regexp.MustCompile(`^  (?:-([a-z0-9])|--([a-z0-9][a-z0-9-]+))(?: |$)`)

// Tests that run SAT enumerations in this process (verify, table and
// audit-cnf with small boards or --workers 0) do not run in parallel:
// gophersat keeps package-level state, so two of its solvers must not run
// at once in one process.

// TestHelpListsTheAcceptedFlags checks, for every command of the table,
// that "help COMMAND" lists exactly the flags of the FlagSet the command
// parses, that these are the flags below, and that the command accepts
// each of them: run with it, it succeeds. So help lists no flag the
// command refuses (as -junit for count once) and leaves out none it takes
// (as --dfs-max and --no-seconds from help table's usage line once).
func TestHelpListsTheAcceptedFlags(t *testing.T) {
	dir := t.TempDir()
	listing := writeFile(t, dir, "four.txt", "2 4 1 3\n3 1 4 2\n")
	cnf := writeCNF(t, dir, "q4.cnf", encode.Queens(4))
	var discard bytes.Buffer
	if code := run([]string{"count", "-n", "4", "--out", filepath.Join(dir, "whole.json")}, &discard, &discard); code != cli.ExitOK {
		t.Fatalf("count --out: exit %d: %s", code, discard.String())
	}
	bundle := filepath.Join(dir, "bundle")
	if code := run([]string{"verify", "-n", "4", "--witness", "sat", "--certificate", bundle}, &discard, &discard); code != cli.ExitOK {
		t.Fatalf("verify --certificate: exit %d: %s", code, discard.String())
	}
	oeis := oeisTable(t)
	unlockInput := writeFile(t, dir, "unlock.txt", "1\n0\n")
	judgeIn := writeFile(t, dir, "judge.in", "4\n")
	judgeOut := writeFile(t, dir, "judge.out", "2 4 1 3\n")
	tests := []struct {
		name  string
		base  []string          // arguments of a quick, successful run
		stdin string            // its standard input
		flags map[string]string // every flag, with a value it accepts
		// apart lists the flags left out of the one run with every flag,
		// because another flag of that run excludes them.
		apart []string
	}{
		// audit --run takes the program after "--": the flags go before it.
		{"audit", []string{"-n", "4", "--", "cat", listing}, "", map[string]string{
			"format": "lines", "max-findings": "3", "n": "4", "any-order": "true", "base": "1", "queen": "Q",
			"quiet": "true", "timeout": "1h", "json": "true", "run": "true", "junit": filepath.Join(dir, "a.xml"),
			"max-output": "100000", "no-seconds": "true", "html": filepath.Join(dir, "a.html"),
			"problem": "queens", "input": unlockInput, "order": "lex", "some": "true", "classes": "true", "strict": "true"},
			[]string{"html", "input", "order", "classes"}},
		{"audit-cnf", []string{"-n", "4", cnf}, "", map[string]string{
			"map": "rowmajor", "n": "4", "workers": "0", "cube-rows": "1", "timeout": "1h", "quiet": "true"}, nil},
		{"count", []string{"-n", "4"}, "", map[string]string{
			"expect": oeis, "expect-partial": "true", "json": "true", "n": "4", "quiet": "true", "timeout": "1h", "workers": "1",
			"method": "join", "max-memory": "1G", "checkpoint": filepath.Join(dir, "ck"), "shard": "0/2", "out": filepath.Join(dir, "s0.json"),
			"confirm": "true"},
			[]string{"shard", "out", "confirm"}},
		{"merge", []string{filepath.Join(dir, "whole.json")}, "", map[string]string{
			"json": "true", "status": "true", "expect": oeis, "expect-partial": "true"}, []string{"status"}},
		{"audit-solver", []string{"-n", "1-3"}, "", map[string]string{
			"n": "1-3", "encodings": "pairwise,seqcounter", "seeds": "1,2", "counter": "true", "blocking": "true",
			"preset": "gophersat", "compare": "gophersat", "timeout": "1h", "max-output": "100000", "max-findings": "3",
			"json": "true", "junit": filepath.Join(dir, "s.xml"), "name": "x", "quiet": "true", "times": "true", "language": "smtlib",
			"proof": "true", "completions": "1"},
			[]string{"compare", "counter", "blocking", "name", "language", "proof"}},
		{"check-certificate", []string{bundle}, "", map[string]string{"timeout": "1h"}, nil},
		{"check-proof", []string{filepath.Join(bundle, "cover.cnf"), filepath.Join(bundle, "cover.drat")}, "", map[string]string{
			"format": "text", "strict": "true", "timeout": "1h", "lrat": filepath.Join(dir, "cover.lrat")}, nil},
		{"dimacs", nil, "", map[string]string{"n": "4", "encoding": "product", "shuffle": "7"}, nil},
		{"judge", []string{judgeIn, judgeOut, judgeOut}, "", map[string]string{"problem": "one", "convention": "cms", "list": "true"}, []string{"list"}},
		{"list", nil, "", map[string]string{"format": "svg", "classes": "true", "limit": "1", "n": "4", "one": "true"}, []string{"one"}},
		{"model", nil, "", map[string]string{"n": "4", "language": "smtlib", "encoding": "bv"}, nil},
		{"p1219", nil, "4", map[string]string{}, nil},
		{"unlock", nil, "1\n0\n", map[string]string{
			"verify": "true", "json": "true", "input": unlockInput, "workers": "2", "timeout": "1h", "lengths": "4-5"}, nil},
		{"report", []string{"-n", "4", "--out", filepath.Join(dir, "r.html")}, "", map[string]string{
			"n": "4", "out": filepath.Join(dir, "r.html"), "classes-n": "4", "enumerate-max": "4", "timeout": "1h", "quiet": "true"}, nil},
		{"sat-worker", nil, "", map[string]string{}, nil},
		{"table", []string{"-n", "4"}, "", map[string]string{
			"dfs-max": "3", "enum-max": "3", "expect": oeis, "expect-partial": "true", "format": "csv", "n": "4", "no-seconds": "true",
			"quiet": "true", "sat-max": "3", "timeout": "1h", "witnesses": "join,frontier", "workers": "1", "merge": "true",
			"checkpoint": filepath.Join(dir, "tck"), "shard": "0/2", "out": filepath.Join(dir, "t0.json"), "columns": "n,total"},
			[]string{"merge", "shard"}},
		{"verify", []string{"-n", "4"}, "", map[string]string{
			"column-clauses": "false", "cube-rows": "0", "expect": oeis, "expect-partial": "true", "json": "true", "junit": filepath.Join(dir, "v.xml"),
			"n": "4", "quiet": "true", "sat": "block", "timeout": "1h", "workers": "0", "html": filepath.Join(dir, "v.html"),
			"witness": "dfs,dfs-iter", "checkpoint": filepath.Join(dir, "vck"), "shard": "0/2", "out": filepath.Join(dir, "v0.json"),
			"certify": "true", "certificate": filepath.Join(dir, "vb"), "cpog": filepath.Join(dir, "vc")},
			[]string{"shard", "certify", "certificate", "cpog"}},
	}
	covered := map[string]bool{}
	for _, tt := range tests {
		covered[tt.name] = true
	}
	for _, c := range program().Commands {
		if !covered[c.Name] {
			t.Errorf("command %s has no case here", c.Name)
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var parsed []string
			var stdout, stderr bytes.Buffer
			e := env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr,
				onFlags: func(_ *command, fs *flag.FlagSet) {
					fs.VisitAll(func(f *flag.Flag) { parsed = append(parsed, f.Name) })
				}}
			if code := e.run([]string{"help", tt.name}); code != cli.ExitOK {
				t.Fatalf("help %s: exit %d, stderr %q", tt.name, code, stderr.String())
			}
			var listed []string
			for _, line := range strings.Split(stdout.String(), "\n") {
				if m := flagLine.FindStringSubmatch(line); m != nil {
					listed = append(listed, m[1]+m[2])
				}
			}
			var want []string
			for f := range tt.flags {
				want = append(want, f)
			}
			slices.Sort(listed)
			slices.Sort(parsed)
			slices.Sort(want)
			if !slices.Equal(listed, parsed) {
				t.Errorf("help %s lists %q, but the command's FlagSet has %q", tt.name, listed, parsed)
			}
			if !slices.Equal(listed, want) {
				t.Errorf("help %s lists %q, want %q", tt.name, listed, want)
			}
			usage, _, _ := strings.Cut(stdout.String(), "\n")
			for _, m := range regexp.MustCompile(`(?:^|[ \[])--?([a-z][a-z0-9-]*)`).FindAllStringSubmatch(usage, -1) {
				if _, ok := tt.flags[m[1]]; !ok {
					t.Errorf("help %s's usage line %q names -%s, which is not a flag", tt.name, usage, m[1])
				}
			}
			// One run with every flag: it succeeds only if the command
			// accepts each of them.
			if len(want) == 0 {
				return
			}
			// The flags go after the arguments (they are accepted
			// anywhere), but before a "--" that ends them.
			base, rest := tt.base, []string(nil)
			if i := slices.Index(base, "--"); i >= 0 {
				base, rest = base[:i], base[i:]
			}
			args := append([]string{tt.name}, base...)
			for _, f := range want {
				if !slices.Contains(tt.apart, f) {
					args = append(args, "--"+f+"="+tt.flags[f])
				}
			}
			args = append(args, rest...)
			stdout.Reset()
			stderr.Reset()
			code := env{stdin: strings.NewReader(tt.stdin), stdout: &stdout, stderr: &stderr}.run(args)
			if code != cli.ExitOK {
				t.Errorf("%q: exit %d, want 0; stderr %q", args, code, stderr.String())
			}
		})
	}
}

// TestFailedWritesExitOne checks that a command whose standard output
// fails, at the first byte or later, exits 1 with one line on standard
// error that names the error (not exit 0, as verify, count,
// audit-cnf and help once did on a full disk).
func TestFailedWritesExitOne(t *testing.T) {
	cnf := writeCNF(t, t.TempDir(), "q4.cnf", encode.Queens(4))
	commands := [][]string{
		{"verify", "-n", "3-4", "--workers", "0"},
		{"verify", "-n", "4", "--json", "--workers", "0"},
		{"count", "-n", "4-6"},
		{"count", "-n", "6", "--json"},
		{"audit-cnf", "-n", "4", "--workers", "0", cnf},
		{"help"},
		{"help", "verify"},
		{"list", "-n", "6"},
		{"dimacs", "-n", "5"},
		{"table", "-n", "1", "--sat-max", "0"},
	}
	for _, args := range commands {
		for _, ok := range []int{0, 10} {
			t.Run(fmt.Sprintf("%s/after %d bytes", strings.Join(args, " "), ok), func(t *testing.T) {
				stdout := &failingWriter{limit: ok}
				var stderr bytes.Buffer
				code := env{stdin: strings.NewReader(""), stdout: stdout, stderr: &stderr}.run(args)
				if code != cli.ExitError {
					t.Errorf("exit %d, want 1; stderr %q", code, stderr.String())
				}
				if strings.Count(stderr.String(), "\n") != 1 || !strings.Contains(stderr.String(), errDiskFull.Error()) {
					t.Errorf("stderr %q: want one line naming %q", stderr.String(), errDiskFull)
				}
			})
		}
	}
}

// TestDevFull runs commands with their standard output on /dev/full, as a
// full disk: each exits 1 with one line on standard error, never 0.
func TestDevFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skipf("no /dev/full here: %v", err)
	}
	defer full.Close()
	cnf := writeCNF(t, t.TempDir(), "q5.cnf", encode.Queens(5))
	for _, args := range [][]string{
		{"verify", "-n", "5", "--workers", "0"},
		{"count", "-n", "8"},
		{"audit-cnf", "-n", "5", "--workers", "0", cnf},
		{"help"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var stderr bytes.Buffer
			code := env{stdin: strings.NewReader(""), stdout: full, stderr: &stderr}.run(args)
			if code != cli.ExitError || strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("exit %d, stderr %q; want 1 and one line", code, stderr.String())
			}
		})
	}
}

// TestPanicIsAnInternalError runs a command that panics (a test-only
// command added to this invocation's table): exit 1 and one line, the
// stack trace only with NQCHECK_DEBUG=1 (not exit 2, which reads
// as a usage error, with a goroutine dump).
func TestPanicIsAnInternalError(t *testing.T) {
	t.Parallel()
	boom := &command{Name: "boom", Summary: "panic", Run: func(c *command, args []string) int {
		fmt.Fprintln(c.Stdout, "some output first")
		panic("injected\nfault")
	}}
	for _, debug := range []bool{false, true} {
		t.Run(fmt.Sprintf("debug=%v", debug), func(t *testing.T) {
			t.Parallel()
			var stdout, stderr bytes.Buffer
			getenv := func(k string) string {
				if debug && k == cli.DebugEnv {
					return "1"
				}
				return ""
			}
			code := env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, getenv: getenv,
				extra: []*command{boom}}.run([]string{"boom"})
			if code != cli.ExitError {
				t.Errorf("exit %d, want 1", code)
			}
			first, rest, _ := strings.Cut(stderr.String(), "\n")
			if want := "nqcheck boom: internal error: injected fault"; !strings.HasPrefix(first, want) {
				t.Errorf("first stderr line %q, want it to start with %q", first, want)
			}
			if hasTrace := strings.Contains(rest, "goroutine") || strings.Contains(rest, ".go:"); hasTrace != debug {
				t.Errorf("stack trace shown = %v, want %v; stderr %q", hasTrace, debug, stderr.String())
			}
			if !debug && rest != "" {
				t.Errorf("stderr has more than one line: %q", stderr.String())
			}
		})
	}
}

// TestFlagsAfterArguments checks that flags may follow the arguments and
// that "--" ends the flags ("audit FILE -n 6" keeps its -n).
func TestFlagsAfterArguments(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	listing := writeFile(t, dir, "six.txt", "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5 3 1 6 4 2\n")
	dashed := writeFile(t, dir, "-n", "2 4 1 3\n3 1 4 2\n")
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{"flag after file", []string{"audit", listing, "-n", "6"}, cli.ExitOK, "", ""},
		{"flag before file", []string{"audit", "-n", "6", listing}, cli.ExitOK, "", ""},
		{"wrong n after file", []string{"audit", listing, "-n", "5"}, cli.ExitMismatch, "", ""},
		{"flags around", []string{"list", "--format", "lines", "-n", "4"}, cli.ExitOK, "2 4 1 3\n3 1 4 2\n", ""},
		{"double dash", []string{"audit", "-n", "4", "--", dashed}, cli.ExitOK, "", ""},
		{"double dash ends the flags", []string{"audit", "--", dashed, "-n", "4"}, cli.ExitUsage, "", "-n is required"},
		{"missing value at the end", []string{"audit", listing, "-n"}, cli.ExitUsage, "", "flag needs an argument: -n"},
		{"stray argument after flags", []string{"verify", "-n", "4", "8"}, cli.ExitUsage, "", `unexpected argument "8"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			checkRun(t, tt.args, tt.code, tt.stdout, tt.stderr)
		})
	}
}

// TestUnreadableInputExitsTwo gives every command that reads a file or
// standard input a directory instead: exit 2 and one line (p1219 too,
// with a directory as standard input: not exit 1).
func TestUnreadableInputExitsTwo(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name  string
		args  []string
		stdin bool // a directory as standard input
	}{
		{"p1219", []string{"p1219"}, true},
		{"audit stdin", []string{"audit", "-n", "4"}, true},
		{"audit file", []string{"audit", "-n", "4", dir}, false},
		{"audit-cnf stdin", []string{"audit-cnf", "-n", "4", "-"}, true},
		{"audit-cnf file", []string{"audit-cnf", "-n", "4", dir}, false},
		{"verify expect", []string{"verify", "-n", "4", "--expect", dir}, false},
		{"count expect", []string{"count", "-n", "4", "--expect", dir}, false},
		{"table expect", []string{"table", "-n", "4", "--expect", dir}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := os.Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			var stdin io.Reader = strings.NewReader("")
			if tt.stdin {
				stdin = d
			}
			var stdout, stderr bytes.Buffer
			code := env{stdin: stdin, stdout: &stdout, stderr: &stderr}.run(tt.args)
			if code != cli.ExitUsage || strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("exit %d, stderr %q; want 2 and one line", code, stderr.String())
			}
		})
	}
}
