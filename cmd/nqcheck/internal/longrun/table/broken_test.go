package table

import (
	"context"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
)

// TestRowBrokenCounter: a counter whose run miscounts makes its row fail
// with checks that name it and both figures; one whose unit differs from
// the other counter's names the unit. The runs reach the row as merged
// runs do (RowOptions.Runs), one of them changed.
func TestRowBrokenCounter(t *testing.T) {
	t.Parallel()
	join, err := countplan.CounterNamed(dfs.JoinMethod)
	if err != nil {
		t.Fatal(err)
	}
	frontier, err := countplan.CounterNamed(dfs.FrontierMethod)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		run   func(*countplan.Run)
		wants []string
	}{
		{"unbroken", func(*countplan.Run) {}, nil},
		{"total", func(r *countplan.Run) { r.Counts.Total += 8 }, []string{"total: join 352, but frontier 360", "classes: join 46, but frontier 47"}},
		{"fix180 unit", func(r *countplan.Run) {
			for i, k := range r.Keys {
				if k == "fix180" {
					r.Evidence[i].Fix180 += 4
				}
			}
			r.Counts.Fix180 += 4
		}, []string{"unit fix180: join total 0, fix180 16, fix90 0, but frontier total 0, fix180 20, fix90 0", "fix180: join 16, but frontier 20"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			runs := map[string]*countplan.Run{}
			for _, w := range []countplan.Counter{join, frontier} {
				run, err := w.Run(context.Background(), 9, countplan.Options{Workers: 1, Shard: shard.Spec{Of: 1}, Figures: true})
				if err != nil {
					t.Fatal(err)
				}
				runs[w.Name] = run
			}
			tt.run(runs[frontier.Name])
			_, checks, err := Row(context.Background(), 9, RowOptions{Pair: [2]countplan.Counter{join, frontier}, Runs: runs, Workers: 1})
			if err != nil {
				t.Fatal(err)
			}
			var failed []string
			for _, c := range checks {
				if !c.OK {
					failed = append(failed, c.Name+" "+c.Witnesses+": "+c.Detail)
				}
			}
			all := strings.Join(failed, "\n")
			if (len(tt.wants) == 0) != (len(failed) == 0) {
				t.Errorf("failed checks:\n%s", all)
			}
			for _, want := range tt.wants {
				if !strings.Contains(all, want) {
					t.Errorf("the failed checks do not say %q:\n%s", want, all)
				}
			}
		})
	}
}
