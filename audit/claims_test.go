package audit

import (
	"fmt"
	"strings"
	"testing"
)

// listing8 is the right listing for n = 8, one solution a line, 1-based.
func listing8() []string {
	var out []string
	for _, s := range reference(8) {
		f := make([]string, len(s))
		for r, c := range s {
			f[r] = fmt.Sprint(c + 1)
		}
		out = append(out, strings.Join(f, " "))
	}
	return out
}

// TestClaimsWhereverTheyStand checks that a sentence whose words state the
// total is a claim wherever it stands (before the listing, after it, next
// to another figure), in whole numbers, decimals or words, while a
// running counter, a time and a figure the program compares with are not.
func TestClaimsWhereverTheyStand(t *testing.T) {
	t.Parallel()
	list := strings.Join(listing8(), "\n") + "\n"
	wrong := []struct{ name, before, after string }{
		{"a zero total first", "Total solutions: 0\n", ""},
		{"a total of one first", "Number of solutions: 1\n", ""},
		{"Q(8) = 1 first", "Q(8) = 1\n", ""},
		{"two totals at the end", "", "Total: 1\nTotal: 2\n"},
		{"a total beside the expected one", "", "Solutions found: 91; expected: 92\n"},
		{"a decimal total", "", "Total solutions: 91.0\n"},
		{"a total in words", "", "There are ninety-one solutions\n"},
		{"a total beside a time", "", "Number of solutions = 91, time = 3ms\n"},
		{"a total in Latin-1", "", "Total de soluci\xf3nes: 91\n"},
		{"a total in GBK", "", "\xd5\xd2\xb5\xbd 91 \xb8\xf6\xbd\xe2\xa1\xa3\n"},
		{"a wrong total beside other sizes' sentences", "", "There are 40 solutions to the 7 queens problem.\nThere are 91 solutions to the 8 queens problem.\n"},
		{"a wrong total in a table of queens", "", "7 queens: 40\n8 queen(s): 91\n9 queens: 352\n"},
	}
	for _, tt := range wrong {
		rep := auditText(t, tt.before+list+tt.after, 8, Options{})
		if rep.Count(WrongTotal) == 0 {
			t.Errorf("%s: no wrong total finding\n%s", tt.name, reportText(rep))
		}
	}
	right := []struct{ name, text string }{
		{"the total beside the expected one", list + "Solutions found: 92; expected: 92\n"},
		{"a decimal total", list + "Total solutions: 92.0\n"},
		{"a total in words", list + "There are ninety-two solutions\n"},
		{"a total beside a time", list + "Number of solutions = 92, time = 3ms\n"},
		{"a time in seconds", list + "Total time: 1.0 s\nTotal: 92\n"},
		{"a running counter before each solution", counted(listing8(), "Total solutions so far: %d", 1, true)},
		{"a running counter after each solution", counted(listing8(), "count = %d", 1, false)},
		{"a running counter from 0", counted(listing8(), "Solutions found: %d", 0, true)},
		{"the total first", "Total solutions: 92\n" + list},
		{"a selection shown", "The first 3 solutions:\n" + list + "92 solutions\n"},
		{"a bare counter before each solution", counted(listing8(), "%d\n", 1, true)},
		{"a bare counter after each solution", counted(listing8(), "%d", 1, false)},
		{"a sentence in GBK", list + "\xb9\xb2 92 \xd6\xd6\n"},
		{"a total in Latin-1", list + "Total de soluci\xf3nes: 92\n"},
		{"a total in GBK, right", list + "\xd5\xd2\xb5\xbd 92 \xb8\xf6\xbd\xe2\xa1\xa3\n"},
		{"other sizes' sentences before", "There are 40 solutions to the 7 queens problem.\nThere are 92 solutions to the 8 queens problem.\n" + list},
		{"a table of queens", list + "6 queens: 4\n7 queens: 40\n8 queen(s): 92\n9 queens: 352\n"},
		{"another board size named", list + "Solutions on a 6x6 board: 4\nSolutions for n = 8: 92\n"},
	}
	for _, tt := range right {
		if rep := auditText(t, tt.text, 8, Options{}); !rep.Clean() {
			t.Errorf("%s: a right output fails\n%s", tt.name, reportText(rep))
		}
	}
}

// counted writes the lines with a counter line before (or after) each,
// counting up from start.
func counted(lines []string, format string, start int, before bool) string {
	var b strings.Builder
	for i, l := range lines {
		c := fmt.Sprintf(format, start+i)
		if before {
			fmt.Fprintf(&b, "%s\n%s\n", c, l)
		} else {
			fmt.Fprintf(&b, "%s\n%s\n", l, c)
		}
	}
	return b.String()
}

// TestCountWithoutListing checks that an output that lists nothing and
// states one number after a word of counting, or as a label's value, is
// read as a count: right, it passes; wrong, it fails with the total it
// states and lacks every solution.
func TestCountWithoutListing(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"Find %d soluntions", "N queens puzzle:%d", "total: %d", "There are %d solutions."} {
		text := fmt.Sprintf(s, 92) + "\n"
		if rep := auditText(t, text, 8, Options{}); !rep.Clean() {
			t.Errorf("%q: a right count fails\n%s", text, reportText(rep))
		}
		for _, v := range []int{0, 91} {
			text := fmt.Sprintf(s, v) + "\n"
			rep := auditText(t, text, 8, Options{})
			if rep.Count(WrongTotal) != 1 || rep.Missing != 92 || rep.Count(Missing) != 0 {
				t.Errorf("%q: %d wrong totals, %d missing, want 1 wrong total and all 92 missing\n%s", text, rep.Count(WrongTotal), rep.Missing, reportText(rep))
			}
		}
	}
}
