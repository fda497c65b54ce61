package board

import "fmt"

// PrefixName names the boards whose first len(prefix) rows hold their
// queens in the 0-based columns of prefix, 1-based as people count: "rows
// 1-3 = 1 3 5", "row 1 = 4", or "the whole board" for the empty prefix.
func PrefixName(prefix Solution) string {
	switch len(prefix) {
	case 0:
		return "the whole board"
	case 1:
		return "row 1 = " + prefix.String()
	}
	return fmt.Sprintf("rows 1-%d = %s", len(prefix), prefix)
}
