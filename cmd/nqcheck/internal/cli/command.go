package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/pollable"
)

// Command is one subcommand: its name, the synopsis of its arguments, a
// one-line summary and the function that parses its flags and runs it.
// The table sets the fields up to Run; Program.Run gives each invocation
// a copy with the others filled in.
type Command struct {
	Name    string
	Args    string // the required flags and the arguments, for the usage line; "" for none
	Summary string
	Hidden  bool // help does not list it
	Run     func(c *Command, args []string) int
	// ExitCodes, when not "", is the exit codes as the command's help
	// prints them, in place of ExitCodesText (a command whose exit codes
	// follow another contract).
	ExitCodes string

	// FailCode, when not 0, is the exit code of this invocation's
	// internal error (a panic, a failed write to standard output or
	// error) in place of ExitError: a checker that judges by exit code
	// sets its convention's "checker failed" code, so that no failure of
	// its own reads as a verdict.
	FailCode int

	// For one invocation:
	Stdin          io.Reader // standard input
	Stdout, Stderr io.Writer // checked: a failed write is exit code 1
	onFlags        func(*Command, *flag.FlagSet)
	signals        *Signals // the process's signal handling, or nil
	flagErr        error    // the error of a typed flag's value, reported by Parse
}

// FlagSet returns a FlagSet for c whose errors Parse reports in one line.
func (c *Command) FlagSet() *flag.FlagSet {
	fs := flag.NewFlagSet(c.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// Parse parses args into fs: flags may come before, between and after the
// arguments, and "--" ends the flags (what follows is arguments only);
// fs.Args then holds the arguments in their order. It returns -1 to go
// on, or the exit code to return at once: 0 after printing help for -h
// (every flag of fs, with its default), 2 after a one-line usage error.
func (c *Command) Parse(fs *flag.FlagSet, args []string) int {
	if c.onFlags != nil {
		defer c.onFlags(c, fs)
	}
	var positional []string
	rest := args
	for {
		err := fs.Parse(rest)
		if errors.Is(err, flag.ErrHelp) {
			c.printHelp(fs)
			return ExitOK
		}
		if c.flagErr != nil {
			return c.Usage("%s", didYouMean(c.flagErr.Error(), fs))
		}
		if err != nil {
			return c.Usage("%s", didYouMean(flagError(err), fs))
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

// flagMessages are the starts of package flag's errors that name a flag,
// each just before the flag's name, which it writes -name.
var flagMessages = []string{"flag provided but not defined: -", "flag needs an argument: -", " for flag -", " for -"}

// flagError returns the message of package flag's error err, the flag it
// names written as help and every other message name it: --name, -n for
// one letter.
func flagError(err error) string {
	msg := err.Error()
	for _, p := range flagMessages {
		i := strings.Index(msg, p)
		if i < 0 {
			continue
		}
		start := i + len(p)
		end := strings.IndexByte(msg[start:], ':')
		if end < 0 {
			end = len(msg) - start
		}
		return msg[:start-1] + flagName(msg[start:start+end]) + msg[start+end:]
	}
	return msg
}

// ParseNoArgs is Parse for a command that takes flags only: an argument
// is a usage error.
func (c *Command) ParseNoArgs(fs *flag.FlagSet, args []string) int {
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	return -1
}

// printHelp prints c's usage line, summary, every flag of fs and the exit
// codes.
func (c *Command) printHelp(fs *flag.FlagSet) {
	usage := "nqcheck " + c.Name
	if c.Args != "" {
		usage += " " + c.Args
	}
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n > 0 {
		usage += " [flags]"
	}
	fmt.Fprintf(c.Stdout, "Usage: %s\n\n%s\n\n", usage, c.Summary)
	if n > 0 {
		fmt.Fprintf(c.Stdout, "Flags (before or after the arguments; \"--\" ends them):\n")
		fmt.Fprint(c.Stdout, flagDefaults(fs))
		fmt.Fprintln(c.Stdout)
	}
	if c.ExitCodes != "" {
		fmt.Fprint(c.Stdout, c.ExitCodes)
		return
	}
	fmt.Fprint(c.Stdout, ExitCodesText)
}

// flagDefaults returns fs's flags as flag.PrintDefaults lists them, each
// flag named as the documentation and the error messages name it: -n for
// one letter, --name for more (PrintDefaults writes -name).
func flagDefaults(fs *flag.FlagSet) string {
	var b strings.Builder
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	lines := strings.SplitAfter(b.String(), "\n")
	var cur *flag.Flag // the flag whose lines these are
	for i, line := range lines {
		if name, ok := strings.CutPrefix(line, "  -"); ok {
			f, _, _ := strings.Cut(strings.TrimSuffix(name, "\n"), " ")
			f, _, _ = strings.Cut(f, "\t") // a one-letter flag's usage follows a tab
			if cur = fs.Lookup(f); cur != nil {
				lines[i] = "  " + flagName(f) + name[len(f):]
			}
		}
		if cur != nil && isBool(cur) && cur.DefValue == "true" {
			lines[i] = strings.Replace(lines[i], "(default true)\n", "(default true; "+flagName(cur.Name)+"=false turns it off)\n", 1)
		}
	}
	return strings.Join(lines, "")
}

// isBool reports whether f is a boolean flag, which takes no value.
func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// Usage prints a one-line usage error and returns ExitUsage.
func (c *Command) Usage(format string, a ...any) int {
	fmt.Fprintf(c.Stderr, "nqcheck %s: %s (see 'nqcheck help %s')\n", c.Name, fmt.Sprintf(format, a...), c.Name)
	return ExitUsage
}

// BadInput reports an unreadable, damaged or foreign input in one line
// and returns ExitUsage.
func (c *Command) BadInput(format string, a ...any) int {
	c.Note(format, a...)
	return ExitUsage
}

// Fail prints an I/O or internal error and returns ExitError; an output
// named by an argument that is a FIFO no process reads
// (pollable.ErrNoReader) is a bad argument, ExitUsage.
func (c *Command) Fail(err error) int {
	c.Note("%v", err)
	if errors.Is(err, pollable.ErrNoReader) {
		return ExitUsage
	}
	return ExitError
}

// Note prints one line on standard error: "nqcheck NAME: " and the
// message.
func (c *Command) Note(format string, a ...any) {
	fmt.Fprintf(c.Stderr, "nqcheck %s: %s\n", c.Name, fmt.Sprintf(format, a...))
}

// Stopped says on standard error that the run stopped during board size
// n, and why.
func (c *Command) Stopped(n int, reason string) {
	c.Note("stopped during n = %d: %s", n, reason)
}

// Rule is one condition on a command's flags and arguments: see Forbid.
type Rule struct {
	bad bool
	msg string
}

// Forbid returns a rule that fails with the message of format and a when
// bad is true: c.Reject(Forbid(len(sizes) == 0, "-n is required")).
func Forbid(bad bool, format string, a ...any) Rule {
	if !bad {
		return Rule{}
	}
	return Rule{bad: true, msg: fmt.Sprintf(format, a...)}
}

// Reject reports the first failing rule as a usage error and returns
// ExitUsage, or returns -1 when every rule passes.
func (c *Command) Reject(rules ...Rule) int {
	for _, r := range rules {
		if r.bad {
			return c.Usage("%s", r.msg)
		}
	}
	return -1
}

// ExactlyOne reports whether exactly one of set is true: one of flags
// that exclude each other was given.
func ExactlyOne(set ...bool) bool {
	n := 0
	for _, b := range set {
		if b {
			n++
		}
	}
	return n == 1
}
