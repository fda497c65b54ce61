package audit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// reference returns every solution for board size n in lexicographic
// order, from the test's own search (package audit does not import dfs).
func reference(n int) []board.Solution {
	var out []board.Solution
	cols := make([]int, 0, n)
	var place func()
	place = func() {
		r := len(cols)
		if r == n {
			out = append(out, board.Solution(slices.Clone(cols)))
			return
		}
		for c := 0; c < n; c++ {
			ok := true
			for r2, c2 := range cols {
				if c2 == c || r-r2 == c-c2 || r-r2 == c2-c {
					ok = false
					break
				}
			}
			if ok {
				cols = append(cols, c)
				place()
				cols = cols[:r]
			}
		}
	}
	place()
	return out
}

// listing formats solutions as lines of 1-based (base 1) or 0-based
// columns.
func listing(sols []board.Solution, base int) string {
	var b strings.Builder
	for _, s := range sols {
		for i, c := range s {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprint(&b, c+base)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// boards formats solutions as grids of queen and empty cells separated by
// sep, the boards separated by between.
func boards(sols []board.Solution, queen, empty rune, sep, between string) string {
	var b strings.Builder
	for i, s := range sols {
		if i > 0 {
			b.WriteString(between)
		}
		for _, c := range s {
			for col := range s {
				if col > 0 {
					b.WriteString(sep)
				}
				if col == c {
					b.WriteRune(queen)
				} else {
					b.WriteRune(empty)
				}
			}
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// pyList formats solutions as Python prints a list of lists.
func pyList(sols []board.Solution, base int) string {
	parts := make([]string, len(sols))
	for i, s := range sols {
		cols := make([]string, len(s))
		for r, c := range s {
			cols[r] = fmt.Sprint(c + base)
		}
		parts[i] = "[" + strings.Join(cols, ", ") + "]"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// pyBoards formats solutions as lists of board strings, each quoted with
// q (Java prints them with none).
func pyBoards(sols []board.Solution, q string) string {
	parts := make([]string, len(sols))
	for i, s := range sols {
		rows := make([]string, len(s))
		for r, c := range s {
			rows[r] = q + strings.Repeat(".", c) + "Q" + strings.Repeat(".", len(s)-c-1) + q
		}
		parts[i] = "[" + strings.Join(rows, ", ") + "]"
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// placedAt writes solutions one queen a line by its column, 1-based,
// under a heading: "Solution 1", "queen placed at 2", ...
func placedAt(sols []board.Solution) string {
	var b strings.Builder
	for i, s := range sols {
		fmt.Fprintf(&b, "Solution %d\n", i+1)
		for _, c := range s {
			fmt.Fprintf(&b, "queen placed at %d\n", c+1)
		}
	}
	return b.String()
}

// printR writes solutions as PHP's print_r prints arrays: "Array", "(",
// one "    [row] => col" line a queen, ")".
func printR(sols []board.Solution) string {
	var b strings.Builder
	for _, s := range sols {
		b.WriteString("Array\n(\n")
		for r, c := range s {
			fmt.Fprintf(&b, "    [%d] => %d\n", r, c)
		}
		b.WriteString(")\n")
	}
	return b.String()
}

// phpStyles are the shapes of an array of arrays as PHP's print_r,
// var_dump and var_export print it: the outer array's opening (given the
// number of solutions), each inner one's (given its key and length), each
// entry (key, value), and the closings. A format without a verb is
// written as it is.
var phpStyles = map[string]struct{ open, inner, item, innerEnd, end string }{
	"print_r":    {"Array\n(\n", "    [%[1]d] => Array\n        (\n", "            [%d] => %d\n", "        )\n\n", ")\n"},
	"var_dump":   {"array(%d) {\n", "  [%[1]d]=>\n  array(%[2]d) {\n", "    [%d]=>\n    int(%d)\n", "  }\n", "}\n"},
	"var_export": {"array (\n", "  %[1]d => \n  array (\n", "    %d => %d,\n", "  ),\n", ")"},
}

// phpDump writes solutions as one array of arrays, as PHP's print_r,
// var_dump or var_export (how) prints it.
func phpDump(how string, sols []board.Solution) string {
	st := phpStyles[how]
	var b strings.Builder
	put := func(format string, args ...any) {
		if strings.Contains(format, "%") {
			fmt.Fprintf(&b, format, args...)
		} else {
			b.WriteString(format)
		}
	}
	put(st.open, len(sols))
	for i, s := range sols {
		put(st.inner, i, len(s))
		for r, c := range s {
			put(st.item, r, c)
		}
		b.WriteString(st.innerEnd)
	}
	b.WriteString(st.end)
	return b.String()
}

// coords formats solutions in the coords format, with the total line.
func coords(n int, sols []board.Solution) string {
	var b strings.Builder
	for _, s := range sols {
		for r, c := range s {
			if r > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "(%d %d)", r, c)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "The total of %d Queen's solutions:%d\n", n, len(sols))
	return b.String()
}

// p1219 formats the classic answer with the given total.
func p1219(n int, total int) string {
	sols := reference(n)
	return listing(sols[:min(3, len(sols))], 1) + fmt.Sprintln(total)
}

func without(sols []board.Solution, i int) []board.Solution {
	return slices.Delete(slices.Clone(sols), i, i+1)
}

func sortedAsStrings(sols []board.Solution) string {
	lines := strings.Split(strings.TrimSuffix(listing(sols, 1), "\n"), "\n")
	slices.Sort(lines)
	return strings.Join(lines, "\n") + "\n"
}

func reversed(sols []board.Solution) []board.Solution {
	r := slices.Clone(sols)
	slices.Reverse(r)
	return r
}

var (
	ref4  = reference(4)
	ref5  = reference(5)
	ref6  = reference(6)
	ref8  = reference(8)
	ref10 = reference(10)
)

func TestReference(t *testing.T) {
	for n := 1; n <= 10; n++ {
		if got := len(reference(n)); got != oeis.Q[n-1] {
			t.Errorf("reference(%d) has %d solutions, want Q(%d) = %d", n, got, n, oeis.Q[n-1])
		}
	}
}

type auditCase struct {
	name   string
	n      int
	format Format
	input  string
	// want counts findings by kind; kinds not named must be absent.
	want map[Kind]int64
	// details must each appear in some finding's String, or in the order
	// note.
	details []string
	// detected is the format that Auto must pick (Auto: not checked).
	detected Format
	// opt is the base asked for.
	opt  Base
	base int
	// order, strict, some and classes are the options of that name.
	order                 string
	strict, some, classes bool
}

func auditCases() []auditCase {
	return []auditCase{
		{name: "clean listing", n: 8, input: listing(ref8, 1), detected: Lines, base: 1},
		{name: "clean listing with total", n: 8, input: listing(ref8, 1) + "92\n", detected: Lines, base: 1},
		{name: "clean listing with CRLF", n: 6, input: strings.ReplaceAll(listing(ref6, 1), "\n", "\r\n"), detected: Lines, base: 1},
		{name: "clean listing no final newline", n: 6, input: strings.TrimSuffix(listing(ref6, 1), "\n"), detected: Lines, base: 1},
		{name: "clean p1219", n: 6, format: P1219, input: p1219(6, 4), base: 1},
		{name: "p1219 detected passes with a note", n: 6, input: p1219(6, 4), detected: P1219, base: 1,
			details: []string{"note: read as a P1219 answer (the first 3 solutions in lexicographic order, then the total); --format lines reads it as a listing that lacks 1 of the 4 solutions"}},
		{name: "clean p1219 n=1", n: 1, input: "1\n1\n", detected: P1219, base: 1},
		{name: "clean p1219 n=2 (a count)", n: 2, input: "0\n", detected: Count, base: 1},
		{name: "clean p1219 n=4", n: 4, input: p1219(4, 2), detected: P1219, base: 1},
		{name: "clean p1219 n=10", n: 10, format: P1219, input: p1219(10, 724), base: 1},
		{name: "clean coords", n: 6, input: coords(6, ref6), detected: Coords, base: 0},
		{name: "clean coords with commas", n: 4, input: "(0, 1) (1, 3) (2, 0) (3, 2)\n( 0 2 )(1 0) (2 3) (3 1)\nThe total of 4 Queen's solutions:2\n", detected: Coords, base: 0},
		{name: "clean empty listing n=3", n: 3, input: "", detected: Lines, base: 1},

		{name: "p1219 wrong total", n: 6, input: p1219(6, 5),
			want: map[Kind]int64{WrongTotal: 1}, details: []string{"line 4: wrong total: the output says the total is 5, but Q(6) = 4"}},
		{name: "p1219 total not a number", n: 6, input: p1219(6, 4)[:36] + "four\n", format: P1219,
			want: map[Kind]int64{WrongTotal: 1}, details: []string{`the output gives "four" as the total, which is not a number; Q(6) = 4`}},
		{name: "p1219 swapped detected is a listing that lacks one", n: 6, input: "2 4 6 1 3 5\n4 1 5 2 6 3\n3 6 2 5 1 4\n4\n",
			want: map[Kind]int64{Missing: 1}, details: []string{`1 of the 4 solutions is not listed; missing: "5 3 1 6 4 2"`}},
		{name: "p1219 second and third swapped", n: 6, format: P1219, input: "2 4 6 1 3 5\n4 1 5 2 6 3\n3 6 2 5 1 4\n4\n",
			want:    map[Kind]int64{NotFirstThree: 2},
			details: []string{`line 2: not the expected first-three solution: "4 1 5 2 6 3" is not the 2nd solution in lexicographic order; "3 6 2 5 1 4" is`}},
		{name: "p1219 only two solutions", n: 6, format: P1219, input: "2 4 6 1 3 5\n3 6 2 5 1 4\n4\n",
			want: map[Kind]int64{Missing: 1}, details: []string{`2 solution lines, want 3; missing: "4 1 5 2 6 3"`}},
		{name: "p1219 four solutions", n: 6, format: P1219, input: listing(ref6, 1) + "4\n",
			want: map[Kind]int64{WrongTotal: 1, AfterTotal: 1}, details: []string{`line 4: wrong total: "5 3 1 6 4 2" where the total 4 belongs`, `line 5: text after the total: "4"`}},
		{name: "p1219 no total", n: 6, format: P1219, input: listing(ref6[:3], 1),
			want: map[Kind]int64{NoTotal: 1}, details: []string{"end of input: missing total: no total line: the answer ends with Q(6) = 4"}},
		{name: "p1219 duplicate", n: 6, format: P1219, input: "2 4 6 1 3 5\n2 4 6 1 3 5\n4 1 5 2 6 3\n4\n",
			want: map[Kind]int64{Duplicate: 1}, details: []string{`line 2: duplicate solution: "2 4 6 1 3 5" was listed first on line 1`}},

		{name: "sorted as strings", n: 10, input: sortedAsStrings(ref10), order: "lex",
			want:    map[Kind]int64{Order: 130},
			details: []string{`the solutions are sorted as strings, so that "1 10 ..." precedes "1 3 ..."`, `line 3: order violation: "1 3 6 8 10 5 9 2 4 7" comes after "1 10 7 5 8 2 9 3 6 4" (line 2)`}},
		{name: "decreasing order", n: 6, input: listing(reversed(ref6), 1), order: "lex",
			want: map[Kind]int64{Order: 3}, details: []string{"the solutions are reversed lexicographic"}},
		{name: "decreasing order reported", n: 6, input: listing(reversed(ref6), 1), base: 1,
			details: []string{"read: order reversed lexicographic (--order judges it)"}},
		{name: "decreasing order asked", n: 6, input: listing(reversed(ref6), 1), base: 1, order: "reversed"},
		{name: "strings decreasing", n: 10, format: Lines, input: strings.Join(reversedLines(sortedAsStrings(ref10)), "\n") + "\n", order: "lex",
			want: map[Kind]int64{Order: 593}, details: []string{"the solutions are sorted as strings, decreasing"}},
		{name: "no order", n: 6, input: listing([]board.Solution{ref6[0], ref6[2], ref6[1], ref6[3]}, 1), order: "lex",
			want: map[Kind]int64{Order: 1}, details: []string{"the solutions follow no named order"}},
		{name: "duplicate", n: 8, input: listing(ref8, 1) + listing(ref8[5:6], 1),
			want: map[Kind]int64{Duplicate: 1}, details: []string{`line 93: duplicate solution: "2 5 7 1 3 8 6 4" was listed before, in lines 1 to 92 (which are in order)`}},
		{name: "duplicate after disorder", n: 8, input: listing(ref8[10:], 1) + listing(ref8[:10], 1) + listing(ref8[5:6], 1), order: "lex",
			want: map[Kind]int64{Duplicate: 1, Order: 1}, details: []string{`line 93: duplicate solution: "2 5 7 1 3 8 6 4" was listed first on line 88`}},
		{name: "zero-based listing, base detected", n: 8, input: listing(ref8, 0), base: 0, detected: Lines},
		{name: "zero-based listing, --base 1", n: 8, input: listing(ref8, 0), base: 0, opt: OneBased,
			want: map[Kind]int64{WrongBase: 1}, details: []string{"line 1: wrong column base: the columns are 0-based (this line holds 0); --base 1 was given"}},
		{name: "zero-based then a one-based line", n: 6, input: listing(ref6[:2], 0) + listing(ref6[2:], 1), base: 0, opt: OneBased,
			want: map[Kind]int64{WrongBase: 1, OutOfRange: 2, Missing: 1}, details: []string{"line 3: value out of range: column 5 is 6, outside 0..5", `missing: "3 0 4 1 5 2", "4 2 0 5 3 1"`}},
		{name: "one-based coords detected", n: 4, input: "(1 2) (2 4) (3 1) (4 3)\n(1 3) (2 1) (3 4) (4 2)\nThe total of 4 Queen's solutions:2\n", base: 1},
		{name: "one-based coords", n: 4, format: Coords, input: "(1 2) (2 4) (3 1) (4 3)\n(1 3) (2 1) (3 4) (4 2)\nThe total of 4 Queen's solutions:2\n", base: 1,
			want: map[Kind]int64{WrongBase: 1}, details: []string{"the coordinates are 1-based (this line holds 4); the coords format is 0-based"}},
		{name: "one solution removed", n: 8, input: listing(without(ref8, 40), 1),
			want: map[Kind]int64{Missing: 1}, details: []string{`end of input: missing solutions: 1 of the 92 solutions is not listed; missing: "4 7 3 8 2 5 1 6"`}},
		{name: "many removed", n: 8, input: listing(ref8[:10], 1),
			want: map[Kind]int64{Missing: 1}, details: []string{`82 of the 92 solutions are not listed; the first 5 missing in lexicographic order: "2 7 5 8 1 4 6 3", "2 8 6 1 3 5 7 4"`}},
		{name: "empty input", n: 4, format: Lines, input: "",
			want: map[Kind]int64{Missing: 1}, details: []string{`2 of the 2 solutions are not listed; missing: "2 4 1 3", "3 1 4 2"`}},
		{name: "unparsable", n: 4, input: "2 4 1 3\n3 1 four 2\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{`line 2: unparsable token: column 3: "four" is not a whole number`}},
		{name: "plus sign", n: 4, input: "2 4 1 3\n+3 1 4 2\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{`column 1: "+3" is not a whole number`}},
		{name: "wrong length", n: 4, input: "2 4 1 3\n3 1 4 2 5\n",
			want: map[Kind]int64{WrongLength: 1, Missing: 1}, details: []string{"line 2: wrong number of columns: 5 columns, want 4"}},
		{name: "lone number mid-listing", n: 4, input: "2 4 1 3\n3\n3 1 4 2\n",
			want: map[Kind]int64{WrongLength: 1}, details: []string{"line 2: wrong number of columns: 1 column, want 4 (a total must be the last line)"}},
		{name: "out of range", n: 4, input: "2 4 1 3\n3 1 4 9\n",
			want: map[Kind]int64{OutOfRange: 1, Missing: 1}, details: []string{"line 2: value out of range: column 4 is 9, outside 1..4"}},
		{name: "huge value", n: 4, input: "2 4 1 3\n3 1 4 99999999999999999999999\n",
			want: map[Kind]int64{OutOfRange: 1, Missing: 1}, details: []string{"column 4 is a number too large, outside 1..4"}},
		{name: "attacking queens", n: 4, input: "2 4 1 3\n3 1 4 2\n1 2 3 4\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{`line 3: invalid placement: "1 2 3 4" is not a solution: queens at (row 1, col 1) and (row 2, col 2) attack along a diagonal`}},
		{name: "same column", n: 4, input: "2 4 1 3\n3 1 4 2\n1 1 1 1\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{"attack along a column"}},
		{name: "coords doubled row", n: 4, input: "(0 1) (1 3) (2 0) (2 2)\n(0 1) (1 3) (2 0) (3 2)\n(0 2) (1 0) (2 3) (3 1)\nThe total of 4 Queen's solutions:2\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{"row 3 holds 2 queens (columns 1, 3) (rows and columns counted from 1)"}},
		{name: "coords unparsable", n: 4, input: "(0 1) (1 3) (2 0) [3 2]\n" + coords(4, ref4),
			want: map[Kind]int64{Unparsable: 1}, details: []string{`line 1: unparsable token: "[3 2]" is not a "(row col)" pair`}},
		{name: "coords unclosed", n: 4, input: "(0 1) (1 3) (2 0) (3 2\n" + coords(4, ref4),
			want: map[Kind]int64{Unparsable: 1}, details: []string{`"(3 2" has no closing parenthesis`}},
		{name: "coords three numbers", n: 4, input: "(0 1 2) (1 3) (2 0) (3 2)\n" + coords(4, ref4),
			want: map[Kind]int64{Unparsable: 1}, details: []string{`"(0 1 2)" is not a "(row col)" pair`}},
		{name: "coords wrong pairs", n: 4, input: "(0 1) (1 3) (2 0)\n" + coords(4, ref4),
			want: map[Kind]int64{WrongLength: 1}, details: []string{"line 1: wrong number of columns: 3 pairs, want 4"}},
		{name: "coords out of range", n: 4, input: "(0 1) (1 3) (2 0) (3 4)\n" + coords(4, ref4),
			want: map[Kind]int64{OutOfRange: 1}, details: []string{"line 1: value out of range: the column of pair 4 is 4, outside 0..3"}},
		{name: "coords no total detected", n: 4, input: strings.Join(strings.SplitAfter(coords(4, ref4), "\n")[:2], ""), base: 0},
		{name: "coords no total", n: 4, format: Coords, input: strings.Join(strings.SplitAfter(coords(4, ref4), "\n")[:2], ""),
			want: map[Kind]int64{NoTotal: 1}, details: []string{`end of input: missing total: no line "The total of 4 Queen's solutions:2"`}},
		{name: "coords wrong total", n: 4, input: coords(4, ref4[:1]),
			want: map[Kind]int64{WrongTotal: 1, Missing: 1}, details: []string{"line 2: wrong total: the total line says 1, but Q(4) = 2 (it counts the 1 solutions listed)"}},
		{name: "coords total names another n", n: 4, input: strings.Replace(coords(4, ref4), "of 4", "of 5", 1),
			want: map[Kind]int64{WrongTotal: 1}, details: []string{"the total line names board size 5, the audit is for n = 4"}},
		{name: "coords total malformed", n: 4, input: strings.Replace(coords(4, ref4), "solutions:", "solutions: ", 1),
			want: map[Kind]int64{WrongTotal: 1}, details: []string{`"The total of 4 Queen's solutions: 2" is not of the form`}},
		{name: "coords after total", n: 4, input: coords(4, ref4) + "done\n\n", strict: true,
			want: map[Kind]int64{TextLine: 1, AfterTotal: 1}, details: []string{`line 4: text line: "done" is not data`, "line 5: text after the total: an empty line follows"}},
		{name: "coords text after total skipped", n: 4, input: coords(4, ref4) + "done\n\n", base: 0},
		{name: "listing wrong total", n: 8, input: listing(ref8, 1) + "91\n",
			want: map[Kind]int64{WrongTotal: 1}, details: []string{"line 93: wrong total: the total line says 91, but Q(8) = 92"}},
		{name: "count", n: 8, input: "92\n", detected: Count, base: 1},
		{name: "count with BOM", n: 8, input: "\uFEFF92\n", detected: Count, base: 1},
		{name: "count differs", n: 8, input: "91\n",
			want: map[Kind]int64{WrongCount: 1}, details: []string{"line 1: count differs: the count is 91, but Q(8) = 92"}},
		{name: "count too large quoted as written", n: 8, input: "99999999999999999999999\n",
			want: map[Kind]int64{WrongCount: 1}, details: []string{"the count is 99999999999999999999999, but Q(8) = 92"}},
		{name: "total too large quoted as written", n: 6, input: listing(ref6, 1) + "99999999999999999999999\n",
			want: map[Kind]int64{WrongTotal: 1}, details: []string{"line 5: wrong total: the total line says 99999999999999999999999, but Q(6) = 4"}},
		{name: "coords total too large quoted as written", n: 4, input: strings.Replace(coords(4, ref4), ":2", ":99999999999999999999999", 1),
			want: map[Kind]int64{WrongTotal: 1}, details: []string{"the total line says 99999999999999999999999, but Q(4) = 2"}},
		{name: "count n=1 zero is ambiguous", n: 1, input: "0\n",
			want: map[Kind]int64{Ambiguous: 1, WrongCount: 1}, details: []string{"--format count or --format lines decides"}},
		{name: "count n=1 zero read as lines", n: 1, format: Lines, input: "0\n", base: 0},
		{name: "list with BOM", n: 6, input: "\uFEFF" + pyList(ref6, 0), detected: List},
		{name: "board with BOM", n: 6, input: "\uFEFF" + boards(ref6, 'Q', '.', "", "\n"), detected: Board},
		{name: "listing with BOM", n: 6, input: "\uFEFF" + listing(ref6, 1), detected: Lines, base: 1},
		{name: "comma-separated listing", n: 6, input: strings.ReplaceAll(listing(ref6, 0), " ", ", "), detected: Lines, base: 0},
		{name: "tab-separated listing", n: 6, input: strings.ReplaceAll(listing(ref6, 1), " ", "\t"), detected: Lines, base: 1},
		{name: "boards", n: 6, input: boards(ref6, 'Q', '.', "", "\n"), detected: Board},
		{name: "boards no blank lines", n: 6, input: boards(ref6, 'Q', '.', "", ""), detected: Board},
		{name: "boards 1/0 spaced", n: 6, input: boards(ref6, '1', '0', " ", "\n"), detected: Board},
		{name: "boards unicode", n: 5, input: boards(ref5, '♛', '·', " ", "\n"), detected: Board},
		{name: "boards unknown symbols", n: 5, input: boards(ref5, 'A', 'b', "|", ""), detected: Board},
		{name: "boards with total", n: 6, input: boards(ref6, 'Q', '-', "", "\n") + "4\n", detected: Board},
		{name: "board n=1", n: 1, input: "Q\n", detected: Board},
		{name: "board dropped", n: 6, input: boards(ref6[1:], 'Q', '.', "", "\n"),
			want: map[Kind]int64{Missing: 1}, details: []string{`missing: ".Q..../...Q../.....Q/Q...../..Q.../....Q."`}},
		{name: "board short", n: 4, input: "..Q.\nQ...\n\n.Q..\n...Q\nQ...\n..Q.\n",
			want: map[Kind]int64{WrongLength: 1, Missing: 1}, details: []string{"line 1: wrong number of columns: a board of 2 rows, want 4 (line 3 ends it)"}},
		{name: "board attacking", n: 4, input: boards(ref4, 'Q', '.', "", "\n") + "\nQ...\n.Q..\n..Q.\n...Q\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{`line 11: invalid placement: "Q.../.Q../..Q./...Q" is not a solution`}},
		{name: "board third symbol", n: 4, input: ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...X\n.Q..\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{`line 8: unparsable token: 'X' in row 3 is neither the queen 'Q' nor the empty cell '.'`}},
		{name: "list python perms one line", n: 6, input: pyList(ref6, 0) + "\n", detected: List},
		{name: "list python perms 1-based", n: 6, input: pyList(ref6, 1) + "\n", detected: List, base: 1},
		{name: "list go", n: 6, input: strings.ReplaceAll(pyList(ref6, 0), ",", "") + "\n", detected: List},
		{name: "list one per line", n: 8, input: strings.ReplaceAll(pyList(ref8, 0), "], [", "]\n["), detected: List},
		{name: "list tuples", n: 6, input: strings.NewReplacer("[[", "[(", "]]", ")]", "], [", "), (").Replace(pyList(ref6, 0)) + "\n", detected: List},
		{name: "list of board strings", n: 6, input: pyBoards(ref6, "'") + "\n", detected: List},
		{name: "list of board strings java", n: 6, input: pyBoards(ref6, "") + "\n", detected: List},
		{name: "list of coords tuples", n: 4, input: "[(0, 1), (1, 3), (2, 0), (3, 2)]\n[(0, 2), (1, 0), (2, 3), (3, 1)]\n", detected: List},
		{name: "list of 0/1 matrices", n: 4, input: "[[0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 1, 0]]\n[[0, 0, 1, 0], [1, 0, 0, 0], [0, 0, 0, 1], [0, 1, 0, 0]]\n", detected: List},
		{name: "list with total", n: 6, input: pyList(ref6, 0) + "\n4\n", detected: List},
		{name: "list doubled", n: 6, input: pyList(append(slices.Clone(ref6), ref6[2]), 0) + "\n",
			want: map[Kind]int64{Duplicate: 1}, details: []string{`line 1: duplicate solution: "[3, 0, 4, 1, 5, 2]" was listed before on line 1`}},
		{name: "list console.log cut", n: 4, input: "[ [ 1, 3, 0, 2 ], ... 1 more item ]\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{"console.log"}},
		{name: "list unclosed", n: 4, input: "[[1, 3, 0, 2], [2, 0, 3, 1]\n",
			want: map[Kind]int64{Unparsable: 1}, details: []string{`line 1: unparsable token: the '[' opened on line 1 is never closed`}},
		{name: "list bad token", n: 4, input: "[[1, 3, 0, 2],\n [2, 0, x, 1]]\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{`line 2: unparsable token: item 3: "x" is not a whole number`}},
		{name: "list float", n: 4, input: "[[1, 3, 0, 2], [2.0, 0, 3, 1]]\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{`line 1: unparsable token: "2.0" is not a row of 4 cells`}},
		{name: "list string among numbers", n: 4, input: "[[1, 3, 0, 2], [2, 0, '3', 1]]\n",
			want: map[Kind]int64{Unparsable: 1, Missing: 1}, details: []string{`line 1: unparsable token: item 3: "3" is not a whole number`}},
		{name: "list 2 symbols unknown n=4", n: 4, input: "[['abbb', 'abbb', 'bbab', 'bbaa']]\n",
			want: map[Kind]int64{Ambiguous: 1, Missing: 1}, details: []string{"--queen decides"}},
		{name: "list 2 symbols unknown n=2", n: 2, input: "[['ab', 'ba']]\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{"no board is a solution, whichever symbol the queen is"}},
		{name: "output for another n", n: 6, format: Lines, input: listing(ref8, 1),
			want:    map[Kind]int64{WrongLength: 92, Missing: 1},
			details: []string{"all 92 solutions read are of size 8: is this the output for n = 8?"}},
		{name: "list output for another n", n: 5, input: pyList(ref4, 0),
			want:    map[Kind]int64{WrongLength: 2, Missing: 1},
			details: []string{"all 2 solutions read are of size 4: is this the output for n = 4?"}},
		{name: "coords without spaces", n: 4, input: "(0 1)(1 3)(2 0)(3 2)\n(0 2)(1 0)(2 3)(3 1)\nThe total of 4 Queen's solutions:2\n", detected: Coords, base: 0},
		{name: "row colon column pairs", n: 4, input: "Row : Column = 1 : 2\t2 : 4\t3 : 1\t4 : 3\nRow : Column = 1 : 3\t2 : 1\t3 : 4\t4 : 2\n", detected: Lines, base: 1},
		{name: "column colon row pairs", n: 4, input: "Column : Row = 2 : 1\t4 : 2\t1 : 3\t3 : 4\nColumn : Row = 3:1 1:2 4:3 2:4\n", detected: Lines, base: 1},
		{name: "colon pairs attacking", n: 4, input: "Row : Column = 1 : 2\t2 : 4\t3 : 1\t4 : 4\nRow : Column = 1 : 3\t2 : 1\t3 : 4\t4 : 2\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 1: invalid placement"}},
		{name: "tuples of size and solution", n: 4, input: "{4, [1, 3, 0, 2]}\n{4, [2, 0, 3, 1]}\n", detected: List},
		{name: "python tuples of size and solution", n: 4, input: "(4, [1, 3, 0, 2])\n(4, [2, 0, 3, 1])\n", detected: List},
		{name: "tuples of size and solution doubled", n: 4, input: "{4, [1, 3, 0, 2]}\n{4, [1, 3, 0, 2]}\n",
			want: map[Kind]int64{Duplicate: 1, Missing: 1}, details: []string{"line 2: duplicate solution"}},
		{name: "queens named by column one a line", n: 4, input: placedAt(ref4), detected: Board},
		{name: "queens named by column one cut short", n: 4, input: placedAt([]board.Solution{{1, 3, 0, 2}, {2, 0, 3}}),
			want: map[Kind]int64{WrongLength: 1, Missing: 1}, details: []string{"line 7: wrong number of columns: 3 lines naming a queen's column"}},
		{name: "queens named by column attacking", n: 4, input: placedAt([]board.Solution{{1, 3, 0, 2}, {2, 0, 3, 0}}),
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 7: invalid placement"}},
		{name: "a solution's heading is no count", n: 4, input: "Solution 2\nqueen placed at 3\nqueen placed at 1\nqueen placed at 4\nqueen placed at 2\n",
			want: map[Kind]int64{Missing: 1}, details: []string{"missing solutions: 1 of the 2"}},
		{name: "arrow pairs", n: 4, input: "0->1 1->3 2->0 3->2\n0->2 1->0 2->3 3->1\n", detected: Lines, base: 0},
		{name: "RC pairs after a label", n: 4, input: "Solution 1: R1C2 R2C4 R3C1 R4C3\nSolution 2: R1C3 R2C1 R3C4 R4C2\n", detected: Lines, base: 1},
		{name: "semicolons", n: 4, input: "1;3;0;2\n2;0;3;1\n", detected: Lines, base: 0},
		{name: "numbered with a parenthesis", n: 4, input: "1) 2, 4, 1, 3\n2) 3, 1, 4, 2\n", detected: Lines, base: 1},
		{name: "numbered with a dot, one dropped", n: 4, input: "1. 2 4 1 3\n",
			want: map[Kind]int64{Missing: 1}, details: []string{`missing: "3 1 4 2"`}},
		{name: "maps of rows to columns", n: 4, input: "{0: 1, 1: 3, 2: 0, 3: 2}\n{0: 2, 1: 0, 2: 3, 3: 1}\n", detected: List},
		{name: "map short", n: 4, input: "{0: 1, 1: 3, 2: 0, 3: 2}\n{0: 2, 1: 0, 2: 3}\n",
			want: map[Kind]int64{WrongLength: 1, Missing: 1}, details: []string{"line 2: wrong number of columns: 3 pairs, want 4"}},
		{name: "rows of booleans", n: 4, input: "[False, True, False, False]\n[False, False, False, True]\n[True, False, False, False]\n[False, False, True, False]\n\n[False, False, True, False]\n[True, False, False, False]\n[False, False, False, True]\n[False, True, False, False]\n", detected: List},
		{name: "rows of booleans attacking", n: 4, input: "[False, True, False, False]\n[False, False, False, True]\n[True, False, False, False]\n[False, False, True, False]\n\n[False, False, True, False]\n[True, False, False, False]\n[False, False, False, True]\n[False, False, True, False]\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"invalid placement"}},
		{name: "queens named by row and column one a line", n: 4, input: "Row 1: Queen at column 2\nRow 2: Queen at column 4\nRow 3: Queen at column 1\nRow 4: Queen at column 3\n\nRow 1: Queen at column 3\nRow 2: Queen at column 1\nRow 3: Queen at column 4\nRow 4: Queen at column 2\n", detected: Board},
		{name: "queens numbered, placed in a column", n: 4, input: "Placing queen 1 in column 2\nPlacing queen 2 in column 4\nPlacing queen 3 in column 1\nPlacing queen 4 in column 3\n---\nPlacing queen 1 in column 4\nPlacing queen 2 in column 1\nPlacing queen 3 in column 4\nPlacing queen 4 in column 2\n---\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 6: invalid placement"}},
		{name: "columns one a line, bare", n: 4, input: "1\n3\n0\n2\n\n2\n0\n3\n1\n", detected: Board},
		{name: "columns one a line, a total alone passes no listing", n: 4, input: "2\n4\n1\n3\n\nTotal solutions: 2\n",
			want: map[Kind]int64{Missing: 1}, details: []string{`missing: "2 0 3 1"`}},
		{name: "prolog bindings", n: 4, input: "L = [2,4,1,3] ;\nL = [3,1,4,2] ;\nfalse.\n", detected: List, base: 1},
		{name: "prolog bindings one dropped", n: 4, input: "L = [2,4,1,3] ;\nfalse.\n",
			want: map[Kind]int64{Missing: 1}, details: []string{`missing: "[3, 1, 4, 2]"`}},
		{name: "R vectors", n: 4, input: "[1] 2 4 1 3\n[1] 3 1 4 2\n", detected: Lines, base: 1},
		{name: "R matrices", n: 4, input: "     [,1] [,2] [,3] [,4]\n[1,]    0    1    0    0\n[2,]    0    0    0    1\n[3,]    1    0    0    0\n[4,]    0    0    1    0\n\n     [,1] [,2] [,3] [,4]\n[1,]    0    0    1    0\n[2,]    1    0    0    0\n[3,]    0    0    0    1\n[4,]    0    1    0    0\n", detected: Board},
		{name: "PHP print_r", n: 4, input: printR(ref4), detected: List},
		{name: "PHP print_r attacking", n: 4, input: printR([]board.Solution{{1, 3, 0, 2}, {2, 0, 3, 2}}),
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 9: invalid placement"}},
		{name: "HTML tables, a queen an image", n: 4, input: htmlBoards(ref4) + "<p>Total solutions: 2</p>\n", detected: Board},
		{name: "HTML tables, one attacking", n: 4, input: htmlBoards([]board.Solution{{1, 3, 0, 2}, {2, 0, 3, 2}}),
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 7: invalid placement"}},
		{name: "chess squares one a line after a bullet", n: 4, input: "Solution:\n - b1 \n - d2 \n - a3 \n - c4 \nSolution:\n - c1 \n - a2 \n - d3 \n - b4 \n", detected: Board},
		{name: "chess squares one a line, one attacking", n: 4, input: "Solution:\n - b1 \n - d2 \n - a3 \n - c4 \nSolution:\n - c1 \n - a2 \n - d3 \n - a4 \n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"invalid placement"}},
		{name: "queens among spaces, the last square's space cut", n: 4, input: "  Q    \n      Q\nQ      \n    Q  \n\n    Q  \nQ      \n      Q\n  Q    \n", detected: Board},
		{name: "queens among spaces, one attacking", n: 4, input: "  Q    \n      Q\nQ      \n    Q  \n\n    Q  \nQ      \n      Q\n    Q  \n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"invalid placement"}},
		{name: "boards on one line, rows split by slashes", n: 4, input: ".Q../...Q/Q.../..Q.\n..Q./Q.../...Q/.Q..\n", detected: Lines, base: 1},
		{name: "boards on one line, rows between bars", n: 4, input: "| . Q . . | . . . Q | Q . . . | . . Q . |\n| . . Q . | Q . . . | . . . Q | . Q . . |\n", detected: Lines, base: 1},
		{name: "boards on one line after labels", n: 4, input: "Solution 1: .Q../...Q/Q.../..Q.\nSolution 2: ..Q./Q.../...Q/.Q..\n", detected: Lines, base: 1},
		{name: "boards on one line, one attacking", n: 4, input: "Solution 1: .Q../...Q/Q.../..Q.\nSolution 2: ..Q./Q.../...Q/.Q.Q\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 2: invalid placement", "row 4 holds 2 queens"}},
		{name: "boards on one line, the queen fixed by the first", n: 5, input: "10000/00100/00001/01000/00010\n01111/11011/11110/10111/11101\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 2: invalid placement"}},
		{name: "a progress bar before the total", n: 4, input: "Run [----------]   0.00% (0/1)\rRun [##########] 100.00% (1/1)\n\nN: 4\nSolutions: 2\n", base: 1},
		{name: "a progress bar before a wrong total", n: 4, input: "Run [##########] 100.00% (1/1)\nN: 4\nSolutions: 3\n",
			want: map[Kind]int64{WrongTotal: 1}},
		{name: "the total printed twice after boards", n: 4, input: "x Q x x\nx x x Q\nQ x x x\nx x Q x\n\nx x Q x\nQ x x x\nx x x Q\nx Q x x\n\n2\n2\n", detected: Board},
		{name: "the total printed twice, then another number", n: 4, input: "x Q x x\nx x x Q\nQ x x x\nx x Q x\n\nx x Q x\nQ x x x\nx x x Q\nx Q x x\n\n2\n2\n3\n",
			want: map[Kind]int64{AfterTotal: 1}, details: []string{`line 13: text after the total: "3" follows`}},
		{name: "boards under numbered rules", n: 4, input: "------- 1\n. # . .\n. . . #\n# . . .\n. . # .\n------- 2\n. . # .\n# . . .\n. . . #\n. # . .\n", detected: Board},
		{name: "boards of letters, packed", n: 4, input: "Board:\nbQbb\nbbbQ\nQbbb\nbbQb\nBoard:\nbbQb\nQbbb\nbbbQ\nbQbb\n", detected: Board},
		{name: "boards of letters, packed, one attacking", n: 4, input: "Board:\nbQbb\nbbbQ\nQbbb\nbbQb\nBoard:\nbbQb\nQbbQ\nbbbb\nbQbb\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"row 2 holds 2 queens"}},
		{name: "pairs as terms", n: 4, input: "[pos(4,3),pos(3,1),pos(2,4),pos(1,2)]\n[pos(4,2),pos(3,4),pos(2,1),pos(1,3)]\n", detected: List, base: 1},
		{name: "pairs as terms, one attacking", n: 4, input: "[pos(4,3),pos(3,1),pos(2,4),pos(1,2)]\n[pos(4,2),pos(3,4),pos(2,1),pos(1,2)]\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}},
		{name: "column letters packed after labels", n: 4, input: "Solution 1: bdac\nSolution 2: cadb\n", detected: Lines, base: 1},
		{name: "column letters packed, one attacking", n: 4, input: "Solution 1: bdac\nSolution 2: cadc\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{`"cadc" is not a solution`}},
		{name: "a rule of one symbol between bars is no board", n: 4, input: "----|----|----|----\n2 4 1 3\n3 1 4 2\n", detected: Lines, base: 1},
		{name: "boards on one line, n·n cells", n: 4, input: "0100000110000010\n0010100000010100\n", detected: Lines, base: 1},
		{name: "boards on one line, n·n cells, one attacking", n: 4, input: "0100000110000010\n0010100000010101\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"row 4 holds 2 queens"}},
		{name: "the size, queens and the count", n: 4, input: "4 Queen: 2\n", base: 1},
		{name: "the size, queens and a wrong count", n: 8, input: "8 Queens: 91\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "the size and the count", n: 8, input: "8 92\n", base: 1},
		{name: "the size, a colon and the count", n: 8, input: "8 :  92\n", base: 1},
		{name: "a table of sizes and counts", n: 6, input: "4 : 2\n5 : 10\n6 : 4\n7 : 40\n", base: 1},
		{name: "a table of sizes and counts, one wrong", n: 6, input: "4 : 2\n5 : 10\n6 : 5\n7 : 40\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "a table of sizes equal to counts at n = 3", n: 3, input: "1 = 1\n2 = 0\n3 = 0\n4 = 2\n5 = 10\n", base: 1},
		{name: "a table of sizes equal to counts at n = 3, wrong", n: 3, input: "1 = 1\n2 = 0\n3 = 2\n4 = 2\n5 = 10\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "the size, a colon and the count at n = 2", n: 2, input: "2 :  0\n", base: 1},
		{name: "the size, a colon and a wrong count at n = 3", n: 3, input: "3 :  1\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "a table of counts under a header", n: 8, input: countTable(map[int]int64{8: 92}), base: 1},
		{name: "a table of counts under a header, the size's row wrong", n: 8, input: countTable(map[int]int64{8: 91}),
			want: map[Kind]int64{WrongTotal: 1}, details: []string{"line 8: wrong total"}},
		{name: "a table of counts under a header, another size's row wrong", n: 7, input: countTable(map[int]int64{8: 91}), base: 1},
		{name: "a table of counts, columns of two words", n: 5, input: "Size | Unique Solutions | Total Solutions | Time (s)\n4 | 1 | 2 | 0.001\n5 | 2 | 10 | 0.002\n", base: 1},
		{name: "a table of counts, columns of two words, a wrong total", n: 5, input: "Size | Unique Solutions | Total Solutions | Time (s)\n4 | 1 | 2 | 0.001\n5 | 10 | 2 | 0.002\n",
			want: map[Kind]int64{WrongTotal: 1}},
		{name: "digit strings at n = 10, counted from 0", n: 10, input: digitLines(reference(10)), detected: Lines},
		{name: "digit strings at n = 10, one attacking", n: 10, input: strings.Replace(digitLines(reference(10)), "0258693147", "0258693177", 1),
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{`invalid placement: "0 2 5 8 6 9 3 1 7 7"`}},
		{name: "a search's trace of pairs, then the count", n: 5, input: searchTrace(5) + "10\n", detected: List},
		{name: "a search's trace, then a wrong count", n: 6, input: searchTrace(6) + "5\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "a search's trace that leaps", n: 4, input: "[ [ 0, 1 ] ]\n[ [ 0, 1 ], [ 1, 3 ], [ 2, 0 ] ]\n[ [ 0, 1 ], [ 1, 3 ], [ 2, 0 ], [ 3, 2 ] ]\n[ [ 0, 2 ] ]\n[ [ 0, 2 ], [ 1, 0 ], [ 2, 3 ], [ 3, 1 ] ]\n2\n",
			want: map[Kind]int64{WrongLength: 2}, details: []string{"line 2: wrong number of columns", "line 4: wrong number of columns"}},
		{name: "a search's trace, strict", n: 5, input: searchTrace(5) + "10\n", strict: true,
			want: map[Kind]int64{WrongLength: int64(strings.Count(searchTrace(5), "\n")) - 10}},
		{name: "a queen off the board is no step of a trace", n: 3, input: "[ [ 0, 10 ] ]\n", want: map[Kind]int64{WrongLength: 1}},
		{name: "one queen alone is no trace", n: 3, input: "[(0 1)]\n", want: map[Kind]int64{WrongLength: 1}},
		{name: "a search's trace of bare pairs", n: 4, input: "(0, 1)\n(0, 1) (1, 3)\n(0, 1) (1, 3) (2, 0)\n(0, 1) (1, 3) (2, 0) (3, 2)\n(0, 2)\n(0, 2) (1, 0)\n(0, 2) (1, 0) (2, 3)\n(0, 2) (1, 0) (2, 3) (3, 1)\n", detected: Coords},
		{name: "solutions one queen short are no trace", n: 4, input: "[1, 3, 0]\n[2, 0, 3]\n",
			want: map[Kind]int64{WrongLength: 2, Missing: 1}},
		{name: "the size echoed after a prompt, then the listing", n: 4, input: " Input parameter: 4\nFind a result: 1 3 0 2\nFind a result: 2 0 3 1\nSolution: 2\n", base: 0},
		{name: "a wrong count after a prompt", n: 4, input: "Enter n: 3\n", want: map[Kind]int64{WrongCount: 1}},
		{name: "a parameter with an equals sign at n = 2", n: 2, input: "Enter the number of queens:\nN = 2\nThe number of solutions = 0\n", base: 1},
		{name: "a bound in a sentence that there is none", n: 3, input: "Tamaño del tablero = No existen soluciones para tableros < 4\n", base: 1},
		{name: "a bound beside a wrong count", n: 5, input: "Boards with fewer than 4 queens aside, solutions: 12\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "a table of counts in Markdown", n: 5, input: "| N | Total | Unique |\n|---|---|---|\n| 4 | 2 | 1 |\n| 5 | 10 | 2 |\n", base: 1},
		{name: "a count with an example", n: 4, input: "Enter n: \nOne of the solutions:\n|  |Q |  |  |\n|  |  |  |Q |\n|Q |  |  |  |\n|  |  |Q |  |\nTotal number of solutions: 2\n", detected: Board},
		{name: "a count with an example, a wrong total", n: 4, input: "One of the solutions:\n. Q . .\n. . . Q\nQ . . .\n. . Q .\nTotal number of solutions: 3\n",
			want: map[Kind]int64{WrongTotal: 1}},
		{name: "a count with an example that attacks", n: 4, input: "Example:\n. Q . .\n. . . Q\nQ . . .\n. Q . .\nTotal number of solutions: 2\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}},
		{name: "one solution and the total, no example said", n: 4, input: "Solutions:\n. Q . .\n. . . Q\nQ . . .\n. . Q .\nTotal number of solutions: 2\n",
			want: map[Kind]int64{Missing: 1}},
		{name: "labelled columns, each followed by its 0/1 board", n: 4, input: "S1: 1 3 0 2\n0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n----\nS2: 2 0 3 1\n0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n----\n", detected: Board},
		{name: "labelled columns, each followed by its 0/1 board, one attacking", n: 4, input: "S1: 1 3 0 3\n0 1 0 0\n0 0 0 1\n1 0 0 0\n0 0 1 0\n----\nS2: 2 0 3 1\n0 0 1 0\n1 0 0 0\n0 0 0 1\n0 1 0 0\n----\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{`line 1: invalid placement: "1 3 0 3"`}},
		{name: "rows and columns after colons", n: 4, input: "1: 2\n2: 4\n3: 1\n4: 3\n\n1: 3\n2: 1\n3: 4\n4: 2\n", detected: Board},
		{name: "the size and a wrong count", n: 8, input: "8 91\n", want: map[Kind]int64{WrongTotal: 1}},
		{name: "PHP print_r of an array of solutions", n: 4, input: phpDump("print_r", ref4), detected: List},
		{name: "PHP var_dump of an array of solutions", n: 4, input: phpDump("var_dump", ref4), detected: List},
		{name: "PHP var_export of an array of solutions", n: 4, input: phpDump("var_export", ref4), detected: List},
		{name: "PHP var_dump attacking", n: 4, input: phpDump("var_dump", []board.Solution{{1, 3, 0, 2}, {2, 0, 3, 2}}),
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 14: invalid placement"}},
		{name: "PHP var_export one dropped", n: 4, input: phpDump("var_export", ref4[:1]),
			want: map[Kind]int64{Missing: 1}},
		{name: "columns numbered over boards", n: 4, input: "  0 1 2 3\n0 . Q . .\n1 . . . Q\n2 Q . . .\n3 . . Q .\n\n  0 1 2 3\n0 . . Q .\n1 Q . . .\n2 . . . Q\n3 . Q . .\n", detected: Lines, base: 1},
		{name: "the columns in order, no board after", n: 4, input: "2 4 1 3\n3 1 4 2\n1 2 3 4\n",
			want: map[Kind]int64{Invalid: 1}, details: []string{`line 3: invalid placement: "1 2 3 4"`}},
		{name: "bracketed solution then its board", n: 4, input: "[1, 3, 0, 2]\n.Q..\n...Q\nQ...\n..Q.\n\n[2, 0, 3, 1]\n..Q.\nQ...\n...Q\n.Q..\n", detected: Lines},
		{name: "chequered boards packed", n: 4, input: "WQWB\nBWBQ\nQBWB\nBWQW\n\nWBQB\nQWBW\nWBWQ\nBQBW\n", detected: Board},
		{name: "chequered boards packed attacking", n: 4, input: "WQWB\nBWBQ\nQBWB\nBWQW\n\nWBQB\nQWBW\nWBWQ\nBWQW\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 6: invalid placement"}},
		{name: "columns joined by dashes", n: 4, input: "2-4-1-3\n3-1-4-2\n", detected: Lines, base: 1},
		{name: "columns joined by arrows", n: 4, input: "2 -> 4 -> 1 -> 3\n3 -> 1 -> 4 -> 2\n", detected: Lines, base: 1},
		{name: "columns in angle brackets", n: 4, input: "<1, 3, 0, 2>\n<2, 0, 3, 1>\n", detected: Lines},
		{name: "columns as letters", n: 4, input: "B D A C\nC A D B\n", detected: Lines, base: 1},
		{name: "columns as letters attacking", n: 4, input: "B D A C\nC A D C\n",
			want: map[Kind]int64{Invalid: 1, Missing: 1}, details: []string{"line 2: invalid placement"}},
		{name: "files named under boards are no solution", n: 4, input: ".Q..\n...Q\nQ...\n..Q.\na b c d\n\n..Q.\nQ...\n...Q\n.Q..\na b c d\n", detected: Board},
		{name: "a time after the total", n: 4, input: "2 4 1 3\n3 1 4 2\n2 solutions\n0.00028284\n", detected: Lines, base: 1},
		{name: "a time in figures with an exponent", n: 3, input: "0 solutions\n2.4485e-05\n", detected: Lines, base: 1},
		{name: "map of solutions by number", n: 4, input: "{1: {1: [1, 3, 0, 2]}, 2: {2: [2, 0, 3, 1]}}\n", detected: List},
		{name: "map of solutions by number, one doubled", n: 4, input: "{1: {1: [1, 3, 0, 2]}, 2: {2: [1, 3, 0, 2]}}\n",
			want: map[Kind]int64{Duplicate: 1, Missing: 1}, details: []string{"duplicate solution"}},
		{name: "rows as lists of quoted cells after a digit string", n: 4, input: "2413\nboard:\n[ '#', 'Q', '#', '#' ]\n[ '#', '#', '#', 'Q' ]\n[ 'Q', '#', '#', '#' ]\n[ '#', '#', 'Q', '#' ]\n\n3142\nboard:\n[ '#', '#', 'Q', '#' ]\n[ 'Q', '#', '#', '#' ]\n[ '#', '#', '#', 'Q' ]\n[ '#', 'Q', '#', '#' ]\n", detected: Lines, base: 1},
		{name: "digit strings beside rows printed over lines", n: 7, input: "1357246\n[\n  'Q', '#', '#',\n  '#', '#', '#',\n  '#'\n]\n[\n  '#', '#', 'Q',\n  '#', '#', '#',\n  '#'\n]\n[\n  '#', '#', '#',\n  '#', 'Q', '#',\n  '#'\n]\n[\n  '#', '#', '#',\n  '#', '#', '#',\n  'Q'\n]\n[\n  '#', 'Q', '#',\n  '#', '#', '#',\n  '#'\n]\n[\n  '#', '#', '#',\n  'Q', '#', '#',\n  '#'\n]\n[\n  '#', '#', '#',\n  '#', '#', 'Q',\n  '#'\n]\n", want: map[Kind]int64{Missing: 1}, details: []string{"missing solutions: 39 of the 40"}},
		{name: "a long line of lists after a prompt", n: 10, input: "Enter a number: " + strings.ReplaceAll(pyBoards(reference(10), ""), ", ", " ") + "\n", detected: List},
		{name: "chequered emoji boards with variation selectors", n: 4, input: "⬜\uFE0F🟥⬜\uFE0F⬛\uFE0F\n⬛\uFE0F⬜\uFE0F⬛\uFE0F🟥\n🟥⬛\uFE0F⬜\uFE0F⬛\uFE0F\n⬛\uFE0F⬜\uFE0F🟥⬜\uFE0F\n\n⬜\uFE0F⬛\uFE0F🟥⬛\uFE0F\n🟥⬜\uFE0F⬛\uFE0F⬜\uFE0F\n⬜\uFE0F⬛\uFE0F⬜\uFE0F🟥\n⬛\uFE0F🟥⬛\uFE0F⬜\uFE0F\n", detected: Board},
		{name: "blank line", n: 4, input: "2 4 1 3\n\n3 1 4 2\n", strict: true,
			want: map[Kind]int64{BlankLine: 1}, details: []string{"line 2: blank line"}},
		{name: "blank line skipped", n: 4, input: "2 4 1 3\n\n3 1 4 2\n", base: 1},
		{name: "text line strict", n: 4, input: "Solution 1:\n2 4 1 3\n3 1 4 2\n", strict: true,
			want: map[Kind]int64{TextLine: 1}, details: []string{`line 1: text line: "Solution 1:" is not data (--strict)`}},
	}
}

// TestEveryKindShown checks that every kind of finding is produced by some
// test: the cases of TestOutput, TestLongLine (LineTooLong) and
// TestNotInReference.
func TestEveryKindShown(t *testing.T) {
	shown := map[Kind]bool{LineTooLong: true, NotInReference: true,
		// The findings of a program run, shown by the tests of RunProgram.
		ProgramFailed: true, TimedOut: true, OutputCapped: true, NoOutput: true}
	for _, tt := range auditCases() {
		for k := range tt.want {
			shown[k] = true
		}
	}
	for _, k := range Kinds() {
		if !shown[k] {
			t.Errorf("no test case produces a finding of kind %q", k)
		}
	}
}

func reversedLines(s string) []string {
	lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	slices.Reverse(lines)
	return lines
}

func TestOutput(t *testing.T) {
	for _, tt := range auditCases() {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := OutputContext(context.Background(), strings.NewReader(tt.input), tt.n, slices.Values(reference(tt.n)), Options{Format: tt.format, Base: tt.opt, MaxFindings: -1,
				Order: tt.order, Strict: tt.strict, Some: tt.some, Classes: tt.classes})
			if err != nil {
				t.Fatal(err)
			}
			var text bytes.Buffer
			if err := rep.WriteText(&text); err != nil {
				t.Fatal(err)
			}
			for _, k := range Kinds() {
				if got := rep.Count(k); got != tt.want[k] {
					t.Errorf("%d findings of kind %q, want %d\n%s", got, k, tt.want[k], text.String())
				}
			}
			if int64(len(rep.Findings)) != rep.Total() {
				t.Errorf("%d findings kept, %d counted; the cap is off", len(rep.Findings), rep.Total())
			}
			for _, d := range tt.details {
				if !strings.Contains(text.String(), d) {
					t.Errorf("no finding says %q:\n%s", d, text.String())
				}
			}
			if tt.format == Auto && tt.detected != Auto && (rep.Format != tt.detected || !rep.Detected) {
				t.Errorf("detected format %v (detected=%v), want %v", rep.Format, rep.Detected, tt.detected)
			}
			if len(tt.want) == 0 && rep.Base != tt.base {
				t.Errorf("base %d, want %d", rep.Base, tt.base)
			}
			if rep.Clean() != (len(tt.want) == 0) {
				t.Errorf("Clean() = %v with %d findings", rep.Clean(), rep.Total())
			}
			checkReport(t, rep)
		})
	}
}

// TestMergeAgreesWithMap audits every case, and shuffled, thinned and
// doubled listings, both ways: following the listing against the
// reference (the default, which holds only the solutions skipped) and
// remembering every solution. The counts must agree.
func TestMergeAgreesWithMap(t *testing.T) {
	t.Parallel()
	type input struct {
		name   string
		n      int
		text   string
		format Format
	}
	var ins []input
	for _, tt := range auditCases() {
		ins = append(ins, input{tt.name, tt.n, tt.input, tt.format})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 60 {
		n := 4 + i%5
		sols := slices.Clone(reference(n))
		switch i % 4 {
		case 0: // shuffled
			rng.Shuffle(len(sols), func(i, j int) { sols[i], sols[j] = sols[j], sols[i] })
		case 1: // every other one
			var half []board.Solution
			for j := range sols {
				if rng.IntN(2) == 0 {
					half = append(half, sols[j])
				}
			}
			sols = half
		case 2: // some doubled, some swapped
			for j := 0; j+1 < len(sols); j += 3 {
				sols = append(sols, sols[j])
				if rng.IntN(3) == 0 {
					sols[j], sols[j+1] = sols[j+1], sols[j]
				}
			}
		case 3: // in order, then a second copy of a part
			sols = append(sols, sols[:rng.IntN(len(sols)+1)]...)
		}
		ins = append(ins, input{fmt.Sprintf("random %d", i), n, listing(sols, 1), Lines})
	}
	for _, in := range ins {
		ref := reference(in.n)
		a, err := OutputContext(context.Background(), strings.NewReader(in.text), in.n, slices.Values(ref), Options{Format: in.format, MaxFindings: -1})
		if err != nil {
			t.Fatal(err)
		}
		b, err := outputMapOnly(context.Background(), strings.NewReader(in.text), in.n, slices.Values(ref), Options{Format: in.format, MaxFindings: -1})
		if err != nil {
			t.Fatal(err)
		}
		if a.counts != b.counts || a.Solutions != b.Solutions || a.Missing != b.Missing || a.Expected != b.Expected {
			var x, y strings.Builder
			a.WriteText(&x)
			b.WriteText(&y)
			t.Errorf("%s: the two ways differ:\n%s\n%s", in.name, x.String(), y.String())
		}
		for i := range a.Findings {
			if a.Findings[i].Line != b.Findings[i].Line || a.Findings[i].Kind != b.Findings[i].Kind {
				t.Errorf("%s: finding %d: %v and %v", in.name, i, a.Findings[i], b.Findings[i])
			}
		}
	}
}

// checkReport checks invariants every report keeps.
func checkReport(t *testing.T, rep *Report) {
	t.Helper()
	last := int64(0)
	for i, f := range rep.Findings {
		line := f.Line
		if line == 0 {
			line = rep.Lines + 1
		}
		if line < last {
			t.Errorf("finding %d (%v) is out of line order", i, f)
		}
		last = line
		if f.Line > rep.Lines {
			t.Errorf("finding %v names a line past the last, %d", f, rep.Lines)
		}
	}
	if rep.Solutions > rep.Expected && rep.Count(NotInReference) == 0 {
		t.Errorf("%d distinct valid solutions, more than Q = %d", rep.Solutions, rep.Expected)
	}
}

// TestMaxFindings checks the cap: the first K findings in line order are
// kept, including one that is only decided at the end (a wrong total), and
// every finding is counted.
func TestMaxFindings(t *testing.T) {
	// Line 1: a wrong total, checked at the end; lines 2-4 follow it.
	input := "The total of 4 Queen's solutions:3\nx\ny\nz\n"
	tests := []struct {
		name  string
		max   int
		lines []int64
	}{
		{"none", 0, nil},
		{"one", 1, []int64{1}},
		{"two", 2, []int64{1, 2}},
		{"all", -1, []int64{1, 2, 3, 4, 0}},
		{"more than all", 10, []int64{1, 2, 3, 4, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := OutputContext(context.Background(), strings.NewReader(input), 4, slices.Values(ref4), Options{Format: Coords, MaxFindings: tt.max})
			if err != nil {
				t.Fatal(err)
			}
			var got []int64
			for _, f := range rep.Findings {
				got = append(got, f.Line)
			}
			if !slices.Equal(got, tt.lines) {
				t.Errorf("kept findings on lines %v, want %v", got, tt.lines)
			}
			if rep.Total() != 5 || rep.Count(AfterTotal) != 3 || rep.Count(WrongTotal) != 1 || rep.Count(Missing) != 1 {
				t.Errorf("counts: total %d, after %d, wrong total %d, missing %d; want 5, 3, 1, 1",
					rep.Total(), rep.Count(AfterTotal), rep.Count(WrongTotal), rep.Count(Missing))
			}
		})
	}
}

// TestOrderNoteOnKeptFinding checks that the order note reaches the first
// order finding even when many findings follow it, and no other finding
// when the cap drops the first order finding.
func TestOrderNoteOnKeptFinding(t *testing.T) {
	const note = "reversed lexicographic"
	input := listing(reversed(ref6), 1)
	rep, err := OutputContext(context.Background(), strings.NewReader(input), 6, slices.Values(ref6), Options{MaxFindings: 1, Order: "lex"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 1 || rep.Findings[0].Kind != Order || !strings.Contains(rep.Findings[0].Detail, note) {
		t.Errorf("findings %v: want one order finding with the note", rep.Findings)
	}

	// Two blank lines fill the cap; the order findings of lines 4-6 are
	// counted, not kept.
	rep, err = OutputContext(context.Background(), strings.NewReader("\n\n"+input), 6, slices.Values(ref6), Options{Format: Lines, MaxFindings: 2, Order: "lex", Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(Order) != 3 || !strings.Contains(rep.OrderNote, note) {
		t.Errorf("%d order findings, note %q; want 3 and the note", rep.Count(Order), rep.OrderNote)
	}
	for _, f := range rep.Findings {
		if f.Kind != BlankLine || strings.Contains(f.Detail, note) {
			t.Errorf("finding %v: want only the two blank lines, without the note", f)
		}
	}
}

// TestLongLine feeds a 10 MB line between valid ones: it is a finding, the
// lines around it are audited, and nothing fails.
func TestLongLine(t *testing.T) {
	tests := []struct {
		name string
		line string
	}{
		{"digits", strings.Repeat("1 ", 5<<20)},
		{"no spaces", strings.Repeat("7", 10<<20)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input := listing(ref6[:2], 1) + tt.line + "\n" + listing(ref6[2:], 1)
			rep, err := OutputContext(context.Background(), strings.NewReader(input), 6, slices.Values(ref6), Options{MaxFindings: 10})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Total() != 1 || rep.Count(LineTooLong) != 1 {
				t.Fatalf("findings %v, want one line too long", rep.Findings)
			}
			f := rep.Findings[0]
			want := fmt.Sprintf("line 3: line too long: %d bytes, more than the limit of %d; skipped", len(tt.line), DefaultMaxLine)
			if f.String() != want {
				t.Errorf("finding %q, want %q", f, want)
			}
			if rep.Solutions != 4 || rep.Lines != 5 {
				t.Errorf("%d solutions in %d lines, want 4 in 5", rep.Solutions, rep.Lines)
			}
		})
	}
}

func TestMaxLineOption(t *testing.T) {
	tests := []struct {
		name    string
		max     int
		crlf    bool
		tooLong int64
	}{
		{"fits exactly", 11, false, 0},
		{"one byte over", 10, false, 4},
		{"fits with CRLF", 11, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			input := listing(ref6, 1) // each line is 11 bytes
			if tt.crlf {
				input = strings.ReplaceAll(input, "\n", "\r\n")
			}
			rep, err := OutputContext(context.Background(), strings.NewReader(input), 6, slices.Values(ref6), Options{Format: Lines, MaxLine: tt.max})
			if err != nil {
				t.Fatal(err)
			}
			if got := rep.Count(LineTooLong); got != tt.tooLong {
				t.Errorf("%d lines too long, want %d", got, tt.tooLong)
			}
		})
	}
}

// TestFaultyReference checks that the audit does not trust its reference.
func TestFaultyReference(t *testing.T) {
	tests := []struct {
		name   string
		format Format
		ref    []board.Solution
		err    string
	}{
		{"out of order", Lines, reversed(ref6), "does not come after"},
		{"repeated", Lines, append(slices.Clone(ref6), ref6[3]), "does not come after"},
		{"wrong size", Lines, []board.Solution{{0, 1}}, "has 2 columns, want 6"},
		{"p1219 out of order", P1219, reversed(ref6), "does not come after"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := OutputContext(context.Background(), strings.NewReader(listing(ref6, 1)), 6, slices.Values(tt.ref), Options{Format: tt.format})
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Fatalf("error %v, want one containing %q", err, tt.err)
			}
		})
	}
}

// TestNotInReference gives a reference that lacks a solution the output
// holds.
func TestNotInReference(t *testing.T) {
	rep, err := OutputContext(context.Background(), strings.NewReader(listing(ref6, 1)), 6, slices.Values(without(ref6, 2)), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(NotInReference) != 1 || rep.Total() != 1 || rep.Findings[0].Line != 3 {
		t.Errorf("findings %v, want one solution not in the reference on line 3", rep.Findings)
	}
}

func TestTotalOption(t *testing.T) {
	calls := 0
	total := func(context.Context) (int64, error) { calls++; return 4, nil }
	rep, err := OutputContext(context.Background(), strings.NewReader(p1219(6, 4)), 6, slices.Values(ref6), Options{Format: P1219, Total: total})
	if err != nil || !rep.Clean() || calls != 1 {
		t.Fatalf("err %v, clean %v, Total called %d times; want nil, true, 1", err, rep.Clean(), calls)
	}
	failing := func(context.Context) (int64, error) { return 0, errors.New("counter broke") }
	if _, err := OutputContext(context.Background(), strings.NewReader(p1219(6, 4)), 6, slices.Values(ref6), Options{Total: failing}); err == nil || !strings.Contains(err.Error(), "counter broke") {
		t.Errorf("error %v, want the counter's", err)
	}
}

func TestReadError(t *testing.T) {
	broken := io.MultiReader(strings.NewReader("2 4 1 3\n3 1"), iotest.ErrReader(errors.New("disk on fire")))
	_, err := OutputContext(context.Background(), broken, 4, slices.Values(ref4), Options{})
	var re *ReadError
	if !errors.As(err, &re) || re.Line != 2 || !strings.Contains(err.Error(), "disk on fire") || !IsReadError(err) {
		t.Fatalf("error %v, want a *ReadError on line 2", err)
	}
}

func TestBadSize(t *testing.T) {
	for _, n := range []int{0, -1, board.MaxN + 1} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			if _, err := OutputContext(context.Background(), strings.NewReader(""), n, slices.Values([]board.Solution(nil)), Options{}); err == nil {
				t.Errorf("OutputContext accepted n = %d", n)
			}
		})
	}
}

func TestKindsAndFormats(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range Kinds() {
		s := k.String()
		if s == "" || strings.HasPrefix(s, "Kind(") || seen[s] {
			t.Errorf("kind %d has name %q", int(k), s)
		}
		seen[s] = true
	}
	if got := Kind(-1).String(); got != "Kind(-1)" {
		t.Errorf("Kind(-1).String() = %q", got)
	}
	for _, f := range []Format{Auto, Lines, P1219, Coords} {
		g, err := ParseFormat(f.String())
		if err != nil || g != f {
			t.Errorf("ParseFormat(%q) = %v, %v", f, g, err)
		}
	}
	if _, err := ParseFormat("csv"); err == nil {
		t.Errorf("ParseFormat accepted csv")
	}
}

// TestBoundedMemory streams a large input of repeated lines: the audit
// remembers only the distinct valid solutions.
func TestBoundedMemory(t *testing.T) {
	const copies = 20000
	one := listing(ref6, 1)
	r := io.MultiReader(slices.Collect(repeatReader(one, copies))...)
	rep, err := OutputContext(context.Background(), r, 6, slices.Values(ref6), Options{MaxFindings: 5})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Lines != 4*copies || rep.Solutions != 4 || rep.Count(Duplicate) != 4*(copies-1) || len(rep.Findings) != 5 {
		t.Errorf("%d lines, %d solutions, %d duplicates, %d kept", rep.Lines, rep.Solutions, rep.Count(Duplicate), len(rep.Findings))
	}
}

// TestBoundedMemoryLists reads a list nested a million deep and a
// 200,000-item list on one line: memory stays bounded (the lists beyond
// the depth limit are not held), and each is one finding.
func TestBoundedMemoryLists(t *testing.T) {
	t.Parallel()
	deep := strings.Repeat("[", 1_000_000) + strings.Repeat("]", 1_000_000)
	rep, err := OutputContext(context.Background(), strings.NewReader(deep), 4, slices.Values(ref4), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(Unparsable) != 1 || !strings.Contains(rep.Findings[0].Detail, "nested more than 32 deep") {
		t.Errorf("findings %v", rep.Findings)
	}
	long := "[" + strings.Repeat("[1, 3, 0, 2], ", 200_000) + "[2, 0, 3, 1]]"
	rep, err = OutputContext(context.Background(), strings.NewReader(long), 4, slices.Values(ref4), Options{MaxFindings: 5})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Lines != 1 || rep.Solutions != 2 || rep.Count(Duplicate) != 199_999 || rep.Count(Order) != 0 {
		t.Errorf("%d lines, %d solutions, %d duplicates, %d order findings", rep.Lines, rep.Solutions, rep.Count(Duplicate), rep.Count(Order))
	}
}

func repeatReader(s string, n int) iter.Seq[io.Reader] {
	return func(yield func(io.Reader) bool) {
		for range n {
			if !yield(strings.NewReader(s)) {
				return
			}
		}
	}
}

func ExampleOutputContext() {
	answer := "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n5\n"
	rep, err := OutputContext(context.Background(), strings.NewReader(answer), 6, slices.Values(reference(6)), Options{MaxFindings: 20})
	if err != nil {
		fmt.Println(err)
		return
	}
	rep.WriteText(os.Stdout)
	// Output:
	// audit: n = 6, format p1219 (detected), columns 1-based (detected from line 1)
	// line 4: wrong total: the output says the total is 5, but Q(6) = 4
	// summary: 4 lines, 3 distinct valid solutions, Q(6) = 4; 1 finding
	//   wrong total:                           1
}

func BenchmarkOutput(b *testing.B) {
	tests := []struct {
		name  string
		n     int
		input string
	}{
		{"listing n=10", 10, listing(ref10, 1)},
		{"sorted as strings n=10", 10, sortedAsStrings(ref10)},
		{"coords n=10", 10, coords(10, ref10)},
	}
	for _, tt := range tests {
		b.Run(tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.input)))
			for b.Loop() {
				if _, err := OutputContext(context.Background(), strings.NewReader(tt.input), tt.n, slices.Values(ref10), Options{MaxFindings: 20}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestListLongString checks that a string longer than the limit in a list
// is one finding, read to its closing quote, and that the lists after it
// are read.
func TestListLongString(t *testing.T) {
	t.Parallel()
	in := `[["` + strings.Repeat("Q", 300) + `", "x"]]` + "\n[1, 3, 0, 2]\n[2, 0, 3, 1]\n"
	rep, err := OutputContext(context.Background(), strings.NewReader(in), 4, slices.Values(ref4), Options{MaxFindings: -1, MaxLine: 64})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Total() != 1 || rep.Count(Unparsable) != 1 || rep.Solutions != 2 || !strings.Contains(rep.Findings[0].Detail, "is too long") {
		t.Errorf("%d solutions, findings %v", rep.Solutions, rep.Findings)
	}
}

// TestProgress checks that Options.Progress hears of the lines read and of
// the count of Q(n), and that a context ended during the read stops it with
// the findings so far. The lines read are heard of in the lines format
// read alone; with NQCHECK_INTEGRATION=1 (CI) also in the automatic
// detection, every reading side by side (about ten times the work).
func TestProgress(t *testing.T) {
	t.Parallel()
	var stages [2]int
	var last int64
	formats := []Format{Lines}
	if integration.Enabled() {
		formats = append(formats, Auto)
	}
	for _, f := range formats {
		stages, last = [2]int{}, 0
		opt := Options{Format: f, MaxFindings: 3, Progress: func(s Stage, done int64) {
			stages[s]++
			if s == Reading {
				last = done
			}
		}}
		in := io.MultiReader(slices.Collect(repeatReader(listing(ref6, 1), 20000))...)
		if _, err := OutputContext(context.Background(), in, 6, slices.Values(ref6), opt); err != nil {
			t.Fatal(err)
		}
		if stages[Reading] < 4 || last < 4*progressEvery {
			t.Errorf("format %v: %d reading calls, the last at %d lines; want at least 4, at %d", f, stages[Reading], last, 4*progressEvery)
		}
	}
	opt := Options{MaxFindings: 3, Progress: func(s Stage, done int64) {
		stages[s]++
		if s == Reading {
			last = done
		}
	}}
	stages = [2]int{}
	opt.Total = func(context.Context) (int64, error) { return 92, nil }
	if rep, err := OutputContext(context.Background(), strings.NewReader("92\n"), 8, slices.Values(ref8), opt); err != nil || !rep.Clean() {
		t.Fatalf("count: %v, %v", err, rep)
	}
	if stages[Checking] == 0 {
		t.Error("no progress call while counting Q(n)")
	}

	ctx, cancel := context.WithCancel(context.Background())
	a, err := New(6, slices.Values(ref6), Options{MaxFindings: -1, Progress: func(Stage, int64) { cancel() }})
	if err != nil {
		t.Fatal(err)
	}
	in := io.MultiReader(strings.NewReader("1 1 1 1 1 1\n"), io.MultiReader(slices.Collect(repeatReader(listing(ref6, 1), 20000))...))
	if err := a.Read(ctx, in); !errors.Is(err, context.Canceled) {
		t.Fatalf("Read: %v, want the context's end", err)
	}
	rep, err := a.Finish(ctx)
	if !errors.Is(err, context.Canceled) || rep == nil || rep.Complete || rep.Count(Invalid) != 1 || rep.Verdict() != "fail" {
		t.Errorf("Finish: %v; report %+v", err, rep)
	}
}

// countTable is a table of counts as a program of counts prints it: a
// header, then the sizes 2 to 10, each with its total (Q of the size, or
// the value in wrong), the symmetry classes and a time.
func countTable(wrong map[int]int64) string {
	total := []int64{0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724}
	classes := []int64{0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92}
	var b strings.Builder
	b.WriteString(" N:            Total       Unique    hh:mm:ss\n")
	for n := 2; n <= 10; n++ {
		t, ok := wrong[n]
		if !ok {
			t = total[n]
		}
		fmt.Fprintf(&b, "%2d:%17d%13d%12s\n", n, t, classes[n], "00:00:00")
	}
	return b.String()
}

// digitLines writes each solution as one string of its columns' digits,
// counted from 0, a line each.
func digitLines(sols []board.Solution) string {
	var b strings.Builder
	for _, s := range sols {
		for _, c := range s {
			b.WriteByte(byte('0' + c))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// searchTrace prints the placements a search of an n×n board tries, one
// a line, as a program that traces its search does: each a list of (row,
// col) pairs, from one queen to n.
func searchTrace(n int) string {
	var b strings.Builder
	cols := make([]int, 0, n)
	var place func()
	place = func() {
		for c := range n {
			r := len(cols)
			ok := true
			for pr, pc := range cols {
				if pc == c || pr-pc == r-c || pr+pc == r+c {
					ok = false
				}
			}
			if !ok {
				continue
			}
			cols = append(cols, c)
			var parts []string
			for i, v := range cols {
				parts = append(parts, fmt.Sprintf("[ %d, %d ]", i, v))
			}
			b.WriteString("[ " + strings.Join(parts, ", ") + " ]\n")
			if len(cols) < n {
				place()
			}
			cols = cols[:len(cols)-1]
		}
	}
	place()
	return b.String()
}
