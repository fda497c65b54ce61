package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

// symmetryOutput is the part of verify's JSON document that the symmetry
// witnesses fill in.
type symmetryOutput struct {
	Agree   bool `json:"agree"`
	Results []struct {
		N         int  `json:"n"`
		Agree     bool `json:"agree"`
		Witnesses struct {
			DFS struct {
				Count             *int `json:"count"`
				Classes           *int `json:"classes"`
				Fix90             *int `json:"fix90"`
				Fix180            *int `json:"fix180"`
				ClassesBySymmetry *struct {
					Rot90  *int `json:"rot90"`
					Rot180 *int `json:"rot180"`
					None   *int `json:"none"`
				} `json:"classes_by_symmetry"`
			} `json:"dfs"`
			SAT struct {
				Count *int `json:"count"`
			} `json:"sat"`
			Burnside struct {
				Fix90   *int `json:"fix90"`
				Fix180  *int `json:"fix180"`
				Classes *int `json:"classes"`
			} `json:"sat-burnside"`
			LexLeader struct {
				Count   *int `json:"count"`
				Classes *int `json:"classes"`
			} `json:"sat-lexleader"`
		} `json:"witnesses"`
		Checks []struct {
			Name      string `json:"name"`
			Witnesses string `json:"witnesses"`
			OK        bool   `json:"ok"`
			Detail    string `json:"detail"`
		} `json:"checks"`
	} `json:"results"`
}

func runSymmetryJSON(t *testing.T, spec string) (int, symmetryOutput, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "-n", spec, "--json"}, &stdout, &stderr)
	var out symmetryOutput
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatalf("verify -n %s --json: exit %d, output is not JSON: %v\nstdout:\n%s\nstderr:\n%s", spec, code, err, stdout.String(), stderr.String())
	}
	return code, out, stdout.String()
}

// symValue dereferences a decoded JSON number, recording a missing field.
func symValue(t *testing.T, n int, field string, p *int) int {
	t.Helper()
	if p == nil {
		t.Errorf("n = %d: field %s is missing", n, field)
		return -1
	}
	return *p
}

// symmetryChecks are the checks the symmetry step adds, as name and
// witnesses.
var symmetryChecks = []string{
	"burnside sat-burnside/sat-lexleader",
	"burnside dfs",
	"lexleader sat-lexleader/dfs",
	"fix90 sat-burnside/dfs",
	"fix180 sat-burnside/dfs",
	"class-split dfs",
	"class-split dfs/sat-burnside",
}

// TestVerifySymmetryJSON runs verify for n = 1..10 and checks every
// symmetry figure of every method against the reference values.
func TestVerifySymmetryJSON(t *testing.T) {
	code, out, _ := runSymmetryJSON(t, "1-10")
	if code != exitOK || !out.Agree {
		t.Fatalf("exit %d, agree %v; want 0, true", code, out.Agree)
	}
	if len(out.Results) != 10 {
		t.Fatalf("%d results, want 10", len(out.Results))
	}
	for i, r := range out.Results {
		n := i + 1
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			if r.N != n || !r.Agree {
				t.Errorf("result n = %d, agree %v; want n = %d, agree", r.N, r.Agree, n)
			}
			w := r.Witnesses
			got := map[string]int{
				"sat count":               symValue(t, n, "sat.count", w.SAT.Count),
				"dfs count":               symValue(t, n, "dfs.count", w.DFS.Count),
				"dfs classes":             symValue(t, n, "dfs.classes", w.DFS.Classes),
				"dfs fix90":               symValue(t, n, "dfs.fix90", w.DFS.Fix90),
				"dfs fix180":              symValue(t, n, "dfs.fix180", w.DFS.Fix180),
				"sat-burnside fix90":      symValue(t, n, "sat-burnside.fix90", w.Burnside.Fix90),
				"sat-burnside fix180":     symValue(t, n, "sat-burnside.fix180", w.Burnside.Fix180),
				"sat-burnside classes":    symValue(t, n, "sat-burnside.classes", w.Burnside.Classes),
				"sat-lexleader classes":   symValue(t, n, "sat-lexleader.classes", w.LexLeader.Classes),
				"sat-lexleader count":     symValue(t, n, "sat-lexleader.count", w.LexLeader.Count),
				"dfs classes with 90°":    -1,
				"dfs classes with 180°":   -1,
				"dfs classes without any": -1,
			}
			if cs := w.DFS.ClassesBySymmetry; cs == nil {
				t.Errorf("dfs.classes_by_symmetry is missing")
			} else {
				got["dfs classes with 90°"] = symValue(t, n, "rot90", cs.Rot90)
				got["dfs classes with 180°"] = symValue(t, n, "rot180", cs.Rot180)
				got["dfs classes without any"] = symValue(t, n, "none", cs.None)
			}
			want := map[string]int{
				"sat count":               oeis.Q[i],
				"dfs count":               oeis.Q[i],
				"dfs classes":             oeis.Classes[i],
				"dfs fix90":               oeis.Fix90[i],
				"dfs fix180":              oeis.Fix180[i],
				"sat-burnside fix90":      oeis.Fix90[i],
				"sat-burnside fix180":     oeis.Fix180[i],
				"sat-burnside classes":    oeis.Classes[i],
				"sat-lexleader classes":   oeis.Classes[i],
				"sat-lexleader count":     oeis.Classes[i],
				"dfs classes with 90°":    oeis.Rot90Classes[i],
				"dfs classes with 180°":   oeis.Rot180Classes[i],
				"dfs classes without any": oeis.AsymClasses[i],
			}
			keys := make([]string, 0, len(want))
			for k := range want {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				if got[k] != want[k] {
					t.Errorf("%s = %d, want %d", k, got[k], want[k])
				}
			}
			var names []string
			for _, c := range r.Checks {
				names = append(names, c.Name+" "+c.Witnesses)
				if !c.OK {
					t.Errorf("check %s %s failed: %s", c.Name, c.Witnesses, c.Detail)
				}
			}
			for _, c := range symmetryChecks {
				if !slices.Contains(names, c) {
					t.Errorf("check %q is missing; checks: %q", c, names)
				}
			}
		})
	}
}

// symFailedCheck returns the detail of the failed check named name on
// witnesses, and whether it failed.
func symFailedCheck(out symmetryOutput, name, witnesses string) (string, bool) {
	for _, r := range out.Results {
		for _, c := range r.Checks {
			if c.Name == name && c.Witnesses == witnesses && !c.OK {
				return c.Detail, true
			}
		}
	}
	return "", false
}

// TestVerifySymmetryFaults injects a fault into one method at a time and
// checks that verify reports a mismatch and that the checks it should trip
// fail with a detail that says why.
func TestVerifySymmetryFaults(t *testing.T) {
	tests := []struct {
		name   string
		inject func()
		fails  map[string]string // "check witnesses" -> a part of its detail, "" for any
		intact []string          // checks that must still pass
	}{
		{
			name: "lex-leader without the 90° rotation",
			inject: func() {
				lexLeaderSymmetries = slices.DeleteFunc(slices.Clone(encode.NonIdentity), func(g board.Symmetry) bool { return g == board.Rot90 })
			},
			fails: map[string]string{
				"burnside sat-burnside/sat-lexleader": "gives (92 + 4 + 2·0)/8 = 12 classes, but sat-lexleader counts ",
				"lexleader sat-lexleader/dfs":         "dfs has 12 canonical forms; first difference: sat-lexleader has ",
			},
			intact: []string{"burnside dfs", "fix90 sat-burnside/dfs", "fix180 sat-burnside/dfs", "class-split dfs", "class-split dfs/sat-burnside"},
		},
		{
			name: "sat invariance under a mirror instead of the 180° rotation",
			inject: func() {
				satFixedCNF = func(n int, g board.Symmetry) *encode.CNF {
					if g == board.Rot180 {
						g = board.FlipCols
					}
					return encode.Fixed(n, g)
				}
			},
			fails: map[string]string{
				"burnside sat-burnside/sat-lexleader": "(92 + 0 + 2·0) = 92 is not a multiple of 8",
				"fix180 sat-burnside/dfs":             "sat-burnside finds 0 solutions fixed by rot180, dfs finds 4; first difference: dfs has 3 5 2 8 1 7 4 6, sat-burnside lacks it",
				"class-split dfs/sat-burnside":        "Q - fix180 = 92 - 0 is not a non-negative multiple of 8",
			},
			intact: []string{"burnside dfs", "lexleader sat-lexleader/dfs", "fix90 sat-burnside/dfs", "class-split dfs"},
		},
		{
			name: "dfs symmetric search loses its last solution",
			inject: func() {
				search := dfsFixedSearch
				dfsFixedSearch = func(n int, g board.Symmetry, visit func(board.Solution) bool) (bool, error) {
					var all []board.Solution
					complete, err := search(n, g, func(s board.Solution) bool {
						all = append(all, s.Clone())
						return true
					})
					for _, s := range all[:max(len(all)-1, 0)] {
						if !visit(s) {
							return false, err
						}
					}
					return complete, err
				}
			},
			fails: map[string]string{
				"burnside dfs":            "(92 + 3 + 2·0) = 95 is not a multiple of 8",
				"fix180 sat-burnside/dfs": "sat-burnside finds 4 solutions fixed by rot180, dfs finds 3; first difference: sat-burnside has 6 4 7 1 8 2 5 3, dfs lacks it",
				"class-split dfs":         "fix180 - fix90 = 3 - 0 is not a non-negative multiple of 4",
			},
			intact: []string{"burnside sat-burnside/sat-lexleader", "lexleader sat-lexleader/dfs", "fix90 sat-burnside/dfs", "class-split dfs/sat-burnside"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			syms, cnf, search := lexLeaderSymmetries, satFixedCNF, dfsFixedSearch
			t.Cleanup(func() { lexLeaderSymmetries, satFixedCNF, dfsFixedSearch = syms, cnf, search })
			tt.inject()
			code, out, text := runSymmetryJSON(t, "8")
			if code != exitMismatch || out.Agree {
				t.Fatalf("exit %d, agree %v; want %d and a mismatch\n%s", code, out.Agree, exitMismatch, text)
			}
			for check, part := range tt.fails {
				name, witnesses, _ := strings.Cut(check, " ")
				detail, failed := symFailedCheck(out, name, witnesses)
				if !failed {
					t.Errorf("check %s did not fail", check)
				} else if !strings.Contains(detail, part) {
					t.Errorf("check %s: detail %q does not contain %q", check, detail, part)
				}
			}
			for _, check := range tt.intact {
				name, witnesses, _ := strings.Cut(check, " ")
				if detail, failed := symFailedCheck(out, name, witnesses); failed {
					t.Errorf("check %s failed: %s", check, detail)
				}
			}
		})
	}
}

// TestLexLeaderFaultCount checks the figures verify reports when the
// lex-leader encoding leaves out the 90° rotation: more models than
// classes at n = 8, and the text output says so.
func TestLexLeaderFaultCount(t *testing.T) {
	saved := lexLeaderSymmetries
	t.Cleanup(func() { lexLeaderSymmetries = saved })
	lexLeaderSymmetries = slices.DeleteFunc(slices.Clone(encode.NonIdentity), func(g board.Symmetry) bool { return g == board.Rot90 })
	code, out, _ := runSymmetryJSON(t, "8")
	if code != exitMismatch {
		t.Fatalf("exit %d, want %d", code, exitMismatch)
	}
	lex := out.Results[0].Witnesses.LexLeader
	count := symValue(t, 8, "sat-lexleader.count", lex.Count)
	if count <= oeis.Classes[7] {
		t.Errorf("%d lex-leader models without the 90° rotation, want more than %d", count, oeis.Classes[7])
	}
	detail, _ := symFailedCheck(out, "burnside", "sat-burnside/sat-lexleader")
	if want := fmt.Sprintf("sat-lexleader counts %d", count); !strings.Contains(detail, want) {
		t.Errorf("burnside detail %q does not contain %q", detail, want)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "-n", "8"}, &stdout, &stderr); code != exitMismatch {
		t.Fatalf("text: exit %d, want %d", code, exitMismatch)
	}
	for _, want := range []string{
		fmt.Sprintf("sat: lex-leader %d models, %d classes", count, count),
		"lexleader sat-lexleader/dfs: sat-lexleader has " + fmt.Sprint(count) + " representatives, dfs has 12 canonical forms",
		"MISMATCH: the witnesses disagree",
	} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("text output does not contain %q:\n%s", want, stdout.String())
		}
	}
}

func TestClassSentence(t *testing.T) {
	tests := []struct {
		name string
		n    string
		want string
	}{
		{"n=1", "1", "1 solution, 1 class = 1 with every symmetry"},
		{"n=2", "2", "0 solutions, 0 classes"},
		{"n=5", "5", "10 solutions, 2 classes = 1 without symmetry + 1 with 90° symmetry"},
		{"n=8", "8", "92 solutions, 12 classes = 11 without symmetry + 1 with 180° symmetry"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run([]string{"verify", "-n", tt.n}, &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d", code)
			}
			if !strings.Contains(stdout.String(), "\n     "+tt.want+"\n") {
				t.Errorf("output does not contain the line %q:\n%s", tt.want, stdout.String())
			}
		})
	}
}
