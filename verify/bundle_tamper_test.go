package verify

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/proof/drat"
	"github.com/nqcheck/nqcheck/result"
)

// certifiedBundle writes the bundle of board size n into a new directory.
func certifiedBundle(t testing.TB, n int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "b")
	b, err := CreateBundle(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), n, Options{Witnesses: []Witness{SAT(satOptions())}, CubeRows: -1, Certify: true, Bundle: b})
	if err != nil || res.Verdict != result.Pass {
		t.Fatalf("%v %v", err, failed(res))
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

// copyBundle copies the files of the bundle in dir into a new directory.
func copyBundle(t testing.TB, dir string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "copy")
	if err := os.CopyFS(out, os.DirFS(dir)); err != nil {
		t.Fatal(err)
	}
	return out
}

// editManifest rewrites the manifest of the bundle in dir, in the one
// form verify writes, after edit.
func editManifest(t testing.TB, dir string, edit func(m *Manifest)) {
	t.Helper()
	path := filepath.Join(dir, ManifestName)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m Manifest
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	edit(&m)
	if data, err = encodeManifest(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// digest returns the SHA-256 of the file name of the bundle in dir.
func digest(t testing.TB, dir, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// TestBundleTampered: each change a forger could make with the digests
// kept right fails CheckBundle, and says where.
func TestBundleTampered(t *testing.T) {
	t.Parallel()
	orig := certifiedBundle(t, 8)
	for _, tc := range []struct {
		name, want string
		edit       func(t *testing.T, dir string)
	}{
		{"a cube replaced by a copy of another", "cube #3", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) {
				solutions := m.Cubes[3].Solutions
				m.Cubes[3] = m.Cubes[4]
				m.Total += uint64(m.Cubes[4].Solutions - solutions)
			})
		}},
		{"a cube's files replaced by another's", "cube rows 1-2", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) {
				c, d := &m.Cubes[3], m.Cubes[4]
				m.Total += uint64(d.Solutions - c.Solutions)
				c.Solutions, c.CNF, c.CNFSHA256, c.Proof, c.ProofSHA256 = d.Solutions, d.CNF, d.CNFSHA256, d.Proof, d.ProofSHA256
			})
		}},
		{"a cube dropped", "lists 41 cubes", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) {
				m.Total -= uint64(m.Cubes[10].Solutions)
				m.Cubes = append(m.Cubes[:10], m.Cubes[11:]...)
			})
		}},
		{"a wrong total", "the total is 93", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Total++ })
		}},
		{"wrong classes", "13 classes", func(t *testing.T, dir string) {
			editManifest(t, dir, func(m *Manifest) { m.Classes++ })
		}},
		{"a symmetric solution unblocked", "fix180: fix180.drat", func(t *testing.T, dir string) {
			dropLastClause(t, dir, "fix180.cnf")
			editManifest(t, dir, func(m *Manifest) {
				m.Fix180.Solutions--
				m.Fix180.CNFSHA256 = digest(t, dir, "fix180.cnf")
				m.Classes = (m.Total + uint64(m.Fix180.Solutions) + 2*uint64(m.Fix90.Solutions)) / 8
			})
		}},
		{"a cube dropped from the cover", "the cover", func(t *testing.T, dir string) {
			dropLastClause(t, dir, "cover.cnf")
			editManifest(t, dir, func(m *Manifest) { m.Cover.CNFSHA256 = digest(t, dir, "cover.cnf") })
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := copyBundle(t, orig)
			tc.edit(t, dir)
			_, err := CheckBundle(context.Background(), dir)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("CheckBundle: %v, want an error naming %q", err, tc.want)
			}
		})
	}
}

// dropLastClause removes the last clause of a bundle's DIMACS file,
// its header made right.
func dropLastClause(t testing.TB, dir, name string) {
	t.Helper()
	path := filepath.Join(dir, name)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := drat.ReadDIMACS(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	f.Clauses = f.Clauses[:len(f.Clauses)-1]
	var b bytes.Buffer
	if err := drat.WriteDIMACS(&b, f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestCoverProofNeedsEveryCube: the cover's proof fails on the cover
// formula of the plan less any one cube, for this package's checker and
// for drat-trim where DRAT_TRIM names it; gophersat finds the placement
// the dropped cube held.
func TestCoverProofNeedsEveryCube(t *testing.T) {
	t.Parallel()
	dir := certifiedBundle(t, 8)
	plan, err := NewPlan(8, -1)
	if err != nil {
		t.Fatal(err)
	}
	proof, err := os.ReadFile(filepath.Join(dir, "cover.drat"))
	if err != nil {
		t.Fatal(err)
	}
	z := newCertifier(8)
	if _, err := drat.Check(context.Background(), z.coverFormula(plan.Rows, plan.Cubes), bytes.NewReader(proof), drat.Options{}); err != nil {
		t.Fatalf("the cover proof fails on the whole plan: %v", err)
	}
	peer := os.Getenv("DRAT_TRIM")
	for i, c := range plan.Cubes {
		less := append(append([]Cube{}, plan.Cubes[:i]...), plan.Cubes[i+1:]...)
		f := z.coverFormula(plan.Rows, less)
		if _, err := drat.Check(context.Background(), f, bytes.NewReader(proof), drat.Options{}); err == nil {
			t.Errorf("the cover proof passes without cube %s", c.Name())
		}
		if i%10 != 0 {
			continue
		}
		models, _, err := refute(context.Background(), SAT(satOptions()).Refute, f)
		if err != nil || len(models) != 1 {
			t.Errorf("without cube %s: %d placements escape (%v), want 1", c.Name(), len(models), err)
		}
		if peer != "" {
			var b bytes.Buffer
			if err := drat.WriteDIMACS(&b, f); err != nil {
				t.Fatal(err)
			}
			cnf := filepath.Join(t.TempDir(), "cover.cnf")
			if err := os.WriteFile(cnf, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			out, _ := exec.Command(peer, cnf, filepath.Join(dir, "cover.drat")).CombinedOutput()
			if strings.Contains(string(out), "s VERIFIED") {
				t.Errorf("drat-trim accepts the cover proof without cube %s", c.Name())
			}
		}
	}
}

// TestBundleDratTrim has drat-trim (DRAT_TRIM) check every formula of
// the bundles of n = 8 and 10 with its proof.
func TestBundleDratTrim(t *testing.T) {
	t.Parallel()
	peer := os.Getenv("DRAT_TRIM")
	if peer == "" {
		t.Skip("DRAT_TRIM is not set: it names drat-trim's binary (bench/certify.sh builds it)")
	}
	for _, n := range []int{8, 10} {
		dir := certifiedBundle(t, n)
		cnfs, _ := filepath.Glob(filepath.Join(dir, "*.cnf"))
		if len(cnfs) < 4 {
			t.Fatalf("n = %d: %d formulas", n, len(cnfs))
		}
		for _, cnf := range cnfs {
			out, _ := exec.Command(peer, cnf, strings.TrimSuffix(cnf, ".cnf")+".drat").CombinedOutput()
			if !strings.Contains(string(out), "s VERIFIED") {
				t.Errorf("n = %d: drat-trim rejects %s:\n%s", n, filepath.Base(cnf), out)
			}
		}
	}
}

// TestBundleLRAT: the LRAT that package drat writes for each of
// gophersat's proofs in a bundle is accepted by its LRAT checker, and by
// cake_lpr where CAKE_LPR names it.
func TestBundleLRAT(t *testing.T) {
	t.Parallel()
	dir := certifiedBundle(t, 8)
	cake := os.Getenv("CAKE_LPR")
	cnfs, _ := filepath.Glob(filepath.Join(dir, "*.cnf"))
	for _, cnf := range cnfs {
		data, err := os.ReadFile(cnf)
		if err != nil {
			t.Fatal(err)
		}
		f, err := drat.ReadDIMACS(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		proof, err := os.ReadFile(strings.TrimSuffix(cnf, ".cnf") + ".drat")
		if err != nil {
			t.Fatal(err)
		}
		var lrat bytes.Buffer
		if _, err := drat.Check(context.Background(), f, bytes.NewReader(proof), drat.Options{LRAT: &lrat}); err != nil {
			t.Fatalf("%s: %v", cnf, err)
		}
		if _, err := drat.CheckLRAT(context.Background(), f, bytes.NewReader(lrat.Bytes())); err != nil {
			t.Errorf("%s: the LRAT fails: %v", filepath.Base(cnf), err)
		}
		if cake == "" {
			continue
		}
		path := filepath.Join(t.TempDir(), "p.lrat")
		if err := os.WriteFile(path, lrat.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(cake, cnf, path).CombinedOutput(); err != nil || !strings.Contains(string(out), "s VERIFIED UNSAT") {
			t.Errorf("%s: cake_lpr rejects the LRAT: %v\n%s", filepath.Base(cnf), err, out)
		}
	}
}
