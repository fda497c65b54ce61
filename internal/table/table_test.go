package table

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/nqcheck/nqcheck/internal/oeis"
	"github.com/nqcheck/nqcheck/internal/reference"
	"github.com/nqcheck/nqcheck/result"
	"github.com/nqcheck/nqcheck/verify"
)

// TestRows computes the rows of n = 1..10 by each route (the full verify
// with the DFS witnesses only, enumeration with classes, enumeration
// without, the counter alone) and checks every figure against the OEIS
// values and every confirmation check.
func TestRows(t *testing.T) {
	t.Parallel()
	dfsOnly, err := verify.Select(verify.Default(verify.SATOptions{}), "dfs,dfs-iter,dfs-symmetric,count")
	if err != nil {
		t.Fatal(err)
	}
	routes := []struct {
		name string
		opt  RowOptions
	}{
		{"verify", RowOptions{SATMax: 10, Verify: verify.Options{Witnesses: dfsOnly, CubeRows: -1}}},
		{"enumerate", RowOptions{EnumMax: 10, DFSMax: 10}},
		{"count", RowOptions{DFSMax: 10}},
		{"counter alone", RowOptions{}},
	}
	for _, rt := range routes {
		t.Run(rt.name, func(t *testing.T) {
			t.Parallel()
			for n := 1; n <= 10; n++ {
				row, checks, err := Row(context.Background(), n, rt.opt)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range checks {
					if !c.OK {
						t.Errorf("n = %d: check %s %s failed: %s", n, c.Name, c.Witnesses, c.Detail)
					}
				}
				if row.Total != result.KnownInt(oeis.Q[n-1]) || row.Classes != result.KnownInt(oeis.Classes[n-1]) || !row.Complete || row.Orbits == nil {
					t.Errorf("n = %d: %+v", n, row)
				}
				if row.Orbits != nil && row.Orbits.Classes() != uint64(oeis.Classes[n-1]) {
					t.Errorf("n = %d: orbits %+v do not add up to the classes", n, *row.Orbits)
				}
				if c := row.Confirmed[ColCount]; !strings.HasPrefix(c, "count") {
					t.Errorf("n = %d: total confirmed by %q", n, c)
				}
			}
		})
	}
}

// TestInterruptedRow checks that a row stopped by its context has unknown
// figures, is incomplete and has the time it ran, printed as "-".
func TestInterruptedRow(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	row, _, err := Row(ctx, 12, RowOptions{})
	if err == nil || row.Complete || row.Total.IsKnown() || row.Classes.IsKnown() || row.Orbits != nil || row.Seconds == nil {
		t.Fatalf("row %+v, err %v", row, err)
	}
	for _, f := range []Format{Markdown, CSV, TSV} {
		var b bytes.Buffer
		w := NewWriter(&b, Options{Format: f, NoSeconds: true})
		if err := w.WriteRow(row); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
		if strings.Contains(b.String(), "| 0 ") || strings.Contains(b.String(), ",0,") || strings.Contains(b.String(), "\t0\t") {
			t.Errorf("%v: an unknown figure printed as 0:\n%s", f, b.String())
		}
		if strings.Count(b.String(), "-") < 8 {
			t.Errorf("%v: unknown figures not printed as -:\n%s", f, b.String())
		}
	}
}

func TestWriterRefusesJSON(t *testing.T) {
	t.Parallel()
	w := NewWriter(&bytes.Buffer{}, Options{Format: JSON})
	if err := w.WriteRow(result.TableRow{N: 1}); err == nil {
		t.Fatal("a Writer wrote JSON")
	}
}

func TestParseFormat(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]Format{"md": Markdown, "markdown": Markdown, "csv": CSV, "tsv": TSV, "json": JSON} {
		if got, err := ParseFormat(s); err != nil || got != want {
			t.Errorf("ParseFormat(%q) = %v, %v", s, got, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil {
		t.Error("xml accepted")
	}
}

func TestReferenceRow(t *testing.T) {
	t.Parallel()
	ref, err := reference.Parse(strings.NewReader("n\tA000170\tA002562\n8\t92\t13\n"))
	if err != nil {
		t.Fatal(err)
	}
	row := result.TableRow{N: 8, Total: result.Known(92), Classes: result.Known(12)}
	diffs := reference.Compare(ref, []reference.Row{ReferenceRow(row)})
	if len(diffs) != 1 || diffs[0].Column != reference.Classes {
		t.Fatalf("diffs %v", diffs)
	}
	// Unknown figures are not compared.
	if diffs := reference.Compare(ref, []reference.Row{ReferenceRow(result.TableRow{N: 8})}); len(diffs) != 0 {
		t.Fatalf("unknown figures compared: %v", diffs)
	}
}
