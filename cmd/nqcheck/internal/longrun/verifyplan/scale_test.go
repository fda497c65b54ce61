package verifyplan

import (
	"context"
	"errors"
	"github.com/nqcheck/nqcheck/verify"
	"path/filepath"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/result"
)

func TestScaleResumesAndWrites(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	jpath := filepath.Join(dir, "verify.journal")
	out := filepath.Join(dir, "s0.json")
	ws := []verify.Witness{verify.DFS(), verify.DFSIterative()}

	opt := verify.Options{Witnesses: ws, CubeRows: 2}
	sc, err := StartScale(context.Background(), 8, ScaleOptions{Journal: jpath, Out: out, Shard: shard.Spec{Index: 0, Of: 2}, Sharded: true}, &opt)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := verify.Run(context.Background(), 8, opt); err != nil {
		t.Fatal(err)
	}
	if err := sc.Finish(false); err != nil {
		t.Fatal(err)
	}
	if sc.Mine == 0 || sc.Ran != sc.Mine || sc.Resumed != 0 {
		t.Fatalf("mine %d ran %d resumed %d", sc.Mine, sc.Ran, sc.Resumed)
	}
	f, err := shard.Read[result.VerifyCube](out)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Units) != sc.Mine || !f.Complete || f.Plan != sc.ID {
		t.Errorf("file: %d units, complete %v, plan %v; want %d, true, %v", len(f.Units), f.Complete, f.Plan, sc.Mine, sc.ID)
	}

	whole := verify.Options{Witnesses: ws, CubeRows: 2}
	again, err := StartScale(context.Background(), 8, ScaleOptions{Journal: jpath, Shard: shard.Spec{Of: 1}}, &whole)
	if err != nil {
		t.Fatal(err)
	}
	if again.Resumed != sc.Mine || again.Mine != len(again.Plan.Cubes) || again.JournalPath() != jpath {
		t.Errorf("resumed %d of %d from %s, want %d of %d from %s", again.Resumed, again.Mine, again.JournalPath(), sc.Mine, len(again.Plan.Cubes), jpath)
	}
	res, err := verify.Run(context.Background(), 8, whole)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Finish(false); err != nil {
		t.Fatal(err)
	}
	if res.Verdict != result.Pass || res.Plan.Skipped != sc.Mine {
		t.Errorf("verdict %v with %d cubes skipped, want pass with %d", res.Verdict, res.Plan.Skipped, sc.Mine)
	}

	// The journal of other witnesses is bad input.
	other := verify.Options{Witnesses: []verify.Witness{verify.DFS()}, CubeRows: 2}
	_, err = StartScale(context.Background(), 8, ScaleOptions{Journal: jpath, Shard: shard.Spec{Of: 1}}, &other)
	var ce *unitplan.CheckpointError
	if !errors.As(err, &ce) || !ce.Bad {
		t.Errorf("other plan's journal: %v, want a bad-input CheckpointError", err)
	}
}
