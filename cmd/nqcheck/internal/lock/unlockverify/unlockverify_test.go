package unlockverify

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlock"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/lock/unlockcnf"
	"github.com/nqcheck/nqcheck/encode"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/sat"
)

const workerEnv = "UNLOCKVERIFY_TEST_WORKER"

// TestMain serves one stream of SAT cubes (sat.ServeWorker) and exits when
// workerEnv is "1", and runs the tests otherwise.
func TestMain(m *testing.M) {
	if os.Getenv(workerEnv) == "1" {
		if err := sat.ServeWorker(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "test worker:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func options() Options {
	return Options{Workers: 2, Start: func() (*exec.Cmd, error) { return sat.SelfCommand(nil, workerEnv+"=1") }}
}

// TestNoSegment is the figures: 1624, 7152, 26016, 72912, 140704,
// 140704 and 389112, by the search and by the SAT models.
func TestNoSegment(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("the SAT witness enumerates 389112 models; TestLengths checks a part")
	}
	r, err := Case(context.Background(), 0, 0, options())
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != result.Pass {
		t.Fatalf("verdict %s: %+v", r.Verdict, r.Checks)
	}
	want := []uint64{1624, 7152, 26016, 72912, 140704, 140704, 389112}
	if len(r.Lengths) != len(want) {
		t.Fatalf("%d rows, want %d", len(r.Lengths), len(want))
	}
	for i, row := range r.Lengths {
		for _, c := range []result.Figure{row.Known, row.DFS, row.SAT} {
			if v, ok := c.Value(); !ok || v != want[i] {
				t.Errorf("length %d: %+v, want %d by each", row.Length, row, want[i])
			}
		}
	}
	if len(r.Checks) != 6 {
		t.Errorf("%d checks, want valid, cube-member, distinct and three counts: %+v", len(r.Checks), r.Checks)
	}
}

// TestCases checks a few sets of segments: both witnesses agree, and no
// known figure is claimed.
func TestCases(t *testing.T) {
	t.Parallel()
	for _, segs := range [][][2]int{{{1, 2}}, {{1, 3}, {5, 9}}, {{2, 4}, {4, 6}, {6, 8}}} {
		var set unlock.Set
		for _, p := range segs {
			s, err := unlock.NewSegment(p[0], p[1])
			if err != nil {
				t.Fatal(err)
			}
			set = set.Add(s)
		}
		opt := options()
		if testing.Short() {
			opt.To = 6
		}
		r, err := Case(context.Background(), 7, set, opt)
		if err != nil {
			t.Fatal(err)
		}
		if r.Verdict != result.Pass || r.Case != 7 || len(r.Segments) != len(segs) {
			t.Errorf("%v: %+v", segs, r)
		}
		if _, ok := r.Lengths[0].Known.Value(); ok {
			t.Errorf("%v: a known figure is claimed for a case", segs)
		}
		if v, _ := r.Total.Value(); v != unlock.Count(set).Total() || v == 0 {
			t.Errorf("%v: total %d", segs, v)
		}
	}
}

// TestChecker feeds faulty models to the checks: each must fail.
func TestChecker(t *testing.T) {
	t.Parallel()
	cubes := unlockcnf.LengthCubes()
	find := func(l int, prefix ...int) int {
		for i, c := range cubes {
			if c.Length == l && c.Prefix[0] == prefix[0] && c.Prefix[1] == prefix[1] && c.Prefix[2] == prefix[2] {
				return i
			}
		}
		t.Fatalf("no cube %d %v", l, prefix)
		return -1
	}
	model := func(p ...int) []encode.Var {
		var vs []encode.Var
		for i, v := range p {
			vs = append(vs, unlockcnf.Place(i+1, v))
		}
		return vs
	}
	tests := []struct {
		name  string
		cube  int
		model []encode.Var
	}{
		{"valid", find(4, 1, 3, 2), model(1, 3, 2, 4)},       // 1→3 over an unused 2
		{"valid", find(4, 1, 2, 3), model(1, 2, 3)},          // too short
		{"cube-member", find(5, 1, 2, 3), model(1, 2, 3, 4)}, // length 4 in a cube of 5
		{"", find(4, 1, 2, 3), model(1, 2, 3, 4)},            // the first copy is counted
		{"distinct", find(4, 1, 2, 3), model(1, 2, 3, 4)},    // the second copy fails
	}
	ck := checker{cubes: cubes, patterns: map[uint64]bool{}}
	var counts unlock.Counts
	for _, tt := range tests {
		ck.model(tt.cube, tt.model, &counts)
	}
	failed := map[string]bool{}
	for _, c := range ck.results() {
		if !c.OK {
			failed[c.Name] = true
			if c.Cube == "" || c.Detail == "" {
				t.Errorf("check %s fails without its cube and detail: %+v", c.Name, c)
			}
		}
	}
	for _, name := range []string{"valid", "cube-member", "distinct"} {
		if !failed[name] {
			t.Errorf("check %s passed", name)
		}
	}
	if counts.Total() != 1 {
		t.Errorf("%d models counted, want only the first 1 2 3 4", counts.Total())
	}
}

// TestCompareFails checks that a count one off fails the verdict.
func TestCompareFails(t *testing.T) {
	t.Parallel()
	dfs, sat := unlock.Known(), unlock.Known()
	sat[6]++
	var r result.Unlock
	compare(&r, dfs, sat, lengthRange{4, 9}, true)
	if r.Verdict != result.Fail {
		t.Fatalf("verdict %s", r.Verdict)
	}
	var details []string
	for _, c := range r.Checks {
		if !c.OK {
			details = append(details, c.Witnesses+": "+c.Detail)
		}
	}
	want := "dfs/sat: length 6: dfs 26016, sat 26017; sat/known: length 6: sat 26017, known 26016"
	if got := strings.Join(details, "; "); got != want {
		t.Errorf("failures %q, want %q", got, want)
	}
}

// TestLengths enumerates lengths 4 and 5 only: their SAT figures agree,
// the others and the totals are null for SAT, the known total is still
// checked against the search.
func TestLengths(t *testing.T) {
	t.Parallel()
	opt := options()
	opt.From, opt.To = 4, 5
	r, err := Case(context.Background(), 0, 0, opt)
	if err != nil {
		t.Fatal(err)
	}
	if r.Verdict != result.Pass {
		t.Fatalf("verdict %s: %+v", r.Verdict, r.Checks)
	}
	for _, row := range r.Lengths {
		v, ok := row.SAT.Value()
		if want := row.Length == 4 || row.Length == 5; ok != want || (ok && v != unlock.Known()[row.Length]) {
			t.Errorf("length %d: sat %v", row.Length, row.SAT)
		}
	}
	if r.Witnesses[1].Total.IsKnown() || r.Witnesses[1].Cubes != 2*9*8*7 {
		t.Errorf("sat witness %+v", r.Witnesses[1])
	}
	if len(r.Checks) != 6 {
		t.Errorf("%d checks: %+v", len(r.Checks), r.Checks)
	}
}

func TestParseLengths(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		spec     string
		from, to int
	}{{"4-9", 4, 9}, {"6", 6, 6}, {"5-7", 5, 7}, {"3-9", 0, 0}, {"4-10", 0, 0}, {"7-5", 0, 0}, {"x", 0, 0}, {"", 0, 0}} {
		from, to, err := ParseLengths(tt.spec)
		if from != tt.from || to != tt.to || (err == nil) != (tt.from != 0) {
			t.Errorf("ParseLengths(%q) = %d, %d, %v", tt.spec, from, to, err)
		}
	}
}
