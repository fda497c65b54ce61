package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

// Exit codes: a documented contract.
const (
	exitOK         = 0 // every check passed
	exitError      = 1 // I/O or internal error
	exitUsage      = 2 // bad arguments or unreadable input
	exitMismatch   = 3 // a mismatch or a finding
	exitIncomplete = 4 // interrupted or timed out, no mismatch in the part done
)

// stdin is the standard input of commands that read it.
var stdin io.Reader = os.Stdin

// command is one subcommand: its name, a one-line synopsis and summary, and
// the function that parses its flags and runs it.
type command struct {
	name    string
	usage   string // arguments, after the name
	summary string
	run     func(c *command, args []string, stdout, stderr io.Writer) int
}

// commands lists the subcommands, sorted by name; each file that defines
// one adds it with register.
var commands []*command

// lookup returns the command named name, or nil.
func lookup(name string) *command {
	for _, c := range commands {
		if c.name == name {
			return c
		}
	}
	return nil
}

// register adds c to the command table, keeping it sorted by name.
func register(c *command) {
	i := 0
	for i < len(commands) && commands[i].name < c.name {
		i++
	}
	commands = append(commands[:i], append([]*command{c}, commands[i:]...)...)
}

func main() {
	if code, ok := workerMain(); ok {
		os.Exit(code)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run executes nqcheck with the given arguments and returns its exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		c := lookup("verify")
		return c.run(c, []string{"-n", "8"}, stdout, stderr)
	}
	name := args[0]
	switch name {
	case "help", "-h", "-help", "--help":
		return help(args[1:], stdout, stderr)
	}
	if c := lookup(name); c != nil {
		return c.run(c, args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "nqcheck: unknown command %q (run 'nqcheck help' for the list)\n", name)
	return exitUsage
}

const exitCodesText = `Exit codes:
  0  all witnesses agree (or: no finding)
  1  I/O or internal error
  2  usage error: bad arguments or unreadable input
  3  a mismatch between witnesses, or a finding
  4  incomplete: interrupted (SIGINT, SIGTERM) or --timeout reached; the
     sizes done so far are reported (3 wins if they hold a mismatch)
`

func help(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if c := lookup(args[0]); c != nil {
			return c.run(c, []string{"-h"}, stdout, stderr)
		}
		fmt.Fprintf(stderr, "nqcheck help: unknown command %q\n", args[0])
		return exitUsage
	}
	var b strings.Builder
	b.WriteString("nqcheck cross-checks independent N-Queens witnesses and audits other programs' output.\n\n")
	b.WriteString("Usage:\n  nqcheck                   same as: nqcheck verify -n 8\n")
	for _, c := range commands {
		if c.summary == "" {
			continue // hidden
		}
		fmt.Fprintf(&b, "  nqcheck %-17s %s\n", c.name, c.summary)
	}
	b.WriteString("  nqcheck help COMMAND      details of one command\n\n")
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

// parse parses args into fs. It returns -1 to go on, or the exit code to
// return at once: 0 after printing help for -h, 2 after a one-line usage
// error.
func (c *command) parse(fs *flag.FlagSet, args []string, stdout, stderr io.Writer) int {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(stdout, "Usage: nqcheck %s %s\n\n%s\n\nFlags:\n", c.name, c.usage, c.summary)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fmt.Fprintf(stdout, "\n%s", exitCodesText)
		return exitOK
	}
	if err != nil {
		return c.usageError(stderr, "%v", err)
	}
	return -1
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
