package shard

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

type ev struct {
	Total uint64 `json:"total"`
}

var keys = []string{"fix180", "fix90", "0 2", "0 3", "1 3"}

var plan = result.NewPlanID("count", 8, "bitmask", 1, keys)

// shardFile returns the file of shard s with every unit, unit i holding
// total 10·i.
func shardFile(s Spec) *File[ev] {
	f := &File[ev]{Plan: plan, Shard: s, Complete: true, ToolVersion: result.Version, Host: "h", Seconds: 1.5}
	for _, i := range s.Units(len(keys)) {
		f.Units = append(f.Units, result.UnitRecord[ev]{Unit: i, Key: keys[i], Evidence: ev{Total: uint64(10 * i)}})
	}
	return f
}

func TestParseSpec(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		want Spec
		err  string
	}{
		{"0/1", Spec{0, 1}, ""},
		{"3/16", Spec{3, 16}, ""},
		{"16/16", Spec{}, "index must be in 0..15"},
		{"-1/4", Spec{}, "index must be in 0..3"},
		{"1/0", Spec{}, "at least 1"},
		{"3", Spec{}, "not I/K"},
		{"a/4", Spec{}, `"a" is not a number`},
		{"1/b", Spec{}, `"b" is not a number`},
	} {
		got, err := ParseSpec(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseSpec(%q) = %v, %v; want error %q", tt.in, got, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want || got.String() != tt.in {
			t.Errorf("ParseSpec(%q) = %v, %v", tt.in, got, err)
		}
	}
	if u := (Spec{1, 3}).Units(8); fmt.Sprint(u) != "[1 4 7]" {
		t.Errorf("units of 1/3: %v", u)
	}
}

func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"0/1", "3/16", "x", "1/", "/2", "99999999999999999999/1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := ParseSpec(s)
		if err != nil {
			return
		}
		if sp.Of < 1 || sp.Index < 0 || sp.Index >= sp.Of {
			t.Fatalf("ParseSpec(%q) = %v", s, sp)
		}
	})
}

func TestWriteRead(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.json")
	if err := Write(path, shardFile(Spec{1, 2})); err != nil {
		t.Fatal(err)
	}
	f, err := Read[ev](path)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Units) != 2 || f.Units[1].Unit != 3 || f.Units[1].Evidence.Total != 30 || f.Host != "h" {
		t.Fatalf("read back %+v", f)
	}
	if p, err := ReadPlan(path); err != nil || p != plan {
		t.Fatalf("ReadPlan = %v, %v", p, err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("the directory holds %d entries, want only the file", len(ents))
	}
	// Writing into a missing directory fails and leaves nothing.
	if err := Write(filepath.Join(dir, "no", "s.json"), shardFile(Spec{0, 1})); err == nil {
		t.Error("write into a missing directory succeeded")
	}
}

// TestReadDamage damages a sound file in the ways the merge must catch
// and checks that each error names the file and, where one is concerned,
// the unit.
func TestReadDamage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.json")
	if err := Write(path, shardFile(Spec{0, 1})); err != nil {
		t.Fatal(err)
	}
	good, _ := os.ReadFile(path)
	text := string(good)
	resealed := func(change func(f *File[ev])) string {
		f := shardFile(Spec{0, 1})
		change(f)
		p := filepath.Join(dir, "resealed.json")
		if err := Write(p, f); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(p)
		return string(b)
	}
	cut := strings.Index(text, `"key":"0 3"`) // inside unit 3
	tests := []struct {
		name string
		data string
		want []string
	}{
		{"changed number", strings.Replace(text, `"total":20`, `"total":21`, 1), []string{`unit 2 (key "0 2"): checksum`}},
		{"changed host", strings.Replace(text, `"host": "h"`, `"host": "x"`, 1), []string{"content checksum", "changed or damaged"}},
		{"cut in unit 3", text[:cut], []string{`unit 2 (key "0 2"): cut short or damaged after this unit`}},
		{"cut in the header", text[:20], []string{"cut short or damaged"}},
		{"empty", "", []string{"not a JSON object"}},
		{"not JSON", "hello", []string{"not a JSON object"}},
		{"unknown field", strings.Replace(text, `"host"`, `"hostname"`, 1), []string{"unknown field"}},
		{"wrong shard", resealed(func(f *File[ev]) { f.Shard = Spec{1, 2} }), []string{`unit 0 (key "fix180"): not a unit of shard 1/2`}},
		{"repeated unit", resealed(func(f *File[ev]) { f.Units = append(f.Units, f.Units[4]) }), []string{`unit 4 (key "1 3"): out of order or repeated`}},
		{"text after", text + "{}", []string{"text after the end"}},
		{"other format version", strings.Replace(text, `"format_version": 1`, `"format_version": 2`, 1), []string{`format "nqcheck-shard" version 2`}},
		{"not a shard", resealed(func(f *File[ev]) { f.Shard = Spec{2, 2}; f.Units = nil }), []string{"shard 2/2 is not a shard"}},
		{"unit outside the plan", resealed(func(f *File[ev]) {
			f.Units = append(f.Units, result.UnitRecord[ev]{Unit: len(keys), Key: "x"})
		}), []string{`unit 5 (key "x"): outside the plan's 5 units`}},
		{"negative seconds", resealed(func(f *File[ev]) { f.Seconds = -3 }), []string{"line 9: seconds -3 is not a time a run took"}},
		{"seconds beyond the bound", resealed(func(f *File[ev]) { f.Seconds = 1.7e308 }), []string{"line 9: seconds 1.7e+308 is not a time a run took"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "_")+".json")
			if err := os.WriteFile(p, []byte(tt.data), 0o666); err != nil {
				t.Fatal(err)
			}
			_, err := Read[ev](p)
			var fe *FileError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v, want a *FileError", err)
			}
			for _, w := range append(tt.want, p) {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

func FuzzRead(f *testing.F) {
	dir := f.TempDir()
	path := filepath.Join(dir, "s.json")
	if err := Write(path, shardFile(Spec{0, 1})); err != nil {
		f.Fatal(err)
	}
	good, _ := os.ReadFile(path)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte(`{"format":"nqcheck-shard"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(t.TempDir(), "f.json")
		if err := os.WriteFile(p, data, 0o666); err != nil {
			t.Fatal(err)
		}
		sf, err := Read[ev](p)
		if err != nil {
			return
		}
		for _, u := range sf.Units {
			if u.Check() != nil || !sf.Shard.Has(u.Unit) {
				t.Fatalf("accepted %+v", u)
			}
		}
	})
}

func TestMerge(t *testing.T) {
	t.Parallel()
	in := func(files ...*File[ev]) []Input[ev] {
		var out []Input[ev]
		for i, f := range files {
			out = append(out, Input[ev]{Path: fmt.Sprintf("f%d.json", i), File: f})
		}
		return out
	}
	s0, s1, s2 := shardFile(Spec{0, 3}), shardFile(Spec{1, 3}), shardFile(Spec{2, 3})
	m, err := Merge(plan, keys, in(s0, s1, s2))
	if err != nil {
		t.Fatal(err)
	}
	if m.Status.Done != 5 || m.Status.Missing != 0 || m.Status.Confirmed != 0 || len(m.Conflicts) != 0 || m.Seconds != 4.5 {
		t.Fatalf("status %+v", m.Status)
	}
	for i, e := range m.Evidence {
		if e.Total != uint64(10*i) {
			t.Errorf("unit %d: %v", i, e)
		}
	}

	m, _ = Merge(plan, keys, in(s0, s2))
	if m.Status.Missing != 2 || fmt.Sprint(m.Status.Rerun) != "[1/3]" || m.FirstMissing() != 1 {
		t.Errorf("one shard missing: %+v, first missing %d", m.Status, m.FirstMissing())
	}

	whole := shardFile(Spec{0, 1})
	m, _ = Merge(plan, keys, in(s0, s1, s2, whole))
	if m.Status.Confirmed != 5 || m.Status.Conflicting != 0 {
		t.Errorf("confirmed by a second run: %+v", m.Status)
	}

	other := shardFile(Spec{1, 3})
	other.Units[1].Evidence.Total++ // unit 4
	m, _ = Merge(plan, keys, in(s0, s1, s2, other))
	if m.Status.Conflicting != 1 || m.Status.Confirmed != 1 || len(m.Conflicts) != 1 {
		t.Fatalf("conflict: %+v", m.Status)
	}
	if c := m.Conflicts[0].String(); !strings.Contains(c, `unit 4 (key "1 3"): f1.json has {"total":40}, f3.json has {"total":41}`) {
		t.Errorf("conflict %q", c)
	}

	foreign := shardFile(Spec{0, 1})
	foreign.Plan = result.NewPlanID("count", 9, "bitmask", 1, keys)
	_, err = Merge(plan, keys, in(s0, foreign))
	var pe *PlanError
	if !errors.As(err, &pe) || !strings.Contains(err.Error(), "f1.json: the file holds units of count -n 9") {
		t.Errorf("another n: %v", err)
	}

	badKey := shardFile(Spec{0, 1})
	badKey.Units[2].Key = "0 4"
	if _, err := Merge(plan, keys, in(badKey)); err == nil || !strings.Contains(err.Error(), `f0.json: unit 2 (key "0 4")`) {
		t.Errorf("wrong key: %v", err)
	}
}

// TestEmptyShard: a shard with no unit (more shards than units) is a
// sound file.
func TestEmptyShard(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.json")
	f := shardFile(Spec{6, 7})
	if len(f.Units) != 0 {
		t.Fatalf("shard 6/7 of 5 units holds %d", len(f.Units))
	}
	if err := Write(path, f); err != nil {
		t.Fatal(err)
	}
	if _, err := Read[ev](path); err != nil {
		t.Fatal(err)
	}
}

// TestCommonPlan: the plan most files name is the merge's, and a file of
// another plan is named as the stray, wherever it sorts.
func TestCommonPlan(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	other := result.NewPlanID("count", 9, "bitmask", 1, keys)
	write := func(name string, f *File[ev]) string {
		p := filepath.Join(dir, name)
		if err := Write(p, f); err != nil {
			t.Fatal(err)
		}
		return p
	}
	a, b := write("a.json", shardFile(Spec{0, 2})), write("b.json", shardFile(Spec{1, 2}))
	stray := shardFile(Spec{0, 2})
	stray.Plan = other
	s := write("0.json", stray)
	if id, err := CommonPlan([]string{a, b}); err != nil || id != plan {
		t.Fatalf("CommonPlan of two good files = %v, %v", id, err)
	}
	for _, paths := range [][]string{{s, a, b}, {a, s, b}, {a, b, s}} {
		id, err := CommonPlan(paths)
		if err == nil || id != plan || !strings.Contains(err.Error(), "stray file: "+s+" holds units of "+other.String()) ||
			strings.Contains(err.Error(), a+" holds") || strings.Contains(err.Error(), b+" holds") {
			t.Errorf("CommonPlan(%v) = %v, %v; want the stray %s named", paths, id, err, s)
		}
	}
}
