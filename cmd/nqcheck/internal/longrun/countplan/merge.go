package countplan

import (
	"fmt"
	"io"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// Merge is the merge of a counting plan's result files (see
// shard.Gather): a unit whose evidence the plan's method can never give
// is a finding, like a conflict.
type Merge struct {
	*shard.Gathered[dfs.UnitCount]
	cp    *dfs.CountPlan
	diffs []reference.Diff // Result's differences from the reference table
}

// MergeFiles reads and merges the result files at paths of the counting
// plan id. Its error names a file that cannot be used: of a plan this
// version does not make, unreadable, damaged or of another plan.
func MergeFiles(paths []string, id result.PlanID) (*Merge, error) {
	cp, err := PlanOf(id)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", paths[0], err)
	}
	g, err := shard.Gather(paths, id, shard.GatherOptions[dfs.UnitCount]{Keys: cp.Keys(), What: "units", Check: cp.CheckUnit})
	if err != nil {
		return nil, err
	}
	return &Merge{Gathered: g, cp: cp}, nil
}

// Result returns the plan's figures as count's result, with the sum of
// the files' seconds, when every unit is present and nothing was found;
// otherwise the figures are unknown. Sums that fail and figures that
// differ from the reference table ref (nil checks nothing) are notes and
// findings.
func (m *Merge) Result(ref *reference.Table) result.CountResult {
	r := result.CountResult{N: m.Plan.N, Seconds: result.RoundSeconds(m.Seconds)}
	if m.Complete() && !m.Findings {
		counts, err := m.cp.Figures(m.Evidence)
		if err != nil {
			m.Note("%v", err)
			m.Findings = true
		} else {
			r = CountResult(counts, m.Seconds)
		}
	}
	m.diffs = Expect(ref, r)
	for _, d := range m.diffs {
		m.Findings = true
		m.Note("expect: %v", d)
	}
	return r
}

// Run returns the merged units as a complete run of the plan, with its
// figures, its units' evidence and the sum of the files' seconds: what
// a table's row takes from a counter's result files. It fails when units
// are missing or the merge found anything.
func (m *Merge) Run() (*Run, error) {
	if !m.Complete() || m.Findings {
		return nil, fmt.Errorf("the result files of %v do not make it whole: %s", m.Plan, m.Summary())
	}
	counts, err := m.cp.Figures(m.Evidence)
	if err != nil {
		return nil, err
	}
	return &Run{ID: m.Plan, Planned: true, Mine: len(m.Evidence), Written: len(m.Evidence), Counts: counts, Seconds: m.Seconds,
		Keys: m.cp.Keys(), Evidence: m.Evidence, Files: m.Status.Files}, nil
}

// WriteText writes r, the merge's Result, as count prints it, then the
// merge's summary line, and returns the first write error.
func (m *Merge) WriteText(w io.Writer, r result.CountResult) error {
	if err := WriteCountRow(w, r, true); err != nil {
		return err
	}
	if err := writeDiffs(w, m.diffs); err != nil {
		return err
	}
	_, err := fmt.Fprintln(w, m.Summary())
	return err
}
