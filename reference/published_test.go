package reference

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPublishedIsTestdata holds the embedded copy of the published values
// to testdata/oeis.tsv, byte for byte.
func TestPublishedIsTestdata(t *testing.T) {
	t.Parallel()
	want, err := os.ReadFile(filepath.Join("..", "testdata", "oeis.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	if published != string(want) {
		t.Error("reference/published.tsv differs from testdata/oeis.tsv: copy the latter over the former")
	}
	p := Published()
	if v, ok := p.Row(27); !ok || v[Total] != 234907967154122528 || !p.Partial || p.Covers(28) {
		t.Errorf("published n = 27: %v, %v; partial %v", v, ok, p.Partial)
	}
}
