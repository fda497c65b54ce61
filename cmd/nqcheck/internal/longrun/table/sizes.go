package table

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// Sizes is a table computed size by size.
type Sizes struct {
	Sizes []int      // the board sizes, in order
	Rows  RowOptions // how each row is computed and confirmed
	// Expect, when not nil, holds each row to the reference values too
	// (the check "expect").
	Expect *reference.Table
	// Computed, when not nil, is called after each size's row is
	// computed, before it is reported (to clear a progress line).
	Computed func()
	// Failed is called with each check of a size that failed.
	Failed func(n int, c result.Check)
	// Row is called with each row in order, the row of the size in
	// progress included when ctx ends; an error from it ends the run.
	Row func(result.TableRow) error
}

// Run computes the rows of s.Sizes in order and hands each to s.Row. It
// returns whether a check failed, and the size during which ctx ended (0
// when it did not); the rows before it are all reported. An error of a
// row's computation ends it, as does one of s.Row.
func (s Sizes) Run(ctx context.Context) (mismatch bool, stoppedAt int, err error) {
	stoppedAt, err = unitplan.Sizes(s.Sizes, func(n int) (bool, error) {
		row, checks, err := Row(ctx, n, s.Rows)
		if s.Computed != nil {
			s.Computed()
		}
		if unitplan.Stopped(ctx, err) {
			return true, s.Row(row)
		}
		if err != nil {
			return false, fmt.Errorf("n = %d: %w", n, err)
		}
		if s.Expect != nil {
			if check, ok := verify.ExpectCheck(s.Expect, "table", ReferenceRow(row)); ok {
				checks = append(checks, check)
			}
		}
		for _, c := range checks {
			if !c.OK {
				mismatch = true
				s.Failed(n, c)
			}
		}
		return false, s.Row(row)
	})
	return mismatch, stoppedAt, err
}
