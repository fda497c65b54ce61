package cpmodel

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, l := range Languages() {
		got, err := ParseLanguage(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLanguage(%q) = %v, %v", l, got, err)
		}
	}
	if _, err := ParseLanguage("lisp"); err == nil || !strings.Contains(err.Error(), "minizinc") {
		t.Errorf("ParseLanguage(lisp): %v", err)
	}
	if _, err := ParseEncoding(DIMACS, "pairwise"); err == nil {
		t.Error("DIMACS has no model family here, yet an encoding was found")
	}
	all, err := ParseEncodings(SMTLIB, "all")
	if err != nil || len(all) != 3 {
		t.Errorf("ParseEncodings(smtlib, all) = %v, %v", all, err)
	}
	if _, err := ParseEncodings(MiniZinc, "board,board"); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("a repeated encoding: %v", err)
	}
	if _, err := Build(0, Encodings(MiniZinc)[0]); err == nil {
		t.Error("Build(0) gave no error")
	}
}

func TestModelText(t *testing.T) {
	for _, l := range []Language{MiniZinc, SMTLIB} {
		for _, e := range Encodings(l) {
			for _, n := range []int{1, 2, 5} {
				m, err := Build(n, e)
				if err != nil {
					t.Fatal(err)
				}
				want := n
				if e.Shape == Cells {
					want = n * n
				}
				if len(m.Vars) != want {
					t.Errorf("%s n=%d: %d placement variables, want %d", e, n, len(m.Vars), want)
				}
				if !strings.Contains(m.Text, "n = "+string(rune('0'+n))) {
					t.Errorf("%s n=%d: the header does not state n:\n%s", e, n, m.Text)
				}
				if l == SMTLIB && strings.Contains(m.Text, "check-sat") {
					t.Errorf("%s: Text holds a check-sat", e)
				}
			}
		}
	}
}

func TestBlock(t *testing.T) {
	lia, _ := Build(2, Encodings(SMTLIB)[0])
	if got, want := lia.Block([]int{2, 1}), "(assert (not (and (= q1 2) (= q2 1))))\n"; got != want {
		t.Errorf("lia Block = %q, want %q", got, want)
	}
	bv, _ := Build(2, Encodings(SMTLIB)[2])
	if got, want := bv.Block([]int{2, 1}), "(assert (not (and (= q1 (_ bv2 4)) (= q2 (_ bv1 4)))))\n"; got != want {
		t.Errorf("bv Block = %q, want %q", got, want)
	}
	b, _ := Build(1, Encodings(SMTLIB)[1])
	if got, want := b.Block([]int{1}), "(assert (not x_1_1))\n"; got != want {
		t.Errorf("bool Block = %q, want %q", got, want)
	}
	s := lia.Script([][]int{{2, 1}})
	if !strings.HasSuffix(s, "(assert (not (and (= q1 2) (= q2 1))))\n(check-sat)\n(get-value (q1 q2))\n(exit)\n") {
		t.Errorf("Script ends:\n%s", s)
	}
}
