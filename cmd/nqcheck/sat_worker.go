package main

import (
	"context"
	"io"
	"os"
	"os/exec"
	"runtime/debug"

	"github.com/nqcheck/nqcheck/sat"
)

// The hidden SAT worker: verify starts it, one process per core, to
// enumerate cubes of the SAT witness (see sat.Parallel). It has no summary,
// so help does not list it.
func init() {
	register(&command{
		name:  satWorkerCommand,
		usage: "(reads a job stream on standard input)",
		run:   runSatWorker,
	})
}

// satWorkerCommand is the name of the hidden worker subcommand.
const satWorkerCommand = "sat-worker"

// workerEnv names the environment variable that turns any nqcheck
// process, whatever its arguments, into a SAT worker when it is "sat":
// verify starts os.Executable() with it, which under "go test" is the test
// binary, whose TestMain must not run the tests.
const workerEnv = "NQCHECK_WORKER"

// workerMain runs the process as a worker when the environment asks for
// it; ok reports whether it did.
func workerMain() (code int, ok bool) {
	if os.Getenv(workerEnv) != "sat" {
		return 0, false
	}
	c := lookup(satWorkerCommand)
	return c.run(c, nil, os.Stdout, os.Stderr), true
}

// satWorkerGC is the worker's GOGC: a worker's heap is a few megabytes of
// short-lived solvers, and the default collects it so often that the
// collector takes a tenth of the time.
const satWorkerGC = 400

func runSatWorker(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	debug.SetGCPercent(satWorkerGC)
	if err := sat.Serve(context.Background(), stdin, stdout); err != nil {
		return c.fail(stderr, err)
	}
	return exitOK
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
