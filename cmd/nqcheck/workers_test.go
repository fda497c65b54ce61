package main

import (
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/sat"
)

// TestWorkerExitCodes checks the exit codes of verify's SAT worker flags
// and of the hidden worker subcommand.
func TestWorkerExitCodes(t *testing.T) {
	job := func(n int) string {
		f := encode.Queens(n)
		msgs := []sat.Message{{Kind: sat.MsgProblem, Vars: f.Vars, Clauses: len(f.Clauses), Project: n * n}}
		for _, c := range f.Clauses {
			msgs = append(msgs, sat.Message{Kind: sat.MsgClause, Lits: c})
		}
		for i, c := range sat.QueensCubes(n, 1) {
			msgs = append(msgs, sat.Message{Kind: sat.MsgCube, ID: i, Lits: c.Lits})
		}
		var b []byte
		for _, m := range msgs {
			var err error
			if b, err = sat.AppendMessage(b, m); err != nil {
				t.Fatal(err)
			}
		}
		return string(b)
	}
	tests := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // a part of the expected standard output
		stderr string // a part of the expected standard error
	}{
		{"two workers", []string{"verify", "-n", "1-8", "--workers", "2"}, "", cli.ExitOK, "all witnesses agree", ""},
		{"in process", []string{"verify", "-n", "1-8", "--workers", "0"}, "", cli.ExitOK, "all witnesses agree", ""},
		{"one cube", []string{"verify", "-n", "7", "--cube-rows", "0"}, "", cli.ExitOK, "all witnesses agree", ""},
		{"deep cubes", []string{"verify", "-n", "7", "--cube-rows", "9"}, "", cli.ExitOK, "all witnesses agree", ""},
		{"plain encoding", []string{"verify", "-n", "8", "--column-clauses=false"}, "", cli.ExitOK, "all witnesses agree", ""},
		// gophersat's Solver.Enumerate agrees up to n = 4 (its duplicates from n = 5 on
		// are the finding of TestExitCodes).
		{"enumerate ignores workers", []string{"verify", "-n", "1-4", "--sat=enumerate", "--workers", "2"}, "", cli.ExitOK, "all witnesses agree", ""},
		{"workers below -1", []string{"verify", "--workers", "-2"}, "", cli.ExitUsage, "", "--workers: -2 is below -1"},
		// count takes --workers as verify does: -1 is one per core.
		{"count workers -1", []string{"count", "-n", "8", "--workers", "-1"}, "", cli.ExitOK, "  8              92            12", ""},
		{"count workers below -1", []string{"count", "-n", "8", "--workers", "-2"}, "", cli.ExitUsage, "", "--workers: -2 is below -1"},
		{"workers word", []string{"verify", "--workers", "many"}, "", cli.ExitUsage, "", `--workers: "many" is not a whole number`},
		{"cube rows too low", []string{"verify", "--cube-rows", "-2"}, "", cli.ExitUsage, "", "--cube-rows: -2 is below -1"},
		// 6 rows of n = 32 make 227 million cubes: refused before they are made.
		{"too many cubes", []string{"verify", "-n", "32", "--cube-rows", "6", "--witness", "dfs,dfs-iter"}, "", cli.ExitUsage, "", "--cube-rows: 6 rows make more than 1048576 cubes for n = 32: give fewer (the default is 4)"},
		{"worker serves", []string{"sat-worker"}, job(5), cli.ExitOK, "done 4 2 3\n", ""},
		{"worker without job", []string{"sat-worker"}, "", cli.ExitError, "", "job stream ended before its problem message"},
		{"worker garbage", []string{"sat-worker"}, "hello\n", cli.ExitError, "", `protocol line 1: unknown message "hello"`},
		{"worker argument", []string{"sat-worker", "x"}, "", cli.ExitUsage, "", `unexpected argument "x"`},
		{"worker help", []string{"help", "sat-worker"}, "", cli.ExitOK, "Usage: nqcheck sat-worker", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRunStdin(t, tt.stdin, tt.args, tt.code, tt.stdout, tt.stderr)
		})
	}
}
