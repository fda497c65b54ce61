package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/verify"
)

// --cpog DIR: the CPOG proofs of Q(n), fix180(n) and fix90(n), written
// after a complete run of one size from the SAT witness's models.

// cpogWitness returns the run's witness that enumerates whole formulas
// (the SAT witness in block mode), or a usage error's code.
func cpogWitness(c *command, dir string, sizes int, sharded bool, ws []verify.Witness) (verify.Witness, int) {
	if dir == "" {
		return verify.Witness{}, -1
	}
	if sizes != 1 || sharded {
		return verify.Witness{}, c.Usage("--cpog proves one size's counts: give one size, without --checkpoint, --shard or --out")
	}
	for _, w := range ws {
		if w.Refute != nil {
			if err := verify.CPOGFree(dir); err != nil {
				return w, c.BadInput("--cpog: %v", err)
			}
			return w, -1
		}
	}
	return verify.Witness{}, c.Usage("--cpog needs the sat witness in block mode (--witness sat, --sat=block)")
}

// writeCPOG writes the proofs and says what it wrote, on out.
func writeCPOG(ctx context.Context, c *command, dir string, n int, w verify.Witness, text bool) int {
	start := time.Now()
	counts, err := verify.WriteCPOG(ctx, dir, n, w)
	if errors.Is(err, fs.ErrExist) {
		return c.BadInput("--cpog: %v", err)
	}
	if err != nil && ctx.Err() != nil {
		// The proofs written before the stop are kept; the one being
		// written is not.
		c.Note("--cpog: stopped (%s) while writing the proofs; %d of 3 written to %s", cli.StopReason(ctx), len(counts), dir)
		return cli.ExitIncomplete
	}
	if err != nil {
		return c.Fail(fmt.Errorf("--cpog: %w", err))
	}
	line := counts.Summary(n, dir, time.Since(start).Seconds())
	if !text {
		c.Note("%s", line)
		return -1
	}
	if _, err := fmt.Fprintln(c.Stdout, line); err != nil {
		return c.Fail(err)
	}
	return -1
}
