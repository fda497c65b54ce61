package unitplan

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/result"
)

// ev is the evidence of the tests' plan: unit i's is 10·i.
type ev struct {
	Total int `json:"total"`
}

var testKeys = []string{"a", "b", "c", "d", "e"}

func testPlan(method string) Plan[ev] {
	return Plan[ev]{ID: result.NewPlanID("count", 5, method, 1, testKeys), Keys: testKeys,
		Check: func(i int, e ev) error {
			if e.Total != 10*i {
				return fmt.Errorf("unit %d: total %d, want %d", i, e.Total, 10*i)
			}
			return nil
		}}
}

// TestResume: a run journals its units and writes the shard's; a second
// run with the journal resumes them and runs only the others; the result
// file holds the shard's units in order.
func TestResume(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	jpath, out := filepath.Join(dir, "journal"), filepath.Join(dir, "shard.json")
	p := testPlan("m")
	r, err := Start(p, Options{Journal: jpath, Shard: shard.Spec{Index: 1, Of: 2}})
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Todo(); !slices.Equal(got, []int{1, 3}) || r.Mine() != 2 || r.Resumed() != 0 {
		t.Fatalf("todo %v, mine %d, resumed %d; want [1 3], 2, 0", got, r.Mine(), r.Resumed())
	}
	if err := r.Done(1, ev{10}); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Start(p, Options{Journal: jpath, Out: out, Shard: shard.Spec{Index: 0, Of: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if got := again.Todo(); !slices.Equal(got, []int{0, 2, 3, 4}) || again.Resumed() != 1 || again.JournalPath() != jpath {
		t.Fatalf("todo %v, resumed %d from %s; want [0 2 3 4], 1 from %s", got, again.Resumed(), again.JournalPath(), jpath)
	}
	if e, ok := again.Known(1); !ok || e.Total != 10 {
		t.Errorf("unit 1: %v %v, want 10 from the journal", e, ok)
	}
	for _, i := range []int{0, 3} {
		if err := again.Done(i, ev{10 * i}); err != nil {
			t.Fatal(err)
		}
	}
	if err := again.Close(); err != nil {
		t.Fatal(err)
	}
	n, err := again.Write(true, 1.25)
	if err != nil || n != 3 || again.Ran() != 2 {
		t.Fatalf("wrote %d units (%v), ran %d; want 3, 2", n, err, again.Ran())
	}
	f, err := shard.Read[ev](out)
	if err != nil {
		t.Fatal(err)
	}
	var units []int
	for _, u := range f.Units {
		units = append(units, u.Unit)
	}
	if !slices.Equal(units, []int{0, 1, 3}) || f.Complete || f.Plan != p.ID || f.Seconds != 1.25 {
		t.Errorf("file: units %v, complete %v, plan %v, %gs; want [0 1 3], false, %v, 1.25s", units, f.Complete, f.Plan, f.Seconds, p.ID)
	}
	if e := again.Evidence(); e[3].Total != 30 || e[2].Total != 0 {
		t.Errorf("evidence %v", e)
	}
}

// TestBadJournal: a journal of another plan, or with evidence the plan
// can never give, is bad input before any unit runs.
func TestBadJournal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	jpath := filepath.Join(dir, "journal")
	lie := testPlan("m")
	lie.Check = func(int, ev) error { return nil }
	r, err := Start(lie, Options{Journal: jpath, Shard: shard.Spec{Of: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Done(2, ev{7}); err != nil {
		t.Fatal(err)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	for _, p := range []Plan[ev]{testPlan("m"), testPlan("other")} {
		_, err := Start(p, Options{Journal: jpath, Shard: shard.Spec{Of: 1}})
		var ce *CheckpointError
		if !errors.As(err, &ce) || !ce.Bad {
			t.Errorf("%v: %v, want a bad-input CheckpointError", p.ID, err)
		}
	}
}

// TestErrorKind: each error of a run with a checkpoint or a result file
// is told apart, wrapped or not.
func TestErrorKind(t *testing.T) {
	t.Parallel()
	tests := []struct {
		err  error
		kind string
		bad  bool
	}{
		{&CheckpointError{Err: errors.New("damaged"), Bad: true}, "checkpoint", true},
		{fmt.Errorf("n = 8: %w", &CheckpointError{Err: errors.New("in use")}), "checkpoint", false},
		{&OutError{Err: errors.New("disk full")}, "out", false},
		{&result.PlanError{Journal: true}, "", false},
		{errors.New("other"), "", false},
	}
	for _, tc := range tests {
		if kind, bad := ErrorKind(tc.err); kind != tc.kind || bad != tc.bad {
			t.Errorf("%v: %q %v, want %q %v", tc.err, kind, bad, tc.kind, tc.bad)
		}
	}
}

// TestSizes: the sizes run in order until one is stopped, fails or is the
// last asked for.
func TestSizes(t *testing.T) {
	t.Parallel()
	boom := errors.New("boom")
	tests := []struct {
		name    string
		stop    int   // the size that reports stopped
		fail    int   // the size that fails
		last    int   // the size that returns ErrLast
		ran     []int // the sizes run
		stopped int
		err     error
	}{
		{name: "all", ran: []int{4, 5, 6}},
		{name: "stopped", stop: 5, ran: []int{4, 5}, stopped: 5},
		{name: "failed", fail: 5, ran: []int{4, 5}, err: boom},
		{name: "last", last: 4, ran: []int{4}},
		{name: "stopped last", stop: 4, last: 4, ran: []int{4}, stopped: 4},
	}
	for _, tc := range tests {
		var ran []int
		stopped, err := Sizes([]int{4, 5, 6}, func(n int) (bool, error) {
			ran = append(ran, n)
			switch n {
			case tc.fail:
				return false, boom
			case tc.last:
				return n == tc.stop, ErrLast
			}
			return n == tc.stop, nil
		})
		if !slices.Equal(ran, tc.ran) || stopped != tc.stopped || !errors.Is(err, tc.err) || (err == nil) != (tc.err == nil) {
			t.Errorf("%s: ran %v, stopped at %d, %v; want %v, %d, %v", tc.name, ran, stopped, err, tc.ran, tc.stopped, tc.err)
		}
	}
}
