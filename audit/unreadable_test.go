package audit

import (
	"regexp"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/result"
)

// namesLine1 matches a text that names line 1 among others.
var namesLine1 = regexp.MustCompile(`\blines? 1\b`)

// TestUnreadable checks that an input whose data-like lines no reading
// explains gets the verdict unreadable, naming the lines and the flags
// that decide, and accuses the answer of nothing (no missing solutions),
// while an input read as solutions, however wrong, keeps its findings,
// and one that shows nothing data-like (headings, the size) misses them.
func TestUnreadable(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		"Q.*.\n.*.Q\nQ*..\n..Q*\n", // three symbols: which is the queen?
		"#1: 2~4~1~3\n#2: 3~1~4~2\n",
		// Numbers among words in no notation known: lines of text that
		// hold numbers are data-like too.
		"put queen 1 on square 2 of 4\nput queen 2 on square 4 of 4\nput queen 3 on square 1 of 4\nput queen 4 on square 3 of 4\n",
	} {
		rep := auditText(t, text, 4, Options{})
		if rep.Verdict() != result.Unreadable || rep.Count(Missing) != 0 || !namesLine1.MatchString(rep.Unreadable) ||
			!strings.Contains(rep.Unreadable, "--format") || !strings.Contains(rep.Unreadable, "--queen") {
			t.Errorf("%q: verdict %s, %d missing findings, unreadable %q\n%s", text, rep.Verdict(), rep.Count(Missing), rep.Unreadable, reportText(rep))
		}
		if r := rep.Result(0); r.Verdict != result.Unreadable || len(r.Notes) == 0 || !strings.HasPrefix(r.Notes[0], "unreadable: ") {
			t.Errorf("%q: JSON verdict %s, notes %q", text, r.Verdict, r.Notes)
		}
		// A program whose run failed fails, its output read or not.
		for _, k := range []Kind{ProgramFailed, TimedOut, OutputCapped} {
			failed := auditText(t, text, 4, Options{})
			failed.Add(0, k, "the run", 20)
			if failed.Verdict() != result.Fail || failed.Unreadable == "" {
				t.Errorf("%q, then %s: verdict %s, unreadable %q", text, k, failed.Verdict(), failed.Unreadable)
			}
		}
	}
	for _, text := range []string{"2 4 1 3\n2 4 1 3\n", "2 4 1 x\n3 1 4 2\n", "hello\n", "", "Solution 1\nSolution 2\n", "n = 4\n"} {
		if rep := auditText(t, text, 4, Options{}); rep.Verdict() != result.Fail {
			t.Errorf("%q: verdict %s, want fail\n%s", text, rep.Verdict(), reportText(rep))
		}
	}
}
