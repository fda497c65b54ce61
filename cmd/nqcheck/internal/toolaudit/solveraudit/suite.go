package solveraudit

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/unitplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/toolaudit/cpmodel"
	"github.com/nqcheck/nqcheck/compare"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/internal/base/progress"
	"github.com/nqcheck/nqcheck/internal/base/text"
	"github.com/nqcheck/nqcheck/result"
)

// Suite is every tool audited on every formula of the sizes, encodings
// and shuffle seeds: each encoding as built, then renamed and reordered
// by each seed.
type Suite struct {
	Sizes     []int              // board sizes, in order
	Encodings []encode.Encoding  // the CNF encodings of each size, for the tools that read DIMACS
	Models    []cpmodel.Encoding // the models of each size, for the tools that read their language
	Seeds     []uint64           // shuffle seeds; each adds a copy of every formula
	Tools     []Tool             // the tools audited on every formula
	// Completions adds, for each size and CNF encoding, that many N-Queens
	// completion members (see completion.go): some queens given.
	Completions int
	Limits      Limits // limits of one run of a tool
	// Times adds each formula's wall time to the table's cells.
	Times bool
	// Progress draws the case running (its size, formula and tool, and
	// its time so far); nil draws nothing.
	Progress *progress.Reporter
}

// SuiteReport is what a Suite found.
type SuiteReport struct {
	// Cases holds every case run, in order; when the run was stopped the
	// last is the case cut short.
	Cases []Case
	// Interrupted is true when ctx ended the run.
	Interrupted bool
	// Formulas is the number of formulas run; Findings the findings of
	// the failed cases; Stopped the cases stopped at a limit.
	Formulas, Findings, Stopped int
	// FailedTools counts each tool's failed cases.
	FailedTools map[string]int
	// Reports holds one check per formula and tool, by board size, for
	// JUnit; Seconds the tools' time per board size.
	Reports []*compare.SizeChecks
	Seconds map[int]float64
	// rejected counts the failed cases whose tool rejected the model.
	rejected int
}

// Complete is true when every case ran to its end.
func (r *SuiteReport) Complete() bool { return !r.Interrupted && r.Stopped == 0 }

// Verdict is fail when a tool failed a case, else incomplete when a case
// did not complete, else pass.
func (r *SuiteReport) Verdict() result.Verdict {
	return result.VerdictOf(len(r.FailedTools) > 0, r.Complete())
}

// WriteResult writes the end of the run to w: with asJSON the result
// envelope of audit-solver --json, every case in order, else the summary
// line (Summary of tools). stopped says why the run was interrupted; it is
// left out when it was not.
func (r *SuiteReport) WriteResult(w io.Writer, asJSON bool, tools []Tool, stopped *result.Interruption) error {
	if !asJSON {
		_, err := fmt.Fprintln(w, r.Summary(tools))
		return err
	}
	out := result.New[Case]("audit-solver")
	out.Results, out.Complete, out.Verdict = r.Cases, r.Complete(), r.Verdict()
	if r.Interrupted {
		out.Interrupted = stopped
	}
	return result.Write(w, out)
}

// errWriter remembers the first failed write.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, args ...any) {
	if e.w != nil && e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// table holds the widths of the text table's columns.
type table struct {
	label int
	cells []int
}

func (s Suite) table() table {
	t := table{label: len("encoding") + 2, cells: make([]int, len(s.Tools))}
	for _, e := range s.Encodings {
		w := len(e.String())
		for _, seed := range s.Seeds {
			w = max(w, len(e.String())+len(" shuffle ")+len(strconv.FormatUint(seed, 10)))
		}
		for _, n := range s.Sizes {
			for i := range s.Completions {
				w = max(w, len(e.String())+len(" given ")+len(cellsText(givenQueens(n, i))))
			}
		}
		t.label = max(t.label, w)
	}
	for _, e := range s.Models {
		if s.speaks(e.Language) {
			t.label = max(t.label, len(e.String()))
		}
	}
	for i, tool := range s.Tools {
		t.cells[i] = max(len(tool.Name), 9)
		if s.Times {
			t.cells[i] = max(len(tool.Name), 16)
		}
	}
	return t
}

// writeHeader writes the tools' commands, the run's settings and the
// table's header.
func (s Suite) writeHeader(w *errWriter, t table) {
	for _, tool := range s.Tools {
		w.printf("audit-solver: %s: %s\n", tool.Name, tool.Command())
	}
	seedText := "none"
	if len(s.Seeds) > 0 {
		var parts []string
		for _, seed := range s.Seeds {
			parts = append(parts, strconv.FormatUint(seed, 10))
		}
		seedText = strings.Join(parts, ",")
	}
	w.printf("audit-solver: %d %s, %d %s, shuffle seeds %s, timeout %v per run\n",
		len(s.Sizes), text.Plural(len(s.Sizes), "size"), s.encodings(), text.Plural(s.encodings(), "encoding"), seedText, s.Limits.Timeout)
	var head strings.Builder
	fmt.Fprintf(&head, "%-3s %-*s %8s", "n", t.label, "encoding", "expected")
	for i, tool := range s.Tools {
		fmt.Fprintf(&head, "  %-*s", t.cells[i], tool.Name)
	}
	w.printf("%s\n", strings.TrimRight(head.String(), " "))
}

// Run audits every tool on every formula, in order of size, encoding and
// seed, and writes the text table to w as it goes (nil writes none). The
// CNF family's rows come first, when a tool reads DIMACS, then the rows of
// the models (Models) of each language a tool reads; a tool's cell in a
// row of another language is "-". When ctx ends a case, the case cut
// short is kept, incomplete, with whatever it found, and the run stops.
// An error building a formula, running a tool or writing to w ends it.
func (s Suite) Run(ctx context.Context, w io.Writer) (*SuiteReport, error) {
	rep := &SuiteReport{FailedTools: map[string]int{}, Seconds: map[int]float64{}}
	ew := &errWriter{w: w}
	t := s.table()
	s.writeHeader(ew, t)
	sr := &suiteRun{s: s, rep: rep, ew: ew, t: t, w: w, total: s.cases()}
	s.Progress.Start("audit-solver", "")
	defer s.Progress.Clear()
	stoppedAt, err := unitplan.Sizes(s.Sizes, func(n int) (bool, error) { return sr.size(ctx, n) })
	if err != nil || stoppedAt != 0 {
		return rep, err
	}
	return rep, ew.err
}

// size runs the rows of board size n: the CNF family's, then the models'.
// stop is true when ctx cut a case short.
func (r *suiteRun) size(ctx context.Context, n int) (stop bool, err error) {
	r.report = &compare.SizeChecks{N: n}
	r.rep.Reports = append(r.rep.Reports, r.report)
	if r.s.speaks(cpmodel.DIMACS) {
		for _, e := range r.s.Encodings {
			base, err := encode.Build(n, e)
			if err != nil {
				return false, err
			}
			want := Reference(n, e)
			members := []suiteMember{{m: base, want: want, label: base.Label()}}
			for _, seed := range r.s.Seeds {
				sh := base.Shuffle(seed)
				members = append(members, suiteMember{m: sh, want: want, label: sh.Label()})
			}
			members = append(members, r.s.completions(base, want)...)
			for _, sm := range members {
				stop, err := r.row(ctx, n, sm.label, cpmodel.DIMACS, len(sm.want), func(tool Tool) (*Case, error) {
					cs, err := Audit(ctx, tool, sm.m, sm.want, r.s.Limits)
					if err == nil {
						sm.relabel(cs)
					}
					return cs, err
				})
				if stop || err != nil {
					return stop, err
				}
			}
		}
	}
	for _, e := range r.s.Models {
		if !r.s.speaks(e.Language) {
			continue
		}
		m, err := cpmodel.Build(n, e)
		if err != nil {
			return false, err
		}
		want := ModelReference(n, e)
		stop, err := r.row(ctx, n, e.String(), e.Language, len(want), func(tool Tool) (*Case, error) {
			return AuditModel(ctx, tool, m, want, r.s.Limits)
		})
		if stop || err != nil {
			return stop, err
		}
	}
	return false, nil
}

// encodings counts the encodings and models the suite runs for each size.
func (s Suite) encodings() int {
	k := 0
	if s.speaks(cpmodel.DIMACS) {
		k = len(s.Encodings)
	}
	for _, e := range s.Models {
		if s.speaks(e.Language) {
			k++
		}
	}
	return k
}

// speaks reports whether a tool of the suite reads language l.
func (s Suite) speaks(l cpmodel.Language) bool {
	return slices.ContainsFunc(s.Tools, func(t Tool) bool { return t.Language == l })
}

// cases counts the cases the suite runs.
func (s Suite) cases() int {
	k := 0
	for _, tool := range s.Tools {
		if tool.Language == cpmodel.DIMACS {
			k += len(s.Encodings) * (1 + len(s.Seeds) + s.Completions)
		}
		for _, e := range s.Models {
			if e.Language == tool.Language {
				k++
			}
		}
	}
	return k * len(s.Sizes)
}

// suiteRun is the state of one Suite.Run.
type suiteRun struct {
	s           Suite
	rep         *SuiteReport
	report      *compare.SizeChecks // the current board size's checks
	ew          *errWriter
	w           io.Writer
	t           table
	done, total int
}

// row audits every tool that reads lang with audit and writes the table's
// row labelled label. stop is true when ctx ended the run.
func (r *suiteRun) row(ctx context.Context, n int, label string, lang cpmodel.Language, want int, audit func(Tool) (*Case, error)) (stop bool, err error) {
	s, rep := r.s, r.rep
	rep.Formulas++
	var row strings.Builder
	fmt.Fprintf(&row, "%-3d %-*s %8d", n, r.t.label, label, want)
	var rowFindings []Finding
	for i, tool := range s.Tools {
		if tool.Language != lang {
			fmt.Fprintf(&row, "  %-*s", r.t.cells[i], "-")
			continue
		}
		// A run may take minutes and report nothing until it ends: the
		// line names it and counts its time.
		s.Progress.Step(fmt.Sprintf("case %d/%d: n = %d %s, %s", r.done+1, r.total, n, label, tool.Name))
		cs, err := audit(tool)
		if err != nil {
			return true, err
		}
		r.done++
		rep.Cases = append(rep.Cases, *cs)
		if ctx.Err() != nil {
			rep.Interrupted = true
			if cs.Verdict == result.Fail {
				rep.FailedTools[tool.Name]++
				rep.Findings += cs.FindingsTotal
			}
			return true, r.ew.err
		}
		rep.Seconds[n] += cs.Seconds
		check := compare.Check{Name: label, Witnesses: tool.Name, OK: cs.Verdict == result.Pass}
		if len(cs.Findings) > 0 {
			check.Detail = cs.Findings[0].String()
			if cs.FindingsTotal > 1 {
				check.Detail += fmt.Sprintf(" (and %d more)", cs.FindingsTotal-1)
			}
		}
		r.report.Checks = append(r.report.Checks, check)
		cell := CaseCell(cs)
		if s.Times {
			cell += fmt.Sprintf(" %.2fs", cs.Seconds)
		}
		fmt.Fprintf(&row, "  %-*s", r.t.cells[i], cell)
		switch cs.Verdict {
		case result.Fail:
			rep.FailedTools[tool.Name]++
			rep.Findings += cs.FindingsTotal
			if slices.ContainsFunc(cs.Findings, func(f Finding) bool { return f.Kind == Rejected }) {
				rep.rejected++
			}
		case result.Incomplete:
			rep.Stopped++
		}
		rowFindings = append(rowFindings, cs.Findings...)
	}
	if r.w != nil {
		s.Progress.Clear()
		r.ew.printf("%s\n", strings.TrimRight(row.String(), " "))
		for _, f := range rowFindings {
			r.ew.printf("    ! %s\n", f)
		}
	}
	return r.ew.err != nil, r.ew.err
}

// CaseCell is a case's cell in the table: the distinct valid models (or
// the count a counter states), and what went wrong.
func CaseCell(cs *Case) string {
	figure := cs.Models.String()
	if !cs.Models.IsKnown() {
		figure = cs.Claimed.String()
	}
	switch cs.Verdict {
	case result.Pass:
		return figure + " ok"
	case result.Incomplete:
		if len(cs.Findings) > 0 {
			return string(cs.Findings[0].Kind)
		}
		return "stopped"
	}
	if len(cs.Findings) > 0 && cs.Findings[0].Kind == Rejected {
		return "rejected"
	}
	return figure + " FAIL"
}

// Summary says in one line what the whole run found.
func (r *SuiteReport) Summary(tools []Tool) string {
	runs := fmt.Sprintf("%d %s × %d %s", r.Formulas, text.Plural(r.Formulas, "formula"), len(tools), text.Plural(len(tools), "tool"))
	var parts []string
	for _, t := range tools {
		if k := r.FailedTools[t.Name]; k > 0 {
			parts = append(parts, fmt.Sprintf("%s fails on %d", t.Name, k))
		}
	}
	s := fmt.Sprintf("verdict: %s: %s", r.Verdict(), runs)
	if len(parts) > 0 {
		s += fmt.Sprintf(", %d %s (%s)", r.Findings, text.Plural(r.Findings, "finding"), strings.Join(parts, ", "))
	} else {
		s += ", no finding"
	}
	if r.rejected > 0 {
		s += fmt.Sprintf("; %d failed %s: the tool rejected a valid model", r.rejected, text.Plural(r.rejected, "case"))
	}
	if r.Stopped > 0 {
		s += fmt.Sprintf(", %d stopped at a limit", r.Stopped)
	}
	if len(tools) > 1 && len(parts) == 0 && r.Stopped == 0 {
		s += "; the tools agree with the known answer and with each other"
	}
	return s
}
