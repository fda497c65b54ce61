package board

import (
	"slices"
	"strings"
	"testing"
)

// TestParseSizes checks the sizes of -n and that every error quotes the
// token that is wrong (not an empty
// string, as "-n -1", "-n 1-" and "-n ," once quoted).
func TestParseSizes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		spec string
		want []int
		err  string
	}{
		{"8", []int{8}, ""},
		{" 1-3 ,8", []int{1, 2, 3, 8}, ""},
		{"4,6", []int{4, 6}, ""},
		{"32", []int{32}, ""},
		{"-1", nil, `"-1" is not a board size or a range: want a whole number from 1 to 32, or a range such as 1-12`},
		{"1-", nil, `"1-" is not a board size or a range`},
		{"1--3", nil, `"1--3" is not a board size or a range`},
		{"a-3", nil, `"a-3" is not a board size or a range`},
		{",", nil, `"," has an empty item`},
		{"4,,6", nil, `"4,,6" has an empty item`},
		{"abc", nil, `"abc" is not a board size: want a whole number from 1 to 32`},
		{"0", nil, "n = 0 is outside 1..32"},
		{"3-33", nil, "n = 33 is outside 1..32"},
		{"5-3", nil, "range 5-3 is empty: 5 > 3"},
		{"4,2-5", nil, `n = 4 is given twice in "4,2-5"`},
		{" ", nil, "nothing given: want a size"},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			t.Parallel()
			got, err := ParseSizes(tt.spec)
			switch {
			case tt.err == "" && err != nil:
				t.Fatalf("ParseSizes(%q): %v", tt.spec, err)
			case tt.err != "" && (err == nil || len(err.Error()) < len(tt.err) || err.Error()[:len(tt.err)] != tt.err):
				t.Fatalf("ParseSizes(%q) = %v, %v; want an error starting %q", tt.spec, got, err, tt.err)
			case !slices.Equal(got, tt.want):
				t.Errorf("ParseSizes(%q) = %v, want %v", tt.spec, got, tt.want)
			}
		})
	}
}

// FuzzParseSizes checks that ParseSizes never panics, and that what it
// accepts is a list of distinct sizes in 1..32, and what it refuses it
// says in one line.
func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"8", "1-12", "4,6,8", "-1", "1-", ",", "3-33", " 2 - 5 "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		sizes, err := ParseSizes(spec)
		if err != nil {
			if strings.Contains(err.Error(), "\n") && !strings.Contains(spec, "\n") {
				t.Errorf("error %q is not one line", err)
			}
			return
		}
		seen := map[int]bool{}
		for _, n := range sizes {
			if n < 1 || n > 32 || seen[n] {
				t.Fatalf("ParseSizes(%q) = %v", spec, sizes)
			}
			seen[n] = true
		}
	})
}
