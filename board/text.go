package board

import "strconv"

// AppendColumns appends s's 1-based columns, separated by spaces, and a
// newline: "2 4 1 3".
func AppendColumns(buf []byte, s Solution) []byte {
	for r, c := range s {
		if r > 0 {
			buf = append(buf, ' ')
		}
		buf = strconv.AppendInt(buf, int64(c+1), 10)
	}
	return append(buf, '\n')
}

// AppendCoords appends s as 0-based "(row col)" pairs with nothing
// between them, as the classic textbook program prints them, and a
// newline: "(0 1)(1 3)(2 0)(3 2)".
func AppendCoords(buf []byte, s Solution) []byte {
	for r, c := range s {
		buf = append(buf, '(')
		buf = strconv.AppendInt(buf, int64(r), 10)
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, int64(c), 10)
		buf = append(buf, ')')
	}
	return append(buf, '\n')
}

// AppendGrid appends s as n rows of "Q" and ".", each ending in a
// newline.
func AppendGrid(buf []byte, s Solution) []byte {
	for _, c := range s {
		for col := range len(s) {
			if col == c {
				buf = append(buf, 'Q')
			} else {
				buf = append(buf, '.')
			}
		}
		buf = append(buf, '\n')
	}
	return buf
}
