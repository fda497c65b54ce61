package verifyplan

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// ConflictText says, for a conflict between two files' records of one of
// p's cubes, which cube it is, which files and how the records differ.
func ConflictText(p verify.Plan, cf shard.Conflict) string {
	var a, b result.VerifyCube
	diff := "the records differ"
	if json.Unmarshal([]byte(cf.Evidence[0]), &a) == nil && json.Unmarshal([]byte(cf.Evidence[1]), &b) == nil {
		diff = verify.RecordDiff(a, b)
	}
	return fmt.Sprintf("cube %d (%s): %s and %s differ: %s", cf.Unit, p.Cubes[cf.Unit].Name(), cf.Paths[0], cf.Paths[1], diff)
}

// MergeShards merges the records of m, the result files of plan p with
// witnesses ws, as Merge does. Conflicting cubes have no one record to
// merge: the others are checked all the same, and the board's figures
// stay unknown. Seconds is the sum of the files' seconds, rounded. Merge's
// errors are the files' fault (a sum that would wrap): with one, the
// result holds the plan only, and the error is returned with it.
func MergeShards(p verify.Plan, ws []verify.Witness, m *shard.Merged[result.VerifyCube], expect *reference.Table) (result.Verify, error) {
	present := slices.Clone(m.Present)
	for _, cf := range m.Conflicts {
		present[cf.Unit] = false
	}
	res, err := verify.Merge(p, ws, m.Evidence, present, expect)
	if err != nil {
		res = result.Verify{N: p.N, Plan: result.VerifyPlan{CubeRows: p.Rows, Cubes: len(p.Cubes), Fingerprint: p.Fingerprint(verify.Names(ws))},
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
	plan verify.Plan
	ws   []verify.Witness
}

// MergeFiles reads and merges the result files at paths of the verify
// plan id, rebuilt by PlanOf with the witnesses taken from all. Its error
// names a file that cannot be used: of a plan this version does not make,
// unreadable, damaged or of another plan.
func MergeFiles(paths []string, id result.PlanID, all []verify.Witness) (*FileMerge, error) {
	p, ws, err := verify.PlanOf(id, all)
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
	for _, w := range verify.CubeWitnesses(m.ws) {
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
