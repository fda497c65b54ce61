package verify

import (
	"context"
	"fmt"
	"slices"

	"github.com/nqcheck/nqcheck/reference"
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
