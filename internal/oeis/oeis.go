package oeis

import (
	_ "embed" // the published values
	"strconv"
	"strings"
)

// TSV is the table of published values, n = 1..27: the columns n,
// A000170, A002562, A032522 and A033148, tab-separated, after comment
// lines starting with #. Package reference reads it (reference.Published),
// and docs/examples/oeis.tsv is written from it.
//
//go:embed published.tsv
var TSV string

// The published sequences, indexed by n−1, n = 1..27, as TSV holds them.
var (
	// Q is A000170, the number of n-queens solutions.
	Q = column("A000170")
	// Classes is A002562, the number of solutions up to the 8 symmetries
	// of the square.
	Classes = column("A002562")
	// Fix180 is A032522, the solutions fixed by the half turn (180°).
	Fix180 = column("A032522")
	// Fix90 is A033148, the solutions fixed by the quarter turn (90°).
	Fix90 = column("A033148")
)

// The classes split by their symmetry, n = 1..27. For n >= 2 no
// reflection fixes a solution, so a class with the quarter-turn symmetry
// has 2 solutions, one with the half turn only 4, one without symmetry 8:
// each split follows from the table by the division below, which the OEIS
// lists as A260318, A260319 and A260320. For n = 1 the one class has every
// symmetry.
var (
	// Rot90Classes is A260318, the classes with 90° symmetry.
	Rot90Classes = derive(func(i int) int { return Fix90[i] / 2 }, 1)
	// Rot180Classes is A260319, the classes with 180° symmetry only.
	Rot180Classes = derive(func(i int) int { return (Fix180[i] - Fix90[i]) / 4 }, 0)
	// AsymClasses is A260320, the classes without symmetry.
	AsymClasses = derive(func(i int) int { return (Q[i] - Fix180[i]) / 8 }, 0)
)

// column returns the values of the column named name in TSV, one per row
// in order. The table is the module's own file: a malformed one is a
// defect of the build, and it panics.
func column(name string) []int {
	at, out := -1, []int(nil)
	for line := range strings.Lines(TSV) {
		line = strings.TrimRight(line, "\n")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if at < 0 {
			for j, c := range f {
				if c == name {
					at = j
				}
			}
			if at < 0 {
				panic("oeis: published.tsv has no column " + name)
			}
			continue
		}
		v, err := strconv.Atoi(f[at])
		if n, _ := strconv.Atoi(f[0]); err != nil || n != len(out)+1 {
			panic("oeis: published.tsv, " + name + ": bad row " + strconv.Quote(line))
		}
		out = append(out, v)
	}
	return out
}

// derive returns f of every index of Q, with first as the value for n = 1.
func derive(f func(i int) int, first int) []int {
	out := make([]int, len(Q))
	out[0] = first
	for i := 1; i < len(Q); i++ {
		out[i] = f(i)
	}
	return out
}
