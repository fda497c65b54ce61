package reference

import (
	_ "embed" // the published values
	"strings"
	"sync"
)

// published is the table of published values, a copy of the module's
// testdata/oeis.tsv (TestPublishedIsTestdata holds them equal).
//
//go:embed published.tsv
var published string

var (
	publishedOnce  sync.Once
	publishedTable *Table
)

// Published returns the published values of A000170, A002562, A032522
// and A033148 for n = 1..27, every one the OEIS value, as a partial
// table: a size beyond it has no published value, which is no finding.
// The table is parsed once and shared: do not change it.
func Published() *Table {
	publishedOnce.Do(func() {
		t, err := Parse(strings.NewReader(published))
		if err != nil {
			panic("reference: the embedded table of published values: " + err.Error())
		}
		t.Partial = true
		publishedTable = t
	})
	return publishedTable
}
