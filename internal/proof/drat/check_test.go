package drat

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
)

// all4 is the four clauses over variables 1 and 2: unsatisfiable, and no
// clause of it is unit.
const all4 = "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n"

func mustFormula(t *testing.T, s string) *Formula {
	t.Helper()
	f, err := ReadDIMACS(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func check(t *testing.T, formula, proof string) (Result, error) {
	t.Helper()
	return Check(context.Background(), mustFormula(t, formula), strings.NewReader(proof), Options{})
}

func TestCheckValid(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, formula, proof string
		want                 Result
	}{
		{"rup", all4, "1 0\n0\n", Result{Lemmas: 2, Line: 2}},
		{"comments and blank lines", all4, "c a proof\n\n1 0\nc more\n0\n", Result{Lemmas: 2, Line: 5}},
		{"a lemma over two lines", all4, "1\n 0\n0\n", Result{Lemmas: 2, Line: 3}},
		{"crlf", all4, "1 0\r\n0\r\n", Result{Lemmas: 2, Line: 2}},
		{"what follows the empty clause is not read", all4, "1 0\n0\n5 6 7 0\nnonsense\n", Result{Lemmas: 2, Line: 2}},
		{"an empty formula clause", "p cnf 1 2\n1 0\n0\n", "0\n", Result{Lemmas: 1, Line: 1}},
		{"conflict by units", "p cnf 1 2\n1 0\n-1 0\n", "0\n", Result{Lemmas: 1, Line: 1}},
		// 4 is fresh: "4" is RAT on 4, no clause holding -4, and not RUP.
		{"rat on a fresh variable", all4, "4 0\n1 0\n0\n", Result{Lemmas: 3, RAT: 1, Line: 3}},
		{"a deletion of a clause not needed", all4, "1 0\nd 1 2 0\nd 1 -2 0\n0\n", Result{Lemmas: 2, Deletions: 2, Line: 4}},
		{"a deletion of a clause not held", all4, "d 1 2 3 0\n1 0\n0\n", Result{Lemmas: 2, Unmatched: 1, Line: 3}},
		{"duplicate literals", all4, "1 1 0\nd 2 1 1 0\n0\n", Result{Lemmas: 2, Deletions: 1, Line: 3}},
		{"a tautology", all4, "1 -1 0\n1 0\n0\n", Result{Lemmas: 3, Line: 3}},
		// The unit lemma 1 takes over as the reason of 1, so deleting the
		// clause that propagated it first leaves 1 true.
		{"a reason replaced by a unit", "p cnf 3 4\n3 0\n-3 1 0\n-1 2 0\n-1 -2 0\n", "1 0\nd -3 1 0\n0\n", Result{Lemmas: 2, Deletions: 1, Line: 3}},
		{"two copies, one deleted", "p cnf 1 3\n1 0\n1 0\n-1 0\n", "d 1 0\n0\n", Result{Lemmas: 1, Deletions: 1, Line: 2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := check(t, tc.formula, tc.proof)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestCheckInvalid(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, formula, proof string
		line                 int
		want                 string // in the error
	}{
		{"the empty clause too early", all4, "0\n", 1, "lemma 0 (the empty clause) does not follow"},
		{"a lemma that does not follow", "p cnf 3 2\n1 2 0\n-1 3 0\n", "1 2 3 0\n-3 0\n", 2, "lemma -3 0 is not RUP, and not RAT on -3: the resolvent with clause -1 3 0"},
		{"a satisfiable formula", "p cnf 3 2\n1 2 0\n-1 3 0\n", "2 3 0\n0\n", 2, "the empty clause"},
		// Deleting the clauses that give 1 makes the lemma 1 fail.
		{"deletions are honoured", all4, "d 1 2 0\nd 1 -2 0\n1 0\n", 3, "lemma 1 0 is not RUP"},
		// Deleting the unit 1 takes 2 away from the top level.
		{"a reason deleted", "p cnf 3 3\n1 0\n-1 2 0\n-2 3 0\n", "2 0\nd 1 0\nd 2 0\n2 0\n", 4, "lemma 2 0 is not RUP"},
		// The clause -1 2, which implied 2 by its second literal, deleted.
		{"a binary reason deleted", "p cnf 3 3\n-1 2 0\n-2 3 0\n1 0\n", "d -1 2 0\n2 0\n", 2, "lemma 2 0 is not RUP"},
		// The same for a longer clause, which implied 3.
		{"a long reason deleted", "p cnf 4 4\n-1 -2 3 0\n-3 4 0\n1 0\n2 0\n", "d -1 -2 3 0\n3 0\n", 2, "lemma 3 0 is not RUP"},
		// Deleting -1 ends the conflict of the units.
		{"a conflict deleted", "p cnf 1 2\n1 0\n-1 0\n", "d -1 0\n0\n", 2, "(the empty clause)"},
		{"rat fails on the first literal only", "p cnf 3 2\n1 2 0\n-1 3 0\n", "-2 1 0\n", 1, "not RAT on -2: the resolvent with clause 1 2 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := check(t, tc.formula, tc.proof)
			var le *LemmaError
			if !errors.As(err, &le) {
				t.Fatalf("got %v, want a *LemmaError", err)
			}
			if le.Line != tc.line || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v (line %d), want line %d and %q", err, le.Line, tc.line, tc.want)
			}
		})
	}
}

func TestCheckNoEmptyClause(t *testing.T) {
	t.Parallel()
	for _, proof := range []string{"", "1 0\n", "c nothing\n"} {
		if _, err := check(t, all4, proof); !errors.Is(err, ErrNoEmptyClause) {
			t.Errorf("proof %q: got %v, want ErrNoEmptyClause", proof, err)
		}
	}
}

func TestCheckSyntax(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ proof, want string }{
		{"1 x 0\n", `proof line 1: "x" is not a literal`},
		{"1 0\n2", "proof line 2: the last step lacks its terminating 0"},
		{"1\nc comment\n0\n", "proof line 2: a comment inside a step"},
		{"99999999999 0\n", "is not a literal"},
		{"+1 0\n", "is not a literal"},
		{"1 0\n" + strings.Repeat("1 ", MaxLine/2) + "0\n", "proof line 2: line longer than"},
	} {
		_, err := check(t, all4, tc.proof)
		var se *SyntaxError
		if !errors.As(err, &se) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("proof %.20q: got %v, want a *SyntaxError with %q", tc.proof, err, tc.want)
		}
	}
}

func TestBinary(t *testing.T) {
	t.Parallel()
	var proof []byte
	proof = AppendBinary(proof, false, []int{4})
	proof = AppendBinary(proof, true, []int{4})
	proof = AppendBinary(proof, false, []int{1})
	proof = AppendBinary(proof, false, []int{200, -1}) // a literal of two bytes
	proof = AppendBinary(proof, false, nil)
	for _, f := range []Format{Auto, Binary} {
		got, err := Check(context.Background(), mustFormula(t, all4), bytes.NewReader(proof), Options{Format: f})
		if err != nil {
			t.Fatalf("%v: %v", f, err)
		}
		if want := (Result{Lemmas: 4, RAT: 1, Deletions: 1, Line: int64(len(proof) - 2)}); got != want {
			t.Errorf("%v: got %+v, want %+v", f, got, want)
		}
	}
	// A lemma that fails is named by its offset.
	bad := AppendBinary(AppendBinary(nil, false, []int{1, 2, 3}), false, []int{-3})
	_, err := Check(context.Background(), mustFormula(t, "p cnf 3 2\n1 2 0\n-1 3 0\n"), bytes.NewReader(bad), Options{})
	var le *LemmaError
	if !errors.As(err, &le) || le.Offset != 5 || !strings.Contains(err.Error(), "proof byte 5: lemma -3 0 is not RUP") {
		t.Errorf("got %v, want lemma -3 at byte 5", err)
	}
	for _, tc := range []struct {
		proof []byte
		want  string
	}{
		{[]byte{'a', 2}, "proof byte 2: the proof ends inside a step"},
		{[]byte{'x', 2, 0}, "proof byte 0: byte 0x78 starts a step"},
		{[]byte{'a', 1, 0}, "literal code 1 names no variable"},
		{[]byte{'a', 0x80, 0x80, 0x80, 0x80, 0x80, 1, 0}, "longer than 5 bytes"},
	} {
		_, err := Check(context.Background(), mustFormula(t, all4), bytes.NewReader(tc.proof), Options{Format: Binary})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("proof %v: got %v, want %q", tc.proof, err, tc.want)
		}
	}
}

func TestTextRoundTrip(t *testing.T) {
	t.Parallel()
	var proof []byte
	proof = AppendText(proof, false, []int{4})
	proof = AppendText(proof, true, []int{4})
	proof = AppendText(proof, false, []int{1})
	proof = AppendText(proof, false, nil)
	if want := "4 0\nd 4 0\n1 0\n0\n"; string(proof) != want {
		t.Fatalf("got %q, want %q", proof, want)
	}
	if _, err := check(t, all4, string(proof)); err != nil {
		t.Fatal(err)
	}
}

// A large variable number costs no more memory than a small one.
func TestLargeVariables(t *testing.T) {
	t.Parallel()
	formula := "p cnf 2147483647 4\n2147483647 2000000000 0\n2147483647 -2000000000 0\n-2147483647 2000000000 0\n-2147483647 -2000000000 0\n"
	got, err := check(t, formula, "2147483647 0\n0\n")
	if err != nil {
		t.Fatal(err)
	}
	if got.Lemmas != 2 {
		t.Errorf("got %+v", got)
	}
	_, err = check(t, "p cnf 2147483647 2\n2147483647 2000000000 0\n-2147483647 2000000000 0\n", "2000000000 0\n0\n")
	if err == nil || !strings.Contains(err.Error(), "proof line 2: lemma 0 (the empty clause)") {
		t.Errorf("got %v", err)
	}
}

func TestCheckStops(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Check(ctx, mustFormula(t, all4), strings.NewReader("1 0\n0\n"), Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v, want context.Canceled", err)
	}
}
