package main

import (
	"context"
	"fmt"

	"github.com/nqcheck/nqcheck/reference"
)

// The --expect step: the dfs witness's solutions and classes, and the
// solutions its symmetric searches found fixed by the 90° and 180°
// rotations, against the reference table. Each difference fails the check
// "expect". It runs after every other step.
func init() {
	addVerifyStep(&verifyStep{name: "expect", rank: 1000, run: checkExpect})
}

// expectWitness is the witness whose figures are checked.
const expectWitness = "dfs"

func checkExpect(_ context.Context, n int, opt *verifyOptions, res *verifyResult) error {
	if opt.expect == nil {
		return nil
	}
	sum, ok := res.summary(expectWitness)
	if !ok {
		return fmt.Errorf("no %s witness to check", expectWitness)
	}
	want, ok := opt.expect.Row(n)
	if !ok || len(want) == 0 {
		res.notes = append(res.notes, fmt.Sprintf("expect: no reference value for n = %d", n))
		return nil
	}
	ref := res.witness("reference")
	if v, ok := want[reference.Total]; ok {
		ref["count"] = v
	}
	if v, ok := want[reference.Classes]; ok {
		ref["classes"] = v
	}
	got := reference.Row{N: n, Values: reference.Values{
		reference.Total:   uint64(sum.Count),
		reference.Classes: uint64(sum.Classes),
	}}
	for col, field := range map[string]string{reference.Fix90: "fix90", reference.Fix180: "fix180"} {
		if v, ok := res.Witnesses[expectWitness][field].(int); ok && v >= 0 {
			got.Values[col] = uint64(v)
			if r, ok := want[col]; ok {
				ref[field] = r
			}
		}
	}
	res.report.Add(expectCheck(opt.expect, expectWitness, got))
	return nil
}
