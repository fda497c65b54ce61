package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// auditSchema compiles docs/schema/audit.json.
func auditSchema(t *testing.T) *jsonschema.Schema {
	t.Helper()
	sch, err := schemaCompiler(t).Compile("audit.json")
	if err != nil {
		t.Fatal(err)
	}
	return sch
}

// TestAuditJSONSchema validates audit --json, of a file and of --run, with
// and without findings, complete or stopped, against the published schema.
func TestAuditJSONSchema(t *testing.T) {
	t.Parallel()
	sch := auditSchema(t)
	dir := t.TempDir()
	good := writeFile(t, dir, "good.txt", "2 4 1 3\n3 1 4 2\n")
	bad := writeFile(t, dir, "bad.txt", "2 4 1 3\n1 2 3 4\n2 4 1 3\n9\n")
	boards := writeFile(t, dir, "boards.txt", "[['.Q..', '...Q', 'Q...', '..Q.'], ['Q...', '.Q..', '..Q.', '...Q']]\n")
	count := writeFile(t, dir, "count.txt", "91\n")
	empty := writeFile(t, dir, "empty.txt", "")
	words := writeFile(t, dir, "words.txt", "Solution 1: a2 b4 c1 d3\nSolution 2: a3 b1 c4 d2\nFound 3 solutions\nNumber of solutions for 4 queens 2 or 3\n")
	prog := writeFile(t, dir, "prog.sh", "if [ \"$1\" = 5 ]; then echo 9; exit 2; fi\necho 2\n")
	unread := writeFile(t, dir, "unread.txt", "Q.*.\n.*.Q\nQ*..\n..Q*\n")
	unreadProg := writeFile(t, dir, "unread.sh", "if [ \"$1\" = 5 ]; then printf 'Q.*..\\n'; exit 0; fi\necho 2 4 1 3; echo 3 1 4 2\n")
	tests := []struct {
		args []string
		code int
	}{
		{[]string{"audit", "-n", "4", "--json", good}, cli.ExitOK},
		{[]string{"audit", "-n", "4", "--json", bad}, cli.ExitMismatch},
		{[]string{"audit", "-n", "4", "--json", boards}, cli.ExitMismatch},
		{[]string{"audit", "-n", "8", "--json", count}, cli.ExitMismatch},
		{[]string{"audit", "-n", "4", "--json", words}, cli.ExitMismatch},
		{[]string{"audit", "-n", "4", "--json", "--classes", "--order", "lex", good}, cli.ExitMismatch},
		{[]string{"audit", "-n", "18", "--format", "p1219", "--timeout", "500ms", "--json", empty}, cli.ExitIncomplete},
		{[]string{"audit", "-n", "4-5", "--run", "--json", "--", "sh", prog, "{n}"}, cli.ExitMismatch},
		// No reading explains the lines: unreadable input, exit 2, with a
		// result all the same.
		{[]string{"audit", "-n", "4", "--json", unread}, cli.ExitUsage},
		{[]string{"audit", "-n", "4-5", "--run", "--json", "--", "sh", unreadProg, "{n}"}, cli.ExitUsage},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		if code := run(tt.args, &stdout, &stderr); code != tt.code {
			t.Errorf("%q: exit %d, want %d; stderr:\n%s", tt.args, code, tt.code, stderr.String())
			continue
		}
		v, err := jsonschema.UnmarshalJSON(bytes.NewReader(stdout.Bytes()))
		if err != nil {
			t.Errorf("%q: %v\n%s", tt.args, err, stdout.String())
			continue
		}
		if err := sch.Validate(v); err != nil {
			t.Errorf("%q: the JSON does not validate: %v\n%s", tt.args, err, stdout.String())
		}
	}
}

// TestAuditFindingQueens checks that a finding about a solution keeps its
// queens in the JSON, for a report to draw.
func TestAuditFindingQueens(t *testing.T) {
	t.Parallel()
	p := writeFile(t, t.TempDir(), "in.txt", "Q...\n.Q..\n..Q.\n...Q\n")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"audit", "-n", "4", "--json", p}, &stdout, &stderr); code != cli.ExitMismatch {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var out struct {
		Results []struct {
			Findings []struct {
				Kind   string
				Queens [][2]int
			}
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	f := out.Results[0].Findings[0]
	if f.Kind != "invalid" || len(f.Queens) != 4 || f.Queens[3] != [2]int{3, 3} {
		t.Errorf("finding %+v, want the invalid board's queens on the diagonal", f)
	}
}

// TestListFormatsAudit runs "list --format F | audit" for every text
// format list writes (the formats its error message names, all but svg,
// which is a drawing, not a listing) and several sizes: audit detects
// each and finds nothing.
func TestListFormatsAudit(t *testing.T) {
	t.Parallel()
	var out0, err0 bytes.Buffer
	run([]string{"list", "--format", "?"}, &out0, &err0)
	m := regexp.MustCompile(`\(want ([a-z0-9, ]+)\)`).FindStringSubmatch(err0.String())
	if m == nil {
		t.Fatalf("list's error for an unknown format %q names no format", err0.String())
	}
	var formats []string
	for _, f := range strings.FieldsFunc(strings.ReplaceAll(m[1], " or ", ","), func(r rune) bool { return r == ',' || r == ' ' }) {
		if f != "svg" {
			formats = append(formats, f)
		}
	}
	if len(formats) < 3 {
		t.Fatalf("formats %v", formats)
	}
	dir := t.TempDir()
	for _, format := range formats {
		for _, n := range []int{1, 2, 4, 5, 6, 8, 9} {
			var out, errOut bytes.Buffer
			if code := run([]string{"list", "-n", strconv.Itoa(n), "--format", format}, &out, &errOut); code != cli.ExitOK {
				t.Fatalf("list --format %s -n %d: exit %d: %s", format, n, code, errOut.String())
			}
			path := writeFile(t, dir, format+strconv.Itoa(n), out.String())
			var rep, repErr bytes.Buffer
			if code := run([]string{"audit", "-n", strconv.Itoa(n), path}, &rep, &repErr); code != cli.ExitOK {
				t.Errorf("list --format %s -n %d | audit: exit %d\n%s%s", format, n, code, rep.String(), repErr.String())
			}
		}
	}
}
