package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
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
		{"one size", []string{"count", "-n", "8"}, cli.ExitOK, "  8              92            12       0         4  ", ""},
		{"list", []string{"count", "-n", "4,6"}, cli.ExitOK, "  6               4             1       0         4  ", ""},
		{"json", []string{"count", "-n", "5", "--json"}, cli.ExitOK, `"complete": true`, ""},
		{"one worker", []string{"count", "-n", "10", "--workers", "1"}, cli.ExitOK, " 10             724            92       0        12  ", ""},
		{"help", []string{"help", "count"}, cli.ExitOK, "Usage: nqcheck count -n SPEC", ""},
		{"no n", []string{"count"}, cli.ExitUsage, "", "-n is required"},
		{"n zero", []string{"count", "-n", "0"}, cli.ExitUsage, "", "n = 0 is outside 1..32"},
		{"n too big", []string{"count", "-n", "33"}, cli.ExitUsage, "", "n = 33 is outside 1..32"},
		{"n word", []string{"count", "-n", "x"}, cli.ExitUsage, "", `"x" is not a board size`},
		{"empty n", []string{"count", "-n", ""}, cli.ExitUsage, "", "-n: nothing given: want a size such as 8"},
		{"repeated n", []string{"count", "-n", "3,1-4"}, cli.ExitUsage, "", "given twice"},
		{"negative workers", []string{"count", "-n", "8", "--workers", "-2"}, cli.ExitUsage, "", "--workers: -2 is below -1"},
		{"bad workers", []string{"count", "-n", "8", "--workers", "two"}, cli.ExitUsage, "", `--workers: "two" is not a whole number`},
		{"stray argument", []string{"count", "-n", "8", "9"}, cli.ExitUsage, "", `unexpected argument "9"`},
		{"unknown flag", []string{"count", "--fast"}, cli.ExitUsage, "", "flag provided but not defined: --fast"},
		{"tables in 16K", []string{"count", "-n", "11", "--max-memory", "16K"}, cli.ExitOK, " 11            2680           341       0        48  ", ""},
		{"plan in one byte", []string{"count", "-n", "10", "--max-memory", "1"}, cli.ExitUsage, "", "the join plan of n = 10 alone takes more than the 1 bytes given"},
		{"tables in 1G", []string{"count", "-n", "10", "--max-memory", "1G"}, cli.ExitOK, " 10             724            92       0        12  ", ""},
		{"bad max-memory", []string{"count", "-n", "8", "--max-memory", "1.5G"}, cli.ExitUsage, "", `--max-memory: "1.5G" is not a number of bytes`},
		{"max-memory of frontier", []string{"count", "-n", "8", "--method", "frontier", "--max-memory", "1G"}, cli.ExitUsage, "", "--method frontier makes none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stderr := checkRun(t, tt.args, tt.code, tt.stdout, tt.stderr)
			if tt.code == cli.ExitOK && stderr != "" {
				t.Errorf("unexpected stderr %q", stderr)
			}
		})
	}
}

// TestCountJSON decodes count's JSON document and checks every figure
// against the reference values.
func TestCountJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"count", "-n", "1-12", "--json"}, &stdout, &stderr); code != cli.ExitOK {
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

// TestRealOEISTable runs verify and count against the module's table of
// published OEIS values: no figure differs and every size is covered.
// count -n 1-17 takes some seconds, so it runs with NQCHECK_INTEGRATION=1
// (as CI does) and without -short only. Not in
// parallel: verify runs the SAT witness of small boards in this process.
func TestRealOEISTable(t *testing.T) {
	table := oeisTable(t)
	runs := [][]string{{"verify", "-n", "1-12", "--expect", table}, {"count", "-n", "1-13", "--expect", table}}
	if !testing.Short() && integration.Enabled() {
		runs = append(runs, []string{"count", "-n", "1-17", "--expect", table})
	}
	for _, args := range runs {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != cli.ExitOK || strings.Contains(stdout.String(), "MISMATCH") || strings.Contains(stderr.String(), "expect") {
			t.Errorf("%v: exit %d\n%s%s", args, code, stdout.String(), stderr.String())
		}
	}
}

// TestCountBrokenSymmetry: a count whose figures fail the counter's own
// check (a *dfs.CheckError; countplan's TestCountBrokenSymmetry makes
// one with a broken symmetry) is a finding, exit 3, named on standard
// error; not an internal error.
func TestCountBrokenSymmetry(t *testing.T) {
	t.Parallel()
	var stdout, stderr bytes.Buffer
	err := fmt.Errorf("n = 9: %w", &dfs.CheckError{N: 9, Msg: "fix90 = 3 is odd"})
	code := countError(&command{Name: "count", Stdout: &stdout, Stderr: &stderr}, err)
	if code != cli.ExitMismatch || !strings.Contains(stderr.String(), "fix90 = 3 is odd: the counter's own check failed") || stdout.Len() > 0 {
		t.Errorf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitMismatch, stdout.String(), stderr.String())
	}
}
