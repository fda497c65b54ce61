package countplan

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// countShards counts board size 8 as k shards into dir and returns the
// files and the plan.
func countShards(t *testing.T, dir string, k int) ([]string, result.PlanID) {
	t.Helper()
	var paths []string
	var id result.PlanID
	for i := 0; i < k; i++ {
		p := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		run, err := Count(context.Background(), dfs.BitmaskMethod, 8, Options{Shard: shard.Spec{Index: i, Of: k}, Out: p})
		if err != nil {
			t.Fatal(err)
		}
		paths, id = append(paths, p), run.ID
	}
	return paths, id
}

// TestMergeFiles: the shards' figures are the whole board's; a missing
// shard leaves them unknown, a conflict too, and a difference from the
// reference table is a finding.
func TestMergeFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	paths, id := countShards(t, dir, 2)
	changed := filepath.Join(dir, "changed.json")
	f, err := shard.Read[dfs.UnitCount](paths[0])
	if err != nil {
		t.Fatal(err)
	}
	f.Units[0].Evidence.Total++
	if err := shard.Write(changed, f); err != nil {
		t.Fatal(err)
	}
	wrong, err := reference.Parse(strings.NewReader("n\tA000170\n8\t91\n"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		paths    []string
		ref      *reference.Table
		total    string
		notes    []string // each note's start
		findings bool
	}{
		{"whole", paths, nil, "92", nil, false},
		{"shard missing", paths[1:], nil, "-", []string{"units missing"}, false},
		{"conflict", append([]string{changed}, paths...), nil, "-", []string{"conflict: unit 0", "impossible evidence: " + changed}, true},
		{"expect differs", paths, wrong, "92", []string{"expect: n = 8: A000170 expected 91, got 92"}, true},
	}
	for _, tc := range tests {
		m, err := MergeFiles(tc.paths, id)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		r := m.Result(tc.ref)
		if r.Total.String() != tc.total || m.Findings != tc.findings || len(m.Notes) != len(tc.notes) {
			t.Errorf("%s: total %v findings %v notes %q; want %s %v %q", tc.name, r.Total, m.Findings, m.Notes, tc.total, tc.findings, tc.notes)
			continue
		}
		for i, n := range tc.notes {
			if !strings.Contains(m.Notes[i], n) {
				t.Errorf("%s: note %q, want %q in it", tc.name, m.Notes[i], n)
			}
		}
	}

	m, err := MergeFiles(paths, id)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := m.WriteText(&b, m.Result(nil)); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "  8              92            12       0         4  ") ||
		lines[2] != fmt.Sprintf("merged 2 files of %v: %d units present, 0 confirmed by a second file, 0 conflicting, 0 missing", id, id.Units) {
		t.Errorf("text:\n%s", b.String())
	}

	other := id
	other.Version++
	if _, err := MergeFiles(paths, other); err == nil || !strings.HasPrefix(err.Error(), paths[0]+": ") {
		t.Errorf("a plan of another version: %v", err)
	}
}
