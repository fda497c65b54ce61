package oeis

import "testing"

// TestColumns checks the columns read from the file against the
// figures every textbook gives (n = 8: 92 solutions, 12 classes) and the
// class splits against Burnside's lemma on every row: the classes are
// their sum.
func TestColumns(t *testing.T) {
	if len(Q) != 27 || Q[7] != 92 || Classes[7] != 12 || Q[26] != 234907967154122528 {
		t.Fatalf("Q has %d values, Q(8) = %d, classes %d", len(Q), Q[7], Classes[7])
	}
	for i := range Q {
		if got := Rot90Classes[i] + Rot180Classes[i] + AsymClasses[i]; got != Classes[i] {
			t.Errorf("n = %d: %d + %d + %d classes by symmetry, A002562 says %d", i+1, Rot90Classes[i], Rot180Classes[i], AsymClasses[i], Classes[i])
		}
	}
	// A260318, A260319 and A260320 at n = 12, as the OEIS lists them.
	if Rot90Classes[11] != 4 || Rot180Classes[11] != 18 || AsymClasses[11] != 1765 {
		t.Errorf("n = 12: %d, %d, %d classes by symmetry, want 4, 18, 1765", Rot90Classes[11], Rot180Classes[11], AsymClasses[11])
	}
}
