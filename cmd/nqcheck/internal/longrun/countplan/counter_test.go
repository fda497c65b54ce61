package countplan

import (
	"context"
	"fmt"
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

// TestSizesConfirm: a second counter confirms each size; a run of it
// that differs makes the size a mismatch whose note names both.
func TestSizesConfirm(t *testing.T) {
	t.Parallel()
	frontier, err := CounterNamed(dfs.FrontierMethod)
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	note := func(format string, a ...any) { notes = append(notes, fmt.Sprintf(format, a...)) }
	run, err := Sizes{Sizes: []int{8, 9}, Method: dfs.JoinMethod, Options: Options{Shard: shard.Spec{Of: 1}}, Confirm: frontier,
		Note: func(l string) { note("%s", l) }}.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if run.Mismatch || !strings.Contains(strings.Join(notes, "\n"), "n = 9: join and frontier agree") {
		t.Errorf("mismatch %v, notes %q; want the two to agree", run.Mismatch, notes)
	}
	// A confirming run that miscounts: the comparison names the figure
	// and both counters.
	whole := Options{Shard: shard.Spec{Of: 1}, Figures: true}
	join, err := Count(context.Background(), dfs.JoinMethod, 9, whole)
	if err != nil {
		t.Fatal(err)
	}
	other, err := frontier.Run(context.Background(), 9, whole)
	if err != nil {
		t.Fatal(err)
	}
	other.Counts.Fix90 += 2
	notes = nil
	if !compareRuns(join, other, frontier.Name, note) || !strings.Contains(strings.Join(notes, "\n"), "n = 9: fix90: join 0, but frontier 2") {
		t.Errorf("notes %q; want a mismatch of fix90", notes)
	}
}
