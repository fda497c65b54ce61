package compare_test

import (
	"fmt"
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

// symRefOrbits returns the classes of size n by orbit size, from the
// published classes by symmetry. For n > 1 no reflection fixes a solution
// (it would put two queens on one line), so a class with 90° symmetry has
// orbit 2, one with 180° symmetry only orbit 4, one without symmetry orbit
// 8; the single class of n = 1 has orbit 1.
func symRefOrbits(n int) compare.Orbits {
	if n == 1 {
		return compare.Orbits{One: oeis.Rot90Classes[0]}
	}
	return compare.Orbits{Eight: oeis.AsymClasses[n-1], Four: oeis.Rot180Classes[n-1], Two: oeis.Rot90Classes[n-1]}
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
			if o != symRefOrbits(n) || classes != oeis.Classes[n-1] || o.Boards() != q {
				t.Errorf("orbits %+v (%d classes, %d boards), want %+v (%d classes, %d boards)",
					o, classes, o.Boards(), symRefOrbits(n), oeis.Classes[n-1], q)
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
			// Each class once, by its canonical form, with its orbit size.
			var orbits compare.Orbits
			q := 0
			seen := map[string]bool{}
			dfs.Solutions(n, func(s board.Solution) bool {
				q++
				c, orbit := board.Canonical(s)
				if seen[c.Key()] {
					return true
				}
				seen[c.Key()] = true
				switch orbit {
				case 8:
					orbits.Eight++
				case 4:
					orbits.Four++
				case 2:
					orbits.Two++
				case 1:
					orbits.One++
				default:
					t.Fatalf("%v: orbit %d", s, orbit)
				}
				return true
			})
			classes := len(seen)
			if orbits != symRefOrbits(n) || orbits.Boards() != q {
				t.Errorf("orbits %+v (%d boards), want %+v (%d boards)", orbits, orbits.Boards(), symRefOrbits(n), q)
			}
			var f compare.Fixed
			for _, fix := range []struct {
				g     board.Symmetry
				count *int
			}{{board.Rot90, &f.Fix90}, {board.Rot180, &f.Fix180}} {
				if _, err := dfs.FixedSolutions(n, fix.g, func(board.Solution) bool { *fix.count++; return true }); err != nil {
					t.Fatal(err)
				}
			}
			if c := compare.ClassSplit(n, "dfs", orbits, "dfs", q, f); !c.OK {
				t.Errorf("class-split: %s", c.Detail)
			}
			if c := compare.Burnside(n, "dfs", q, f, "dfs", classes); !c.OK {
				t.Errorf("burnside: %s", c.Detail)
			}
			if classes != oeis.Classes[n-1] {
				t.Errorf("%d classes, want %d", classes, oeis.Classes[n-1])
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
		{"fix180 too small", 8, right, 92, compare.Fixed{Fix180: 0}, false, "the total minus fix180, Q - fix180 = 92 - 0, is not a non-negative multiple of 8"},
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

func ExampleSplitFromFixed() {
	// n = 8: 92 solutions, 0 fixed by the 90° rotation, 4 by the 180° one.
	f := compare.Fixed{Fix90: 0, Fix180: 4}
	classes, _ := compare.BurnsideClasses(8, 92, f)
	o, _ := compare.SplitFromFixed(8, 92, f)
	fmt.Println("classes:", classes)
	fmt.Printf("orbits: %+v\n", o)
	fmt.Println(compare.Burnside(8, "sat", 92, f, "sat-lexleader", 13).Detail)
	// Output:
	// classes: 12
	// orbits: {Eight:11 Four:1 Two:0 One:0}
	// Burnside's lemma on sat's figures gives (92 + 4 + 2·0)/8 = 12 classes, but sat-lexleader counts 13
}
