package reference

import "testing"

// TestPublishedTable checks the shared table of published values: its
// last row, and that it is partial.
func TestPublishedTable(t *testing.T) {
	t.Parallel()
	p := Published()
	if v, ok := p.Row(27); !ok || v[Total] != 234907967154122528 || !p.Partial || p.Covers(28) {
		t.Errorf("published n = 27: %v, %v; partial %v", v, ok, p.Partial)
	}
}
