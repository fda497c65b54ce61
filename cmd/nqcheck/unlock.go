package main

import (
	"errors"

	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/unlock"
)

func runUnlock(c *command, args []string) int {
	fs := c.FlagSet()
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if code := c.Reject(cli.If(fs.NArg() > 0, "unexpected argument %q: the cases are read from standard input", fs.Arg(0))); code >= 0 {
		return code
	}
	cases, err := unlock.ReadInput(c.Stdin)
	if err != nil {
		if ie := (*unlock.InputError)(nil); errors.As(err, &ie) {
			return c.BadInput("standard input, %v", err)
		}
		return c.Fail(err)
	}
	if err := unlock.WriteAnswers(c.Stdout, unlock.Answers(cases)); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}
