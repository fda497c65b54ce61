package table

import "testing"

// TestWitnessPath: the counter's name goes before the extension; no path
// stays none.
func TestWitnessPath(t *testing.T) {
	for _, c := range [][3]string{{"s0.json", "join", "s0.join.json"}, {"dir/out", "frontier", "dir/out.frontier"}, {"", "join", ""}} {
		if got := WitnessPath(c[0], c[1]); got != c[2] {
			t.Errorf("WitnessPath(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// TestMergeFilesNotTwoPlans: files that are not two counters' plans of
// one size are refused as input, with the plans they hold named.
func TestMergeFilesNotTwoPlans(t *testing.T) {
	if _, err := MergeFiles([]string{t.TempDir()}); err == nil {
		t.Error("an empty directory merged")
	}
	if _, err := planGroups(nil); err == nil {
		t.Error("no files made a row")
	}
}
