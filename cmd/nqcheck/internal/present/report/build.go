package report

import (
	"context"
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// MaxClassesN is the largest size whose classes a page draws (1787
// boards).
const MaxClassesN = 12

// MaxEnumN is the largest size a report enumerates with every witness:
// the SAT witnesses take minutes beyond it.
const MaxEnumN = 14

// Stop says during which size and why a run stopped.
type Stop struct {
	N      int    // the size in progress
	Reason string // why, in the command's words ("timeout after 1s")
}

// Options are the settings of a report.
type Options struct {
	Sizes    []int // the sizes verified, in order
	ClassesN int   // the size whose classes are drawn; 0 draws none
	EnumMax  int   // the largest size enumerated; larger ones are counted only
	Command  string
	Progress *progress.Reporter // status line, or nil
	// SAT are the settings of the SAT witnesses, the command's: their
	// models are enumerated in worker processes (always: gophersat keeps
	// package-level state, so no two runs may enumerate in one process).
	SAT verify.SATOptions
	// All, when not nil, replaces verify.Default as the witnesses of a
	// size, given SAT's options: the way to show, and to test, how the
	// page draws a disagreement (a wrapped witness injects the fault).
	All func(verify.SATOptions) []verify.Witness
	// StopReason says why ctx is done ("interrupted", "timeout ..."),
	// in the command's words.
	StopReason func(context.Context) string
}

// Witnesses returns the witnesses of size n: every witness for the sizes
// enumerated, the witnesses of figures only (the counter) beyond.
func (o Options) Witnesses(n int) []verify.Witness {
	all := verify.Default
	if o.All != nil {
		all = o.All
	}
	ws := all(o.SAT)
	if n <= o.EnumMax {
		return ws
	}
	var out []verify.Witness
	for _, w := range ws {
		if w.Enumerate == nil {
			out = append(out, w)
		}
	}
	return out
}

// Build runs verify on each size and returns the page of its results.
// When ctx is done it stops and returns the page of the sizes done (and
// of the size in progress when it already failed), with the size and the
// reason it stopped; nothing done is lost.
func Build(ctx context.Context, opt Options) (render.Page, *Stop, error) {
	var results []result.Verify
	var stopped *Stop
	for _, n := range opt.Sizes {
		opt.Progress.Start(fmt.Sprintf("n = %d", n), "cubes")
		res, err := verify.Run(ctx, n, verify.Options{Witnesses: opt.Witnesses(n), CubeRows: -1, Progress: opt.Progress.Update})
		opt.Progress.Clear()
		if err != nil && ctx.Err() != nil {
			stopped = &Stop{N: n, Reason: opt.StopReason(ctx)}
			if res.Verdict == result.Fail {
				results = append(results, res)
			}
			break
		}
		if err != nil {
			return render.Page{}, nil, fmt.Errorf("n = %d: %w", n, err)
		}
		results = append(results, res)
	}
	in := PageInput{Command: opt.Command, Results: results, Stopped: stopped, Witnesses: opt.Witnesses}
	if stopped == nil && opt.ClassesN > 0 {
		c, err := ClassReps(ctx, opt.ClassesN)
		if err != nil {
			in.Stopped = &Stop{N: opt.ClassesN, Reason: opt.StopReason(ctx)}
			stopped = in.Stopped
		} else {
			in.Classes = c
		}
	}
	p, err := VerifyPage(in)
	return p, stopped, err
}

// WriteSummary writes the text summary of a page, one line per size: n,
// the total and classes the witnesses agree on ("differ" when they do
// not) and the verdict.
func WriteSummary(w io.Writer, p render.Page) error {
	t := &textWriter{w: w}
	t.printf("%3s  %10s  %8s  %s\n", "n", "solutions", "classes", "verdict")
	for i, s := range p.Sizes {
		row := p.Table.Rows[i]
		figs := [2]string{}
		for k := range figs {
			cell := row.Cells[k]
			figs[k] = cell.Value.String()
			if !cell.Agree {
				figs[k] = "differ"
			}
		}
		t.printf("%3d  %10s  %8s  %s\n", s.N, figs[0], figs[1], s.Verdict)
	}
	return t.err
}
