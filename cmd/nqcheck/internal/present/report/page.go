package report

import (
	"context"
	"fmt"
	"strings"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// pageFigures are the figures of the reference table, in its column
// order, each with the OEIS sequence that holds it (its column of
// reference.Published) and its value in a witness's result.
var pageFigures = []struct {
	name string
	oeis string
	of   func(result.Witness) result.Figure
}{
	{"total", reference.Total, func(w result.Witness) result.Figure { return w.Total }},
	{"classes", reference.Classes, func(w result.Witness) result.Figure { return w.Classes }},
	{"fix90", reference.Fix90, func(w result.Witness) result.Figure { return w.Fix90 }},
	{"fix180", reference.Fix180, func(w result.Witness) result.Figure { return w.Fix180 }},
}

// maxPageDiffCubes is the most failed cubes a page runs again to find a
// size's first differing board.
const maxPageDiffCubes = 4

// PageInput is what a page of verify results is made of.
type PageInput struct {
	Command string
	Results []result.Verify
	// witnesses returns the witnesses size n ran with: a failed cube is
	// run again with them to find its first differing board.
	Witnesses func(n int) []verify.Witness
	// Classes are the class representatives drawn; nil draws none.
	Classes *render.Classes
	// Stopped says where and why the run stopped; nil when it did not.
	Stopped *Stop
}

// VerifyPage returns the page of verify results: the one mapping of
// result.Verify to render.Page, shared by report and verify --html. Per
// size it lists every check of the result, then one check per figure that
// every witness and OEIS agree on it; for a size that failed it draws the
// first differing board of the first failed cube where the witnesses
// differ again (verify.FirstDifference: a few cubes' work, done whatever
// the state of the run's context).
func VerifyPage(in PageInput) (render.Page, error) {
	p := render.Page{
		Title:   "N-Queens report",
		Command: in.Command,
		Version: result.Version,
		Verdict: result.Pass,
		Table:   render.Table{TotalColumn: 0, ClassesColumn: 1},
		Classes: in.Classes,
	}
	for _, f := range pageFigures {
		p.Table.Columns = append(p.Table.Columns, f.name)
	}
	for _, res := range in.Results {
		sv, row := pageSize(res)
		p.Sizes = append(p.Sizes, sv)
		p.Table.Rows = append(p.Table.Rows, row)
		if sv.Verdict != result.Fail {
			continue
		}
		p.Verdict = result.Fail
		d, err := pageDiff(res, in.Witnesses(res.N))
		if err != nil {
			return p, fmt.Errorf("n = %d: finding the first differing board: %w", res.N, err)
		}
		if d != nil {
			p.Diffs = append(p.Diffs, *d)
		}
	}
	if s := in.Stopped; s != nil {
		if p.Verdict != result.Fail {
			p.Verdict = result.Incomplete
		}
		p.Note = fmt.Sprintf("The run stopped during n = %d (%s); the sizes before it are shown.", s.N, s.Reason)
	}
	return p, nil
}

// pageSize returns the verdict with its checks and the table row of one
// size's result.
func pageSize(res result.Verify) (render.SizeVerdict, render.Row) {
	sv := render.SizeVerdict{N: res.N, Verdict: res.Verdict}
	row := render.Row{N: res.N}
	sv.Checks = pageChecks(res.Checks)
	published, _ := reference.Published().Row(res.N)
	for _, f := range pageFigures {
		var ws []render.Source
		for _, w := range res.Witnesses {
			if v := f.of(w); v.IsKnown() || w.Failed != "" {
				ws = append(ws, render.Source{Name: w.Name, Value: v})
			}
		}
		if v, ok := published[f.oeis]; ok {
			ws = append(ws, render.Source{Name: "OEIS " + f.oeis, Value: result.Known(v)})
		}
		cell, chk := figureCell("figure "+f.name, ws)
		row.Cells = append(row.Cells, cell)
		sv.Checks = append(sv.Checks, chk)
		if chk.Verdict == result.Fail {
			sv.Verdict = result.Fail
		}
	}
	return sv, row
}

// pageChecks returns the page's checks of one size, in the order made:
// the checks that passed grouped by kind (where the kind first passed),
// their witnesses listed in the detail; each check that failed on its
// own, where it was made, named with its witnesses.
func pageChecks(checks []result.Check) []render.Check {
	var out []render.Check
	passed := map[string]int{} // kind -> index in out
	for _, c := range checks {
		if !c.OK {
			out = append(out, render.Check{Name: strings.TrimSpace(c.Name + " " + c.Witnesses), Verdict: result.Fail, Detail: c.Detail})
			continue
		}
		i, ok := passed[c.Name]
		if !ok {
			i = len(out)
			passed[c.Name] = i
			out = append(out, render.Check{Name: c.Name, Verdict: result.Pass, Detail: "passed:"})
		}
		if c.Witnesses != "" {
			sep := ","
			if strings.HasSuffix(out[i].Detail, ":") {
				sep = ""
			}
			out[i].Detail += sep + " " + c.Witnesses
		}
	}
	return out
}

// pageDiff returns the first differing board of a failed size: the failed
// checks that name a cube, in order, are run again with ws, at most
// maxPageDiffCubes cubes; nil when none shows a difference again.
func pageDiff(res result.Verify, ws []verify.Witness) (*render.Diff, error) {
	var plan *verify.Plan
	tried := map[string]bool{}
	for _, c := range res.Checks {
		if c.OK || c.Cube == "" || tried[c.Cube] || len(tried) == maxPageDiffCubes {
			continue
		}
		tried[c.Cube] = true
		if plan == nil {
			pl, err := verify.NewPlan(res.N, res.Plan.CubeRows)
			if err != nil {
				return nil, err
			}
			plan = &pl
		}
		cube, ok := plan.FindCube(c.Cube)
		if !ok {
			continue // a batch of cubes ("... to ..."), not one
		}
		d, found, err := verify.FirstDifference(context.Background(), res.N, cube, ws)
		if err != nil {
			return nil, err
		}
		if found {
			return diffOf(res.N, strings.TrimSpace(c.Name+" "+c.Witnesses), d), nil
		}
	}
	return nil, nil
}

// diffOf returns the drawing of a difference found for the failed check.
func diffOf(n int, check string, d verify.Difference) *render.Diff {
	b, _ := diffBoard(n, d.Board)
	where := ""
	if len(d.Cube.Prefix) > 0 {
		where = " (cube " + d.Cube.Name() + ")"
	}
	desc := compare.Describe(n, d.Board)
	b.Label = fmt.Sprintf("n = %d: %s", n, desc)
	var note string
	switch {
	case d.Invalid != nil:
		note = fmt.Sprintf("%s lists %s%s: it is not a solution, %v", d.Witness, desc, where, d.Invalid)
	case d.Set == verify.All && d.LacksSet == verify.All:
		note = fmt.Sprintf("%s lists %s%s, %s does not: a solution %s misses", d.Witness, desc, where, d.Lacks, d.Lacks)
	default:
		note = fmt.Sprintf("%s%s is among %s, not among %s", desc, where, setLabel(d.Witness, d.Set), setLabel(d.Lacks, d.LacksSet))
	}
	return &render.Diff{N: n, Check: check, Note: note, Board: b}
}

// setLabel names one witness's set in words.
func setLabel(witness string, s verify.Set) string {
	switch s {
	case verify.Canonical:
		return witness + "'s canonical forms"
	case verify.Fix90:
		return witness + "'s solutions fixed by the quarter turn"
	case verify.Fix180:
		return witness + "'s solutions fixed by the half turn"
	}
	return witness + "'s solutions"
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

// placementBoard draws the queens p of a board of size n, its rows without
// a queen shaded and its first attacking pair marked.
func placementBoard(n int, p board.Placement) render.Board {
	b := render.Board{N: n}
	occupied := make([]bool, n)
	for _, c := range p {
		b.Queens = append(b.Queens, render.Queen{Row: c.Row, Col: c.Col})
		if c.Row >= 0 && c.Row < n {
			occupied[c.Row] = true
		}
	}
	for r, ok := range occupied {
		if !ok {
			b.EmptyRows = append(b.EmptyRows, r)
		}
	}
	if x, y, ok := firstAttack(p); ok {
		b = b.MarkAttack(x, y)
	}
	return b
}

// diffBoard draws the board p of size n for a difference: when it is not
// a solution, its first attacking pair marked and its rows without a queen
// shaded, with the reason; else every queen marked missing (a witness
// lacks it).
func diffBoard(n int, p board.Placement) (render.Board, error) {
	if err := compare.Valid(n, p); err != nil {
		return placementBoard(n, p), err
	}
	s, _ := p.Solution(n)
	return render.SolutionBoard(s).MarkAll(render.Missing), nil
}

// figureCell returns the table cell of one figure from its witnesses'
// values, and the check that they agree.
func figureCell(name string, ws []render.Source) (render.Cell, render.Check) {
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
		cell.Sources = append(cell.Sources, w)
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
		for _, w := range cell.Sources {
			if w.Value.IsKnown() {
				parts = append(parts, w.Name+" "+w.Value.String())
			}
		}
		chk.Verdict, chk.Detail = result.Fail, strings.Join(parts, ", ")
	}
	return cell, chk
}

// ClassReps returns the class representatives of size n, in
// lexicographic order, from the recursive search.
func ClassReps(ctx context.Context, n int) (*render.Classes, error) {
	c := &render.Classes{N: n}
	var total uint64
	dfs.Solutions(n, func(s board.Solution) bool {
		total++
		if canon, orbit := board.Canonical(s); board.Compare(canon, s) == 0 {
			c.Reps = append(c.Reps, render.Class{Solution: s.Clone(), Orbit: orbit, FixedBy: board.FixingRotations(s)})
		}
		return total%1024 != 0 || ctx.Err() == nil
	})
	c.Total = result.Known(total)
	return c, ctx.Err()
}

// ClassesN returns the size whose classes verify --html draws: 8 when
// it was verified, else the largest size verified up to
// MaxClassesN; 0 when there is none.
func ClassesN(results []result.Verify) int {
	best := 0
	for _, r := range results {
		if r.N == 8 {
			return 8
		}
		if r.N <= MaxClassesN && r.Verdict != result.Incomplete {
			best = max(best, r.N)
		}
	}
	return best
}

// VerifyRunPage returns the page of a verify run (verify --html): its
// results, the first differing board of a failed size (found again with
// ws), and the classes of ClassesN when the run was not stopped; stopped
// is why it stopped, if it did, and command the command line shown.
func VerifyRunPage(rep result.Envelope[result.Verify], ws []verify.Witness, stopped, command string) (render.Page, error) {
	in := PageInput{
		Command:   command,
		Results:   rep.Results,
		Witnesses: func(int) []verify.Witness { return ws },
	}
	if rep.Interrupted != nil {
		in.Stopped = &Stop{N: rep.Interrupted.N, Reason: stopped}
	} else if n := ClassesN(rep.Results); n > 0 {
		c, err := ClassReps(context.Background(), n)
		if err != nil {
			return render.Page{}, err
		}
		in.Classes = c
	}
	return VerifyPage(in)
}
