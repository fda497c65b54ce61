package reference

import (
	"strings"
	"sync"

	"github.com/nqcheck/nqcheck/internal/oeis"
)

var (
	publishedOnce  sync.Once
	publishedTable *Table
)

// Published returns the published values of A000170, A002562, A032522
// and A033148 for n = 1..27, every one the OEIS value (the module's one
// file of them, which package internal/oeis embeds), as a partial
// table: a size beyond it has no published value, which is no finding.
// The table is parsed once and shared: do not change it.
func Published() *Table {
	publishedOnce.Do(func() {
		t, err := Parse(strings.NewReader(oeis.TSV))
		if err != nil {
			panic("reference: the embedded table of published values: " + err.Error())
		}
		t.Partial = true
		publishedTable = t
	})
	return publishedTable
}
