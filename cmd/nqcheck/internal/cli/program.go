package cli

import (
	"flag"
	"fmt"
	"io"
	"regexp"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/nqcheck/nqcheck/result"
)

// Exit codes: a documented contract.
const (
	ExitOK         = 0 // every check passed, or no finding
	ExitError      = 1 // I/O or internal error
	ExitUsage      = 2 // bad arguments or unreadable input
	ExitMismatch   = 3 // a mismatch or a finding
	ExitIncomplete = 4 // interrupted or timed out, no mismatch in the part done
)

// ExitCodesText is the exit codes as help prints them.
const ExitCodesText = `Exit codes:
  0  all witnesses agree (or: no finding)
  1  I/O or internal error (NQCHECK_DEBUG=1 adds the stack trace of an
     internal error)
  2  usage error: bad arguments or unreadable input
  3  a mismatch between witnesses, or a finding
  4  incomplete: interrupted (SIGINT, SIGTERM) or --timeout reached; the
     sizes done so far are reported (3 wins if they hold a mismatch)
`

// DebugEnv names the environment variable that, set to 1, adds the stack
// trace to the one-line report of an internal error (a panic).
const DebugEnv = "NQCHECK_DEBUG"

// Program is the command line: its table and what runs without a
// command.
type Program struct {
	// Intro is the first line of the command list.
	Intro string
	// Commands is the table, in the order help lists it.
	Commands []*Command
	// Default is the command line run when there are no arguments, and
	// DefaultText how help describes it.
	Default     []string
	DefaultText string
}

// Env is what one invocation runs with.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Getenv         func(string) string // the environment; nil reads none
	// OnFlags, when set, is called with each FlagSet a command parses
	// (tests compare help with the flags).
	OnFlags func(*Command, *flag.FlagSet)
	// Signals is the process's handling of SIGINT and SIGTERM
	// (CatchSignals), which main sets up; nil gives each run its own.
	Signals *Signals
}

// Run runs the command that args name (args[0]; none runs p.Default) in
// e and returns the exit code. "help", "-h", "-help" and "--help" list
// the commands, or with a name print one command's help. Writes to
// standard output and error are checked: the first failed one makes the
// exit code 1 and is reported in one line. A panic in the command's
// goroutine is an internal error: exit code 1 and one line, with the
// stack trace when DebugEnv is 1. A command's FailCode replaces the exit
// code 1 of a panic or a failed write (not one the command returns).
func (p Program) Run(e Env, args []string) (code int) {
	stdout := &checkedWriter{w: e.Stdout}
	stderr := &checkedWriter{w: e.Stderr}
	name := "nqcheck"
	if len(args) == 0 {
		args = p.Default
	}
	var c *Command
	switch args[0] {
	case "--version", "-version":
		if len(args) > 1 {
			fmt.Fprintf(stderr, "nqcheck: %s takes no argument, got %q\n", args[0], args[1])
			return finish(name, ExitUsage, stdout, stderr)
		}
		fmt.Fprintf(stdout, "nqcheck %s\n", Version(debug.ReadBuildInfo()))
		return finish(name, ExitOK, stdout, stderr)
	case "help", "-h", "-help", "--help":
		name = "nqcheck help"
	default:
		if c = p.lookup(args[0]); c == nil {
			fmt.Fprintf(stderr, "nqcheck: unknown command %q%s (run 'nqcheck help' for the list)\n", args[0], p.near(args[0]))
			return finish(name, ExitUsage, stdout, stderr)
		}
		name = "nqcheck " + c.Name
	}
	args = args[1:]
	var inv *Command // the invocation, once it runs
	defer func() {
		if v := recover(); v != nil {
			msg := strings.ReplaceAll(fmt.Sprint(v), "\n", " ")
			if e.Getenv != nil && e.Getenv(DebugEnv) == "1" {
				fmt.Fprintf(stderr, "%s: internal error: %s\n%s", name, msg, debug.Stack())
			} else {
				fmt.Fprintf(stderr, "%s: internal error: %s (%s=1 shows the stack trace)\n", name, msg, DebugEnv)
			}
			code = failCode(inv, finish(name, ExitError, stdout, stderr))
		}
	}()
	invoke := func(c *Command, args []string) int {
		inv = new(Command)
		*inv = *c
		inv.Stdin, inv.Stdout, inv.Stderr, inv.onFlags, inv.signals = e.Stdin, stdout, stderr, e.OnFlags, e.Signals
		return inv.Run(inv, args)
	}
	if c == nil {
		return finish(name, p.help(invoke, args, stdout, stderr), stdout, stderr)
	}
	got := invoke(c, args)
	if code = finish(name, got, stdout, stderr); code != got {
		code = failCode(inv, code) // a write failed
	}
	return code
}

// failCode returns code, or inv's FailCode in place of ExitError when it
// has one.
func failCode(inv *Command, code int) int {
	if inv != nil && inv.FailCode != 0 && code == ExitError {
		return inv.FailCode
	}
	return code
}

// Version returns the version --version prints: result.Version, the one
// the JSON results and the HTML pages carry. When the build information
// (as debug.ReadBuildInfo returns it) names a released module version
// other than that one (go install ...@vX.Y.Z records it), the text names
// it too; a build from a working tree ("(devel)", a pseudo-version, a
// "+dirty" one) or without the information adds nothing.
func Version(info *debug.BuildInfo, ok bool) string {
	v := result.Version
	if !ok || info == nil {
		return v
	}
	m := info.Main.Version
	if !releasedVersion.MatchString(m) || pseudoVersion.MatchString(m) || m == "v"+v {
		return v
	}
	return v + " (module version " + m + ")"
}

// releasedVersion matches a semantic version as a tag names it, and
// pseudoVersion the timestamp and commit ending a pseudo-version made of
// a commit that no tag names.
var (
	releasedVersion = regexp.MustCompile(`^v[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$`)
	pseudoVersion   = regexp.MustCompile(`[0-9]{14}-[0-9a-f]{12}$`)
)

// lookup returns the command named name, or nil.
func (p Program) lookup(name string) *Command {
	for _, c := range p.Commands {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// near returns "; did you mean X?" for the command names nearest to name,
// hidden ones left out, or "" when none is near.
func (p Program) near(name string) string {
	var names []string
	for _, c := range p.Commands {
		if !c.Hidden {
			names = append(names, c.Name)
		}
	}
	return DidYouMean(name, names)
}

// help prints the command list, or with an argument one command's help,
// which invoke prints by running the command with -h.
func (p Program) help(invoke func(*Command, []string) int, args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) > 1:
		fmt.Fprintf(stderr, "nqcheck help: unexpected argument %q: give one command\n", args[1])
		return ExitUsage
	case len(args) == 1:
		c := p.lookup(args[0])
		if c == nil {
			fmt.Fprintf(stderr, "nqcheck help: unknown command %q%s\n", args[0], p.near(args[0]))
			return ExitUsage
		}
		return invoke(c, []string{"-h"})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\nUsage:\n  nqcheck                   %s\n", p.Intro, p.DefaultText)
	for _, c := range p.Commands {
		if !c.Hidden {
			fmt.Fprintf(&b, "  nqcheck %-17s %s\n", c.Name, c.Summary)
		}
	}
	b.WriteString("  nqcheck help COMMAND      details of one command, with every flag it accepts\n")
	b.WriteString("  nqcheck --version         the version of nqcheck, as its JSON and HTML reports name it\n\n")
	b.WriteString("Flags may come before or after the arguments; \"--\" ends the flags.\n\n")
	b.WriteString(ExitCodesText)
	io.WriteString(stdout, b.String())
	return ExitOK
}

// finish returns the exit code of a command that returned code: 1 when a
// write to standard output or error failed. A failed write to standard
// output is reported in one line, unless the command already reported an
// error (code 1).
func finish(name string, code int, stdout, stderr *checkedWriter) int {
	if err := stdout.Err(); err != nil {
		if code != ExitError {
			fmt.Fprintf(stderr, "%s: writing standard output: %v\n", name, err)
		}
		code = ExitError
	}
	if stderr.Err() != nil {
		code = ExitError
	}
	return code
}

// checkedWriter passes writes on to w until one fails; it keeps that
// first error and returns it for every later write, so that a command's
// output stops at the first failure and the failure is not lost. It is
// safe for concurrent use.
type checkedWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// Write writes p to the underlying writer unless an earlier write failed.
func (c *checkedWriter) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	c.err = err
	return n, err
}

// Err returns the first write error, or nil.
func (c *checkedWriter) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Unwrap returns the underlying writer, so that progress can tell a
// terminal.
func (c *checkedWriter) Unwrap() io.Writer { return c.w }
