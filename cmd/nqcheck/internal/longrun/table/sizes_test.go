package table

import (
	"context"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/reference"
	"github.com/nqcheck/nqcheck/result"
)

// TestSizesRun: every row is reported in order; a wrong reference value
// is a failed check; a context already done reports the row of the first
// size, incomplete, and says it stopped there.
func TestSizesRun(t *testing.T) {
	t.Parallel()
	var rows []result.TableRow
	var failed []string
	s := Sizes{Sizes: []int{4, 5, 6}, Rows: RowOptions{DFSMax: 8},
		Row:    func(r result.TableRow) error { rows = append(rows, r); return nil },
		Failed: func(n int, c result.Check) { failed = append(failed, c.Name) }}
	mismatch, stoppedAt, err := s.Run(context.Background())
	if err != nil || mismatch || stoppedAt != 0 || len(rows) != 3 || len(failed) != 0 {
		t.Fatalf("mismatch %v, stopped at %d, %d rows, failed %v: %v", mismatch, stoppedAt, len(rows), failed, err)
	}
	if v, _ := rows[2].Total.Value(); rows[2].N != 6 || v != 4 {
		t.Errorf("row of n = %d: total %v, want n = 6 and 4", rows[2].N, rows[2].Total)
	}

	rows, failed = nil, nil
	ref, err := reference.Parse(strings.NewReader("n\tA000170\n5\t9\n")) // Q(5) is 10
	if err != nil {
		t.Fatal(err)
	}
	s.Expect = ref
	// Sizes 4 and 6 have no row: each is a failed expect check too.
	if mismatch, _, err := s.Run(context.Background()); err != nil || !mismatch || len(failed) != 3 {
		t.Fatalf("mismatch %v, failed %v: %v; want the expect checks of n = 4, 5 and 6 failed", mismatch, failed, err)
	}
	rows, failed = nil, nil
	ref.Partial = true
	if mismatch, _, err := s.Run(context.Background()); err != nil || !mismatch || len(failed) != 1 || failed[0] != "expect" {
		t.Fatalf("mismatch %v, failed %v: %v; want the expect check of n = 5 failed", mismatch, failed, err)
	}

	rows = nil
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, stoppedAt, err = s.Run(ctx)
	if err != nil || stoppedAt != 4 || len(rows) != 1 || rows[0].Complete {
		t.Fatalf("stopped at %d, rows %+v: %v; want the incomplete row of n = 4", stoppedAt, rows, err)
	}
}
