package verify

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// TestWriteCPOG writes the three proofs from the SAT witness's models
// for n = 1..8 (1..10 without -short) and checks them with package
// cpog's checker: the counts are the published ones.
func TestWriteCPOG(t *testing.T) {
	top := 10
	if testing.Short() {
		top = 8
	}
	for n := 1; n <= top; n++ {
		dir := filepath.Join(t.TempDir(), "cpog")
		counts, err := WriteCPOG(context.Background(), dir, n, SAT(satOptions()))
		if err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		checked, err := CheckCPOG(dir)
		if err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		want := []int{oeis.Q[n-1], oeis.Fix180[n-1], oeis.Fix90[n-1]}
		if len(counts) != len(want) || len(checked) != len(want) {
			t.Fatalf("n = %d: %d counts written, %d checked; want %d", n, len(counts), len(checked), len(want))
		}
		for i, c := range counts {
			if c.Models != int64(want[i]) || checked[i].Int64() != int64(want[i]) {
				t.Errorf("n = %d: %s: written %d models, checked %v; published %d", n, c.Name, c.Models, checked[i], want[i])
			}
		}
		// A second run finds the files and writes nothing.
		if _, err := WriteCPOG(context.Background(), dir, n, SAT(satOptions())); !errors.Is(err, fs.ErrExist) {
			t.Errorf("n = %d: a second run into %s: %v, want fs.ErrExist", n, dir, err)
		}
	}
}

// TestWriteCPOGStops: a stopped run keeps no proof of the formula it was
// writing.
func TestWriteCPOGStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	if _, err := WriteCPOG(ctx, dir, 8, SAT(satOptions())); !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	if names, _ := os.ReadDir(dir); len(names) != 0 {
		t.Errorf("a stopped run left %v", names)
	}
	if _, err := WriteCPOG(context.Background(), dir, 8, DFS()); err == nil {
		t.Error("a witness that does not refute was accepted")
	}
}

// TestWriteCPOGStopsMidway: a stop while the second proof is written
// keeps the first (q.cnf, q.cpog) and leaves no file of the second.
func TestWriteCPOGStopsMidway(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w := SAT(satOptions())
	refute := w.Refute
	w.Refute = func(ctx context.Context, f *encode.CNF, visit func([]encode.Var) error, proof func([][]encode.Lit) error) error {
		err := refute(ctx, f, visit, proof)
		cancel() // the models of fix180 are found; its proof is not written
		return err
	}
	dir := t.TempDir()
	counts, err := WriteCPOG(ctx, dir, 6, w)
	if !errors.Is(err, context.Canceled) || len(counts) != 1 || counts[0].Name != "q" {
		t.Fatalf("counts %v, error %v; want the count of q and context.Canceled", counts, err)
	}
	var names []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if !slices.Equal(names, []string{"q.cnf", "q.cpog"}) {
		t.Errorf("a run stopped at fix180 left %v; want q.cnf and q.cpog", names)
	}
	if checked, err := CheckCPOG(dir); err == nil || len(checked) != 1 || checked[0].Int64() != 4 {
		t.Errorf("the proof kept checks as %v, %v; want q's 4 models, then fix180.cnf missing", checked, err)
	}
}

// BenchmarkCPOG12 writes the three proofs of n = 12 from the SAT
// witness's models (two worker processes): compare with
// BenchmarkCertify12 (go test -run X -bench 'CPOG12|Certify12' ./verify).
func BenchmarkCPOG12(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		counts, err := WriteCPOG(context.Background(), filepath.Join(b.TempDir(), strconv.Itoa(i)), 12, SAT(satOptions()))
		if err != nil || counts[0].Models != 14200 {
			b.Fatal(err, counts)
		}
		b.ReportMetric(float64(counts[0].Bytes), "q-bytes")
	}
}
