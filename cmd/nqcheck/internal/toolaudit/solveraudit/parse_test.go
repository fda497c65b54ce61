package solveraudit_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/encode"
)

// modelText writes a model's true variables, "1 5 ..."; the others are
// false or unset.
func modelText(m solveraudit.Model) string {
	var parts []string
	for v := 1; v < len(m.Vals); v++ {
		switch m.Vals[v] {
		case encode.True:
			parts = append(parts, fmt.Sprint(v))
		case encode.False:
			parts = append(parts, fmt.Sprint(-v))
		}
	}
	return fmt.Sprintf("@%d:%s", m.Line, strings.Join(parts, " "))
}

func TestRead(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		format solveraudit.Format
		in     string
		models string // modelText of each, joined by "|"
		status solveraudit.Status
		claim  string // "" when none, else the count
		bad    string // the first bad line's number and a part of its reason
	}{
		{"competition", solveraudit.Competition, "c hi\ns SATISFIABLE\nv 1 -2\nv 3 0\n", "@3:1 -2 3", solveraudit.Sat, "", ""},
		{"two models one line", solveraudit.Competition, "v 1 -2 -3 0 -1 2 -3 0\ns UNSATISFIABLE\n", "@1:1 -2 -3|@1:-1 2 -3", solveraudit.Unsat, "", ""},
		{"clasp", solveraudit.Competition, "c Answer: 1\nv 1 2 0\nc Answer: 2\nv -1 2 0\ns SATISFIABLE\nc Models         : 2\n", "@2:1 2|@4:-1 2", solveraudit.Sat, "2", ""},
		{"clasp stopped early", solveraudit.Competition, "c Answer: 1\nv 1 2 0\ns SATISFIABLE\nc Models         : 1+\n", "@2:1 2", solveraudit.Sat, "", ""},
		{"picosat", solveraudit.Competition, "s SATISFIABLE\nv 1 0\ns SOLUTIONS 1\n", "@2:1", solveraudit.Sat, "1", ""},
		{"mc", solveraudit.Competition, "s SATISFIABLE\ns mc 92\n", "", solveraudit.Sat, "92", ""},
		{"exact arb int", solveraudit.Competition, "c s type mc\nc s exact arb int 724\n", "", solveraudit.NoStatus, "724", ""},
		{"crlf", solveraudit.Competition, "s SATISFIABLE\r\nv -1 0\r\n", "@2:-1", solveraudit.Sat, "", ""},
		{"bare minisat", solveraudit.Bare, "SAT\n1 -2 3 0\n", "@2:1 -2 3", solveraudit.Sat, "", ""},
		{"bare unsat", solveraudit.Bare, "UNSAT\n", "", solveraudit.Unsat, "", ""},
		{"garbage", solveraudit.Competition, "s SATISFIABLE\nhello\n", "", solveraudit.Sat, "", "2:not a line"},
		{"bad literal", solveraudit.Competition, "v 1 x 0\n", "", solveraudit.NoStatus, "", `1:"x" is not a literal`},
		{"out of range", solveraudit.Competition, "v 1 4 0\n", "", solveraudit.NoStatus, "", "1:literal 4 names variable 4"},
		{"both values", solveraudit.Competition, "v 1 -1 0\n", "", solveraudit.NoStatus, "", "1:variable 1 is given both values"},
		{"no terminating zero", solveraudit.Competition, "v 1 2\ns SATISFIABLE\n", "", solveraudit.Sat, "", "1:the model that begins here has no terminating 0 before a status"},
		{"unterminated at end", solveraudit.Competition, "v 1 2\n", "", solveraudit.NoStatus, "", "1:the model that begins here has no terminating 0 before the end"},
		{"bad count", solveraudit.Competition, "s mc -3\n", "", solveraudit.NoStatus, "", `1:"-3" is not a count`},
		{"odd status", solveraudit.Competition, "s MAYBE\n", "", solveraudit.NoStatus, "", "1:not a status line"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var models []string
			tr, err := solveraudit.Read(strings.NewReader(tc.in), tc.format, 3, func(m solveraudit.Model) error {
				models = append(models, modelText(m))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(models, "|"); got != tc.models {
				t.Errorf("models %q, want %q", got, tc.models)
			}
			if tr.Status != tc.status {
				t.Errorf("status %q, want %q", tr.Status, tc.status)
			}
			claim := ""
			if tr.HasClaim {
				claim = fmt.Sprint(tr.Claimed)
			}
			if claim != tc.claim {
				t.Errorf("claim %q, want %q", claim, tc.claim)
			}
			bad := ""
			if len(tr.Bad) > 0 {
				bad = fmt.Sprintf("%d:%s", tr.Bad[0].Line, tr.Bad[0].Why)
			}
			if !strings.HasPrefix(bad, tc.bad) || (tc.bad == "") != (bad == "") {
				t.Errorf("bad line %q, want %q", bad, tc.bad)
			}
		})
	}
}

func TestReadLongLine(t *testing.T) {
	t.Parallel()
	in := "v " + strings.Repeat("1 ", solveraudit.MaxLine) + "0\ns SATISFIABLE\n"
	tr, err := solveraudit.Read(strings.NewReader(in), solveraudit.Competition, 3, func(solveraudit.Model) error {
		t.Fatal("a model from a line over the limit")
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if tr.BadTotal != 1 || tr.Bad[0].Line != 1 || tr.Status != solveraudit.Sat || len(tr.Bad[0].Text) > 100 {
		t.Fatalf("transcript %+v", tr)
	}
}

func TestReadVisitError(t *testing.T) {
	t.Parallel()
	stop := errors.New("stop")
	_, err := solveraudit.Read(strings.NewReader("v 1 0\nv 2 0\n"), solveraudit.Competition, 3, func(solveraudit.Model) error { return stop })
	if !errors.Is(err, stop) {
		t.Fatalf("got %v", err)
	}
}

// FuzzRead checks that no output makes Read fail, panic, or hand out a
// model with a variable out of range.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"s SATISFIABLE\nv 1 -2 0\n", "c Answer: 1\nv 1\nv 2 0\n", "s mc 12\n", "c s exact arb int 5\n", "v 9 0\n", "SAT\n1 0\n"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, in string, bare bool) {
		format := solveraudit.Competition
		if bare {
			format = solveraudit.Bare
		}
		tr, err := solveraudit.Read(strings.NewReader(in), format, 4, func(m solveraudit.Model) error {
			if len(m.Vals) != 5 || m.Line < 1 {
				t.Fatalf("model %+v", m)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if tr.BadTotal < len(tr.Bad) {
			t.Fatalf("transcript %+v", tr)
		}
	})
}
