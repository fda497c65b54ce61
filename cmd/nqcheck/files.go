package main

import "github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"

// input, output and sameFiles are cli's, under the names audit.go calls.
var input, output = cli.Input, cli.Output

func sameFiles(c *command, files ...cli.NamedFile) int { return c.SameFiles(files...) }
