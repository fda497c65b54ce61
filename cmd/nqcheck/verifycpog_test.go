package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/verify"
)

// TestVerifyCPOG: --cpog writes the three proofs after the run and says
// their counts; a directory that holds them, several sizes, a run without
// the sat witness and the directory of --certificate (whose fix180.cnf
// and fix90.cnf they would meet) are refused before the work.
func TestVerifyCPOG(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cp")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "-n", "6", "--witness", "sat", "--quiet", "--cpog", dir}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	if want := "cpog: n = 6: q 4 (q.cpog, "; !strings.Contains(stdout.String(), want) || !strings.Contains(stdout.String(), "fix180 4 (") || !strings.Contains(stdout.String(), "fix90 0 (") {
		t.Errorf("stdout %q, want a line with %q and the symmetric counts", stdout.String(), want)
	}
	counts, err := verify.CheckCPOG(dir)
	if err != nil || counts[0].Int64() != 4 || counts[1].Int64() != 4 || counts[2].Int64() != 0 {
		t.Errorf("the proofs check as %v, %v", counts, err)
	}
	var dimacs bytes.Buffer
	run([]string{"dimacs", "-n", "6"}, &dimacs, &stderr)
	if q, _ := os.ReadFile(filepath.Join(dir, "q.cnf")); !bytes.Equal(q, dimacs.Bytes()) {
		t.Error("q.cnf is not the formula nqcheck dimacs -n 6 prints")
	}
	for _, args := range [][]string{
		{"-n", "6", "--witness", "sat", "--cpog", dir},
		{"-n", "6-7", "--witness", "sat", "--cpog", filepath.Join(t.TempDir(), "x")},
		{"-n", "6", "--witness", "dfs,dfs-iter", "--cpog", filepath.Join(t.TempDir(), "x")},
		{"-n", "6", "--witness", "sat", "--certificate", filepath.Join(dir, "..", "both"), "--cpog", filepath.Join(dir, "..", "both") + "/"},
	} {
		stdout.Reset()
		stderr.Reset()
		if code := run(append([]string{"verify", "--quiet"}, args...), &stdout, &stderr); code != cli.ExitUsage || stdout.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 before the run", args, code, stdout.String(), stderr.String())
		}
	}
}
