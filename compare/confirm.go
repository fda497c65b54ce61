package compare

import (
	"fmt"
	"sort"
	"strings"
)

// Confirm compares the value of one figure (a column such as "count")
// across witnesses. figures maps a witness's name to its figures by
// column; the value of the witness named by is the one to confirm. Confirm
// returns the witnesses whose value equals it, sorted (by included), and a
// check named "table" on the column that fails, naming every other value,
// when a witness differs. Witnesses without the figure are left out.
func Confirm(column, by string, figures map[string]map[string]uint64) ([]string, Check) {
	want := figures[by][column]
	var agree, differ []string
	for name, f := range figures {
		v, ok := f[column]
		switch {
		case !ok:
		case v == want:
			agree = append(agree, name)
		default:
			differ = append(differ, fmt.Sprintf("%s %d", name, v))
		}
	}
	sort.Strings(agree)
	sort.Strings(differ)
	check := Check{Name: "table", Witnesses: column, OK: len(differ) == 0}
	if !check.OK {
		check.Detail = fmt.Sprintf("%s: %s %d, but %s", column, by, want, strings.Join(differ, ", "))
	}
	return agree, check
}
