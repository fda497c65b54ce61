package main

import (
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// TestParseSpecCommandLine: "-n -1" is the value -1, not a flag, and its
// error quotes it, not an empty string; board.ParseSizes's own tests hold
// the rest.
func TestParseSpecCommandLine(t *testing.T) {
	t.Parallel()
	checkRun(t, []string{"count", "-n", "-1"}, cli.ExitUsage, "", `-n: "-1" is not a board size or a range`)
}
