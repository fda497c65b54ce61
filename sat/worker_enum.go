package sat

import (
	"context"
	"os/exec"

	"github.com/nqcheck/nqcheck/encode"
)

// WorkerEnumerator returns gophersat as a witness that enumerates every
// model of a formula: the Block loop on all of its variables
// (Options{Project: f.Vars, Exact: true}), in one worker process that
// start gives (see ParallelOptions.Start), never in the caller's process
// (gophersat keeps package-level state). The function returned calls visit
// with each model's true variables as the engine gave them, stops when
// visit fails or ctx is done, and returns that error, leaving no worker
// running.
func WorkerEnumerator(start func() (*exec.Cmd, error)) func(ctx context.Context, f *encode.CNF, visit func(trueVars []encode.Var) error) error {
	return func(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error) error {
		_, err := Parallel(ctx, f, []Cube{{}}, ParallelOptions{
			Options: Options{Project: f.Vars, Exact: true},
			Workers: 1,
			Start:   start,
		}, func(_ int, vars []encode.Var) error { return visit(vars) })
		return err
	}
}
