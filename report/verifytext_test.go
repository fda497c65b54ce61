package report

import (
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// TestClassSentence: the classes split by orbit size, unknown figures
// shown as "-", and one of a kind in the singular.
func TestClassSentence(t *testing.T) {
	t.Parallel()
	tests := []struct {
		total, classes result.Count
		orbits         result.Orbits
		want           string
	}{
		{result.KnownInt(92), result.KnownInt(12), result.Orbits{Eight: 11, Four: 1},
			"92 solutions, 12 classes = 11 without symmetry + 1 with 180° symmetry"},
		{result.KnownInt(1), result.KnownInt(1), result.Orbits{One: 1}, "1 solution, 1 class = 1 with every symmetry"},
		{result.Count{}, result.Count{}, result.Orbits{}, "- solutions, - classes"},
	}
	for _, tc := range tests {
		if got := classSentence(tc.total, tc.classes, tc.orbits); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// TestWriteVerifyEnd: an interrupted run with no size done prints the
// incomplete row and says so; a mismatch on the reference values is named.
func TestWriteVerifyEnd(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	rep := result.Report[result.Verify]{Verdict: result.Incomplete, Interrupted: &result.Interruption{N: 9}}
	if err := WriteVerifyEnd(&b, rep, 2, "timeout after 1s", 1.5); err != nil {
		t.Fatal(err)
	}
	want := "  9           -         -  INCOMPLETE  1.50s\nINCOMPLETE: timeout after 1s during n = 9; no size done\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	b.Reset()
	rep = result.Report[result.Verify]{Verdict: result.Fail, Results: []result.Verify{{N: 8, Checks: []result.Check{{Name: "expect"}}}}}
	if err := WriteVerifyEnd(&b, rep, 1, "", 0); err != nil {
		t.Fatal(err)
	}
	if want := "MISMATCH: the figures differ from the reference values\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}
