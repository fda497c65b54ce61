package verify

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/catch"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

// dfsSide is the DFS side's witnesses: no SAT engine, so tests may run in
// parallel in one process.
func dfsSide() []Witness { return []Witness{DFS(), DFSIterative(), DFSSymmetric(), Count()} }

func failed(res result.Verify) []result.Check {
	var out []result.Check
	for _, c := range res.Checks {
		if !c.OK {
			out = append(out, c)
		}
	}
	return out
}

func TestAgreeDFSSide(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		res, err := Run(context.Background(), n, Options{Witnesses: dfsSide(), CubeRows: -1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Verdict != result.Pass || len(failed(res)) > 0 {
			t.Fatalf("n = %d: %v %v", n, res.Verdict, failed(res))
		}
		if res.Total != result.KnownInt(oeis.Q[n-1]) || res.Classes != result.KnownInt(oeis.Classes[n-1]) {
			t.Errorf("n = %d: total %v classes %v", n, res.Total, res.Classes)
		}
	}
}

// TestLostSolutionNamesCube drops one solution of one cube from dfs-iter
// and expects the failure to name that cube.
func TestLostSolutionNamesCube(t *testing.T) {
	t.Parallel()
	ws := dfsSide()
	lossy := ws[1]
	inner := lossy.Enumerate
	lossy.Enumerate = func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
		dropped := false
		return inner(ctx, n, cubes, func(set Set, cube int, p board.Placement) {
			if !dropped && slices.Equal(cubes[cube].Prefix, board.Solution{1, 3}) {
				dropped = true
				return
			}
			emit(set, cube, p)
		})
	}
	ws[1] = lossy
	res, err := Run(context.Background(), 8, Options{Witnesses: ws, CubeRows: 2})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != result.Fail {
		t.Fatal("a lost solution passed")
	}
	var set *result.Check
	for _, c := range failed(res) {
		if c.Name == "set" && c.Witnesses == "dfs/dfs-iter" {
			set = &c
		}
	}
	if set == nil || set.Cube != "rows 1-2 = 2 4" || !strings.Contains(set.Detail, "rows 1-2 = 2 4") || !strings.Contains(set.Detail, "dfs-iter lacks it") {
		t.Fatalf("set check %+v; failures %v", set, failed(res))
	}
}

// TestPanicIsWitnessFailure injects a panic into one witness: the run
// goes on, the witness fails with the panic's message, its figures are
// unknown.
func TestPanicIsWitnessFailure(t *testing.T) {
	t.Parallel()
	ws := dfsSide()
	ws[1].Enumerate = func(context.Context, int, []Cube, Emit) error { panic("broken on purpose") }
	res, err := Run(context.Background(), 6, Options{Witnesses: ws, CubeRows: -1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != result.Fail {
		t.Fatal("a panicking witness passed")
	}
	f := failed(res)
	if len(f) == 0 || f[0].Name != "witness" || f[0].Witnesses != "dfs-iter" || !strings.Contains(f[0].Detail, "broken on purpose") {
		t.Fatalf("failures %v", f)
	}
	for _, w := range res.Witnesses {
		if w.Name == "dfs-iter" && (w.Failed != "broken on purpose" || w.Total.IsKnown()) {
			t.Errorf("dfs-iter entry %+v", w)
		}
		if w.Name == "dfs" && w.Total != result.Known(4) {
			t.Errorf("dfs total %v", w.Total)
		}
	}
}

// TestGoroutinePanicIsWitnessFailure: a panic in a goroutine of a witness,
// brought back as an error holding a *catch.Panic (as dfs's workers and
// sat's worker pipes do), is that witness's failure too, whether it
// enumerates or gives figures.
func TestGoroutinePanicIsWitnessFailure(t *testing.T) {
	t.Parallel()
	inGoroutine := func() error {
		errc := make(chan error)
		go func() { errc <- catch.Call("its search goroutine", func() error { panic("broken on purpose") }) }()
		return fmt.Errorf("the search: %w", <-errc)
	}
	ws := dfsSide()
	ws[1].Enumerate = func(context.Context, int, []Cube, Emit) error { return inGoroutine() }
	ws[3].Figures = func(context.Context, int) (Figures, error) { return Figures{}, inGoroutine() }
	res, err := Run(context.Background(), 6, Options{Witnesses: ws, CubeRows: -1})
	if err != nil {
		t.Fatal(err)
	}
	if res.Verdict != result.Fail {
		t.Fatal("a witness whose goroutine panicked passed")
	}
	const msg = "the search: its search goroutine panicked: broken on purpose"
	panicked := map[string]bool{}
	for _, c := range failed(res) {
		if c.Name == "witness" && c.Detail == c.Witnesses+" panicked: "+msg {
			panicked[c.Witnesses] = true
		}
	}
	if !panicked["dfs-iter"] || !panicked["count"] {
		t.Fatalf("failures %v, want the panics of dfs-iter and count", failed(res))
	}
	for _, w := range res.Witnesses {
		if (w.Name == "dfs-iter" || w.Name == "count") && (w.Failed != msg || w.Total.IsKnown()) {
			t.Errorf("%s entry %+v", w.Name, w)
		}
	}
}

// TestResume runs n = 9 once, recording each cube, then again with half
// the cubes given as done: same figures, the skipped cubes counted.
func TestResume(t *testing.T) {
	t.Parallel()
	records := map[int]result.VerifyCube{}
	first, err := Run(context.Background(), 9, Options{Witnesses: dfsSide(), CubeRows: -1, OnCube: func(c result.VerifyCube) error {
		records[c.Index] = c
		return nil
	}})
	if err != nil || first.Verdict != result.Pass {
		t.Fatal(err, first.Verdict)
	}
	if len(records) != first.Plan.Cubes {
		t.Fatalf("%d records for %d cubes", len(records), first.Plan.Cubes)
	}
	ran := 0
	again, err := Run(context.Background(), 9, Options{Witnesses: dfsSide(), CubeRows: -1,
		Done: func(c Cube) (result.VerifyCube, bool) {
			rec, ok := records[c.Index]
			return rec, ok && c.Index%2 == 0
		},
		OnCube: func(result.VerifyCube) error { ran++; return nil }})
	if err != nil || again.Verdict != result.Pass {
		t.Fatal(err, again.Verdict, failed(again))
	}
	if again.Total != first.Total || again.Classes != first.Classes || *again.Orbits != *first.Orbits || again.Plan.Skipped+ran != first.Plan.Cubes {
		t.Fatalf("resumed %+v, first %+v, ran %d", again, first, ran)
	}
	// A record whose digest was changed (one solution replaced by another)
	// fails the evidence check of its cube.
	var changed *result.VerifyCube
	for i, c := range records {
		if c.Evidence[0].Count > 0 {
			rec := records[i]
			rec.Evidence = slices.Clone(rec.Evidence)
			rec.Evidence[1].Digest = rec.Evidence[1].Digest.Plus(result.HashSolution([]int{0, 2, 4, 1, 3}))
			changed = &rec
			break
		}
	}
	bad, err := Run(context.Background(), 9, Options{Witnesses: dfsSide(), CubeRows: -1,
		Done: func(c Cube) (result.VerifyCube, bool) {
			if c.Index == changed.Index {
				return *changed, true
			}
			return result.VerifyCube{}, false
		}})
	if err != nil || bad.Verdict != result.Fail {
		t.Fatalf("a changed digest passed: %v %v", err, bad.Verdict)
	}
	if f := failed(bad); len(f) == 0 || f[0].Name != "evidence" || f[0].Cube == "" {
		t.Fatalf("failures %v", f)
	}
}

func TestInterrupted(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := Run(ctx, 10, Options{Witnesses: dfsSide(), CubeRows: -1})
	if err == nil || res.Verdict != result.Incomplete || res.Total.IsKnown() {
		t.Fatalf("%v %+v", err, res)
	}
}

func TestSelect(t *testing.T) {
	t.Parallel()
	ws, err := Select(Default(SATOptions{}), "count,dfs")
	if err != nil || !slices.Equal(Names(ws), []string{"dfs", "count"}) {
		t.Fatalf("%v %v", Names(ws), err)
	}
	if _, err := Select(Default(SATOptions{}), "dfs,bogus"); err == nil || !strings.Contains(err.Error(), `unknown witness "bogus"`) {
		t.Fatalf("err %v", err)
	}
}

func TestPlan(t *testing.T) {
	t.Parallel()
	p := mustPlan(t, 8, 2)
	if len(p.Cubes) != 42 || p.Cubes[0].Key() != "0 2" || p.Fingerprint([]string{"dfs"}) == mustPlan(t, 8, 3).Fingerprint([]string{"dfs"}) {
		t.Fatalf("plan %d cubes, first %q", len(p.Cubes), p.Cubes[0].Key())
	}
}

// TestFaults injects one fault at a time into one witness's boards of one
// cube and checks the check that names it.
func TestFaults(t *testing.T) {
	t.Parallel()
	target := board.Solution{2, 4} // the cube "rows 1-2 = 3 5" of n = 8: 4 solutions, 1 fixed by the half turn
	tests := []struct {
		name    string
		witness int // index in dfsSide()
		fault   func(set Set, boards []board.Placement) []board.Placement
		check   string
		detail  string
	}{
		{"duplicate", 0, func(_ Set, b []board.Placement) []board.Placement { return append(b, b[0]) }, "distinct dfs", "more than once"},
		{"invalid", 1, func(_ Set, b []board.Placement) []board.Placement {
			b[0] = b[0][:len(b[0])-1]
			return b
		}, "valid dfs-iter", "row 8 holds no queen"},
		{"cells out of row order", 1, func(_ Set, b []board.Placement) []board.Placement {
			b[0][0], b[0][1] = b[0][1], b[0][0] // still a solution, but not a Placement
			return b
		}, "valid dfs-iter", "lists its cells out of row order"},
		{"out of order", 0, func(_ Set, b []board.Placement) []board.Placement {
			b[0], b[1] = b[1], b[0]
			return b
		}, "order dfs", "does not come after"},
		{"outside the cube", 1, func(_ Set, b []board.Placement) []board.Placement {
			return append(b, board.Solution{0, 4, 7, 5, 2, 6, 1, 3}.Placement())
		}, "cube-member dfs-iter", "lies outside the cube"},
		{"replaced", 1, func(_ Set, b []board.Placement) []board.Placement {
			b[0] = board.Solution{0, 4, 7, 5, 2, 6, 1, 3}.Placement() // same count, one solution replaced
			return b
		}, "evidence dfs/dfs-iter", "digest"},
		{"not fixed", 2, func(set Set, b []board.Placement) []board.Placement {
			if set == Fix180 {
				return append(b, board.Solution{2, 4, 1, 7, 5, 3, 6, 0}.Placement())
			}
			return b
		}, "fix180 dfs-symmetric", "is not fixed by the half turn"},
		{"fixed lost", 2, func(set Set, b []board.Placement) []board.Placement {
			if set == Fix180 && len(b) > 0 {
				return b[1:]
			}
			return b
		}, "fix180 dfs/dfs-symmetric", "dfs-symmetric lacks it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ws := dfsSide()
			inner := ws[tt.witness].Enumerate
			ws[tt.witness].Enumerate = func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
				held := map[Set][]board.Placement{}
				err := inner(ctx, n, cubes, func(set Set, cube int, p board.Placement) {
					if slices.Equal(cubes[cube].Prefix, target) {
						held[set] = append(held[set], slices.Clone(p))
						return
					}
					emit(set, cube, p)
				})
				for i, c := range cubes {
					if slices.Equal(c.Prefix, target) {
						for _, set := range ws[tt.witness].Sets {
							for _, p := range tt.fault(set, held[set]) {
								emit(set, i, p)
							}
						}
					}
				}
				return err
			}
			res, err := Run(context.Background(), 8, Options{Witnesses: ws, CubeRows: 2})
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range failed(res) {
				if c.Name+" "+c.Witnesses == tt.check {
					if c.Cube != "rows 1-2 = 3 5" || !strings.Contains(c.Detail, tt.detail) {
						t.Errorf("check %s: cube %q, detail %q", tt.check, c.Cube, c.Detail)
					}
					return
				}
			}
			t.Errorf("no failed check %s in %v", tt.check, failed(res))
		})
	}
}

// TestSumOverflow gives two cubes' records whose counts add up past 2⁶⁴:
// the run fails with an error instead of wrapping.
func TestSumOverflow(t *testing.T) {
	t.Parallel()
	ws := []Witness{DFS()}
	_, err := Run(context.Background(), 6, Options{Witnesses: ws, CubeRows: 1,
		Done: func(c Cube) (result.VerifyCube, bool) {
			ev := result.SetEvidence{Witness: "dfs", Set: "all", CubeEvidence: result.CubeEvidence{Prefix: c.Prefix, Count: 1 << 63}}
			return result.VerifyCube{N: 6, Index: c.Index, Prefix: c.Prefix, Evidence: []result.SetEvidence{ev}}, true
		}})
	if err == nil || !strings.Contains(err.Error(), "overflows 64 bits") {
		t.Fatalf("err %v", err)
	}
}

// TestForeignRecord refuses a record of another cube.
func TestForeignRecord(t *testing.T) {
	t.Parallel()
	_, err := Run(context.Background(), 6, Options{Witnesses: []Witness{DFS()}, CubeRows: 1,
		Done: func(c Cube) (result.VerifyCube, bool) {
			return result.VerifyCube{N: 7, Index: c.Index, Prefix: c.Prefix}, true
		}})
	if err == nil || !strings.Contains(err.Error(), "is of n = 7") {
		t.Fatalf("err %v", err)
	}
}

// TestDigestOnlyOfAllSolutions: a witness's digest is that of its set of
// all solutions; a witness without one (fixed solutions only, or figures
// only) has none, rather than the digest of the empty set that n = 8's
// solutions fixed by the quarter turn would give (32 zeros).
func TestDigestOnlyOfAllSolutions(t *testing.T) {
	t.Parallel()
	res, err := Run(context.Background(), 8, Options{Witnesses: dfsSide(), CubeRows: -1})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range res.Witnesses {
		hasAll := slices.Contains(w.Sets, "all")
		if (w.Digest != nil) != hasAll || (hasAll && *w.Digest == result.Digest{}) {
			t.Errorf("witness %s (sets %v): digest %v", w.Name, w.Sets, w.Digest)
		}
	}
}
