package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/table"
	"github.com/nqcheck/nqcheck/result"
)

// TestTableShardsMerge: a size's two counters counted in two shards, each
// to its result files, merge into the row a whole run gives, which names
// both counters with their files.
func TestTableShardsMerge(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, s := range []string{"0/2", "1/2"} {
		out := filepath.Join(dir, "s"+s[:1]+".json")
		var stdout, stderr bytes.Buffer
		code := run([]string{"table", "-n", "10", "--witnesses", "join,frontier", "--shard", s, "--out", out, "--checkpoint", t.TempDir(), "--quiet"}, &stdout, &stderr)
		if code != cli.ExitOK || strings.Count(stdout.String(), "complete") != 2 {
			t.Fatalf("shard %s: exit %d\n%s%s", s, code, stdout.String(), stderr.String())
		}
		for _, w := range []string{"join", "frontier"} {
			if !strings.Contains(stdout.String(), table.WitnessPath(out, w)) {
				t.Errorf("shard %s: %s's file %s not named:\n%s", s, w, table.WitnessPath(out, w), stdout.String())
			}
		}
	}
	merged := tableJSON(t, cli.ExitOK, "table", "--merge", dir, "--format", "json", "--no-seconds", "--expect", oeisTable(t))
	whole := tableJSON(t, cli.ExitOK, "table", "-n", "10", "--witnesses", "join,frontier", "--format", "json", "--no-seconds")
	m, w := merged.Results[0], whole.Results[0]
	if m.Total != w.Total || m.Classes != w.Classes || m.Fix90 != w.Fix90 || m.Fix180 != w.Fix180 || m.Confirmed[ColTotalName] != w.Confirmed[ColTotalName] {
		t.Errorf("merged row %+v, whole %+v", m, w)
	}
	if len(m.Witnesses) != 2 || m.Witnesses[0].Files != 2 || m.Witnesses[1].Files != 2 || m.Units == nil || m.Units.Confirmed != 2 || !m.Published["total"] {
		t.Errorf("merged row's evidence: witnesses %+v, units %+v, published %v", m.Witnesses, m.Units, m.Published)
	}
	// One counter's files alone make no row.
	var stdout, stderr bytes.Buffer
	if code := run([]string{"table", "--merge", filepath.Join(dir, "s0.join.json"), filepath.Join(dir, "s1.join.json")}, &stdout, &stderr); code != cli.ExitUsage ||
		!strings.Contains(stderr.String(), "two counters' plans") {
		t.Errorf("one plan's files: exit %d: %s", code, stderr.String())
	}
}

// ColTotalName is the key of the total in a row's confirmed map.
const ColTotalName = "total"

// tableJSON runs args, wants exit code, and returns the JSON report.
func tableJSON(t *testing.T, code int, args ...string) result.Envelope[result.TableRow] {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if got := run(args, &stdout, &stderr); got != code {
		t.Fatalf("%q: exit %d, want %d: %s", args, got, code, stderr.String())
	}
	var rep result.Envelope[result.TableRow]
	if err := json.Unmarshal(stdout.Bytes(), &rep); err != nil || len(rep.Results) != 1 {
		t.Fatalf("%q: %v, %d rows\n%s", args, err, len(rep.Results), stdout.String())
	}
	return rep
}

// TestTableWitnessesRefused: two counters that share counting code, or
// one counter twice, are a usage error that says why; --merge takes no
// -n.
func TestTableWitnessesRefused(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"table", "-n", "8", "--witnesses", "join,bitmask"}, "both run the orbit search"},
		{[]string{"table", "-n", "8", "--witnesses", "join,join"}, "are one counter"},
		{[]string{"table", "-n", "8", "--witnesses", "join"}, "give two witnesses"},
		{[]string{"table", "-n", "8", "--merge", "x.json"}, "--merge takes its size"},
		{[]string{"table", "-n", "8-9", "--shard", "0/2", "--out", "x.json"}, "one board size"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(tt.args, &stdout, &stderr); code != cli.ExitUsage || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", tt.args, code, stderr.String(), cli.ExitUsage, tt.want)
		}
	}
}
