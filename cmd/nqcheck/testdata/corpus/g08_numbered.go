// Each board under a numbered heading, "Solutions k", drawn with O for a
// queen and - for an empty square. Usage: g08 N
package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

func main() {
	n, _ := strconv.Atoi(os.Args[1])
	fault := os.Getenv("NQ_FAULT")
	var sols [][]int
	q := make([]int, n)
	var solve func(r int)
	solve = func(r int) {
		if r == n {
			sols = append(sols, append([]int(nil), q...))
			return
		}
	next:
		for c := 0; c < n; c++ {
			for i := 0; i < r; i++ {
				if q[i] == c || q[i]-c == i-r || q[i]-c == r-i {
					continue next
				}
			}
			q[r] = c
			solve(r + 1)
		}
	}
	solve(0)
	k := 0
	print := func(s []int) {
		k++
		fmt.Printf("Solutions %d\n", k)
		for _, c := range s {
			fmt.Println(strings.Repeat("-", c) + "O" + strings.Repeat("-", n-c-1))
		}
	}
	for i, s := range sols {
		switch {
		case i == 0 && fault == "drop":
			continue
		case i == 0 && fault == "move":
			s[0] = (s[0] + 1) % n
		}
		print(s)
		if i == 0 && fault == "dup" {
			print(s)
		}
	}
}
