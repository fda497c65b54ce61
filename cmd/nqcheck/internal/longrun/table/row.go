package table

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
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
	// Pair are the row's two counters of every figure, which must share
	// no counting code; the zero value is countplan.DefaultPair(n).
	Pair [2]countplan.Counter
	// Workers is the number of goroutines each counter searches with; 0
	// means one per CPU.
	Workers int
	// Runs, when not nil, holds runs of the counters already made (the
	// merge of their result files), by witness name: those are not
	// counted again.
	Runs map[string]*countplan.Run
	// Files, when not nil, gives each counter's checkpoint journal and
	// result file by witness name ("" for none): a row's counters then
	// resume from their journals after a kill and leave their evidence.
	Files func(witness string) (journal, out string)
	// Stage, when not nil, is told the name of each stage as it starts
	// ("count", "verify", ...) and what its progress counts ("cubes",
	// "units"; "" for a stage that reports none); Update of the progress
	// of the stage.
	Stage func(label, unit string)
	// Update, when not nil, receives the progress of a stage.
	Update func(done, total int)
}

// Row computes the row of board size n and the checks that confirm it.
// The two counters of opt.Pair, which share no counting code, give every
// figure (the first's are the row's) and confirm each other, unit by unit
// where their plans share units and by their sums for the rest; the
// others confirm them: up to SATMax the full verify run, up to EnumMax an
// enumeration of every solution canonicalised, up to DFSMax an
// enumeration counted, and beyond SATMax always the symmetric searches for
// the fixed solutions. Each figure is also compared with its published
// value (reference.Published), which is no check: --expect is.
// When ctx is done it returns the row with its figures unknown, Complete
// false and the time it ran, and ctx.Err().
func Row(ctx context.Context, n int, opt RowOptions) (result.TableRow, []result.Check, error) {
	start := time.Now()
	row, checks, err := compute(ctx, n, opt)
	if err != nil {
		row = result.TableRow{N: n, Confirmed: map[string]string{}}
	}
	if row.Witnesses == nil {
		row.Witnesses = []result.TableWitness{} // interrupted: none
	}
	secs := result.Seconds(time.Since(start))
	row.Seconds = &secs
	row.Complete = err == nil
	return row, checks, err
}

// compute runs the stages of a row: the counter's figures, the witnesses
// that confirm them (by the size's range), the first and last solutions,
// the symmetric searches beyond SATMax, and the confirmation of each
// column.
func compute(ctx context.Context, n int, opt RowOptions) (result.TableRow, []result.Check, error) {
	w := &rowWork{n: n, opt: opt, row: result.TableRow{N: n, Confirmed: map[string]string{}}, figs: map[string]map[string]uint64{}, lastBy: "dfs"}
	if w.pair = opt.Pair; w.pair[0].Name == "" {
		w.pair = countplan.DefaultPair(n)
	}
	err := w.counters(ctx)
	if err != nil {
		return w.row, nil, err
	}
	switch {
	case n <= opt.SATMax:
		err = w.verify(ctx)
	case n <= opt.DFSMax:
		err = w.enumerate(ctx)
	default:
		w.firstOnly()
	}
	if err != nil {
		return w.row, nil, err
	}
	if w.first != nil {
		f, l := w.first.String(), w.last.String()
		w.row.First, w.row.Last = &f, &l
		w.row.Confirmed[ColFirst] = "dfs"
		w.row.Confirmed[ColLast] = w.lastBy
	}
	if n > opt.SATMax {
		if err := w.symmetric(ctx); err != nil {
			return w.row, nil, err
		}
	}
	w.confirm()
	w.compareUnits()
	w.published()
	return w.row, w.checks, ctx.Err()
}

// rowWork is a row in the making.
type rowWork struct {
	n      int
	opt    RowOptions
	row    result.TableRow
	checks []result.Check
	// figs holds each witness's figures by column.
	figs        map[string]map[string]uint64
	pair        [2]countplan.Counter
	runs        [2]*countplan.Run // the counters' runs, by pair position
	first, last board.Solution
	lastBy      string // the witness of the last solution
}

// stage tells opt.Stage that stage s of the row starts, which counts unit
// in its progress ("" for a stage that reports none).
func (w *rowWork) stage(s, unit string) {
	if w.opt.Stage != nil {
		w.opt.Stage(fmt.Sprintf("n = %d %s", w.n, s), unit)
	}
}

// verify confirms the figures up to SATMax with the full verify run, and
// finds the first and last solutions.
func (w *rowWork) verify(ctx context.Context) error {
	w.stage("verify", "cubes")
	vo := w.opt.Verify
	vo.Progress = w.opt.Update
	res, err := verify.Run(ctx, w.n, vo)
	if err != nil {
		return err
	}
	w.checks = append(w.checks, res.Checks...)
	for _, wit := range res.Witnesses {
		name := wit.Name
		if name == "count" {
			name = dfs.BitmaskMethod // verify's name for the bitmask counter
		}
		if name != w.pair[0].Name && name != w.pair[1].Name {
			// The row's own counters are not counted twice.
			w.figs[wit.Name] = columns(wit.Total, wit.Classes, wit.Fix90, wit.Fix180, wit.Orbits)
		}
	}
	w.stage("first and last", "")
	sv, err := dfs.Surveyed(ctx, w.n, false)
	if err != nil {
		return err
	}
	w.first, w.last = sv.First, sv.Last
	return nil
}

// enumerate confirms the figures up to DFSMax with an enumeration of every
// solution, canonicalised up to EnumMax, which also gives the first and
// last solutions.
func (w *rowWork) enumerate(ctx context.Context) error {
	w.stage("enumerate", "")
	sv, err := dfs.Surveyed(ctx, w.n, w.n <= w.opt.EnumMax)
	if err != nil {
		return err
	}
	var so *result.Orbits
	classes := result.Figure{}
	if sv.HasClasses {
		classes = result.Known(sv.Classes)
		so = &result.Orbits{Eight: sv.AsymClasses, Four: sv.Rot180Classes, Two: sv.Rot90Classes}
		if w.n == 1 {
			so.Two, so.One = 0, sv.Rot90Classes
		}
	}
	w.figs["dfs"] = columns(result.Known(sv.Total), classes, result.Known(sv.Fix90), result.Known(sv.Fix180), so)
	w.first, w.last = sv.First, sv.Last
	return nil
}

// firstOnly finds the first solution beyond DFSMax, and the last as its
// mirror image.
func (w *rowWork) firstOnly() {
	w.stage("first solution", "")
	dfs.SolutionsIterative(w.n, func(s board.Solution) bool {
		w.first = s.Clone()
		return false
	})
	if w.first != nil {
		// Mirroring the columns reverses the lexicographic order,
		// so it maps the first solution to the last.
		w.last = board.FlipCols.Apply(w.first)
		w.lastBy = "dfs+mirror"
	}
}

// symmetric runs the symmetric searches for the fixed solutions beyond
// SATMax, and Burnside's lemma on an enumerated total.
func (w *rowWork) symmetric(ctx context.Context) error {
	w.stage("symmetric searches", "")
	sym := map[string]uint64{}
	for col, g := range map[string]board.Symmetry{ColFix90: board.Rot90, ColFix180: board.Rot180} {
		var err error
		if sym[col], err = countFixed(ctx, w.n, g); err != nil {
			return err
		}
	}
	w.figs["dfs-symmetric"] = sym
	if total, ok := w.figs["dfs"][ColTotal]; ok {
		// Burnside's lemma on the enumerated total and the fixed
		// counts of the symmetric searches.
		fixed := compare.Fixed{Fix90: int(sym[ColFix90]), Fix180: int(sym[ColFix180])}
		if classes, whole := compare.BurnsideClasses(w.n, int(total), fixed); whole {
			w.figs["dfs-burnside"] = map[string]uint64{ColClasses: uint64(classes)}
		} else {
			w.checks = append(w.checks, compare.Burnside(w.n, "dfs-burnside", int(total), fixed, w.pair[0].Name, int(w.figs[w.pair[0].Name][ColClasses])))
		}
	}
	return nil
}

// confirm checks each column's figure against every witness that has it,
// and lists the witnesses that agree with the counter.
func (w *rowWork) confirm() {
	for _, col := range append([]string{ColTotal, ColClasses, ColFix90, ColFix180}, orbitColumns[:]...) {
		agree, check := compare.Confirm(col, w.pair[0].Name, w.figs)
		w.checks = append(w.checks, check)
		if !strings.HasPrefix(col, "orbits") {
			// The orbits are checked, but not listed: they follow from
			// the classes and the fixed counts.
			w.row.Confirmed[col] = strings.Join(agree, "+")
		}
	}
}

// orbitColumns are the columns of the classes by orbit size.
var orbitColumns = [4]string{ColOrbits8, ColOrbits4, ColOrbits2, ColOrbits1}

// columns returns the known figures by column.
func columns(total, classes, fix90, fix180 result.Figure, o *result.Orbits) map[string]uint64 {
	out := map[string]uint64{}
	for col, c := range map[string]result.Figure{ColTotal: total, ColClasses: classes, ColFix90: fix90, ColFix180: fix180} {
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
