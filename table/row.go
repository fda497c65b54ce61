package table

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// RowOptions configure the computation of a row.
type RowOptions struct {
	// SATMax is the largest n for which the full verify run (SAT
	// witnesses included) confirms the figures.
	SATMax int
	// EnumMax is the largest n beyond SATMax for which every solution
	// is enumerated and canonicalised.
	EnumMax int
	// DFSMax is the largest n beyond EnumMax for which every solution is
	// enumerated and counted.
	DFSMax int
	// Verify configures the verify run up to SATMax.
	Verify verify.Options
	// Stage, when not nil, is told the name of each stage as it starts
	// ("count", "verify", ...); Update of the progress of the stage.
	Stage func(label string)
	// Update, when not nil, receives the progress of a stage.
	Update func(done, total int)
}

// Row computes the row of board size n and the checks that confirm it.
// The counting witness (dfs.Count) gives every figure; the others confirm
// them: up to SATMax the full verify run, up to EnumMax an enumeration of
// every solution canonicalised, up to DFSMax an enumeration counted, and
// beyond SATMax always the symmetric searches for the fixed solutions.
// When ctx is done it returns the row with its figures unknown, Complete
// false and the time it ran, and ctx.Err().
func Row(ctx context.Context, n int, opt RowOptions) (result.TableRow, []result.Check, error) {
	start := time.Now()
	row, checks, err := compute(ctx, n, opt)
	if err != nil {
		row = result.TableRow{N: n, Confirmed: map[string]string{}}
	}
	secs := result.Seconds(time.Since(start))
	row.Seconds = &secs
	row.Complete = err == nil
	return row, checks, err
}

func compute(ctx context.Context, n int, opt RowOptions) (result.TableRow, []result.Check, error) {
	stage := func(s string) {
		if opt.Stage != nil {
			opt.Stage(fmt.Sprintf("n = %d %s", n, s))
		}
	}
	row := result.TableRow{N: n, Confirmed: map[string]string{}}
	var checks []result.Check
	figs := map[string]map[string]uint64{} // witness -> column -> value

	stage("count")
	cnt, err := dfs.Count(ctx, n, dfs.CountOptions{Progress: opt.Update})
	if err != nil {
		return row, nil, err
	}
	orbits, err := compare.SplitFromFixed(n, int(cnt.Total), compare.Fixed{Fix90: int(cnt.Fix90), Fix180: int(cnt.Fix180)})
	if err != nil {
		return row, nil, fmt.Errorf("the counter's figures: %w", err)
	}
	o := result.Orbits{Eight: uint64(orbits.Eight), Four: uint64(orbits.Four), Two: uint64(orbits.Two), One: uint64(orbits.One)}
	figs["count"] = columns(result.Known(cnt.Total), result.Known(cnt.Classes()), result.Known(cnt.Fix90), result.Known(cnt.Fix180), &o)
	row.Total, row.Classes, row.Fix90, row.Fix180, row.Orbits = result.Known(cnt.Total), result.Known(cnt.Classes()), result.Known(cnt.Fix90), result.Known(cnt.Fix180), &o

	var first, last board.Solution
	lastBy := "dfs"
	switch {
	case n <= opt.SATMax:
		stage("verify")
		vo := opt.Verify
		vo.Progress = opt.Update
		res, err := verify.Run(ctx, n, vo)
		if err != nil {
			return row, nil, err
		}
		checks = append(checks, res.Checks...)
		for _, w := range res.Witnesses {
			if w.Name != "count" {
				figs[w.Name] = columns(w.Total, w.Classes, w.Fix90, w.Fix180, w.Orbits)
			}
		}
		stage("first and last")
		sv, err := dfs.Surveyed(ctx, n, false)
		if err != nil {
			return row, nil, err
		}
		first, last = sv.First, sv.Last
	case n <= opt.DFSMax:
		stage("enumerate")
		sv, err := dfs.Surveyed(ctx, n, n <= opt.EnumMax)
		if err != nil {
			return row, nil, err
		}
		var so *result.Orbits
		classes := result.Count{}
		if sv.HasClasses {
			classes = result.Known(sv.Classes)
			so = &result.Orbits{Eight: sv.AsymClasses, Four: sv.Rot180Classes, Two: sv.Rot90Classes}
			if n == 1 {
				so.Two, so.One = 0, sv.Rot90Classes
			}
		}
		figs["dfs"] = columns(result.Known(sv.Total), classes, result.Known(sv.Fix90), result.Known(sv.Fix180), so)
		first, last = sv.First, sv.Last
	default:
		stage("first solution")
		dfs.SolutionsIterative(n, func(s board.Solution) bool {
			first = s.Clone()
			return false
		})
		if first != nil {
			// Mirroring the columns reverses the lexicographic order,
			// so it maps the first solution to the last.
			last = board.FlipCols.Apply(first)
			lastBy = "dfs+mirror"
		}
	}
	if first != nil {
		f, l := first.String(), last.String()
		row.First, row.Last = &f, &l
		row.Confirmed[ColFirst] = "dfs"
		row.Confirmed[ColLast] = lastBy
	}
	if n > opt.SATMax {
		stage("symmetric searches")
		sym := map[string]uint64{}
		for col, g := range map[string]board.Symmetry{ColFix90: board.Rot90, ColFix180: board.Rot180} {
			if sym[col], err = countFixed(ctx, n, g); err != nil {
				return row, nil, err
			}
		}
		figs["dfs-symmetric"] = sym
		if total, ok := figs["dfs"][ColCount]; ok {
			// Burnside's lemma on the enumerated total and the fixed
			// counts of the symmetric searches.
			fixed := compare.Fixed{Fix90: int(sym[ColFix90]), Fix180: int(sym[ColFix180])}
			if classes, whole := compare.BurnsideClasses(n, int(total), fixed); whole {
				figs["dfs-burnside"] = map[string]uint64{ColClasses: uint64(classes)}
			} else {
				checks = append(checks, compare.Burnside(n, "dfs-burnside", int(total), fixed, "count", int(cnt.Classes())))
			}
		}
	}
	for _, col := range append([]string{ColCount, ColClasses, ColFix90, ColFix180}, orbitColumns[:]...) {
		agree, check := compare.Confirm(col, "count", figs)
		checks = append(checks, check)
		if !strings.HasPrefix(col, "orbits") {
			// The orbits are checked, but not listed: they follow from
			// the classes and the fixed counts.
			row.Confirmed[col] = strings.Join(agree, "+")
		}
	}
	return row, checks, ctx.Err()
}

// orbitColumns are the columns of the classes by orbit size.
var orbitColumns = [4]string{ColOrbits8, ColOrbits4, ColOrbits2, ColOrbits1}

// columns returns the known figures by column.
func columns(total, classes, fix90, fix180 result.Count, o *result.Orbits) map[string]uint64 {
	out := map[string]uint64{}
	for col, c := range map[string]result.Count{ColCount: total, ColClasses: classes, ColFix90: fix90, ColFix180: fix180} {
		if v, ok := c.Value(); ok {
			out[col] = v
		}
	}
	if o != nil {
		for i, v := range [4]uint64{o.Eight, o.Four, o.Two, o.One} {
			out[orbitColumns[i]] = v
		}
	}
	return out
}

// countFixed counts the solutions fixed by g with the symmetric search
// (dfs.FixedSolutions), holding none of them; it stops soon after ctx is
// done.
func countFixed(ctx context.Context, n int, g board.Symmetry) (uint64, error) {
	var k uint64
	_, err := dfs.FixedSolutions(n, g, func(board.Solution) bool {
		k++
		return ctx.Err() == nil
	})
	if err == nil {
		err = ctx.Err()
	}
	return k, err
}
