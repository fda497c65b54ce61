package main

import (
	"context"
	"os/exec"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/sat"
)

// satWorkerCommand is the name of the hidden worker subcommand.
const satWorkerCommand = "sat-worker"

// workerEnv set to "sat" makes any nqcheck process a SAT worker, whatever
// its arguments (run checks it first; under "go test" the worker is the
// test binary, whose TestMain must then not run the tests).
const workerEnv = "NQCHECK_WORKER"

func runSatWorker(c *command, args []string) int {
	if code := c.ParseNoArgs(c.FlagSet(), args); code >= 0 {
		return code
	}
	if err := sat.ServeWorker(context.Background(), c.Stdin, c.Stdout); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}

// startSatWorker returns the command of one SAT worker: this executable,
// as a worker.
func startSatWorker() (*exec.Cmd, error) {
	return sat.SelfCommand([]string{satWorkerCommand}, workerEnv+"=sat")
}
