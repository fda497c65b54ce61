package main

import (
	"io"
	"os"
	"strings"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/render"
	"github.com/nqcheck/nqcheck/report"
)

// auditHTML writes audit's page: each finding next to its line and the
// line's board. The audit reads its input once and keeps no line, so the
// page reads the finding's lines again afterwards: from the file audited,
// or from a temporary copy of standard input made while the audit read it.
type auditHTML struct {
	out     string   // the page's path, or "-"
	command string   // the command line shown
	input   string   // the input's name
	path    string   // the file to read the lines from again
	spool   *os.File // the copy of standard input, or nil
}

// newAuditHTML prepares the page of an audit of in, named name (a path, or
// "" or "-" for standard input), to be written to out. It returns the
// reader the audit must read: in itself, or in copied to a temporary file.
// close removes the copy.
func newAuditHTML(out, name string, in io.Reader, args []string) (*auditHTML, io.Reader, error) {
	h := &auditHTML{out: out, command: "nqcheck audit " + strings.Join(args, " "), input: name, path: name}
	if name == "" || name == "-" {
		f, err := os.CreateTemp("", "nqcheck-audit-*")
		if err != nil {
			return nil, nil, err
		}
		h.spool, h.path, h.input = f, f.Name(), "standard input"
		in = io.TeeReader(in, f)
	}
	return h, in, nil
}

// close removes the copy of standard input, if any.
func (h *auditHTML) close() {
	if h.spool != nil {
		h.spool.Close()
		os.Remove(h.spool.Name())
	}
}

// write writes the page of rep to h.out (stdout for "-").
func (h *auditHTML) write(rep *audit.Report, stdout io.Writer) error {
	if h.spool != nil {
		if err := h.spool.Sync(); err != nil {
			return err
		}
	}
	page, err := report.AuditPageFromFile(rep, h.input, h.command, h.path)
	if err != nil {
		return err
	}
	return cli.WriteFile(h.out, stdout, func(w io.Writer) error { return render.WriteAuditPage(w, page) })
}
