package audit

import (
	"context"
	"errors"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/nqcheck/nqcheck/board"
	special "github.com/nqcheck/nqcheck/judge"
	"github.com/nqcheck/nqcheck/result"
)

// placementText is the placement list -n N --one prints: the construction,
// 1-based columns on one line.
func placementText(t *testing.T, n int) (board.Solution, string) {
	t.Helper()
	s, err := special.Construct(n)
	if err != nil {
		t.Fatal(err)
	}
	return s, string(board.AppendColumns(nil, s))
}

// TestOnePlacementMillion: the placement of n = 10^6 that list --one
// prints passes; the same with its last queen moved into the first's
// column fails, naming both queens.
func TestOnePlacementMillion(t *testing.T) {
	const n = 1_000_000
	s, text := placementText(t, n)
	rep, err := OnePlacement(context.Background(), n, strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Clean() || rep.Verdict() != result.Pass || rep.Queens != n || rep.Lines != 1 {
		t.Fatalf("right placement of n = %d: %+v", n, rep)
	}
	s[n-1] = s[0]
	rep, err = OnePlacement(context.Background(), n, strings.NewReader(string(board.AppendColumns(nil, s))))
	if err != nil {
		t.Fatal(err)
	}
	want := "the queen of row 1000000 (column 2) attacks the queen of row 1 (column 2) on their column"
	if rep.Verdict() != result.Fail || len(rep.Findings) != 1 || rep.Findings[0].Kind != Invalid || !strings.Contains(rep.Findings[0].Detail, want) {
		t.Fatalf("findings %v, want one invalid placement: %s", rep.Findings, want)
	}
}

// TestOnePlacementFindings: each fault is one finding of its kind, on its
// line; -1 passes for n = 2 and 3 only; the columns may span lines.
func TestOnePlacementFindings(t *testing.T) {
	for _, tt := range []struct {
		n      int
		out    string
		kind   Kind // -1: passes
		line   int64
		detail string
	}{
		{8, "2 4 6 8\n3 1 7 5\n", -1, 0, ""},
		{3, "-1\n", -1, 0, ""},
		{1, "1", -1, 0, ""},
		{8, "1 2 3 4 5 6 7 8\n", Invalid, 1, "the queen of row 2 (column 2) attacks the queen of row 1 (column 1) on their diagonal"},
		{8, "2 4 6 8\n3 1 7 9\n", Invalid, 2, "off the board"},
		{8, "2 4 6 8 x 1 7 5\n", Unparsable, 1, `"x" is not an integer`},
		{8, "2 4 6 8 3 1 7 5 1\n", Unparsable, 1, "after the 8 columns"},
		{8, "2 4 6\n", WrongLength, 1, "ends after 3 of the 8 columns"},
		{8, "", NoOutput, 0, "the output is empty"},
		{8, " \n\n", NoOutput, 0, "the output is empty"},
		{8, "-1\n", Invalid, 1, "no placement exists"},
		{2, "1 2\n", Invalid, 1, "cannot be placed"},
	} {
		rep, err := OnePlacement(context.Background(), tt.n, strings.NewReader(tt.out))
		if err != nil {
			t.Fatalf("n = %d, %q: %v", tt.n, tt.out, err)
		}
		if tt.kind < 0 {
			if !rep.Clean() || rep.Verdict() != result.Pass {
				t.Errorf("n = %d, %q: %v, want a pass", tt.n, tt.out, rep.Findings)
			}
			continue
		}
		if len(rep.Findings) != 1 || rep.Verdict() != result.Fail {
			t.Errorf("n = %d, %q: %v, want one finding", tt.n, tt.out, rep.Findings)
			continue
		}
		if f := rep.Findings[0]; f.Kind != tt.kind || f.Line != tt.line || !strings.Contains(f.Detail, tt.detail) {
			t.Errorf("n = %d, %q: finding %v, want %v on line %d with %q", tt.n, tt.out, f, tt.kind, tt.line, tt.detail)
		}
	}
}

// TestOnePlacementUnreadable: a read error is a *ReadError, no verdict;
// a size out of range an error; ctx's end an incomplete report.
func TestOnePlacementUnreadable(t *testing.T) {
	broken := iotest.TimeoutReader(strings.NewReader("2 4 6 8\n"))
	if _, err := OnePlacement(context.Background(), 8, iotest.OneByteReader(broken)); !IsReadError(err) {
		t.Errorf("read error: %v, want a *ReadError", err)
	}
	if _, err := OnePlacement(context.Background(), 8, iotest.ErrReader(errors.New("disk"))); !IsReadError(err) {
		t.Errorf("read error: %v, want a *ReadError", err)
	}
	if _, err := OnePlacement(context.Background(), MaxOne+1, strings.NewReader("")); err == nil {
		t.Error("n over MaxOne: no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := OnePlacement(ctx, 8, strings.NewReader("2 4 6 8 3 1 7 5\n"))
	if err != nil || rep.Complete || rep.Verdict() != result.Incomplete {
		t.Errorf("stopped: %+v, %v; want an incomplete report", rep, err)
	}
}

// TestRunOne: a program's placement is audited as it prints it; how it
// ended is a finding, and the JSON result says how it ran.
func TestRunOne(t *testing.T) {
	prog := Program{Path: "sh", Args: []string{"-c", `echo 2 4 6 8 3 1 7 5; exit $1`, "sh", "0"}, Timeout: time.Minute}
	rep, err := RunOne(context.Background(), prog, 8)
	if err != nil {
		t.Fatal(err)
	}
	if res := rep.Result(0); !rep.Clean() || res.Verdict != result.Pass || res.Run == nil || res.Run.ExitCode != 0 || res.Format != OneFormat {
		t.Fatalf("right program: %+v", res)
	}
	prog.Args[3] = "4"
	if rep, err = RunOne(context.Background(), prog, 8); err != nil {
		t.Fatal(err)
	}
	if len(rep.Findings) != 1 || rep.Findings[0].Kind != ProgramFailed || rep.Result(0).Run.ExitCode != 4 {
		t.Fatalf("program exiting 4: %v", rep.Findings)
	}
	prog.Args = []string{"-c", `read n; echo "$n" | grep -qx 8 && echo 2 4 6 8 3 1 7 5`}
	if rep, err = RunOne(context.Background(), prog, 8); err != nil || !rep.Clean() {
		t.Fatalf("size on standard input: %v, %v", rep, err)
	}
}
