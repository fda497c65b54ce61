package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/journal"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/result"
)

// countReport runs nqcheck with args (which must include --json) and
// returns its exit code, decoded report and standard error.
func countReport(t *testing.T, args ...string) (int, result.Envelope[result.CountResult], string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	var rep result.Envelope[result.CountResult]
	dec := json.NewDecoder(&stdout)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rep); err != nil {
		t.Fatalf("%q: exit %d, decoding %q: %v\nstderr: %s", args, code, stdout.String(), err, stderr.String())
	}
	return code, rep, stderr.String()
}

// wantFigures fails unless r holds the reference figures of its size.
func wantFigures(t *testing.T, r result.CountResult) {
	t.Helper()
	i := r.N - 1
	want := []uint64{uint64(oeis.Q[i]), uint64(oeis.Classes[i])}
	got := []result.Figure{r.Total, r.Classes}
	if i < len(oeis.Fix180) {
		want = append(want, uint64(oeis.Fix90[i]), uint64(oeis.Fix180[i]))
		got = append(got, r.Fix90, r.Fix180)
	}
	for k, c := range got {
		if v, ok := c.Value(); !ok || v != want[k] {
			t.Errorf("n = %d: figures %v %v %v %v, want %v", r.N, r.Total, r.Classes, r.Fix90, r.Fix180, want)
			return
		}
	}
}

func TestCountCheckpointResume(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, rep, stderr := countReport(t, "count", "--method", "bitmask", "-n", "11", "--checkpoint", dir, "--json")
	if code != cli.ExitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	wantFigures(t, rep.Results[0])
	plan, _ := dfs.BitmaskPlan(11)
	lines := journalLines(t, filepath.Join(dir, countJournal))
	if len(lines) != 1+len(plan.Units) {
		t.Fatalf("journal of %d lines, want a header and %d units", len(lines), len(plan.Units))
	}
	code, rep, stderr = countReport(t, "count", "--method", "bitmask", "-n", "11", "--checkpoint", dir, "--json")
	if code != cli.ExitOK {
		t.Fatalf("rerun: exit %d, stderr %q", code, stderr)
	}
	wantFigures(t, rep.Results[0])
	if want := fmt.Sprintf("%d of %d units done in %s; counting the other 0", len(plan.Units), len(plan.Units), filepath.Join(dir, countJournal)); !strings.Contains(stderr, want) {
		t.Errorf("stderr %q does not say %q", stderr, want)
	}
	if again := journalLines(t, filepath.Join(dir, countJournal)); len(again) != len(lines) {
		t.Errorf("the rerun added %d lines to a finished journal", len(again)-len(lines))
	}
}

// TestCountJournalCutEveryByte cuts the journal of a finished count at
// every byte offset of its last record, as a kill during that write
// would, and resumes: the same figures, only the cut unit counted again,
// and a journal as whole as the first.
func TestCountJournalCutEveryByte(t *testing.T) {
	t.Parallel()
	full := t.TempDir()
	if code, _, stderr := countReport(t, "count", "--method", "bitmask", "-n", "8", "--checkpoint", full, "--json"); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	eachJournalCut(t, filepath.Join(full, countJournal), func(dir string, cut, done, units int) {
		code, rep, stderr := countReport(t, "count", "--method", "bitmask", "-n", "8", "--checkpoint", dir, "--json")
		if code != cli.ExitOK {
			t.Fatalf("cut at %d: exit %d: %s", cut, code, stderr)
		}
		wantFigures(t, rep.Results[0])
		if want := fmt.Sprintf("%d of %d units done", done, units); !strings.Contains(stderr, want) {
			t.Fatalf("cut at %d: stderr %q does not say %q", cut, stderr, want)
		}
	})
}

func TestCountJournalOfAnotherPlan(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if code, _, stderr := countReport(t, "count", "--method", "bitmask", "-n", "8", "--checkpoint", dir, "--json"); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	// Another method's journal, as a later method would leave it.
	other := t.TempDir()
	plan, _ := dfs.BitmaskPlan(8)
	id := result.NewPlanID("count", 8, "frontier", 1, plan.Keys())
	j, _, err := journal.Open[dfs.UnitCount](filepath.Join(other, countJournal), id, plan.Keys())
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"another n", []string{"count", "--method", "bitmask", "-n", "9", "--checkpoint", dir}, "holds the plan of count -n 8 (method bitmask v1, 123 units"},
		{"another method", []string{"count", "--method", "bitmask", "-n", "8", "--checkpoint", other}, "holds the plan of count -n 8 (method frontier v1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(tt.args, &stdout, &stderr); code != cli.ExitUsage {
				t.Fatalf("exit %d, want %d; stderr %q", code, cli.ExitUsage, stderr.String())
			}
			if !strings.Contains(stderr.String(), tt.want) || strings.Count(stderr.String(), "\n") != 1 {
				t.Errorf("stderr %q, want one line saying %q", stderr.String(), tt.want)
			}
			if stdout.Len() != 0 {
				t.Errorf("stdout %q", stdout.String())
			}
		})
	}
}

// TestCountTimeoutRow: a count stopped by --timeout prints its row with
// unknown figures and the time it ran, and the interrupted object.
func TestCountTimeoutRow(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	code, rep, stderr := countReport(t, "count", "--method", "bitmask", "-n", "19", "--timeout", "300ms", "--json", "--quiet")
	if code != cli.ExitIncomplete {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	if rep.Complete || rep.Verdict != result.Incomplete || rep.Interrupted == nil || rep.Interrupted.Reason != "timeout" || rep.Interrupted.Seconds <= 0 {
		t.Errorf("report %+v, interrupted %+v", rep, rep.Interrupted)
	}
	if len(rep.Results) != 1 {
		t.Fatalf("%d results, want the stopped n = 19", len(rep.Results))
	}
	r := rep.Results[0]
	if r.N != 19 || r.Total.IsKnown() || r.Classes.IsKnown() || r.Fix90.IsKnown() || r.Fix180.IsKnown() || r.Seconds <= 0 {
		t.Errorf("stopped row %+v", r)
	}
	var stdout, errb bytes.Buffer
	if code := run([]string{"count", "--method", "bitmask", "-n", "19", "--timeout", "200ms", "--checkpoint", dir}, &stdout, &errb); code != cli.ExitIncomplete {
		t.Fatalf("text: exit %d", code)
	}
	if !regexp.MustCompile(`(?m)^ 19               -             -       -         -  [0-9]+\.[0-9]{2}s$`).MatchString(stdout.String()) {
		t.Errorf("text row missing:\n%s", stdout.String())
	}
	if !strings.Contains(errb.String(), "stopped during n = 19: timeout after 200ms") {
		t.Errorf("stderr %q", errb.String())
	}
}

func TestCountScaleFlags(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"shard without out", []string{"count", "--method", "bitmask", "-n", "8", "--shard", "0/2"}, "--shard needs --out FILE"},
		{"bad shard", []string{"count", "--method", "bitmask", "-n", "8", "--shard", "2/2", "--out", "x"}, "--shard: shard \"2/2\": the index must be in 0..1"},
		{"shard and json", []string{"count", "--method", "bitmask", "-n", "8", "--shard", "0/2", "--out", "x", "--json"}, "its figures come from nqcheck merge"},
		{"checkpoint of two sizes", []string{"count", "--method", "bitmask", "-n", "8,9", "--checkpoint", "d"}, "take one board size, not 2"},
		{"unknown method", []string{"count", "--method", "bitmask", "-n", "8", "--method", "magic"}, `--method: unknown method "magic" (known: join, frontier, bitmask)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRun(t, tt.args, cli.ExitUsage, "", tt.want)
		})
	}
}

// TestCountKillResume kills a count with SIGKILL once its journal holds
// a few units, resumes it, and checks that only the units not journaled
// are counted again and the figures are right.
func TestCountKillResume(t *testing.T) {
	if testing.Short() {
		t.Skip("counts n = 16 in two processes: seconds")
	}
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, countJournal)
	kept := killWhenJournaled(t, path, "count", "--method", "bitmask", "-n", "16", "--workers", "1", "--checkpoint", dir, "--quiet")
	plan, _ := dfs.BitmaskPlan(16)
	if kept >= len(plan.Units) {
		t.Fatalf("the count finished (%d units) before the kill", kept)
	}
	code, rep, stderr := countReport(t, "count", "--method", "bitmask", "-n", "16", "--checkpoint", dir, "--json")
	if code != cli.ExitOK {
		t.Fatalf("resume: exit %d: %s", code, stderr)
	}
	wantFigures(t, rep.Results[0])
	if want := fmt.Sprintf("%d of %d units done in %s; counting the other %d", kept, len(plan.Units), path, len(plan.Units)-kept); !strings.Contains(stderr, want) {
		t.Errorf("stderr %q does not say %q", stderr, want)
	}
	if got := len(journalLines(t, path)) - 1; got != len(plan.Units) {
		t.Errorf("journal holds %d units after the resume, want %d", got, len(plan.Units))
	}
}

// TestCountSignal stops a checkpointed count with SIGINT: exit 4, the
// interrupted object names the signal, the row has no figures, and the
// units finished before the signal are in the journal.
func TestCountSignal(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process and lets it run")
	}
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, countJournal)
	p := startNqcheck(t, nil, "count", "--method", "bitmask", "-n", "19", "--checkpoint", dir, "--json", "--quiet")
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(5 * time.Millisecond) {
		if b, err := os.ReadFile(path); err == nil && bytes.Count(b, []byte("\n")) > 3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no unit journaled after 2 minutes")
		}
	}
	if err := p.cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	code, out := p.wait(t, time.Minute)
	if code != cli.ExitIncomplete {
		t.Fatalf("exit %d, stderr %q", code, p.stderr.String())
	}
	var rep result.Envelope[result.CountResult]
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	if rep.Interrupted == nil || rep.Interrupted.Reason != "signal" || rep.Interrupted.Signal != "interrupt" ||
		len(rep.Results) != 1 || rep.Results[0].Total.IsKnown() || rep.Verdict != result.Incomplete {
		t.Errorf("report %+v, interrupted %+v", rep, rep.Interrupted)
	}
	if got := len(journalLines(t, path)) - 1; got < 3 {
		t.Errorf("the journal holds %d units after the stop", got)
	}
}

// TestCountJournalDamaged: a damaged line before the last is reported
// with its line number, exit 2, and nothing is counted.
func TestCountJournalDamaged(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if code, _, stderr := countReport(t, "count", "--method", "bitmask", "-n", "8", "--checkpoint", dir, "--json"); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	path := filepath.Join(dir, countJournal)
	lines := journalLines(t, path)
	lines[3] = strings.Replace(lines[3], `"unit":`, `"unit": 1`, 1) // another number, the checksum kept
	writeFile(t, dir, countJournal, strings.Join(lines, "\n")+"\n")
	checkRun(t, []string{"count", "--method", "bitmask", "-n", "8", "--checkpoint", dir}, cli.ExitUsage, "", "count.journal, line 4: unit 1")
}

// TestCheckpointNotJournal: a file at the journal's path that is not a
// journal (notes, or any line that is no journal header) makes count and
// verify exit 2 with one line naming it, and is left as it is; an empty
// one is a journal not yet begun.
func TestCheckpointNotJournal(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		journal string
		args    []string
	}{
		{countJournal, []string{"count", "-n", "8"}},
		{verifyJournal, []string{"verify", "-n", "6", "--witness", "dfs,dfs-iter"}},
	} {
		for _, text := range []string{"notes\n", "notes"} {
			dir := t.TempDir()
			path := writeFile(t, dir, tc.journal, text)
			checkRun(t, append(tc.args, "--checkpoint", dir), cli.ExitUsage, "", path+" is not a journal (")
			if b, err := os.ReadFile(path); err != nil || string(b) != text {
				t.Errorf("%s: the file now holds %q (%v), want %q", tc.args[0], b, err, text)
			}
		}
		dir := t.TempDir()
		writeFile(t, dir, tc.journal, "")
		checkRun(t, append(tc.args, "--checkpoint", dir), cli.ExitOK, "", "")
	}
}
