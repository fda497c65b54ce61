package countplan

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// Sizes is count's run of board sizes by one method, one after the other.
type Sizes struct {
	// Sizes are the board sizes, in order; one only with a journal, a
	// result file or a shard.
	Sizes []int
	// Method names the counting method (Methods).
	Method string
	// Options are the settings of every size's count; Start, Progress
	// and Figures are Sizes' own.
	Options Options
	// Sharded reports that a shard was asked for: the run has no figures
	// (Size is not called) and its progress names the shard.
	// Otherwise the figures of every size are asked for.
	Sharded bool
	// Expect, when not nil, holds each size's figures to the reference
	// table: a difference is a note and a mismatch.
	Expect *reference.Table
	// Progress shows each size's units as they are counted; nil shows
	// nothing.
	Progress *progress.Reporter
	// Note, when not nil, receives the lines to show beside the output:
	// how many units a checkpoint held, and the differences from Expect.
	Note func(line string)
	// Confirm, when its Name is set, counts every size again, whole, with
	// this witness, which must share no counting code with Method's
	// (Independent), and holds the two runs' figures to each other: a
	// difference is a note naming both and a mismatch; agreement is a
	// note too.
	Confirm Counter
	// Size, when not nil, is called with each size's result in order, the
	// size in progress included when ctx ends (its figures unknown); an
	// error from it ends the run.
	Size func(result.CountResult) error
}

// SizesRun is the outcome of Sizes.Run.
type SizesRun struct {
	// Results are the sizes' results, the one in progress included when
	// ctx ended; none for a shard.
	Results []result.CountResult
	// Mismatch reports a difference from the reference table.
	Mismatch bool
	// StoppedAt is the size in progress when ctx ended; 0 when it did
	// not.
	StoppedAt int
	// Last is the last size's run, the one in progress included.
	Last *Run
}

// Run counts the sizes in order until ctx ends. Its errors are Count's and
// Size's.
func (s Sizes) Run(ctx context.Context) (SizesRun, error) {
	var out SizesRun
	note := func(format string, a ...any) {
		if s.Note != nil {
			s.Note(fmt.Sprintf(format, a...))
		}
	}
	var err error
	out.StoppedAt, err = unitplan.Sizes(s.Sizes, func(n int) (bool, error) {
		run, err := s.size(ctx, n, note)
		if err != nil {
			return false, err
		}
		out.Last = run
		if s.Sharded {
			return run.Stopped, unitplan.ErrLast
		}
		r := run.Result()
		if !run.Stopped && s.Confirm.Name != "" {
			stopped, mismatch, err := s.confirm(ctx, run, note)
			out.Mismatch = out.Mismatch || mismatch
			if err != nil || stopped {
				r = result.CountResult{N: n, Seconds: r.Seconds} // not confirmed: unknown
				out.Results = append(out.Results, r)
				if s.Size != nil && err == nil {
					err = s.Size(r)
				}
				return stopped, err
			}
		}
		out.Results = append(out.Results, r)
		if s.Size != nil {
			if err := s.Size(r); err != nil {
				return run.Stopped, err
			}
		}
		if !run.Stopped {
			for _, d := range Expect(s.Expect, r) {
				out.Mismatch = true
				note("expect: %v", d)
			}
		}
		return run.Stopped, nil
	})
	return out, err
}

// size counts board size n, its progress shown and a resumed checkpoint
// noted.
func (s Sizes) size(ctx context.Context, n int, note func(string, ...any)) (*Run, error) {
	opt := s.Options
	opt.Progress, opt.Figures = s.Progress.Update, !s.Sharded
	opt.Start = func(mine, resumed int, path string) {
		label := fmt.Sprintf("n = %d", n)
		if s.Sharded {
			label += " shard " + opt.Shard.String()
		}
		if resumed > 0 {
			note("%s: %d of %d units done in %s; counting the other %d", label, resumed, mine, path, mine-resumed)
			label += fmt.Sprintf(" (%d of %d units from the checkpoint)", resumed, mine)
		}
		s.Progress.Start(label, "units")
	}
	run, err := Count(ctx, s.Method, n, opt)
	s.Progress.Clear()
	return run, err
}

// confirm counts run's size again with s.Confirm and compares the
// figures; it reports whether ctx stopped it and whether they differ.
func (s Sizes) confirm(ctx context.Context, run *Run, note func(string, ...any)) (stopped, mismatch bool, err error) {
	n := run.ID.N
	s.Progress.Start(fmt.Sprintf("n = %d %s", n, s.Confirm.Name), "units")
	other, err := s.Confirm.Run(ctx, n, Options{Workers: s.Options.Workers, Shard: shard.Spec{Of: 1}, Figures: true, Progress: s.Progress.Update})
	s.Progress.Clear()
	if err != nil || other.Stopped {
		return err == nil, false, err
	}
	return false, compareRuns(run, other, s.Confirm.Name, note), nil
}

// compareRuns compares the figures of run with those of other, the run of
// the counter named confirm, notes each difference (or their agreement),
// and reports whether they differ.
func compareRuns(run, other *Run, confirm string, note func(string, ...any)) (mismatch bool) {
	n := run.ID.N
	a, b := run.Result(), other.Result()
	for _, f := range []struct {
		name string
		x, y result.Figure
	}{{"total", a.Total, b.Total}, {"classes", a.Classes, b.Classes}, {"fix90", a.Fix90, b.Fix90}, {"fix180", a.Fix180, b.Fix180}} {
		if f.x != f.y {
			mismatch = true
			note("n = %d: %s: %s %v, but %s %v", n, f.name, run.ID.Method, f.x, confirm, f.y)
		}
	}
	if !mismatch {
		note("n = %d: %s and %s agree on total, classes, fix90 and fix180 (%s %.2fs)", n, run.ID.Method, confirm, confirm, result.RoundSeconds(other.Seconds))
	}
	return mismatch
}
