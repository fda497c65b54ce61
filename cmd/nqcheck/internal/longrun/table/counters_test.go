package table

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/countplan"
	"github.com/nqcheck/nqcheck/result"
)

// TestRowResumes: a row whose run stops part way leaves each counter's
// journal, and the rerun with the same journals finishes the row with
// the figures of a whole run, the units journaled before not counted
// again.
func TestRowResumes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := func(name string) (string, string) {
		return filepath.Join(dir, name+".journal"), filepath.Join(dir, name+".json")
	}
	pair, err := countplan.ParsePair("join,frontier")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	units := 0
	_, _, err = Row(ctx, 11, RowOptions{Pair: pair, Files: files, Workers: 1, Update: func(done, total int) {
		if units++; units == 20 {
			cancel()
		}
	}})
	if err == nil {
		t.Fatal("a cancelled row gave no error")
	}
	data, err := os.ReadFile(filepath.Join(dir, "join.journal"))
	if err != nil || strings.Count(string(data), "\n") < 2 {
		t.Fatalf("the stopped row's journal: %v, %q", err, data)
	}
	var counted int
	row, checks, err := Row(context.Background(), 11, RowOptions{Pair: pair, Files: files, Workers: 1, Update: func(done, total int) { counted++ }})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks {
		if !c.OK {
			t.Errorf("check %s %s: %s", c.Name, c.Witnesses, c.Detail)
		}
	}
	if row.Total != result.Known(2680) || row.Fix180 != result.Known(48) || !row.Published[ColTotal] {
		t.Errorf("resumed row %+v", row)
	}
	whole, _, err := Row(context.Background(), 11, RowOptions{Pair: pair, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	joinUnits := whole.Witnesses[0].Plan.Units + whole.Witnesses[1].Plan.Units
	if counted >= joinUnits {
		t.Errorf("the rerun counted %d units, all %d of both plans: nothing resumed", counted, joinUnits)
	}
	for _, name := range []string{"join", "frontier"} {
		if _, out := files(name); !fileExists(out) {
			t.Errorf("no result file %s", out)
		}
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
