package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

func TestCountExitCodes(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // a part of the expected standard output
		stderr string // a part of the expected standard error
	}{
		{"one size", []string{"count", "-n", "8"}, exitOK, "  8              92            12       0         4  ", ""},
		{"list", []string{"count", "-n", "4,6"}, exitOK, "  6               4             1       0         4  ", ""},
		{"json", []string{"count", "-n", "5", "--json"}, exitOK, `"complete": true`, ""},
		{"one worker", []string{"count", "-n", "10", "--workers", "1"}, exitOK, " 10             724            92       0        12  ", ""},
		{"help", []string{"help", "count"}, exitOK, "Usage: nqcheck count -n SPEC", ""},
		{"no n", []string{"count"}, exitUsage, "", "-n is required"},
		{"n zero", []string{"count", "-n", "0"}, exitUsage, "", "n = 0 is outside 1..32"},
		{"n too big", []string{"count", "-n", "33"}, exitUsage, "", "n = 33 is outside 1..32"},
		{"n word", []string{"count", "-n", "x"}, exitUsage, "", `"x" is not a board size`},
		{"empty n", []string{"count", "-n", ""}, exitUsage, "", "-n is empty"},
		{"repeated n", []string{"count", "-n", "3,1-4"}, exitUsage, "", "given twice"},
		{"negative workers", []string{"count", "-n", "8", "--workers", "-2"}, exitUsage, "", "--workers: -2 is negative"},
		{"bad workers", []string{"count", "-n", "8", "--workers", "two"}, exitUsage, "", "invalid value"},
		{"stray argument", []string{"count", "-n", "8", "9"}, exitUsage, "", `unexpected argument "9"`},
		{"unknown flag", []string{"count", "--fast"}, exitUsage, "", "flag provided but not defined: -fast"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stderr := checkRun(t, tt.args, tt.code, tt.stdout, tt.stderr)
			if tt.code == exitOK && stderr != "" {
				t.Errorf("unexpected stderr %q", stderr)
			}
		})
	}
}

// TestCountJSON decodes count's JSON document and checks every figure
// against the reference values.
func TestCountJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"count", "-n", "1-12", "--json"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	var out struct {
		Command  string `json:"command"`
		Version  string `json:"version"`
		Verdict  string `json:"verdict"`
		Complete *bool  `json:"complete"`
		Results  []struct {
			N       *int     `json:"n"`
			Total   *uint64  `json:"total"`
			Classes *uint64  `json:"classes"`
			Fix90   *uint64  `json:"fix90"`
			Fix180  *uint64  `json:"fix180"`
			Seconds *float64 `json:"seconds"`
		} `json:"results"`
	}
	dec := json.NewDecoder(&stdout)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&out); err != nil {
		t.Fatalf("decoding %q: %v", stdout.String(), err)
	}
	if out.Command != "count" || out.Version != result.Version || out.Verdict != "pass" {
		t.Errorf("command %q, version %q, verdict %q", out.Command, out.Version, out.Verdict)
	}
	if out.Complete == nil || !*out.Complete {
		t.Errorf("complete = %v, want true", out.Complete)
	}
	if len(out.Results) != 12 {
		t.Fatalf("%d results, want 12", len(out.Results))
	}
	for i, r := range out.Results {
		n := i + 1
		if r.N == nil || r.Total == nil || r.Classes == nil || r.Fix90 == nil || r.Fix180 == nil || r.Seconds == nil {
			t.Fatalf("result %d lacks a field: %+v", i, r)
		}
		if *r.N != n || *r.Total != uint64(oeis.Q[i]) || *r.Classes != uint64(oeis.Classes[i]) ||
			*r.Fix90 != uint64(oeis.Fix90[i]) || *r.Fix180 != uint64(oeis.Fix180[i]) || *r.Seconds < 0 {
			t.Errorf("result %d: n %d total %d classes %d fix90 %d fix180 %d seconds %v; want n %d total %d classes %d fix90 %d fix180 %d",
				i, *r.N, *r.Total, *r.Classes, *r.Fix90, *r.Fix180, *r.Seconds,
				n, oeis.Q[i], oeis.Classes[i], oeis.Fix90[i], oeis.Fix180[i])
		}
	}
}

func TestCountChecks(t *testing.T) {
	// n = 8: 92 boards in 12 classes, 11 of 8 boards and 1 of 4.
	dfs8 := compare.Summary{Name: "dfs", Count: 92, Classes: 12, Orbits: compare.Orbits{Eight: 11, Four: 1}}
	// n = 12: 14200 boards, 1787 classes; 4 of 2 boards, 18 of 4.
	dfs12 := compare.Summary{Name: "dfs", Count: 14200, Classes: 1787, Orbits: compare.Orbits{Eight: 1765, Four: 18, Two: 4}}
	dfs1 := compare.Summary{Name: "dfs", Count: 1, Classes: 1, Orbits: compare.Orbits{One: 1}}
	tests := []struct {
		name string
		c    dfs.Counts
		s    compare.Summary
		fail map[string][]string // the checks that must fail, with parts of their details
	}{
		{"n=8 agree", dfs.Counts{N: 8, Total: 92, Fix180: 4}, dfs8, nil},
		{"n=12 agree", dfs.Counts{N: 12, Total: 14200, Fix90: 8, Fix180: 80}, dfs12, nil},
		{"n=1 agree", dfs.Counts{N: 1, Total: 1, Fix90: 1, Fix180: 1}, dfs1, nil},
		{"total wrong", dfs.Counts{N: 8, Total: 100, Fix180: 4}, dfs8, map[string][]string{
			"count":   {"dfs has 92 boards", "count counted 100 solutions"},
			"classes": {"dfs has 12 classes", "count counted 13"},
		}},
		{"fix180 wrong", dfs.Counts{N: 8, Total: 92, Fix180: 12}, dfs8, map[string][]string{
			"fixed":   {"give 0 boards fixed by a quarter turn and 4 by a half turn", "count counted 0 and 12"},
			"classes": {"count counted 13"},
		}},
		{"fix90 wrong", dfs.Counts{N: 12, Total: 14200, Fix90: 0, Fix180: 80}, dfs12, map[string][]string{
			"fixed":   {"give 8 boards fixed by a quarter turn and 80 by a half turn", "count counted 0 and 80"},
			"classes": {"dfs has 1787 classes", "count counted 1785"},
		}},
		{"classes wrong", dfs.Counts{N: 8, Total: 92, Fix180: 4}, compare.Summary{Name: "dfs", Count: 92, Classes: 13, Orbits: dfs8.Orbits}, map[string][]string{
			"classes": {"dfs has 13 classes", "count counted 12"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checks := countChecks(tt.c, tt.s)
			if len(checks) != 3 {
				t.Fatalf("%d checks, want 3", len(checks))
			}
			for _, ch := range checks {
				if ch.Witnesses != "dfs/count" {
					t.Errorf("check %s names witnesses %q, want dfs/count", ch.Name, ch.Witnesses)
				}
				details, mustFail := tt.fail[ch.Name]
				if !mustFail {
					if !ch.OK {
						t.Errorf("check %s failed: %s", ch.Name, ch.Detail)
					}
					continue
				}
				if ch.OK {
					t.Errorf("check %s passed, want a failure", ch.Name)
				}
				for _, d := range details {
					if !strings.Contains(ch.Detail, d) {
						t.Errorf("check %s detail %q does not contain %q", ch.Name, ch.Detail, d)
					}
				}
			}
		})
	}
}

// TestVerifyCountFault injects a counter that is off by 8 solutions (its
// figures stay self-consistent) and expects verify to report a mismatch.
func TestVerifyCountFault(t *testing.T) {
	defer func(f func(context.Context, int, dfs.CountOptions) (dfs.Counts, error)) { countFigures = f }(countFigures)
	countFigures = func(ctx context.Context, n int, opt dfs.CountOptions) (dfs.Counts, error) {
		c, err := dfs.Count(ctx, n, opt)
		c.Total += 8
		return c, err
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "-n", "6"}, &stdout, &stderr)
	if code != exitMismatch {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, exitMismatch, stdout.String(), stderr.String())
	}
	for _, want := range []string{
		"count dfs/count: dfs has 4 boards, count counted 12 solutions",
		"classes dfs/count: dfs has 1 classes, count counted 2",
		"MISMATCH",
	} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("stdout does not contain %q:\n%s", want, stdout.String())
		}
	}
}

// TestVerifyCountJSON checks the count witness's entry and checks in
// verify's JSON output.
func TestVerifyCountJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "-n", "8", "--json"}, &stdout, &stderr); code != exitOK {
		t.Fatalf("exit %d, stderr %q", code, stderr.String())
	}
	var out struct {
		Results []struct {
			Witnesses map[string]map[string]any `json:"witnesses"`
			Checks    []compare.Check           `json:"checks"`
		} `json:"results"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	w := out.Results[0].Witnesses["count"]
	for field, want := range map[string]float64{"count": 92, "classes": 12, "fix90": 0, "fix180": 4} {
		if got, ok := w[field].(float64); !ok || got != want {
			t.Errorf("witnesses.count.%s = %v, want %v", field, w[field], want)
		}
	}
	if _, ok := w["seconds"].(float64); !ok {
		t.Errorf("witnesses.count.seconds = %v, want a number", w["seconds"])
	}
	found := map[string]bool{}
	for _, c := range out.Results[0].Checks {
		if c.Witnesses == "dfs/count" {
			found[c.Name] = true
			if !c.OK {
				t.Errorf("check %s dfs/count failed: %s", c.Name, c.Detail)
			}
		}
	}
	for _, name := range []string{"count", "classes", "fixed"} {
		if !found[name] {
			t.Errorf("no check %s dfs/count in %+v", name, out.Results[0].Checks)
		}
	}
}
