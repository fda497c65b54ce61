package main

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

// TestWorkerExitCodes checks the exit codes of verify's SAT worker flags
// and of the hidden worker subcommand.
func TestWorkerExitCodes(t *testing.T) {
	job := func(n int) string {
		f := encode.Queens(n)
		var b bytes.Buffer
		sat.WriteMessage(&b, sat.Message{Kind: sat.MsgProblem, Vars: f.Vars, Clauses: len(f.Clauses), Project: n * n})
		for _, c := range f.Clauses {
			sat.WriteMessage(&b, sat.Message{Kind: sat.MsgClause, Lits: c})
		}
		for i, c := range sat.QueensCubes(n, 1) {
			sat.WriteMessage(&b, sat.Message{Kind: sat.MsgCube, ID: i, Lits: c.Lits})
		}
		return b.String()
	}
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // a part of the expected standard output
		stderr string // a part of the expected standard error
	}{
		{"two workers", []string{"verify", "-n", "1-8", "--workers", "2"}, "", exitOK, "all witnesses agree", ""},
		{"in process", []string{"verify", "-n", "1-8", "--workers", "0"}, "", exitOK, "all witnesses agree", ""},
		{"one cube", []string{"verify", "-n", "7", "--cube-rows", "0"}, "", exitOK, "all witnesses agree", ""},
		{"deep cubes", []string{"verify", "-n", "7", "--cube-rows", "9"}, "", exitOK, "all witnesses agree", ""},
		{"plain encoding", []string{"verify", "-n", "8", "--column-clauses=false"}, "", exitOK, "all witnesses agree", ""},
		// gophersat's Solver.Enumerate agrees up to n = 4 (its duplicates from n = 5 on
		// are the finding of TestExitCodes).
		{"enumerate ignores workers", []string{"verify", "-n", "1-4", "--sat=enumerate", "--workers", "2"}, "", exitOK, "all witnesses agree", ""},
		{"workers below -1", []string{"verify", "--workers", "-2"}, "", exitUsage, "", "--workers: -2 is below -1"},
		{"workers word", []string{"verify", "--workers", "many"}, "", exitUsage, "", `invalid value "many" for flag -workers`},
		{"cube rows too low", []string{"verify", "--cube-rows", "-2"}, "", exitUsage, "", "--cube-rows: -2 is below -1"},
		{"worker serves", []string{"sat-worker"}, job(5), exitOK, "done 4 2 3\n", ""},
		{"worker without job", []string{"sat-worker"}, "", exitError, "", "job stream ended before its problem message"},
		{"worker garbage", []string{"sat-worker"}, "hello\n", exitError, "", `protocol line 1: unknown message "hello"`},
		{"worker argument", []string{"sat-worker", "x"}, "", exitUsage, "", `unexpected argument "x"`},
		{"worker help", []string{"help", "sat-worker"}, "", exitOK, "Usage: nqcheck sat-worker", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRunStdin(t, tt.stdin, tt.args, tt.code, tt.stdout, tt.stderr)
		})
	}
}

// cubeStep returns the registered per-cube verify step.
func cubeStep(t *testing.T) *verifyStep {
	t.Helper()
	for _, s := range verifySteps {
		if s.name == "cubes" {
			return s
		}
	}
	t.Fatal("no cubes step is registered")
	return nil
}

// TestCubeStep feeds the per-cube step a SAT witness that lost a model,
// and one that returned a model for the wrong cube, and checks that verify
// reports the mismatch naming the cube.
func TestCubeStep(t *testing.T) {
	n, k := 8, 2
	step := cubeStep(t)
	// split returns the DFS solutions grouped into the cubes of k rows.
	split := func() ([]compare.Cube, []board.Placement) {
		var ref []board.Placement
		var cubes []compare.Cube
		for _, c := range sat.QueensCubes(n, k) {
			cubes = append(cubes, compare.Cube{Prefix: c.Prefix})
		}
		for _, s := range dfs.All(n) {
			ref = append(ref, s.Placement())
			for i := range cubes {
				if board.Compare(cubes[i].Prefix, s[:k]) == 0 {
					cubes[i].Boards = append(cubes[i].Boards, s.Placement())
				}
			}
		}
		return cubes, ref
	}
	// at returns the index of the cube with the 1-based prefix a b.
	at := func(cubes []compare.Cube, a, b int) int {
		for i, c := range cubes {
			if c.Prefix[0] == a-1 && c.Prefix[1] == b-1 {
				return i
			}
		}
		t.Fatalf("no cube %d %d", a, b)
		return -1
	}
	tests := []struct {
		name   string
		fault  func([]compare.Cube)
		failed string // check that fails
		detail string
	}{
		{"agree", func([]compare.Cube) {}, "", ""},
		{"lost model", func(cubes []compare.Cube) {
			i := at(cubes, 1, 5)
			cubes[i].Boards = cubes[i].Boards[1:]
		}, "cube-count", "rows 1-2 = 1 5: sat 0, dfs 1"},
		{"model in the wrong cube", func(cubes []compare.Cube) {
			i, j := at(cubes, 1, 5), at(cubes, 1, 6)
			cubes[j].Boards = append(cubes[j].Boards, cubes[i].Boards[0])
		}, "cube-member", "sat board 1 5 8 6 3 7 2 4 returned for rows 1-2 = 1 6 lies outside it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cubes, ref := split()
			tt.fault(cubes)
			res := &verifyResult{N: n, report: &compare.Report{N: n}, boards: map[string][]board.Placement{"dfs": ref}, satCubes: cubes}
			if err := step.run(context.Background(), n, &verifyOptions{}, res); err != nil {
				t.Fatal(err)
			}
			if len(res.report.Checks) != 2 {
				t.Fatalf("%d checks, want cube-member and cube-count", len(res.report.Checks))
			}
			var failed []string
			for _, c := range res.report.Failures() {
				failed = append(failed, c.Name)
				if c.Name == tt.failed && !strings.Contains(c.Detail, tt.detail) {
					t.Errorf("%s detail %q does not contain %q", c.Name, c.Detail, tt.detail)
				}
			}
			got := strings.Join(failed, ",")
			if (tt.failed == "") != (got == "") || (tt.failed != "" && !strings.Contains(got, tt.failed)) {
				t.Errorf("failed checks %q, want %q", got, tt.failed)
			}
		})
	}
}

// TestCubeStepSkips checks that the step adds nothing when the SAT witness
// did not split the board (enumerate mode).
func TestCubeStepSkips(t *testing.T) {
	res := &verifyResult{report: &compare.Report{}, boards: map[string][]board.Placement{}}
	if err := cubeStep(t).run(context.Background(), 8, &verifyOptions{}, res); err != nil || len(res.report.Checks) != 0 {
		t.Errorf("got %v and checks %v, want nothing", err, res.report.Checks)
	}
	var out bytes.Buffer
	if code := run([]string{"verify", "-n", "4", "--sat=enumerate", "--json"}, &out, io.Discard); code != exitOK || strings.Contains(out.String(), "cube-count") {
		t.Errorf("enumerate mode: exit %d, cube checks listed: %v", code, strings.Contains(out.String(), "cube-count"))
	}
}
