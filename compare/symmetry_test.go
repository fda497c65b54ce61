package compare_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

func symRefFixed(n int) compare.Fixed {
	return compare.Fixed{Fix90: oeis.Fix90[n-1], Fix180: oeis.Fix180[n-1]}
}

func symRefSplit(n int) compare.SymmetrySplit {
	return compare.SymmetrySplit{Rot90: oeis.Rot90Classes[n-1], Rot180: oeis.Rot180Classes[n-1], None: oeis.AsymClasses[n-1]}
}

// TestReferenceFigures checks the symmetry arithmetic on the OEIS values:
// Burnside's lemma gives the classes, and the fixed counts give the split.
func TestReferenceFigures(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			q, f := oeis.Q[n-1], symRefFixed(n)
			classes, ok := compare.BurnsideClasses(n, q, f)
			if !ok || classes != oeis.Classes[n-1] {
				t.Errorf("BurnsideClasses = %d, %v; want %d", classes, ok, oeis.Classes[n-1])
			}
			o, err := compare.SplitFromFixed(n, q, f)
			if err != nil {
				t.Fatal(err)
			}
			classes = o.Eight + o.Four + o.Two + o.One
			if o.Split() != symRefSplit(n) || classes != oeis.Classes[n-1] || o.Boards() != q {
				t.Errorf("split %+v (%d classes, %d boards), want %+v (%d classes, %d boards)",
					o.Split(), classes, o.Boards(), symRefSplit(n), oeis.Classes[n-1], q)
			}
			if c := compare.Burnside(n, "ref", q, f, "ref", oeis.Classes[n-1]); !c.OK {
				t.Errorf("burnside: %s", c.Detail)
			}
			if c := compare.ClassSplit(n, "ref", o, "ref", q, f); !c.OK {
				t.Errorf("class-split: %s", c.Detail)
			}
		})
	}
}

// TestDFSOrbits checks the split that canonicalising the plain search's
// solutions gives against the reference values and against the split the
// symmetric search's fixed counts imply.
func TestDFSOrbits(t *testing.T) {
	for n := 1; n <= 12; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			var boards []board.Placement
			dfs.Solutions(n, func(s board.Solution) bool {
				boards = append(boards, s.Placement())
				return true
			})
			sum := compare.Witnesses(n, compare.Witness{Name: "dfs", Boards: boards}).Witnesses[0]
			if sum.Orbits.Split() != symRefSplit(n) {
				t.Errorf("orbits %v split %+v, want %+v", sum.Orbits, sum.Orbits.Split(), symRefSplit(n))
			}
			var f compare.Fixed
			fix90, err := dfs.Fixed(n, board.Rot90)
			if err != nil {
				t.Fatal(err)
			}
			fix180, err := dfs.Fixed(n, board.Rot180)
			if err != nil {
				t.Fatal(err)
			}
			f.Fix90, f.Fix180 = len(fix90), len(fix180)
			if c := compare.ClassSplit(n, "dfs", sum.Orbits, "dfs", len(boards), f); !c.OK {
				t.Errorf("class-split: %s", c.Detail)
			}
			if c := compare.Burnside(n, "dfs", len(boards), f, "dfs", sum.Classes); !c.OK {
				t.Errorf("burnside: %s", c.Detail)
			}
			if canon := compare.CanonicalForms(n, boards); len(canon) != oeis.Classes[n-1] {
				t.Errorf("%d canonical forms, want %d", len(canon), oeis.Classes[n-1])
			}
		})
	}
}

func TestBurnsideFaults(t *testing.T) {
	f8 := symRefFixed(8)
	tests := []struct {
		name    string
		n, q    int
		f       compare.Fixed
		classes int
		ok      bool
		detail  string
	}{
		{"right", 8, 92, f8, 12, true, ""},
		{"right n=1", 1, 1, compare.Fixed{Fix90: 1, Fix180: 1}, 1, true, ""},
		{"one class too many", 8, 92, f8, 13, false, "gives (92 + 4 + 2·0)/8 = 12 classes, but lex counts 13"},
		{"fix180 off by one", 8, 92, compare.Fixed{Fix180: 5}, 12, false, "(92 + 5 + 2·0) = 97 is not a multiple of 8"},
		{"Q off by eight", 8, 100, f8, 12, false, "= 13 classes, but lex counts 12"},
		{"n=1 without fixed boards", 1, 1, compare.Fixed{}, 1, false, "(1 + 0 + 2·0 + 4) = 5 is not a multiple of 8"},
		{"fix90 doubled", 12, 14200, compare.Fixed{Fix90: 16, Fix180: 80}, 1787, false, "= 1789 classes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compare.Burnside(tt.n, "figs", tt.q, tt.f, "lex", tt.classes)
			if c.Name != "burnside" || c.Witnesses != "figs/lex" {
				t.Errorf("check %q of %q, want burnside of figs/lex", c.Name, c.Witnesses)
			}
			if c.OK != tt.ok || !strings.Contains(c.Detail, tt.detail) || (c.OK && c.Detail != "") {
				t.Errorf("OK = %v, detail %q; want OK = %v, detail containing %q", c.OK, c.Detail, tt.ok, tt.detail)
			}
		})
	}
}

func TestClassSplitFaults(t *testing.T) {
	right := compare.Orbits{Eight: 11, Four: 1}
	tests := []struct {
		name   string
		n      int
		orbits compare.Orbits
		q      int
		f      compare.Fixed
		ok     bool
		detail string
	}{
		{"right", 8, right, 92, symRefFixed(8), true, ""},
		{"right n=1", 1, compare.Orbits{One: 1}, 1, compare.Fixed{Fix90: 1, Fix180: 1}, true, ""},
		{"right n=12", 12, compare.Orbits{Eight: 1765, Four: 18, Two: 4}, 14200, symRefFixed(12), true, ""},
		{"orbit 4 counted as 8", 8, compare.Orbits{Eight: 12}, 92, symRefFixed(8), false,
			"dfs counts 12 without symmetry, 0 with 180° symmetry only, 0 with 90° symmetry (96 boards), but sat's figures (Q 92, fix90 0, fix180 4) imply 11 without symmetry, 1 with 180° symmetry only"},
		{"fix180 too small", 8, right, 92, compare.Fixed{Fix180: 0}, false, "Q - fix180 = 92 - 0 is not a non-negative multiple of 8"},
		{"fix90 odd", 12, compare.Orbits{Eight: 1765, Four: 18, Two: 4}, 14200, compare.Fixed{Fix90: 7, Fix180: 80}, false, "fix90 = 7 is not an even count"},
		{"fix180 below fix90", 5, compare.Orbits{Eight: 1, Two: 1}, 10, compare.Fixed{Fix90: 2, Fix180: 0}, false, "fix180 - fix90 = 0 - 2"},
		{"n=1 counted as orbit 8", 1, compare.Orbits{Eight: 1}, 1, compare.Fixed{Fix90: 1, Fix180: 1}, false, "imply 0 without symmetry, 0 with 180° symmetry only, 0 with 90° symmetry, 1 with every symmetry"},
		{"n=1 without fixed boards", 1, compare.Orbits{One: 1}, 1, compare.Fixed{}, false, "n = 1 has one board, fixed by every symmetry"},
		{"90° class taken for 180°", 12, compare.Orbits{Eight: 1765, Four: 19, Two: 2}, 14200, symRefFixed(12), false, "imply 1765 without symmetry, 18 with 180° symmetry only, 4 with 90° symmetry"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compare.ClassSplit(tt.n, "dfs", tt.orbits, "sat", tt.q, tt.f)
			if c.Name != "class-split" || c.Witnesses != "dfs/sat" {
				t.Errorf("check %q of %q, want class-split of dfs/sat", c.Name, c.Witnesses)
			}
			if c.OK != tt.ok || !strings.Contains(c.Detail, tt.detail) || (c.OK && c.Detail != "") {
				t.Errorf("OK = %v, detail %q; want OK = %v, detail containing %q", c.OK, c.Detail, tt.ok, tt.detail)
			}
		})
	}
}

func symPlacements(ss []board.Solution) []board.Placement {
	out := make([]board.Placement, len(ss))
	for i, s := range ss {
		out[i] = s.Placement()
	}
	return out
}

func TestLexLeaderFaults(t *testing.T) {
	const n = 8
	all := dfs.All(n)
	canon := compare.CanonicalForms(n, symPlacements(all))
	if len(canon) != oeis.Classes[n-1] {
		t.Fatalf("%d canonical forms, want %d", len(canon), oeis.Classes[n-1])
	}
	// The last image of the first canonical form that differs from it: a
	// representative that a lex-leader encoding missing a symmetry could
	// keep.
	first := canon[0]
	var other board.Solution
	for _, g := range board.Symmetries {
		if img := g.Apply(first); board.Compare(img, first) != 0 {
			other = img
		}
	}
	bad := board.Placement{{Row: 0, Col: 0}, {Row: 1, Col: 1}}
	tests := []struct {
		name   string
		boards []board.Placement
		ok     bool
		detail string
	}{
		{"right", symPlacements(canon), true, ""},
		{"right, any order", symPlacements(append([]board.Solution{canon[5]}, append(append([]board.Solution{}, canon[:5]...), canon[6:]...)...)), true, ""},
		{"a representative too many", symPlacements(append(append([]board.Solution{}, canon...), other)), false,
			fmt.Sprintf("lex has 13 representatives, dfs has 12 canonical forms; first difference: lex has %v, dfs lacks it (1 only in lex, 0 only in dfs)", other)},
		{"one missing", symPlacements(canon[1:]), false, fmt.Sprintf("first difference: dfs has %v, lex lacks it", first)},
		{"image instead of canonical form", symPlacements(append([]board.Solution{other}, canon[1:]...)), false, fmt.Sprintf("dfs has %v, lex lacks it (1 only in lex, 1 only in dfs)", first)},
		{"duplicate", symPlacements(append([]board.Solution{canon[3]}, canon...)), false, fmt.Sprintf("lex has solution %v more than once", canon[3])},
		{"invalid", append(symPlacements(canon), bad), false, "lex board #13 [(row 1, col 1) (row 2, col 2)] is not a solution"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compare.LexLeader(n, "lex", tt.boards, "dfs", canon)
			if c.Name != "lexleader" || c.Witnesses != "lex/dfs" {
				t.Errorf("check %q of %q, want lexleader of lex/dfs", c.Name, c.Witnesses)
			}
			if c.OK != tt.ok || !strings.Contains(c.Detail, tt.detail) || (c.OK && c.Detail != "") {
				t.Errorf("OK = %v, detail %q; want OK = %v, detail containing %q", c.OK, c.Detail, tt.ok, tt.detail)
			}
		})
	}
}

func TestFixedSetFaults(t *testing.T) {
	const n = 8
	fixed, err := dfs.Fixed(n, board.Rot180)
	if err != nil {
		t.Fatal(err)
	}
	if len(fixed) != oeis.Fix180[n-1] {
		t.Fatalf("%d solutions fixed by the 180° rotation, want %d", len(fixed), oeis.Fix180[n-1])
	}
	var notFixed board.Solution
	for _, s := range dfs.All(n) {
		if board.Compare(board.Rot180.Apply(s), s) != 0 {
			notFixed = s
			break
		}
	}
	sorted := slices.Clone(fixed)
	slices.SortFunc(sorted, board.Compare)
	tests := []struct {
		name   string
		g      board.Symmetry
		a, b   []board.Solution
		ok     bool
		detail string
	}{
		{"right", board.Rot180, fixed, fixed, true, ""},
		{"right, other order", board.Rot180, fixed, []board.Solution{fixed[3], fixed[1], fixed[2], fixed[0]}, true, ""},
		{"not fixed", board.Rot180, append([]board.Solution{notFixed}, fixed...), fixed, false,
			fmt.Sprintf("sat solution #1 %v is not fixed by rot180: its image is %v", notFixed, board.Rot180.Apply(notFixed))},
		{"one missing", board.Rot180, fixed, sorted[1:], false,
			fmt.Sprintf("sat finds 4 solutions fixed by rot180, dfs finds 3; first difference: sat has %v, dfs lacks it", sorted[0])},
		{"duplicate", board.Rot180, fixed, append([]board.Solution{fixed[2]}, fixed...), false, fmt.Sprintf("dfs has solution %v more than once", fixed[2])},
		{"fix90 sets differ", board.Rot90, nil, fixed[:1], false, "dfs solution #1"},
		{"fix90 empty", board.Rot90, nil, nil, true, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compare.FixedSet(n, tt.g, "sat", symPlacements(tt.a), "dfs", symPlacements(tt.b))
			if c.Name != compare.FixedCheckName(tt.g) || c.Witnesses != "sat/dfs" {
				t.Errorf("check %q of %q", c.Name, c.Witnesses)
			}
			if c.OK != tt.ok || !strings.Contains(c.Detail, tt.detail) || (c.OK && c.Detail != "") {
				t.Errorf("OK = %v, detail %q; want OK = %v, detail containing %q", c.OK, c.Detail, tt.ok, tt.detail)
			}
		})
	}
}

func TestFixedCheckName(t *testing.T) {
	tests := []struct {
		g    board.Symmetry
		want string
	}{
		{board.Rot90, "fix90"},
		{board.Rot180, "fix180"},
		{board.Transpose, "fixed-transpose"},
	}
	for _, tt := range tests {
		t.Run(tt.g.String(), func(t *testing.T) {
			if got := compare.FixedCheckName(tt.g); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func ExampleSplitFromFixed() {
	// n = 8: 92 solutions, 0 fixed by the 90° rotation, 4 by the 180° one.
	f := compare.Fixed{Fix90: 0, Fix180: 4}
	classes, _ := compare.BurnsideClasses(8, 92, f)
	o, _ := compare.SplitFromFixed(8, 92, f)
	fmt.Println("classes:", classes)
	fmt.Printf("split: %+v\n", o.Split())
	fmt.Println(compare.Burnside(8, "sat", 92, f, "sat-lexleader", 13).Detail)
	// Output:
	// classes: 12
	// split: {Rot90:0 Rot180:1 None:11}
	// Burnside's lemma on sat's figures gives (92 + 4 + 2·0)/8 = 12 classes, but sat-lexleader counts 13
}
