package main

import (
	"context"
	"os"
	"os/exec"
	"runtime/debug"

	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/sat"
)

// satWorkerCommand is the name of the hidden worker subcommand.
const satWorkerCommand = "sat-worker"

// workerEnv names the environment variable that turns any nqcheck
// process, whatever its arguments, into a SAT worker when it is "sat":
// run checks it first. verify and audit-cnf start os.Executable() with it,
// which under "go test" is the test binary, whose TestMain must not run
// the tests.
const workerEnv = "NQCHECK_WORKER"

// satWorkerGC is the worker's GOGC: a worker's heap is a few megabytes of
// short-lived solvers, and the default collects it so often that the
// collector takes a tenth of the time.
const satWorkerGC = 400

func runSatWorker(c *command, args []string) int {
	stdout := c.Stdout
	fs := c.FlagSet()
	if code := c.Parse(fs, args); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.Usage("unexpected argument %q", fs.Arg(0))
	}
	debug.SetGCPercent(satWorkerGC)
	if err := sat.Serve(context.Background(), c.Stdin, stdout); err != nil {
		return c.Fail(err)
	}
	return cli.ExitOK
}

// startSatWorker returns the command of one SAT worker: this executable,
// as a worker.
func startSatWorker() (*exec.Cmd, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe, satWorkerCommand)
	cmd.Env = append(os.Environ(), workerEnv+"=sat")
	return cmd, nil
}
