package audit

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/nqcheck/nqcheck/board"
)

// coordPair is one (row, column) pair of the coords format.
var coordPair = regexp.MustCompile(`\(\s*(-?\d+)\s*,?\s*(-?\d+)\s*\)`)

// LineQueens returns the queens an audited line holds, read in the format
// and the column base the audit read it with: the pairs of a coords line,
// else one column per row. ok is false when the line holds no queen of a
// board of size n: another number of columns, a value off the board, or
// text that is not a number. It is what a page draws of a line; the
// audit's own verdicts come from its readers.
func LineQueens(n int, format Format, base int, line string) (cells board.Placement, ok bool) {
	if notationOf(format).traits().coords {
		for _, m := range coordPair.FindAllStringSubmatch(line, -1) {
			r, _ := strconv.Atoi(m[1])
			c, _ := strconv.Atoi(m[2])
			cells = append(cells, board.Cell{Row: r - base, Col: c - base})
		}
	} else {
		fields := strings.Fields(line)
		if len(fields) != n {
			return nil, false
		}
		for r, f := range fields {
			c, err := strconv.Atoi(f)
			if err != nil {
				return nil, false
			}
			cells = append(cells, board.Cell{Row: r, Col: c - base})
		}
	}
	if len(cells) == 0 {
		return nil, false
	}
	for _, c := range cells {
		if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return nil, false
		}
	}
	return cells, true
}
