package audit

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestFindingsSayWhatIsWrong checks that the findings name the real
// defect: a zero total and an empty output both lack every solution; an
// output for another size says so in a note, shown however many findings
// precede; a crash comes before the solutions it left missing; an
// output that lists nothing speaks of no column base.
func TestFindingsSayWhatIsWrong(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"total: 0\n", ""} {
		rep := auditText(t, text, 8, Options{})
		if rep.Missing != 92 || rep.Clean() {
			t.Errorf("%q: %d missing, want all 92\n%s", text, rep.Missing, reportText(rep))
		}
		if d := rep.Describe(); strings.Contains(d, "based") {
			t.Errorf("%q: the header speaks of a base: %s", text, d)
		}
	}
	var other strings.Builder
	for _, s := range reference(8) {
		for r, c := range s {
			if r > 0 {
				other.WriteByte(' ')
			}
			other.WriteByte(byte('1' + c))
		}
		other.WriteByte('\n')
	}
	rep, err := OutputContext(context.Background(), strings.NewReader(other.String()), 6, slices.Values(reference(6)), Options{MaxFindings: 20})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(rep.Notes, func(n string) bool { return strings.Contains(n, "output for n = 8") }) {
		t.Errorf("n = 8 audited for n = 6: no note says so: %q", rep.Notes)
	}
	o, err := RunProgram(context.Background(), Program{Path: "sh", Args: []string{"-c", "echo 2 4 1 3; echo 'ValueError: boom' >&2; exit 1"}, Timeout: time.Minute}, 4, slices.Values(ref4), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	fs := o.Report.Findings
	if len(fs) != 2 || fs[0].Kind != ProgramFailed || !strings.Contains(fs[0].Detail, "ValueError: boom") || fs[1].Kind != Missing {
		t.Errorf("a crash: findings %v, want the program's failure, then the missing solution", fs)
	}
}

// TestNothingToList checks outputs with no solution to list: a prompt
// alone, or a header naming n, is right when Q(n) = 0 (no claim is
// needed to list nothing), and a lone number after a label in another
// encoding is the one solution of n = 1, checked as such.
func TestNothingToList(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"How many Queens? : ", "Solving n = 3 (n<20)\n"} {
		for _, n := range []int{2, 3} {
			if rep := auditText(t, text, n, Options{}); !rep.Clean() {
				t.Errorf("%q for n = %d: a right output fails\n%s", text, n, reportText(rep))
			}
		}
	}
	if rep := auditText(t, "\xb5\xda1\xb8\xf6\xbd\xe2\xa3\xba1\n", 1, Options{}); !rep.Clean() {
		t.Errorf("n = 1, a labelled 1: a right output fails\n%s", reportText(rep))
	}
	if rep := auditText(t, "\xb5\xda1\xb8\xf6\xbd\xe2\xa3\xba2\n", 1, Options{}); rep.Clean() {
		t.Errorf("n = 1, a labelled 2: a wrong output passes\n%s", reportText(rep))
	}
}
