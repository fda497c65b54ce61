package main

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/cli"
	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/table"
	"github.com/nqcheck/nqcheck/reference"
)

// TestTableMatchesOEIS runs `nqcheck table -n 1-14 --format csv` and
// compares every row with the published values (reference.Published).
func TestTableMatchesOEIS(t *testing.T) {
	ref := reference.Published()
	hi := "14"
	if testing.Short() {
		hi = "12"
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"table", "-n", "1-" + hi, "--format", "csv", "--sat-max", "8"}, &stdout, &stderr); code != cli.ExitOK {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	records, err := csv.NewReader(&stdout).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, name := range records[0] {
		col[name] = i
	}
	var rows []reference.Row
	for _, rec := range records[1:] {
		n, _ := strconv.Atoi(rec[col[table.ColN]])
		get := func(name string) uint64 {
			v, err := strconv.ParseUint(rec[col[name]], 10, 64)
			if err != nil {
				t.Fatalf("n=%d %s: %v", n, name, err)
			}
			return v
		}
		rows = append(rows, reference.Row{N: n, Values: reference.Values{
			reference.Total:   get(table.ColTotal),
			reference.Classes: get(table.ColClasses),
			reference.Fix90:   get(table.ColFix90),
			reference.Fix180:  get(table.ColFix180),
		}})
		if rec[col[table.ColComplete]] != "true" {
			t.Errorf("n=%d is not complete", n)
		}
	}
	if want, _ := strconv.Atoi(hi); len(rows) != want {
		t.Fatalf("%d rows, want %d", len(rows), want)
	}
	if diffs := reference.Compare(ref, rows); len(diffs) > 0 {
		t.Errorf("differences from the OEIS values: %v", diffs)
	}
}

func TestTableUsage(t *testing.T) {
	for _, args := range [][]string{
		{"table"},
		{"table", "-n", "0"},
		{"table", "-n", "8", "--format", "xml"},
		{"table", "-n", "8", "--sat-max", "-1"},
		{"table", "-n", "8", "--junit", "x.xml"},
		{"table", "-n", "8", "extra"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != cli.ExitUsage || strings.Count(stderr.String(), "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and one line", args, code, stderr.String())
		}
	}
}
