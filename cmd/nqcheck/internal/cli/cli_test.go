package cli

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/result"
)

// invocation returns a copy of c set up as Program.Run sets it up, with
// its output in the two buffers.
func invocation(c Command) (*Command, *bytes.Buffer, *bytes.Buffer) {
	var stdout, stderr bytes.Buffer
	c.Stdout, c.Stderr = &stdout, &stderr
	return &c, &stdout, &stderr
}

func TestParseTakesFlagsAnywhere(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args     []string
		wantArgs []string
		wantN    int
		wantQ    bool
	}{
		{[]string{"-n", "6", "a.txt"}, []string{"a.txt"}, 6, false},
		{[]string{"a.txt", "-n", "6", "--quiet"}, []string{"a.txt"}, 6, true},
		{[]string{"a", "-n", "5", "b"}, []string{"a", "b"}, 5, false},
		{[]string{"-n", "7", "--", "-quiet", "x"}, []string{"-quiet", "x"}, 7, false},
		{nil, nil, 8, false},
	} {
		c, _, stderr := invocation(Command{Name: "t"})
		fs := c.FlagSet()
		n := c.Size(fs, "n", "8", "board `N`")
		quiet := fs.Bool("quiet", false, "quiet")
		if code := c.Parse(fs, tt.args); code != -1 {
			t.Fatalf("Parse(%q) = %d, stderr %q", tt.args, code, stderr)
		}
		if got := fs.Args(); strings.Join(got, "|") != strings.Join(tt.wantArgs, "|") {
			t.Errorf("Parse(%q): arguments %q, want %q", tt.args, got, tt.wantArgs)
		}
		if *n != tt.wantN || *quiet != tt.wantQ {
			t.Errorf("Parse(%q): -n %d --quiet %v, want %d %v", tt.args, *n, *quiet, tt.wantN, tt.wantQ)
		}
	}
}

func TestTypedFlagErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-n", "1-"}, `nqcheck t: -n: `},
		{[]string{"-n", "-1"}, `"-1"`},
		{[]string{"-n", ","}, `-n: `},
		{[]string{"--size", "33"}, `--size: `},
		{[]string{"--timeout", "-1s"}, "nqcheck t: --timeout: -1s is negative (see 'nqcheck help t')\n"},
		{[]string{"--timeout", "soon"}, `--timeout: "soon" is not a duration`},
		{[]string{"--timeout", "0.000001ns"}, "--timeout: 0.000001ns is shorter than 1ns, the shortest duration: it would be 0, which means no limit"},
		{[]string{"--timeout", "0.9ns"}, "--timeout: 0.9ns is shorter than 1ns"},
		{[]string{"--timeout", "-0.5ns"}, "--timeout: -0.5ns is negative"},
		{[]string{"--workers", "-2"}, "--workers: -2 is below -1"},
		{[]string{"--workers", "many"}, `--workers: "many" is not a whole number`},
		{[]string{"--limit", "-3"}, "--limit: -3 is negative"},
		{[]string{"--bytes", "-1"}, "--bytes: -1 is negative"},
		{[]string{"--nope"}, "nqcheck t: flag provided but not defined: --nope (see 'nqcheck help t')\n"},
		{[]string{"-x"}, "nqcheck t: flag provided but not defined: -x (see"},
		{[]string{"--limit"}, "nqcheck t: flag needs an argument: --limit (see"},
		{[]string{"--quiet=maybe"}, `nqcheck t: invalid boolean value "maybe" for --quiet: parse error (see`},
		{[]string{"--mode=x"}, `nqcheck t: invalid value "x" for flag --mode: no such mode (see`},
	} {
		c, _, stderr := invocation(Command{Name: "t"})
		fs := c.FlagSet()
		c.Sizes(fs, "n", "8", "sizes `SPEC`")
		c.Size(fs, "size", "", "size `N`")
		c.Duration(fs, "timeout", 0, "`DURATION`")
		c.Int(fs, "workers", -1, -1, "`K`")
		c.Int(fs, "limit", 0, 0, "`K`")
		c.Int64(fs, "bytes", 1<<30, 0, "`BYTES`")
		fs.Bool("quiet", false, "no progress line")
		fs.Func("mode", "a flag of package flag's own whose value may be wrong", func(string) error { return errors.New("no such mode") })
		if code := c.Parse(fs, tt.args); code != ExitUsage {
			t.Errorf("Parse(%q) = %d, want %d", tt.args, code, ExitUsage)
		}
		if got := stderr.String(); !strings.Contains(got, tt.want) || strings.Count(got, "\n") != 1 {
			t.Errorf("Parse(%q): stderr %q, want one line holding %q", tt.args, got, tt.want)
		}
	}
}

// TestDurationZero: the ways of writing 0 are 0 (no limit), and 1ns is
// the shortest limit.
func TestDurationZero(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		arg  string
		want time.Duration
	}{{"0", 0}, {"0s", 0}, {"0.000ms", 0}, {"-0s", 0}, {"1ns", 1}, {"1.4ns", 1}} {
		c, _, stderr := invocation(Command{Name: "t"})
		fs := c.FlagSet()
		d := c.Duration(fs, "timeout", time.Minute, "`DURATION`")
		if code := c.Parse(fs, []string{"--timeout", tt.arg}); code != -1 || *d != tt.want {
			t.Errorf("--timeout %s: exit %d, %v, want %v; stderr %q", tt.arg, code, *d, tt.want, stderr)
		}
	}
}

func TestTypedFlagValues(t *testing.T) {
	t.Parallel()
	c, _, stderr := invocation(Command{Name: "t"})
	fs := c.FlagSet()
	sizes := c.Sizes(fs, "n", "", "`SPEC`")
	d := c.Duration(fs, "timeout", 2*time.Minute, "`DURATION`")
	k := c.Int(fs, "workers", -1, -1, "`K`")
	b := c.Int64(fs, "bytes", 5, 0, "`BYTES`")
	if len(*sizes) != 0 || *d != 2*time.Minute || *k != -1 || *b != 5 {
		t.Fatalf("defaults: %v %v %d %d", *sizes, *d, *k, *b)
	}
	if code := c.Parse(fs, []string{"-n", "4,6-7", "--timeout", "90s", "--workers", "0", "--bytes", "0x10"}); code != -1 {
		t.Fatalf("Parse = %d, stderr %q", code, stderr)
	}
	if got := *sizes; len(got) != 3 || got[0] != 4 || got[1] != 6 || got[2] != 7 {
		t.Errorf("-n 4,6-7 = %v", got)
	}
	if *d != 90*time.Second || *k != 0 || *b != 16 {
		t.Errorf("values %v %d %d, want 1m30s 0 16", *d, *k, *b)
	}
}

func TestHelpListsTheFlags(t *testing.T) {
	t.Parallel()
	c, stdout, _ := invocation(Command{Name: "t", Args: "FILE", Summary: "does t"})
	fs := c.FlagSet()
	c.Sizes(fs, "n", "8", "board sizes: `SPEC`")
	c.Duration(fs, "timeout", 2*time.Minute, "stop after `DURATION`")
	fs.Bool("json", false, "print JSON")
	if code := c.Parse(fs, []string{"-h"}); code != ExitOK {
		t.Fatalf("Parse(-h) = %d", code)
	}
	got := stdout.String()
	for _, want := range []string{"Usage: nqcheck t FILE [flags]\n\ndoes t\n", "\n  -n SPEC\n", "(default 8)", "\n  --timeout DURATION\n", "(default 2m0s)", "\n  --json\n", "Exit codes:"} {
		if !strings.Contains(got, want) {
			t.Errorf("help lacks %q:\n%s", want, got)
		}
	}
	// A long flag is named --name, as the documentation and the errors
	// name it; one letter is -n.
	if strings.Contains(got, "\n  -timeout") || strings.Contains(got, "\n  -json") {
		t.Errorf("help names a long flag with one dash:\n%s", got)
	}
}

func TestReject(t *testing.T) {
	t.Parallel()
	c, _, stderr := invocation(Command{Name: "t"})
	if code := c.Reject(Forbid(false, "no"), Forbid(false, "no either")); code != -1 {
		t.Fatalf("Reject of passing checks = %d", code)
	}
	if code := c.Reject(Forbid(false, "no"), Forbid(true, "first %d", 1), Forbid(true, "second")); code != ExitUsage {
		t.Fatalf("Reject = %d, want %d", code, ExitUsage)
	}
	if want := "nqcheck t: first 1 (see 'nqcheck help t')\n"; stderr.String() != want {
		t.Errorf("stderr %q, want %q", stderr, want)
	}
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func TestProgramRun(t *testing.T) {
	t.Parallel()
	var ran []string
	p := Program{Intro: "intro", Default: []string{"echo", "default"}, DefaultText: "same as: nqcheck echo default",
		Commands: []*Command{
			{Name: "echo", Summary: "print the arguments", Run: func(c *Command, args []string) int {
				fs := c.FlagSet()
				if code := c.Parse(fs, args); code >= 0 {
					return code
				}
				ran = append(ran, strings.Join(fs.Args(), " "))
				io.WriteString(c.Stdout, strings.Join(fs.Args(), " ")+"\n")
				return ExitOK
			}},
			{Name: "boom", Summary: "panic", Run: func(*Command, []string) int { panic("injected\nfault") }},
			{Name: "secret", Summary: "hidden", Hidden: true, Run: func(*Command, []string) int { return ExitOK }},
		}}
	for _, tt := range []struct {
		name       string
		args       []string
		stdout     io.Writer
		wantCode   int
		wantOut    string
		wantErrHas string
	}{
		{"default", nil, nil, ExitOK, "default\n", ""},
		{"command", []string{"echo", "a", "b"}, nil, ExitOK, "a b\n", ""},
		{"unknown", []string{"nope"}, nil, ExitUsage, "", `nqcheck: unknown command "nope" (run`},
		{"unknown near", []string{"ehco"}, nil, ExitUsage, "", `nqcheck: unknown command "ehco"; did you mean echo? (run 'nqcheck help' for the list)`},
		{"help of unknown near", []string{"help", "bom"}, nil, ExitUsage, "", `nqcheck help: unknown command "bom"; did you mean boom?`},
		{"panic", []string{"boom"}, nil, ExitError, "", "nqcheck boom: internal error: injected fault (NQCHECK_DEBUG=1"},
		{"failed write", []string{"echo", "x"}, failingWriter{}, ExitError, "", "nqcheck echo: writing standard output: no space left on device"},
		{"help", []string{"help"}, nil, ExitOK, "", ""},
		{"help of one", []string{"help", "echo"}, nil, ExitOK, "Usage: nqcheck echo\n\nprint the arguments\n\n" + ExitCodesText, ""},
		{"help of two", []string{"help", "echo", "boom"}, nil, ExitUsage, "", `unexpected argument "boom"`},
		{"help of unknown", []string{"help", "nope"}, nil, ExitUsage, "", `nqcheck help: unknown command "nope"`},
	} {
		var stdout, stderr bytes.Buffer
		out := tt.stdout
		if out == nil {
			out = &stdout
		}
		code := p.Run(Env{Stdin: strings.NewReader(""), Stdout: out, Stderr: &stderr}, tt.args)
		if code != tt.wantCode {
			t.Errorf("%s: exit %d, want %d; stderr %q", tt.name, code, tt.wantCode, stderr.String())
		}
		if tt.name == "help" {
			if got := stdout.String(); !strings.Contains(got, "nqcheck echo") || strings.Contains(got, "secret") || !strings.Contains(got, "same as: nqcheck echo default") {
				t.Errorf("help: %q", got)
			}
		} else if tt.stdout == nil && stdout.String() != tt.wantOut {
			t.Errorf("%s: stdout %q, want %q", tt.name, stdout.String(), tt.wantOut)
		}
		if tt.wantErrHas == "" && stderr.Len() > 0 || !strings.Contains(stderr.String(), tt.wantErrHas) {
			t.Errorf("%s: stderr %q, want it to hold %q", tt.name, stderr.String(), tt.wantErrHas)
		}
		if tt.wantErrHas != "" && strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("%s: stderr is not one line: %q", tt.name, stderr.String())
		}
	}
	if strings.Join(ran, ",") != "default,a b,x" {
		t.Errorf("runs %q", ran)
	}
}

func TestOnFlagsSeesTheFlagSet(t *testing.T) {
	t.Parallel()
	var names []string
	p := Program{Commands: []*Command{{Name: "c", Run: func(c *Command, args []string) int {
		fs := c.FlagSet()
		fs.Bool("json", false, "json")
		c.Duration(fs, "timeout", 0, "`DURATION`")
		return c.ParseNoArgs(fs, args)
	}}}}
	e := Env{Stdout: io.Discard, Stderr: io.Discard, OnFlags: func(_ *Command, fs *flag.FlagSet) {
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	}}
	if code := p.Run(e, []string{"c", "extra"}); code != ExitUsage {
		t.Errorf("an argument to a command without arguments: exit %d, want %d", code, ExitUsage)
	}
	if strings.Join(names, ",") != "json,timeout" {
		t.Errorf("OnFlags saw %q", names)
	}
}

// TestVersion: --version prints the version the JSON results carry,
// result.Version, one line, exit 0, and the module version of the build
// only when it is a released one that differs; an argument after it is a
// usage error.
func TestVersion(t *testing.T) {
	t.Parallel()
	v := result.Version
	build := func(version string) *debug.BuildInfo {
		return &debug.BuildInfo{Main: debug.Module{Path: "github.com/nqcheck/nqcheck", Version: version}}
	}
	for _, tt := range []struct {
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{build("v" + v), true, v},
		{build("v9.8.7"), true, v + " (module version v9.8.7)"},
		{build("v9.8.7-rc.1"), true, v + " (module version v9.8.7-rc.1)"},
		{build("(devel)"), true, v},
		{build("v0.0.0-20250102030405-0123456789ab"), true, v},
		{build("v0.2.1-0.20250102030405-0123456789ab"), true, v},
		{build("v0.0.0-20250102030405-0123456789ab+dirty"), true, v},
		{&debug.BuildInfo{}, true, v},
		{nil, false, v},
	} {
		if got := Version(tt.info, tt.ok); got != tt.want {
			t.Errorf("Version(%+v, %v) = %q, want %q", tt.info, tt.ok, got, tt.want)
		}
	}
	p := Program{Commands: []*Command{}}
	var stdout, stderr bytes.Buffer
	if code := p.Run(Env{Stdout: &stdout, Stderr: &stderr}, []string{"--version"}); code != ExitOK ||
		stdout.String() != "nqcheck "+Version(debug.ReadBuildInfo())+"\n" || !strings.HasPrefix(stdout.String(), "nqcheck "+v) || stderr.Len() != 0 {
		t.Errorf("--version: exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
	}
	stdout.Reset()
	if code := p.Run(Env{Stdout: &stdout, Stderr: &stderr}, []string{"--version", "x"}); code != ExitUsage || stdout.Len() != 0 {
		t.Errorf("--version x: exit %d, stdout %q", code, stdout.String())
	}
}

// TestFailCode checks that a command's FailCode replaces the exit code 1
// of a panic and of a failed write, and nothing else: a checker's own
// failure must not read as its verdict (testlib's 1 is a wrong answer).
func TestFailCode(t *testing.T) {
	t.Parallel()
	p := Program{Commands: []*Command{
		{Name: "boom", Run: func(c *Command, _ []string) int { c.FailCode = 3; panic("injected") }},
		{Name: "write", Run: func(c *Command, args []string) int {
			c.FailCode = 3
			io.WriteString(c.Stdout, "x\n")
			return ExitOK
		}},
		{Name: "wrong", Run: func(c *Command, _ []string) int { c.FailCode = 3; return ExitError }},
		{Name: "plain", Run: func(c *Command, _ []string) int { panic("injected") }},
	}}
	for _, tt := range []struct {
		args   []string
		stdout io.Writer
		want   int
	}{
		{[]string{"boom"}, nil, 3},
		{[]string{"write"}, failingWriter{}, 3},
		{[]string{"write"}, nil, ExitOK},
		{[]string{"wrong"}, nil, ExitError},
		{[]string{"wrong"}, failingWriter{}, ExitError},
		{[]string{"plain"}, nil, ExitError},
	} {
		var stdout, stderr bytes.Buffer
		out := tt.stdout
		if out == nil {
			out = &stdout
		}
		if code := p.Run(Env{Stdin: strings.NewReader(""), Stdout: out, Stderr: &stderr}, tt.args); code != tt.want {
			t.Errorf("%v (stdout failing: %v): exit %d, want %d; stderr %q", tt.args, tt.stdout != nil, code, tt.want, stderr.String())
		}
	}
}

// TestOwnExitCodes: a command with exit codes of its own has help print
// them instead of nqcheck's.
func TestOwnExitCodes(t *testing.T) {
	t.Parallel()
	p := Program{Commands: []*Command{{Name: "check", Summary: "judge", ExitCodes: "Exit codes: 42 yes, 43 no\n",
		Run: func(c *Command, args []string) int { return c.ParseNoArgs(c.FlagSet(), args) }}}}
	var stdout, stderr bytes.Buffer
	if code := p.Run(Env{Stdout: &stdout, Stderr: &stderr}, []string{"help", "check"}); code != ExitOK ||
		stdout.String() != "Usage: nqcheck check\n\njudge\n\nExit codes: 42 yes, 43 no\n" {
		t.Errorf("exit %d, help %q", code, stdout.String())
	}
}
