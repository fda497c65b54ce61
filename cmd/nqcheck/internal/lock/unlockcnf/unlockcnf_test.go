package unlockcnf

import (
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/encode"
)

func TestMidpoint(t *testing.T) {
	t.Parallel()
	want := map[[2]int]int{{1, 3}: 2, {1, 7}: 4, {3, 9}: 6, {7, 9}: 8, {1, 9}: 5, {3, 7}: 5, {2, 8}: 5, {4, 6}: 5}
	for a := 1; a <= Points; a++ {
		for b := 1; b <= Points; b++ {
			if a == b {
				continue
			}
			w := want[[2]int{min(a, b), max(a, b)}]
			if got := Midpoint(a, b); got != w {
				t.Errorf("Midpoint(%d, %d) = %d, want %d", a, b, got, w)
			}
		}
	}
}

func TestLengthCubes(t *testing.T) {
	t.Parallel()
	cubes := LengthCubes()
	if len(cubes) != 6*9*8*7 {
		t.Fatalf("%d cubes, want %d", len(cubes), 6*9*8*7)
	}
	seen := map[string]bool{}
	for _, c := range cubes {
		if seen[c.String()] {
			t.Fatalf("cube %v twice", c)
		}
		seen[c.String()] = true
	}
	if got := cubes[0].String(); got != "length 4, 1 2 3 ..." {
		t.Errorf("first cube %q", got)
	}
}

func TestDecode(t *testing.T) {
	t.Parallel()
	p, err := Decode([]encode.Var{Place(2, 5), Place(1, 9), Place(3, 1)})
	if err != nil || len(p) != 3 || p[0] != 9 || p[1] != 5 || p[2] != 1 {
		t.Fatalf("Decode = %v, %v", p, err)
	}
	for _, tt := range []struct {
		vars []encode.Var
		want string
	}{
		{[]encode.Var{Place(1, 1), Place(1, 2)}, "position 1 holds points 1 and 2"},
		{[]encode.Var{Place(1, 1), Place(3, 2)}, "after the empty position 2"},
		{[]encode.Var{Active(1)}, "not a placement variable"},
	} {
		if _, err := Decode(tt.vars); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Decode(%v) = %v, want %q", tt.vars, err, tt.want)
		}
	}
}

func TestFormulaRejects(t *testing.T) {
	t.Parallel()
	for _, s := range [][2]int{{0, 1}, {1, 10}, {4, 4}} {
		if _, err := Formula([][2]int{s}); err == nil {
			t.Errorf("Formula accepted segment %v", s)
		}
	}
	f, err := Formula([][2]int{{1, 2}})
	if err != nil || f.Vars != Project+Points+2*(Points-1) {
		t.Errorf("Formula(1-2): %d variables, %v", f.Vars, err)
	}
}
