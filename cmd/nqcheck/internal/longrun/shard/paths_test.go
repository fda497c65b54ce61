package shard

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestPaths(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, name := range []string{"b.json", "a.json", "c.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("{}"), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	empty := filepath.Join(dir, "empty")
	if err := os.Mkdir(empty, 0o777); err != nil {
		t.Fatal(err)
	}
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	got, err := Paths([]string{dir})
	if err != nil || !slices.Equal(got, []string{a, b}) {
		t.Errorf("Paths(dir) = %q, %v; want %q", got, err, []string{a, b})
	}
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"twice", []string{a, dir}, "given twice"},
		{"empty directory", []string{empty}, "no *.json result file"},
		{"absent", []string{filepath.Join(dir, "none.json")}, "none.json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if _, err := Paths(tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Paths(%q) error %v, want one with %q", tc.args, err, tc.want)
			}
		})
	}
}

func TestCheckUnits(t *testing.T) {
	t.Parallel()
	for _, drop := range []bool{false, true} {
		m := &Merged[int]{Evidence: []int{1, -2, 0, 4}, Present: []bool{true, true, false, true},
			Paths: [][]string{{"a"}, {"a", "b"}, nil, {"b"}}}
		bad := m.CheckUnits(func(i, e int) error {
			if e < 0 || i == 2 {
				return os.ErrInvalid
			}
			return nil
		}, drop)
		if len(bad) != 1 || bad[0].Unit != 1 || bad[0].String() != "a, b: "+os.ErrInvalid.Error() {
			t.Errorf("drop %v: bad %v, want unit 1 from a, b", drop, bad)
		}
		if m.Present[1] == drop {
			t.Errorf("drop %v: unit 1 present %v", drop, m.Present[1])
		}
	}
}
