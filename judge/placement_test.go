package judge

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
)

// attacks is the test's own check, quadratic and written apart from
// Checker: whether two queens of s share a column or a diagonal.
func attacks(s board.Solution) bool {
	for i := range s {
		for j := i + 1; j < len(s); j++ {
			if s[i] == s[j] || s[i]-s[j] == i-j || s[i]-s[j] == j-i {
				return true
			}
		}
	}
	return false
}

func TestConstruct(t *testing.T) {
	for n := 1; n <= 600; n++ {
		s, err := Construct(n)
		if n == 2 || n == 3 {
			if err == nil {
				t.Errorf("n = %d: Construct returns %v, but no placement exists", n, s)
			}
			continue
		}
		if err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		seen := make([]bool, n)
		for _, c := range s {
			if c < 0 || c >= n || seen[c] {
				t.Fatalf("n = %d: %v is no permutation", n, s)
			}
			seen[c] = true
		}
		if len(s) != n || attacks(s) {
			t.Fatalf("n = %d: %v is no placement", n, s)
		}
		if err := CheckPlacement(s); err != nil {
			t.Fatalf("n = %d: CheckPlacement: %v", n, err)
		}
	}
	// Large sizes of every residue mod 6, by the linear check alone.
	for n := 1_000_000; n < 1_000_006; n++ {
		s, err := Construct(n)
		if err != nil {
			t.Fatal(err)
		}
		if err := CheckPlacement(s); err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
	}
}

func TestCheckPlacementNamesFirstConflict(t *testing.T) {
	cases := []struct {
		s    board.Solution
		want error
	}{
		{board.Solution{1, 3, 0, 2}, nil},
		{board.Solution{0, 2, 0, 1}, &Conflict{Row1: 0, Col1: 0, Row2: 2, Col2: 0, Along: "column"}},
		{board.Solution{0, 3, 1, 2}, &Conflict{Row1: 2, Col1: 1, Row2: 3, Col2: 2, Along: "diagonal"}},
		{board.Solution{3, 1, 0, 2}, &Conflict{Row1: 1, Col1: 1, Row2: 2, Col2: 0, Along: "anti-diagonal"}},
		{board.Solution{0, 1}, &Conflict{Row1: 0, Col1: 0, Row2: 1, Col2: 1, Along: "diagonal"}},
		{board.Solution{0, 2, 4, 1, 3}, nil},
		{board.Solution{0, 5}, &OffBoard{Row: 1, Col: 5, N: 2}},
		{board.Solution{-1}, &OffBoard{Row: 0, Col: -1, N: 1}},
	}
	for _, c := range cases {
		err := CheckPlacement(c.s)
		if (err == nil) != (c.want == nil) || err != nil && err.Error() != c.want.Error() {
			t.Errorf("CheckPlacement(%v) = %v, want %v", c.s, err, c.want)
		}
		if c.want == nil && attacks(c.s) {
			t.Errorf("the case %v is wrong: it attacks", c.s)
		}
	}
	var conflict *Conflict
	if err := CheckPlacement(board.Solution{0, 2, 0, 1}); !errors.As(err, &conflict) || conflict.Row2 != 2 {
		t.Errorf("the error is no *Conflict: %v", err)
	}
	if CheckPlacement(nil) == nil {
		t.Error("an empty placement passes")
	}
}

// TestCheckerAgreesWithQuadratic compares the linear check with the
// quadratic one on every placement of 6 queens, one per row.
func TestCheckerAgreesWithQuadratic(t *testing.T) {
	const n = 6
	s := make(board.Solution, n)
	var walk func(r int)
	checked := 0
	walk = func(r int) {
		if r == n {
			checked++
			if got := CheckPlacement(s) == nil; got == attacks(s) {
				t.Fatalf("%v: linear check says valid=%v, quadratic says attacked=%v", s, got, attacks(s))
			}
			return
		}
		for c := range n {
			s[r] = c
			walk(r + 1)
		}
	}
	walk(0)
	if checked != 46656 {
		t.Fatalf("%d placements checked", checked)
	}
}

func TestCheckOnePlacement(t *testing.T) {
	cases := []struct {
		n        int
		out      string
		outcome  Outcome
		line     int
		contains string
	}{
		{4, "2 4 1 3\n", Accepted, 0, "4 queens"},
		{4, "2\r\n4\r\n1\r\n3", Accepted, 0, ""},
		{4, "  2\t4 \n\n 1 3 \n\n", Accepted, 0, ""},
		{1, "1", Accepted, 0, ""},
		{4, "", PresentationError, 1, "empty"},
		{4, "\n\n", PresentationError, 1, "empty"},
		{4, "2 4\n1\n\n", PresentationError, 2, "after 3 of the 4"},
		{4, "2 4 1", PresentationError, 1, "after 3 of the 4"},
		{4, "2 4 1 3 5", PresentationError, 1, `"5" after the 4 columns`},
		{4, "2 4\n1 x", PresentationError, 2, `"x" is not an integer`},
		{4, "2 4 1 3.0", PresentationError, 1, "not an integer"},
		{4, "2 4 1 99999999999999999999999", PresentationError, 1, "not an integer"},
		{4, "2 4 1 " + strings.Repeat("3", 100), PresentationError, 1, "not an integer"},
		{4, "1 2 3 4", WrongAnswer, 1, "row 2 (column 2) attacks the queen of row 1 (column 1) on their diagonal"},
		{4, "2\n4\n2\n3", WrongAnswer, 3, "on their column"},
		{4, "2 4 1 5", WrongAnswer, 1, "column 5, off the board"},
		{4, "0 4 1 3", WrongAnswer, 1, "column 0, off the board"},
		{4, "-1", WrongAnswer, 1, "no placement exists"},
		{3, "-1\n", Accepted, 0, "no placement"},
		{2, "1 2", WrongAnswer, 1, "cannot be placed"},
		{3, "", PresentationError, 1, "empty"},
		{3, "-1 -1", PresentationError, 1, "after -1"},
		{0, "", Fail, 0, ""},
		{MaxPlacement + 1, "", Fail, 0, ""},
	}
	for _, c := range cases {
		v := CheckOnePlacement(c.n, strings.NewReader(c.out))
		if v.Outcome != c.outcome || v.Line != c.line || !strings.Contains(v.Text(), c.contains) {
			t.Errorf("n = %d, %q: %v line %d %q; want %v line %d containing %q", c.n, c.out, v.Outcome, v.Line, v.Text(), c.outcome, c.line, c.contains)
		}
	}
}

// million returns the construction's placement of a million queens and
// its text as the one-placement output (board.AppendColumns: 1-based
// columns on one line).
func million(tb testing.TB) (board.Solution, []byte) {
	tb.Helper()
	s, err := Construct(1_000_000)
	if err != nil {
		tb.Fatal(err)
	}
	return s, board.AppendColumns(make([]byte, 0, 7*len(s)), s)
}

func TestCheckOnePlacementHuge(t *testing.T) {
	s, out := million(t)
	n := len(s)
	if v := CheckOnePlacement(n, bytes.NewReader(out)); v.Outcome != Accepted {
		t.Fatalf("the construction at n = %d: %v %s", n, v.Outcome, v.Text())
	}
	// The last two queens swapped: a conflict near the end, named.
	s[n-1], s[n-3] = s[n-3], s[n-1]
	if err := CheckPlacement(s); err == nil {
		t.Fatal("a swap left the placement valid; choose another")
	}
	v := CheckOnePlacement(n, bytes.NewReader(board.AppendColumns(nil, s)))
	if v.Outcome != WrongAnswer || !strings.Contains(v.Message, "attacks") {
		t.Fatalf("after a swap: %v %s", v.Outcome, v.Text())
	}
	// Truncated mid-way, after a whole column: a format error that says
	// how many columns came.
	cut := bytes.LastIndexByte(out[:len(out)/2], ' ')
	rows := bytes.Count(out[:cut], []byte(" ")) + 1
	v = CheckOnePlacement(n, bytes.NewReader(out[:cut]))
	if want := fmt.Sprintf("the output ends after %d of the %d columns", rows, n); v.Outcome != PresentationError || !strings.Contains(v.Message, want) {
		t.Fatalf("truncated: %v %s; want a presentation error with %q", v.Outcome, v.Text(), want)
	}
}

// BenchmarkCheckOnePlacement reads and checks one placement of 10^6
// queens (about 6.9 MB of text).
func BenchmarkCheckOnePlacement(b *testing.B) {
	s, out := million(b)
	n := len(s)
	b.SetBytes(int64(len(out)))
	b.ReportAllocs()
	for b.Loop() {
		if v := CheckOnePlacement(n, bytes.NewReader(out)); v.Outcome != Accepted {
			b.Fatal(v.Text())
		}
	}
}

// BenchmarkConstruct builds and checks one placement of 10^6 queens, as
// list --one does.
func BenchmarkConstruct(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		s, err := Construct(1_000_000)
		if err != nil {
			b.Fatal(err)
		}
		if err := CheckPlacement(s); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCheckOnePlacementMemory holds the check of a million queens to
// what it allocates (not to time): the columns and the bit sets, well
// under 100 MB.
func TestCheckOnePlacementMemory(t *testing.T) {
	s, text := million(t)
	n := len(s)
	out := bytes.NewReader(text)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	v := CheckOnePlacement(n, out)
	runtime.ReadMemStats(&after)
	if v.Outcome != Accepted {
		t.Fatal(v.Text())
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 16<<20 {
		t.Errorf("checking %d queens allocated %d bytes; the columns and bit sets take about %d", n, got, 8*n+5*n/8)
	}
}
