package report

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/audit"
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
