package report

import (
	"errors"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// TestClassSentence: the classes split by orbit size, unknown figures
// shown as "-", and one of a kind in the singular.
func TestClassSentence(t *testing.T) {
	t.Parallel()
	tests := []struct {
		total, classes result.Figure
		orbits         result.Orbits
		want           string
	}{
		{result.KnownInt(92), result.KnownInt(12), result.Orbits{Eight: 11, Four: 1},
			"92 solutions, 12 classes = 11 without symmetry + 1 with 180° symmetry"},
		{result.KnownInt(1), result.KnownInt(1), result.Orbits{One: 1}, "1 solution, 1 class = 1 with every symmetry"},
		{result.Figure{}, result.Figure{}, result.Orbits{}, "- solutions, - classes"},
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
	rep := result.Envelope[result.Verify]{Verdict: result.Incomplete, Interrupted: &result.Interruption{N: 9}}
	if err := WriteVerifyEnd(&b, rep, 2, "timeout after 1s", 1.5); err != nil {
		t.Fatal(err)
	}
	want := "  9           -         -  incomplete  1.50s\nINCOMPLETE: timeout after 1s during n = 9; no size done\n"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
	b.Reset()
	rep = result.Envelope[result.Verify]{Verdict: result.Fail, Results: []result.Verify{{N: 8, Checks: []result.Check{{Name: "expect"}}}}}
	if err := WriteVerifyEnd(&b, rep, 1, "", 0); err != nil {
		t.Fatal(err)
	}
	if want := "MISMATCH: the figures differ from the reference values\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}

// failingWriter fails every write after the first ok ones.
type failingWriter struct{ ok int }

func (f *failingWriter) Write(p []byte) (int, error) {
	if f.ok == 0 {
		return 0, errors.New("disk full")
	}
	f.ok--
	return len(p), nil
}

// TestVerifyText: the header first, each size as it comes, the end; after
// a failed write nothing more, and End returns the error.
func TestVerifyText(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	out := NewVerifyText(&b)
	res := result.Verify{N: 4, Verdict: result.Pass, Total: result.KnownInt(2), Classes: result.KnownInt(1), Seconds: 0.01}
	out.Size(res)
	if err := out.End(result.Envelope[result.Verify]{Verdict: result.Pass, Results: []result.Verify{res}}, 1, "", 0); err != nil {
		t.Fatal(err)
	}
	want := "  n   solutions   classes  verdict   time\n  4           2         1  pass      0.01s\nall witnesses agree\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
	fw := &failingWriter{ok: 1}
	out = NewVerifyText(fw)
	out.Size(res)
	out.Size(res)
	if err := out.End(result.Envelope[result.Verify]{Verdict: result.Pass}, 2, "", 0); err == nil || fw.ok != 0 {
		t.Errorf("after a failed write: error %v", err)
	}
}

// TestWriteVerifyMerge: the verdict line of a merge says what went wrong,
// conflicts first; the summary line ends the output.
func TestWriteVerifyMerge(t *testing.T) {
	t.Parallel()
	id := result.NewPlanID("verify", 8, "m", 1, []string{"a", "b", "c"})
	known := result.Verify{N: 8, Total: result.KnownInt(92), Classes: result.KnownInt(12), Seconds: 1}
	tests := []struct {
		name    string
		verdict result.Verdict
		checks  []result.Check
		st      result.MergeStatus
		row     string
		end     string
	}{
		{"pass", result.Pass, nil, result.MergeStatus{Plan: id}, "  8          92        12  pass      1.00s", "all witnesses agree"},
		{"one conflict", result.Fail, nil, result.MergeStatus{Plan: id, Conflicting: 1}, "  8          92        12  fail      1.00s", "MISMATCH: 1 cube conflicts between files"},
		{"conflicts", result.Fail, nil, result.MergeStatus{Plan: id, Conflicting: 2}, "  8          92        12  fail      1.00s", "MISMATCH: 2 cubes conflict between files"},
		{"expect", result.Fail, []result.Check{{Name: "expect", Detail: "n = 8"}}, result.MergeStatus{Plan: id}, "  8          92        12  fail      1.00s",
			"MISMATCH: the figures differ from the reference values"},
		{"missing", result.Incomplete, nil, result.MergeStatus{Plan: id, Missing: 2}, "  8           -         -  incomplete  1.00s", "INCOMPLETE: 2 of 3 cubes missing"},
	}
	for _, tc := range tests {
		res := known
		res.Verdict, res.Checks = tc.verdict, tc.checks
		var b strings.Builder
		if err := WriteVerifyMerge(&b, res, tc.st, "merged ..."); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(b.String(), "\n")
		if len(lines) < 4 || lines[1] != tc.row || lines[len(lines)-3] != tc.end || lines[len(lines)-2] != "merged ..." {
			t.Errorf("%s: got\n%s", tc.name, b.String())
		}
	}
	if err := WriteVerifyMerge(&failingWriter{ok: 1}, known, result.MergeStatus{Plan: id}, "merged ..."); err == nil {
		t.Error("a failed write: no error")
	}
}
