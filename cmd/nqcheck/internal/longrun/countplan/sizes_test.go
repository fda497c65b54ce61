package countplan

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/shard"
	"github.com/nqcheck/nqcheck/dfs"
	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// TestSizes: every size's figures in order, a difference from the
// reference a note and a mismatch, and an error of Size the run's end.
func TestSizes(t *testing.T) {
	t.Parallel()
	ref, err := reference.Parse(strings.NewReader("n\tA000170\n5\t11\n6\t4\n"))
	if err != nil {
		t.Fatal(err)
	}
	var notes []string
	var sizes []int
	s := Sizes{Sizes: []int{4, 5, 6}, Method: dfs.FrontierMethod, Options: Options{Shard: shard.Spec{Of: 1}}, Expect: ref,
		Note: func(line string) { notes = append(notes, line) },
		Size: func(r result.CountResult) error { sizes = append(sizes, r.N); return nil }}
	run, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Results) != 3 || fmt.Sprint(sizes) != "[4 5 6]" || !run.Mismatch || run.StoppedAt != 0 || run.Last == nil {
		t.Fatalf("run %+v, sizes %v", run, sizes)
	}
	for i, r := range run.Results {
		if r.Total != result.KnownInt(oeis.Q[r.N-1]) || r.Classes != result.KnownInt(oeis.Classes[r.N-1]) {
			t.Errorf("result %d: %+v", i, r)
		}
	}
	if want := "[expect: n = 4: the reference table has no value for this size expect: n = 5: A000170 expected 11, got 10]"; fmt.Sprint(notes) != want {
		t.Errorf("notes %q, want %s", notes, want)
	}

	s.Expect, s.Size = nil, func(result.CountResult) error { return errors.New("disk full") }
	if _, err := s.Run(context.Background()); err == nil || err.Error() != "disk full" {
		t.Errorf("Size's error: %v", err)
	}
}

// TestSizesStopped: a run that ctx stops reports the size in progress,
// with no figures, and goes no further.
func TestSizesStopped(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	run, err := Sizes{Sizes: []int{10, 11}, Method: dfs.FrontierMethod, Options: Options{Shard: shard.Spec{Of: 1}}}.Run(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if run.StoppedAt != 10 || len(run.Results) != 1 || run.Results[0].N != 10 || run.Results[0].Total.IsKnown() {
		t.Errorf("run %+v", run)
	}
}

// TestSizesShardAndCheckpoint: a shard has no figures, only its run; a
// rerun with the journal says how many units it held.
func TestSizesShardAndCheckpoint(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	opt := Options{Shard: shard.Spec{Index: 1, Of: 2}, Out: filepath.Join(dir, "s1.json"), Journal: filepath.Join(dir, "count.journal")}
	var notes []string
	s := Sizes{Sizes: []int{8}, Method: dfs.BitmaskMethod, Options: opt, Sharded: true,
		Note: func(line string) { notes = append(notes, line) },
		Size: func(result.CountResult) error { return errors.New("a shard has no figures") }}
	run, err := s.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if len(run.Results) != 0 || run.Last.Written != run.Last.Mine || run.Last.Mine == 0 || len(notes) != 0 {
		t.Fatalf("run %+v, last %+v, notes %q", run, run.Last, notes)
	}
	if _, err := s.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	mine := run.Last.Mine
	want := fmt.Sprintf("n = 8 shard 1/2: %d of %d units done in %s; counting the other 0", mine, mine, opt.Journal)
	if len(notes) != 1 || notes[0] != want {
		t.Errorf("notes %q, want %q", notes, want)
	}
}
