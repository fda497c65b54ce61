package main

import (
	"bytes"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/unlock/unlocktest"
)

// TestUnlockMatchesClassic runs nqcheck unlock on random inputs of
// distinct segments and compares each answer with the textbook solution.
func TestUnlockMatchesClassic(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(25, 1054))
	for range 3 {
		input, segs := unlocktest.RandomInput(r, 20)
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
