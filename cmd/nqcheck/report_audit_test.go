package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/internal/base/child"
)

// TestAuditHTML audits the faulty listing of docs/examples from a file and
// from standard input, and reads both pages back: three findings, the
// invalid line's board with its two attacking queens joined by a line,
// the duplicate's board plain, and nothing loaded from outside.
func TestAuditHTML(t *testing.T) {
	t.Parallel()
	src := "../../docs/examples/faulty-8.txt"
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, from := range []string{"file", "stdin"} {
		t.Run(from, func(t *testing.T) {
			t.Parallel()
			out := filepath.Join(t.TempDir(), "audit.html")
			args := []string{"audit", "-n", "8", "--html", out, src}
			var stdout, stderr bytes.Buffer
			if from == "stdin" {
				// A process of its own reads the listing on its standard
				// input; the package's stdin stays as it is.
				args[len(args)-1] = "-"
				o, err := child.Run(context.Background(), child.Spec{
					Path: os.Args[0], Args: args, Stdin: bytes.NewReader(data),
					Env: append(os.Environ(), "NQCHECK_MAIN=1"), Timeout: 2 * time.Minute,
				}, func(r io.Reader) error { _, err := io.Copy(&stdout, r); return err })
				if err != nil || o.ExitCode != cli.ExitMismatch {
					t.Fatalf("exit %d, want %d: %v %s", o.ExitCode, cli.ExitMismatch, err, o.Stderr)
				}
			} else if code := run(args, &stdout, &stderr); code != cli.ExitMismatch {
				t.Fatalf("exit %d, want %d: %s", code, cli.ExitMismatch, stderr.String())
			}
			page, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			doc, boards := svgBoards(t, page)
			if got := doc.Count("div", "finding"); got != 3 {
				t.Errorf("%d findings, want 3", got)
			}
			if len(boards) != 2 {
				t.Fatalf("%d boards, want 2 (the invalid line and the duplicate)", len(boards))
			}
			if got := doc.Count("path", "attacking"); got != 2 {
				t.Errorf("%d attacking queens, want 2", got)
			}
			if got := doc.Count("line", "attack"); got != 1 {
				t.Errorf("%d attack lines, want 1", got)
			}
			for _, want := range []string{"line 5", "2 4 6 8 3 1 5 7", "line 31", "duplicate solution", "missing solutions: 1"} {
				if !strings.Contains(doc.Text, want) {
					t.Errorf("%q not in the page's text %q", want, doc.Text)
				}
			}
			// The text report is unchanged by --html.
			var plain bytes.Buffer
			run([]string{"audit", "-n", "8", src}, &plain, &stderr)
			if plain.String() != stdout.String() {
				t.Errorf("--html changed the text report:\n%s\nwant\n%s", stdout.String(), plain.String())
			}
		})
	}
}
