// Command g03 prints each solution as Go's %+v prints a slice of
// structs: [{Row:0 Col:1} {Row:1 Col:3} ...]. Usage: g03 N
package main

import (
	"fmt"
	"os"
	"strconv"
)

// Queen is a queen's square, 0-based.
type Queen struct {
	Row, Col int
}

func valid(qs []Queen, q Queen) bool {
	for _, p := range qs {
		dr, dc := q.Row-p.Row, q.Col-p.Col
		if dc == 0 || dr == dc || dr == -dc {
			return false
		}
	}
	return true
}

func nQueens(n, row int, qs []Queen, found *[][]Queen) {
	if row == n {
		*found = append(*found, append([]Queen(nil), qs...))
		return
	}
	for c := 0; c < n; c++ {
		q := Queen{row, c}
		if valid(qs, q) {
			nQueens(n, row+1, append(qs, q), found)
		}
	}
}

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	var found [][]Queen
	nQueens(n, 0, nil, &found)
	fault := os.Getenv("NQ_FAULT")
	if len(found) > 0 {
		switch fault {
		case "drop":
			found = found[1:]
		case "dup":
			found = append(found, found[0])
		case "move":
			found[0][n/2].Col = (found[0][n/2].Col + 1) % n
		}
	}
	for _, s := range found {
		fmt.Printf("%+v\n", s)
	}
}
