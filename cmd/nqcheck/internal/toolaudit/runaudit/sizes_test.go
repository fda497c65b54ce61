package runaudit

import (
	"bytes"
	"context"
	"encoding/json"
	"iter"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/audit"
	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/result"
)

// sizesRun is a run of a shell program that answers n = 4 right and
// n = 5 with one invalid line.
func sizesRun(sizes ...int) Sizes {
	script := `case $1 in 4) printf '2 4 1 3\n3 1 4 2\n';; 5) echo 1 2 3 4 5;; esac`
	return Sizes{
		Program: audit.Program{Path: "sh", Args: []string{"-c", script, "sh", audit.SizeArg}, Timeout: time.Minute},
		Sizes:   sizes,
		Options: audit.Options{MaxFindings: 20},
		Count: func(_ context.Context, n int, _ func(int, int)) (uint64, error) {
			return uint64(len(auditReference(n))), nil
		},
		Reference:  func(n int) iter.Seq[board.Solution] { return slices.Values(auditReference(n)) },
		StopReason: func(context.Context) string { return "stopped by the test" },
	}
}

// envelope decodes a result envelope.
func auditEnvelope(t *testing.T, data []byte) result.Envelope[result.Audit] {
	t.Helper()
	var env result.Envelope[result.Audit]
	if err := json.Unmarshal(data, &env); err != nil {
		t.Fatalf("%v:\n%s", err, data)
	}
	return env
}

// TestSizesTable: the text table has its header and one row per size
// as it runs; the end is the summary line, or the JSON envelope with one
// result per size and no interruption.
func TestSizesTable(t *testing.T) {
	t.Parallel()
	var table bytes.Buffer
	run := sizesRun(4, 5)
	run.Table, run.NoSeconds = &table, true
	rep, err := run.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete || !rep.Failed || rep.Asked != 2 || len(rep.Results) != 2 {
		t.Fatalf("report %+v", rep)
	}
	lines := strings.Split(table.String(), "\n")
	if !strings.HasPrefix(lines[0], "  n  verdict") || !strings.HasPrefix(lines[1], "  4  pass ") || !strings.Contains(lines[1], "       -  0") {
		t.Errorf("table:\n%s", table.String())
	}
	if !strings.Contains(table.String(), "\n  5  fail ") || !strings.Contains(table.String(), "     line 1: ") {
		t.Errorf("no row of n = 5 with its finding:\n%s", table.String())
	}
	var end bytes.Buffer
	if err := rep.WriteResult(&end, false, nil); err != nil || end.String() != "audit: 1 of 2 sizes pass\n" {
		t.Errorf("text end %q, %v", end.String(), err)
	}
	end.Reset()
	stopped := &result.Interruption{Reason: "signal", Signal: "interrupt"}
	if err := rep.WriteResult(&end, true, stopped); err != nil {
		t.Fatal(err)
	}
	env := auditEnvelope(t, end.Bytes())
	if env.Command != "audit" || env.Verdict != result.Fail || !env.Complete || env.Interrupted != nil || len(env.Results) != 2 ||
		env.Results[0].N != 4 || env.Results[1].Verdict != result.Fail || env.Results[0].Run == nil {
		t.Errorf("envelope %+v", env)
	}
}

// TestSizesStopped: a run whose context is done stops at its first
// size, says so, and its JSON envelope holds the interruption.
func TestSizesStopped(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var stoppedAt []int
	run := sizesRun(4, 5)
	run.Stopped = func(n int) { stoppedAt = append(stoppedAt, n) }
	rep, err := run.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Complete || rep.Stopped == nil || rep.Stopped.N != 4 || rep.Stopped.Reason != "stopped by the test" || !slices.Equal(stoppedAt, []int{4}) {
		t.Fatalf("report %+v, stopped at %v", rep, stoppedAt)
	}
	var out bytes.Buffer
	if err := rep.WriteResult(&out, true, &result.Interruption{Reason: "signal", Signal: "interrupt", N: 4}); err != nil {
		t.Fatal(err)
	}
	env := auditEnvelope(t, out.Bytes())
	if env.Complete || env.Verdict == result.Pass || env.Interrupted == nil || env.Interrupted.N != 4 {
		t.Errorf("envelope %+v", env)
	}
}

// TestSlowWarning: the warning names the first size from SlowFrom on.
func TestSlowWarning(t *testing.T) {
	t.Parallel()
	if w := SlowWarning([]int{4, SlowFrom - 1}); w != "" {
		t.Errorf("warning below SlowFrom: %q", w)
	}
	if w := SlowWarning([]int{4, SlowFrom + 1, SlowFrom}); !strings.HasPrefix(w, "n = 17: ") {
		t.Errorf("warning %q, want one about n = 17", w)
	}
}

// auditReference returns every solution of board size n in lexicographic
// order: the search's, each a copy (the search reuses its slice).
func auditReference(n int) []board.Solution {
	var out []board.Solution
	for s := range dfs.Seq(n) {
		out = append(out, slices.Clone(s))
	}
	return out
}

// TestSmallSizesAsOthersRead checks that a lone "0" at n = 1, a wrong
// count or the one solution 0-based, is read as the larger sizes show the
// program writes (0-based lines), and passes with a note, while a wrong
// answer at n = 1 in that reading still fails; boards whose queen is a
// "0" among dots teach that symbol. When n = 1 is the only
// size asked for, the program's output at n = 4 shows the notation.
func TestSmallSizesAsOthersRead(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		sizes []int  // asked for; with n = 1 alone the program is run at n = 4 to see its notation
		one   string // what the program prints at n = 1
		four  string // at n = 4
		pass  bool
	}{
		{[]int{1, 4}, "0", `1 3 0 2\n2 0 3 1\n`, true},
		{[]int{1, 4}, "2", `1 3 0 2\n2 0 3 1\n`, false},
		{[]int{1}, "0", `1 3 0 2\n2 0 3 1\n`, true},
		{[]int{1}, "2", `1 3 0 2\n2 0 3 1\n`, false},
		{[]int{1}, "0", `2\n`, false},                                               // a count: 0 is a wrong count
		{[]int{1}, "0", ``, false},                                                  // nothing at n = 4 tells
		{[]int{1}, "0", `.0..\n...0\n0...\n..0.\n\n..0.\n0...\n...0\n.0..\n`, true}, // boards whose queen is 0
		{[]int{1}, ".", `.0..\n...0\n0...\n..0.\n\n..0.\n0...\n...0\n.0..\n`, false},
	} {
		run := sizesRun(tt.sizes...)
		script := `case $1 in 1) echo ` + tt.one + `;; 4) printf '` + tt.four + `';; esac`
		run.Program.Args = []string{"-c", script, "sh", audit.SizeArg}
		rep, err := run.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		r := rep.Results[0]
		noted := slices.ContainsFunc(r.Notes, func(n string) bool { return strings.Contains(n, "read as the output for n = 4 reads") })
		if (r.Verdict == result.Pass) != tt.pass || noted != tt.pass || len(rep.Results) != len(tt.sizes) {
			t.Errorf("sizes %v, n = 1 prints %q, n = 4 %q: verdict %s, notes %q, %d results; want pass %v",
				tt.sizes, tt.one, tt.four, r.Verdict, r.Notes, len(rep.Results), tt.pass)
		}
	}
}
