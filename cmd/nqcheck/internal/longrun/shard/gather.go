package shard

import (
	"fmt"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// ShowMax is the most conflicts, or units of impossible evidence, that
// the notes of a merge list one by one.
const ShowMax = 10

// GatherOptions say how Gather checks the units of a plan.
type GatherOptions[E any] struct {
	// Keys are the keys of the plan's units, in plan order.
	Keys []string
	// What names the units in Summary and in the note that counts the
	// impossible ones past ShowMax ("units", "cubes").
	What string
	// Describe, when not nil, says what differs in a conflict, instead
	// of Conflict.String.
	Describe func(Conflict) string
	// Check refuses evidence that the plan can never give for unit i
	// (see Merged.CheckUnits).
	Check func(i int, e E) error
	// Drop says that the units Check refuses are no longer Present.
	Drop bool
}

// Gathered is a merge of a plan's result files as a command shows it: the
// merged units and, as data, what the merge found.
type Gathered[E any] struct {
	*Merged[E]
	// Notes are the lines that say what is wrong or missing, in order:
	// the files left out as duplicates, the conflicts, the units missing and the shards to rerun, the files
	// of a stopped run and the units whose evidence the plan can never
	// give; a list of conflicts or units is cut after ShowMax. Callers
	// that go on to sum the evidence add their own with Note.
	Notes []string
	// Findings reports a conflict or evidence the plan can never give;
	// callers that go on to sum the evidence set it for their own
	// findings too.
	Findings bool

	what string
}

// Gather reads the result files at paths, all of plan id, merges them
// with MergeFiles and checks the evidence of every unit present with
// opt.Check. Its error is a file that cannot be used: unreadable,
// damaged, or of another plan than paths[0]'s.
func Gather[E any](paths []string, id result.PlanID, opt GatherOptions[E]) (*Gathered[E], error) {
	m, incomplete, err := MergeFiles[E](paths, id, opt.Keys)
	if err != nil {
		return nil, err
	}
	g := &Gathered[E]{Merged: m, what: opt.What}
	for _, d := range m.Duplicates {
		g.Note("duplicate: %v", d)
	}
	for i, cf := range m.Conflicts {
		if i == ShowMax {
			g.Note("... and %d more conflicts", len(m.Conflicts)-i)
			break
		}
		says := cf.String()
		if opt.Describe != nil {
			says = opt.Describe(cf)
		}
		g.Note("conflict: %s", says)
	}
	if st := m.Status; st.Missing > 0 {
		first := m.FirstMissing()
		g.Note("%d of %d units missing, the first unit %d (key %q); rerun %s %s",
			st.Missing, id.Units, first, opt.Keys[first], text.Plural(len(st.Rerun), "shard"), strings.Join(st.Rerun, " "))
	}
	if incomplete > 0 {
		g.Note("%d %s of a stopped run", incomplete, text.Plural(incomplete, "file"))
	}
	bad := m.CheckUnits(opt.Check, opt.Drop)
	for i, b := range bad {
		if i == ShowMax {
			g.Note("... and %d more impossible %s", len(bad)-i, opt.What)
			break
		}
		g.Note("impossible evidence: %v", b)
	}
	g.Findings = len(m.Conflicts) > 0 || len(bad) > 0
	return g, nil
}

// Note adds a line to the notes.
func (g *Gathered[E]) Note(format string, a ...any) {
	g.Notes = append(g.Notes, fmt.Sprintf(format, a...))
}

// Complete reports whether every unit of the plan is in a file.
func (g *Gathered[E]) Complete() bool { return g.Status.Missing == 0 }

// Summary sums the merge up in one line: "merged 2 files of PLAN: 92
// units present, 0 confirmed by a second file, 0 conflicting, 0 missing",
// the units named as GatherOptions.What says.
func (g *Gathered[E]) Summary() string {
	st := g.Status
	return fmt.Sprintf("merged %d %s of %v: %d %s present, %d confirmed by a second file, %d conflicting, %d missing",
		st.Files, text.Plural(st.Files, "file"), st.Plan, st.Done, g.what, st.Confirmed, st.Conflicting, st.Missing)
}

// WriteStatus writes st as merge --status prints it, one field a line,
// and returns the first write error.
func WriteStatus(w io.Writer, st result.MergeStatus) error {
	rerun := strings.Join(st.Rerun, " ")
	if rerun == "" {
		rerun = "-"
	}
	_, err := fmt.Fprintf(w, "plan         %v\nfingerprint  %s\nfiles        %d\nunits        %d\ndone         %d\nmissing      %d\nconfirmed    %d\nconflicting  %d\nrerun        %s\n",
		st.Plan, st.Plan.Fingerprint, st.Files, st.Plan.Units, st.Done, st.Missing, st.Confirmed, st.Conflicting, rerun)
	return err
}
