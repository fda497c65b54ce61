package verify

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/internal/reference"
	"github.com/nqcheck/nqcheck/internal/unitplan/shard"
	"github.com/nqcheck/nqcheck/result"
)

// CheckRecord reports an error unless rec is a record of the plan's cube
// index: of board size p.N, with the cube's index and prefix.
func (p Plan) CheckRecord(index int, rec result.VerifyCube) error {
	if index < 0 || index >= len(p.Cubes) {
		return fmt.Errorf("cube %d is outside the plan's %d cubes", index, len(p.Cubes))
	}
	c := p.Cubes[index]
	if rec.N != p.N || rec.Index != c.Index || !slices.Equal(rec.Prefix, c.Prefix) {
		return fmt.Errorf("cube %d (%s): the record is of n = %d, cube %d, prefix %v", c.Index, c.Name(), rec.N, rec.Index, rec.Prefix)
	}
	return nil
}

// Merge returns the result of the plan from the records of its cubes made
// by earlier runs of the witnesses ws (shards, or a journal): recs[i] is
// cube i's record when present[i]. Nothing is enumerated again: each
// cube's evidence is compared across the witnesses (every witness's
// count, digest, canonical forms by orbit size and fixed solutions; the
// check "evidence", naming the first cube that differs), its recorded
// failures are reported again, and the evidence is summed with overflow
// checks. With every cube present the board's checks follow as in Run
// (counts, classes, Burnside's lemma, the class split and expect); with
// cubes missing the result is partial, as a run with Options.Only.
// Witnesses of figures only in ws are left out: they have no cube
// evidence. Seconds is the time the merge took, not the runs'.
func Merge(p Plan, ws []Witness, recs []result.VerifyCube, present []bool, expect *reference.Table) (result.Verify, error) {
	if len(recs) != len(p.Cubes) || len(present) != len(p.Cubes) {
		return result.Verify{}, fmt.Errorf("verify: %d records and %d presence flags for a plan of %d cubes", len(recs), len(present), len(p.Cubes))
	}
	for i, ok := range present {
		if ok {
			if err := p.CheckRecord(i, recs[i]); err != nil {
				return result.Verify{}, err
			}
		}
	}
	cubeWs := CubeWitnesses(ws)
	if len(cubeWs) == 0 {
		return result.Verify{}, fmt.Errorf("verify: no witness of cubes to merge")
	}
	// Enumerate must never be called: every cube run is one Done hands
	// back.
	for i := range cubeWs {
		name := cubeWs[i].Name
		cubeWs[i].Enumerate = func(context.Context, int, []Cube, Emit) error {
			return fmt.Errorf("witness %s asked to enumerate during a merge", name)
		}
	}
	opt := Options{Witnesses: cubeWs, CubeRows: p.Rows, Expect: expect,
		Done: func(c Cube) (result.VerifyCube, bool) { return recs[c.Index], present[c.Index] }}
	if slices.Contains(present, false) {
		opt.Only = func(c Cube) bool { return present[c.Index] }
	}
	return Run(context.Background(), p.N, opt)
}

// RecordDiff says where two records of one cube differ: the first
// witness and set whose evidence differs and in what (count, digest,
// canonical forms, fixed solutions), evidence one record lacks, or the
// failures recorded; "the records are equal" when they are.
func RecordDiff(a, b result.VerifyCube) string {
	if a.N != b.N || a.Index != b.Index || !slices.Equal(a.Prefix, b.Prefix) {
		return fmt.Sprintf("one is of n = %d, cube %d, prefix %v, the other of n = %d, cube %d, prefix %v", a.N, a.Index, a.Prefix, b.N, b.Index, b.Prefix)
	}
	key := func(e result.SetEvidence) string { return e.Witness + " " + e.Set }
	other := map[string]result.SetEvidence{}
	for _, e := range b.Evidence {
		other[key(e)] = e
	}
	for _, e := range a.Evidence {
		f, ok := other[key(e)]
		switch {
		case !ok:
			return fmt.Sprintf("only the first has evidence of %s's %s set", e.Witness, e.Set)
		case !sameEvidence(e.CubeEvidence, f.CubeEvidence):
			return fmt.Sprintf("%s's %s set: %s against %s", e.Witness, e.Set, describeEvidence(e.CubeEvidence), describeEvidence(f.CubeEvidence))
		}
		delete(other, key(e))
	}
	for _, e := range b.Evidence {
		if _, ok := other[key(e)]; ok {
			return fmt.Sprintf("only the second has evidence of %s's %s set", e.Witness, e.Set)
		}
	}
	if len(a.Failures) != len(b.Failures) {
		return fmt.Sprintf("the first records %d failed checks, the second %d", len(a.Failures), len(b.Failures))
	}
	for i := range a.Failures {
		if a.Failures[i] != b.Failures[i] {
			return fmt.Sprintf("failed check %d: %q against %q", i+1, a.Failures[i].Detail, b.Failures[i].Detail)
		}
	}
	return "the records are equal"
}

// ConflictText says, for a conflict between two files' records of one of
// p's cubes, which cube it is, which files and how the records differ.
func ConflictText(p Plan, cf shard.Conflict) string {
	var a, b result.VerifyCube
	diff := "the records differ"
	if json.Unmarshal([]byte(cf.Evidence[0]), &a) == nil && json.Unmarshal([]byte(cf.Evidence[1]), &b) == nil {
		diff = RecordDiff(a, b)
	}
	return fmt.Sprintf("cube %d (%s): %s and %s differ: %s", cf.Unit, p.Cubes[cf.Unit].Name(), cf.Paths[0], cf.Paths[1], diff)
}

// MergeShards merges the records of m, the result files of plan p with
// witnesses ws, as Merge does. Conflicting cubes have no one record to
// merge: the others are checked all the same, and the board's figures
// stay unknown. Seconds is the sum of the files' seconds, rounded. Merge's
// errors are the files' fault (a sum that would wrap): with one, the
// result holds the plan only, and the error is returned with it.
func MergeShards(p Plan, ws []Witness, m *shard.Merged[result.VerifyCube], expect *reference.Table) (result.Verify, error) {
	present := slices.Clone(m.Present)
	for _, cf := range m.Conflicts {
		present[cf.Unit] = false
	}
	res, err := Merge(p, ws, m.Evidence, present, expect)
	if err != nil {
		res = result.Verify{N: p.N, Plan: result.VerifyPlan{CubeRows: p.Rows, Cubes: len(p.Cubes), Fingerprint: p.Fingerprint(Names(ws))},
			Witnesses: []result.Witness{}, Checks: []result.Check{}}
	}
	res.Seconds = result.RoundSeconds(m.Seconds)
	return res, err
}

// FileMerge is the merge of a verify plan's result files (see
// shard.Gather): a record that is not of its cube is a finding, like a
// conflict, and is left out of the merge.
type FileMerge struct {
	*shard.Gathered[result.VerifyCube]
	plan Plan
	ws   []Witness
}

// MergeFiles reads and merges the result files at paths of the verify
// plan id, rebuilt by PlanOf with the witnesses taken from all. Its error
// names a file that cannot be used: of a plan this version does not make,
// unreadable, damaged or of another plan.
func MergeFiles(paths []string, id result.PlanID, all []Witness) (*FileMerge, error) {
	p, ws, err := PlanOf(id, all)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", paths[0], err)
	}
	g, err := shard.Gather(paths, id, shard.GatherOptions[result.VerifyCube]{Keys: p.Keys(), What: "cubes",
		Describe: func(cf shard.Conflict) string { return ConflictText(p, cf) }, Check: p.CheckRecord, Drop: true})
	if err != nil {
		return nil, err
	}
	m := &FileMerge{Gathered: g, plan: p, ws: ws}
	m.dropIncomplete()
	return m, nil
}

// dropIncomplete treats a cube whose record lacks the evidence of one of
// the plan's witnesses' sets as missing: noted with the cube, the witness
// and the files, and left out of the merge, so that the merge is
// incomplete (a witness's total is not summed over fewer cubes). A
// record with failed checks is left as it is: its failures are findings.
func (m *FileMerge) dropIncomplete() {
	shown := 0
	for i, ok := range m.Present {
		if !ok || len(m.Evidence[i].Failures) > 0 {
			continue
		}
		lack := m.lacking(m.Evidence[i])
		if lack == "" {
			continue
		}
		m.Present[i] = false
		m.Status.Done--
		m.Status.Missing++
		if shown++; shown <= shard.ShowMax {
			m.Note("cube %d (%s): %s has no evidence of %s; missing evidence is missing: rerun its shard",
				i, m.plan.Cubes[i].Name(), strings.Join(m.Paths[i], " and "), lack)
		} else if shown == shard.ShowMax+1 {
			m.Note("... and more cubes without a witness's evidence")
		}
	}
}

// lacking names the first witness set of the plan that rec has no
// evidence of ("witness dfs's all set"), "" when it has every one.
func (m *FileMerge) lacking(rec result.VerifyCube) string {
	for _, w := range CubeWitnesses(m.ws) {
		for _, s := range w.Sets {
			if !slices.ContainsFunc(rec.Evidence, func(e result.SetEvidence) bool { return e.Witness == w.Name && e.Set == s.String() }) {
				return fmt.Sprintf("witness %s's %s set", w.Name, s)
			}
		}
	}
	return ""
}

// Result merges the records with MergeShards, the figures checked
// against the reference table ref (nil checks nothing); an error of the
// merge is a note and a finding, and so is a failed check. Its verdict is
// the merge's: fail with a finding, else incomplete with cubes missing,
// else pass.
func (m *FileMerge) Result(ref *reference.Table) result.Verify {
	res, err := MergeShards(m.plan, m.ws, m.Merged, ref)
	if err != nil {
		m.Note("%v", err)
		m.Findings = true
	}
	m.Findings = m.Findings || res.Verdict == result.Fail
	res.Verdict = result.VerdictOf(m.Findings, m.Complete())
	return res
}
