package main

import (
	"context"
	"fmt"
	"time"

	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
)

// countFigures is the counter the count step runs; tests swap it for a
// faulty one.
var countFigures = dfs.Count

// The counting witness: figures only, from dfs.Count, checked against the
// figures of the dfs board witness.
func init() {
	addVerifyStep(&verifyStep{name: "count", rank: 50, run: runCountStep})
}

func runCountStep(ctx context.Context, n int, _ *verifyOptions, res *verifyResult) error {
	start := time.Now()
	c, err := countFigures(ctx, n, dfs.CountOptions{})
	if err != nil {
		return err
	}
	w := res.witness("count")
	w["count"] = c.Total
	w["classes"] = c.Classes()
	w["fix90"] = c.Fix90
	w["fix180"] = c.Fix180
	w["seconds"] = round(time.Since(start).Seconds())
	if s, ok := res.summary("dfs"); ok {
		for _, check := range countChecks(c, s) {
			res.report.Add(check)
		}
	}
	return nil
}

// countChecks compares the counter's figures with those of a board
// witness s:
//   - count: the number of solutions against s's number of boards;
//   - classes: the number of symmetry classes against s's;
//   - fixed: the solutions fixed by a quarter turn and by a half turn
//     against what s's orbit sizes imply. A class of 1 board is fixed by
//     both turns, one of 2 boards has both turns in its stabiliser (no
//     reflection fixes a solution for n > 1), one of 4 only the half
//     turn; so fix90 = 1·ones + 2·twos and fix180 = fix90 + 4·fours.
func countChecks(c dfs.Counts, s compare.Summary) []compare.Check {
	names := s.Name + "/count"
	count := compare.Check{Name: "count", Witnesses: names, OK: s.Count >= 0 && uint64(s.Count) == c.Total}
	if !count.OK {
		count.Detail = fmt.Sprintf("%s has %d boards, count counted %d solutions", s.Name, s.Count, c.Total)
	}
	classes := compare.Check{Name: "classes", Witnesses: names, OK: s.Classes >= 0 && uint64(s.Classes) == c.Classes()}
	if !classes.OK {
		classes.Detail = fmt.Sprintf("%s has %d classes, count counted %d", s.Name, s.Classes, c.Classes())
	}
	o := s.Orbits
	fix90 := uint64(o.One) + 2*uint64(o.Two)
	fix180 := fix90 + 4*uint64(o.Four)
	fixed := compare.Check{Name: "fixed", Witnesses: names, OK: fix90 == c.Fix90 && fix180 == c.Fix180}
	if !fixed.OK {
		fixed.Detail = fmt.Sprintf("%s's orbits (%v) give %d boards fixed by a quarter turn and %d by a half turn, count counted %d and %d",
			s.Name, o, fix90, fix180, c.Fix90, c.Fix180)
	}
	return []compare.Check{count, classes, fixed}
}
