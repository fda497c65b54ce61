// Solves N-Queens by rows and narrates each solution: a heading, then one
// line per row saying in which column (1-based) its queen was placed.
// Usage: g09 N
package main

import (
	"fmt"
	"os"
	"strconv"
)

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	fault := os.Getenv("NQ_FAULT")
	cols := make([]int, n)
	found := 0
	var place func(r int)
	place = func(r int) {
		if r == n {
			found++
			if found == 1 && fault == "drop" {
				return
			}
			times := 1
			if found == 1 && fault == "dup" {
				times = 2
			}
			for ; times > 0; times-- {
				fmt.Printf("Solution %d\n", found)
				for row, c := range cols {
					if found == 1 && row == 0 && fault == "move" {
						c = (c + 1) % n
					}
					fmt.Printf("queen placed at %d\n", c+1)
				}
			}
			return
		}
	next:
		for c := 0; c < n; c++ {
			for pr := 0; pr < r; pr++ {
				pc := cols[pr]
				if pc == c || pc-c == r-pr || c-pc == r-pr {
					continue next
				}
			}
			cols[r] = c
			place(r + 1)
		}
	}
	place(0)
}
