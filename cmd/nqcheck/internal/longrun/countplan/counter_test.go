package countplan

import (
	"context"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
)

// TestPairs: only counters that share no counting code pair; the default
// pair at each size is such a pair, and so is a method's partner.
func TestPairs(t *testing.T) {
	t.Parallel()
	for spec, want := range map[string]string{
		"join,frontier":    "",
		"frontier,bitmask": "",
		"join,bitmask":     "both run the orbit search",
		"join,join":        "one counter",
		"join":             "give two witnesses",
		"join,nope":        "unknown witness",
	} {
		_, err := ParsePair(spec)
		if (err == nil) != (want == "") || err != nil && !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", spec, err, want)
		}
	}
	for n := 1; n <= 32; n++ {
		p := DefaultPair(n)
		if err := Independent(p); err != nil || p[0].Cost(n) > p[1].Cost(n) {
			t.Errorf("n = %d: default pair %s,%s: %v", n, p[0].Name, p[1].Name, err)
		}
	}
	if p := DefaultPair(20); p[0].Name != dfs.JoinMethod || p[1].Name != dfs.FrontierMethod {
		t.Errorf("n = 20: default pair %s,%s, want join,frontier", p[0].Name, p[1].Name)
	}
	for _, m := range []string{dfs.JoinMethod, dfs.BitmaskMethod} {
		if w, err := Partner(m, 20); err != nil || w.Name != dfs.FrontierMethod {
			t.Errorf("partner of %s: %s, %v", m, w.Name, err)
		}
	}
}

// TestSizesConfirm: a second counter confirms each size; one broken
// through its Count makes the run a mismatch whose note names both.
func TestSizesConfirm(t *testing.T) {
	t.Parallel()
	frontier, err := CounterNamed(dfs.FrontierMethod)
	if err != nil {
		t.Fatal(err)
	}
	broken := frontier
	broken.Count = func(ctx context.Context, n int, opt Options) (*Run, error) {
		run, err := Count(ctx, dfs.FrontierMethod, n, opt)
		if err == nil {
			run.Counts.Fix90 += 2
		}
		return run, err
	}
	for _, tt := range []struct {
		w        Counter
		mismatch bool
		note     string
	}{
		{frontier, false, "n = 9: join and frontier agree"},
		{broken, true, "n = 9: fix90: join 0, but frontier 2"},
	} {
		var notes []string
		run, err := Sizes{Sizes: []int{8, 9}, Method: dfs.JoinMethod, Options: Options{Shard: shard.Spec{Of: 1}}, Confirm: tt.w,
			Note: func(l string) { notes = append(notes, l) }}.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if run.Mismatch != tt.mismatch || !strings.Contains(strings.Join(notes, "\n"), tt.note) {
			t.Errorf("mismatch %v, notes %q; want %v and %q", run.Mismatch, notes, tt.mismatch, tt.note)
		}
	}
}
