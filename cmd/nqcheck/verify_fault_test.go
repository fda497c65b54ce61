package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/verify"
)

// dfsWitnesses returns the DFS side's witnesses with f applied to the
// dfs-iter witness.
func dfsWitnesses(f func(w *verify.Witness)) func(verify.SATOptions) []verify.Witness {
	return func(verify.SATOptions) []verify.Witness {
		ws := []verify.Witness{verify.DFS(), verify.DFSIterative(), verify.DFSSymmetric(), verify.Count()}
		f(&ws[1])
		return ws
	}
}

// TestVerifyWitnessPanic: a witness that panics is that witness's failure,
// reported with its message, exit 3; never a crash.
func TestVerifyWitnessPanic(t *testing.T) {
	t.Parallel()
	deps := verifyDeps{context: cli.RunContext, witnesses: dfsWitnesses(func(w *verify.Witness) {
		w.Enumerate = func(_ context.Context, _ int, cubes []verify.Cube, _ verify.Emit) error {
			_ = cubes[len(cubes)] // a read past the end: a runtime panic
			return nil
		}
	})}
	for _, args := range [][]string{{"-n", "6"}, {"-n", "6", "--json"}} {
		var stdout, stderr bytes.Buffer
		code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, args, deps)
		if code != cli.ExitMismatch {
			t.Fatalf("%q: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", args, code, cli.ExitMismatch, stdout.String(), stderr.String())
		}
		if !strings.Contains(stdout.String(), "dfs-iter panicked: runtime error: index out of range [") || stderr.Len() > 0 {
			t.Errorf("%q: stdout:\n%s\nstderr:\n%s", args, stdout.String(), stderr.String())
		}
	}
}

// TestVerifyMismatchWinsOverIncomplete: a mismatch found in the cubes done
// before a stop exits 3, not 4. The stop comes from the injected witness
// itself, after the faulty cube, so no timing is involved.
func TestVerifyMismatchWinsOverIncomplete(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancelCause(context.Background())
	deps := verifyDeps{
		context: func(time.Duration) (context.Context, func()) { return ctx, func() { cancel(nil) } },
		witnesses: dfsWitnesses(func(w *verify.Witness) {
			inner := w.Enumerate
			w.Enumerate = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit) error {
				if n == 7 && cubes[0].Index == 1 {
					cancel(errors.New("interrupt signal received"))
					return ctx.Err()
				}
				return inner(ctx, n, cubes, func(set verify.Set, cube int, p board.Placement) {
					if n == 7 && cubes[cube].Index == 0 {
						p = p[:len(p)-1] // a board without its last queen
					}
					emit(set, cube, p)
				})
			}
		}),
	}
	var stdout, stderr bytes.Buffer
	code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, []string{"-n", "6-9"}, deps)
	if code != cli.ExitMismatch {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitMismatch, stdout.String(), stderr.String())
	}
	for _, part := range []string{"  6           4         1  pass ", "  7           -         -  fail", "valid dfs-iter: rows 1-2 = 1 3: ",
		"INCOMPLETE: interrupt signal received during n = 7; 1 of 4 sizes done: MISMATCH: the witnesses disagree\n"} {
		if !strings.Contains(stdout.String(), part) {
			t.Errorf("stdout does not contain %q:\n%s", part, stdout.String())
		}
	}
	if !strings.Contains(stderr.String(), "stopped during n = 7: interrupt signal received") {
		t.Errorf("stderr %q", stderr.String())
	}
}

// TestVerifyBrokenSymmetry: a symmetry of the board made wrong (the
// quarter turn, or the mirror in the anti-diagonal), given to the
// frontier counter in place of board's, makes its figures fail its own
// check: that is the witness's failure, exit 3, not an internal error.
//
// Not in parallel: the SAT witnesses run in this process, and gophersat
// keeps package-level state (see main_test.go).
func TestVerifyBrokenSymmetry(t *testing.T) {
	for _, broken := range []board.Symmetry{board.Rot90, board.AntiDiag} {
		t.Run(broken.String(), func(t *testing.T) {
			cell := func(g board.Symmetry, n, r, c int) (int, int) {
				if g == broken {
					return c, r // the transpose's image instead
				}
				return g.Cell(n, r, c)
			}
			deps := verifyDeps{context: cli.RunContext, witnesses: func(so verify.SATOptions) []verify.Witness {
				ws := verify.Default(so)
				for i := range ws {
					if ws[i].Name == "frontier" {
						ws[i] = verify.FrontierOf(cell)
					}
				}
				return ws
			}}
			var stdout, stderr bytes.Buffer
			code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, []string{"-n", "1-9", "--workers", "0"}, deps)
			if code != cli.ExitMismatch || !strings.Contains(stdout.String(), "frontier's own check failed: dfs: n = ") {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitMismatch, stdout.String(), stderr.String())
			}
		})
	}
}

// TestVerifyCertifyLostModel: the SAT witness loses one solution of one
// cube but hands in its proof; with no other witness to disagree, the
// certificate check fails, names the cube, and verify exits 3.
//
// Not in parallel: the SAT witness runs in this process.
func TestVerifyCertifyLostModel(t *testing.T) {
	deps := verifyDeps{context: cli.RunContext, witnesses: func(so verify.SATOptions) []verify.Witness {
		so.Workers = 0 // in this process: no worker to start
		w := verify.SAT(so)
		inner := w.Prove
		w.Prove = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit, proof verify.ProofEmit) error {
			lost := false
			return inner(ctx, n, cubes, func(set verify.Set, cube int, p board.Placement) {
				if !lost && cubes[cube].Name() == "rows 1-2 = 3 1" {
					lost = true
					return
				}
				emit(set, cube, p)
			}, proof)
		}
		return []verify.Witness{w}
	}}
	var stdout, stderr bytes.Buffer
	code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, []string{"-n", "8", "--certify", "--witness", "sat"}, deps)
	if code != cli.ExitMismatch {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitMismatch, stdout.String(), stderr.String())
	}
	for _, part := range []string{"certificate: 41 of 42 cubes with 91 solutions certified by proof",
		"certificate sat: rows 1-2 = 3 1: sat's proof that the cube has no solution beyond its 0 fails: proof line "} {
		if !strings.Contains(stdout.String(), part) {
			t.Errorf("stdout does not contain %q:\n%s", part, stdout.String())
		}
	}
}

// TestVerifyCertificateStopped: a --certificate run stopped after a few
// cubes (its context ended by the witness after the fifth proof) exits 4
// and writes no manifest, which comes last; check-certificate says the
// bundle is incomplete, exit 4, and a second --certificate run into it
// refuses it, exit 2, saying why. (Before, the manifest of the cubes done
// failed check-certificate with exit 3, and the second run exited 1.) The
// SAT witness runs in this process: not in parallel.
func TestVerifyCertificateStopped(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	deps := verifyDeps{context: func(time.Duration) (context.Context, func()) { return ctx, cancel },
		witnesses: func(so verify.SATOptions) []verify.Witness {
			so.Workers = 0 // in this process: no worker to start
			w := verify.SAT(so)
			w.Batch = 4
			inner, proofs := w.Prove, 0
			w.Prove = func(ctx context.Context, n int, cubes []verify.Cube, emit verify.Emit, proof verify.ProofEmit) error {
				return inner(ctx, n, cubes, emit, func(cube int, lemmas [][]encode.Lit) {
					proof(cube, lemmas)
					if proofs++; proofs == 5 {
						cancel()
					}
				})
			}
			return []verify.Witness{w}
		}}
	dir := filepath.Join(t.TempDir(), "b8")
	var stdout, stderr bytes.Buffer
	args := []string{"-n", "8", "--witness", "sat", "--certificate", dir}
	if code := verifyWith(&command{Name: "verify", Stdout: &stdout, Stderr: &stderr}, args, deps); code != cli.ExitIncomplete {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, cli.ExitIncomplete, stdout.String(), stderr.String())
	}
	if _, err := os.Stat(filepath.Join(dir, verify.ManifestName)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the stopped run wrote its manifest: %v", err)
	}
	k := verify.BundleCubes(dir)
	checkRun(t, []string{"check-certificate", dir}, cli.ExitIncomplete, fmt.Sprintf("INCOMPLETE: %s holds the files of %d cubes and no manifest", dir, k), "")
	checkRun(t, []string{"verify", "-n", "8", "--witness", "sat", "--certificate", dir}, cli.ExitUsage, "",
		fmt.Sprintf("--certificate: %s holds an incomplete certificate bundle (the files of %d cubes and no manifest; ", dir, k))
}
