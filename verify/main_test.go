package verify

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
)

// workerEnv turns the test binary into a SAT worker (sat.Serve), so that
// the SAT witnesses run in child processes and tests may run in parallel.
const workerEnv = "NQCHECK_VERIFY_TEST_WORKER"

// TestMain serves one stream of SAT cubes (sat.ServeWorker) and exits when
// workerEnv is "1", and runs the tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) == "1" {
		if err := sat.ServeWorker(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startWorker returns the command of one worker: this test binary.
var startWorker = func() (*exec.Cmd, error) { return sat.SelfCommand(nil, workerEnv+"=1") }

func satOptions() SATOptions {
	return SATOptions{Mode: sat.Block, Workers: 2, Start: startWorker, ColumnClauses: true}
}

// TestEveryWitness runs every witness, the SAT ones in worker processes,
// for n = 1..9.
func TestEveryWitness(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 9; n++ {
		res, err := Run(context.Background(), n, Options{Witnesses: Default(satOptions()), CubeRows: -1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Verdict != result.Pass {
			t.Fatalf("n = %d: %v", n, failed(res))
		}
		if res.Total != result.KnownInt(oeis.Q[n-1]) || res.Classes != result.KnownInt(oeis.Classes[n-1]) ||
			res.Fix90 != result.KnownInt(oeis.Fix90[n-1]) || res.Fix180 != result.KnownInt(oeis.Fix180[n-1]) {
			t.Errorf("n = %d: %v %v %v %v", n, res.Total, res.Classes, res.Fix90, res.Fix180)
		}
	}
}

// TestLexLeaderLosesModel drops one lex-leader model of n = 8: the SAT
// side's class count and its cube's canonical forms must disagree.
func TestLexLeaderLosesModel(t *testing.T) {
	t.Parallel()
	ws := Default(satOptions())
	for i := range ws {
		if ws[i].Name != "sat-lexleader" {
			continue
		}
		inner := ws[i].Enumerate
		ws[i].Enumerate = func(ctx context.Context, n int, cubes []Cube, emit Emit) error {
			dropped := false
			return inner(ctx, n, cubes, func(set Set, cube int, p board.Placement) {
				if !dropped {
					dropped = true
					return
				}
				emit(set, cube, p)
			})
		}
	}
	res, err := Run(context.Background(), 8, Options{Witnesses: ws, CubeRows: -1})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"lexleader dfs/sat-lexleader": false, "classes dfs/sat-lexleader": false, "burnside sat-burnside/sat-lexleader": false}
	for _, c := range failed(res) {
		key := c.Name + " " + c.Witnesses
		if _, ok := want[key]; ok {
			want[key] = true
		}
		if key == "lexleader dfs/sat-lexleader" && (c.Cube == "" || !strings.Contains(c.Detail, "sat-lexleader lacks it")) {
			t.Errorf("lexleader check %+v", c)
		}
	}
	for k, seen := range want {
		if !seen {
			t.Errorf("check %s did not fail; failures %v", k, failed(res))
		}
	}
}

// mustPlan returns NewPlan(n, rows), failing the test on an error.
func mustPlan(t testing.TB, n, rows int) Plan {
	t.Helper()
	p, err := NewPlan(n, rows)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
