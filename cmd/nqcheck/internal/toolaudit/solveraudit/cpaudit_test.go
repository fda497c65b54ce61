package solveraudit_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/solveraudit"
	"github.com/nqcheck/nqcheck/result"
)

func auditModel(t *testing.T, tool solveraudit.Tool, n int, l cpmodel.Language, enc string) *solveraudit.Case {
	t.Helper()
	e, err := cpmodel.ParseEncoding(l, enc)
	if err != nil {
		t.Fatal(err)
	}
	m, err := cpmodel.Build(n, e)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := solveraudit.AuditModel(context.Background(), tool, m, solveraudit.ModelReference(n, e),
		solveraudit.Limits{Timeout: 2 * time.Minute, TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestFakeModelSolvers runs every fault of the fake MiniZinc and SMT
// solvers (each SMT fault through both drivers) and checks the findings:
// their kind, and the witness the finding names.
func TestFakeModelSolvers(t *testing.T) {
	t.Parallel()
	type want struct {
		kind     solveraudit.Kind // "" for a pass
		solution string           // the witness of the first finding, when it has one
		detail   string           // a part of its detail
	}
	cases := []struct {
		mode string
		n    int
		enc  map[cpmodel.Language]string
		want want
	}{
		{"good", 6, nil, want{}},
		{"good", 3, nil, want{}},
		{"drop", 6, nil, want{solveraudit.Missing, "3 6 2 5 1 4", "1 of the 4 solutions never came"}},
		{"repeat", 6, nil, want{solveraudit.Duplicate, "3 6 2 5 1 4", "again"}},
		{"corrupt", 6, nil, want{solveraudit.Invalid, "", "is outside the columns 1..6"}},
		{"corrupt", 5, map[cpmodel.Language]string{cpmodel.MiniZinc: "board", cpmodel.SMTLIB: "bool"}, want{solveraudit.Invalid, "(2,3) (3,5) (4,2) (5,4)", "not a solution"}},
		{"unsat", 5, nil, want{solveraudit.UnsatClaimed, "", "the model has 10 solutions"}},
		{"reject", 5, nil, want{solveraudit.Rejected, "", "rror"}},
		// A model larger than a pipe's buffer (72 kB): the tool stops
		// reading it.
		{"reject", 11, map[cpmodel.Language]string{cpmodel.MiniZinc: "board", cpmodel.SMTLIB: "bool"}, want{solveraudit.Rejected, "", "rror"}},
		{"garbage", 4, nil, want{solveraudit.Unreadable, "", "Solution found!"}},
		{"crash", 5, nil, want{solveraudit.Crash, "", "exit status 134"}},
		{"noplugin", 5, nil, want{solveraudit.Crash, "", "exit status 1"}},
		{"miscount", 5, nil, want{solveraudit.WrongCount, "", `the tool states 11 solutions ("%%%mzn-stat: nSolutions=11") but the model has 10`}},
		{"good", 8, map[cpmodel.Language]string{cpmodel.MiniZinc: "lexleader", cpmodel.SMTLIB: "bv"}, want{}},
		{"drop", 6, map[cpmodel.Language]string{cpmodel.MiniZinc: "lexleader", cpmodel.SMTLIB: "bv"}, want{solveraudit.Missing, "3 6 2 5 1 4", "1 of the 4 solutions never came"}},
	}
	runs := []struct {
		lang   cpmodel.Language
		driver solveraudit.Driver
		enc    string
	}{
		{cpmodel.MiniZinc, solveraudit.AllModels, "pairwise"},
		{cpmodel.SMTLIB, solveraudit.Incremental, "lia"},
		{cpmodel.SMTLIB, solveraudit.Blocking, "lia"},
	}
	for _, tc := range cases {
		for _, r := range runs {
			enc := r.enc
			if e, ok := tc.enc[r.lang]; ok {
				enc = e
			}
			t.Run(tc.mode+"/"+r.lang.String()+"/"+r.driver.String()+"/"+enc, func(t *testing.T) {
				t.Parallel()
				cs := auditModel(t, fakeModelTool(t, tc.mode, r.lang, r.driver), tc.n, r.lang, enc)
				w := tc.want
				switch {
				case tc.mode == "drop" && enc == "lexleader":
					// n = 6 has one class: nothing to drop.
					w = want{}
				case tc.mode == "miscount" && r.lang != cpmodel.MiniZinc:
					w = want{} // only MiniZinc states a count
				}
				if w.kind == "" {
					if cs.Verdict != result.Pass || cs.FindingsTotal != 0 || cs.Models.String() != itoa(len(solveraudit.ModelReference(tc.n, mustEnc(t, r.lang, enc)))) {
						t.Fatalf("a good run: %+v", cs)
					}
					return
				}
				if cs.Verdict != result.Fail || len(cs.Findings) == 0 {
					t.Fatalf("verdict %s, findings %+v", cs.Verdict, cs.Findings)
				}
				f := cs.Findings[0]
				if f.Kind != w.kind || f.Solution != w.solution || !strings.Contains(f.Detail, w.detail) {
					t.Errorf("first finding %q, want %s [%s] with %q", f, w.kind, w.solution, w.detail)
				}
				for _, g := range cs.Findings[1:] {
					if g.Kind == solveraudit.Crash && w.kind == solveraudit.Rejected {
						t.Errorf("a rejection also reported as a crash: %s", g)
					}
				}
			})
		}
	}
}

func mustEnc(t *testing.T, l cpmodel.Language, name string) cpmodel.Encoding {
	t.Helper()
	e, err := cpmodel.ParseEncoding(l, name)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func itoa(k int) string { return result.KnownInt(k).String() }

// TestModelToolHangs: a MiniZinc tool and an SMT session that never
// answer are killed at the time limit; the case is incomplete, not
// failed, and no temporary file is left.
func TestModelToolHangs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang   cpmodel.Language
		driver solveraudit.Driver
		enc    string
		args   []string
	}{
		{cpmodel.MiniZinc, solveraudit.AllModels, "pairwise", []string{"-c", "sleep 60", "sh", solveraudit.FileArg}},
		{cpmodel.SMTLIB, solveraudit.Incremental, "bool", []string{"-c", "sleep 60"}},
		{cpmodel.SMTLIB, solveraudit.Blocking, "bv", []string{"-c", "sleep 60", "sh", solveraudit.FileArg}},
	} {
		t.Run(tc.lang.String()+"/"+tc.driver.String(), func(t *testing.T) {
			t.Parallel()
			tool := solveraudit.Tool{Name: "hang", Driver: tc.driver, Language: tc.lang, Path: "sh", Args: tc.args}
			e := mustEnc(t, tc.lang, tc.enc)
			m, err := cpmodel.Build(12, e)
			if err != nil {
				t.Fatal(err)
			}
			dir := t.TempDir()
			cs, err := solveraudit.AuditModel(context.Background(), tool, m, solveraudit.ModelReference(m.N, e),
				solveraudit.Limits{Timeout: 300 * time.Millisecond, TempDir: dir})
			if err != nil {
				t.Fatal(err)
			}
			if cs.Verdict != result.Incomplete || cs.Complete || len(cs.Findings) != 1 || cs.Findings[0].Kind != solveraudit.Timeout {
				t.Errorf("case %+v", cs)
			}
			if left, _ := os.ReadDir(dir); len(left) != 0 {
				t.Errorf("files left behind: %v", left)
			}
		})
	}
}

// TestModelToolCancelled: a session cut by the caller's context is
// incomplete, with no finding.
func TestModelToolCancelled(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	tool := solveraudit.Tool{Name: "hang", Driver: solveraudit.Incremental, Language: cpmodel.SMTLIB, Path: "sh", Args: []string{"-c", "sleep 60"}}
	e := mustEnc(t, cpmodel.SMTLIB, "lia")
	m, err := cpmodel.Build(6, e)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := solveraudit.AuditModel(ctx, tool, m, solveraudit.ModelReference(6, e), solveraudit.Limits{TempDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	if cs.Verdict != result.Incomplete || cs.Complete || cs.FindingsTotal != 0 {
		t.Errorf("case %+v", cs)
	}
}
