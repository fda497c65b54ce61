package render

import (
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/nqcheck/nqcheck/result"
)

// Page is the model of a run's report: what the page shows, already
// decided by the caller.
type Page struct {
	// Title heads the page.
	Title string
	// Command is the command line that made the page, shown under the
	// title; empty hides it.
	Command string
	// Version is the tool version.
	Version string
	// Verdict is the verdict of the whole run.
	Verdict result.Verdict
	// Note says more about the verdict, such as why a run is incomplete;
	// empty hides it.
	Note string
	// Sizes holds the verdict of each board size with its checks, in the
	// order the run took them.
	Sizes []SizeVerdict
	// Table is the reference table: each figure with its witnesses.
	Table Table
	// Classes are the class representatives of one board size, drawn as
	// boards; nil hides the section.
	Classes *Classes
	// Diffs are the first differing solutions of the checks that failed.
	Diffs []Diff
}

// SizeVerdict is the verdict of one board size.
type SizeVerdict struct {
	// N is the board size.
	N int
	// Verdict is fail when a check failed, incomplete when one did not
	// finish, else pass.
	Verdict result.Verdict
	// Checks are the size's checks, in the order they ran.
	Checks []Check
}

// Check is one check of a board size.
type Check struct {
	// Name names the check, such as "total" or "same-solutions".
	Name string
	// Verdict is pass or fail, or incomplete for a check that did not
	// finish.
	Verdict result.Verdict
	// Detail says what was compared, or the first failure.
	Detail string
}

// Table is the reference table: one column per figure, one row per board
// size.
type Table struct {
	// Columns name the figures, such as "total" and "classes".
	Columns []string
	// Rows hold the figures of each board size.
	Rows []Row
	// TotalColumn and ClassesColumn are the indices of the columns that
	// the plot draws; -1 leaves a curve out.
	TotalColumn, ClassesColumn int
}

// Row is one board size of the reference table.
type Row struct {
	// N is the board size.
	N int
	// Cells line up with Table.Columns.
	Cells []Cell
}

// Cell is one figure of the table with its witnesses.
type Cell struct {
	// Value is the figure the witnesses agree on; unknown when they do not
	// or when none computed it.
	Value result.Figure
	// Agree is false when the witnesses disagree.
	Agree bool
	// Sources are the witnesses (and the published values) that gave the
	// figure, and what each gave.
	Sources []Source
}

// Source is one value of a figure and what gave it: a witness of the run,
// or the published value.
type Source struct {
	// Name names the method, such as "dfs-count" or "OEIS A000170".
	Name string
	// Value is what it gave; unknown when it did not compute the figure.
	Value result.Figure
	// Differs is true when this value is not the one the others agree
	// on.
	Differs bool
}

// Classes are the symmetry classes of one board size.
type Classes struct {
	// N is the board size.
	N int
	// Total is the number of solutions of the size.
	Total result.Figure
	// Reps are the representatives, in lexicographic order.
	Reps []Class
}

// Class is one symmetry class, drawn by its representative.
type Class struct {
	// Solution is the representative: the lexicographically smallest
	// image, 0-based columns row by row.
	Solution []int
	// Orbit is the number of distinct boards in the class: 8, 4, 2 or 1.
	Orbit int
	// FixedBy names the rotations other than the identity that leave the
	// representative unchanged, such as "rot180".
	FixedBy []string
}

// Diff is the first solution on which two witnesses of a size differ.
type Diff struct {
	// N is the board size.
	N int
	// Check names the check that failed.
	Check string
	// Note says what is wrong with the board, in plain words.
	Note string
	// Board is the solution drawn, with its attacking or missing queens
	// marked.
	Board Board
}

// Legend texts of the marks, shown next to drawn differences.
const (
	legendAttacking = "red queens attack each other, joined by a red line"
	legendMissing   = "dashed blue queens: the board a witness lacks"
	legendEmpty     = "shaded red rows hold no queen"
)

type pageView struct {
	Page
	Plot    template.HTML
	Classes []classView
	Diffs   []diffView
	Legend  []string
}

type classView struct {
	SVG     template.HTML
	Cols    string
	Orbit   int
	FixedBy string
}

type diffView struct {
	Diff
	SVG template.HTML
}

// columns formats 0-based columns 1-based, as people count.
func columns(cols []int) string {
	parts := make([]string, len(cols))
	for i, c := range cols {
		if c < 0 {
			parts[i] = "-"
		} else {
			parts[i] = fmt.Sprint(c + 1)
		}
	}
	return strings.Join(parts, " ")
}

// growth returns the series the plot draws from the table.
func (t Table) growth() []Series {
	var out []Series
	for _, col := range []int{t.TotalColumn, t.ClassesColumn} {
		if col < 0 || col >= len(t.Columns) {
			continue
		}
		s := Series{Name: t.Columns[col]}
		for _, r := range t.Rows {
			if col < len(r.Cells) {
				s.Points = append(s.Points, Point{N: r.N, Value: r.Cells[col].Value})
			}
		}
		out = append(out, s)
	}
	return out
}

// boardPx is the width of a drawn board: 24 pixels a square, at most
// 240 pixels.
func boardPx(n int) int { return min(240, 24*n) }

// clean returns a copy of p whose texts are printable (see printable),
// sharing nothing that it changes with p.
func (p Page) clean() Page {
	p.Title, p.Command, p.Version, p.Note = printable(p.Title), printable(p.Command), printable(p.Version), printable(p.Note)
	sizes := make([]SizeVerdict, len(p.Sizes))
	for i, s := range p.Sizes {
		checks := make([]Check, len(s.Checks))
		for j, c := range s.Checks {
			c.Name, c.Detail = printable(c.Name), printable(c.Detail)
			checks[j] = c
		}
		s.Checks = checks
		sizes[i] = s
	}
	p.Sizes = sizes
	p.Table.Columns = printables(p.Table.Columns)
	rows := make([]Row, len(p.Table.Rows))
	for i, r := range p.Table.Rows {
		cells := make([]Cell, len(r.Cells))
		for j, c := range r.Cells {
			ws := make([]Source, len(c.Sources))
			for k, w := range c.Sources {
				w.Name = printable(w.Name)
				ws[k] = w
			}
			c.Sources = ws
			cells[j] = c
		}
		r.Cells = cells
		rows[i] = r
	}
	p.Table.Rows = rows
	diffs := make([]Diff, len(p.Diffs))
	for i, d := range p.Diffs {
		d.Check, d.Note = printable(d.Check), printable(d.Note)
		diffs[i] = d
	}
	p.Diffs = diffs
	return p
}

// WritePage writes p as a self-contained HTML page.
func WritePage(w io.Writer, p Page) error {
	p = p.clean()
	v := pageView{Page: p}
	v.Plot = template.HTML(Plot(p.Table.growth(), "solutions and classes against n, log scale"))
	if c := p.Classes; c != nil {
		for i, r := range c.Reps {
			fixed := "none"
			if len(r.FixedBy) > 0 {
				fixed = strings.Join(r.FixedBy, ", ")
			}
			b := SolutionBoard(r.Solution)
			b.Label = fmt.Sprintf("n = %d, class %d of %d: %s", c.N, i+1, len(c.Reps), columns(r.Solution))
			v.Classes = append(v.Classes, classView{
				SVG: template.HTML(BoardSVG(b, boardPx(c.N))), Cols: columns(r.Solution), Orbit: r.Orbit, FixedBy: fixed,
			})
		}
	}
	legend := map[string]bool{}
	for _, d := range p.Diffs {
		v.Diffs = append(v.Diffs, diffView{Diff: d, SVG: template.HTML(BoardSVG(d.Board, boardPx(d.Board.N)))})
		for _, q := range d.Board.Queens {
			switch q.Mark {
			case Attacking:
				legend[legendAttacking] = true
			case Missing:
				legend[legendMissing] = true
			}
		}
		if len(d.Board.EmptyRows) > 0 {
			legend[legendEmpty] = true
		}
	}
	for _, l := range []string{legendAttacking, legendMissing, legendEmpty} {
		if legend[l] {
			v.Legend = append(v.Legend, l)
		}
	}
	return pageTemplate.Execute(w, v)
}

var funcs = template.FuncMap{
	"verdictClass": func(v result.Verdict) string {
		switch v {
		case result.Pass:
			return "pass"
		case result.Fail:
			return "fail"
		}
		return "incomplete"
	},
	"inc": func(i int) int { return i + 1 },
}

// style is the pages' CSS: system fonts only, nothing loaded.
const style = `
body { font-family: sans-serif; color: #1d1d1d; background: #ffffff; margin: 24px; max-width: 1100px; }
h1 { font-size: 26px; margin: 0 0 4px 0; }
h2 { font-size: 19px; margin: 28px 0 8px 0; border-bottom: 1px solid #cccccc; padding-bottom: 3px; }
code, .mono { font-family: monospace; }
.cmd { color: #555555; margin: 0 0 10px 0; }
.verdict { display: inline-block; padding: 1px 8px; border-radius: 4px; font-weight: bold; color: #ffffff; }
.verdict.pass { background: #2a7a3a; }
.verdict.fail { background: #c01c1c; }
.verdict.incomplete { background: #a07000; }
table { border-collapse: collapse; margin: 6px 0; }
th, td { border: 1px solid #cccccc; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
td.num { text-align: right; }
.fig { font-size: 16px; font-weight: bold; font-family: monospace; }
.wit { font-size: 11px; color: #555555; white-space: nowrap; }
.wit.differs { color: #c01c1c; font-weight: bold; }
.check { display: inline-block; margin: 1px 6px 1px 0; font-size: 12px; white-space: nowrap; }
.check.fail { color: #c01c1c; font-weight: bold; }
.check.incomplete { color: #a07000; }
.detail { font-size: 12px; color: #c01c1c; }
.gallery { display: flex; flex-wrap: wrap; gap: 14px; }
figure { margin: 0; font-size: 12px; }
figcaption { margin-top: 3px; line-height: 1.35; }
.legend { font-size: 12px; color: #555555; }
`

var pageTemplate = template.Must(template.New("page").Funcs(funcs).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{{.Title}}</title>
<style>` + style + `</style>
</head>
<body>
<h1>{{.Title}} <span class="verdict {{verdictClass .Verdict}}" id="verdict">{{.Verdict}}</span></h1>
{{if .Command}}<p class="cmd"><code>{{.Command}}</code>{{if .Version}} · nqcheck {{.Version}}{{end}}</p>{{end}}
{{if .Note}}<p>{{.Note}}</p>{{end}}

<h2 id="verdicts">Verdict per board size</h2>
<table>
<tr><th>n</th><th>verdict</th><th>checks</th></tr>
{{range .Sizes}}<tr><td class="num">{{.N}}</td><td><span class="verdict {{verdictClass .Verdict}}">{{.Verdict}}</span></td><td>{{range .Checks}}<span class="check {{verdictClass .Verdict}}" title="{{.Detail}}">{{if eq (verdictClass .Verdict) "pass"}}✓{{else if eq (verdictClass .Verdict) "fail"}}✗{{else}}…{{end}} {{.Name}}</span>{{if ne (verdictClass .Verdict) "pass"}}<div class="detail">{{.Detail}}</div>{{end}}{{end}}</td></tr>
{{end}}</table>

<h2 id="table">Reference table</h2>
<table>
<tr><th>n</th>{{range .Table.Columns}}<th>{{.}}</th>{{end}}</tr>
{{range .Table.Rows}}<tr><td class="num">{{.N}}</td>{{range .Cells}}<td class="num"><div class="fig">{{if .Agree}}{{.Value}}{{else}}differ{{end}}</div>{{range .Sources}}<div class="wit{{if .Differs}} differs{{end}}">{{.Name}}: {{.Value}}</div>{{end}}</td>{{end}}</tr>
{{end}}</table>

<h2 id="plot">Growth</h2>
<div>{{.Plot}}</div>
{{with .Page.Classes}}
<h2 id="classes">The {{len .Reps}} classes of n = {{.N}}</h2>
<p>{{.Total}} solutions fall into {{len .Reps}} classes under the 8 symmetries of the square. Each board is its class's lexicographically smallest member.</p>
{{end}}{{if .Classes}}<div class="gallery">
{{range $i, $c := .Classes}}<figure class="class">{{$c.SVG}}<figcaption><b>class {{inc $i}}</b>: <span class="mono">{{$c.Cols}}</span><br/>orbit {{$c.Orbit}} · fixed by {{$c.FixedBy}}</figcaption></figure>
{{end}}</div>
{{end}}{{if .Diffs}}
<h2 id="diffs">Where the witnesses differ</h2>
{{range .Legend}}<p class="legend">{{.}}</p>
{{end}}<div class="gallery">
{{range .Diffs}}<figure class="diff">{{.SVG}}<figcaption><b>n = {{.N}}, {{.Check}}</b><br/>{{.Note}}</figcaption></figure>
{{end}}</div>
{{end}}
</body>
</html>
`))
