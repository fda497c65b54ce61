package solveraudit

import (
	"io"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
)

func buildModel(t testing.TB, n int, l cpmodel.Language, name string) *cpmodel.Model {
	t.Helper()
	e, err := cpmodel.ParseEncoding(l, name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := cpmodel.Build(n, e)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestReadMiniZinc: solutions are handed out at their separator; the
// final statuses are noted; every other line is unreadable, with its
// number.
func TestReadMiniZinc(t *testing.T) {
	t.Parallel()
	m := buildModel(t, 4, cpmodel.MiniZinc, "pairwise")
	in := "% a comment\nq = [2, 4, 1, 3]\n----------\nq = [3, 1, 4, 2];\n----------\n==========\nq = [1, 2]\nhello\n----------\nq = [1, 2, 3, x]\n"
	var got []Solution
	tr, err := ReadMiniZinc(strings.NewReader(in), m, func(s Solution) error { got = append(got, s); return nil })
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Line != 2 || got[1].Vals[0] != 3 || got[1].Vals[3] != 2 || !got[1].Set[3] {
		t.Errorf("solutions %+v", got)
	}
	if tr.CompleteLine != 6 || tr.Lines != 10 || tr.BadTotal != 4 {
		t.Fatalf("transcript %+v", tr)
	}
	for i, want := range []struct {
		line int
		why  string
	}{{7, "2 values, but the model has 4"}, {8, "not a solution line"}, {9, "separator with no solution"}, {10, `value 4, "x", is not an integer`}} {
		if b := tr.Bad[i]; b.Line != want.line || !strings.Contains(b.Why, want.why) {
			t.Errorf("bad line %d: %+v, want line %d: %q", i, b, want.line, want.why)
		}
	}
	tr, _ = ReadMiniZinc(strings.NewReader("=====UNSATISFIABLE=====\nq = [1, 2, 3, 4]\n"), m, func(Solution) error { return nil })
	if tr.UnsatLine != 1 || tr.BadTotal != 1 || !strings.Contains(tr.Bad[0].Why, "no ---------- after it before the end") {
		t.Errorf("transcript %+v", tr)
	}
	tr, _ = ReadMiniZinc(strings.NewReader("==========\n%%%mzn-stat: solutions=2\n%%%mzn-stat: nSolutions=x\n%%%mzn-stat: nSolutions=3\n"), m, func(Solution) error { return nil })
	if len(tr.Claims) != 2 || tr.Claims[0] != (Claim{Line: 2, Count: 2, Text: "%%%mzn-stat: solutions=2"}) || tr.Claims[1].Count != 3 || tr.BadTotal != 1 || tr.Bad[0].Line != 3 {
		t.Errorf("statistics: %+v", tr)
	}
	long := strings.Repeat("q", MaxLine+10) + "\n"
	tr, _ = ReadMiniZinc(strings.NewReader(long), m, func(Solution) error { return nil })
	if tr.BadTotal != 1 || !strings.Contains(tr.Bad[0].Why, "longer than") || len(tr.Bad[0].Text) > 100 {
		t.Errorf("a long line: %+v", tr.Bad)
	}
}

// TestSMTAnswers reads the answers z3 and cvc5 give: get-value lists
// across lines, get-model in both layouts, bit-vectors in binary,
// hexadecimal and (_ bvK W), negative numbers, and errors.
func TestSMTAnswers(t *testing.T) {
	t.Parallel()
	lia := buildModel(t, 2, cpmodel.SMTLIB, "lia")
	bv := buildModel(t, 2, cpmodel.SMTLIB, "bv")
	for _, tc := range []struct {
		m    *cpmodel.Model
		in   string
		vals []int
		set  []bool
		why  string
	}{
		{lia, "((q1 2)\n (q2 1))", []int{2, 1}, []bool{true, true}, ""},
		{lia, "(\n  (define-fun q1 () Int\n    2)\n  (define-fun q2 () Int (- 1))\n)", []int{2, -1}, []bool{true, true}, ""},
		{lia, "(model (define-fun q2 () Int 1) (define-fun other () Bool true))", []int{0, 1}, []bool{false, true}, ""},
		{bv, "((q1 #b00010) (q2 (_ bv1 5)))", []int{2, 1}, []bool{true, true}, ""},
		{bv, "((q1 #x2) (|q2| #b1))", []int{2, 1}, []bool{true, true}, ""},
		{lia, "((q1 2) (q1 3))", nil, nil, "two values"},
		{lia, "((q1 (f 2)))", nil, nil, "not a number"},
		{lia, "((q1 99999999999999999999999))", nil, nil, "not a number"},
		{lia, "(q1 2)", nil, nil, "not a (name value) pair"},
	} {
		r := newSMTReader(strings.NewReader(tc.in + "\n"))
		a, err := r.next()
		if err != nil || a.Why != "" {
			t.Fatalf("%q: %+v, %v", tc.in, a, err)
		}
		sol, why := smtSolution(tc.m, a)
		if tc.why != "" {
			if !strings.Contains(why, tc.why) {
				t.Errorf("%q: %q, want %q", tc.in, why, tc.why)
			}
			continue
		}
		if why != "" || a.Line != 1 || !equalInts(sol.Vals, tc.vals) || len(sol.Set) != 2 || sol.Set[0] != tc.set[0] || sol.Set[1] != tc.set[1] {
			t.Errorf("%q: %+v %q", tc.in, sol, why)
		}
	}
	r := newSMTReader(strings.NewReader("sat\n\n(error \"a (b\")\n((q1 1)\n"))
	for i, want := range []struct {
		line int
		text string
		why  string
	}{{1, "sat", ""}, {3, `(error "a (b")`, ""}, {4, "((q1 1)", "not closed before the end"}} {
		a, err := r.next()
		if err != nil || a.Line != want.line || !strings.HasPrefix(a.Text, want.text) || !strings.Contains(a.Why, want.why) || (want.why == "") != (a.Why == "") {
			t.Errorf("answer %d: %+v, %v", i, a, err)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// FuzzReadMiniZinc checks that no output makes ReadMiniZinc fail, panic,
// or hand out a solution of the wrong length.
func FuzzReadMiniZinc(f *testing.F) {
	for _, s := range []string{"q = [2, 4, 1, 3]\n----------\n==========\n", "=====UNSATISFIABLE=====\n", "x = [1, 0]\n----------\n", "q = [1,\n"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	col := buildModel(f, 4, cpmodel.MiniZinc, "pairwise")
	cells := buildModel(f, 4, cpmodel.MiniZinc, "board")
	f.Fuzz(func(t *testing.T, in string, board bool) {
		m := col
		if board {
			m = cells
		}
		tr, err := ReadMiniZinc(strings.NewReader(in), m, func(s Solution) error {
			if len(s.Vals) != len(m.Vars) || len(s.Set) != len(m.Vars) || s.Line < 1 {
				t.Fatalf("solution %+v", s)
			}
			return nil
		})
		if err != nil || tr.BadTotal < len(tr.Bad) {
			t.Fatalf("transcript %+v, %v", tr, err)
		}
	})
}

// FuzzSMTAnswers checks that no output makes the SMT answer reader fail
// or panic, that it ends, and that a solution read has one value slot per
// placement variable.
func FuzzSMTAnswers(f *testing.F) {
	for _, s := range []string{"sat\n((q1 2) (q2 1))\n", "unsat\n(error \"x\")\n", "(\n(define-fun q1 () Int 2)\n)\n", "((q1 #b01) (q2 (_ bv1 3)))", "|a\n(\"", "((q1 (- 3)))"} {
		f.Add(s)
	}
	m := buildModel(f, 2, cpmodel.SMTLIB, "bv")
	f.Fuzz(func(t *testing.T, in string) {
		r := newSMTReader(strings.NewReader(in))
		for i := 0; ; i++ {
			if i > len(in)+1 {
				t.Fatal("more answers than lines")
			}
			a, err := r.next()
			if err == io.EOF {
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if a.Line < 1 || len(a.Text) > 90 {
				t.Fatalf("answer %+v", a)
			}
			if a.Why == "" {
				if sol, _ := smtSolution(m, a); len(sol.Vals) != 2 || len(sol.Set) != 2 {
					t.Fatalf("solution %+v", sol)
				}
			}
		}
	})
}
