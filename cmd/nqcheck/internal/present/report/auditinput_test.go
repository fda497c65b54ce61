package report

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/dfs"
)

// TestAuditPageFromInput: the page of an audit of standard input, kept,
// shows the lines of its findings, read again from the copy, under the
// name "standard input"; without Keep there is nothing to read again.
func TestAuditPageFromInput(t *testing.T) {
	t.Parallel()
	text := "2 4 1 3\n1 2 3 4\n3 1 4 2\n"
	in, err := audit.OpenInput(context.Background(), "-", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	if err := in.Keep(); err != nil {
		t.Fatal(err)
	}
	rep, err := audit.OutputContext(context.Background(), in, 4, slices.Values(dfs.All(4)), audit.Options{MaxFindings: 20})
	if err != nil {
		t.Fatal(err)
	}
	page, err := AuditPageFromInput(rep, in, "nqcheck audit -n 4")
	if err != nil {
		t.Fatal(err)
	}
	if page.Title != "Audit of standard input, n = 4" || len(page.Findings) != 1 || page.Findings[0].Line != 2 ||
		page.Findings[0].Input != "1 2 3 4" || page.Findings[0].Board == nil {
		t.Errorf("page %+v", page)
	}
	plain, err := audit.OpenInput(context.Background(), "-", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	if _, err := AuditPageFromInput(rep, plain, "nqcheck audit -n 4"); err == nil {
		t.Error("standard input not kept: no error")
	}
}

// TestAuditPageBoards: the page of an audit of boards draws the board of
// a finding from the queens the audit read (the line alone is one row),
// and its header speaks of the boards' symbols, not of a column base.
func TestAuditPageBoards(t *testing.T) {
	t.Parallel()
	text := ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\nQ...\n"
	rep, err := audit.OutputContext(context.Background(), strings.NewReader(text), 4, dfs.Seq(4), audit.Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	page := AuditPage(rep, "boards.txt", "nqcheck audit -n 4 boards.txt", map[int64]string{6: "..Q."})
	i := slices.IndexFunc(page.Findings, func(f render.Finding) bool { return strings.Contains(f.Text, "invalid") })
	if i < 0 || page.Findings[i].Board == nil {
		t.Fatalf("no board drawn for the invalid board: %+v", page.Findings)
	}
	if h := strings.Join(page.Header, " "); strings.Contains(h, "based") || !strings.Contains(h, "format board") {
		t.Errorf("header %q: want the board format and no column base", h)
	}
}
