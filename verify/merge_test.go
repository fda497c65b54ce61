package verify

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

// shardRuns runs board size n as k runs with Options.Only and returns
// every cube's record, by index, and the runs' results.
func shardRuns(t *testing.T, n, k int, ws []Witness) ([]result.VerifyCube, []result.Verify) {
	t.Helper()
	plan := mustPlan(t, n, -1)
	recs := make([]result.VerifyCube, len(plan.Cubes))
	var results []result.Verify
	for i := 0; i < k; i++ {
		res, err := Run(context.Background(), n, Options{Witnesses: ws, CubeRows: -1,
			Only: func(c Cube) bool { return c.Index%k == i },
			OnCube: func(c result.VerifyCube) error {
				if c.Index%k != i {
					return fmt.Errorf("cube %d ran in shard %d/%d", c.Index, i, k)
				}
				recs[c.Index] = c
				return nil
			}})
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, res)
	}
	return recs, results
}

// TestOnlyAndMerge: runs of some cubes leave the board's figures and
// checks alone and run no witness of figures; merged, their records give
// the figures and checks of one run.
func TestOnlyAndMerge(t *testing.T) {
	t.Parallel()
	for _, n := range []int{6, 8, 9} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			t.Parallel()
			ws := dfsSide()
			ws[3].Figures = func(context.Context, int) (Figures, error) {
				return Figures{}, fmt.Errorf("a witness of figures ran in a part of the board")
			}
			recs, parts := shardRuns(t, n, 3, ws)
			for _, p := range parts {
				if p.Verdict != result.Pass || p.Total.IsKnown() || p.Classes.IsKnown() {
					t.Errorf("part: verdict %s, total %v, classes %v", p.Verdict, p.Total, p.Classes)
				}
				for _, c := range p.Checks {
					if c.Name == "burnside" || c.Name == "count" {
						t.Errorf("a part made the board's check %s %s", c.Name, c.Witnesses)
					}
				}
			}
			present := make([]bool, len(recs))
			for i := range present {
				present[i] = true
			}
			plan := mustPlan(t, n, -1)
			got, err := Merge(plan, dfsSide(), recs, present, nil)
			if err != nil {
				t.Fatal(err)
			}
			want, err := Run(context.Background(), n, Options{Witnesses: dfsSide(), CubeRows: -1})
			if err != nil {
				t.Fatal(err)
			}
			if got.Verdict != result.Pass || got.Total != want.Total || got.Classes != want.Classes || *got.Orbits != *want.Orbits ||
				got.Fix90 != want.Fix90 || got.Fix180 != want.Fix180 || got.Total != result.KnownInt(oeis.Q[n-1]) {
				t.Errorf("merged %s %v %v %v %v, one run %v %v %v %v", got.Verdict, got.Total, got.Classes, got.Fix90, got.Fix180, want.Total, want.Classes, want.Fix90, want.Fix180)
			}
			for i, w := range got.Witnesses {
				wd := want.Witnesses[i].Digest
				if w.Name != want.Witnesses[i].Name || (w.Digest == nil) != (wd == nil) || (wd != nil && *w.Digest != *wd) || w.Total != want.Witnesses[i].Total {
					t.Errorf("witness %s: merged %v %v, one run %v %v", w.Name, w.Total, w.Digest, want.Witnesses[i].Total, want.Witnesses[i].Digest)
				}
			}
			names := map[string]bool{}
			for _, c := range got.Checks {
				names[c.Name] = true
			}
			if !names["burnside"] || !names["evidence"] || !names["count"] {
				t.Errorf("merge made the checks %v", names)
			}

			// With a cube missing: a part, figures unknown.
			present[len(present)-1] = false
			part, err := Merge(plan, dfsSide(), recs, present, nil)
			if err != nil {
				t.Fatal(err)
			}
			if part.Total.IsKnown() || part.Verdict != result.Pass {
				t.Errorf("with a cube missing: verdict %s, total %v", part.Verdict, part.Total)
			}
		})
	}
}

// TestMergeNamesTheCube: a record whose witnesses disagree fails the
// check "evidence" with its cube named; RecordDiff names the witness.
func TestMergeNamesTheCube(t *testing.T) {
	t.Parallel()
	recs, _ := shardRuns(t, 8, 1, dfsSide())
	plan := mustPlan(t, 8, -1)
	k := 7
	for recs[k].Evidence[0].Count == 0 {
		k++
	}
	bad := recs[k]
	bad.Evidence = append([]result.SetEvidence(nil), bad.Evidence...)
	bad.Evidence[1].Fix180++ // dfs-iter's all set
	present := make([]bool, len(recs))
	for i := range present {
		present[i] = true
	}
	good := recs[k]
	recs[k] = bad
	res, err := Merge(plan, dfsSide(), recs, present, nil)
	if err != nil {
		t.Fatal(err)
	}
	var c result.Check
	for _, ch := range res.Checks {
		if !ch.OK && ch.Name == "evidence" {
			c = ch
			break
		}
	}
	if res.Verdict != result.Fail || c.Cube != plan.Cubes[k].Name() || !strings.Contains(c.Detail, "dfs-iter has") {
		t.Errorf("verdict %s, check %+v, want the evidence check failing in %s", res.Verdict, c, plan.Cubes[k].Name())
	}
	if d := RecordDiff(good, bad); !strings.HasPrefix(d, "dfs-iter's all set: ") {
		t.Errorf("RecordDiff: %q", d)
	}
	if d := RecordDiff(good, good); d != "the records are equal" {
		t.Errorf("RecordDiff of equal records: %q", d)
	}
	// A record of another cube is refused.
	recs[k] = recs[k+1]
	if _, err := Merge(plan, dfsSide(), recs, present, nil); err == nil {
		t.Error("Merge took a record of another cube")
	}
}

// TestPlanOf: the plan and witnesses come back from their ID; an ID of
// another version or with a witness unknown is refused.
func TestPlanOf(t *testing.T) {
	t.Parallel()
	ws := dfsSide()
	plan := mustPlan(t, 9, 3)
	id := plan.ID(ws)
	if !strings.Contains(id.Method, "rows=3:dfs,dfs-iter,dfs-symmetric") {
		t.Errorf("method %q", id.Method)
	}
	p, got, err := PlanOf(id, ws)
	if err != nil || p.Rows != 3 || len(p.Cubes) != len(plan.Cubes) || strings.Join(Names(got), ",") != "dfs,dfs-iter,dfs-symmetric" {
		t.Fatalf("PlanOf: %v rows %d, %v", err, p.Rows, Names(got))
	}
	for _, edit := range []func(*result.PlanID){
		func(id *result.PlanID) { id.Version++ },
		func(id *result.PlanID) { id.Method += ",sat" },
		func(id *result.PlanID) { id.Fingerprint = strings.Repeat("0", len(id.Fingerprint)) },
		func(id *result.PlanID) { id.Command = "count" },
		func(id *result.PlanID) { id.Method = "prefix-cubes" },
	} {
		bad := id
		edit(&bad)
		if _, _, err := PlanOf(bad, ws); err == nil {
			t.Errorf("PlanOf took %+v", bad)
		}
	}
}
