package countplan

import (
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// WriteCountRow writes count's text row of r, after the column heads when
// first, and returns the first write error.
func WriteCountRow(w io.Writer, r result.CountResult, first bool) error {
	if first {
		if _, err := fmt.Fprintf(w, "%3s  %14s  %12s  %6s  %8s  %s\n", "n", "total", "classes", "fix90", "fix180", "time"); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "%3d  %14v  %12v  %6v  %8v  %.2fs\n", r.N, r.Total, r.Classes, r.Fix90, r.Fix180, r.Seconds)
	return err
}

// CountText writes count's text rows, the column heads before the first,
// and returns the first write error.
type CountText struct {
	// W is where the rows go.
	W io.Writer
	// Expect, when not nil, is the reference table: each difference from
	// it is a line under its row, so that the table shows it.
	Expect *reference.Table
	rows   int
}

// Row writes the row of r, then its differences from t.Expect.
func (t *CountText) Row(r result.CountResult) error {
	t.rows++
	if err := WriteCountRow(t.W, r, t.rows == 1); err != nil {
		return err
	}
	return writeDiffs(t.W, Expect(t.Expect, r))
}

// writeDiffs writes one line per difference from the reference table,
// under the row they belong to, and returns the first write error.
func writeDiffs(w io.Writer, diffs []reference.Diff) error {
	for _, d := range diffs {
		if _, err := fmt.Fprintf(w, "     MISMATCH expect: %v\n", d); err != nil {
			return err
		}
	}
	return nil
}

// ReferenceRow returns the figures of r that are known as a row of a
// reference table.
func ReferenceRow(r result.CountResult) reference.Row {
	return reference.KnownRow(r.N, r.Total, r.Classes, r.Fix90, r.Fix180)
}

// Expect returns where the figures of r differ from the reference table
// ref; none when ref is nil.
func Expect(ref *reference.Table, r result.CountResult) []reference.Diff {
	if ref == nil || !r.Total.IsKnown() {
		return nil
	}
	return reference.Compare(ref, []reference.Row{ReferenceRow(r)})
}

// Result returns the run's figures as count's result, its time rounded;
// the figures are unknown when the run stopped or did not ask for them.
func (r *Run) Result() result.CountResult {
	if r.Stopped || r.Counts.N == 0 {
		return result.CountResult{N: r.ID.N, Seconds: result.RoundSeconds(r.Seconds)}
	}
	return CountResult(r.Counts, r.Seconds)
}

// ShardLine says in one line how the run of the shard opt.Shard went and
// where its result file is: "shard 0/2 of PLAN: complete, 0.01s, written
// to FILE".
func (r *Run) ShardLine(opt Options) string {
	if !r.Planned {
		return fmt.Sprintf("shard %v of count -n %d (method %s): stopped while its plan was made, %.2fs, no file written", opt.Shard, r.ID.N, r.ID.Method, result.RoundSeconds(r.Seconds))
	}
	state := "complete"
	if r.Stopped {
		state = fmt.Sprintf("stopped with %d of %d units", r.Written, r.Mine)
	}
	return fmt.Sprintf("shard %v of %v: %s, %.2fs, written to %s", opt.Shard, r.ID, state, result.RoundSeconds(r.Seconds), opt.Out)
}
