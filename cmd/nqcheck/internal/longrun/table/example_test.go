package table_test

import (
	"os"

	"github.com/nqcheck/nqcheck/cmd/nqcheck/internal/longrun/table"
	"github.com/nqcheck/nqcheck/result"
)

func Example() {
	w := table.NewWriter(os.Stdout, table.Options{Format: table.CSV, NoSeconds: true})
	first, last := "2 4 1 3", "3 1 4 2"
	w.WriteRow(result.TableRow{N: 4, Total: result.Known(2), Classes: result.Known(1), Fix90: result.Known(2), Fix180: result.Known(2),
		Orbits: &result.Orbits{Two: 1}, First: &first, Last: &last,
		Confirmed: map[string]string{table.ColTotal: "dfs+sat"}, Published: map[string]bool{table.ColTotal: true}, Complete: true})
	w.WriteRow(result.TableRow{N: 5}) // interrupted: every figure unknown
	w.Close()
	// Output:
	// n,total,classes,fix90,fix180,orbits_8,orbits_4,orbits_2,orbits_1,first,last,confirmed,witnesses,units,oeis,complete,note
	// 4,2,1,2,2,0,0,1,0,2 4 1 3,3 1 4 2,total:dfs+sat,,,equal,true,
	// 5,,,,,,,,,,,,,,,false,interrupted: its figures are unknown
}
