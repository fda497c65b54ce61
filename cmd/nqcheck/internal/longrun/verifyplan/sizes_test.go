package verifyplan

import (
	"context"
	"fmt"
	"github.com/nqcheck/nqcheck/verify"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

// TestSizes: every size reported in order; a run that ctx stops reports
// the size in progress only when it already failed.
func TestSizes(t *testing.T) {
	t.Parallel()
	var reported []int
	run, err := Sizes{Sizes: []int{4, 5, 6}, Options: verify.Options{Witnesses: dfsSide(), CubeRows: -1},
		Size: func(res result.Verify) { reported = append(reported, res.N) }}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(reported) != "[4 5 6]" || len(run.Results) != 3 || run.Mismatch || run.StoppedAt != 0 || run.Last.N != 6 {
		t.Fatalf("reported %v, run %+v", reported, run)
	}
	for _, res := range run.Results {
		if res.Total != result.KnownInt(oeis.Q[res.N-1]) {
			t.Errorf("n = %d: total %v", res.N, res.Total)
		}
	}

	// The stop comes at n = 7's second cube; a board without its last
	// queen in cube 0 of size faultN is a failed check.
	for _, tc := range []struct {
		faultN   int
		reported string
	}{{0, "[5 6]"}, {6, "[5 6]"}, {7, "[5 6 7]"}} {
		ctx, cancel := context.WithCancel(context.Background())
		ws := dfsSide()
		inner := ws[1].Enumerate
		ws[1].Enumerate = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit) error {
			if n == 7 && cubes[0].Index == 1 {
				cancel()
				return ctx.Err()
			}
			return inner(ctx, n, cubes, func(set verify.Set, cube int, p board.Placement) {
				if n == tc.faultN && cubes[cube].Index == 0 {
					p = p[:len(p)-1]
				}
				emit(set, cube, p)
			})
		}
		reported = nil
		run, err := Sizes{Sizes: []int{5, 6, 7, 8}, Options: verify.Options{Witnesses: ws, CubeRows: -1},
			Size: func(res result.Verify) { reported = append(reported, res.N) }}.Run(ctx)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if run.StoppedAt != 7 || run.Last.N != 7 || run.Mismatch != (tc.faultN != 0) || fmt.Sprint(reported) != tc.reported || len(run.Results) != len(reported) {
			t.Errorf("fault at n = %d: reported %v, stopped at %d, mismatch %v", tc.faultN, reported, run.StoppedAt, run.Mismatch)
		}
	}
}

// TestSizesScale: with Scale the size's cubes go to the result file, and
// ShardReport says how the shard went.
func TestSizesScale(t *testing.T) {
	t.Parallel()
	out := filepath.Join(t.TempDir(), "s1.json")
	opt := verify.Options{Witnesses: dfsSide()[:2], CubeRows: 2}
	sc, err := StartScale(context.Background(), 8, ScaleOptions{Out: out, Shard: shard.Spec{Index: 1, Of: 3}, Sharded: true}, &opt)
	if err != nil {
		t.Fatal(err)
	}
	run, err := Sizes{Sizes: []int{8}, Options: opt, Scale: sc}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	f, err := shard.Read[result.VerifyCube](out)
	if err != nil || len(f.Units) != sc.Mine || !f.Complete {
		t.Fatalf("file: %v, %v", f, err)
	}
	line, failed := sc.ShardReport(run.Last, false)
	if want := fmt.Sprintf("shard 1/3 of %v: complete, its cubes pass, ", sc.ID); !strings.HasPrefix(line, want) || !strings.HasSuffix(line, "s, written to "+out) || failed != nil {
		t.Errorf("line %q, failed %q", line, failed)
	}
	bad := run.Last
	bad.Checks = append(bad.Checks, result.Check{Name: "valid", Witnesses: "dfs-iter", Detail: "a board is not valid"})
	line, failed = sc.ShardReport(bad, true)
	if want := fmt.Sprintf("shard 1/3 of %v: stopped with %d of %d cubes, 1 check failed, ", sc.ID, sc.Ran, sc.Mine); !strings.HasPrefix(line, want) ||
		fmt.Sprint(failed) != "[shard 1/3: check valid dfs-iter failed: a board is not valid]" {
		t.Errorf("line %q, failed %q", line, failed)
	}
}

// TestMergeFiles: the shards' files merge into the result of one run; a
// missing shard leaves it incomplete and a failed check makes it fail.
func TestMergeFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var paths []string
	var id result.PlanID
	for i := 0; i < 2; i++ {
		p := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		opt := verify.Options{Witnesses: dfsSide(), CubeRows: -1}
		sc, err := StartScale(context.Background(), 8, ScaleOptions{Out: p, Shard: shard.Spec{Index: i, Of: 2}, Sharded: true}, &opt)
		if err != nil {
			t.Fatal(err)
		}
		opt.Witnesses = verify.CubeWitnesses(opt.Witnesses)
		if _, err := (Sizes{Sizes: []int{8}, Options: opt, Scale: sc}).Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		paths, id = append(paths, p), sc.ID
	}
	tests := []struct {
		name    string
		paths   []string
		verdict result.Verdict
		total   string
		notes   int
	}{
		{"whole", paths, result.Pass, "92", 0},
		{"shard missing", paths[:1], result.Incomplete, "-", 1},
	}
	for _, tc := range tests {
		m, err := MergeFiles(tc.paths, id, dfsSide())
		if err != nil {
			t.Fatal(err)
		}
		res := m.Result(nil)
		if res.Verdict != tc.verdict || res.Total.String() != tc.total || len(m.Notes) != tc.notes {
			t.Errorf("%s: verdict %s total %v notes %q", tc.name, res.Verdict, res.Total, m.Notes)
		}
	}
	if _, err := MergeFiles(paths, id, dfsSide()[:1]); err == nil || !strings.HasPrefix(err.Error(), paths[0]+": ") {
		t.Errorf("a witness missing: %v", err)
	}
}
