package render

import (
	"fmt"
	"html/template"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/result"
)

// AuditPage is the model of an audit's page: each finding with its line
// and, when the line holds a board, the board drawn next to it.
type AuditPage struct {
	// Title heads the page.
	Title string
	// Command is the command line that made the page; empty hides it.
	Command string
	// Version is the tool version.
	Version string
	// Verdict is pass when the audit found nothing, fail otherwise.
	Verdict result.Verdict
	// Header lists what was audited: the input, the size, the format.
	Header []string
	// Findings are the findings listed, in line order.
	Findings []Finding
	// Summary lists the findings counted by kind, one line each.
	Summary []string
}

// Finding is one finding of an audit.
type Finding struct {
	// Line is the 1-based line number; 0 for the input as a whole.
	Line int64
	// Text is the finding in words.
	Text string
	// Input is the line's text as the audited program wrote it; empty
	// when the finding is about no single line.
	Input string
	// Board is the line's board; nil when the line holds none.
	Board *Board
}

// NewFinding returns the finding on line of the audited output, told by
// text, whose line input holds the board cols (0-based columns row by row,
// a negative column for an empty row; nil when the line holds no board).
// attacking, when it is not nil, names two rows whose queens attack each
// other: they are drawn red and joined by a line.
func NewFinding(line int64, text, input string, cols []int, attacking *[2]int) Finding {
	f := Finding{Line: line, Text: text, Input: input}
	if cols == nil {
		return f
	}
	b := SolutionBoard(cols)
	if attacking != nil {
		r1, r2 := attacking[0], attacking[1]
		if r1 >= 0 && r1 < len(cols) && r2 >= 0 && r2 < len(cols) && cols[r1] >= 0 && cols[r2] >= 0 {
			b = b.MarkAttack(board.Cell{Row: r1, Col: cols[r1]}, board.Cell{Row: r2, Col: cols[r2]})
		}
	}
	if line > 0 {
		b.Label = fmt.Sprintf("line %d: %s", line, columns(cols))
	}
	f.Board = &b
	return f
}

// printable returns s with every byte that is not valid UTF-8 and every
// control character but the tab replaced by U+FFFD, so that an audited
// line of any bytes shows as text and keeps the page well-formed XML.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r == utf8.RuneError || (r < 0x20 && r != '\t') || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == 0xfffe || r == 0xffff {
			return '\ufffd'
		}
		return r
	}, s)
}

// printables returns the printable forms of ss in a new slice.
func printables(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = printable(s)
	}
	return out
}

type auditView struct {
	AuditPage
	Findings []findingView
}

type findingView struct {
	Finding
	SVG template.HTML
}

// WriteAuditPage writes p as a self-contained HTML page.
func WriteAuditPage(w io.Writer, p AuditPage) error {
	p.Title, p.Command, p.Version = printable(p.Title), printable(p.Command), printable(p.Version)
	p.Header, p.Summary = printables(p.Header), printables(p.Summary)
	v := auditView{AuditPage: p}
	for _, f := range p.Findings {
		f.Text, f.Input = printable(f.Text), printable(f.Input)
		fv := findingView{Finding: f}
		if f.Board != nil {
			fv.SVG = template.HTML(BoardSVG(*f.Board, boardPx(f.Board.N)))
		}
		v.Findings = append(v.Findings, fv)
	}
	return auditTemplate.Execute(w, v)
}

var auditTemplate = template.Must(template.New("audit").Funcs(funcs).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>{{.Title}}</title>
<style>` + style + `
.finding { display: flex; gap: 16px; align-items: flex-start; border-top: 1px solid #dddddd; padding: 10px 0; }
.finding .line { min-width: 70px; font-weight: bold; }
.finding .text { flex: 1; }
.summary p { margin: 2px 0; }
.finding pre { margin: 4px 0 0 0; background: #f6f6f6; padding: 3px 6px; }
</style>
</head>
<body>
<h1>{{.Title}} <span class="verdict {{verdictClass .Verdict}}" id="verdict">{{.Verdict}}</span></h1>
{{if .Command}}<p class="cmd"><code>{{.Command}}</code>{{if .Version}} · nqcheck {{.Version}}{{end}}</p>{{end}}
{{range .Header}}<p>{{.}}</p>
{{end}}
<h2 id="findings">Findings</h2>
{{if not .Findings}}<p>No finding.</p>{{end}}
{{range .Findings}}<div class="finding"><div class="line">{{if .Line}}line {{.Line}}{{else}}input{{end}}</div><div class="text"><div>{{.Text}}</div>{{if .Input}}<pre>{{.Input}}</pre>{{end}}</div>{{if .SVG}}<div class="drawn">{{.SVG}}</div>{{end}}</div>
{{end}}
{{if .Summary}}<h2 id="summary">Summary</h2>
<div class="summary">{{range .Summary}}<p class="mono">{{.}}</p>
{{end}}</div>{{end}}
</body>
</html>
`))
