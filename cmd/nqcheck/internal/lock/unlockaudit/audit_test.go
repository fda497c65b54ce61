package unlockaudit

import (
	"context"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/result"
)

var unlockCases = []Case{{Want: 389112, Segments: "none"}, {Want: 86405, Segments: "1-2"}, {Want: 0, Segments: "1-2 2-3 1-3"}}

func TestUnlockRead(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, out string
		first     int
		kinds     string
	}{
		{"right", "389112\n86405\n0\n", 0, ""},
		{"spaced", "\n 389112 \r\n\n86405\n0", 0, ""},
		{"off by one", "389112\n86406\n0\n", 2, "differs@2"},
		{"missing", "389112\n86405\n", 3, "missing@0"},
		{"extra", "389112\n86405\n0\n0\n", 0, "extra@4"},
		{"word", "389112\nx\n1\n", 2, "not-a-number@2 differs@3"},
		{"negative", "-389112\n86405\n0\n", 1, "not-a-number@1"},
		{"long line", "389112\n" + strings.Repeat("1", MaxLine+1) + "\n", 2, "not-a-number@2 missing@0"},
	}
	for _, tt := range tests {
		r := NewReport("in.txt", len(unlockCases), 10)
		if err := r.Read(strings.NewReader(tt.out), unlockCases); err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var kinds []string
		for _, f := range r.Findings {
			kinds = append(kinds, f.Kind+"@"+itoa(f.Line))
		}
		if got := strings.Join(kinds, " "); got != tt.kinds || r.FirstDiffering != tt.first || !r.Complete {
			t.Errorf("%s: findings %q first %d, want %q first %d", tt.name, got, r.FirstDiffering, tt.kinds, tt.first)
		}
		if want := result.VerdictOf(tt.kinds != "", true); r.Verdict != want {
			t.Errorf("%s: verdict %s, want %s", tt.name, r.Verdict, want)
		}
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

func TestRunUnlock(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh:", err)
	}
	tests := []struct {
		script string
		kinds  string
	}{
		// The program reads the input and answers; one off on case 2.
		{`read t; echo 389112; echo 86406; echo 0`, "differs"},
		{`echo 389112; echo 86405; echo 0; exit 1`, "program"},
		{`sleep 30`, "missing program"},
	}
	for _, tt := range tests {
		r := NewReport("in.txt", len(unlockCases), 10)
		prog := child.Spec{Path: "sh", Args: []string{"-c", tt.script}, Timeout: 2 * time.Second}
		if err := Run(context.Background(), prog, []byte("3\n0\n1\n1 2\n3\n1 2\n2 3\n1 3\n"), unlockCases, r); err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for _, f := range r.Findings {
			kinds = append(kinds, f.Kind)
		}
		if got := strings.Join(kinds, " "); got != tt.kinds {
			t.Errorf("%q: findings %q, want %q", tt.script, got, tt.kinds)
		}
	}
}

// FuzzUnlockRead reads any output as answers: the counts add up, and the
// first differing case is one of the cases.
func FuzzUnlockRead(f *testing.F) {
	f.Add("389112\n86405\n0\n")
	f.Add("389112\nx\n1\n2\n")
	f.Add("\n\n-1\n 86405 \r\n")
	f.Fuzz(func(t *testing.T, out string) {
		r := NewReport("in.txt", len(unlockCases), 3)
		if err := r.Read(strings.NewReader(out), unlockCases); err != nil {
			t.Fatal(err)
		}
		if r.Answers > len(unlockCases) || r.Correct > r.Answers || r.FirstDiffering < 0 || r.FirstDiffering > len(unlockCases) {
			t.Fatalf("report %+v", r)
		}
		if r.FindingsTotal == 0 && r.Correct != len(unlockCases) {
			t.Fatalf("no finding, but %d of %d right", r.Correct, len(unlockCases))
		}
		if len(r.Findings) > 3 || !r.Complete {
			t.Fatalf("report %+v", r)
		}
	})
}
