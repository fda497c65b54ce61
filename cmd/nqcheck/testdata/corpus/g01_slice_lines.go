// Command g01 prints every solution as a Go slice of 0-based columns,
// [1 3 0 2], one per line. Usage: g01 N
package main

import (
	"fmt"
	"os"
	"strconv"
)

func solve(n int) [][]int {
	var out [][]int
	cols := make([]int, 0, n)
	var place func()
	place = func() {
		r := len(cols)
		if r == n {
			out = append(out, append([]int(nil), cols...))
			return
		}
	next:
		for c := 0; c < n; c++ {
			for i, q := range cols {
				if q == c || q-c == r-i || c-q == r-i {
					continue next
				}
			}
			cols = append(cols, c)
			place()
			cols = cols[:r]
		}
	}
	place()
	return out
}

func main() {
	n, err := strconv.Atoi(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	sols := solve(n)
	fault := os.Getenv("NQ_FAULT")
	for i, s := range sols {
		if i == len(sols)-1 {
			switch fault {
			case "drop":
				continue
			case "dup":
				fmt.Println(s)
			case "move":
				s[0] = (s[0] + 1) % n
			}
		}
		fmt.Println(s)
	}
}
