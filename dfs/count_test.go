package dfs

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/internal/oeis"
)

func TestCount(t *testing.T) {
	for n := 1; n <= 16; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			if n >= 15 && testing.Short() {
				t.Skip("n ≥ 15 takes seconds; n ≤ 14 covers the same code")
			}
			workers := 1 + n%3 // the figures must not depend on the pool
			c, err := Count(context.Background(), n, CountOptions{Workers: workers})
			if err != nil {
				t.Fatalf("Count(%d) error: %v", n, err)
			}
			if c.N != n {
				t.Errorf("N = %d, want %d", c.N, n)
			}
			if c.Total != uint64(oeis.Q[n-1]) {
				t.Errorf("Total = %d, want %d", c.Total, oeis.Q[n-1])
			}
			if got := c.Classes(); got != uint64(oeis.Classes[n-1]) {
				t.Errorf("Classes() = %d, want %d", got, oeis.Classes[n-1])
			}
			if n <= len(oeis.Fix180) {
				if c.Fix180 != uint64(oeis.Fix180[n-1]) {
					t.Errorf("Fix180 = %d, want %d", c.Fix180, oeis.Fix180[n-1])
				}
				if c.Fix90 != uint64(oeis.Fix90[n-1]) {
					t.Errorf("Fix90 = %d, want %d", c.Fix90, oeis.Fix90[n-1])
				}
			}
		})
	}
}

// TestCountFixedByFilter checks the symmetric searches against the plain
// search's solutions filtered by the rotations of package board, for sizes
// past the reference table.
func TestCountFixedByFilter(t *testing.T) {
	for n := 1; n <= 13; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			var fix90, fix180 uint64
			Solutions(n, func(s board.Solution) bool {
				if board.Compare(board.Rot90.Apply(s), s) == 0 {
					fix90++
				}
				if board.Compare(board.Rot180.Apply(s), s) == 0 {
					fix180++
				}
				return true
			})
			for _, tt := range []struct {
				name    string
				quarter bool
				want    uint64
			}{{"fix90", true, fix90}, {"fix180", false, fix180}} {
				got, err := countFixed(context.Background(), n, tt.quarter)
				if err != nil {
					t.Fatal(err)
				}
				if got != tt.want {
					t.Errorf("%s = %d, filtering the solutions gives %d", tt.name, got, tt.want)
				}
			}
		})
	}
}

// TestBinsByBruteForce checks the restricted search against its
// definition: it must find exactly the representatives among all
// solutions, each in the bin of its number of nearest half-edges.
func TestBinsByBruteForce(t *testing.T) {
	for n := 2; n <= 11; n++ {
		t.Run(fmt.Sprintf("n=%d", n), func(t *testing.T) {
			var want [9]uint64
			Solutions(n, func(s board.Solution) bool {
				if bin, ok := representative(s); ok {
					want[bin]++
				}
				return true
			})
			var got [9]uint64
			var stop atomic.Bool
			for _, j := range jobs(n) {
				in := newInner(n, j, &stop)
				if err := in.run(); err != nil {
					t.Fatal(err)
				}
				for k, v := range in.bins {
					got[k] += v
				}
			}
			if got != want {
				t.Errorf("bins = %v, want %v", got, want)
			}
		})
	}
}

// representative tells whether solution s is one Count searches, and its
// bin, straight from the definition in the package documentation.
func representative(s board.Solution) (bin int, ok bool) {
	n := len(s)
	m := n - 1
	rowOf := make([]int, n) // rowOf[c]: the row of column c's queen
	for r, c := range s {
		rowOf[c] = r
	}
	if s[0] == 0 { // corner: keep r1 < c1
		return 0, rowOf[1] < s[1]
	}
	// The distances of the 8 half-edges: top, bottom, left, right sides,
	// each from both ends.
	dists := []int{s[0], m - s[0], s[m], m - s[m], rowOf[0], m - rowOf[0], rowOf[m], m - rowOf[m]}
	low := dists[0]
	for _, x := range dists {
		low = min(low, x)
	}
	if dists[0] != low {
		return 0, false
	}
	for _, x := range dists {
		if x == low {
			bin++
		}
	}
	return bin, true
}

func TestCountWorkers(t *testing.T) {
	const n = 11
	for _, w := range []int{0, 1, 2, 3, 7, 1000} {
		t.Run(fmt.Sprintf("workers=%d", w), func(t *testing.T) {
			c, err := Count(context.Background(), n, CountOptions{Workers: w})
			if err != nil {
				t.Fatal(err)
			}
			if c.Total != uint64(oeis.Q[n-1]) {
				t.Errorf("Total = %d, want %d", c.Total, oeis.Q[n-1])
			}
		})
	}
}

func TestCountBadArguments(t *testing.T) {
	tests := []struct {
		name string
		n    int
		opt  CountOptions
	}{
		{"n=0", 0, CountOptions{}},
		{"n=-3", -3, CountOptions{}},
		{"n=33", board.MaxN + 1, CountOptions{}},
		{"negative workers", 8, CountOptions{Workers: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if c, err := Count(context.Background(), tt.n, tt.opt); err == nil {
				t.Errorf("Count(%d, %+v) = %+v, want an error", tt.n, tt.opt, c)
			}
		})
	}
}

func TestCountProgress(t *testing.T) {
	const n = 10
	var calls, last, total int
	_, err := Count(context.Background(), n, CountOptions{Workers: 2, Progress: func(done, all int) {
		calls++
		if done != last+1 {
			t.Errorf("progress went from %d to %d", last, done)
		}
		if total != 0 && all != total {
			t.Errorf("total changed from %d to %d", total, all)
		}
		last, total = done, all
	}})
	if err != nil {
		t.Fatal(err)
	}
	units := len(jobs(n)) + 2 // the subproblems and the two symmetric searches
	if calls == 0 || last != total || total != units {
		t.Errorf("%d calls, last %d of %d; want %d of %d", calls, last, total, units, units)
	}
}

// TestCountCancel cancels a count that takes seconds once its first
// subproblems are done: Count must return the context's error, start no
// unit after the cancel (at most two per worker finish after it: one
// waiting to be handed over, one under way) and leave no goroutine behind.
func TestCountCancel(t *testing.T) {
	for _, workers := range []int{1, 2, 4} {
		t.Run(fmt.Sprintf("workers=%d", workers), func(t *testing.T) {
			before := runtime.NumGoroutine()
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			const cancelAt = 3
			units, last := 0, 0
			err := countStops(t, ctx, 18, CountOptions{Workers: workers, Progress: func(done, total int) {
				if done == cancelAt {
					cancel()
				}
				units, last = total, done
			}})
			if !errors.Is(err, context.Canceled) {
				t.Fatalf("Count after cancel: error %v, want context.Canceled", err)
			}
			if after := last - cancelAt; after < 0 || after > 2*workers || last == units {
				t.Errorf("%d of %d units finished, %d after the cancel at %d; want at most %d after it",
					last, units, after, cancelAt, 2*workers)
			}
			if after := settledGoroutines(before); after > before {
				t.Errorf("%d goroutines before Count, %d after", before, after)
			}
		})
	}
}

// TestCountCancelMidUnit cancels a count of the largest board, whose
// every unit would run for years: Count returns only if the cancel stops
// the units under way, and no unit may finish.
func TestCountCancelMidUnit(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// The cancel comes once the workers have likely started; if it comes
	// before, Count stops before any unit, which is right too.
	timer := time.AfterFunc(50*time.Millisecond, cancel)
	defer timer.Stop()
	finished := 0
	err := countStops(t, ctx, board.MaxN, CountOptions{Workers: 4, Progress: func(int, int) { finished++ }})
	if !errors.Is(err, context.Canceled) || finished != 0 {
		t.Errorf("Count after cancel: error %v, %d units finished; want context.Canceled and none", err, finished)
	}
}

// countHangGuard bounds the wait for a cancelled Count. It is no measure
// of speed: a stop that works takes a fraction of a second, a stop that
// does not never comes, and the guard only turns that hang into a failure.
const countHangGuard = 3 * time.Minute

// countStops runs Count and returns its error; it fails the test when
// Count has not returned within countHangGuard.
func countStops(t *testing.T, ctx context.Context, n int, opt CountOptions) error {
	t.Helper()
	errc := make(chan error, 1)
	go func() {
		_, err := Count(ctx, n, opt)
		errc <- err
	}()
	select {
	case err := <-errc:
		return err
	case <-time.After(countHangGuard):
		t.Fatalf("Count(%d) did not return within %v: the cancel does not stop it", n, countHangGuard)
		return nil
	}
}

// settledGoroutines polls runtime.NumGoroutine for up to a second until
// it is at most want, and returns the last reading.
func settledGoroutines(want int) int {
	got := runtime.NumGoroutine()
	for i := 0; i < 100 && got > want; i++ {
		time.Sleep(10 * time.Millisecond)
		got = runtime.NumGoroutine()
	}
	return got
}

func TestCountCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Count(ctx, 8, CountOptions{}); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

// TestCountFixedCancel stops a symmetric search through its context.
func TestCountFixedCancel(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := countFixed(ctx, board.MaxN, false); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v, want context.DeadlineExceeded", err)
	}
}

func TestTallyOverflow(t *testing.T) {
	tests := []struct {
		name   string
		start  uint64
		adds   []uint64
		want   uint64
		overfl bool
	}{
		{"small", 0, []uint64{1, 2, 3}, 6, false},
		{"to the top", math.MaxUint64 - 2, []uint64{1, 1}, math.MaxUint64, false},
		{"one past", math.MaxUint64, []uint64{1}, 0, true},
		{"past then back", math.MaxUint64 - 1, []uint64{5, 0}, 0, true},
		{"two halves", 1 << 63, []uint64{1 << 63}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tl := tally{v: tt.start}
			for _, x := range tt.adds {
				tl.add(x)
			}
			got, err := tl.value()
			if tt.overfl {
				if !errors.Is(err, ErrOverflow) {
					t.Errorf("value() = %d, %v; want ErrOverflow", got, err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("value() = %d, %v; want %d", got, err, tt.want)
			}
		})
	}
}

// TestOverflowReported shows that a carry anywhere in the pipeline comes
// out as ErrOverflow: in a search's per-bin counts, in the weighing, in
// the sum of the bins.
func TestOverflowReported(t *testing.T) {
	t.Run("search", func(t *testing.T) {
		var stop atomic.Bool
		overflowed := 0
		for _, j := range jobs(8) {
			in := newInner(8, j, &stop)
			for k := range in.bins {
				in.bins[k] = math.MaxUint64
			}
			err := in.run()
			var sum uint64
			for _, v := range in.bins {
				sum |= ^v
			}
			if sum == 0 { // the job found no solution: nothing was added
				if err != nil {
					t.Errorf("job %+v: %v with no solution", j, err)
				}
				continue
			}
			overflowed++
			if !errors.Is(err, ErrOverflow) {
				t.Errorf("job %+v: error %v, want ErrOverflow", j, err)
			}
		}
		if overflowed == 0 {
			t.Error("no job of n = 8 found a solution, so no count could overflow")
		}
	})
	t.Run("weigh times 8", func(t *testing.T) {
		var bins [9]tally
		bins[0] = tally{v: math.MaxUint64/8 + 1}
		if _, err := weigh(bins); !errors.Is(err, ErrOverflow) {
			t.Errorf("error %v, want ErrOverflow", err)
		}
	})
	t.Run("weigh sum", func(t *testing.T) {
		var bins [9]tally
		bins[0] = tally{v: math.MaxUint64 / 8}
		bins[1] = tally{v: 1}
		if _, err := weigh(bins); !errors.Is(err, ErrOverflow) {
			t.Errorf("error %v, want ErrOverflow", err)
		}
	})
	t.Run("weigh carried bin", func(t *testing.T) {
		var bins [9]tally
		bins[4] = tally{v: 4, overflow: 1}
		if _, err := weigh(bins); !errors.Is(err, ErrOverflow) {
			t.Errorf("error %v, want ErrOverflow", err)
		}
	})
	t.Run("weigh fits", func(t *testing.T) {
		var bins [9]tally
		bins[0] = tally{v: 2}
		bins[2] = tally{v: 3}
		bins[4] = tally{v: 1}
		if got, err := weigh(bins); err != nil || got != 16+12+2 {
			t.Errorf("weigh = %d, %v; want 30", got, err)
		}
	})
}

func TestWeighRemainder(t *testing.T) {
	var bins [9]tally
	bins[3] = tally{v: 1} // 8/3 boards: impossible
	if got, err := weigh(bins); err == nil {
		t.Errorf("weigh = %d, want a miscount error", got)
	}
}

func TestCheckIdentities(t *testing.T) {
	tests := []struct {
		name string
		c    Counts
		ok   bool
	}{
		{"n=1", Counts{N: 1, Total: 1, Fix90: 1, Fix180: 1}, true},
		{"n=1 wrong", Counts{N: 1, Total: 1, Fix90: 0, Fix180: 1}, false},
		{"n=8", Counts{N: 8, Total: 92, Fix90: 0, Fix180: 4}, true},
		{"n=12", Counts{N: 12, Total: 14200, Fix90: 8, Fix180: 80}, true},
		{"total off by one", Counts{N: 8, Total: 93, Fix90: 0, Fix180: 4}, false},
		{"total off by 8", Counts{N: 8, Total: 100, Fix90: 0, Fix180: 4}, true}, // consistent, only the reference can tell
		{"fix180 odd", Counts{N: 8, Total: 92, Fix90: 0, Fix180: 5}, false},
		{"fix90 off", Counts{N: 12, Total: 14200, Fix90: 6, Fix180: 80}, false},
		{"fix90 odd", Counts{N: 8, Total: 9, Fix90: 1, Fix180: 1}, false}, // total + fix180 + 2·fix90 = 12
		{"fix90 above fix180", Counts{N: 12, Total: 14200, Fix90: 88, Fix180: 80}, false},
		{"fix180 above total", Counts{N: 4, Total: 2, Fix90: 2, Fix180: 10}, false},
		{"sum past 2^64", Counts{N: 30, Total: math.MaxUint64 - 1, Fix90: 2, Fix180: 6}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.c.check()
			if (err == nil) != tt.ok {
				t.Errorf("check(%+v) = %v, want ok %v", tt.c, err, tt.ok)
			}
		})
	}
}

func TestClasses(t *testing.T) {
	tests := []struct {
		name string
		c    Counts
		want uint64
	}{
		{"n=1", Counts{N: 1, Total: 1, Fix90: 1, Fix180: 1}, 1},
		{"n=2", Counts{N: 2}, 0},
		{"n=4", Counts{N: 4, Total: 2, Fix90: 2, Fix180: 2}, 1},
		{"n=8", Counts{N: 8, Total: 92, Fix180: 4}, 12},
		{"n=16", Counts{N: 16, Total: 14772512, Fix90: 64, Fix180: 3000}, 1846955},
		// Total+Fix180+2·Fix90 = 2^64 + 8: must not wrap to 1.
		{"sum past 2^64", Counts{N: 30, Total: math.MaxUint64 - 3, Fix90: 2, Fix180: 8}, 1<<61 + 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.c.Classes(); got != tt.want {
				t.Errorf("Classes() = %d, want %d", got, tt.want)
			}
		})
	}
}

func BenchmarkCount(b *testing.B) {
	for n := 12; n <= 16; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Count(context.Background(), n, CountOptions{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCountOneWorker is BenchmarkCount with a single goroutine: the
// speed of the search itself.
func BenchmarkCountOneWorker(b *testing.B) {
	for n := 12; n <= 16; n++ {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := Count(context.Background(), n, CountOptions{Workers: 1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
