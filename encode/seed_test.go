package encode

import (
	"slices"
	"strings"
	"testing"
)

// TestParseSeeds: lists of seeds, none, and the errors quoting the bad
// item.
func TestParseSeeds(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []uint64
		err  string
	}{
		{"1", []uint64{1}, ""},
		{" 3, 18446744073709551615", []uint64{3, 18446744073709551615}, ""},
		{"none", nil, ""},
		{"1,1", nil, "seed 1 is given twice"},
		{"1,x", nil, `"x" is not a seed`},
		{"-1", nil, `"-1" is not a seed`},
		{"18446744073709551616", nil, `"18446744073709551616" is not a seed`},
	}
	for _, tc := range tests {
		got, err := ParseSeeds(tc.in)
		switch {
		case tc.err == "" && (err != nil || !slices.Equal(got, tc.want)):
			t.Errorf("ParseSeeds(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
			t.Errorf("ParseSeeds(%q) = %v, %v; want an error starting %q", tc.in, got, err, tc.err)
		}
	}
}

// FuzzParseSeeds: never a panic; what is accepted is a list of distinct
// seeds.
func FuzzParseSeeds(f *testing.F) {
	for _, s := range []string{"1", "none", "1,2,3", "1,1", " 7 ", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		seeds, err := ParseSeeds(s)
		if err != nil {
			return
		}
		seen := map[uint64]bool{}
		for _, v := range seeds {
			if seen[v] {
				t.Fatalf("ParseSeeds(%q) = %v: a seed twice", s, seeds)
			}
			seen[v] = true
		}
	})
}
