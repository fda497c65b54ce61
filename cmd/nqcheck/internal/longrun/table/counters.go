package table

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// counters runs the row's two counters, or takes their runs from
// opt.Runs, and files their figures; the first's are the row's. A counter
// whose figures fail its own identities (a *dfs.CheckError) or cannot be
// split into orbits is a failed check naming it, not an error.
func (w *rowWork) counters(ctx context.Context) error {
	if err := countplan.Independent(w.pair); err != nil {
		return err
	}
	for i, wit := range w.pair {
		run := w.opt.Runs[wit.Name]
		if run == nil {
			w.stage(wit.Name, "units")
			var err error
			co := countplan.Options{Workers: w.opt.Workers, Shard: shard.Spec{Of: 1}, Figures: true, Progress: w.opt.Update}
			if w.opt.Files != nil {
				co.Journal, co.Out = w.opt.Files(wit.Name)
			}
			run, err = wit.Run(ctx, w.n, co)
			if ce := (*dfs.CheckError)(nil); errors.As(err, &ce) {
				w.fail(wit.Name, fmt.Sprintf("the %s counter's own check failed: %v", wit.Name, err))
				w.witness(wit, &countplan.Run{ID: result.PlanID{Command: "count", N: w.n, Method: wit.Name}})
				continue
			}
			if err != nil {
				return err
			}
			if run.Stopped {
				return ctx.Err()
			}
		}
		w.runs[i] = run
		w.witness(wit, run)
		c := run.Counts
		split, err := compare.SplitFromFixed(w.n, int(c.Total), compare.Fixed{Fix90: int(c.Fix90), Fix180: int(c.Fix180)})
		var o *result.Orbits
		if err != nil {
			w.fail(wit.Name, fmt.Sprintf("the %s counter's figures: %v", wit.Name, err))
		} else {
			o = &result.Orbits{Eight: uint64(split.Eight), Four: uint64(split.Four), Two: uint64(split.Two), One: uint64(split.One)}
		}
		w.figs[wit.Name] = columns(result.Known(c.Total), result.Known(c.Classes()), result.Known(c.Fix90), result.Known(c.Fix180), o)
		if i == 0 {
			w.row.Total, w.row.Classes, w.row.Fix90, w.row.Fix180, w.row.Orbits = result.Known(c.Total), result.Known(c.Classes()), result.Known(c.Fix90), result.Known(c.Fix180), o
		}
	}
	return nil
}

// witness adds the counter wit and its run to the row's witnesses.
func (w *rowWork) witness(wit countplan.Counter, run *countplan.Run) {
	secs := result.RoundSeconds(run.Seconds)
	w.row.Witnesses = append(w.row.Witnesses, result.TableWitness{Name: wit.Name, Plan: run.ID, Code: slices.Clone(wit.Code), Files: run.Files, Seconds: &secs})
}

// fail adds a failed check of the named witness.
func (w *rowWork) fail(name, detail string) {
	w.checks = append(w.checks, result.Check{Name: "table", Witnesses: name, OK: false, Detail: detail})
}

// compareUnits compares the two counters' runs unit by unit where their
// plans share a unit (the same key), and says which figures only their
// sums compare: those whose units in either plan are not all shared.
func (w *rowWork) compareUnits() {
	a, b := w.runs[0], w.runs[1]
	if a == nil || b == nil {
		return
	}
	cmp := &result.UnitComparison{Conflicts: []string{}, Summed: []string{}}
	theirs := map[string]dfs.UnitCount{}
	for i, k := range b.Keys {
		theirs[k] = b.Evidence[i]
	}
	shared := map[string]bool{}
	for i, k := range a.Keys {
		other, ok := theirs[k]
		if !ok {
			continue
		}
		shared[k] = true
		cmp.Shared++
		if other == a.Evidence[i] {
			cmp.Confirmed++
			continue
		}
		cmp.Conflicts = append(cmp.Conflicts, k)
		w.fail(a.ID.Method+"+"+b.ID.Method, fmt.Sprintf("unit %s: %s %v, but %s %v", k, a.ID.Method, a.Evidence[i], b.ID.Method, other))
	}
	for _, f := range []struct {
		col string
		has func(dfs.UnitCount) bool
	}{
		{ColTotal, func(c dfs.UnitCount) bool { return c.Total != 0 || c.Bins != [9]uint64{} }},
		{ColFix90, func(c dfs.UnitCount) bool { return c.Fix90 != 0 }},
		{ColFix180, func(c dfs.UnitCount) bool { return c.Fix180 != 0 }},
	} {
		if !unitsShared(a, shared, f.has) || !unitsShared(b, shared, f.has) {
			cmp.Summed = append(cmp.Summed, f.col)
		}
	}
	if len(cmp.Summed) > 0 {
		// The classes follow from every other figure.
		cmp.Summed = append(cmp.Summed, ColClasses)
	}
	w.row.Units = cmp
}

// unitsShared reports whether every unit of run that holds the figure
// (has) is shared.
func unitsShared(run *countplan.Run, shared map[string]bool, has func(dfs.UnitCount) bool) bool {
	for i, k := range run.Keys {
		if has(run.Evidence[i]) && !shared[k] {
			return false
		}
	}
	return true
}

// published sets the row's Published: each known figure against its
// published value, where there is one.
func (w *rowWork) published() {
	want, ok := reference.Published().Row(w.n)
	if !ok {
		return
	}
	w.row.Published = map[string]bool{}
	for col, f := range map[string]result.Figure{ColTotal: w.row.Total, ColClasses: w.row.Classes, ColFix90: w.row.Fix90, ColFix180: w.row.Fix180} {
		ref, has := want[refColumn[col]]
		if v, known := f.Value(); known && has {
			w.row.Published[col] = v == ref
		}
	}
}

// refColumn maps a figure's column to its reference table column.
var refColumn = map[string]string{ColTotal: reference.Total, ColClasses: reference.Classes, ColFix90: reference.Fix90, ColFix180: reference.Fix180}

// unitsCell is the text of a row's unit comparison: "fix180,fix90 by 2
// units, 2 confirmed; total,classes by sums".
func unitsCell(c *result.UnitComparison) string {
	if c == nil {
		return ""
	}
	var perUnit []string
	for _, col := range []string{ColFix90, ColFix180, ColTotal} {
		if !slices.Contains(c.Summed, col) {
			perUnit = append(perUnit, col)
		}
	}
	var parts []string
	if len(perUnit) > 0 {
		p := fmt.Sprintf("%s by %d units, %d confirmed", strings.Join(perUnit, ","), c.Shared, c.Confirmed)
		if len(c.Conflicts) > 0 {
			p += ", conflicts " + strings.Join(c.Conflicts, " ")
		}
		parts = append(parts, p)
	}
	if len(c.Summed) > 0 {
		parts = append(parts, strings.Join(c.Summed, ",")+" by sums (the plans' units differ)")
	}
	return strings.Join(parts, "; ")
}

// publishedCell is the text of a row's published comparison: "equal",
// "differs: total" or "" (no published value).
func publishedCell(p map[string]bool) string {
	if len(p) == 0 {
		return ""
	}
	var differ []string
	for _, col := range columnOrder {
		if eq, ok := p[col]; ok && !eq {
			differ = append(differ, col)
		}
	}
	if len(differ) > 0 {
		return "differs: " + strings.Join(differ, ",")
	}
	return "equal"
}

// witnessesCell is the text of a row's witnesses: "join 0.281s, frontier
// 0.672s" (without the times when they are left out), merged files
// counted: "frontier 2 files 812.000s".
func witnessesCell(ws []result.TableWitness) string {
	parts := make([]string, 0, len(ws))
	for _, x := range ws {
		p := x.Name
		switch {
		case x.Files == 1:
			p += " 1 file"
		case x.Files > 1:
			p += fmt.Sprintf(" %d files", x.Files)
		}
		if x.Seconds != nil {
			p += " " + seconds(*x.Seconds) + "s"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ", ")
}
