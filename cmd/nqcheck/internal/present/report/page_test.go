package report

import (
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/present/render"
	"github.com/nqcheck/nqcheck/result"
)

// TestClassesN: the classes of 8 when 8 was verified, else of the
// largest size verified up to 12, else none.
func TestClassesN(t *testing.T) {
	t.Parallel()
	sizes := func(ns ...int) []result.Verify {
		var out []result.Verify
		for _, n := range ns {
			out = append(out, result.Verify{N: n, Verdict: result.Pass})
		}
		return out
	}
	tests := []struct {
		results []result.Verify
		want    int
	}{
		{sizes(8), 8},
		{sizes(1, 12, 8, 13), 8},
		{sizes(4, 6), 6},
		{sizes(3, 13, 14), 3},
		{sizes(13, 20), 0},
		{nil, 0},
	}
	for _, tc := range tests {
		if got := ClassesN(tc.results); got != tc.want {
			t.Errorf("sizes %v: %d, want %d", tc.results, got, tc.want)
		}
	}
}

// TestPageChecks: passed checks are grouped by kind with their witnesses,
// failed ones listed on their own with theirs, in the order first made.
func TestPageChecks(t *testing.T) {
	t.Parallel()
	got := pageChecks([]result.Check{
		{Name: "valid", Witnesses: "dfs", OK: true},
		{Name: "set", Witnesses: "dfs/sat", OK: false, Detail: "first difference"},
		{Name: "valid", Witnesses: "sat", OK: true},
		{Name: "set", Witnesses: "dfs/dfs-iter", OK: true},
	})
	want := []render.Check{
		{Name: "valid", Verdict: result.Pass, Detail: "passed: dfs, sat"},
		{Name: "set dfs/sat", Verdict: result.Fail, Detail: "first difference"},
		{Name: "set", Verdict: result.Pass, Detail: "passed: dfs/dfs-iter"},
	}
	if len(got) != len(want) {
		t.Fatalf("%+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("check %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}
