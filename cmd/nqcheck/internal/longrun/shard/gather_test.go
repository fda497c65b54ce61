package shard

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// writeShards writes the files to a temporary directory and returns their
// paths, in order.
func writeShards(t *testing.T, files ...*File[ev]) []string {
	t.Helper()
	dir := t.TempDir()
	var paths []string
	for i, f := range files {
		p := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		if err := Write(p, f); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// TestGather: each finding of a merge is a note, in order, and the
// findings flag follows conflicts and impossible evidence only.
func TestGather(t *testing.T) {
	t.Parallel()
	noCheck := func(int, ev) error { return nil }
	odd := func(i int, e ev) error {
		if e.Total%20 != 0 {
			return errors.New("an odd ten")
		}
		return nil
	}
	stopped := shardFile(Spec{1, 3})
	stopped.Complete = false
	changed := shardFile(Spec{0, 1})
	changed.Units[3].Evidence.Total++
	tests := []struct {
		name     string
		files    []*File[ev]
		check    func(int, ev) error
		drop     bool
		notes    []string // each note's start, in order
		findings bool
		complete bool
		present  int // units still present
	}{
		{"whole", []*File[ev]{shardFile(Spec{0, 1})}, noCheck, false, nil, false, true, 5},
		{"shard missing", []*File[ev]{shardFile(Spec{0, 3}), shardFile(Spec{2, 3})}, noCheck, false,
			[]string{`2 of 5 units missing, the first unit 1 (key "fix90"); rerun shard 1/3`}, false, false, 3},
		{"stopped file", []*File[ev]{shardFile(Spec{0, 3}), stopped, shardFile(Spec{2, 3})}, noCheck, false,
			[]string{"1 file of a stopped run"}, false, true, 5},
		{"conflict", []*File[ev]{shardFile(Spec{0, 1}), changed}, noCheck, false,
			[]string{`conflict: unit 3 (key "0 3"): `}, true, true, 5},
		{"impossible kept", []*File[ev]{shardFile(Spec{0, 1})}, odd, false,
			[]string{"impossible evidence: ", "impossible evidence: "}, true, true, 5},
		{"impossible dropped", []*File[ev]{shardFile(Spec{0, 1})}, odd, true,
			[]string{"impossible evidence: ", "impossible evidence: "}, true, true, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			paths := writeShards(t, tc.files...)
			g, err := Gather(paths, plan, GatherOptions[ev]{Keys: keys, What: "units", Check: tc.check, Drop: tc.drop})
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Notes) != len(tc.notes) {
				t.Fatalf("notes %q, want %d starting %q", g.Notes, len(tc.notes), tc.notes)
			}
			for i, n := range tc.notes {
				if !strings.HasPrefix(g.Notes[i], n) {
					t.Errorf("note %d: %q, want it to start %q", i, g.Notes[i], n)
				}
			}
			present := 0
			for _, ok := range g.Present {
				if ok {
					present++
				}
			}
			if g.Findings != tc.findings || g.Complete() != tc.complete || present != tc.present {
				t.Errorf("findings %v complete %v present %d; want %v %v %d", g.Findings, g.Complete(), present, tc.findings, tc.complete, tc.present)
			}
		})
	}
}

// TestGatherCutsLists: conflicts and impossible units past ShowMax are
// counted, not listed, and Describe says what differs instead of the
// evidence in full.
func TestGatherCutsLists(t *testing.T) {
	t.Parallel()
	many := make([]string, ShowMax+3)
	for i := range many {
		many[i] = fmt.Sprint(i)
	}
	id := result.NewPlanID("count", 8, "bitmask", 1, many)
	file := func(add uint64) *File[ev] {
		f := &File[ev]{Plan: id, Shard: Spec{0, 1}, Complete: true, ToolVersion: result.Version}
		for i, k := range many {
			f.Units = append(f.Units, result.UnitRecord[ev]{Unit: i, Key: k, Evidence: ev{Total: uint64(i) + add}})
		}
		return f
	}
	paths := writeShards(t, file(0), file(1))
	g, err := Gather(paths, id, GatherOptions[ev]{Keys: many, What: "cubes",
		Describe: func(c Conflict) string { return fmt.Sprintf("unit %d differs", c.Unit) },
		Check:    func(int, ev) error { return errors.New("never") }})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{}
	for i := 0; i < ShowMax; i++ {
		want = append(want, fmt.Sprintf("conflict: unit %d differs", i))
	}
	want = append(want, "... and 3 more conflicts")
	for i := 0; i < ShowMax; i++ {
		want = append(want, fmt.Sprintf("impossible evidence: %s, %s: never", paths[0], paths[1]))
	}
	want = append(want, "... and 3 more impossible cubes")
	if strings.Join(g.Notes, "\n") != strings.Join(want, "\n") {
		t.Errorf("notes:\n%s\nwant:\n%s", strings.Join(g.Notes, "\n"), strings.Join(want, "\n"))
	}
	if !strings.HasPrefix(g.Summary(), "merged 2 files of count -n 8 ") || !strings.HasSuffix(g.Summary(), ": 13 cubes present, 0 confirmed by a second file, 13 conflicting, 0 missing") {
		t.Errorf("summary %q", g.Summary())
	}
}

// TestGatherBadFile: a file of another plan is an error naming it and the
// plan of the first file.
func TestGatherBadFile(t *testing.T) {
	t.Parallel()
	other := shardFile(Spec{0, 1})
	other.Plan = result.NewPlanID("count", 9, "bitmask", 1, keys)
	paths := writeShards(t, shardFile(Spec{0, 1}), other)
	_, err := Gather(paths, plan, GatherOptions[ev]{Keys: keys, Check: func(int, ev) error { return nil }})
	if err == nil || !strings.Contains(err.Error(), paths[1]) || !strings.Contains(err.Error(), "(the plan of "+paths[0]+")") {
		t.Errorf("error %v", err)
	}
}

// TestWriteStatus: every field on its line, and "-" when no shard needs a
// rerun.
func TestWriteStatus(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		rerun []string
		want  string
	}{
		{[]string{}, "rerun        -\n"},
		{[]string{"1/3", "2/3"}, "rerun        1/3 2/3\n"},
	} {
		var b strings.Builder
		st := result.MergeStatus{Plan: plan, Files: 2, Done: 4, Missing: 1, Confirmed: 3, Conflicting: 1, Rerun: tc.rerun}
		if err := WriteStatus(&b, st); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("plan         %v\nfingerprint  %s\nfiles        2\nunits        5\ndone         4\nmissing      1\nconfirmed    3\nconflicting  1\n", plan, plan.Fingerprint) + tc.want
		if b.String() != want {
			t.Errorf("got\n%s\nwant\n%s", b.String(), want)
		}
	}
}

// TestMergeDuplicates: a file given again through a symbolic or a hard
// link, or a byte-for-byte copy of one, is one piece of evidence with
// it: it is left out, said to be a duplicate, and confirms nothing; a
// second run's file with the same evidence confirms every unit.
func TestMergeDuplicates(t *testing.T) {
	t.Parallel()
	again := shardFile(Spec{0, 1})
	again.Seconds = 2.5
	paths := writeShards(t, shardFile(Spec{0, 1}), again)
	dir := filepath.Dir(paths[0])
	soft, hard, copied := filepath.Join(dir, "soft.json"), filepath.Join(dir, "hard.json"), filepath.Join(dir, "copy.json")
	data, err := os.ReadFile(paths[0])
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{os.Symlink(paths[0], soft), os.Link(paths[0], hard), os.WriteFile(copied, data, 0o600)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	g, err := Gather(append([]string{paths[0]}, soft, hard, copied), plan, GatherOptions[ev]{Keys: keys, What: "units", Check: func(int, ev) error { return nil }})
	if err != nil {
		t.Fatal(err)
	}
	want := []Duplicate{{Path: soft, Of: paths[0], SameFile: true}, {Path: hard, Of: paths[0], SameFile: true}, {Path: copied, Of: paths[0]}}
	if !slices.Equal(g.Duplicates, want) || g.Status.Files != 1 || g.Status.Confirmed != 0 {
		t.Errorf("duplicates %v, %d files, %d confirmed; want %v, 1 file, none confirmed", g.Duplicates, g.Status.Files, g.Status.Confirmed, want)
	}
	if len(g.Notes) != 3 || !strings.HasPrefix(g.Notes[0], "duplicate: "+soft+" is the same file as "+paths[0]+": ") ||
		!strings.HasPrefix(g.Notes[2], "duplicate: "+copied+" holds the same bytes as "+paths[0]+": ") {
		t.Errorf("notes %q", g.Notes)
	}
	g, err = Gather(paths, plan, GatherOptions[ev]{Keys: keys, What: "units", Check: func(int, ev) error { return nil }})
	if err != nil || len(g.Duplicates) != 0 || g.Status.Confirmed != len(keys) {
		t.Errorf("a second run: %v, duplicates %v, %d confirmed; want all %d", err, g.Duplicates, g.Status.Confirmed, len(keys))
	}
}
