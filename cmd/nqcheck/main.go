package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync"
)

// Exit codes: a documented contract.
const (
	exitOK         = 0 // every check passed
	exitError      = 1 // I/O or internal error
	exitUsage      = 2 // bad arguments or unreadable input
	exitMismatch   = 3 // a mismatch or a finding
	exitIncomplete = 4 // interrupted or timed out, no mismatch in the part done
)

// debugEnv names the environment variable that, set to 1, adds the stack
// trace to the one-line report of an internal error (a panic).
const debugEnv = "NQCHECK_DEBUG"

// commandTable returns nqcheck's subcommands, sorted by name. It is a
// function rather than a package variable so that nothing can change it and
// so that help, which lists it, can be handed it.
func commandTable() []*command {
	return []*command{
		{name: "audit", args: "-n N [FILE|-]  |  -n SPEC --run -- COMMAND [ARGS...]", run: runAudit,
			summary: "audit another program's N-Queens output (listings, boards, lists, counts), or run it across sizes"},
		{name: "audit-cnf", args: "-n N FILE.cnf|-", run: runAuditCNF,
			summary: "decide whether a DIMACS CNF is an exact N-Queens encoding (auxiliary variables allowed)"},
		{name: "audit-solver", args: "-n SPEC (--preset P | --compare P1,P2,... | -- COMMAND [ARGS...])", run: runAuditSolver,
			summary: "audit a SAT solver or model counter on N-Queens formulas of known answer"},
		{name: "count", args: "-n SPEC", run: runCount,
			summary: "count solutions, classes and rotation-symmetric solutions, fast"},
		{name: "dimacs", run: runDimacs,
			summary: "print an N-Queens CNF in DIMACS format (one encoding of the family, optionally shuffled)"},
		{name: "list", run: runList,
			summary: "print every solution in lexicographic order, as lines, coords, boards or SVG"},
		{name: "merge", args: "FILE|DIR...", run: runMerge,
			summary: "check and add up the result files of count --shard (or --out)"},
		{name: "p1219", args: "< INPUT", run: runP1219,
			summary: "read n from standard input; print the first three solutions and the total (Luogu P1219)"},
		{name: "report", args: "--out FILE.html", run: runReport,
			summary: "write one self-contained HTML page: verdicts, the reference table, a growth plot and the class boards"},
		// The hidden SAT worker: verify and audit-cnf start it, one
		// process per core, to enumerate cubes (see sat.Parallel).
		{name: satWorkerCommand, args: "< JOB-STREAM", run: runSatWorker, hidden: true,
			summary: "serve SAT cubes over standard input and output (started by verify and audit-cnf)"},
		{name: "table", args: "-n SPEC", run: runTable,
			summary: "print a reference table, each figure confirmed by independent witnesses"},
		{name: "verify", run: runVerify,
			summary: "cross-check the SAT and DFS witnesses for one or more board sizes"},
	}
}

// command is one subcommand: its name, the synopsis of its arguments, a
// one-line summary and the function that parses its flags and runs it.
// The table sets the fields up to run; run gives each invocation a copy
// with the others filled in.
type command struct {
	name    string
	args    string // the required flags and the arguments, for the usage line; "" for none
	summary string
	hidden  bool // help does not list it
	run     func(c *command, args []string, stdout, stderr io.Writer) int

	// For one invocation:
	stdin   io.Reader                     // standard input
	onFlags func(*command, *flag.FlagSet) // called by parse with the command's flags; nil for none
}

// env is what one invocation of nqcheck runs with.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string // the environment; nil reads none
	// extra commands join the table for this invocation only (tests add
	// faulty ones).
	extra []*command
	// onFlags, when set, is called with each FlagSet a command parses.
	onFlags func(*command, *flag.FlagSet)
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes nqcheck with the given arguments, the process's standard
// input and environment, and returns its exit code.
func run(args []string, stdout, stderr io.Writer) int {
	return env{stdin: os.Stdin, stdout: stdout, stderr: stderr, getenv: os.Getenv}.run(args)
}

// run executes nqcheck with args in e. Writes to standard output and error
// are checked: the first failed one makes the exit code 1 and is reported
// in one line. A panic is an internal error: exit code 1 and one line,
// with the stack trace when NQCHECK_DEBUG=1.
func (e env) run(args []string) (code int) {
	stdout := &checkedWriter{w: e.stdout}
	stderr := &checkedWriter{w: e.stderr}
	table := append(commandTable(), e.extra...)
	name := "nqcheck"
	var c *command
	if e.getenv != nil && e.getenv(workerEnv) == "sat" {
		c, args = lookup(table, satWorkerCommand), nil
	} else if len(args) == 0 {
		c, args = lookup(table, "verify"), []string{"-n", "8"}
	} else {
		switch args[0] {
		case "help", "-h", "-help", "--help":
			name = "nqcheck help"
		default:
			if c = lookup(table, args[0]); c == nil {
				fmt.Fprintf(stderr, "nqcheck: unknown command %q (run 'nqcheck help' for the list)\n", args[0])
				return finish(name, exitUsage, stdout, stderr)
			}
		}
		args = args[1:]
	}
	if c != nil {
		name = "nqcheck " + c.name
	}
	defer func() {
		if p := recover(); p != nil {
			msg := strings.ReplaceAll(fmt.Sprint(p), "\n", " ")
			if e.getenv != nil && e.getenv(debugEnv) == "1" {
				fmt.Fprintf(stderr, "%s: internal error: %s\n%s", name, msg, debug.Stack())
			} else {
				fmt.Fprintf(stderr, "%s: internal error: %s (%s=1 shows the stack trace)\n", name, msg, debugEnv)
			}
			code = finish(name, exitError, stdout, stderr)
		}
	}()
	invoke := func(c *command, args []string) int {
		inv := *c
		inv.stdin, inv.onFlags = e.stdin, e.onFlags
		return inv.run(&inv, args, stdout, stderr)
	}
	if c == nil {
		return finish(name, help(table, invoke, args, stdout, stderr), stdout, stderr)
	}
	return finish(name, invoke(c, args), stdout, stderr)
}

// finish returns the exit code of a command that returned code: 1 when a
// write to standard output or error failed. A failed write to standard
// output is reported in one line, unless the command already reported an
// error (code 1).
func finish(name string, code int, stdout, stderr *checkedWriter) int {
	if err := stdout.Err(); err != nil {
		if code != exitError {
			fmt.Fprintf(stderr, "%s: writing standard output: %v\n", name, err)
		}
		code = exitError
	}
	if stderr.Err() != nil {
		code = exitError
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

// lookup returns the command named name in table, or nil.
func lookup(table []*command, name string) *command {
	for _, c := range table {
		if c.name == name {
			return c
		}
	}
	return nil
}

const exitCodesText = `Exit codes:
  0  all witnesses agree (or: no finding)
  1  I/O or internal error (NQCHECK_DEBUG=1 adds the stack trace of an
     internal error)
  2  usage error: bad arguments or unreadable input
  3  a mismatch between witnesses, or a finding
  4  incomplete: interrupted (SIGINT, SIGTERM) or --timeout reached; the
     sizes done so far are reported (3 wins if they hold a mismatch)
`

// help prints the command list, or with an argument one command's help,
// which invoke prints by running the command with -h.
func help(table []*command, invoke func(*command, []string) int, args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) > 1:
		fmt.Fprintf(stderr, "nqcheck help: unexpected argument %q: give one command\n", args[1])
		return exitUsage
	case len(args) == 1:
		c := lookup(table, args[0])
		if c == nil {
			fmt.Fprintf(stderr, "nqcheck help: unknown command %q\n", args[0])
			return exitUsage
		}
		return invoke(c, []string{"-h"})
	}
	var b strings.Builder
	b.WriteString("nqcheck cross-checks independent N-Queens witnesses and audits other programs' output.\n\n")
	b.WriteString("Usage:\n  nqcheck                   same as: nqcheck verify -n 8\n")
	for _, c := range table {
		if !c.hidden {
			fmt.Fprintf(&b, "  nqcheck %-17s %s\n", c.name, c.summary)
		}
	}
	b.WriteString("  nqcheck help COMMAND      details of one command, with every flag it accepts\n\n")
	b.WriteString("Flags may come before or after the arguments; \"--\" ends the flags.\n\n")
	b.WriteString(exitCodesText)
	io.WriteString(stdout, b.String())
	return exitOK
}

// flagSet returns a FlagSet for command c whose errors are reported in one
// line by parse.
func (c *command) flagSet() *flag.FlagSet {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parse parses args into fs: flags may come before, between and after the
// arguments, and "--" ends the flags (what follows is arguments only);
// fs.Args then holds the arguments in their order. It returns -1 to go
// on, or the exit code to return at once: 0 after printing help for -h
// (every flag of fs, with its default), 2 after a one-line usage error.
func (c *command) parse(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) int {
	if c.onFlags != nil {
		defer c.onFlags(c, fs)
	}
	var positional []string
	rest := args
	for {
		err := fs.Parse(rest)
		if errors.Is(err, flag.ErrHelp) {
			c.printHelp(fs, stdout)
			return exitOK
		}
		if err != nil {
			return c.usageError(stderr, "%v", err)
		}
		left := fs.Args()
		if len(left) == 0 {
			break
		}
		if used := len(rest) - len(left); used > 0 && rest[used-1] == "--" {
			positional = append(positional, left...) // after "--": arguments only
			break
		}
		positional = append(positional, left[0])
		rest = left[1:]
	}
	// Parsing "--" alone sets fs.Args to the arguments and no flag.
	_ = fs.Parse(append([]string{"--"}, positional...))
	return -1
}

// printHelp prints c's usage line, summary, every flag of fs and the exit
// codes.
func (c *command) printHelp(fs *flag.FlagSet, w io.Writer) {
	usage := "nqcheck " + c.name
	if c.args != "" {
		usage += " " + c.args
	}
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		usage += " [flags]"
	}
	fmt.Fprintf(w, "Usage: %s\n\n%s\n\n", usage, c.summary)
	if n > 0 {
		fmt.Fprintf(w, "Flags (before or after the arguments; \"--\" ends them):\n")
		fs.SetOutput(w)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, exitCodesText)
}

// usageError prints a one-line usage error and returns exitUsage.
func (c *command) usageError(stderr io.Writer, format string, a ...any) int {
	fmt.Fprintf(stderr, "nqcheck %s: %s (see 'nqcheck help %s')\n", c.name, fmt.Sprintf(format, a...), c.name)
	return exitUsage
}

// fail prints an I/O or internal error and returns exitError.
func (c *command) fail(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "nqcheck %s: %v\n", c.name, err)
	return exitError
}
