package main

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/table"
)

// tableOptions are the settings of one table run.
type tableOptions struct {
	satMax  int // largest n for which the full verify (SAT included) runs
	enumMax int // largest n for which every solution is enumerated and canonicalised
	dfsMax  int // largest n for which every solution is enumerated and counted
	verify  *verifyOptions
}

func runTable(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	spec := fs.String("n", "", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32); required")
	formatName := fs.String("format", "md", "output `format`: md (Markdown), csv, tsv or json")
	satMax := fs.Int("sat-max", 12, "run the full cross-check, SAT witnesses included, up to this `n`")
	enumMax := fs.Int("enum-max", 14, "beyond --sat-max, enumerate and canonicalise every solution up to this `n`")
	dfsMax := fs.Int("dfs-max", 16, "beyond --enum-max, count every solution by enumeration up to this `n` (classes then by Burnside from that count and the symmetric searches); above it the counter is confirmed only by the identities it checks")
	noSeconds := fs.Bool("no-seconds", false, "leave out the time column, for output that does not depend on the machine")
	lr := addLongRunFlags(fs)
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	if *spec == "" {
		return c.usageError(stderr, "-n is required: give a size such as 8, a range such as 1-12, or a list such as 4,6,8")
	}
	sizes, err := parseSpec(*spec)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	format, err := table.ParseFormat(*formatName)
	if err != nil {
		return c.usageError(stderr, "--format: %v", err)
	}
	if *satMax < 0 || *enumMax < 0 || *dfsMax < 0 {
		return c.usageError(stderr, "--sat-max, --enum-max and --dfs-max must not be negative")
	}
	if code := lr.validate(c, stderr); code >= 0 {
		return code
	}
	opt := &tableOptions{satMax: *satMax, enumMax: *enumMax, dfsMax: *dfsMax, verify: &verifyOptions{workers: runtime.GOMAXPROCS(0), cubeRows: -1, columnClauses: true}}
	if opt.verify.expect, err = lr.readExpect(); err != nil {
		return c.usageError(stderr, "--expect: %v", err)
	}
	ctx, stop := runContext(lr.timeout)
	defer stop()
	opt.verify.progress = progress.ForTerminal(stderr, lr.quiet)

	tw := table.NewWriter(stdout, table.Options{Format: format, NoSeconds: *noSeconds})
	mismatch, complete := false, true
	for _, n := range sizes {
		row, rep, err := tableRow(ctx, n, opt)
		opt.verify.progress.Clear()
		if err != nil && ctx.Err() != nil {
			row.Incomplete = true
			complete = false
			if werr := tw.WriteRow(row); werr != nil {
				return c.fail(stderr, werr)
			}
			c.printStopped(stderr, n, stopReason(ctx))
			break
		}
		if err != nil {
			return c.fail(stderr, fmt.Errorf("n = %d: %w", n, err))
		}
		if opt.verify.expect != nil {
			rep.Add(expectCheck(opt.verify.expect, "table", row.ReferenceRow()))
		}
		for _, f := range rep.Failures() {
			mismatch = true
			fmt.Fprintf(stderr, "nqcheck table: n = %d: %s %s: %s\n", n, f.Name, f.Witnesses, f.Detail)
		}
		if err := tw.WriteRow(row); err != nil {
			return c.fail(stderr, err)
		}
	}
	if err := tw.Close(); err != nil {
		return c.fail(stderr, err)
	}
	return longRunExit(mismatch, complete)
}

// tableRow computes the row of board size n and the checks that confirm
// it. The counting witness (dfs.Count) gives every figure; the others
// confirm them: up to satMax the full verify run (dfs, dfs-iter, sat and
// the symmetry witnesses), up to enumMax an enumeration of every solution,
// and always the symmetric searches for the fixed solutions.
func tableRow(ctx context.Context, n int, opt *tableOptions) (table.Row, *compare.Report, error) {
	start := time.Now()
	row := table.Row{N: n, Confirmed: map[string]string{}}
	rep := &compare.Report{N: n}
	figs := map[string]map[string]uint64{} // witness -> column -> value

	pr := opt.verify.progress
	pr.Start(fmt.Sprintf("n = %d count", n))
	cnt, err := dfs.Count(ctx, n, dfs.CountOptions{Progress: pr.Update})
	if err != nil {
		return row, rep, err
	}
	r90, r180, asym := table.SplitClasses(n, cnt.Classes(), cnt.Fix90, cnt.Fix180)
	figs["count"] = map[string]uint64{
		table.ColCount: cnt.Total, table.ColClasses: cnt.Classes(),
		table.ColFix90: cnt.Fix90, table.ColFix180: cnt.Fix180,
		table.ColRot90Classes: r90, table.ColRot180Classes: r180, table.ColAsymClasses: asym,
	}
	row.Total, row.Classes, row.Fix90, row.Fix180 = cnt.Total, cnt.Classes(), cnt.Fix90, cnt.Fix180
	row.Rot90Classes, row.Rot180Classes, row.AsymClasses = r90, r180, asym

	switch {
	case n <= opt.satMax:
		res, err := verifyOne(ctx, n, opt.verify)
		if err != nil {
			return row, rep, err
		}
		rep.Checks = append(rep.Checks, res.report.Checks...)
		for name, fields := range res.Witnesses {
			if name == "count" || name == "reference" {
				continue
			}
			figs[name] = verifyFigures(fields)
		}
		// The lex-leader witness counts one model per class: its count
		// is a number of classes, not of solutions.
		delete(figs["sat-lexleader"], table.ColCount)
		if b := res.boards["dfs"]; len(b) > 0 {
			row.First, _ = b[0].Solution(n)
			row.Last, _ = b[len(b)-1].Solution(n)
			row.Confirmed[table.ColFirst] = "dfs"
			row.Confirmed[table.ColLast] = "dfs"
		}
	default:
		switch {
		case n <= opt.dfsMax:
			pr.Start(fmt.Sprintf("n = %d enumerate", n))
			sv, err := dfs.Surveyed(ctx, n, n <= opt.enumMax)
			if err != nil {
				return row, rep, err
			}
			figs["dfs"] = surveyFigures(sv)
			row.First, row.Last = sv.First, sv.Last
		default:
			pr.Start(fmt.Sprintf("n = %d first solution", n))
			if first := firstSolutions(n, 1); len(first) > 0 {
				row.First = first[0]
				// Mirroring the columns reverses the lexicographic
				// order, so it maps the first solution to the last.
				row.Last = board.FlipCols.Apply(row.First)
			}
		}
		if row.First != nil {
			row.Confirmed[table.ColFirst] = "dfs"
			row.Confirmed[table.ColLast] = "dfs"
			if n > opt.dfsMax {
				row.Confirmed[table.ColLast] = "dfs+mirror"
			}
		}
		sym := map[string]uint64{}
		for col, g := range map[string]board.Symmetry{table.ColFix90: board.Rot90, table.ColFix180: board.Rot180} {
			if sym[col], err = countFixed(ctx, n, g); err != nil {
				return row, rep, err
			}
		}
		figs["dfs-symmetric"] = sym
		if total, ok := figs["dfs"][table.ColCount]; ok {
			// Burnside's lemma on the enumerated total and the fixed
			// counts of the symmetric searches.
			fixed := compare.Fixed{Fix90: int(sym[table.ColFix90]), Fix180: int(sym[table.ColFix180])}
			if classes, whole := compare.BurnsideClasses(n, int(total), fixed); whole {
				figs["dfs-burnside"] = map[string]uint64{table.ColClasses: uint64(classes)}
			} else {
				rep.Add(compare.Burnside(n, "dfs-burnside", int(total), fixed, "count", int(cnt.Classes())))
			}
		}
	}
	for _, col := range []string{table.ColCount, table.ColClasses, table.ColFix90, table.ColFix180,
		table.ColRot90Classes, table.ColRot180Classes, table.ColAsymClasses} {
		agree, check := compare.Confirm(col, "count", figs)
		confirmed := strings.Join(agree, "+")
		rep.Add(check)
		switch col {
		case table.ColRot90Classes, table.ColRot180Classes, table.ColAsymClasses:
			// Checked, but not listed: the split follows from the
			// classes and the fixed counts.
		default:
			row.Confirmed[col] = confirmed
		}
	}
	row.Seconds = round(time.Since(start).Seconds())
	return row, rep, ctx.Err()
}

// verifyFigures picks the table's columns out of a witness's verify
// figures. Those of the witnesses it reads are ints (the counter's, which
// are not, come from tableRow's own count); a null or negative figure is
// left out.
func verifyFigures(fields map[string]any) map[string]uint64 {
	out := map[string]uint64{}
	for _, col := range []string{table.ColCount, table.ColClasses, table.ColFix90, table.ColFix180} {
		if v, ok := fields[col].(int); ok && v >= 0 {
			out[col] = uint64(v)
		}
	}
	if split, ok := fields["classes_by_symmetry"].(compare.SymmetrySplit); ok {
		out[table.ColRot90Classes] = uint64(split.Rot90)
		out[table.ColRot180Classes] = uint64(split.Rot180)
		out[table.ColAsymClasses] = uint64(split.None)
	}
	return out
}

// surveyFigures picks the table's columns out of a survey.
func surveyFigures(sv dfs.Survey) map[string]uint64 {
	out := map[string]uint64{table.ColCount: sv.Total, table.ColFix90: sv.Fix90, table.ColFix180: sv.Fix180}
	if sv.HasClasses {
		out[table.ColClasses] = sv.Classes
		out[table.ColRot90Classes] = sv.Rot90Classes
		out[table.ColRot180Classes] = sv.Rot180Classes
		out[table.ColAsymClasses] = sv.AsymClasses
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
