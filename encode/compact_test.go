package encode

import (
	"runtime"
	"slices"
	"strings"
	"testing"
)

func TestCompact(t *testing.T) {
	t.Parallel()
	f := &CNF{Vars: 1000, Clauses: []Clause{{1, -900}, {-4, 17, 900}, {500}, {}}}
	got := Compact(f, 4)
	want := []Clause{{1, -7}, {-4, 5, 7}, {6}, {}}
	if got.Vars != 7 {
		t.Errorf("Vars = %d, want 7", got.Vars)
	}
	if !slices.EqualFunc(got.Clauses, want, slices.Equal) {
		t.Errorf("clauses %v, want %v", got.Clauses, want)
	}
	if f.Clauses[0][1] != -900 {
		t.Errorf("Compact changed its input: %v", f.Clauses)
	}
	// Nothing above keep: only Vars changes.
	q := Queens(4)
	q.Vars = 1 << 20
	if c := Compact(q, 16); c.Vars != 16 || !slices.EqualFunc(c.Clauses, Queens(4).Clauses, slices.Equal) {
		t.Errorf("Compact(Queens(4) declaring 2^20 variables) = %d variables, clauses changed: %v", c.Vars, c.Clauses)
	}
}

// TestReadDIMACSMemoryFollowsTheFile reads, then compacts, a 22-byte file
// whose header declares MaxVars variables: what is allocated must follow
// the file, not the header (a header-sized allocation made audit-cnf
// grow to 4.2 GB on it). It
// measures the bytes allocated, not the time; it does not run in parallel
// so that no other test's allocations count.
func TestReadDIMACSMemoryFollowsTheFile(t *testing.T) {
	const input = "p cnf 16777216 1\n1 0\n"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f, err := ReadDIMACS(strings.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	c := Compact(f, 1)
	runtime.ReadMemStats(&after)
	if f.Vars != MaxVars || c.Vars != 1 {
		t.Fatalf("Vars %d, compacted %d; want %d and 1", f.Vars, c.Vars, MaxVars)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("reading and compacting %d bytes allocated %d bytes, want under 1 MiB", len(input), got)
	}
}
