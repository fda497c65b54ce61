package unlock

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlocktest"
)

func TestKnownCounts(t *testing.T) {
	t.Parallel()
	got := Count(0)
	if got != Known() {
		t.Fatalf("Count(none) = %v, want %v", got, Known())
	}
	if got.Total() != KnownTotal {
		t.Fatalf("total %d, want %d", got.Total(), KnownTotal)
	}
}

func TestAnswersMatchClassic(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1054, 25))
	n := 40
	if testing.Short() {
		n = 10 // the textbook search is slow under -race
	}
	input, segs := unlocktest.RandomInput(r, n)
	cases, err := ReadInput(strings.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	got := Answers(cases)
	nonzero := 0
	for i, s := range segs {
		want := unlocktest.Classic(s)
		if got[i] != uint64(want) {
			t.Errorf("case %d (%v): %d, want %d", i+1, s, got[i], want)
		}
		if c := Count(cases[i]).Total(); c != got[i] {
			t.Errorf("case %d (%v): Answers says %d, Count %d", i+1, s, got[i], c)
		}
		if want > 0 {
			nonzero++
		}
	}
	if nonzero < n/4 {
		t.Errorf("only %d of the cases have patterns: the input tests little", nonzero)
	}
	if unlocktest.Classic(nil) != KnownTotal {
		t.Errorf("the classic solution counts %d patterns with no segment, want %d", unlocktest.Classic(nil), KnownTotal)
	}
}

func TestSmallCases(t *testing.T) {
	t.Parallel()
	tests := []struct {
		segs [][2]int
		want uint64
	}{
		{nil, KnownTotal},
		{[][2]int{{1, 2}, {2, 1}}, uint64(unlocktest.Classic([][2]int{{1, 2}}))},
		{[][2]int{{1, 3}}, uint64(unlocktest.Classic([][2]int{{1, 3}}))},
		{[][2]int{{1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6}, {6, 7}, {7, 8}, {8, 9}, {9, 1}}, 0}, // 9 segments
	}
	for _, tt := range tests {
		var s Set
		for _, p := range tt.segs {
			seg, err := NewSegment(p[0], p[1])
			if err != nil {
				t.Fatal(err)
			}
			s = s.Add(seg)
		}
		if got := Count(s).Total(); got != tt.want {
			t.Errorf("%v: %d, want %d", tt.segs, got, tt.want)
		}
	}
}

func TestSetIndex(t *testing.T) {
	t.Parallel()
	var all Set
	for a := 1; a <= Points; a++ {
		for b := a + 1; b <= Points; b++ {
			s := Segment{a, b}
			if all.Has(s) {
				t.Fatalf("%v shares a bit", s)
			}
			all = all.Add(s)
		}
	}
	if all.Len() != Segments || len(all.Segments()) != Segments {
		t.Fatalf("%d segments, want %d", all.Len(), Segments)
	}
}

func TestValid(t *testing.T) {
	t.Parallel()
	seg := func(a, b int) Set { s, _ := NewSegment(a, b); return Set(0).Add(s) }
	tests := []struct {
		p    []int
		seen Set
		want bool
	}{
		{[]int{1, 2, 3, 4}, 0, true},
		{[]int{1, 3, 2, 4}, 0, false}, // 1→3 over an unused 2
		{[]int{2, 1, 3, 4}, 0, true},  // 1→3 over a used 2
		{[]int{1, 2, 3}, 0, false},
		{[]int{1, 2, 3, 1}, 0, false},
		{[]int{1, 2, 3, 6}, seg(6, 3), true},
		{[]int{1, 2, 3, 6}, seg(1, 3), false},
		{[]int{0, 1, 2, 3}, 0, false},
	}
	for _, tt := range tests {
		if got := Valid(tt.p, tt.seen); got != tt.want {
			t.Errorf("Valid(%v, %v) = %v, want %v", tt.p, tt.seen, got, tt.want)
		}
	}
}

func TestReadInputErrors(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"", "line 1: the input ends where the number of cases T should be"},
		{"x\n", `line 1: "x" is not an integer: want the number of cases T, 0 to 100000`},
		{"1\n1\n1 a\n", `line 3: "a" is not an integer: want a point, 1 to 9`},
		{"1\n1\n1 10\n", "line 3: 10 is outside 1..9: want a point"},
		{"1\n1\n0 2\n", "line 3: 0 is outside 1..9: want a point"},
		{"1\n1\n5 5\n", "line 3: segment 5 5 joins a point to itself: want two different points"},
		{"2\n1\n1 2\n", "line 4: the input ends where case 2's number of segments N should be"},
		{"1\n2\n1 2\n", "line 4: the input ends where case 1's segment 2 of 2, two points x y should be"},
		{"1\n1\n1 2 3\n", "line 3: 3 numbers where case 1's segment 1 of 1, two points x y should be"},
		{"1\n0\n7\n", `line 3: extra line "7" after the last of the 1 cases`},
		{"1\n" + strings.Repeat(" ", 300) + "0\n", "line 2: longer than 256 bytes"},
		{"1\n101\n", "line 2: 101 is outside 0..100: want case 1's number of segments N"},
	}
	for _, tt := range tests {
		_, err := ReadInput(strings.NewReader(tt.in))
		var ie *InputError
		if !errors.As(err, &ie) || err.Error() != tt.want {
			t.Errorf("ReadInput(%q) = %v, want %q", tt.in, err, tt.want)
		}
	}
}

func TestReadInput(t *testing.T) {
	t.Parallel()
	cases, err := ReadInput(strings.NewReader("3\r\n0\r\n\r\n2\r\n1 2\r\n 2   1 \r\n1\n9 5\n\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"none", "1-2", "5-9"}
	if len(cases) != len(want) {
		t.Fatalf("%d cases, want %d", len(cases), len(want))
	}
	for i, c := range cases {
		if c.String() != want[i] {
			t.Errorf("case %d: %v, want %s", i+1, c, want[i])
		}
	}
}

func FuzzReadInput(f *testing.F) {
	f.Add("1\n0\n")
	f.Add("2\n1\n1 2\n2\n3 4\n4 5\n")
	f.Add("1\n1\n1 10\n")
	f.Add("1\n1\n5 5")
	f.Fuzz(func(t *testing.T, in string) {
		cases, err := ReadInput(strings.NewReader(in))
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Line < 1 || ie.Line > strings.Count(in, "\n")+2 { // the line after the last one, where the input ends
				t.Fatalf("error %v does not name a line of the input", err)
			}
			return
		}
		for _, c := range cases {
			if c.Len() > Segments || uint64(c)>>Segments != 0 {
				t.Fatalf("case %v holds no segment of the grid", c)
			}
		}
	})
}
