// Command g02 draws each solution with chess glyphs, ♛ for a queen and ·
// for an empty square, under a "Solution k:" line. Usage: g02 N
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

type board struct {
	n    int
	cols []int
	used []bool
	d1   []bool
	d2   []bool
}

func (b *board) search(r int, emit func([]int)) {
	if r == b.n {
		emit(b.cols)
		return
	}
	for c := 0; c < b.n; c++ {
		if b.used[c] || b.d1[r+c] || b.d2[r-c+b.n-1] {
			continue
		}
		b.used[c], b.d1[r+c], b.d2[r-c+b.n-1] = true, true, true
		b.cols[r] = c
		b.search(r+1, emit)
		b.used[c], b.d1[r+c], b.d2[r-c+b.n-1] = false, false, false
	}
}

func draw(k int, cols []int) {
	fmt.Printf("Solution %d:\n", k)
	for _, c := range cols {
		cells := make([]string, len(cols))
		for j := range cells {
			cells[j] = "·"
		}
		cells[c] = "♛"
		fmt.Println(strings.Join(cells, " "))
	}
	fmt.Println()
}

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	b := &board{n: n, cols: make([]int, n), used: make([]bool, n), d1: make([]bool, 2*n), d2: make([]bool, 2*n)}
	fault := os.Getenv("NQ_FAULT")
	k := 0
	b.search(0, func(cols []int) {
		k++
		p := append([]int(nil), cols...)
		if k == 2 {
			switch fault {
			case "drop":
				return
			case "dup":
				draw(k, p)
			case "move":
				p[n-1] = (p[n-1] + 1) % n
			}
		}
		draw(k, p)
	})
}
