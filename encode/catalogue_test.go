package encode

import (
	"strings"
	"testing"
)

// TestCatalogue checks that the catalogue names every encoding once, in
// the family's order, each with its summary, and holds nothing else but
// the separators.
func TestCatalogue(t *testing.T) {
	t.Parallel()
	cat := Catalogue()
	rest := cat
	for i, e := range Encodings() {
		entry := e.String() + " (" + e.Summary() + ")"
		if i > 0 {
			entry = "; " + entry
		}
		if e.Summary() == "" || !strings.HasPrefix(rest, entry) {
			t.Fatalf("entry %d: %q does not start with %q", i, rest, entry)
		}
		rest = rest[len(entry):]
	}
	if rest != "" {
		t.Errorf("catalogue %q ends with %q after the last encoding", cat, rest)
	}
	if !strings.HasPrefix(cat, "pairwise (") || !strings.Contains(cat, "; lexleader (") {
		t.Errorf("catalogue %q does not list pairwise first and lexleader", cat)
	}
}
