package verify

import "testing"

// TestCPOGSummary: the line names each count with its proof file and
// size, in the order written, then the folder and the time.
func TestCPOGSummary(t *testing.T) {
	cs := CPOGCounts{{Name: "q", Models: 4, Bytes: 120}, {Name: "fix180", Models: 2, Bytes: 60}}
	want := "cpog: n = 6: q 4 (q.cpog, 120 bytes), fix180 2 (fix180.cpog, 60 bytes); written to proofs in 0.25s"
	if got := cs.Summary(6, "proofs", 0.25); got != want {
		t.Errorf("Summary = %q, want %q", got, want)
	}
}
