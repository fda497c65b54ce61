package report

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/result"
)

// MaxShownLine is how many bytes of an audited line the page shows.
const MaxShownLine = 2048

// AuditPage returns the page of an audit: each finding next to its line
// (from lines, by line number, as ReadLines returns them) and the line's
// board. input names what was audited; command is the command line shown.
func AuditPage(rep *audit.Report, input, command string, lines map[int64]string) render.AuditPage {
	page := render.AuditPage{
		Title:   fmt.Sprintf("Audit of %s, n = %d", input, rep.N),
		Command: command,
		Version: result.Version,
		Verdict: result.Pass,
	}
	if !rep.Clean() {
		page.Verdict = rep.Verdict()
	}
	// The reading as the text report says it: the column base only where
	// columns were read (not for boards or a count).
	page.Header = []string{
		fmt.Sprintf("Input %s: %d lines, %s.", input, rep.Lines, rep.Describe()),
		fmt.Sprintf("%d distinct valid solutions of Q(%d) = %d.", rep.Solutions, rep.N, rep.Expected),
	}
	if rep.Unreadable != "" {
		page.Header = append(page.Header, "Unreadable: "+rep.Unreadable+".")
	}
	for _, f := range rep.Findings {
		text := f.Kind.String() + ": " + f.Detail
		input, ok := lines[f.Line]
		if !ok {
			page.Findings = append(page.Findings, render.NewFinding(f.Line, text, "", nil, nil))
			continue
		}
		fd := render.NewFinding(f.Line, text, input, nil, nil)
		if len(f.Queens) > 0 {
			// The queens the audit read, whatever the notation (a board,
			// pairs, a list): drawn as read.
			b := placementBoard(rep.N, f.Queens)
			b.Label = fmt.Sprintf("line %d", f.Line)
			fd.Board = &b
		} else if b, ok := LineBoard(rep.N, rep.Format, rep.Base, input); ok {
			b.Label = fmt.Sprintf("line %d", f.Line)
			fd.Board = &b
		}
		page.Findings = append(page.Findings, fd)
	}
	if more := rep.Total() - int64(len(rep.Findings)); more > 0 {
		page.Summary = append(page.Summary, fmt.Sprintf("%d more findings not listed (--max-findings %d)", more, len(rep.Findings)))
	}
	for _, k := range audit.Kinds() {
		if c := rep.Count(k); c > 0 {
			page.Summary = append(page.Summary, fmt.Sprintf("%s: %d", k, c))
		}
	}
	return page
}

// AuditPageFromFile returns the page of an audit of the file at path
// (named input on the page): the lines of the findings are read again
// from it, as the audit keeps none.
func AuditPageFromFile(rep *audit.Report, input, command, path string) (render.AuditPage, error) {
	wanted := map[int64]bool{}
	for _, f := range rep.Findings {
		if f.Line > 0 {
			wanted[f.Line] = true
		}
	}
	lines, err := ReadLines(path, wanted)
	if err != nil {
		return render.AuditPage{}, fmt.Errorf("reading the findings' lines again: %w", err)
	}
	return AuditPage(rep, input, command, lines), nil
}

// AuditPageFromInput returns the page of an audit of in, which Keep made
// readable again (see audit.Input.Kept): the lines of the findings are
// read again from the file audited or from the copy of standard input.
func AuditPageFromInput(rep *audit.Report, in *audit.Input, command string) (render.AuditPage, error) {
	path, err := in.Kept()
	if err != nil {
		return render.AuditPage{}, err
	}
	return AuditPageFromFile(rep, in.Name, command, path)
}

// ReadLines returns the text of the wanted lines of the file at path, each
// cut to MaxShownLine bytes, without its line ending.
func ReadLines(path string, wanted map[int64]bool) (map[int64]string, error) {
	out := map[int64]string{}
	if len(wanted) == 0 {
		return out, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReaderSize(f, 64<<10)
	var line int64 = 1
	var cur []byte
	for len(out) < len(wanted) {
		chunk, err := r.ReadSlice('\n')
		if wanted[line] && len(cur) < MaxShownLine {
			cur = append(cur, chunk[:min(len(chunk), MaxShownLine-len(cur))]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if len(chunk) > 0 && wanted[line] {
			s := string(bytes.TrimRight(cur, "\r\n"))
			if len(cur) == MaxShownLine {
				s += " …"
			}
			out[line] = s
		}
		cur = cur[:0]
		line++
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// LineBoard reads the board an audited line holds, in the format and the
// column base the audit read it with (audit.LineQueens), and marks the
// first two queens that attack each other and the rows without a queen.
// ok is false when the line holds no board of size n.
func LineBoard(n int, format audit.Format, base int, line string) (render.Board, bool) {
	cells, ok := audit.LineQueens(n, format, base, line)
	if !ok {
		return render.Board{}, false
	}
	return placementBoard(n, cells), true
}
