package verifyplan

import (
	"context"
	"fmt"
	"github.com/nqcheck/nqcheck/verify"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
)

// Sizes is verify's run of board sizes, one after the other.
type Sizes struct {
	// Sizes are the board sizes, in order; one only with Scale.
	Sizes []int
	// Options are the settings of every size's run; Progress is Sizes'
	// own.
	Options verify.Options
	// Scale, when not nil, journals the cubes of the one size or writes
	// its result file: StartScale made it, and Options with it. It is
	// finished after the run, stopped or not.
	Scale *Scale
	// Progress shows each size's cubes as they are done; nil shows
	// nothing.
	Progress *progress.Reporter
	// Size, when not nil, is called with the result of each size done, in
	// order, and with the size in progress when ctx ends if it already
	// failed.
	Size func(result.Verify)
}

// SizesRun is the outcome of Sizes.Run.
type SizesRun struct {
	// Results are the results of the sizes reported (see Sizes.Size).
	Results []result.Verify
	// Mismatch reports a failed check in a size's result, the one in
	// progress included.
	Mismatch bool
	// StoppedAt is the size in progress when ctx ended; 0 when it did
	// not.
	StoppedAt int
	// Last is the last size's result, the one in progress included.
	Last result.Verify
}

// Run runs the sizes in order until ctx ends. Its errors are
// Scale.Finish's and a size's run's, which names the size.
func (s Sizes) Run(ctx context.Context) (SizesRun, error) {
	var out SizesRun
	opt := s.Options
	opt.Progress = s.Progress.Update
	var err error
	out.StoppedAt, err = unitplan.Sizes(s.Sizes, func(n int) (bool, error) {
		if s.Scale != nil && !s.Scale.Planned() {
			out.Last = result.Verify{N: n}
			return true, nil // stopped while its plan was made
		}
		s.Progress.Start(fmt.Sprintf("n = %d", n), "cubes")
		res, err := verify.Run(ctx, n, opt)
		s.Progress.Clear()
		stopped := unitplan.Stopped(ctx, err)
		if s.Scale != nil {
			if err := s.Scale.Finish(stopped); err != nil {
				return false, err
			}
		}
		if err != nil && !stopped {
			return false, fmt.Errorf("n = %d: %w", n, err)
		}
		out.Last = res
		out.Mismatch = out.Mismatch || res.Verdict == result.Fail
		if !stopped || res.Verdict == result.Fail {
			out.Results = append(out.Results, res)
			if s.Size != nil {
				s.Size(res)
			}
		}
		return stopped, nil
	})
	return out, err
}
