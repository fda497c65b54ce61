//go:build unix

package audit

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/base/child"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/testkit/integration"
)

// python returns the path of python3, or skips the test (with
// NQCHECK_INTEGRATION=1, fails it).
func python(t *testing.T) string {
	t.Helper()
	return integration.LookPath(t, "python3")
}

// queensPy is the program that prints solutions as many programs do.
var queensPy = filepath.Join("testdata", "programs", "queens.py")

// styles returns the output styles queens.py knows.
func styles(t *testing.T, py string) []string {
	t.Helper()
	var out strings.Builder
	_, err := child.Run(context.Background(), child.Spec{Path: py, Args: []string{queensPy, "--styles"}, Timeout: time.Minute},
		func(r io.Reader) error { _, err := io.Copy(&out, r); return err })
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(out.String())
}

// TestRealisticOutputs audits what queens.py prints in each style — the
// shapes of Python's print, Java's Arrays.toString and List.toString,
// JavaScript's console.log and JSON.stringify, boards of several symbols,
// listings and counts — for n = 1..10: a correct output gives no finding;
// one with a dropped, a doubled or an attacking solution gives exactly
// that finding. It runs only with NQCHECK_INTEGRATION=1.
func TestRealisticOutputs(t *testing.T) {
	t.Parallel()
	integration.Only(t, "audits the outputs of a Python program in every style, n = 1..10")
	py := python(t)
	dir := t.TempDir()
	maxN := 10
	if testing.Short() {
		maxN = 8
	}
	out, err := child.Run(context.Background(), child.Spec{Path: py, Args: []string{queensPy, "--all", dir, fmt.Sprint(maxN)}, Timeout: 5 * time.Minute},
		func(r io.Reader) error { _, err := io.Copy(io.Discard, r); return err })
	if err != nil || out.ExitCode != 0 {
		t.Fatalf("queens.py --all: %v, exit %d: %s", err, out.ExitCode, out.Stderr)
	}
	refs := make([][]board.Solution, maxN+1)
	for n := 1; n <= maxN; n++ {
		refs[n] = reference(n)
		if len(refs[n]) != oeis.Q[n-1] {
			t.Fatalf("reference(%d) has %d solutions", n, len(refs[n]))
		}
	}
	for _, style := range styles(t, py) {
		for _, fault := range []string{"none", "drop", "double", "attack"} {
			for n := 1; n <= maxN; n++ {
				want := map[Kind]int64{}
				q := len(refs[n])
				switch {
				case fault == "none":
				case (fault == "drop" || fault == "double") && q == 0:
					continue // nothing to drop or double
				case fault == "attack" && n <= 2:
					continue // n = 1: the one placement is the solution; n = 2: a pair is a permutation
				case fault != "none" && n == 1 && (style == "grid-unicode" || style == "lines-tabs" || style == "grid-01"):
					continue // "1" after the listing of n = 1 reads as its solution, a count or a board
				case style == "count" && fault == "drop" && n == 1:
					want = map[Kind]int64{Ambiguous: 1, WrongCount: 1} // "0": a wrong count or a 0-based solution
				case style == "lines-tabs" && fault == "drop" && q == 4:
					// Three solutions and the total 4 are a right P1219
					// answer, which a detected P1219 answer is taken for
					// (with a note naming --format lines).
					continue
				case style == "count":
					want[WrongCount] = 1
				case fault == "drop":
					want[Missing] = 1
				case fault == "double":
					want[Duplicate] = 1
				case fault == "attack":
					want[Invalid] = 1
				}
				if style == "lines-commas" && n == 1 && fault == "none" {
					// "0": a count of 0 or the solution 0-based; said so.
					want = map[Kind]int64{Ambiguous: 1, WrongCount: 1}
				}
				name := fmt.Sprintf("%s.%s.%d", style, fault, n)
				f, err := os.Open(filepath.Join(dir, name))
				if err != nil {
					t.Fatal(err)
				}
				rep, err := OutputContext(context.Background(), f, n, slices.Values(refs[n]), Options{MaxFindings: -1})
				f.Close()
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				for _, k := range Kinds() {
					if rep.Count(k) != want[k] {
						var b strings.Builder
						rep.WriteText(&b)
						t.Errorf("%s: %d findings of kind %q, want %d\n%s", name, rep.Count(k), k, want[k], b.String())
						break
					}
				}
			}
		}
	}
}

// TestConsoleLogCut shows that a listing cut short by console.log (more
// than 100 items) is a finding that names it.
func TestConsoleLogCut(t *testing.T) {
	t.Parallel()
	in := "[\n  [ 0, 4, 7, 5, 2, 6, 1, 3 ],\n  ... 91 more items\n]\n"
	rep, err := OutputContext(context.Background(), strings.NewReader(in), 8, slices.Values(ref8), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Count(Unparsable) != 1 || !strings.Contains(rep.Findings[0].String(), "line 3: unparsable token: \"...\" : the list is cut short, as console.log does") {
		t.Errorf("findings %v", rep.Findings)
	}
}

// runPy runs queens.py in style with fault through RunProgram for n.
func runPy(t *testing.T, py string, ctx context.Context, n int, style, fault string, timeout time.Duration, viaStdin bool) *RunOutcome {
	t.Helper()
	args := []string{queensPy, style, fault, SizeArg}
	if viaStdin {
		args = args[:3]
	}
	o, err := RunProgram(ctx, Program{Path: py, Args: args, Timeout: timeout, MaxOutput: 1 << 20}, n, slices.Values(reference(n)), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestRunProgram runs queens.py across sizes: correct, wrong for odd n
// only, a count, a crash, and a program that hangs from n = 9 on, which
// is killed at the time limit with nothing left running.
func TestRunProgram(t *testing.T) {
	t.Parallel()
	py := python(t)
	ctx := context.Background()
	// Every size from 1 to 8 with NQCHECK_INTEGRATION=1 (CI); by default
	// (and with -short) one of each kind: n = 1, an even and an odd size
	// with solutions, and 8.
	sizes := []int{1, 4, 5, 8}
	if integration.Enabled() && !testing.Short() {
		sizes = []int{1, 2, 3, 4, 5, 6, 7, 8}
	}
	for _, n := range sizes {
		if o := runPy(t, py, ctx, n, "py-boards", "none", time.Minute, n%2 == 0); !o.Report.Clean() || o.Run.ExitCode != 0 {
			t.Errorf("correct program, n = %d: %d findings %v, exit %d", n, o.Report.Total(), o.Report.Findings, o.Run.ExitCode)
		}
		o := runPy(t, py, ctx, n, "java-list", "odd", time.Minute, false)
		if wrong := n%2 == 1 && oeis.Q[n-1] > 0; o.Report.Clean() == wrong || (wrong && o.Report.Count(Missing) != 1) {
			t.Errorf("odd-n fault, n = %d: findings %v", n, o.Report.Findings)
		}
		if o := runPy(t, py, ctx, n, "count", "none", time.Minute, false); !o.Report.Clean() || o.Report.Format != Count {
			t.Errorf("count, n = %d: format %v, findings %v", n, o.Report.Format, o.Report.Findings)
		}
	}
	o := runPy(t, py, ctx, 6, "js-json", "crash", time.Minute, false)
	// The crash comes first among the findings about the whole output: it
	// explains the solutions missing after it.
	first := slices.IndexFunc(o.Report.Findings, func(f Finding) bool { return f.Line == 0 })
	if o.Report.Count(ProgramFailed) != 1 || o.Run.ExitCode != 1 || first < 0 || !strings.Contains(o.Report.Findings[first].Detail, "ZeroDivisionError") {
		t.Errorf("crash: exit %d, findings %v", o.Run.ExitCode, o.Report.Findings)
	}
	if o := runPy(t, py, ctx, 8, "grid", "hang9", time.Minute, false); !o.Report.Clean() {
		t.Errorf("hang9 at n = 8: findings %v", o.Report.Findings)
	}
	o = runPy(t, py, ctx, 9, "grid", "hang9", 300*time.Millisecond, false)
	if !o.Run.TimedOut || o.Report.Count(TimedOut) != 1 {
		t.Errorf("hang at n = 9: timed out %v, findings %v", o.Run.TimedOut, o.Report.Findings)
	}
}

// TestRunKilledGroup checks that a program that hangs with a child of its
// own is killed with it when the run is stopped: no process of its group
// is left running. The stop comes once both have started.
func TestRunKilledGroup(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pids")
	script := "sleep 300 & echo $! > " + pidFile + ".tmp; echo $$ >> " + pidFile + ".tmp; mv " + pidFile + ".tmp " + pidFile + "; wait\n"
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		for {
			if _, err := os.Stat(pidFile); err == nil {
				cancel()
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	o, err := RunProgram(ctx, Program{Path: "sh", Args: []string{"-c", script}, Timeout: 10 * time.Minute}, 6, slices.Values(ref6), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	if !o.Run.Cancelled || o.Report.Complete {
		t.Errorf("cancelled %v, complete %v", o.Run.Cancelled, o.Report.Complete)
	}
	data, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pids := strings.Fields(string(data))
	if len(pids) != 2 {
		t.Fatalf("pid file %q", data)
	}
	for _, p := range pids {
		// The group was killed; a process may take a moment to die and be
		// reaped. A zombie has ended.
		for i := 0; ; i++ {
			stat, err := os.ReadFile(filepath.Join("/proc", p, "stat"))
			if f := strings.Fields(string(stat)); err != nil || (len(f) > 2 && f[2] == "Z") {
				break
			}
			if i == 1000 {
				t.Errorf("process %s is still running", p)
				var pid int
				fmt.Sscan(p, &pid)
				syscall.Kill(pid, syscall.SIGKILL)
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
}

// TestRunCancelled checks that a run stopped by the caller keeps the
// findings so far and is incomplete.
func TestRunCancelled(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	o, err := RunProgram(ctx, Program{Path: "sh", Args: []string{"-c", "echo 1 2 3; sleep 300"}}, 4, slices.Values(ref4), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	if o.Report.Complete || o.Report.Verdict() == "pass" {
		t.Errorf("complete %v, verdict %v", o.Report.Complete, o.Report.Verdict())
	}
}

// TestRunOutputCapAndNoOutput checks the findings of a program that
// prints too much and of one that prints nothing.
func TestRunOutputCapAndNoOutput(t *testing.T) {
	t.Parallel()
	o, err := RunProgram(context.Background(), Program{Path: "sh", Args: []string{"-c", "yes 2 4 1 3"}, MaxOutput: 4096, Timeout: time.Minute}, 4, slices.Values(ref4), Options{MaxFindings: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !o.Run.Truncated || o.Report.Count(OutputCapped) != 1 {
		t.Errorf("truncated %v, findings %v", o.Run.Truncated, o.Report.Findings)
	}
	o, err = RunProgram(context.Background(), Program{Path: "sh", Args: []string{"-c", "exit 0"}, Timeout: time.Minute}, 4, slices.Values(ref4), Options{MaxFindings: -1})
	if err != nil {
		t.Fatal(err)
	}
	if o.Report.Count(NoOutput) != 1 || o.Report.Count(Missing) != 1 {
		t.Errorf("findings %v", o.Report.Findings)
	}
	o, err = RunProgram(context.Background(), Program{Path: "sh", Args: []string{"-c", "exit 0"}, Timeout: time.Minute}, 3, slices.Values(reference(3)), Options{MaxFindings: -1})
	if err != nil || !o.Report.Clean() {
		t.Errorf("n = 3, no output (right: Q(3) = 0): %v, findings %v", err, o.Report.Findings)
	}
}

// TestRunEndlessLine checks that a program printing a line, or a token of
// a list, longer than MaxSkipped gets a finding for its size, with the
// part before it audited, not an error that ends the whole run.
func TestRunEndlessLine(t *testing.T) {
	if testing.Short() {
		t.Skip("prints 70 MB twice")
	}
	t.Parallel()
	for _, first := range []string{"echo 2 4 1 3", "printf '[[2,4,1,3],['"} {
		script := first + "; head -c 70000000 /dev/zero | tr '\\0' 7; echo; echo 3 1 4 2"
		o, err := RunProgram(context.Background(), Program{Path: "sh", Args: []string{"-c", script}, Timeout: time.Minute}, 4, slices.Values(ref4), Options{MaxFindings: -1})
		if err != nil {
			t.Fatalf("%s: %v", first, err)
		}
		if rep := o.Report; !rep.Complete || rep.Count(LineTooLong) != 1 || rep.Solutions != 1 {
			t.Errorf("%s: complete %v, %d solutions, findings %v", first, rep.Complete, rep.Solutions, rep.Findings)
		}
	}
}
