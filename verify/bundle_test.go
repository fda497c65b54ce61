package verify

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/proof/drat"
	"github.com/nqcheck/nqcheck/result"
)

// TestBundle keeps the certificate of n = 8, re-checks it, and then
// changes one byte at a time, in the manifest, a formula and a proof:
// each change fails the check, but for whitespace changed to whitespace
// in the manifest, which is the same JSON.
func TestBundle(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	b, err := CreateBundle(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), 8, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: true, Bundle: b})
	if err != nil || res.Verdict != result.Pass {
		t.Fatalf("%v %v", err, failed(res))
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	got, err := CheckBundle(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if got.N != 8 || got.Cubes != 42 || got.Solutions != 92 || got.Lemmas != res.Certificate.Lemmas {
		t.Errorf("got %+v, the run certified %+v", got, res.Certificate)
	}
	if _, err := CreateBundle(dir); err == nil || !strings.Contains(err.Error(), "holds a certificate bundle already") {
		t.Errorf("a second bundle in the same directory: %v", err)
	}
	r := rand.New(rand.NewPCG(8, 23))
	for _, name := range []string{ManifestName, "cube-00005.cnf", "cube-00005.drat", "cube-00030.drat"} {
		path := filepath.Join(dir, name)
		orig, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for range 8 {
			i := r.IntN(len(orig))
			changed := []byte(string(orig))
			changed[i] ^= byte(1 + r.IntN(255))
			if err := os.WriteFile(path, changed, 0o644); err != nil {
				t.Fatal(err)
			}
			// The manifest is read as JSON: whitespace for whitespace
			// outside a string (its quotes before it even: verify
			// writes no escaped quote) is the same content, and passes.
			same := name == ManifestName && isSpace(orig[i]) && isSpace(changed[i]) && bytes.Count(orig[:i], []byte(`"`))%2 == 0
			if _, err := CheckBundle(context.Background(), dir); (err == nil) != same {
				t.Errorf("%s with byte %d changed from %q to %q: %v", name, i, orig[i], changed[i], err)
			}
		}
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Remove(filepath.Join(dir, "cube-00007.cnf")); err != nil {
		t.Fatal(err)
	}
	if _, err := CheckBundle(context.Background(), dir); err == nil || !strings.Contains(err.Error(), "cube-00007.cnf") {
		t.Errorf("a missing file: %v", err)
	}
}

// TestBundleStopped: a run stopped after some cubes writes their files but
// no manifest, which comes last; the directory is an incomplete bundle
// that a second bundle refuses (not added to), and that CheckBundle does
// not take for a bundle with fewer cubes.
func TestBundleStopped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	b, err := CreateBundle(dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := 0
	sat := SAT(satOptions())
	sat.Batch = 4 // so that the run stops after a few cubes
	_, err = Run(ctx, 8, Options{Witnesses: []Witness{sat}, CubeRows: -1, Certify: true, Bundle: b,
		OnCube: func(result.VerifyCube) error {
			if done++; done == 5 {
				cancel()
			}
			return nil
		}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("the run: %v, want context.Canceled", err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, ManifestName)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a stopped run wrote its manifest: %v", err)
	}
	k := BundleCubes(dir)
	if k < 5 || k > 8 {
		t.Errorf("the files of %d cubes, want those of the two batches of 4 begun", k)
	}
	_, err = CreateBundle(dir)
	var be *BundleExistsError
	if !errors.As(err, &be) || be.Complete || be.Cubes != k || !strings.Contains(err.Error(), "incomplete certificate bundle") {
		t.Errorf("a second bundle in the stopped one's directory: %v", err)
	}
	if _, err := CheckBundle(context.Background(), dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("CheckBundle of the stopped bundle: %v, want no manifest", err)
	}
}

// TestBundleFormula: a bundle whose formula is not the one the cube's
// count needs fails, though its digests match.
func TestBundleFormula(t *testing.T) {
	t.Parallel()
	z := newCertifier(6)
	plan := mustPlan(t, 6, 1)
	c := plan.Cubes[1] // rows 1-1 = 2: the solution 2 4 6 1 3 5
	ok := func(extra ...[]int) [][]int {
		cl := append([][]int{}, z.base...)
		cl = append(cl, []int{2})
		return append(cl, extra...)
	}
	block := []int{-2, -10, -18, -19, -27, -35}
	for _, tc := range []struct {
		name      string
		clauses   [][]int
		solutions int
		want      string
	}{
		{"right", ok(block), 1, ""},
		{"a count too high", ok(block), 2, "clauses"},
		{"a block twice", ok(block, block), 2, "blocked twice"},
		{"a block of a non-solution", ok([]int{-2, -10, -18, -19, -27, -36}), 1, "no solution"},
		{"a block outside the cube", ok([]int{-3, -12, -14, -23, -25, -34}), 1, "outside the cube"},
		{"a short block", ok([]int{-2}), 1, "1 literals"},
		{"no unit", append(append([][]int{}, z.base...), block, block), 1, "the cube's queen of row 1"},
	} {
		err := z.sameFormula(c, tc.solutions, &drat.Formula{Vars: 36, Clauses: tc.clauses})
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestBundleEverySize: the bundle of every small board size checks,
// n = 1 (a formula whose header is longer than its clauses) included
// (before, the bundle of n = 1 was refused: "the line is longer than 6
// bytes").
func TestBundleEverySize(t *testing.T) {
	t.Parallel()
	for n, want := range []uint64{1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40} {
		if n == 0 {
			continue
		}
		got, err := CheckBundle(context.Background(), certifiedBundle(t, n))
		if err != nil {
			t.Errorf("n = %d: %v", n, err)
			continue
		}
		if got.N != n || got.Solutions != want {
			t.Errorf("n = %d: %+v", n, got)
		}
	}
}

// TestLineCapEveryN: for every board size, the header of a formula of as
// many clauses as a bundle's file can hold and the deletion of a clause
// of every variable, negated, fit in lineCap.
func TestLineCapEveryN(t *testing.T) {
	t.Parallel()
	for n := 1; n <= board.MaxN; n++ {
		header := fmt.Sprintf("p cnf %d %d", n*n, MaxBundleCNF/2)
		all := make([]int, n*n)
		for i := range all {
			all[i] = -(i + 1)
		}
		deletion := strings.TrimSuffix(string(drat.AppendText(nil, true, all)), "\n")
		for _, line := range []string{header, deletion} {
			if int64(len(line)) > lineCap(n) {
				t.Errorf("n = %d: %q is %d bytes, over lineCap %d", n, line, len(line), lineCap(n))
			}
		}
	}
}

// TestBundleRefusesEveryNameUpFront: a file by the name of any file a
// bundle writes (each name of a bundle written here, the cover's and the
// symmetric enumerations' included) makes CreateBundle refuse the
// directory, naming it, before any work (before, a leftover cover.cnf,
// fix90.* or fix180.* stopped the run at its end, an incomplete bundle
// left behind).
func TestBundleRefusesEveryNameUpFront(t *testing.T) {
	t.Parallel()
	entries, err := os.ReadDir(certifiedBundle(t, 6))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) < 9 {
		t.Fatalf("the bundle of n = 6 holds %d files", len(entries))
	}
	for _, e := range entries {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, e.Name()), []byte("left over"), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := CreateBundle(dir)
		if !errors.Is(err, fs.ErrExist) || !strings.Contains(err.Error(), e.Name()) && e.Name() != ManifestName {
			t.Errorf("CreateBundle with %s there: %v, want an error naming it", e.Name(), err)
		}
	}
}

// isSpace reports whether b is JSON whitespace.
func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' }
