package verify

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
)

// TestCertify certifies n = 1..9 with the SAT witness alone, in worker
// processes: every cube's proof checks, and the certified solutions add
// up to the count.
func TestCertify(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 9; n++ {
		res, err := Run(context.Background(), n, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Verdict != result.Pass {
			t.Fatalf("n = %d: %v", n, failed(res))
		}
		ct := res.Certificate
		if ct == nil || ct.Cubes != res.Plan.Cubes || ct.Solutions != uint64(oeis.Q[n-1]) || ct.Lemmas < uint64(ct.Cubes) {
			t.Errorf("n = %d: certificate %+v, plan %+v", n, ct, res.Plan)
		}
		if !hasCheck(res, "cover", "plan") || !hasCheck(res, "certificate", "sat") {
			t.Errorf("n = %d: checks %v", n, res.Checks)
		}
	}
}

func hasCheck(res result.Verify, name, witnesses string) bool {
	return slices.ContainsFunc(res.Checks, func(c result.Check) bool { return c.Name == name && c.Witnesses == witnesses && c.OK })
}

// tamper wraps the SAT witness's Prove so that change sees each board of
// the All set of each cube and says what to emit in its place.
func tamper(w Witness, change func(cube Cube, p board.Placement) []board.Placement) Witness {
	inner := w.Prove
	w.Prove = func(ctx context.Context, n int, cubes []Cube, emit Emit, proof ProofEmit) error {
		return inner(ctx, n, cubes, func(set Set, cube int, p board.Placement) {
			for _, q := range change(cubes[cube], p) {
				emit(set, cube, q)
			}
		}, proof)
	}
	return w
}

// TestCertifyLostModel drops one model of one cube of n = 8 from the SAT
// witness, which still hands in its proof: with no other witness to
// disagree, the certificate check fails and names the cube. A board
// given twice, and one outside its cube, fail it too.
func TestCertifyLostModel(t *testing.T) {
	t.Parallel()
	target := board.Solution{1, 3}
	for _, tc := range []struct {
		name   string
		change func(c Cube, p board.Placement, first bool) []board.Placement
		want   string
	}{
		{"lost", func(c Cube, p board.Placement, first bool) []board.Placement {
			if first {
				return nil
			}
			return []board.Placement{p}
		}, "'s proof that the cube has no solution beyond its 0 fails: proof line"}, // the cube's one solution lost
		{"twice", func(c Cube, p board.Placement, first bool) []board.Placement {
			if first {
				return []board.Placement{p, p}
			}
			return []board.Placement{p}
		}, "comes twice"},
		{"outside", func(c Cube, p board.Placement, first bool) []board.Placement {
			if first {
				q := slices.Clone(p)
				q[0].Col = 0
				return []board.Placement{q}
			}
			return []board.Placement{p}
		}, "is not a solution of the cube"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			done := false
			w := tamper(SAT(satOptions()), func(c Cube, p board.Placement) []board.Placement {
				first := !done && slices.Equal(c.Prefix, target)
				if first {
					done = true
				}
				return tc.change(c, p, first)
			})
			res, err := Run(context.Background(), 8, Options{Witnesses: []Witness{w}, CubeRows: -1, Certify: true})
			if err != nil {
				t.Fatal(err)
			}
			if !done {
				t.Fatal("no board of the cube was seen")
			}
			fs := failed(res)
			if res.Verdict != result.Fail || len(fs) == 0 {
				t.Fatalf("verdict %v, failed %v", res.Verdict, fs)
			}
			var cert *result.Check
			for i := range fs {
				if fs[i].Name == "certificate" {
					cert = &fs[i]
				}
			}
			if cert == nil || cert.Cube != board.PrefixName(target) || !strings.Contains(cert.Detail, tc.want) {
				t.Errorf("got %+v, want the certificate check failed in %s with %q", cert, board.PrefixName(target), tc.want)
			}
			if res.Certificate.Cubes != res.Plan.Cubes-1 {
				t.Errorf("%d cubes certified of %d, want all but one", res.Certificate.Cubes, res.Plan.Cubes)
			}
		})
	}
}

// TestCertifyNoProof: a cube without its proof fails, and a run with no
// witness that proves is an error.
func TestCertifyNoProof(t *testing.T) {
	t.Parallel()
	w := SAT(satOptions())
	inner := w.Prove
	w.Prove = func(ctx context.Context, n int, cubes []Cube, emit Emit, proof ProofEmit) error {
		return inner(ctx, n, cubes, emit, func(cube int, lemmas [][]encode.Lit) {
			if cube != 0 {
				proof(cube, lemmas)
			}
		})
	}
	res, err := Run(context.Background(), 8, Options{Witnesses: []Witness{w}, CubeRows: -1, Certify: true})
	if err != nil {
		t.Fatal(err)
	}
	fs := failed(res)
	if len(fs) != 1 || fs[0].Name != "certificate" || !strings.Contains(fs[0].Detail, "sent no proof") {
		t.Errorf("failed %v", fs)
	}
	_, err = Run(context.Background(), 6, Options{Witnesses: dfsSide(), Certify: true})
	if err == nil || !strings.Contains(err.Error(), "needs a witness that writes proofs") {
		t.Errorf("got %v", err)
	}
	if SAT(SATOptions{Mode: sat.Enumerate}).Prove != nil {
		t.Error("enumerate mode proves")
	}
}

// TestCoverCheck checks the cover check on the plans of n = 1..10 and on
// plans with a cube missing, doubled, or attacked.
func TestCoverCheck(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 10; n++ {
		for k := 0; k <= min(n, 4); k++ {
			if c := coverCheck(n, mustPlan(t, n, k)); !c.OK {
				t.Errorf("n = %d, %d rows: %v", n, k, c.Detail)
			}
		}
	}
	plan := mustPlan(t, 8, 2)
	for _, tc := range []struct {
		name  string
		cubes []Cube
		want  string
	}{
		{"missing", plan.Cubes[1:], "no cube covers the placement rows 1-2 = 1 3"},
		{"doubled", append(slices.Clone(plan.Cubes), plan.Cubes[5]), "2 cubes are the placement"},
		{"attacked", append(slices.Clone(plan.Cubes), Cube{Prefix: board.Solution{0, 1}}), "cube rows 1-2 = 1 2 holds two queens that attack each other"},
		{"short", append(slices.Clone(plan.Cubes), Cube{Prefix: board.Solution{0}}), "of the plan's"},
	} {
		p := plan
		p.Cubes = tc.cubes
		if c := coverCheck(8, p); c.OK || !strings.Contains(c.Detail, tc.want) {
			t.Errorf("%s: got %+v, want %q", tc.name, c, tc.want)
		}
	}
}

// TestCertifyShardsAndResume: shards certify their cubes and record each
// proof's check; merged, the records certify the board. A run that
// resumes from records counts theirs too, and a record of a failed proof
// is not counted.
func TestCertifyShardsAndResume(t *testing.T) {
	t.Parallel()
	n, k := 8, 3
	plan := mustPlan(t, n, -1)
	recs := make([]result.VerifyCube, len(plan.Cubes))
	for i := 0; i < k; i++ {
		res, err := Run(context.Background(), n, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: true,
			Only:   func(c Cube) bool { return c.Index%k == i },
			OnCube: func(c result.VerifyCube) error { recs[c.Index] = c; return nil }})
		if err != nil || res.Verdict != result.Pass {
			t.Fatalf("shard %d: %v %v", i, err, failed(res))
		}
	}
	for _, r := range recs {
		if r.Certificate == nil || !r.Certificate.OK || r.Certificate.Witness != "sat" || len(r.Certificate.ProofSHA256) != 64 {
			t.Fatalf("cube %d: certificate record %+v", r.Index, r.Certificate)
		}
	}
	present := make([]bool, len(recs))
	for i := range present {
		present[i] = true
	}
	got, err := Merge(plan, []Witness{SAT(satOptions())}, recs, present, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ct := got.Certificate; got.Verdict != result.Pass || ct == nil || ct.Cubes != len(plan.Cubes) || ct.Solutions != 92 {
		t.Errorf("merged: %v, certificate %+v", got.Verdict, got.Certificate)
	}
	// Resume with the first half done; one record says its proof failed.
	bad := recs[3]
	bad.Certificate = &result.CubeCertificate{Witness: "sat", OK: false, Solutions: bad.Certificate.Solutions, Lemmas: 1}
	res, err := Run(context.Background(), n, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: true,
		Done: func(c Cube) (result.VerifyCube, bool) {
			if c.Index == 3 {
				return bad, true
			}
			return recs[c.Index], c.Index < len(plan.Cubes)/2
		}})
	if err != nil {
		t.Fatal(err)
	}
	if ct := res.Certificate; ct == nil || ct.Cubes != len(plan.Cubes)-1 || ct.Solutions != 92-bad.Certificate.Solutions {
		t.Errorf("resumed: certificate %+v", res.Certificate)
	}
}

// BenchmarkCertify runs the SAT witness alone on n = 10, with and
// without the proof check, in two worker processes.
func BenchmarkCertify(b *testing.B) {
	for _, certify := range []bool{false, true} {
		b.Run(map[bool]string{false: "plain", true: "certify"}[certify], func(b *testing.B) {
			for b.Loop() {
				res, err := Run(context.Background(), 10, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: certify})
				if err != nil || res.Verdict != result.Pass {
					b.Fatal(err, failed(res))
				}
			}
		})
	}
}

// TestCoverCheckStops: the cover search of a bundle's plan, n^rows steps
// that a manifest from others chooses (here 10^10), ends when its context
// does.
func TestCoverCheckStops(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := coverCheckContext(ctx, 10, mustPlan(t, 10, 10)); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled search: %v, want context.Canceled", err)
	}
}
