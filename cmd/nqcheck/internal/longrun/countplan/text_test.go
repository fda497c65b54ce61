package countplan

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// TestCountText: the column heads before the first row only, unknown
// figures as "-", and a failed write returned.
func TestCountText(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	text := &CountText{W: &b}
	rows := []result.CountResult{
		{N: 8, Total: result.Known(92), Classes: result.Known(12), Fix90: result.Known(0), Fix180: result.Known(4), Seconds: 0.01},
		{N: 9, Seconds: 1.5},
	}
	for _, r := range rows {
		if err := text.Row(r); err != nil {
			t.Fatal(err)
		}
	}
	want := "  n           total       classes   fix90    fix180  time\n" +
		"  8              92            12       0         4  0.01s\n" +
		"  9               -             -       -         -  1.50s\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
	if err := WriteCountRow(failingWriter{}, rows[0], false); err == nil {
		t.Error("a failed write: no error")
	}
}

// TestExpect: only the known figures are compared, and a nil table
// compares nothing.
func TestExpect(t *testing.T) {
	t.Parallel()
	ref, err := reference.Parse(strings.NewReader("n\tA000170\tA002562\tA032522\tA033148\n8\t92\t12\t4\t0\n"))
	if err != nil {
		t.Fatal(err)
	}
	partial := &reference.Table{Columns: ref.Columns, Rows: ref.Rows, Partial: true}
	tests := []struct {
		name string
		ref  *reference.Table
		r    result.CountResult
		want string
	}{
		{"agree", ref, result.CountResult{N: 8, Total: result.Known(92), Classes: result.Known(12), Fix90: result.Known(0), Fix180: result.Known(4)}, "[]"},
		{"total differs", ref, result.CountResult{N: 8, Total: result.Known(91), Classes: result.Known(12)}, "[n = 8: A000170 expected 92, got 91]"},
		{"unknown figures", ref, result.CountResult{N: 8}, "[]"},
		{"size not in the table", ref, result.CountResult{N: 9, Total: result.Known(1)}, "[n = 9: the reference table has no value for this size]"},
		{"size not in a partial table", partial, result.CountResult{N: 9, Total: result.Known(1)}, "[]"},
		{"no table", nil, result.CountResult{N: 8, Total: result.Known(91)}, "[]"},
	}
	for _, tc := range tests {
		if got := fmt.Sprint(Expect(tc.ref, tc.r)); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
	}
	if row := ReferenceRow(result.CountResult{N: 8, Total: result.Known(92)}); len(row.Values) != 1 || row.Values[reference.Total] != 92 {
		t.Errorf("reference row %+v", row)
	}
}

// TestRunText: a shard's line says whether it is complete and where
// its file is; a stopped run or one without figures has none.
func TestRunText(t *testing.T) {
	t.Parallel()
	id := result.NewPlanID("count", 8, "bitmask", 1, []string{"a", "b"})
	opt := Options{Shard: shard.Spec{Index: 1, Of: 2}, Out: "s1.json"}
	tests := []struct {
		run  Run
		line string
	}{
		{Run{ID: id, Planned: true, Mine: 1, Written: 1, Seconds: 0.123}, fmt.Sprintf("shard 1/2 of %v: complete, 0.12s, written to s1.json", id)},
		{Run{ID: id, Planned: true, Mine: 4, Written: 3, Stopped: true, Seconds: 2}, fmt.Sprintf("shard 1/2 of %v: stopped with 3 of 4 units, 2.00s, written to s1.json", id)},
		{Run{ID: result.PlanID{Command: "count", N: 8, Method: "bitmask"}, Stopped: true, Seconds: 0.5}, "shard 1/2 of count -n 8 (method bitmask): stopped while its plan was made, 0.50s, no file written"},
	}
	for _, tc := range tests {
		if got := tc.run.ShardLine(opt); got != tc.line {
			t.Errorf("line %q, want %q", got, tc.line)
		}
		if r := tc.run.Result(); r.N != 8 || r.Total.IsKnown() {
			t.Errorf("result %+v, want n = 8 with no figures", r)
		}
	}
	whole := Run{ID: id, Seconds: 0.5}
	whole.Counts.N, whole.Counts.Total, whole.Counts.Fix180 = 8, 92, 4
	if r := whole.Result(); r.Total != result.Known(92) || r.Classes != result.Known(12) || r.Seconds != 0.5 {
		t.Errorf("result %+v", r)
	}
}
