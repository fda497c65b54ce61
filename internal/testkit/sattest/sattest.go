package sattest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"

	"github.com/nqcheck/nqcheck/sat"
)

// Main is a TestMain: with env set to "1" the process serves SAT cubes on
// its standard input and output (sat.ServeWorker) and exits; otherwise it runs
// the tests.
func Main(m *testing.M, env string) {
	if os.Getenv(env) == "1" {
		if err := sat.ServeWorker(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Starter returns a function that gives the command of one worker: this
// test binary with env set to "1".
func Starter(env string) func() (*exec.Cmd, error) {
	return func() (*exec.Cmd, error) { return sat.SelfCommand(nil, env+"=1") }
}
