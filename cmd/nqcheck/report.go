package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/progress"
	"github.com/nqcheck/nqcheck/render"
	"github.com/nqcheck/nqcheck/result"
)

func init() {
	register(&command{
		name:    "report",
		usage:   "[-n SPEC] --out FILE.html [--classes-n N] [--enumerate-max K] [--timeout DURATION] [--quiet]",
		summary: "write one self-contained HTML page: verdicts, the reference table, a growth plot and the class boards",
		run:     runReport,
	})
}

// Names of the report's witnesses and figures.
const (
	witRecursive = "dfs-recursive"
	witIterative = "dfs-iterative"
	witCount     = "dfs-count"
)

// reportFigures are the figures of the reference table, in its column
// order, each with the OEIS sequence that holds it.
var reportFigures = []struct {
	name  string
	oeis  string
	table []int
}{
	{"total", "A000170", oeis.Q},
	{"classes", "A002562", oeis.Classes},
	{"fix90", "A032522", oeis.Fix90},
	{"fix180", "A033148", oeis.Fix180},
}

// reportOptions are the settings of a report.
type reportOptions struct {
	sizes    []int
	classesN int // the size whose classes are drawn; 0 draws none
	enumMax  int // the largest size enumerated; larger ones are counted only
	command  string
	progress *progress.Reporter // status line, or nil
	// tamper, when not nil, may change the boards an enumeration witness
	// returned before they are checked: the way to show, and to test, how
	// the page draws a disagreement.
	tamper func(n int, witness string, sols []board.Solution) []board.Solution
}

// maxReportClassesN is the largest size whose classes a page draws (1787
// boards).
const maxReportClassesN = 12

// maxReportEnumN is the largest size a report enumerates: both searches'
// solutions are held to be compared, 2 × 365596 boards for n = 14.
const maxReportEnumN = 14

func runReport(c *command, args []string, stdout, stderr io.Writer) int {
	fs := c.flagSet()
	spec := fs.String("n", "1-12", "board sizes: `SPEC` such as 8, 1-12 or 4,6,8 (each 1 to 32)")
	out := fs.String("out", "", "write the page to `FILE` (required); - writes it to standard output instead of the summary")
	classesN := fs.Int("classes-n", 8, fmt.Sprintf("draw the class representatives of board size `N` (1 to %d; 0 draws none)", maxReportClassesN))
	enumMax := fs.Int("enumerate-max", 12, fmt.Sprintf("enumerate the solutions of sizes up to `K` (at most %d) with both searches, "+
		"holding them to compare; larger sizes are counted only", maxReportEnumN))
	timeout := fs.Duration("timeout", 0, "stop after `DURATION` (such as 30s) and write the page of the sizes done; 0: no limit")
	quiet := fs.Bool("quiet", false, "draw no progress line on a terminal")
	if code := c.parse(fs, args, stdout, stderr); code >= 0 {
		return code
	}
	if fs.NArg() > 0 {
		return c.usageError(stderr, "unexpected argument %q", fs.Arg(0))
	}
	if *out == "" {
		return c.usageError(stderr, "--out is required: the HTML file to write")
	}
	sizes, err := parseSpec(*spec)
	if err != nil {
		return c.usageError(stderr, "-n: %v", err)
	}
	if *classesN < 0 || *classesN > maxReportClassesN {
		return c.usageError(stderr, "--classes-n: %d is outside 0..%d", *classesN, maxReportClassesN)
	}
	if *enumMax < 0 || *enumMax > maxReportEnumN {
		return c.usageError(stderr, "--enumerate-max: %d is outside 0..%d", *enumMax, maxReportEnumN)
	}
	if *timeout < 0 {
		return c.usageError(stderr, "--timeout: %v is negative", *timeout)
	}
	opt := reportOptions{sizes: sizes, classesN: *classesN, enumMax: *enumMax,
		command: "nqcheck report " + strings.Join(args, " "), progress: progress.ForTerminal(stderr, *quiet)}
	ctx, stop := runContext(*timeout)
	defer stop()
	page, stopped, err := buildReport(ctx, opt)
	if err != nil {
		return c.fail(stderr, err)
	}
	if *out != "-" {
		printReportSummary(stdout, page)
	}
	if stopped != nil {
		c.printStopped(stderr, stopped.n, stopped.reason)
	}
	if err := writeHTMLFile(*out, stdout, func(w io.Writer) error { return render.WritePage(w, page) }); err != nil {
		return c.fail(stderr, err)
	}
	return longRunExit(page.Verdict == result.Fail, stopped == nil)
}

// reportStop says during which size and why a report stopped.
type reportStop struct {
	n      int
	reason string
}

// printReportSummary prints one line per size: n, the total and classes
// the witnesses agree on ("differ" when they do not) and the verdict.
func printReportSummary(w io.Writer, p render.Page) {
	fmt.Fprintf(w, "%3s  %10s  %8s  %s\n", "n", "solutions", "classes", "verdict")
	for i, s := range p.Sizes {
		row := p.Table.Rows[i]
		figs := [2]string{}
		for k := range figs {
			cell := row.Cells[k]
			figs[k] = cell.Value.String()
			if !cell.Agree {
				figs[k] = "differ"
			}
		}
		fmt.Fprintf(w, "%3d  %10s  %8s  %s\n", s.N, figs[0], figs[1], s.Verdict)
	}
}

// writeHTMLFile writes a page with write to path ("-": to stdout). A file
// is written to a temporary name in its directory and renamed at the end,
// so that a failed write leaves no half page behind.
func writeHTMLFile(path string, stdout io.Writer, write func(io.Writer) error) error {
	if path == "-" {
		return write(stdout)
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return nil
}

// enumeration is what an enumeration witness returned for one size.
type enumeration struct {
	name string
	sols []board.Solution
}

// collect runs an enumeration and keeps copies of its boards, showing
// their number on pr. It stops when ctx is done.
func collect(ctx context.Context, n int, search func(int, func(board.Solution) bool) bool, pr *progress.Reporter) ([]board.Solution, error) {
	var sols []board.Solution
	search(n, func(s board.Solution) bool {
		sols = append(sols, s.Clone())
		if len(sols)%1024 != 0 {
			return true
		}
		pr.Update(len(sols), 0)
		return ctx.Err() == nil
	})
	return sols, ctx.Err()
}

// figuresOf returns the total, classes, fix90 and fix180 of a list of
// boards as given: every board counts, a class is a board equal to its
// canonical form, a fixed board one equal to its rotation.
func figuresOf(sols []board.Solution) [4]result.Count {
	var classes, f90, f180 uint64
	for _, s := range sols {
		if canon, _ := board.Canonical(s); board.Compare(canon, s) == 0 {
			classes++
		}
		if board.Compare(board.Rot90.Apply(s), s) == 0 {
			f90++
		}
		if board.Compare(board.Rot180.Apply(s), s) == 0 {
			f180++
		}
	}
	return [4]result.Count{result.KnownInt(len(sols)), result.Known(classes), result.Known(f90), result.Known(f180)}
}

// firstAttack returns the first two queens of p, in row order, that share
// a row, a column or a diagonal.
func firstAttack(p board.Placement) (a, b board.Cell, ok bool) {
	for i := range p {
		for j := i + 1; j < len(p); j++ {
			x, y := p[i], p[j]
			if x.Row == y.Row || x.Col == y.Col || x.Row-x.Col == y.Row-y.Col || x.Row+x.Col == y.Row+y.Col {
				return x, y, true
			}
		}
	}
	return board.Cell{}, board.Cell{}, false
}

// diffBoard draws s for a difference: its attacking pair marked when it is
// not a solution, else every queen marked missing (a witness lacks it).
func diffBoard(n int, s board.Solution) (render.Board, error) {
	b := render.SolutionBoard(s)
	b.N = n
	if err := compare.Valid(n, s.Placement()); err != nil {
		if x, y, ok := firstAttack(s.Placement()); ok {
			b = b.MarkAttack(x, y)
		}
		return b, err
	}
	return b.MarkAll(render.Missing), nil
}

// checkBoards returns the "valid" check of the enumerations (every board a
// solution, in strictly increasing order) and, when it fails, the first
// faulty board.
func checkBoards(n int, enums []enumeration) (render.Check, *render.Diff) {
	var total []string
	for _, e := range enums {
		for i, s := range e.sols {
			if err := compare.Valid(n, s.Placement()); err != nil {
				b, _ := diffBoard(n, s)
				b.Label = fmt.Sprintf("n = %d, %s board #%d: %v", n, e.name, i+1, s)
				detail := fmt.Sprintf("%s board #%d %v: %v", e.name, i+1, s, err)
				return render.Check{Name: "valid", Verdict: result.Fail, Detail: detail},
					&render.Diff{N: n, Check: "valid", Note: detail, Board: b}
			}
			if i > 0 && board.Compare(e.sols[i-1], s) >= 0 {
				detail := fmt.Sprintf("%s board #%d %v does not come after %v", e.name, i+1, s, e.sols[i-1])
				return render.Check{Name: "valid", Verdict: result.Fail, Detail: detail}, nil
			}
		}
		total = append(total, fmt.Sprintf("%d %s", len(e.sols), e.name))
	}
	return render.Check{Name: "valid", Verdict: result.Pass,
		Detail: "every board is a solution, in increasing order: " + strings.Join(total, ", ")}, nil
}

// sameSolutions compares the sets of two enumerations and returns the
// check and, when they differ, the smallest solution that one holds and
// the other lacks.
func sameSolutions(n int, a, b enumeration) (render.Check, *render.Diff) {
	sa, sb := slices.Clone(a.sols), slices.Clone(b.sols)
	slices.SortFunc(sa, board.Compare)
	slices.SortFunc(sb, board.Compare)
	sa = slices.CompactFunc(sa, func(x, y board.Solution) bool { return board.Compare(x, y) == 0 })
	sb = slices.CompactFunc(sb, func(x, y board.Solution) bool { return board.Compare(x, y) == 0 })
	i, j := 0, 0
	for i < len(sa) || j < len(sb) {
		var s board.Solution
		var has, lacks string
		switch {
		case j == len(sb) || (i < len(sa) && board.Compare(sa[i], sb[j]) < 0):
			s, has, lacks = sa[i], a.name, b.name
		case i == len(sa) || board.Compare(sa[i], sb[j]) > 0:
			s, has, lacks = sb[j], b.name, a.name
		default:
			i++
			j++
			continue
		}
		bd, err := diffBoard(n, s)
		bd.Label = fmt.Sprintf("n = %d: %v", n, s)
		note := fmt.Sprintf("%s lists %v, %s does not", has, s, lacks)
		if err != nil {
			note += ": it is not a solution, " + err.Error()
		} else {
			note += ": a solution " + lacks + " misses"
		}
		return render.Check{Name: "same-solutions", Verdict: result.Fail, Detail: "first difference: " + note},
			&render.Diff{N: n, Check: "same-solutions", Note: note, Board: bd}
	}
	return render.Check{Name: "same-solutions", Verdict: result.Pass,
		Detail: fmt.Sprintf("%s and %s list the same %d solutions", a.name, b.name, len(sa))}, nil
}

// figureCell returns the table cell of one figure from its witnesses'
// values, and the check that they agree.
func figureCell(name string, ws []render.Witness) (render.Cell, render.Check) {
	// The value most witnesses give is the one the others are held to;
	// on a tie, the first witness's.
	tally := map[uint64]int{}
	var best uint64
	bestVotes := 0
	for _, w := range ws {
		if v, ok := w.Value.Value(); ok {
			tally[v]++
			if tally[v] > bestVotes {
				best, bestVotes = v, tally[v]
			}
		}
	}
	cell := render.Cell{Agree: true}
	var names []string
	for _, w := range ws {
		if v, ok := w.Value.Value(); ok {
			w.Differs = v != best
			cell.Agree = cell.Agree && !w.Differs
			names = append(names, w.Name)
		}
		cell.Witnesses = append(cell.Witnesses, w)
	}
	chk := render.Check{Name: name}
	switch {
	case bestVotes == 0:
		chk.Verdict, chk.Detail = result.Incomplete, "no witness computed it"
	case cell.Agree:
		cell.Value = result.Known(best)
		chk.Verdict, chk.Detail = result.Pass, fmt.Sprintf("%d from %s", best, strings.Join(names, ", "))
	default:
		var parts []string
		for _, w := range cell.Witnesses {
			if w.Value.IsKnown() {
				parts = append(parts, w.Name+" "+w.Value.String())
			}
		}
		chk.Verdict, chk.Detail = result.Fail, strings.Join(parts, ", ")
	}
	return cell, chk
}

// reportSize computes every witness and check of board size n: its verdict,
// its table row and its first difference, if any.
func reportSize(ctx context.Context, n int, opt reportOptions) (render.SizeVerdict, render.Row, []render.Diff, error) {
	sv := render.SizeVerdict{N: n, Verdict: result.Pass}
	row := render.Row{N: n}
	var diffs []render.Diff
	witnesses := make([][]render.Witness, len(reportFigures))
	add := func(name string, figs [4]result.Count) {
		for k := range reportFigures {
			witnesses[k] = append(witnesses[k], render.Witness{Name: name, Value: figs[k]})
		}
	}
	if n <= opt.enumMax {
		var enums []enumeration
		for _, w := range []struct {
			name   string
			search func(int, func(board.Solution) bool) bool
		}{{witRecursive, dfs.Solutions}, {witIterative, dfs.SolutionsIterative}} {
			opt.progress.Start(fmt.Sprintf("n = %d %s", n, w.name))
			sols, err := collect(ctx, n, w.search, opt.progress)
			opt.progress.Clear()
			if err != nil {
				return sv, row, nil, err
			}
			if opt.tamper != nil {
				sols = opt.tamper(n, w.name, sols)
			}
			enums = append(enums, enumeration{w.name, sols})
			add(w.name, figuresOf(sols))
		}
		chk, d := checkBoards(n, enums)
		sv.Checks = append(sv.Checks, chk)
		same, sd := sameSolutions(n, enums[0], enums[1])
		sv.Checks = append(sv.Checks, same)
		switch {
		case sd != nil:
			diffs = append(diffs, *sd)
		case d != nil:
			diffs = append(diffs, *d)
		}
	}
	opt.progress.Start(fmt.Sprintf("n = %d %s", n, witCount))
	counts, err := dfs.Count(ctx, n, dfs.CountOptions{Progress: opt.progress.Update})
	opt.progress.Clear()
	if err != nil {
		return sv, row, nil, err
	}
	add(witCount, [4]result.Count{result.Known(counts.Total), result.Known(counts.Classes()), result.Known(counts.Fix90), result.Known(counts.Fix180)})
	for k, f := range reportFigures {
		if n <= len(f.table) {
			witnesses[k] = append(witnesses[k], render.Witness{Name: "OEIS " + f.oeis, Value: result.KnownInt(f.table[n-1])})
		}
		cell, chk := figureCell(f.name, witnesses[k])
		row.Cells = append(row.Cells, cell)
		sv.Checks = append(sv.Checks, chk)
	}
	for _, c := range sv.Checks {
		if c.Verdict == result.Fail {
			sv.Verdict = result.Fail
		}
	}
	return sv, row, diffs, nil
}

// classReps returns the class representatives of size n, in
// lexicographic order, from the recursive search.
func classReps(ctx context.Context, n int) (*render.Classes, error) {
	c := &render.Classes{N: n}
	var total uint64
	dfs.Solutions(n, func(s board.Solution) bool {
		total++
		if canon, orbit := board.Canonical(s); board.Compare(canon, s) == 0 {
			c.Reps = append(c.Reps, render.Class{Solution: s.Clone(), Orbit: orbit, FixedBy: fixingRotations(s)})
		}
		return total%1024 != 0 || ctx.Err() == nil
	})
	c.Total = result.Known(total)
	return c, ctx.Err()
}

// buildReport computes the page of a report. When ctx is done it stops
// and returns the page of the sizes done, with the size and the reason it
// stopped; nothing done is lost.
func buildReport(ctx context.Context, opt reportOptions) (render.Page, *reportStop, error) {
	p := render.Page{
		Title:   "N-Queens report",
		Command: opt.command,
		Version: result.Version,
		Verdict: result.Pass,
		Table:   render.Table{TotalColumn: 0, ClassesColumn: 1},
	}
	for _, f := range reportFigures {
		p.Table.Columns = append(p.Table.Columns, f.name)
	}
	var stopped *reportStop
	for _, n := range opt.sizes {
		sv, row, diffs, err := reportSize(ctx, n, opt)
		if err != nil {
			if ctx.Err() != nil {
				stopped = &reportStop{n: n, reason: stopReason(ctx)}
				break
			}
			return p, nil, fmt.Errorf("n = %d: %w", n, err)
		}
		p.Sizes = append(p.Sizes, sv)
		p.Table.Rows = append(p.Table.Rows, row)
		p.Diffs = append(p.Diffs, diffs...)
		if sv.Verdict == result.Fail {
			p.Verdict = result.Fail
		}
	}
	if stopped == nil && opt.classesN > 0 {
		c, err := classReps(ctx, opt.classesN)
		if err != nil {
			stopped = &reportStop{n: opt.classesN, reason: stopReason(ctx)}
		} else {
			p.Classes = c
		}
	}
	if stopped != nil {
		if p.Verdict != result.Fail {
			p.Verdict = result.Incomplete
		}
		p.Note = fmt.Sprintf("The run stopped during n = %d (%s); the sizes before it are shown.", stopped.n, stopped.reason)
	}
	return p, stopped, nil
}
