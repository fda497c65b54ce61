package table_test

import (
	"os"

	"github.com/nqcheck/nqcheck/board"
	"github.com/nqcheck/nqcheck/table"
)

func Example() {
	w := table.NewWriter(os.Stdout, table.Options{Format: table.CSV, NoSeconds: true})
	rot90, rot180, asym := table.SplitClasses(4, 1, 2, 2)
	w.WriteRow(table.Row{N: 4, Total: 2, Classes: 1, Fix90: 2, Fix180: 2,
		Rot90Classes: rot90, Rot180Classes: rot180, AsymClasses: asym,
		First: board.Solution{1, 3, 0, 2}, Last: board.Solution{2, 0, 3, 1},
		Confirmed: map[string]string{table.ColCount: "dfs+sat"}})
	w.WriteRow(table.Row{N: 5, Incomplete: true})
	w.Close()
	// Output:
	// n,count,classes,fix90,fix180,rot90_classes,rot180_classes,asym_classes,first,last,confirmed,complete
	// 4,2,1,2,2,1,0,0,2 4 1 3,3 1 4 2,count:dfs+sat,true
	// 5,0,0,0,0,0,0,0,,,,false
}
