package main

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlocktest"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlockverify"
	"github.com/nqcheck/nqcheck/result"
)

// TestUnlockMatchesClassic runs nqcheck unlock on random inputs of
// distinct segments and compares each answer with the textbook solution.
func TestUnlockMatchesClassic(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(25, 1054))
	rounds, cases := 3, 20
	if testing.Short() {
		rounds, cases = 1, 5 // the textbook search is slow under -race
	}
	for range rounds {
		input, segs := unlocktest.RandomInput(r, cases)
		var stdout, stderr bytes.Buffer
		if code := (env{stdin: strings.NewReader(input), stdout: &stdout, stderr: &stderr}).run([]string{"unlock"}); code != cli.ExitOK {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
		if len(lines) != len(segs) {
			t.Fatalf("%d answers for %d cases", len(lines), len(segs))
		}
		for i, s := range segs {
			if want := strconv.Itoa(unlocktest.Classic(s)); lines[i] != want {
				t.Errorf("case %d %v: nqcheck says %s, the textbook solution %s", i+1, s, lines[i], want)
			}
		}
	}
}

// TestUnlockVerifyMismatch injects a SAT count one off: the text says
// MISMATCH and names the check, the JSON's verdict is fail, the exit 3.
func TestUnlockVerifyMismatch(t *testing.T) {
	t.Parallel()
	faulty := func(_ context.Context, number int, seen unlock.Set, _ unlockverify.Options) (result.Unlock, error) {
		return result.Unlock{Case: number, Segments: []string{}, Verdict: result.Fail, Total: result.Known(unlock.KnownTotal),
			Checks: []result.Check{{Name: "count", Witnesses: "dfs/sat", Detail: "length 6: dfs 26016, sat 26017"}}}, nil
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--verify"}, "  FAILED count dfs/sat: length 6: dfs 26016, sat 26017\nMISMATCH: the witnesses disagree\n"},
		{[]string{"--verify", "--json"}, `"verdict": "fail"`},
	} {
		var stdout, stderr bytes.Buffer
		e := env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr,
			extra: []*command{{Name: "unlock-faulty", Run: func(c *command, args []string) int { return unlockWith(c, args, faulty) }}}}
		if code := e.run(append([]string{"unlock-faulty"}, tt.args...)); code != cli.ExitMismatch {
			t.Errorf("%q: exit %d, want %d; stderr %q", tt.args, code, cli.ExitMismatch, stderr.String())
		}
		if !strings.Contains(stdout.String(), tt.want) {
			t.Errorf("%q: output %q lacks %q", tt.args, stdout.String(), tt.want)
		}
	}
}
