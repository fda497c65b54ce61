package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
)

// TestTableColumns: --columns chooses the columns of the table; a name
// that is no column is a usage error naming the nearest; JSON, whose form
// is fixed, takes none; the default Markdown table has no confirmed
// column.
func TestTableColumns(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args      []string
		code      int
		out, errs string
	}{
		{[]string{"table", "-n", "4-5", "--columns", "n,total,confirmed", "--format", "csv"}, cli.ExitOK,
			"n,total,confirmed\n4,2,\"total:bitmask+dfs+dfs-iter+frontier+join+sat classes:", ""},
		{[]string{"table", "-n", "4", "--columns", "n,total"}, cli.ExitOK, "| n | total |\n|--:|------:|\n| 4 |     2 |\n", ""},
		{[]string{"table", "-n", "4", "--no-seconds"}, cli.ExitOK, "| n | total | classes | fix90 | fix180 | orbits_8 | orbits_4 | orbits_2 | orbits_1 | first | last | witnesses | oeis |\n", ""},
		{[]string{"table", "-n", "4", "--columns", "n,totl"}, cli.ExitUsage, "", `--columns: unknown column "totl" (want n, total,`},
		{[]string{"table", "-n", "4", "--columns", "n,totl"}, cli.ExitUsage, "", `; did you mean total?`},
		{[]string{"table", "-n", "4", "--columns", "n", "--format", "json"}, cli.ExitUsage, "", "--columns chooses the columns of md, csv and tsv; json has every field"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(tt.args, &stdout, &stderr)
		if code != tt.code || !strings.HasPrefix(stdout.String(), tt.out) || !strings.Contains(stderr.String(), tt.errs) {
			t.Errorf("%q: exit %d, stdout\n%s\nstderr %s\nwant exit %d, stdout starting %q, stderr holding %q", tt.args, code, stdout.String(), stderr.String(), tt.code, tt.out, tt.errs)
		}
	}
}
