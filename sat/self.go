package sat

import (
	"context"
	"io"
	"os"
	"os/exec"
	"runtime/debug"
)

// SelfCommand returns the command that runs this executable again with
// args and with env ("NAME=value" entries) added to its environment: the
// usual worker of Parallel, a program that serves its cubes (Serve) when
// started that way.
func SelfCommand(args []string, env ...string) (*exec.Cmd, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), env...)
	return cmd, nil
}

// workerGC is a worker process's GOGC: its heap is a few megabytes of
// short-lived solvers, and the default collects it so often that the
// collector takes a tenth of the time.
const workerGC = 400

// ServeWorker is the whole of a worker process: Serve on r and w, after
// setting the process's garbage collector for a worker's heap (GOGC 400).
// Call it only in a process that does nothing else.
func ServeWorker(ctx context.Context, r io.Reader, w io.Writer) error {
	debug.SetGCPercent(workerGC)
	return Serve(ctx, r, w)
}
